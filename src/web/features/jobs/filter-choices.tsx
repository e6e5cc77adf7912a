import type { ReactNode } from 'react';

/** `list` with `value` in it (`on`) or out of it. */
export function toggle<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  const rest = list.filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

/** One choice of the form: a checkbox (several may be on), or a radio button of the group `name`. */
export function ChoiceRow({
  type = 'checkbox',
  name,
  checked,
  onChange,
  children,
}: {
  type?: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-muted">
      <input
        type={type}
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 accent-primary"
      />
      <span className="flex min-w-0 items-center gap-2">{children}</span>
    </label>
  );
}

/** A titled group of choices (a fieldset), ruled off from the one before. */
export function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <div className="border-t border-border pt-3 first:border-t-0 first:pt-0">
      <fieldset>
        <legend className="mb-1 text-sm font-bold tracking-wide uppercase">{legend}</legend>
        <div className="space-y-0.5">{children}</div>
      </fieldset>
    </div>
  );
}

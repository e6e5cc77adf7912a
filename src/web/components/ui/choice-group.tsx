import { Check } from '../icons';
import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../lib/cn';
import { FieldError } from './input';

export interface ChoiceOption<T extends string = string> {
  value: T;
  label: ReactNode;
  /** A line under the label, e.g. what "Urgent" means. */
  hint?: ReactNode;
  lang?: string;
}

/** The choice made the form's way: registered with react-hook-form, checked in the page before any script. */
interface FormChoice {
  registration: UseFormRegisterReturn;
  /** The choice (radio) or choices (checkboxes) the page is rendered with. */
  initial: string | string[];
}

/** The choice made at once: each change is saved (language, theme, alert emails). */
interface LiveChoice<T extends string> {
  value: T;
  onChange: (value: T) => void;
}

export type ChoiceGroupProps<T extends string> = {
  legend: ReactNode;
  options: ChoiceOption<T>[];
  /**
   * 'chips': the inputs shown, checked by CSS, in a wrapping row (or a grid when the options have hints);
   * 'cards': big cards with a check mark, the input kept for screen readers and keyboards.
   */
  look?: 'chips' | 'cards';
  type?: 'radio' | 'checkbox';
  /** The id the error message is named by (`${id}-error`). */
  id?: string;
  error?: string;
  /** The legend is read out only (the section's title already says it). */
  legendHidden?: boolean;
  disabled?: boolean;
  className?: string;
  /** The options' grid, e.g. 'grid grid-cols-2 gap-3'. */
  gridClassName?: string;
} & (FormChoice | LiveChoice<T>);

const chipClasses =
  'flex cursor-pointer rounded-xl border border-input bg-card has-[:checked]:border-primary has-[:checked]:bg-accent has-[:checked]:text-accent-foreground';

/** The one group of radio buttons or checkboxes as big tap targets, under a legend, with its own error. */
export function ChoiceGroup<T extends string>(props: ChoiceGroupProps<T>) {
  const { legend, options, look = 'chips', type = 'radio', id, error, legendHidden, disabled } = props;
  const autoName = useId();
  const withHints = options.some((option) => option.hint !== undefined);
  const errorId = error && id ? `${id}-error` : undefined;
  const live = 'onChange' in props ? props : null;
  const form = 'registration' in props ? props : null;

  const isChecked = (value: T) =>
    live
      ? live.value === value
      : Array.isArray(form?.initial)
        ? form.initial.includes(value)
        : form?.initial === value;

  return (
    <fieldset disabled={disabled} aria-describedby={errorId} className={props.className}>
      <legend
        className={cn(
          legendHidden ? 'sr-only' : 'font-semibold',
          look === 'cards' && !legendHidden && 'mb-3',
        )}
      >
        {legend}
      </legend>
      <div
        className={cn(
          props.gridClassName ??
            (look === 'cards'
              ? 'grid grid-cols-2 gap-3'
              : withHints
                ? 'mt-2 grid gap-2 sm:grid-cols-3'
                : 'mt-2 flex flex-wrap gap-2'),
        )}
      >
        {options.map((option) => {
          const checked = isChecked(option.value);
          const text = withHints ? (
            <span className={look === 'cards' ? 'flex-1' : undefined}>
              <span className={cn('block', look === 'cards' ? 'font-semibold' : 'font-bold')}>
                {option.label}
              </span>
              <span className="block text-sm opacity-80">{option.hint}</span>
            </span>
          ) : (
            <span className={look === 'cards' ? 'flex-1' : undefined}>{option.label}</span>
          );
          return (
            <label
              key={option.value}
              lang={option.lang}
              className={
                look === 'cards'
                  ? cn(
                      'flex min-h-14 cursor-pointer gap-3 rounded-xl border-2 px-4 transition-colors',
                      withHints ? 'items-start py-3' : 'items-center font-semibold',
                      'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                      checked
                        ? 'border-primary bg-accent text-accent-foreground'
                        : 'border-border hover:bg-muted',
                    )
                  : cn(
                      chipClasses,
                      withHints ? 'min-h-14 items-start gap-3 p-3' : 'min-h-11 items-center gap-2 px-3 py-2',
                    )
              }
            >
              {live ? (
                <input
                  type={type}
                  name={autoName}
                  value={option.value}
                  checked={checked}
                  onChange={() => live.onChange(option.value)}
                  className={look === 'cards' ? 'sr-only' : 'size-5 shrink-0 accent-primary'}
                />
              ) : (
                <input
                  type={type}
                  value={option.value}
                  defaultChecked={checked}
                  className={cn(
                    look === 'cards' ? 'sr-only' : 'size-5 shrink-0 accent-primary',
                    withHints && 'mt-1',
                  )}
                  {...form?.registration}
                />
              )}
              {text}
              {look === 'cards' && checked ? (
                <Check aria-hidden="true" className={cn('size-5 shrink-0', withHints && 'mt-0.5')} />
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId} error={error} size="md" className="mt-1.5" /> : null}
    </fieldset>
  );
}

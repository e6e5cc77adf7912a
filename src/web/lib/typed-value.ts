import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * For a controlled input on a server-rendered page: what the person typed before the script took the
 * page over. Hydration keeps the text in the input but not in the state, which would then wipe it;
 * this hands it to `adopt` once, as the page is taken over. Returns the ref to put on the input.
 */
export function useTypedBeforeHydration<Element extends HTMLInputElement | HTMLTextAreaElement>(
  adopt: (typed: string) => void,
) {
  const ref = useRef<Element>(null);
  const adoptRef = useRef(adopt);
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed) adoptRef.current(typed);
  }, []);
  return ref;
}

/** The checked radio button of each group in a form the server rendered, as the person left them. */
function checkedRadios(formId: string): Record<string, string> {
  const form = (globalThis.document as Document | undefined)?.getElementById(formId);
  const radios = form ? [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')] : [];
  return Object.fromEntries(radios.map((radio) => [radio.name, radio.value]));
}

/**
 * For a react-hook-form form on a server-rendered page (the <form> with id `formId`): what was typed
 * before the script took the page over. The form keeps typed text, choices in lists and checkboxes (it
 * reads them from its inputs as they register), but sets a group of radio buttons back to its default,
 * and its watchers (a character count, a currency symbol, a field shown for one choice) hear of none
 * of it. The radio buttons are read as hydration starts, and once the page is taken over the form is
 * told everything that differs from what it was rendered with.
 */
export function useKeepTypedFields<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'getValues' | 'setValues'>,
  formId: string,
  renderedWith: Values,
): void {
  // Read once, in the first render: while hydrating, before the form's inputs register.
  const [radios] = useState(() => checkedRadios(formId));
  const formRef = useRef(form);
  const renderedRef = useRef(renderedWith);
  useEffect(() => {
    // After every effect of the page: the watchers subscribe in theirs.
    const timer = setTimeout(() => {
      const current: Record<string, unknown> = { ...formRef.current.getValues(), ...radios };
      const typed = Object.entries(current).filter(
        ([name, value]) => JSON.stringify(value) !== JSON.stringify(renderedRef.current[name]),
      );
      // Values the form may already hold: setValues with shouldDirty still tells the watchers.
      if (typed.length > 0) {
        formRef.current.setValues(Object.fromEntries(typed) as Partial<Values>, { shouldDirty: true });
      }
    });
    return () => clearTimeout(timer);
  }, [radios]);
}

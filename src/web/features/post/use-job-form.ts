import { useEffect, useId, useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { Job } from '../../../shared/api/jobs';
import { fieldMessage, type ApiError } from '../../lib/api';
import { useBrowserValue } from '../../lib/browser-value';
import { useFormOutcome } from '../../lib/form-post';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useBrowserToday } from '../../lib/today';
import { useKeepTypedFields } from '../../lib/typed-value';
import { EMPTY_FORM, formValuesOf, loadDraft, saveDraft, type PostFormValues } from './form';
import type { PostFormOutput } from './form-schema';
import { lazyPostFormResolver, postedFieldErrors } from './field-messages';

export type PostForm = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

/** What the post form's parts share: the form, what it was rendered with, and each field's message. */
export interface JobFormState {
  form: PostForm;
  /** The form's id; each field's id is `${formId}-${name}`. */
  formId: string;
  fieldId: (name: keyof PostFormValues) => string;
  /** The values the page is rendered with (checked and filled in before any script). */
  initial: PostFormValues;
  /** A field's message in the interface language, if it has one. */
  fieldError: (name: keyof PostFormValues) => string | undefined;
  /** Posted before or without JavaScript (decision 0021): everything typed, and why it was refused. */
  outcome: ReturnType<typeof useFormOutcome<PostFormValues>>;
  /** The post's refusal, shown until the form is sent again (by its script). */
  postedError: ApiError | null;
  /** The browser's today ('' while a server-rendered page hydrates): the earliest work date. */
  today: string;
  /** False before the script runs. */
  scripted: boolean;
}

/**
 * The post form's state: its values (the outcome of a post, the job being edited, or the draft of a new
 * job kept for this tab), its rules (loaded when first checked) and its messages.
 */
export function useJobForm(editing: Job | null): JobFormState {
  const { t } = useTranslation();
  const { user } = useSession();
  const formId = useId();
  const outcome = useFormOutcome<PostFormValues>();
  const [initial] = useState<PostFormValues>(() => {
    if (outcome) return { ...EMPTY_FORM, ...outcome.values };
    if (editing) return formValuesOf(editing);
    const draft = loadDraft() ?? EMPTY_FORM;
    // Signed in with a phone number: offered (also in the page the server renders).
    return draft.phone || !user?.phone ? draft : { ...draft, phone: user.phone };
  });
  // Before the script runs the work-date field is always in the page; CSS shows it for "On a date".
  const scripted = useBrowserValue(() => true, false);
  const today = useBrowserToday();
  const resolver = useMemo(() => lazyPostFormResolver(today), [today]);
  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { formState, getValues, setValue, subscribe } = form;
  const { errors, submitCount } = formState;
  useKeepTypedFields(form, formId, initial);
  const postedError = submitCount === 0 ? (outcome?.error ?? null) : null;
  const postedErrors = postedFieldErrors(postedError);

  /** A field's message (a catalogue key: the form's check or the server's answer) in the interface language. */
  const fieldError = (name: keyof PostFormValues): string | undefined => {
    const message = errors[name]?.message ?? postedErrors[name];
    return message ? fieldMessage(message, t) : undefined;
  };

  // Every change of a new job's draft is saved for this tab.
  useEffect(() => {
    if (editing) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveDraft(values),
    });
  }, [subscribe, editing]);

  // Signed in with a phone number and nothing typed yet: offer it.
  useEffect(() => {
    if (!editing && user?.phone && !getValues('phone')) setValue('phone', user.phone);
  }, [editing, user?.phone, getValues, setValue]);

  return {
    form,
    formId,
    fieldId: (name) => `${formId}-${name}`,
    initial,
    fieldError,
    outcome,
    postedError,
    today,
    scripted,
  };
}

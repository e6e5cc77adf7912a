import type { Resolver } from 'react-hook-form';
import {
  DAILY_SALARY_MIN,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  PHONE_MIN_DIGITS,
} from '../../../shared/limits';
import { HOURS_PER_DAY_MAX, WORK_DAYS_MAX, WORKERS_MAX } from '../../../shared/shifts';
import type { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage, type Translate } from '../../lib/api';
import { i18n } from '../../lib/i18n';
import { FORM_FIELDS, FORM_MESSAGE_KEYS, type PostFormValues } from './form';
import type { PostFormMessages, PostFormOutput } from './form-schema';

/*
 * What the post form says about its fields: its own rules' messages (from the catalogue), the job
 * contract's (English, said by `jobFieldErrors.<field>`) and the server's refusals.
 */

/** The limits the Hindi field messages name (`jobFieldErrors.*`). */
const FIELD_LIMITS = {
  titleMin: JOB_TITLE_MIN,
  titleMax: JOB_TITLE_MAX,
  salaryMin: DAILY_SALARY_MIN,
  descriptionMin: JOB_DESCRIPTION_MIN,
  descriptionMax: JOB_DESCRIPTION_MAX,
  phoneDigits: PHONE_MIN_DIGITS,
  hoursMax: HOURS_PER_DAY_MAX,
  daysMax: WORK_DAYS_MAX,
  workersMax: WORKERS_MAX,
};

/** A job contract's message (English) about a field, in the interface language. */
export function contractMessage(field: string, english: string, t: Translate): string {
  // The input guard's message (unusual characters) is the same for every field.
  const guard = fieldMessage(english, t);
  return guard !== english ? guard : t(`jobFieldErrors.${field}`, { defaultValue: english, ...FIELD_LIMITS });
}

/** Why the server refused the job, as the form's script says it in its toast ('' when it says nothing). */
export function refusalText(error: ApiError, t: Translate): string {
  // The server's message names the first bad field: said like that field's own message.
  const [field, message] = Object.entries(error.fields)[0] ?? [];
  return field && message ? contractMessage(field, message, t) : errorMessage(error, t);
}

/**
 * The messages beside the fields after a post the server refused (decision 0021): the form's own rules
 * said in the visitor's language (the post's check writes them in English), else the server's own.
 */
export function postedFieldErrors(
  error: ApiError | null,
  formMessages: PostFormMessages,
): Partial<Record<keyof PostFormValues, string>> {
  if (!error) return {};
  const english = i18n.getFixedT('en');
  const formMessageOf = new Map(
    Object.entries(FORM_MESSAGE_KEYS).map(([name, key]) => [
      english(key),
      formMessages[name as keyof PostFormMessages],
    ]),
  );
  return Object.fromEntries(
    Object.entries(error.fields)
      .filter(([field]) => (FORM_FIELDS as string[]).includes(field))
      .map(([field, message]) => [field, formMessageOf.get(message) ?? message]),
  );
}

/** The form's rules load with zod when the form is first checked (decision 0028), then stay loaded. */
const loadFormRules = () =>
  Promise.all([import('./form-schema'), import('@hookform/resolvers/zod')]).then(([rules, resolvers]) => ({
    postFormSchema: rules.postFormSchema,
    zodResolver: resolvers.zodResolver,
  }));

export function lazyPostFormResolver(
  messages: PostFormMessages,
  today: string,
): Resolver<PostFormValues, unknown, PostFormOutput> {
  let resolve: Resolver<PostFormValues, unknown, PostFormOutput> | undefined;
  return async (values, context, options) => {
    if (!resolve) {
      const { postFormSchema, zodResolver } = await loadFormRules();
      resolve = zodResolver(postFormSchema(messages, today)) as Resolver<
        PostFormValues,
        unknown,
        PostFormOutput
      >;
    }
    return resolve(values, context, options);
  };
}

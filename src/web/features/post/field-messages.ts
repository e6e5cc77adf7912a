import type { Resolver } from 'react-hook-form';
import type { ApiError } from '../../lib/api';
import { errorMessage, fieldMessage, type Translate } from '../../lib/api';
import '../../lib/texts/validation';
import { FORM_FIELDS, type PostFormValues } from './form';
import type { PostFormOutput } from './form-schema';

/*
 * What the post form says about its fields: its own rules' and the server's messages are catalogue keys
 * (`validation.*`, decision 0032), said in the interface language by `fieldMessage`.
 */

/** Why the server refused the job, as the form's script says it in its toast ('' when it says nothing). */
export function refusalText(error: ApiError, t: Translate): string {
  // The server's message names the first bad field: said like that field's own message.
  const first = Object.values(error.fields)[0];
  return first ? fieldMessage(first, t) : errorMessage(error, t);
}

/**
 * The messages beside the fields after a post the server refused (decision 0021): catalogue keys (the
 * form's own rules and the contract's), said by the field in the visitor's language.
 */
export function postedFieldErrors(error: ApiError | null): Partial<Record<keyof PostFormValues, string>> {
  if (!error) return {};
  return Object.fromEntries(
    Object.entries(error.fields).filter(([field]) => (FORM_FIELDS as string[]).includes(field)),
  );
}

/** The form's rules load with zod when the form is first checked (decision 0028), then stay loaded. */
const loadFormRules = () =>
  Promise.all([import('./form-schema'), import('@hookform/resolvers/zod')]).then(([rules, resolvers]) => ({
    postFormSchema: rules.postFormSchema,
    zodResolver: resolvers.zodResolver,
  }));

export function lazyPostFormResolver(today: string): Resolver<PostFormValues, unknown, PostFormOutput> {
  let resolve: Resolver<PostFormValues, unknown, PostFormOutput> | undefined;
  return async (values, context, options) => {
    if (!resolve) {
      const { postFormSchema, zodResolver } = await loadFormRules();
      resolve = zodResolver(postFormSchema(today)) as Resolver<PostFormValues, unknown, PostFormOutput>;
    }
    return resolve(values, context, options);
  };
}

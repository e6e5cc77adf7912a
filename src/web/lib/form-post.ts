import { useMemo } from 'react';
import { data, useActionData, useLocation, type ActionFunctionArgs } from 'react-router';
import type { CountryCode } from '../../shared/geo';
import { ApiError } from './api';

/**
 * Forms that work before (or without) the page's JavaScript (docs/decisions/0021). Each such form posts
 * (`method="post"`) to its own page; on the server, the page route's action reads the form, calls the
 * same API the script calls (in-process, with the visitor's cookie and address), and either redirects
 * (303) or renders the page again with what it kept and the API's error, which the page reads here.
 * With JavaScript the form submits itself as before and none of this runs in the browser.
 */

/** What a form's action knows besides its request. */
export interface FormPostContext {
  /** The visitor's country (the `country` cookie, else the default): a phone without "+" is read in it. */
  country: CountryCode;
  /** Set-Cookie values to send with the answer, besides the API's own. */
  cookies: string[];
}

/** A page route's action on the server. */
export type FormAction = (args: ActionFunctionArgs, post: FormPostContext) => Promise<unknown>;

/** An API error as plain data (it travels to the browser in the page state). */
export interface ApiErrorData {
  status: number;
  code: string;
  message: string;
  /** As ApiError's: the catalogue key of each field message that has one, else its text. */
  fields: Record<string, string>;
  params: Record<string, string | number>;
}

/**
 * What a post leaves for the page it renders again: the values to show again (never a password), and
 * the API's error or a notice (a form step that went well without leaving the page).
 */
export interface FormOutcome<Values> {
  values: Values;
  error?: ApiErrorData;
  /** A step that went well (a code sent): the page says so and shows the next step. */
  done?: string;
}

/** A failed post's status: 400 for bad input, 429 for limits, 5xx as it came, 422 for any other refusal. */
export function formStatus(apiStatus: number): number {
  if (apiStatus === 400 || apiStatus === 429 || apiStatus >= 500) return apiStatus;
  return 422;
}

/** The page again with the values kept and the API's error; anything but an API error is thrown on. */
export function formFailure<Values>(values: Values, error: unknown) {
  if (!(error instanceof ApiError)) throw error;
  const outcome: FormOutcome<Values> = {
    values,
    error: {
      status: error.status,
      code: error.code,
      message: error.message,
      fields: error.fields,
      params: error.params,
    },
  };
  return data(outcome, { status: formStatus(error.status) });
}

/** One text field of a posted form ('' when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The text fields of a posted form, by name. */
export function formTexts<Name extends string>(form: FormData, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, formText(form, name)])) as Record<Name, string>;
}

/** The outcome of the post that rendered this page, with its error as an ApiError; null otherwise. */
export function useFormOutcome<Values>(): {
  values: Partial<Values>;
  error: ApiError | null;
  done?: string;
} | null {
  const outcome = useActionData<FormOutcome<Partial<Values>> | undefined>();
  return useMemo(
    () =>
      outcome && typeof outcome === 'object'
        ? {
            values: outcome.values,
            error: outcome.error ? new ApiError(outcome.error) : null,
            done: outcome.done,
          }
        : null,
    [outcome],
  );
}

/** The address a page's form posts to: the page itself, its query (returnTo, email) included. */
export function usePageAddress(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

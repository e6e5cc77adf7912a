import type { ApiErrorBody } from '../../shared/api/errors';
import { VALIDATION_PREFIX, validationKey } from '../../shared/api/validation';
import type { Translate } from '../../shared/i18n/translate';

/**
 * An API failure in one shape: the server's `{ error: { code, message, params?, fields? }, requestId }`,
 * or code 'network' (status 0) when the server could not be reached.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /**
   * Each bad field's message, to be said with `fieldMessage`: the catalogue key the server named for it
   * (`fieldKeys`), else the server's text.
   */
  readonly fields: Record<string, string>;
  readonly params: Record<string, string | number>;
  readonly requestId: string | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
    fieldKeys?: Record<string, string>;
    params?: Record<string, string | number>;
    requestId?: string;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = { ...init.fields, ...init.fieldKeys };
    this.params = init.params ?? {};
    this.requestId = init.requestId;
  }
}

export interface ApiInit extends Omit<RequestInit, 'body'> {
  /** Sent as a JSON body (with its content type). */
  json?: unknown;
  body?: BodyInit | null;
}

/** A plain object (not null, not an array): JSON read from a response or the page. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFlatRecord<T>(value: unknown, item: (v: unknown) => v is T): value is Record<string, T> {
  return isRecord(value) && Object.values(value).every(item);
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isStringOrNumber = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

/**
 * Structural check of the server's error body (`apiErrorSchema` in shared/api/errors). Hand-written so the
 * first page load does not carry zod; a test keeps it in step with the schema.
 */
export function parseApiErrorBody(value: unknown): ApiErrorBody | null {
  if (!isRecord(value) || !isRecord(value.error)) return null;
  const { code, message, params, fields, fieldKeys } = value.error;
  if (!isString(code) || !isString(message)) return null;
  if (params !== undefined && !isFlatRecord(params, isStringOrNumber)) return null;
  if (fields !== undefined && !isFlatRecord(fields, isString)) return null;
  if (fieldKeys !== undefined && !isFlatRecord(fieldKeys, isString)) return null;
  if (value.requestId !== undefined && !isString(value.requestId)) return null;
  return {
    error: {
      code,
      message,
      ...(params ? { params } : {}),
      ...(fields ? { fields } : {}),
      ...(fieldKeys ? { fieldKeys } : {}),
    },
    ...(value.requestId !== undefined ? { requestId: value.requestId } : {}),
  };
}

function codeForStatus(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 410) return 'gone';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'service_unavailable';
  return status >= 500 ? 'internal' : 'bad_request';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Fetch = (path: string, init: RequestInit) => Promise<Response>;

let transport: Fetch = (path, init) => fetch(path, init);

/**
 * How API requests travel: the browser's fetch, or on the server (src/web/entry-server.tsx) a call into
 * the app itself for the page being rendered.
 */
export function setApiTransport(next: Fetch): void {
  transport = next;
}

/**
 * One same-origin API request with the session cookie, through the current transport. When the server
 * cannot be reached it rejects with ApiError `network` (an aborted request with its AbortError).
 */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  try {
    return await transport(path, { ...init, credentials: 'include' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: 'network', message: 'Could not reach the server.' });
  }
}

/** `apiFetch` for something that may not be there: null when the server answers 404. */
export async function apiFetchOrMissing<T>(path: string, init: ApiInit = {}): Promise<T | null> {
  try {
    return await apiFetch<T>(path, init);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Calls the same-origin API with JSON and the session cookie. Resolves with the parsed JSON body
 * (undefined for an empty body); rejects with ApiError. An aborted request rejects with its AbortError.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await apiFetchWithStatus<T>(path, init)).data;
}

/** apiFetch with the response's status, for calls whose 200 and 201 mean different things. */
// A typed JSON read (the caller names the answer's contract), as apiFetch<T> is.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export async function apiFetchWithStatus<T>(
  path: string,
  init: ApiInit = {},
): Promise<{ status: number; data: T }> {
  const { json, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  const response = await apiRequest(path, { ...rest, body, headers });
  const data = await readJson(response);
  if (!response.ok) {
    const parsed = parseApiErrorBody(data);
    throw new ApiError({
      status: response.status,
      code: parsed?.error.code ?? codeForStatus(response.status),
      message: parsed?.error.message ?? (response.statusText || `Request failed (${response.status})`),
      fields: parsed?.error.fields,
      fieldKeys: parsed?.error.fieldKeys,
      params: parsed?.error.params,
      requestId: parsed?.requestId,
    });
  }
  return { status: response.status, data: data as T };
}

export type { Translate };

/**
 * A validation message in the interface language: the contracts' checks (the form's own, run in the
 * browser, or the server's `fieldKeys`) carry catalogue keys (`validation.*`), said through `t`; any other
 * message (an older server's, a rule without a key) as it is. Pass i18next's `t`. The texts load with the
 * forms (`lib/texts/validation.ts`), the input guard's two with the app shell.
 */
export function fieldMessage(message: string, t: Translate): string {
  if (!message.startsWith(VALIDATION_PREFIX)) return message;
  // A key this build does not word (a newer server's): the form's general message.
  return t(message, { defaultValue: '' }) || t('errors.validation_failed');
}

/** The input guard's messages: the same for any field, so a toast says them rather than the code's. */
const INPUT_GUARD_KEYS: readonly string[] = [
  validationKey('unusualCharacters'),
  validationKey('tooDeeplyNested'),
];

/**
 * A message for people: the catalogue's `errors.<code>` (with the error's params), else the server's message.
 * A field refused by the input guard (unusual characters) says so, in the interface language.
 * Pass the page's `t` (useTranslation).
 */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const first = Object.values(error.fields)[0];
    if (first !== undefined && INPUT_GUARD_KEYS.includes(first)) return fieldMessage(first, t);
    const key = `errors.${error.code}`;
    const translated = t(key, { ...error.params, defaultValue: '' });
    return translated && translated !== key ? translated : error.message;
  }
  return t('errors.internal');
}

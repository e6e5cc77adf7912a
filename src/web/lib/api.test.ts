import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../shared/api/errors';
import { json, mockApi } from '../test/api';
import { ApiError, apiFetch, errorMessage, fieldMessage, parseApiErrorBody } from './api';
import { i18n, loadLanguage } from './i18n';
import './texts/validation';
import { en } from '../../shared/i18n/en';
import { hi } from '../../shared/i18n/hi';

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed body', async () => {
    const received: { request: Request; body: string }[] = [];
    mockApi({
      'POST /api/contact': async (request) => {
        received.push({ request, body: await request.text() });
        return json({ ok: true }, 201);
      },
    });
    await expect(apiFetch('/api/contact', { method: 'POST', json: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(received).toHaveLength(1);
    const { request, body } = received[0]!;
    expect(new URL(request.url).pathname).toBe('/api/contact');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(body).toBe('{"a":1}');
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('returns undefined for an empty body', async () => {
    mockApi({ 'DELETE /api/me/alerts/3': () => new Response(null, { status: 204 }) });
    await expect(apiFetch('/api/me/alerts/3', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws ApiError with the server error code, message, fields and params', async () => {
    mockApi({
      'GET /api/jobs': () =>
        json(
          {
            error: {
              code: 'validation_failed',
              message: 'Bad input',
              fields: { title: 'Too short' },
              params: { min: 3 },
            },
            requestId: 'req-1',
          },
          400,
        ),
    });
    const error = await apiFetch('/api/jobs').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Bad input',
      fields: { title: 'Too short' },
      params: { min: 3 },
      requestId: 'req-1',
    });
  });

  it('derives the code from the status when the body is not an API error', async () => {
    mockApi({
      'GET /api/me/jobs': () =>
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    });
    await expect(apiFetch('/api/me/jobs')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it('turns a network failure into code "network"', async () => {
    mockApi({ 'GET /api/me/jobs': () => HttpResponse.error() });
    await expect(apiFetch('/api/me/jobs')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('lets an abort through unchanged', async () => {
    mockApi({
      'GET /api/me/jobs': async () => {
        await delay('infinite');
        return json({ jobs: [] });
      },
    });
    const controller = new AbortController();
    const request = apiFetch('/api/me/jobs', { signal: controller.signal });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('parseApiErrorBody', () => {
  const samples: unknown[] = [
    { error: { code: 'not_found', message: 'Nope' } },
    { error: { code: 'rate_limited', message: 'Slow', params: { seconds: 30 } }, requestId: 'r' },
    { error: { code: 'validation_failed', message: 'x', fields: { a: 'b' } } },
    {
      error: {
        code: 'validation_failed',
        message: 'x',
        fields: { a: 'b' },
        fieldKeys: { a: 'validation.jobTitle' },
      },
    },
    { error: { code: 'x', message: 'y', fields: { a: 'b' }, fieldKeys: { a: 2 } } },
    { error: { code: 'x', message: 'y', fields: { a: 1 } } },
    { error: { code: 1, message: 'y' } },
    { error: 'boom' },
    { error: { code: 'x', message: 'y', params: { a: true } } },
    { error: { code: 'x', message: 'y' }, requestId: 5 },
    null,
    'text',
  ];

  it('accepts exactly what the shared apiErrorSchema accepts', () => {
    for (const sample of samples) {
      const schema = apiErrorSchema.safeParse(sample);
      expect(parseApiErrorBody(sample), JSON.stringify(sample)).toEqual(schema.success ? schema.data : null);
    }
  });
});

describe('errorMessage', () => {
  const t = i18n.t.bind<Parameters<typeof errorMessage>[1]>(i18n);

  it('uses the catalogue text for a known code, with its params', () => {
    const error = new ApiError({ status: 429, code: 'rate_limited', message: 'x', params: { seconds: 30 } });
    expect(errorMessage(error, t)).toBe('Too many attempts. Please wait 30 seconds and try again.');
  });

  it("falls back to the server's message for an unknown code", () => {
    const error = new ApiError({ status: 400, code: 'odd_case', message: 'Something specific' });
    expect(errorMessage(error, t)).toBe('Something specific');
  });

  it('says a field the input guard refused (unusual characters) in the interface language', async () => {
    const unusual = en.validation.unusualCharacters;
    const error = new ApiError({
      status: 400,
      code: 'validation_failed',
      message: unusual,
      fields: { content: unusual },
      fieldKeys: { content: 'validation.unusualCharacters' },
    });
    expect(errorMessage(error, t)).toBe(unusual);
    await loadLanguage('hi');
    const hindi = i18n.getFixedT('hi');
    expect(errorMessage(error, hindi)).toBe(hi.validation.unusualCharacters);
  });

  it('fieldMessage says a catalogue key in the interface language, and any other message as it is', async () => {
    await loadLanguage('hi');
    const hindi = i18n.getFixedT('hi');
    expect(fieldMessage('validation.tooDeeplyNested', hindi)).toBe(hi.validation.tooDeeplyNested);
    expect(fieldMessage('validation.jobTitle', t)).toBe('Title must be 3 to 100 characters');
    expect(fieldMessage('validation.jobTitle', hindi)).toBe('काम का नाम 3 से 100 अक्षर का लिखें');
    // No string matching: an English text without its key stays as the server wrote it.
    expect(fieldMessage('Title must be 3 to 100 characters', hindi)).toBe(
      'Title must be 3 to 100 characters',
    );
  });

  it('reads the keys the server names (`fieldKeys`) in place of their English field messages', async () => {
    mockApi({
      'POST /api/jobs': () =>
        json(
          {
            error: {
              code: 'validation_failed',
              message: 'Title must be 3 to 100 characters',
              fields: { title: 'Title must be 3 to 100 characters', endpoint: 'Not a push service address' },
              fieldKeys: { title: 'validation.jobTitle' },
            },
          },
          400,
        ),
    });
    const error = await apiFetch('/api/jobs', { method: 'POST', json: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'Title must be 3 to 100 characters',
      fields: { title: 'validation.jobTitle', endpoint: 'Not a push service address' },
    });
  });
});

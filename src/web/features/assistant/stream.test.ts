import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantStreamItem } from '../../../shared/api/assistant';
import { makeJob } from '../../components/job-card/test-jobs';
import { mockApi } from '../../test/api';
import {
  AssistantRequestError,
  postAssistant,
  readAssistantStream,
  streamAssistant,
  type AssistantFailure,
} from './stream';

/** A real streaming Response whose body arrives in exactly these pieces. */
function sse(chunks: string[], init: ResponseInit = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' }, ...init });
}

async function collect(stream: AsyncIterable<AssistantStreamItem>): Promise<AssistantStreamItem[]> {
  const items: AssistantStreamItem[] = [];
  for await (const item of stream) items.push(item);
  return items;
}

const text = (content: string) => ({ choices: [{ delta: { content } }] });
const data = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('readAssistantStream', () => {
  it('yields text, tool results, state and errors in order and stops at [DONE]', async () => {
    const job = makeJob({ id: 7 });
    const items = await collect(
      readAssistantStream(
        sse([
          data(text('Hello')),
          data({ tool_result: { type: 'job_details', job } }),
          data({ state: { draft: { title: 'Cook' } } }),
          data({ error: 'Something went wrong' }),
          'data: [DONE]\n\n',
          data(text('after the end')),
        ]),
      ),
    );
    expect(items).toEqual([
      text('Hello'),
      { tool_result: { type: 'job_details', job } },
      { state: { draft: { title: 'Cook' } } },
      { error: 'Something went wrong' },
    ]);
  });

  it('joins lines split across chunks, even inside a multi-byte character', async () => {
    const line = data(text('नमस्ते, काम मिलेगा'));
    const bytes = new TextEncoder().encode(line + 'data: [DONE]\n');
    // Cut the bytes at awkward places: inside "data:", inside the JSON and inside a Devanagari letter.
    const pieces = [bytes.slice(0, 3), bytes.slice(3, 20), bytes.slice(20, 41), bytes.slice(41)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });
    const items = await collect(readAssistantStream(new Response(body)));
    expect(items).toEqual([text('नमस्ते, काम मिलेगा')]);
  });

  it('handles a line split mid-line in string chunks, CRLF line ends and data: without a space', async () => {
    const items = await collect(
      readAssistantStream(
        sse([
          'data: {"choices":[{"delta":{"con',
          'tent":"Hi"}}]}\r\n',
          'data:{"state":1}\r\n',
          'data: [DO',
          'NE]\n',
        ]),
      ),
    );
    expect(items).toEqual([text('Hi'), { state: 1 }]);
  });

  it('ignores comment and blank lines; logs and skips lines it cannot parse', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const items = await collect(
      readAssistantStream(
        sse([
          ': keep-alive\n\n',
          '\n',
          'data: {not json}\n',
          data({ unknown: true }),
          data({ tool_result: { type: 'made_up' } }),
          'event: ping\n',
          data(text('ok')),
          'data: [DONE]\n',
        ]),
      ),
    );
    expect(items).toEqual([text('ok')]);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('a stream that ends without [DONE] is a stream failure', async () => {
    const stream = readAssistantStream(sse([data(text('Hel'))]));
    const first = await stream.next();
    expect(first.value).toEqual(text('Hel'));
    await expect(stream.next()).rejects.toMatchObject({ failure: 'network' });
  });

  it('a read failure is a stream failure', async () => {
    let sent = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(new TextEncoder().encode(data(text('Hi'))));
        } else controller.error(new TypeError('connection reset'));
      },
    });
    const stream = readAssistantStream(new Response(body));
    expect((await stream.next()).value).toEqual(text('Hi'));
    const error = await stream.next().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AssistantRequestError);
    expect((error as AssistantRequestError).textKey).toBe('assistant.errors.network');
  });

  it('cancels the body once [DONE] arrives', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: [DONE]\n'));
      },
      cancel,
    });
    expect(await collect(readAssistantStream(new Response(body)))).toEqual([]);
    expect(cancel).toHaveBeenCalled();
  });
});

describe('postAssistant', () => {
  const request = {
    messages: [{ role: 'user' as const, content: 'Find work' }],
    locale: 'en' as const,
    country: 'IN' as const,
  };

  it('posts JSON with the same-origin cookie and returns the stream', async () => {
    const received: Request[] = [];
    const sent = mockApi({
      'POST /api/ai-job-assistant': (incoming) => {
        received.push(incoming);
        return sse([data(text('Hi')), 'data: [DONE]\n']);
      },
    });
    const items = await collect(streamAssistant(request));
    expect(items).toEqual([text('Hi')]);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/ai-job-assistant']);
    expect(received[0]?.credentials).toBe('same-origin');
    expect(received[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.body).toEqual(request);
  });

  it.each<[number, AssistantFailure, string]>([
    [429, 'busy', 'assistant.errors.busy'],
    [402, 'credits', 'assistant.errors.credits'],
    [503, 'failed', 'assistant.errors.failed'],
    [400, 'failed', 'assistant.errors.failed'],
  ])('maps HTTP %i to %s', async (status, failure, key) => {
    mockApi({
      'POST /api/ai-job-assistant': () =>
        Response.json(
          { error: { code: 'x', message: 'no' } },
          { status, headers: { 'content-type': 'application/json' } },
        ),
    });
    const error = await postAssistant(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AssistantRequestError);
    expect(error).toMatchObject({ failure, status });
    expect((error as AssistantRequestError).textKey).toBe(key);
  });

  it('a network failure is "network"; an abort stays an abort', async () => {
    mockApi({ 'POST /api/ai-job-assistant': () => HttpResponse.error() });
    await expect(postAssistant(request)).rejects.toMatchObject({ failure: 'network' });

    const controller = new AbortController();
    controller.abort();
    await expect(postAssistant(request, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('an OK answer without a body is "no-response"', async () => {
    mockApi({ 'POST /api/ai-job-assistant': () => new Response(null, { status: 200 }) });
    await expect(postAssistant(request)).rejects.toMatchObject({ failure: 'no-response' });
  });
});

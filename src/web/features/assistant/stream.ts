import {
  ASSISTANT_STREAM_DONE,
  assistantStreamItemSchema,
  type AssistantRequest,
  type AssistantStreamItem,
} from '../../../shared/api/assistant';

export const ASSISTANT_ENDPOINT = '/api/ai-job-assistant';

/**
 * Why a reply could not be had (spec section 8, "Text chat HTTP"): 429 busy, 402 credits, any other HTTP
 * failure, the network or the stream failing, or an OK answer without a body.
 */
export type AssistantFailure = 'busy' | 'credits' | 'failed' | 'network' | 'no-response';

/** The catalogue key (en-assistant.ts) of each failure's text. */
export const FAILURE_TEXT_KEYS: Record<AssistantFailure, string> = {
  busy: 'assistant.errors.busy',
  credits: 'assistant.errors.credits',
  failed: 'assistant.errors.failed',
  network: 'assistant.errors.network',
  'no-response': 'assistant.errors.noResponse',
};

export class AssistantRequestError extends Error {
  constructor(
    readonly failure: AssistantFailure,
    readonly status = 0,
  ) {
    super(`AI assistant request failed: ${failure}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'AssistantRequestError';
  }

  get textKey(): string {
    return FAILURE_TEXT_KEYS[this.failure];
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function failureForStatus(status: number): AssistantFailure {
  if (status === 429) return 'busy';
  if (status === 402) return 'credits';
  return 'failed';
}

/**
 * POST /api/ai-job-assistant. Resolves with the streaming response; rejects with AssistantRequestError
 * (or the AbortError of `signal`).
 */
export async function postAssistant(request: AssistantRequest, signal?: AbortSignal): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(ASSISTANT_ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    throw new AssistantRequestError('network');
  }
  if (!response.ok) {
    // The JSON error body ({ error: { code, message } }) is for logs; the page shows the spec's texts.
    void response.body?.cancel().catch(() => {});
    throw new AssistantRequestError(failureForStatus(response.status), response.status);
  }
  if (!response.body) throw new AssistantRequestError('no-response', response.status);
  return response;
}

const DONE = Symbol('done');

/** One line of the event stream: an item, the end marker, or null for a line to skip. */
function parseLine(line: string): AssistantStreamItem | typeof DONE | null {
  if (line === '' || line.startsWith(':')) return null;
  if (!line.startsWith('data:')) {
    console.warn('AI assistant: skipped a stream line without data:', line);
    return null;
  }
  const payload = line.slice(line.startsWith('data: ') ? 6 : 5).trim();
  if (payload === ASSISTANT_STREAM_DONE) return DONE;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    console.warn('AI assistant: skipped a stream line that is not JSON:', payload);
    return null;
  }
  const parsed = assistantStreamItemSchema.safeParse(value);
  if (!parsed.success) {
    console.warn('AI assistant: skipped an unknown stream item:', payload);
    return null;
  }
  return parsed.data;
}

/**
 * The items of the assistant's event stream, in order: `data: {json}` lines validated against the
 * contract. Comment (`:`) and blank lines are skipped, lines that cannot be parsed are logged and skipped,
 * and `data: [DONE]` ends it. A read failure, or a stream that ends without [DONE], throws
 * AssistantRequestError('network'); aborting the request throws its AbortError.
 */
export async function* readAssistantStream(response: Response): AsyncGenerator<AssistantStreamItem> {
  if (!response.body) throw new AssistantRequestError('no-response', response.status);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(error)) throw error;
        throw new AssistantRequestError('network');
      }
      buffer += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      const lines = buffer.split('\n');
      // The last piece has no newline yet, unless the stream is over.
      buffer = chunk.done ? '' : (lines.pop() ?? '');
      for (const raw of lines) {
        const item = parseLine(raw.endsWith('\r') ? raw.slice(0, -1) : raw);
        if (item === DONE) return;
        if (item) yield item;
      }
      if (chunk.done) throw new AssistantRequestError('network');
    }
  } finally {
    // Ends the download when the reader stops early ([DONE], an error, or the consumer broke off).
    reader.cancel().catch(() => {});
  }
}

/** postAssistant, then its stream's items. */
export async function* streamAssistant(
  request: AssistantRequest,
  signal?: AbortSignal,
): AsyncGenerator<AssistantStreamItem> {
  const response = await postAssistant(request, signal);
  yield* readAssistantStream(response);
}

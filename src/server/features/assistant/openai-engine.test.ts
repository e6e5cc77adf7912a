import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, JobSearchCriteria } from '../../../shared/api/assistant';
import { jobSchema } from '../../../shared/api/jobs';
import type { Job, JobInput } from '../../../shared/api/jobs';
import { AppError } from '../../errors';
import { AssistantUpstreamError } from './engine';
import type { AssistantContext, AssistantEvent, AssistantTools } from './engine';
import { createOpenAICompatibleEngine, toModelMessages } from './openai-engine';

/**
 * A tiny OpenAI-compatible server: POST /v1/chat/completions answers each request with the next scripted
 * handler, streaming chat.completion.chunk SSE like the real APIs. The engine talks to it over real HTTP.
 */
type Handler = (res: ServerResponse, body: ChatRequestBody) => void;
interface ChatRequestBody {
  model: string;
  stream?: boolean;
  messages: { role: string; content: unknown; tool_call_id?: string; tool_calls?: unknown[] }[];
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
}

let server: Server;
let baseURL: string;
let script: Handler[] = [];
let requests: ChatRequestBody[] = [];
/** Responses held open by the "never answers" handler, ended after each test. */
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequestBody;
      requests.push(body);
      const handler = script.shift();
      if (!handler) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'no scripted response left' } }));
        return;
      }
      handler(res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterEach(() => {
  for (const res of hanging) res.destroy();
  hanging.clear();
  script = [];
  requests = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

let chunkId = 0;
function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  return `data: ${JSON.stringify({
    id: `chatcmpl-${++chunkId}`,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'test-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  })}\n\n`;
}

function startStream(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

/** Streams the text in the given pieces, a little apart, then stop + [DONE]. */
function textReply(...pieces: string[]): Handler {
  return (res) => {
    startStream(res);
    res.write(chunk({ role: 'assistant', content: '' }));
    let index = 0;
    const next = () => {
      if (index < pieces.length) {
        res.write(chunk({ content: pieces[index++] }));
        setTimeout(next, 5);
        return;
      }
      res.write(chunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    };
    next();
  };
}

/** One tool call, its JSON arguments streamed in two pieces. */
function toolCallReply(name: string, args: Record<string, unknown>, callId = 'call_1'): Handler {
  return (res) => {
    const json = JSON.stringify(args);
    const half = Math.floor(json.length / 2);
    startStream(res);
    res.write(
      chunk({
        role: 'assistant',
        content: null,
        tool_calls: [
          { index: 0, id: callId, type: 'function', function: { name, arguments: json.slice(0, half) } },
        ],
      }),
    );
    res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: json.slice(half) } }] }));
    res.write(chunk({}, 'tool_calls'));
    res.end('data: [DONE]\n\n');
  };
}

function errorReply(status: number, message: string): Handler {
  return (res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: 'error', code: status } }));
  };
}

const neverAnswers: Handler = (res) => {
  hanging.add(res);
};

/** Resolves when the engine dropped the connection of the last stalled response. */
let stalledClosed: Promise<void> = Promise.resolve();

/** Sends some text, then nothing more (the connection stays open). */
function stallsAfter(text: string): Handler {
  return (res) => {
    hanging.add(res);
    stalledClosed = new Promise((resolve) => res.on('close', () => resolve()));
    startStream(res);
    res.write(chunk({ role: 'assistant', content: text }));
  };
}

function makeJob(overrides: Partial<Job> = {}): Job {
  return jobSchema.parse({
    id: 12,
    title: 'House help needed',
    category: 'household-work',
    categoryLabel: 'Household Work',
    dailySalary: 700,
    currency: 'INR',
    location: 'Pune, Maharashtra',
    city: 'Pune',
    citySlug: 'pune',
    state: 'Maharashtra',
    stateGroup: 'west',
    country: 'IN',
    description: 'Cleaning and cooking for a family of four.',
    phone: '9876543210',
    timing: 'morning',
    urgency: 'urgent',
    featured: true,
    status: 'active',
    reviewReason: null,
    workDate: null,
    startTime: null,
    hoursPerDay: null,
    days: null,
    workersNeeded: 1,
    hiredCount: 0,
    payTiming: null,
    payMethods: [],
    mealsProvided: null,
    travelPaid: null,
    isDemo: false,
    createdAt: '2025-01-01T08:00:00.000Z',
    phoneVerified: true,
    posterSince: '2024-06-01T08:00:00.000Z',
    updatedAt: '2025-01-01T08:00:00.000Z',
    expiresAt: '2025-01-31T08:00:00.000Z',
    isOwner: false,
    posterId: null,
    ...overrides,
  });
}

interface FakeTools extends AssistantTools {
  calls: {
    searchJobs: { criteria: JobSearchCriteria; limit: number }[];
    jobDetails: number[];
    postJob: JobInput[];
  };
}

function fakeTools(
  options: { jobs?: Job[]; total?: number; postJob?: (input: JobInput) => Promise<Job> } = {},
): FakeTools {
  const calls: FakeTools['calls'] = { searchJobs: [], jobDetails: [], postJob: [] };
  const jobs = options.jobs ?? [makeJob(), makeJob({ id: 15, title: 'Cook for a restaurant' })];
  return {
    calls,
    searchJobs: async (criteria, limit) => {
      calls.searchJobs.push({ criteria, limit });
      return { jobs, total: options.total ?? jobs.length };
    },
    jobDetails: async (id) => {
      calls.jobDetails.push(id);
      return jobs.find((job) => job.id === id) ?? null;
    },
    postJob: async (input) => {
      calls.postJob.push(input);
      if (options.postJob) return options.postJob(input);
      return makeJob({ id: 99, title: input.title, isOwner: true });
    },
  };
}

function makeContext(overrides: Partial<AssistantContext> = {}): AssistantContext {
  return {
    messages: [{ role: 'user', content: 'Hello' }],
    state: undefined,
    userId: null,
    locale: 'en',
    country: 'IN',
    today: '2026-11-23',
    signal: new AbortController().signal,
    tools: fakeTools(),
    ...overrides,
  };
}

function engine(timeoutMs = 5_000, onToolError?: (toolName: string, error: unknown) => void) {
  return createOpenAICompatibleEngine({
    baseURL,
    apiKey: 'test-key',
    model: 'test-model',
    timeoutMs,
    maxSteps: 4,
    siteName: 'DailyWork',
    onToolError,
  });
}

async function collect(iterable: AsyncIterable<AssistantEvent>): Promise<AssistantEvent[]> {
  const events: AssistantEvent[] = [];
  for await (const event of iterable) events.push(event);
  return events;
}

async function upstreamFailure(promise: Promise<unknown>): Promise<AssistantUpstreamError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the reply to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AssistantUpstreamError);
  return error as AssistantUpstreamError;
}

const texts = (events: AssistantEvent[]) =>
  events.flatMap((event) => (event.type === 'text' ? [event.text] : []));

describe('openai-compatible engine', () => {
  it('streams plain text as text events, in order', async () => {
    script.push(textReply('Namaste! ', 'How can ', 'I help ', 'you today?'));
    const events = await collect(engine().reply(makeContext()));

    expect(events.every((event) => event.type === 'text')).toBe(true);
    expect(texts(events)).toEqual(['Namaste! ', 'How can ', 'I help ', 'you today?']);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.model).toBe('test-model');
    expect(requests[0]!.stream).toBe(true);
    expect(requests[0]!.tools?.map((entry) => entry.function.name).sort()).toEqual([
      'get_job_details',
      'post_job',
      'search_jobs',
    ]);
  });

  it('searches with every criterion the model gave, yields jobs_found, then streams the final answer', async () => {
    const tools = fakeTools({ total: 7 });
    script.push(
      toolCallReply('search_jobs', { city: 'Pune', category: 'cooking', minPay: 600, urgentOnly: true }),
      textReply('I found 7 cooking jobs ', 'in Pune.'),
    );
    const events = await collect(
      engine().reply(
        makeContext({ tools, messages: [{ role: 'user', content: 'urgent cooking jobs in Pune, 600+' }] }),
      ),
    );

    expect(tools.calls.searchJobs).toEqual([
      { criteria: { city: 'Pune', category: 'cooking', minPay: 600, urgentOnly: true }, limit: 5 },
    ]);
    expect(events[0]).toEqual({
      type: 'tool_result',
      result: {
        type: 'jobs_found',
        jobs: [makeJob(), makeJob({ id: 15, title: 'Cook for a restaurant' })],
        total: 7,
        criteria: { city: 'Pune', category: 'cooking', minPay: 600, urgentOnly: true },
      },
    });
    expect(texts(events.slice(1))).toEqual(['I found 7 cooking jobs ', 'in Pune.']);

    expect(requests).toHaveLength(2);
    const toolMessage = requests[1]!.messages.find((message) => message.role === 'tool');
    expect(toolMessage?.tool_call_id).toBe('call_1');
    const summary = JSON.parse(String(toolMessage?.content)) as { total: number; jobs: { id: number }[] };
    expect(summary.total).toBe(7);
    expect(summary.jobs.map((job) => job.id)).toEqual([12, 15]);
    expect(String(toolMessage?.content)).toContain('₹700/day');
  });

  it('searches in the visitor country when no city is named', async () => {
    const tools = fakeTools();
    script.push(toolCallReply('search_jobs', { words: 'driver', maxPay: 150 }), textReply('Here they are.'));
    await collect(engine().reply(makeContext({ tools, country: 'US' })));
    expect(tools.calls.searchJobs[0]!.criteria).toEqual({ words: 'driver', maxPay: 150, country: 'US' });
  });

  it('gets job details and yields job_details; the model never hears the phone number', async () => {
    const tools = fakeTools();
    script.push(toolCallReply('get_job_details', { jobId: 15 }), textReply('It is a cook job.'));
    const events = await collect(engine().reply(makeContext({ tools })));
    expect(tools.calls.jobDetails).toEqual([15]);
    expect(events[0]).toEqual({
      type: 'tool_result',
      result: { type: 'job_details', job: makeJob({ id: 15, title: 'Cook for a restaurant' }) },
    });
    const toolMessage = requests[1]!.messages.find((message) => message.role === 'tool');
    expect(String(toolMessage?.content)).toContain('Cook for a restaurant');
    expect(String(toolMessage?.content)).not.toContain('9876543210');
  });

  const postArgs = {
    title: 'Cook needed',
    category: 'cooking',
    dailySalary: 800,
    location: 'Pune, Maharashtra',
    description: 'Cook lunch and dinner for a family.',
    phone: '9876543210',
    urgency: 'urgent',
  };

  it('asks a signed-out user to sign in instead of posting', async () => {
    const tools = fakeTools();
    script.push(toolCallReply('post_job', postArgs), textReply('Please sign in first.'));
    const events = await collect(engine().reply(makeContext({ tools, userId: null })));

    expect(tools.calls.postJob).toEqual([]);
    expect(events[0]).toEqual({ type: 'tool_result', result: { type: 'sign_in_required' } });
    expect(texts(events)).toEqual(['Please sign in first.']);
    const toolMessage = requests[1]!.messages.find((message) => message.role === 'tool');
    expect(String(toolMessage?.content)).toMatch(/not signed in/);
  });

  it('posts for a signed-in user and yields job_created', async () => {
    const tools = fakeTools();
    script.push(toolCallReply('post_job', postArgs), textReply('Posted!'));
    const events = await collect(engine().reply(makeContext({ tools, userId: 'user-1' })));

    expect(tools.calls.postJob).toEqual([{ ...postArgs, timing: null }]);
    expect(events[0]).toEqual({
      type: 'tool_result',
      result: { type: 'job_created', job: makeJob({ id: 99, title: 'Cook needed', isOwner: true }) },
    });
  });

  it('hands a validation error back to the model so it can ask again', async () => {
    const tools = fakeTools({
      postJob: async () => {
        throw new AppError(400, 'validation_failed', 'Please check the form', {
          fields: { phone: 'Please enter a valid phone number (at least 10 digits)' },
        });
      },
    });
    script.push(
      toolCallReply('post_job', { ...postArgs, phone: '123' }),
      textReply('That phone number looks short.'),
    );
    const events = await collect(engine().reply(makeContext({ tools, userId: 'user-1' })));

    expect(events.filter((event) => event.type === 'tool_result')).toEqual([]);
    expect(texts(events)).toEqual(['That phone number looks short.']);
    const toolMessage = requests[1]!.messages.find((message) => message.role === 'tool');
    const content = JSON.parse(String(toolMessage?.content)) as { posted: boolean; fields: object };
    expect(content.posted).toBe(false);
    expect(content.fields).toEqual({ phone: 'Please enter a valid phone number (at least 10 digits)' });
  });

  it.each([
    [429, 'busy'],
    [402, 'credits'],
    [500, 'unavailable'],
  ] as const)('maps a provider %i to %s', async (status, kind) => {
    script.push(errorReply(status, 'nope'));
    const error = await upstreamFailure(collect(engine().reply(makeContext())));
    expect(error.kind).toBe(kind);
    expect(requests).toHaveLength(1);
  });

  it('gives up with unavailable when the provider never answers', async () => {
    script.push(neverAnswers);
    const started = Date.now();
    const error = await upstreamFailure(collect(engine(300).reply(makeContext())));
    expect(error.kind).toBe('unavailable');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('ends with unavailable when the stream stalls after output started', async () => {
    script.push(stallsAfter('Let me look'));
    const events: AssistantEvent[] = [];
    const error = await upstreamFailure(
      (async () => {
        for await (const event of engine(300).reply(makeContext())) events.push(event);
      })(),
    );
    expect(error.kind).toBe('unavailable');
    expect(texts(events)).toEqual(['Let me look']);
  });

  it('sends a system prompt with the currency and the answer-in-the-user’s-language rule', async () => {
    script.push(textReply('ok'));
    await collect(engine().reply(makeContext({ country: 'IN' })));
    const system = requests[0]!.messages[0]!;
    expect(system.role).toBe('system');
    expect(String(system.content)).toContain('₹');
    expect(String(system.content)).toMatch(/same language and script the user writes in/);
    expect(String(system.content)).toContain('Hinglish');
    expect(String(system.content)).toContain('household-work');
    expect(String(system.content)).toContain('DailyWork');
    expect(String(system.content)).toMatch(/NOT signed in/);

    script.push(textReply('ok'));
    await collect(engine().reply(makeContext({ country: 'US', userId: 'user-1' })));
    const usSystem = String(requests[1]!.messages[0]!.content);
    expect(usSystem).toContain('$');
    expect(usSystem).not.toContain('₹');
    expect(usSystem).toMatch(/is signed in/);
  });

  it("names the visitor's interface language in the prompt, for each of the seven (issue #27)", async () => {
    const expected = {
      en: 'English',
      hi: 'Hindi (in Devanagari)',
      es: 'Spanish',
      ta: 'Tamil (in Tamil script)',
      te: 'Telugu (in Telugu script)',
      mr: 'Marathi (in Devanagari)',
      bn: 'Bengali (in Bengali script)',
    } as const;
    for (const [index, [locale, name]] of Object.entries(expected).entries()) {
      script.push(textReply('ok'));
      await collect(engine().reply(makeContext({ locale: locale as keyof typeof expected })));
      const system = String(requests[index]!.messages[0]!.content);
      expect(system, locale).toContain(`The visitor's interface language is ${name}:`);
    }
    expect(String(requests[0]!.messages[0]!.content)).toMatch(
      /Spanish for Spanish; Tamil, Telugu and Bengali/,
    );
  });

  it('tells the model which jobs an earlier answer listed', async () => {
    const messages: ChatMessage[] = [
      { role: 'user', content: 'jobs in Pune' },
      { role: 'assistant', content: 'Here are 3 jobs.', jobIds: [12, 15, 31] },
      { role: 'user', content: 'tell me more about 2' },
    ];
    script.push(textReply('Sure.'));
    await collect(engine().reply(makeContext({ messages })));
    const sent = requests[0]!.messages.filter((message) => message.role !== 'system');
    expect(sent.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(String(sent[1]!.content)).toBe('Here are 3 jobs.\n\n(jobs listed: ids 12, 15, 31)');
    expect(toModelMessages([{ role: 'assistant', content: 'No ids here.' }])).toEqual([
      { role: 'assistant', content: 'No ids here.' },
    ]);
  });

  it('stops iterating when the context signal aborts', async () => {
    script.push(stallsAfter('Thinking'));
    const controller = new AbortController();
    const events: AssistantEvent[] = [];
    const started = Date.now();
    for await (const event of engine(10_000).reply(makeContext({ signal: controller.signal }))) {
      events.push(event);
      controller.abort();
    }
    expect(texts(events)).toEqual(['Thinking']);
    expect(Date.now() - started).toBeLessThan(2_000);
    await stalledClosed; // the request to the provider was dropped too
  });

  it('drops the provider request when the consumer stops early', async () => {
    script.push(stallsAfter('Thinking'));
    for await (const event of engine(10_000).reply(makeContext())) {
      expect(event).toEqual({ type: 'text', text: 'Thinking' });
      break;
    }
    await stalledClosed;
  });

  it('tells the model a service failed without its details, and reports the error', async () => {
    const failures: [string, unknown][] = [];
    const tools: AssistantTools = {
      ...fakeTools(),
      searchJobs: async () => {
        throw new Error('connection to 10.0.0.5 refused');
      },
    };
    script.push(toolCallReply('search_jobs', { city: 'Pune' }), textReply('Sorry, try again soon.'));
    const events = await collect(
      engine(5_000, (name, error) => failures.push([name, error])).reply(makeContext({ tools })),
    );
    expect(texts(events)).toEqual(['Sorry, try again soon.']);
    expect(failures.map(([name]) => name)).toEqual(['search_jobs']);
    const toolMessage = requests[1]!.messages.find((message) => message.role === 'tool');
    expect(String(toolMessage?.content)).toMatch(/service failed/);
    expect(String(toolMessage?.content)).not.toContain('10.0.0.5');
  });

  it('offers sign-in again when the session ended before posting', async () => {
    const tools = fakeTools({
      postJob: async () => {
        throw new AppError(401, 'unauthorized', 'You must be logged in to post a job.');
      },
    });
    script.push(toolCallReply('post_job', postArgs), textReply('Please sign in again.'));
    const events = await collect(engine().reply(makeContext({ tools, userId: 'user-1' })));
    expect(events[0]).toEqual({ type: 'tool_result', result: { type: 'sign_in_required' } });
  });

  it('yields nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const events = await collect(engine().reply(makeContext({ signal: controller.signal })));
    expect(events).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

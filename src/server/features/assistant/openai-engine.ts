import { PAY_METHODS, PAY_TIMINGS } from '../../../shared/shifts';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, stepCountIs, streamText, tool } from 'ai';
import type { ModelMessage, TextStreamPart, ToolSet } from 'ai';
import { z } from 'zod';
import type { ChatMessage, JobSearchCriteria } from '../../../shared/api/assistant';
import type { Job, JobInput } from '../../../shared/api/jobs';
import { CATEGORY_SLUGS, TIMINGS, URGENCIES } from '../../../shared/categories';
import { COUNTRIES } from '../../../shared/geo';
import type { CurrencyCode } from '../../../shared/geo';
import { ASSISTANT_JOBS_SHOWN } from '../../../shared/limits';
import { AppError } from '../../errors';
import { AssistantUpstreamError } from './engine';
import type { AssistantContext, AssistantEngine, AssistantEvent } from './engine';
import { buildSystemPrompt } from './system-prompt';

export interface OpenAICompatibleEngineOptions {
  /** The provider's API root, e.g. https://api.example.com/v1 (chat completions at {baseURL}/chat/completions). */
  baseURL: string;
  apiKey?: string;
  model: string;
  /**
   * The longest the model may stay silent: waiting for the first byte, between two pieces of the stream, or
   * for a tool. When it passes the reply ends with AssistantUpstreamError('unavailable').
   */
  timeoutMs: number;
  /** The most model calls (steps) one reply may take, tool round trips included. */
  maxSteps: number;
  siteName: string;
  /**
   * Called when one of the app's services failed inside a tool (not for AppErrors, which go back to the
   * model). The model only hears that the service failed. Default: console.error.
   */
  onToolError?: (toolName: string, error: unknown) => void;
}

/** The assistant backed by any OpenAI-compatible chat-completions endpoint (OpenAI, OpenRouter, Ollama, vLLM…). */
export function createOpenAICompatibleEngine(options: OpenAICompatibleEngineOptions): AssistantEngine {
  const provider = createOpenAICompatible({
    name: 'assistant',
    baseURL: options.baseURL,
    apiKey: options.apiKey,
  });
  const model = provider(options.model);

  return {
    name: 'openai-compatible',
    reply: (context) => reply(context),
  };

  async function* reply(context: AssistantContext): AsyncGenerator<AssistantEvent> {
    if (context.signal.aborted) return;

    /** Events the tools produced, handed out in stream order by the loop below. */
    const pending: AssistantEvent[] = [];
    const stop = new AbortController();
    const watchdog = new Watchdog(options.timeoutMs);
    const signal = AbortSignal.any([context.signal, watchdog.signal, stop.signal]);

    const result = streamText({
      model,
      instructions: buildSystemPrompt({
        locale: context.locale,
        country: context.country,
        currencySymbol: COUNTRIES[context.country].symbol,
        siteName: options.siteName,
        signedIn: context.userId !== null,
        today: context.today,
      }),
      messages: toModelMessages(context.messages),
      tools: createTools(context, pending, options.onToolError ?? logToolError),
      stopWhen: stepCountIs(options.maxSteps),
      abortSignal: signal,
      // A provider's 429/402 goes straight back to the user; no hidden waits behind the timeout.
      maxRetries: 0,
      // Errors are read from the stream below (the default handler would log them).
      onError: () => {},
    });

    const iterator = result.stream[Symbol.asyncIterator]();
    try {
      while (true) {
        let next: IteratorResult<TextStreamPart<ToolSet>>;
        try {
          next = await raceAbort(iterator.next(), signal);
        } catch (error) {
          // It may have aborted during the await; TypeScript keeps `aborted` narrowed by the check at the start.
          // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
          if (context.signal.aborted && !watchdog.fired) return;
          throw upstreamError(error, watchdog.fired);
        }
        if (next.done) break;
        watchdog.reset();

        for (let event = pending.shift(); event; event = pending.shift()) yield event;
        const part = next.value;
        switch (part.type) {
          case 'text-delta':
            if (part.text) yield { type: 'text', text: part.text };
            break;
          case 'error':
            throw upstreamError(part.error, watchdog.fired);
          case 'abort':
            // It may have aborted during the await; TypeScript keeps `aborted` narrowed by the check at the start.
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
            if (context.signal.aborted && !watchdog.fired) return;
            throw upstreamError(undefined, true);
          default:
            break;
        }
      }
      for (let event = pending.shift(); event; event = pending.shift()) yield event;
      if (watchdog.fired) throw upstreamError(undefined, true);
    } finally {
      watchdog.clear();
      stop.abort();
      // Let the SDK wind down; its own rejection (if any) is already handled above.
      void iterator.return?.().catch(() => {});
    }
  }
}

/** Maps whatever the SDK threw or streamed to the route's three refusals. */
function upstreamError(error: unknown, timedOut: boolean): AssistantUpstreamError {
  if (error instanceof AssistantUpstreamError) return error;
  if (timedOut) return new AssistantUpstreamError('unavailable', 'The AI model did not answer in time');
  const status = findStatusCode(error);
  if (status === 429) return new AssistantUpstreamError('busy', 'The AI model is busy (429)');
  if (status === 402) return new AssistantUpstreamError('credits', 'The AI model needs credits (402)');
  const detail = error instanceof Error ? error.message : String(error);
  return new AssistantUpstreamError(
    'unavailable',
    status ? `The AI model failed (${status}): ${detail}` : `The AI model failed: ${detail}`,
  );
}

/** The provider's HTTP status, also when the SDK wrapped the APICallError (RetryError, causes). */
function findStatusCode(error: unknown, depth = 0): number | undefined {
  if (error === null || typeof error !== 'object' || depth > 5) return undefined;
  if (APICallError.isInstance(error)) return error.statusCode;
  const wrapper = error as { lastError?: unknown; cause?: unknown; errors?: unknown };
  for (const inner of [wrapper.lastError, wrapper.cause]) {
    const status = findStatusCode(inner, depth + 1);
    if (status !== undefined) return status;
  }
  if (Array.isArray(wrapper.errors)) {
    for (const inner of wrapper.errors.toReversed()) {
      const status = findStatusCode(inner, depth + 1);
      if (status !== undefined) return status;
    }
  }
  return undefined;
}

/** Resolves with the promise, or rejects as soon as the signal aborts (a stalled stream cannot hang us). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      promise.catch(() => {});
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** An inactivity timer: aborts its signal when nothing happened for `ms`. */
class Watchdog {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  fired = false;

  constructor(private readonly ms: number) {
    this.reset();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  reset(): void {
    if (this.fired) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.fired = true;
      this.controller.abort(new AssistantUpstreamError('unavailable', 'The AI model did not answer in time'));
    }, this.ms);
  }

  clear(): void {
    clearTimeout(this.timer);
  }
}

/** The conversation for the model; assistant turns that listed jobs carry their ids ("tell me more about 2"). */
export function toModelMessages(messages: readonly ChatMessage[]): ModelMessage[] {
  const out: ModelMessage[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      if (message.content.trim() !== '') out.push({ role: 'user', content: message.content });
      continue;
    }
    const note = message.jobIds?.length ? `(jobs listed: ids ${message.jobIds.join(', ')})` : '';
    const content = [message.content.trim(), note].filter(Boolean).join('\n\n');
    if (content !== '') out.push({ role: 'assistant', content });
  }
  return out;
}

const searchJobsInput = z.object({
  city: z.string().max(100).optional().describe('A city name, e.g. "Pune" or "Austin"'),
  words: z.string().max(200).optional().describe('Free words matched against job titles and descriptions'),
  category: z.enum(CATEGORY_SLUGS).optional().describe('One category slug'),
  minPay: z.number().int().min(0).optional().describe('Minimum daily pay'),
  maxPay: z.number().int().min(0).optional().describe('Maximum daily pay'),
  urgentOnly: z.boolean().optional().describe('Only urgent or immediate jobs'),
});

const jobDetailsInput = z.object({
  jobId: z.number().int().positive().describe('The job id (from a search result or a "jobs listed" note)'),
});

/** Loose on purpose: the jobs service validates (with one message per field) and the model can ask again. */
const postJobInput = z.object({
  title: z.string().describe('Short job title, 3 to 100 characters'),
  category: z.enum(CATEGORY_SLUGS).describe('One category slug'),
  dailySalary: z.number().describe('Daily pay, a whole number in the local currency'),
  location: z.string().describe('The city, as "City, State"'),
  description: z.string().describe('What the work is, 10 to 2000 characters'),
  phone: z.string().describe('Contact phone number, at least 10 digits'),
  timing: z.enum(TIMINGS).nullable().optional().describe('Work timing, when the user gave one'),
  urgency: z.enum(URGENCIES).optional().describe('normal, urgent or immediate'),
  workDate: z
    .string()
    .optional()
    .describe('Work date as YYYY-MM-DD, or "any" (any day) or "flexible", when the user said'),
  startTime: z.string().optional().describe('Start time as HH:MM (24-hour), when the user said'),
  hoursPerDay: z.number().optional().describe('Hours of work per day, when the user said'),
  days: z.number().optional().describe('Number of days of work, when the user said'),
  workersNeeded: z.number().optional().describe('How many workers are needed (1 to 50), default 1'),
  payTiming: z.enum(PAY_TIMINGS).optional().describe('When workers are paid, when the user said'),
  payMethods: z.array(z.enum(PAY_METHODS)).optional().describe('How workers are paid, when the user said'),
  mealsProvided: z.boolean().optional().describe('Whether meals are provided, when the user said'),
  travelPaid: z.boolean().optional().describe('Whether travel is paid, when the user said'),
});

const CURRENCY_SYMBOLS = Object.fromEntries(
  Object.values(COUNTRIES).map((country) => [country.currency, country.symbol]),
) as Record<CurrencyCode, string>;

const pay = (job: Job) => `${CURRENCY_SYMBOLS[job.currency]}${job.dailySalary}/day`;

function logToolError(toolName: string, error: unknown): void {
  console.error(`Assistant tool ${toolName} failed`, error);
}

/** What the model hears when a service failed unexpectedly (no internals go to the provider). */
const SERVICE_FAILED = {
  error: 'The service failed. Tell the user briefly and suggest trying again in a moment.',
};

function createTools(
  context: AssistantContext,
  pending: AssistantEvent[],
  onToolError: (toolName: string, error: unknown) => void,
): ToolSet {
  /** Runs a tool body; an unexpected failure is logged and told to the model without details. */
  const guarded =
    <I, O>(toolName: string, body: (input: I) => Promise<O>) =>
    async (input: I): Promise<O | typeof SERVICE_FAILED> => {
      try {
        return await body(input);
      } catch (error) {
        onToolError(toolName, error);
        return SERVICE_FAILED;
      }
    };

  return {
    search_jobs: tool({
      description:
        'Search active jobs on the site. Pass every constraint the user gave. Returns the total and the first few jobs.',
      inputSchema: searchJobsInput,
      execute: guarded('search_jobs', async (input: z.infer<typeof searchJobsInput>) => {
        const criteria: JobSearchCriteria = {};
        for (const [key, value] of Object.entries<unknown>(input)) {
          if (value !== undefined && value !== '') Object.assign(criteria, { [key]: value });
        }
        if (!criteria.city) criteria.country = context.country;
        const { jobs, total } = await context.tools.searchJobs(criteria, ASSISTANT_JOBS_SHOWN);
        pending.push({ type: 'tool_result', result: { type: 'jobs_found', jobs, total, criteria } });
        return {
          total,
          shown: jobs.length,
          jobs: jobs.map((job, index) => ({
            n: index + 1,
            id: job.id,
            title: job.title,
            category: job.categoryLabel,
            pay: pay(job),
            location: job.location,
            urgency: job.urgency,
          })),
        };
      }),
    }),

    get_job_details: tool({
      description:
        'Everything about one job: description, pay, place, timing, urgency, status. Not the phone number: ' +
        'the job card the page shows has a Call button that shows it.',
      inputSchema: jobDetailsInput,
      execute: guarded('get_job_details', async ({ jobId }: z.infer<typeof jobDetailsInput>) => {
        const job = await context.tools.jobDetails(jobId);
        if (!job) return { error: `There is no job with id ${jobId}.` };
        pending.push({ type: 'tool_result', result: { type: 'job_details', job } });
        return {
          id: job.id,
          title: job.title,
          category: job.categoryLabel,
          pay: pay(job),
          location: job.location,
          description: job.description,
          timing: job.timing,
          urgency: job.urgency,
          status: job.status,
          postedAt: job.createdAt,
        };
      }),
    }),

    post_job: tool({
      description:
        'Post a job for the signed-in user. Only after collecting every detail and the user confirmed the summary.',
      inputSchema: postJobInput,
      execute: guarded('post_job', async (input: z.infer<typeof postJobInput>) => {
        if (context.userId === null) {
          pending.push({ type: 'tool_result', result: { type: 'sign_in_required' } });
          return {
            posted: false,
            error:
              'The user is not signed in. Nothing was posted. Tell them to sign in (the page offers it; the ' +
              'conversation is kept) and then confirm again.',
          };
        }
        const jobInput: JobInput = { ...input, timing: input.timing ?? null };
        try {
          const job = await context.tools.postJob(jobInput);
          pending.push({ type: 'tool_result', result: { type: 'job_created', job } });
          const posted = {
            posted: true,
            id: job.id,
            title: job.title,
            pay: pay(job),
            location: job.location,
          };
          if (job.status !== 'held') return posted;
          return {
            ...posted,
            heldForReview: true,
            note:
              'The job was saved but is held for review: it asks workers for money (a fee, deposit, payment ' +
              'or OTP), which is not allowed. Workers do not see it yet; a person looks at it within 24 hours. ' +
              'Tell the user exactly this; do not say it is live.',
          };
        } catch (error) {
          if (error instanceof AppError) {
            // The session ended meanwhile: the page offers to sign in again.
            if (error.statusCode === 401)
              pending.push({ type: 'tool_result', result: { type: 'sign_in_required' } });
            return {
              posted: false,
              status: error.statusCode,
              error: error.message,
              ...(error.extra.fields ? { fields: error.extra.fields } : {}),
            };
          }
          throw error;
        }
      }),
    }),
  };
}

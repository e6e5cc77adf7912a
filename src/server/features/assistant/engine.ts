import type { ChatMessage, JobSearchCriteria, ToolResult } from '../../../shared/api/assistant';
import type { Job, JobInput } from '../../../shared/api/jobs';
import type { CountryCode } from '../../../shared/geo';
import type { Locale } from '../../../shared/i18n';

/**
 * One interface for every assistant engine (the offline local engine, an OpenAI-compatible model).
 * The route validates the request, resolves the session and turns the events into the SSE stream.
 */
export interface AssistantEngine {
  readonly name: 'local' | 'openai-compatible';
  /**
   * Answers the conversation's last (user) message. Yields text in pieces, tool results, and at most one
   * `state` (handed back by the client with the next request). Stops early when `signal` aborts.
   * Throws AssistantUpstreamError for a provider's 429/402/timeout before anything was yielded.
   */
  reply(context: AssistantContext): AsyncIterable<AssistantEvent>;
}

export interface AssistantContext {
  /** The whole conversation, validated; the last one is the user's new message. */
  messages: ChatMessage[];
  /** What this engine yielded as `state` last time (unvalidated: the client sent it back). */
  state: unknown;
  /** From the session; null when signed out. */
  userId: string | null;
  /** The interface language (replies follow the language the user writes in). */
  locale: Locale;
  /** The visitor's country: its currency, and where to search when no city is named. */
  country: CountryCode;
  /** The visitor's date "YYYY-MM-DD": what "today" and "tomorrow" mean in a job post. */
  today: string;
  signal: AbortSignal;
  tools: AssistantTools;
}

export type AssistantEvent =
  | { type: 'text'; text: string }
  | { type: 'tool_result'; result: ToolResult }
  | { type: 'state'; state: unknown };

/** The app's own services, as the assistant may use them (the same rules as the pages). */
export interface AssistantTools {
  /** Active jobs matching every given constraint, newest first (featured first in a city). */
  searchJobs(criteria: JobSearchCriteria, limit: number): Promise<{ jobs: Job[]; total: number }>;
  /** An active or recently closed job, or null when there is none with that id. */
  jobDetails(id: number): Promise<Job | null>;
  /**
   * Posts a job as the signed-in user through the jobs service (its validation and limits).
   * Throws AppError: 401 when signed out, 400 validation_failed with `extra.fields`, 429 rate_limited.
   */
  postJob(input: JobInput): Promise<Job>;
}

/** A model provider's refusal, mapped to the spec's messages by the route. */
export class AssistantUpstreamError extends Error {
  constructor(
    readonly kind: 'busy' | 'credits' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'AssistantUpstreamError';
  }
}

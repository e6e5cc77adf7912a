import { expect } from 'vitest';
import type { ChatMessage, JobSearchCriteria, ToolResult } from '../../../../shared/api/assistant';
import type { Job, JobInput } from '../../../../shared/api/jobs';
import type { CountryCode } from '../../../../shared/geo';
import type { Locale } from '../../../../shared/i18n';
import type { AssistantEvent, AssistantTools } from '../engine';
import { LocalEngine } from './local-engine';

/** The local engine's tests' conversation: fake tools and the messages and state the web app keeps. */

export function fakeJob(id: number, overrides: Partial<Job> = {}): Job {
  return {
    id,
    title: `Job ${id}`,
    category: 'cooking',
    categoryLabel: 'Cooking',
    dailySalary: 700,
    currency: 'INR',
    location: 'Mumbai, Maharashtra',
    city: 'Mumbai',
    citySlug: 'mumbai',
    state: 'Maharashtra',
    stateGroup: 'Maharashtra',
    country: 'IN',
    description: 'Cooking for a family',
    phone: '98765 43210',
    timing: null,
    urgency: 'normal',
    featured: false,
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
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    expiresAt: '2025-01-31T00:00:00.000Z',
    isOwner: false,
    phoneVerified: true,
    posterSince: '2024-11-02T09:00:00Z',
    posterId: null,
    ...overrides,
  };
}

/** The tools as plain objects that record every call; the answers can be changed per test. */
export class FakeTools implements AssistantTools {
  searches: { criteria: JobSearchCriteria; limit: number }[] = [];
  detailsAsked: number[] = [];
  posts: JobInput[] = [];
  found: { jobs: Job[]; total: number } = { jobs: [fakeJob(11), fakeJob(12), fakeJob(13)], total: 12 };
  postError: Error | undefined;
  /** What the jobs service answers a post with: live, or held for a moderator (scam wording). */
  postStatus: Job['status'] = 'active';

  async searchJobs(criteria: JobSearchCriteria, limit: number) {
    this.searches.push({ criteria, limit });
    return this.found;
  }

  async jobDetails(id: number) {
    this.detailsAsked.push(id);
    return id === 404 ? null : fakeJob(id, { title: `Cook ${id}` });
  }

  async postJob(input: JobInput) {
    this.posts.push(input);
    if (this.postError) throw this.postError;
    return fakeJob(99, {
      title: input.title,
      isOwner: true,
      status: this.postStatus,
      reviewReason: this.postStatus === 'held' ? 'wording' : null,
    });
  }
}

export interface Answer {
  text: string;
  chunks: number;
  results: ToolResult[];
  events: AssistantEvent[];
  state: unknown;
}

/** A conversation as the web app holds it: messages (with jobIds) and the state handed back. */
export class Conversation {
  readonly tools = new FakeTools();
  readonly messages: ChatMessage[] = [];
  state: unknown = undefined;
  userId: string | null = null;
  engine = new LocalEngine();

  constructor(readonly options: { locale?: Locale; country?: CountryCode; today?: string } = {}) {}

  async say(content: string): Promise<Answer> {
    this.messages.push({ role: 'user', content });
    const events: AssistantEvent[] = [];
    for await (const event of this.engine.reply({
      messages: [...this.messages],
      state: this.state,
      userId: this.userId,
      locale: this.options.locale ?? 'en',
      country: this.options.country ?? 'IN',
      today: this.options.today ?? '2026-11-23',
      signal: new AbortController().signal,
      tools: this.tools,
    })) {
      events.push(event);
    }
    const answer = summarise(events);
    this.state = answer.state;
    const listed = answer.results.find((result) => result.type === 'jobs_found');
    this.messages.push({
      role: 'assistant',
      content: answer.text,
      ...(listed?.type === 'jobs_found' ? { jobIds: listed.jobs.map((job) => job.id) } : {}),
    });
    return answer;
  }
}

export function summarise(events: AssistantEvent[]): Answer {
  const texts = events.flatMap((event) => (event.type === 'text' ? [event.text] : []));
  const states = events.filter((event) => event.type === 'state');
  expect(states.length).toBeLessThanOrEqual(1);
  return {
    text: texts.join(''),
    chunks: texts.length,
    results: events.flatMap((event) => (event.type === 'tool_result' ? [event.result] : [])),
    events,
    state: states[0]?.state,
  };
}

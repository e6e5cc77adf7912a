/** The ledger of every write the server acknowledged, the writers that fill it, and the checks against it. */
import type { Message } from '../../src/shared/api/messages';
import type { ChatClient } from './chat-client';
import { errorCodeOf, request, type Reply } from './http';
import type { DrillUser } from './users';

export interface SentMessage {
  clientId: string;
  conversationId: number;
  senderIndex: number;
  content: string;
  acked: boolean;
  messageId?: number;
}

export interface PostedJob {
  title: string;
  userIndex: number;
  dailySalary: number;
  /** undefined: no 201 (refused, failed or no answer): it may or may not be stored ("in doubt"). */
  id?: number;
}

export class Ledger {
  readonly messages = new Map<string, SentMessage>();
  readonly jobs: PostedJob[] = [];
  readonly statuses = new Map<string, number>();
  /** Durations of requests that failed, by outcome. */
  readonly failures: { outcome: string; ms: number }[] = [];
  /** Answers that must never happen: a 500, or an answer that took longer than the bound. */
  readonly bad: string[] = [];

  count(outcome: string): void {
    this.statuses.set(outcome, (this.statuses.get(outcome) ?? 0) + 1);
  }

  get ackedMessages(): number {
    return [...this.messages.values()].filter((m) => m.acked).length;
  }

  get ackedJobs(): number {
    return this.jobs.filter((j) => j.id !== undefined).length;
  }

  /** Records how a request ended; 500s and answers slower than `maxMs` are kept as problems. */
  outcome(kind: string, reply: Reply, maxMs = 15_000): void {
    const outcome = reply.status === 0 ? `${kind}:${reply.error ?? 'no answer'}` : `${kind}:${reply.status}`;
    this.count(outcome);
    if (reply.status >= 500 || reply.status === 0) this.failures.push({ outcome, ms: reply.ms });
    if (reply.status === 500) this.bad.push(`${outcome} ${JSON.stringify(reply.body).slice(0, 200)}`);
    if (reply.status === 503 && !reply.headers['retry-after'] && errorCodeOf(reply) === 'service_unavailable')
      this.bad.push(`${outcome} without Retry-After`);
    if (reply.ms > maxMs) this.bad.push(`${outcome} took ${Math.round(reply.ms)} ms`);
  }
}

export interface Tally {
  acked: number;
  lost: number;
  duplicated: number;
  inDoubt: number;
  notDelivered: number;
  problems: string[];
}

/** Reads every conversation from the server and checks each acknowledged message is stored exactly once. */
export async function checkMessages(
  base: string,
  users: DrillUser[],
  clients: ChatClient[],
  ledger: Ledger,
): Promise<Tally> {
  const tally: Tally = { acked: 0, lost: 0, duplicated: 0, inDoubt: 0, notDelivered: 0, problems: [] };
  const stored = new Map<number, Message[]>();
  for (const u of users) {
    if (stored.has(u.conversationId)) continue;
    const all: Message[] = [];
    let after = 0;
    for (;;) {
      const reply = await request(
        base,
        'GET',
        `/api/conversations/${u.conversationId}/messages?after=${after}&limit=200`,
        {
          cookie: u.cookie,
          localAddress: u.ip,
        },
      );
      if (reply.status !== 200)
        throw new Error(`could not read conversation ${u.conversationId}: ${reply.status}`);
      const page = reply.body as { messages: Message[]; hasMore: boolean };
      all.push(...page.messages);
      const last = page.messages.at(-1);
      if (!page.hasMore || !last) break;
      after = last.id;
    }
    stored.set(u.conversationId, all);
  }
  const byClientId = new Map<string, Message[]>();
  for (const messages of stored.values())
    for (const message of messages)
      byClientId.set(message.clientId, [...(byClientId.get(message.clientId) ?? []), message]);
  for (const sent of ledger.messages.values()) {
    const copies = byClientId.get(sent.clientId) ?? [];
    if (copies.length > 1) tally.duplicated += copies.length - 1;
    if (!sent.acked) {
      tally.inDoubt++;
      continue;
    }
    tally.acked++;
    if (copies.length === 0) {
      tally.lost++;
      tally.problems.push(`message ${sent.clientId} acknowledged as ${sent.messageId} is not stored`);
    } else if (copies[0]?.content !== sent.content) {
      tally.problems.push(`message ${sent.clientId} is stored with other content`);
    }
    // The recipient must have it, live or by catching up.
    const recipient = clients[users[sent.senderIndex]?.peer ?? -1];
    if (recipient && sent.messageId !== undefined && !recipient.received.has(sent.messageId))
      tally.notDelivered++;
  }
  return tally;
}

/** Reads each user's jobs and checks every acknowledged post is stored exactly once, complete. */
export async function checkJobs(base: string, users: DrillUser[], ledger: Ledger): Promise<Tally> {
  const tally: Tally = { acked: 0, lost: 0, duplicated: 0, inDoubt: 0, notDelivered: 0, problems: [] };
  const byTitle = new Map<string, { id: number; dailySalary: number; title: string }[]>();
  for (const u of users) {
    const reply = await request(base, 'GET', '/api/me/jobs', { cookie: u.cookie, localAddress: u.ip });
    if (reply.status !== 200) throw new Error(`could not read the jobs of user ${u.index}: ${reply.status}`);
    for (const job of (reply.body as { jobs: { id: number; title: string; dailySalary: number }[] }).jobs)
      byTitle.set(job.title, [...(byTitle.get(job.title) ?? []), job]);
  }
  for (const posted of ledger.jobs) {
    const copies = byTitle.get(posted.title) ?? [];
    if (copies.length > 1) tally.duplicated += copies.length - 1;
    if (posted.id === undefined) {
      tally.inDoubt++;
      continue;
    }
    tally.acked++;
    const copy = copies.find((job) => job.id === posted.id);
    if (!copy) {
      tally.lost++;
      tally.problems.push(`job ${posted.id} (${posted.title}) acknowledged but not stored`);
    } else if (copy.dailySalary !== posted.dailySalary) {
      tally.problems.push(`job ${posted.id} is stored half-written (pay ${copy.dailySalary})`);
    }
  }
  return tally;
}

export function mergeTallies(...tallies: Tally[]): Tally {
  return tallies.reduce(
    (sum, t) => ({
      acked: sum.acked + t.acked,
      lost: sum.lost + t.lost,
      duplicated: sum.duplicated + t.duplicated,
      inDoubt: sum.inDoubt + t.inDoubt,
      notDelivered: sum.notDelivered + t.notDelivered,
      problems: [...sum.problems, ...t.problems],
    }),
    { acked: 0, lost: 0, duplicated: 0, inDoubt: 0, notDelivered: 0, problems: [] },
  );
}

export function jobBody(title: string, dailySalary: number) {
  return {
    title,
    category: 'cooking',
    dailySalary,
    location: 'Mumbai, Maharashtra',
    description: 'Lunch and dinner for a family, posted by the reliability drill.',
    phone: '+91 98765 43210',
    timing: 'morning',
    urgency: 'normal',
  };
}

let jobCounter = 0;
/** Posts one job as this user and records it in the ledger (with its id once acknowledged). */
export async function postJob(
  base: string,
  origin: string,
  u: DrillUser,
  ledger: Ledger,
  runId: string,
): Promise<Reply> {
  jobCounter++;
  const posted: PostedJob = {
    title: `Drill ${runId} job ${jobCounter} cook`,
    userIndex: u.index,
    dailySalary: 500 + (jobCounter % 400),
  };
  ledger.jobs.push(posted);
  const reply = await request(base, 'POST', '/api/jobs', {
    cookie: u.cookie,
    origin,
    localAddress: u.ip,
    body: jobBody(posted.title, posted.dailySalary),
  });
  ledger.outcome('job', reply);
  if (reply.status === 201) posted.id = (reply.body as { id: number }).id;
  // Refused at connect: it never reached a server, so it cannot be stored (not "in doubt").
  if (reply.error === 'ECONNREFUSED') ledger.jobs.splice(ledger.jobs.indexOf(posted), 1);
  return reply;
}

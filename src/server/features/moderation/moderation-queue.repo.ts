import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows } from '../../db/rows';
import { messages, reports } from '../../db/schema';
import { timestampText } from '../../db/timestamps';
import type { ReportSummary, ScamLink } from '../../../shared/api/moderation';
import { findScamIdentifiers, SCAM_IDENTIFIER_KINDS } from '../../../shared/safety/scam-identifiers';
import {
  dbNumber,
  list,
  person,
  personColumns,
  personRow,
  QUEUE_LIMIT,
  type Person,
  type ReportTargetKind,
} from './moderation.rows';

const RECENT_MESSAGES = 5;

export interface QueuedJobRow {
  id: number;
  poster: Person;
}

export interface QueuedMessageRow {
  id: number;
  conversationId: number;
  jobTitle: string;
  content: string;
  createdAt: string;
  sender: Person;
}

export interface QueuedConversationRow {
  id: number;
  jobTitle: string;
  reported: Person;
}

/** A queued job as scamLinks needs it. */
export interface LinkableJob {
  id: number;
  userId: string | null;
  text: string;
  phone: string | null;
}

const queuedJobRow = personRow.extend({ id: dbNumber });
const queuedMessageRow = personRow.extend({
  id: dbNumber,
  conversation_id: dbNumber,
  title: z.string(),
  content: z.string(),
  created: z.string(),
});
const queuedConversationRow = personRow.extend({ id: dbNumber, title: z.string() });
const posterLinkRow = z.object({ id: dbNumber, user_id: z.string(), title: z.string() });
const identifierLinkRow = z.object({
  kind: z.enum(SCAM_IDENTIFIER_KINDS),
  value: z.string(),
  job_id: dbNumber.nullable(),
  job_title: z.string(),
});

/** The moderation queue: held and reported jobs, reported messages and conversations, their reports. */
export class ModerationQueueRepo {
  constructor(private readonly db: Database) {}

  /** Held jobs and jobs with open reports (not removed), oldest first. */
  async queuedJobs(): Promise<QueuedJobRow[]> {
    const rows = await checkedRows(
      this.db,
      queuedJobRow,
      sql`select id, ${personColumns('jobs.user_id')} from jobs
          where status = 'held'
             or (status <> 'removed' and id in (
                  select target_id from reports where target_kind = 'job' and resolved_at is null))
          order by created_at, id
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({ id: row.id, poster: person(row) }));
  }

  /** Reported messages with open reports, oldest first. */
  async queuedMessages(): Promise<QueuedMessageRow[]> {
    const rows = await checkedRows(
      this.db,
      queuedMessageRow,
      sql`select m.id, m.conversation_id, j.title, m.content, ${timestampText('m.created_at', 'milliseconds')} as created,
                 ${personColumns('m.sender_id')}
          from messages m
          join conversations c on c.id = m.conversation_id
          join jobs j on j.id = c.job_id
          where m.id in (select target_id from reports where target_kind = 'message' and resolved_at is null)
          order by m.id
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({
      id: row.id,
      conversationId: row.conversation_id,
      jobTitle: row.title,
      content: row.content,
      createdAt: row.created,
      sender: person(row),
    }));
  }

  /** Reported conversations: one row per conversation and reported person, oldest report first. */
  async queuedConversations(): Promise<QueuedConversationRow[]> {
    const rows = await checkedRows(
      this.db,
      queuedConversationRow,
      sql`select r.target_id as id, j.title, ${personColumns('r.reported_user_id')}
          from (select target_id, reported_user_id, min(created_at) as first_at from reports
                where target_kind = 'conversation' and resolved_at is null
                group by target_id, reported_user_id) r
          join conversations c on c.id = r.target_id
          join jobs j on j.id = c.job_id
          order by r.first_at
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({ id: row.id, jobTitle: row.title, reported: person(row) }));
  }

  /** A person's latest messages in a conversation, oldest first. */
  async recentMessages(
    conversationId: number,
    senderId: string | null,
  ): Promise<{ id: number; content: string; createdAt: string }[]> {
    if (senderId === null) return [];
    const rows = await this.db
      .select({
        id: messages.id,
        content: messages.content,
        createdAt: sql<string>`${timestampText('messages.created_at', 'milliseconds')}`,
      })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), eq(messages.senderId, senderId)))
      .orderBy(desc(messages.id))
      .limit(RECENT_MESSAGES);
    return rows.reverse();
  }

  /** Open reports of the given items, oldest first, keyed by target id (reporters are never returned). */
  async openReports(kind: ReportTargetKind, ids: readonly number[]): Promise<Map<number, ReportSummary[]>> {
    const byTarget = new Map<number, ReportSummary[]>();
    if (ids.length === 0) return byTarget;
    const rows = await this.db
      .select({
        targetId: reports.targetId,
        reason: reports.reason,
        details: reports.details,
        createdAt: sql<string>`${timestampText('reports.created_at', 'milliseconds')}`,
      })
      .from(reports)
      .where(
        and(eq(reports.targetKind, kind), inArray(reports.targetId, [...ids]), isNull(reports.resolvedAt)),
      )
      .orderBy(asc(reports.createdAt), asc(reports.id));
    for (const { targetId, ...report } of rows) {
      const forTarget = byTarget.get(targetId) ?? [];
      forTarget.push(report);
      byTarget.set(targetId, forTarget);
    }
    return byTarget;
  }

  /**
   * The removed-as-scam jobs a job is linked to: the same poster, or a phone number, UPI id or handle
   * they share (for the moderation queue).
   */
  async scamLinks(jobs: readonly LinkableJob[]): Promise<Map<number, ScamLink[]>> {
    const byJob = new Map<number, ScamLink[]>();
    if (jobs.length === 0) return byJob;
    const posters = [...new Set(jobs.flatMap((job) => (job.userId === null ? [] : [job.userId])))];
    const identifiers = jobs.flatMap((job) => findScamIdentifiers(job.text, job.phone));
    const [posterRows, identifierRows] = await Promise.all([
      posters.length === 0
        ? []
        : checkedRows(
            this.db,
            posterLinkRow,
            sql`select j.id, j.user_id, j.title from scam_examples e join jobs j on j.id = e.job_id
                where e.scam and j.user_id in (${list(posters)}) order by e.decided_at desc`,
          ),
      identifiers.length === 0
        ? []
        : checkedRows(
            this.db,
            identifierLinkRow,
            sql`select kind, value, job_id, job_title from scam_identifiers
                where value in (${list([...new Set(identifiers.map((found) => found.value))])})
                order by created_at desc`,
          ),
    ]);
    for (const job of jobs) {
      const links: ScamLink[] = [];
      for (const row of posterRows) {
        if (row.user_id === job.userId && row.id !== job.id) {
          links.push({ kind: 'poster', value: null, jobId: row.id, jobTitle: row.title });
        }
      }
      const own = findScamIdentifiers(job.text, job.phone);
      for (const row of identifierRows) {
        if (row.job_id === job.id) continue;
        if (own.some((found) => found.kind === row.kind && found.value === row.value)) {
          links.push({ kind: row.kind, value: row.value, jobId: row.job_id, jobTitle: row.job_title });
        }
      }
      if (links.length > 0) byJob.set(job.id, links);
    }
    return byJob;
  }
}

import { sql } from 'drizzle-orm';
import type { ReportReason } from '../../shared/api/safety';
import type { Database } from './client';
import { rowCount } from './rows';

/** A report of a job, a message or a conversation (issue #11), as the reports table stores it. */
export interface NewReport {
  reporterId: string;
  targetKind: 'job' | 'message' | 'conversation';
  targetId: number;
  /** The user the report is about (the poster, the sender, the other participant). */
  reportedUserId: string | null;
  reason: ReportReason;
  details: string;
  now: Date;
}

/**
 * Stores a report unless this reporter already reported this item (the unique index decides between
 * concurrent calls, so two taps make one report); true when this call stored it. The jobs' and the
 * chat's repos both report through it.
 */
export async function insertReport(db: Database, report: NewReport): Promise<boolean> {
  const stored = await rowCount(
    db,
    sql`insert into reports (reporter_id, target_kind, target_id, reported_user_id, reason, details, created_at)
        values (${report.reporterId}, ${report.targetKind}, ${report.targetId}, ${report.reportedUserId},
                ${report.reason}, ${report.details || null}, ${report.now.toISOString()}::timestamptz)
        on conflict (reporter_id, target_kind, target_id) do nothing
        returning id`,
  );
  return stored > 0;
}

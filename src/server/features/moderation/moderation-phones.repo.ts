import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows } from '../../db/rows';
import { timestampText } from '../../db/timestamps';
import type { RepeatPhone, UnverifiedPhoneJob } from '../../../shared/api/moderation';
import { dbNumber, person, personColumns, personRow, QUEUE_LIMIT } from './moderation.rows';

const unverifiedRow = personRow.extend({
  id: dbNumber,
  title: z.string(),
  phone: z.string(),
  created: z.string(),
});
const repeatRow = personRow.extend({
  kind: z.enum(['job', 'attempt']),
  phone: z.string(),
  job_id: dbNumber.nullable(),
  title: z.string().nullable(),
  banned_name: z.string().nullable(),
  at: z.string(),
});

/** The queue's phone numbers (issue #24): unverified Call numbers and repeat offenders' numbers. */
export class ModerationPhonesRepo {
  constructor(private readonly db: Database) {}

  /** Live jobs whose Call number their poster has not verified (issue #24), oldest first. */
  async unverifiedPhoneJobs(now: Date): Promise<UnverifiedPhoneJob[]> {
    const rows = await checkedRows(
      this.db,
      unverifiedRow,
      sql`select j.id, j.title, j.phone, ${timestampText('j.created_at', 'milliseconds')} as created,
                 ${personColumns('j.user_id')}
          from jobs j
          where j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
            and not exists (select 1 from verified_phones v
                            where v.user_id = j.user_id and v.phone = j.phone_e164)
          order by j.created_at, j.id
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({
      jobId: row.id,
      jobTitle: row.title,
      phone: row.phone,
      poster: person(row),
      createdAt: row.created,
    }));
  }

  /**
   * Numbers a banned account verified, used again by someone else (issue #24): live jobs carrying one,
   * and refused attempts to verify one (the last 30 days), newest first.
   */
  async repeatPhones(now: Date): Promise<RepeatPhone[]> {
    const bannedHolder = (phone: string, other: string) =>
      sql.raw(`(select u.name from verified_phones v join user_bans b on b.user_id = v.user_id
                join "user" u on u.id = v.user_id
                where v.phone = ${phone} and v.user_id is distinct from ${other} limit 1)`);
    const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString();
    const rows = await checkedRows(
      this.db,
      repeatRow,
      sql`select * from (
            select 'job' as kind, j.phone_e164 as phone, j.id as job_id, j.title,
                   ${bannedHolder('j.phone_e164', 'j.user_id')} as banned_name,
                   ${timestampText('j.created_at', 'milliseconds')} as at, j.created_at as sort_at,
                   ${personColumns('j.user_id')}
            from jobs j
            where j.status = 'active' and j.expires_at > ${now.toISOString()}::timestamptz
              and exists (select 1 from verified_phones v join user_bans b on b.user_id = v.user_id
                          where v.phone = j.phone_e164 and v.user_id is distinct from j.user_id)
            union all
            select 'attempt' as kind, a.phone, null as job_id, null as title,
                   ${bannedHolder('a.phone', 'a.user_id')} as banned_name,
                   ${timestampText('a.created_at', 'milliseconds')} as at, a.created_at as sort_at,
                   ${personColumns('a.user_id')}
            from phone_repeat_attempts a
            where a.created_at > ${since}::timestamptz
          ) as repeats
          order by sort_at desc
          limit ${QUEUE_LIMIT}`,
    );
    return rows.map((row) => ({
      kind: row.kind,
      phone: row.phone,
      jobId: row.job_id,
      jobTitle: row.title,
      person: person(row),
      bannedName: row.banned_name,
      at: row.at,
    }));
  }
}

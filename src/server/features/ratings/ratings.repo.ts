import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { checkedRows, column, rowCount } from '../../db/rows';
import { jobs, ratings } from '../../db/schema';
import type { CountryCode } from '../../../shared/geo';
import type { JobStatus } from '../../../shared/jobs';
import type { RatingRole } from '../../../shared/api/ratings';

/** What deciding "may these two rate each other" needs about a conversation one of them is in. */
export interface RatingConversation {
  id: number;
  jobId: number;
  employerId: string | null;
  workerId: string | null;
  jobStatus: JobStatus;
  jobExpired: boolean;
  workDate: string | null;
  country: CountryCode;
  hired: boolean;
  employerWrote: boolean;
  workerWrote: boolean;
  otherName: string | null;
}

export interface RatingRow {
  id: number;
  jobId: number;
  raterId: string;
  rateeId: string;
  raterRole: RatingRole;
  stars: number;
  comment: string | null;
  paidOnTime: boolean | null;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface PublicRatingRow extends RatingRow {
  raterName: string;
  jobTitle: string;
}

export interface Aggregates {
  average: number | null;
  count: number;
  paidYes: number;
  paidAnswered: number;
}

export interface ProfileRow {
  id: string;
  name: string;
  createdAt: Date;
  jobsPosted: number;
}

/** A rating as the SQL of RATING_COLUMNS returns it, read as a RatingRow. */
const ratingColumns = {
  id: column.number,
  job_id: column.number,
  rater_id: z.string(),
  ratee_id: z.string(),
  rater_role: z.enum(ratings.raterRole.enumValues),
  stars: column.number,
  comment: z.string().nullable(),
  paid_on_time: z.boolean().nullable(),
  reply: z.string().nullable(),
  replied_at: column.date.nullable(),
  created_at: column.date,
  updated_at: column.date,
};
const rawRating = z.object(ratingColumns).transform(toRating);

const RATING_COLUMNS = sql`r.id, r.job_id, r.rater_id, r.ratee_id, r.rater_role, r.stars, r.comment,
  r.paid_on_time, r.reply, r.replied_at, r.created_at, r.updated_at`;

/** "The rater of r is not banned": hidden ratings count nowhere. */
const raterNotBanned = sql`not exists (select 1 from user_bans b where b.user_id = r.rater_id)`;

function toRating(row: z.output<z.ZodObject<typeof ratingColumns>>): RatingRow {
  return {
    id: row.id,
    jobId: row.job_id,
    raterId: row.rater_id,
    rateeId: row.ratee_id,
    raterRole: row.rater_role,
    stars: row.stars,
    comment: row.comment,
    paidOnTime: row.paid_on_time,
    reply: row.reply,
    repliedAt: row.replied_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Ratings, and the public facts of a user's profile. */
export class RatingsRepo {
  constructor(private readonly db: Database) {}

  /** The conversation with what eligibility needs, when the user is one of its two people. */
  async conversationFor(
    userId: string,
    conversationId: number,
    now: Date,
  ): Promise<RatingConversation | null> {
    const [row] = await checkedRows(
      this.db,
      z.object({
        id: column.number,
        job_id: column.number,
        employer_id: z.string().nullable(),
        worker_id: z.string().nullable(),
        status: z.enum(jobs.status.enumValues),
        expired: z.boolean(),
        work_date: z.string().nullable(),
        country: z.enum(jobs.country.enumValues),
        hired: z.boolean(),
        employer_wrote: z.boolean(),
        worker_wrote: z.boolean(),
        other_name: z.string().nullable(),
      }),
      sql`select c.id, c.job_id, c.employer_id, c.worker_id, j.status, j.work_date, j.country,
            j.expires_at <= ${now.toISOString()}::timestamptz as expired,
            exists (select 1 from job_hires h where h.job_id = c.job_id and h.worker_id = c.worker_id) as hired,
            exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.employer_id)
              as employer_wrote,
            exists (select 1 from messages m where m.conversation_id = c.id and m.sender_id = c.worker_id)
              as worker_wrote,
            other.name as other_name
          from conversations c
          join jobs j on j.id = c.job_id
          left join "user" other on other.id =
            case when c.employer_id = ${userId} then c.worker_id else c.employer_id end
          where c.id = ${conversationId} and (c.employer_id = ${userId} or c.worker_id = ${userId})`,
    );
    if (!row) return null;
    return {
      id: row.id,
      jobId: row.job_id,
      employerId: row.employer_id,
      workerId: row.worker_id,
      jobStatus: row.status,
      jobExpired: row.expired,
      workDate: row.work_date,
      country: row.country,
      hired: row.hired,
      employerWrote: row.employer_wrote,
      workerWrote: row.worker_wrote,
      otherName: row.other_name,
    };
  }

  async find(jobId: number, raterId: string, rateeId: string): Promise<RatingRow | null> {
    const [row] = await checkedRows(
      this.db,
      rawRating,
      sql`select ${RATING_COLUMNS} from ratings r
          where r.job_id = ${jobId} and r.rater_id = ${raterId} and r.ratee_id = ${rateeId}`,
    );
    return row ?? null;
  }

  /**
   * Creates the rating, or changes it when it was created after `editableAfter`. The unique index on
   * (job, rater, ratee) decides between concurrent saves, and the age check is part of the update, so a
   * rating past its week is never changed. `outcome` says which happened ('locked': nothing changed).
   */
  async save(
    input: Pick<
      RatingRow,
      'jobId' | 'raterId' | 'rateeId' | 'raterRole' | 'stars' | 'comment' | 'paidOnTime'
    > & {
      now: Date;
      editableAfter: Date;
    },
  ): Promise<{ outcome: 'created' | 'updated' | 'locked'; rating: RatingRow | null }> {
    const at = input.now.toISOString();
    const inserted = await checkedRows(
      this.db,
      rawRating,
      sql`insert into ratings as r (job_id, rater_id, ratee_id, rater_role, stars, comment, paid_on_time,
                                    created_at, updated_at)
          values (${input.jobId}, ${input.raterId}, ${input.rateeId}, ${input.raterRole}, ${input.stars},
                  ${input.comment}, ${input.paidOnTime}, ${at}::timestamptz, ${at}::timestamptz)
          on conflict (job_id, rater_id, ratee_id) do nothing
          returning ${RATING_COLUMNS}`,
    );
    if (inserted[0]) return { outcome: 'created', rating: inserted[0] };
    const updated = await checkedRows(
      this.db,
      rawRating,
      sql`update ratings r set stars = ${input.stars}, comment = ${input.comment},
            paid_on_time = ${input.paidOnTime}, updated_at = ${at}::timestamptz
          where r.job_id = ${input.jobId} and r.rater_id = ${input.raterId} and r.ratee_id = ${input.rateeId}
            and r.created_at > ${input.editableAfter.toISOString()}::timestamptz
          returning ${RATING_COLUMNS}`,
    );
    return updated[0] ? { outcome: 'updated', rating: updated[0] } : { outcome: 'locked', rating: null };
  }

  /**
   * Stores the rated person's one reply. 'missing' when there is no visible rating about them with this
   * id; 'already' when it has a reply.
   */
  async reply(
    ratingId: number,
    rateeId: string,
    text: string,
    now: Date,
  ): Promise<{ outcome: 'done'; rating: PublicRatingRow } | { outcome: 'missing' | 'already' }> {
    const updated = await rowCount(
      this.db,
      sql`update ratings r set reply = ${text}, replied_at = ${now.toISOString()}::timestamptz
          where r.id = ${ratingId} and r.ratee_id = ${rateeId} and r.reply is null and ${raterNotBanned}
          returning r.id`,
    );
    const [row] = await this.publicRatings(sql`r.id = ${ratingId} and r.ratee_id = ${rateeId}`, 1);
    if (!row) return { outcome: 'missing' };
    return updated > 0 ? { outcome: 'done', rating: row } : { outcome: 'already' };
  }

  /** A user who is not banned, with the number of public jobs they posted. */
  async profile(userId: string): Promise<ProfileRow | null> {
    const [row] = await checkedRows(
      this.db,
      z.object({ id: z.string(), name: z.string(), created_at: column.date, jobs_posted: column.number }),
      sql`select u.id, u.name, u.created_at,
            (select count(*) from jobs j where j.user_id = u.id and j.status in ('active', 'closed', 'expired'))
              as jobs_posted
          from "user" u
          where u.id = ${userId} and not exists (select 1 from user_bans b where b.user_id = u.id)`,
    );
    return row
      ? {
          id: row.id,
          name: row.name,
          createdAt: row.created_at,
          jobsPosted: row.jobs_posted,
        }
      : null;
  }

  /** Whether the user exists and is not banned. */
  async isVisibleUser(userId: string): Promise<boolean> {
    const found = await rowCount(
      this.db,
      sql`select 1 from "user" u
          where u.id = ${userId} and not exists (select 1 from user_bans b where b.user_id = u.id)`,
    );
    return found > 0;
  }

  /** Average stars (one decimal), count and paid-on-time answers about a user; banned raters left out. */
  async aggregates(rateeId: string): Promise<Aggregates> {
    const [row] = await checkedRows(
      this.db,
      z.object({
        average: column.number.nullable(),
        n: column.number,
        paid_yes: column.number,
        paid_answered: column.number,
      }),
      sql`select round(avg(r.stars)::numeric, 1) as average, count(*) as n,
            count(*) filter (where r.rater_role = 'worker' and r.paid_on_time) as paid_yes,
            count(*) filter (where r.rater_role = 'worker' and r.paid_on_time is not null) as paid_answered
          from ratings r
          where r.ratee_id = ${rateeId} and ${raterNotBanned}`,
    );
    return {
      average: row?.average ?? null,
      count: row?.n ?? 0,
      paidYes: row?.paid_yes ?? 0,
      paidAnswered: row?.paid_answered ?? 0,
    };
  }

  /** The newest visible ratings about a user. */
  latestAbout(rateeId: string, limit: number): Promise<PublicRatingRow[]> {
    return this.publicRatings(sql`r.ratee_id = ${rateeId}`, limit);
  }

  private async publicRatings(where: SQL, limit: number): Promise<PublicRatingRow[]> {
    const rows = await checkedRows(
      this.db,
      z.object({ ...ratingColumns, rater_name: z.string(), job_title: z.string() }),
      sql`select ${RATING_COLUMNS}, u.name as rater_name, j.title as job_title
          from ratings r
          join "user" u on u.id = r.rater_id
          join jobs j on j.id = r.job_id
          where ${where} and ${raterNotBanned}
          order by r.created_at desc, r.id desc
          limit ${limit}`,
    );
    return rows.map((row) => ({ ...toRating(row), raterName: row.rater_name, jobTitle: row.job_title }));
  }
}

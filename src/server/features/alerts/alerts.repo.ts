import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client';
import type { AlertSearch } from '../../../shared/alerts';
import type { AlertEmails } from '../../../shared/api/alerts';
import type { CategorySlug } from '../../../shared/categories';
import type { CountryCode } from '../../../shared/geo';
import type { JobStatus } from '../../../shared/jobs';

export interface AlertRecord extends AlertSearch {
  id: number;
  userId: string;
  createdAt: string;
}

interface RawAlert {
  id: number | string;
  user_id: string;
  country: CountryCode;
  city: string | null;
  category: string | null;
  min_pay: number | null;
  words: string | null;
  created_at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

function fromRaw(row: RawAlert): AlertRecord {
  return {
    id: Number(row.id),
    userId: row.user_id,
    country: row.country,
    city: row.city,
    category: row.category,
    minPay: row.min_pay === null ? null : Number(row.min_pay),
    words: row.words,
    createdAt: iso(row.created_at),
  };
}

/** A job the matcher claimed, with what matching reads. */
export interface ClaimedJob {
  id: number;
  userId: string | null;
  country: CountryCode;
  category: CategorySlug;
  location: string;
  dailySalary: number;
  searchText: string;
  isDemo: boolean;
  /** Active and not past its expiry at claim time. */
  live: boolean;
}

/** The SQL pieces of one job's match (computed by the service from the shared rules). */
export interface MatchTerms {
  jobId: number;
  posterId: string | null;
  country: CountryCode;
  categories: readonly string[];
  citySlugs: readonly string[];
  notTextCities: readonly string[];
  /** The job's "City, State", lower-cased. */
  label: string;
  dailySalary: number;
  /** The job's search text, lower-cased. */
  searchText: string;
}

/** A job as a notification or an email shows it. */
export interface NotifiedJob {
  id: number;
  title: string;
  category: CategorySlug;
  location: string;
  city: string;
  country: CountryCode;
  dailySalary: number;
  currency: 'INR' | 'USD';
  status: JobStatus;
  expiresAt: string;
  createdAt: string;
}

export interface NotificationRecord {
  id: number;
  userId: string;
  createdAt: string;
  read: boolean;
  job: NotifiedJob | null;
  alert: AlertRecord | null;
}

/** A claimed notification to email: who, which job, which alert. */
export interface EmailDue {
  id: number;
  userId: string;
  jobId: number;
  alertId: number | null;
}

export interface AlertRecipient {
  name: string;
  email: string;
  locale: string;
}

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** `column in (…)`, or false for an empty list. */
const inList = (column: SQL, values: readonly (string | number)[]) =>
  values.length > 0 ? sql`${column} in (${list(values)})` : sql`false`;

const JOB_COLUMNS =
  sql.raw(`j.id as job_id, j.title, j.category, j.location, j.city, j.country, j.daily_salary,
  j.currency, j.status, j.expires_at, j.created_at as job_created_at`);

interface RawJob {
  job_id: number | string | null;
  title: string | null;
  category: CategorySlug | null;
  location: string | null;
  city: string | null;
  country: CountryCode | null;
  daily_salary: number | string | null;
  currency: 'INR' | 'USD' | null;
  status: JobStatus | null;
  expires_at: string | Date | null;
  job_created_at: string | Date | null;
}

function jobFromRaw(row: RawJob): NotifiedJob | null {
  if (row.job_id === null || row.status === null) return null;
  return {
    id: Number(row.job_id),
    title: row.title ?? '',
    category: row.category as CategorySlug,
    location: row.location ?? '',
    city: row.city ?? '',
    country: row.country as CountryCode,
    dailySalary: Number(row.daily_salary),
    currency: row.currency as 'INR' | 'USD',
    status: row.status,
    expiresAt: iso(row.expires_at as string),
    createdAt: iso(row.job_created_at as string),
  };
}

/** A notification claimed for an email, as the database returns it. */
interface RawEmailDue {
  id: number | string;
  user_id: string;
  job_id: number | string;
  alert_id: number | string | null;
}

function toEmailDue(row: RawEmailDue): EmailDue {
  return {
    id: Number(row.id),
    userId: row.user_id,
    jobId: Number(row.job_id),
    alertId: row.alert_id === null ? null : Number(row.alert_id),
  };
}

export class AlertsRepo {
  constructor(private readonly db: Database) {}

  // Saved alerts

  async listByUser(userId: string): Promise<AlertRecord[]> {
    const rows = await queryRows<RawAlert>(
      this.db,
      sql`select * from job_alerts where user_id = ${userId} order by created_at desc, id desc`,
    );
    return rows.map(fromRaw);
  }

  async findSame(userId: string, search: AlertSearch): Promise<AlertRecord | undefined> {
    const rows = await queryRows<RawAlert>(
      this.db,
      sql`select * from job_alerts where user_id = ${userId} and country = ${search.country}
            and city is not distinct from ${search.city}
            and category is not distinct from ${search.category}
            and min_pay is not distinct from ${search.minPay}::integer
            and words is not distinct from ${search.words}
          limit 1`,
    );
    return rows[0] ? fromRaw(rows[0]) : undefined;
  }

  /** Inserts the alert unless the user already has `max`; undefined when at the limit. */
  async insertBelowLimit(
    userId: string,
    search: AlertSearch,
    now: Date,
    max: number,
  ): Promise<AlertRecord | undefined> {
    const rows = await queryRows<RawAlert>(
      this.db,
      sql`insert into job_alerts (user_id, country, city, category, min_pay, words, created_at)
          select ${userId}, ${search.country}, ${search.city}, ${search.category}, ${search.minPay}::integer,
                 ${search.words}, ${now.toISOString()}::timestamptz
          where (select count(*) from job_alerts where user_id = ${userId}) < ${max}
          returning *`,
    );
    return rows[0] ? fromRaw(rows[0]) : undefined;
  }

  /** Deletes one of the user's alerts; false when there is no such alert of theirs. */
  async delete(userId: string, id: number): Promise<boolean> {
    const rows = await queryRows<{ id: number }>(
      this.db,
      sql`delete from job_alerts where id = ${id} and user_id = ${userId} returning id`,
    );
    return rows.length > 0;
  }

  // Email choice

  /** The user's choice ('instant' without a profile row); null when the user does not exist. */
  async emailChoice(userId: string): Promise<AlertEmails | null> {
    const rows = await queryRows<{ alert_emails: AlertEmails | null }>(
      this.db,
      sql`select p.alert_emails from "user" u left join profiles p on p.user_id = u.id where u.id = ${userId}`,
    );
    const row = rows[0];
    return row ? (row.alert_emails ?? 'instant') : null;
  }

  /**
   * Saves the choice; false when the user does not exist. Anything but a daily digest drops what was
   * waiting for one (marked as handled): switching back to daily later never mails a backlog.
   */
  async setEmailChoice(userId: string, emails: AlertEmails, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await queryRows<{ user_id: string }>(
        tx,
        sql`insert into profiles (user_id, alert_emails)
            select id, ${emails} from "user" where id = ${userId}
            on conflict (user_id) do update set alert_emails = excluded.alert_emails
            returning user_id`,
      );
      if (rows.length === 0) return false;
      if (emails !== 'daily') {
        await tx.execute(
          sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
              where user_id = ${userId} and emailed_at is null`,
        );
      }
      return true;
    });
  }

  // Matching (the durable queue: live jobs with alerts_matched_at null)

  /**
   * Claims up to `limit` live jobs whose alerts are not matched yet and, in the same transaction,
   * inserts their notifications (`match` computes each job's terms). Another instance skips the
   * locked rows; a crash rolls the claim back, so every job is matched exactly once.
   */
  async claimAndMatch(
    limit: number,
    now: Date,
    match: (job: ClaimedJob) => MatchTerms | null,
  ): Promise<{ jobs: number; userIds: string[] }> {
    const at = now.toISOString();
    return this.db.transaction(async (tx) => {
      const claimed = await queryRows<{
        id: number | string;
        user_id: string | null;
        country: CountryCode;
        category: CategorySlug;
        location: string;
        daily_salary: number | string;
        search_text: string;
        is_demo: boolean;
        live: boolean;
      }>(
        tx,
        sql`update jobs set alerts_matched_at = ${at}::timestamptz
            where id in (
              select id from jobs where alerts_matched_at is null and status = 'active'
              order by id limit ${limit} for update skip locked
            )
            returning id, user_id, country, category, location, daily_salary, search_text, is_demo,
                      expires_at > ${at}::timestamptz as live`,
      );
      const userIds = new Set<string>();
      // Oldest job first: notification ids follow the jobs' order.
      claimed.sort((a, b) => Number(a.id) - Number(b.id));
      for (const row of claimed) {
        const terms = match({
          id: Number(row.id),
          userId: row.user_id,
          country: row.country,
          category: row.category,
          location: row.location,
          dailySalary: Number(row.daily_salary),
          searchText: row.search_text,
          isDemo: row.is_demo,
          live: row.live,
        });
        if (!terms) continue;
        const inserted = await queryRows<{ user_id: string }>(tx, this.matchInsert(terms, at));
        inserted.forEach((notification) => userIds.add(notification.user_id));
      }
      return { jobs: claimed.length, userIds: [...userIds] };
    });
  }

  /**
   * One notification per user whose alerts match the job (the lowest matching alert id is named), never
   * the poster's own. Alert emails off: born handled (emailed_at set), so no email ever goes out for it.
   */
  private matchInsert(terms: MatchTerms, at: string): SQL {
    return sql`insert into notifications (user_id, kind, job_id, alert_id, created_at, emailed_at)
      select distinct on (a.user_id) a.user_id, 'job-alert', ${terms.jobId}, a.id, ${at}::timestamptz,
        case when p.alert_emails = 'off' then ${at}::timestamptz else null end
      from job_alerts a left join profiles p on p.user_id = a.user_id
      where ${this.matchWhere(terms)}
      order by a.user_id, a.id
      on conflict (user_id, job_id) do nothing
      returning user_id`;
  }

  /** How many alerts one job matches (the benchmark's and the tests' check of the SQL). */
  async countMatches(terms: MatchTerms): Promise<number> {
    const rows = await queryRows<{ n: number | string }>(
      this.db,
      sql`select count(*) as n from (${this.matchSelect(terms)}) as matched`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  private matchSelect(terms: MatchTerms): SQL {
    return sql`select a.id from job_alerts a where ${this.matchWhere(terms)}`;
  }

  /** The shared rules (src/shared/alerts.ts) over job_alerts `a`; the country and category use its index. */
  private matchWhere(terms: MatchTerms): SQL {
    const cityMatch = sql`(a.city is null or ${inList(sql`a.city`, terms.citySlugs)}
      or (strpos(${terms.label}, a.city) > 0 and not ${inList(sql`a.city`, terms.notTextCities)}))`;
    return sql`a.country = ${terms.country}
      and (a.category is null or ${inList(sql`a.category`, terms.categories)})
      and ${cityMatch}
      and (a.min_pay is null or a.min_pay <= ${terms.dailySalary})
      and (a.words is null or exists (
        select 1 from unnest(string_to_array(a.words, ' ')) as w(word) where strpos(${terms.searchText}, w.word) > 0
      ))
      ${terms.posterId === null ? sql`` : sql`and a.user_id <> ${terms.posterId}`}`;
  }

  // Emails

  /**
   * Claims up to `limit` notifications of users who want an email per job (at most once: claimed before
   * sending, so two instances never send one twice).
   */
  async claimInstantEmails(limit: number, now: Date): Promise<EmailDue[]> {
    const rows = await queryRows<RawEmailDue>(
      this.db,
      sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
          where id in (
            select n.id from notifications n left join profiles p on p.user_id = n.user_id
            where n.emailed_at is null and coalesce(p.alert_emails, 'instant') = 'instant'
            order by n.id limit ${limit}
            for update of n skip locked
          )
          returning id, user_id, job_id, alert_id`,
    );
    return rows.map(toEmailDue);
  }

  /**
   * Claims up to `limit` users whose daily digest is due: they chose daily, their oldest waiting job has
   * waited `intervalMs`, and no digest went out in that time. The claim stamps alert_digest_sent_at.
   */
  async claimDigestUsers(limit: number, now: Date, intervalMs: number): Promise<string[]> {
    const at = now.toISOString();
    const dueBefore = new Date(now.getTime() - intervalMs).toISOString();
    const rows = await queryRows<{ user_id: string }>(
      this.db,
      sql`update profiles set alert_digest_sent_at = ${at}::timestamptz
          where user_id in (
            select p.user_id from profiles p
            where p.alert_emails = 'daily'
              and (p.alert_digest_sent_at is null or p.alert_digest_sent_at <= ${dueBefore}::timestamptz)
              and exists (
                select 1 from notifications n
                where n.user_id = p.user_id and n.emailed_at is null and n.created_at <= ${dueBefore}::timestamptz
              )
            limit ${limit}
            for update of p skip locked
          )
          returning user_id`,
    );
    return rows.map((row) => row.user_id);
  }

  /** Claims everything waiting for the user's digest (oldest first). */
  async claimWaiting(userId: string, now: Date): Promise<EmailDue[]> {
    const rows = await queryRows<RawEmailDue>(
      this.db,
      sql`update notifications set emailed_at = ${now.toISOString()}::timestamptz
          where user_id = ${userId} and emailed_at is null
          returning id, user_id, job_id, alert_id`,
    );
    return rows.map(toEmailDue).sort((a, b) => a.id - b.id);
  }

  async recipient(userId: string): Promise<AlertRecipient | null> {
    const rows = await queryRows<AlertRecipient>(
      this.db,
      sql`select name, email, locale from "user" where id = ${userId}`,
    );
    return rows[0] ?? null;
  }

  async jobsByIds(ids: readonly number[]): Promise<Map<number, NotifiedJob>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<RawJob>(
      this.db,
      sql`select ${JOB_COLUMNS} from jobs j where j.id in (${list(ids)})`,
    );
    const jobs = rows.map(jobFromRaw).filter((job): job is NotifiedJob => job !== null);
    return new Map(jobs.map((job) => [job.id, job]));
  }

  async alertsByIds(ids: readonly number[]): Promise<Map<number, AlertRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await queryRows<RawAlert>(this.db, sql`select * from job_alerts where id in (${list(ids)})`);
    return new Map(rows.map((row) => [Number(row.id), fromRaw(row)]));
  }

  // The in-app list

  async listNotifications(
    userId: string,
    before: number | undefined,
    limit: number,
  ): Promise<NotificationRecord[]> {
    const rows = await queryRows<
      RawJob & {
        id: number | string;
        user_id: string;
        created_at: string | Date;
        read_at: string | Date | null;
        alert_id: number | string | null;
        a_country: CountryCode | null;
        a_city: string | null;
        a_category: string | null;
        a_min_pay: number | null;
        a_words: string | null;
        a_created_at: string | Date | null;
      }
    >(
      this.db,
      sql`select n.id, n.user_id, n.created_at, n.read_at, a.id as alert_id, a.country as a_country,
                 a.city as a_city, a.category as a_category, a.min_pay as a_min_pay, a.words as a_words,
                 a.created_at as a_created_at, ${JOB_COLUMNS}
          from notifications n
          join jobs j on j.id = n.job_id
          left join job_alerts a on a.id = n.alert_id
          where n.user_id = ${userId} ${before === undefined ? sql`` : sql`and n.id < ${before}`}
          order by n.id desc limit ${limit}`,
    );
    return rows.map((row) => ({
      id: Number(row.id),
      userId: row.user_id,
      createdAt: iso(row.created_at),
      read: row.read_at !== null,
      job: jobFromRaw(row),
      alert:
        row.alert_id === null
          ? null
          : fromRaw({
              id: row.alert_id,
              user_id: row.user_id,
              country: row.a_country as CountryCode,
              city: row.a_city,
              category: row.a_category,
              min_pay: row.a_min_pay,
              words: row.a_words,
              created_at: row.a_created_at as string,
            }),
    }));
  }

  /** Unread notifications, counted no further than `cap`. */
  async unreadCount(userId: string, cap: number): Promise<number> {
    const rows = await queryRows<{ n: number | string }>(
      this.db,
      sql`select count(*) as n from (
            select 1 from notifications where user_id = ${userId} and read_at is null limit ${cap}
          ) as capped`,
    );
    return Number(rows[0]?.n ?? 0);
  }

  async markRead(userId: string, upTo: number | undefined, now: Date): Promise<void> {
    await this.db.execute(
      sql`update notifications set read_at = ${now.toISOString()}::timestamptz
          where user_id = ${userId} and read_at is null
          ${upTo === undefined ? sql`` : sql`and id <= ${upTo}`}`,
    );
  }
}

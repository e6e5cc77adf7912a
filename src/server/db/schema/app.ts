import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Per-user profile details; name, email and phone live on `user`. Removed with the user. */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bio: text('bio'),
  location: text('location'),
  skills: text('skills'),
  avatarUrl: text('avatar_url'),
  /** "Email me about new messages when I'm away" (Settings; the emails' unsubscribe link turns it off). */
  messageEmails: boolean('message_emails').notNull().default(true),
  /** Job alert emails (issue #12): one per new matching job, one daily digest, or none (Settings). */
  alertEmails: text('alert_emails', { enum: ['instant', 'daily', 'off'] })
    .notNull()
    .default('instant'),
  /** When the last daily digest of job alerts went out (at most one a day). */
  alertDigestSentAt: timestamp('alert_digest_sent_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * Jobs. A deleted poster's jobs stay (closed) with user_id set to null. Public URL: /job/{id}.
 * `search_text` is the lower-cased title, description, location and category label, precomputed at
 * write time and indexed with pg_trgm for substring search.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    category: text('category').notNull(),
    dailySalary: integer('daily_salary').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    location: text('location').notNull(),
    city: text('city').notNull(),
    citySlug: text('city_slug').notNull(),
    state: text('state').notNull(),
    stateGroup: text('state_group').notNull(),
    country: text('country', { enum: ['IN', 'US'] }).notNull(),
    description: text('description').notNull(),
    phone: text('phone').notNull(),
    timing: text('timing', { enum: ['morning', 'evening', 'full-day', 'flexible'] }),
    urgency: text('urgency', { enum: ['normal', 'urgent', 'immediate'] })
      .notNull()
      .default('normal'),
    featured: boolean('featured').notNull().default(false),
    // Shift details (issue #12): "YYYY-MM-DD" | "any" | "flexible"; "HH:MM"; null when not given.
    workDate: text('work_date'),
    startTime: text('start_time'),
    hoursPerDay: integer('hours_per_day'),
    days: integer('days'),
    workersNeeded: integer('workers_needed').notNull().default(1),
    payTiming: text('pay_timing', { enum: ['same-day', 'end-of-job', 'weekly'] }),
    payMethods: text('pay_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mealsProvided: boolean('meals_provided'),
    travelPaid: boolean('travel_paid'),
    /** Closed because its last place was filled (a hire undone reopens it); false for a manual close. */
    closedWhenFilled: boolean('closed_when_filled').notNull().default(false),
    /**
     * held: kept out of every list until a moderator looks (scam wording or 3 reports, `review_reason`);
     * removed: taken down by a moderator (or its poster was banned).
     */
    status: text('status', { enum: ['active', 'closed', 'expired', 'held', 'removed'] })
      .notNull()
      .default('active'),
    reviewReason: text('review_reason', { enum: ['wording', 'reports', 'linked'] }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When saved job alerts were matched against this job; null until then (live jobs are matched once). */
    alertsMatchedAt: timestamp('alerts_matched_at', { withTimezone: true }),
    searchText: text('search_text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Listings: the leading columns give the order; the trailing ones let counts and filters be
    // answered from the index alone (index-only scans), see docs/decisions/0008-job-search.md.
    index('jobs_active_newest_idx')
      .on(t.country, t.createdAt.desc(), t.id.desc(), t.expiresAt, t.category, t.timing, t.dailySalary)
      .where(sql`${t.status} = 'active'`),
    // City listings: featured first, then newest (spec 9), one index range per city slug / state group.
    index('jobs_active_city_featured_idx')
      .on(
        t.country,
        t.citySlug,
        t.featured.desc(),
        t.createdAt.desc(),
        t.id.desc(),
        t.expiresAt,
        t.category,
        t.timing,
        t.dailySalary,
      )
      .where(sql`${t.status} = 'active'`),
    index('jobs_active_group_featured_idx')
      .on(t.country, t.stateGroup, t.featured.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'active'`),
    index('jobs_active_salary_idx')
      .on(t.country, t.dailySalary, t.id, t.expiresAt, t.category, t.timing)
      .where(sql`${t.status} = 'active'`),
    // Counts of job-type / timing / pay filters, index-only (one range per category).
    index('jobs_active_category_idx')
      .on(t.country, t.category, t.timing, t.dailySalary, t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // The expiry sweep (active jobs past expires_at become 'expired').
    index('jobs_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    index('jobs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('jobs_user_idx').on(t.userId, t.createdAt.desc()),
    // The moderation queue's held jobs.
    index('jobs_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
    // Live jobs whose alerts are still to be matched (the background matcher's queue).
    index('jobs_alerts_pending_idx')
      .on(t.id)
      .where(sql`${t.alertsMatchedAt} is null and ${t.status} = 'active'`),
  ],
);

/**
 * One conversation per (job, employer, worker). Participants deleted later become null
 * ("Deleted user"); the conversation and its messages stay for the other person.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    employerId: text('employer_id').references(() => user.id, { onDelete: 'set null' }),
    workerId: text('worker_id').references(() => user.id, { onDelete: 'set null' }),
    /** Each participant's read marker: the id of the newest message they have seen. */
    employerLastReadId: bigint('employer_last_read_id', { mode: 'number' }),
    workerLastReadId: bigint('worker_last_read_id', { mode: 'number' }),
    /** When each participant was last emailed about a new message here (at most one an hour). */
    employerEmailedAt: timestamp('employer_emailed_at', { withTimezone: true }),
    workerEmailedAt: timestamp('worker_emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_job_employer_worker_key').on(t.jobId, t.employerId, t.workerId),
    index('conversations_employer_idx').on(t.employerId, t.updatedAt.desc()),
    index('conversations_worker_idx').on(t.workerId, t.updatedAt.desc()),
  ],
);

/** Workers hired for a job from its conversations (issue #12 crews): one row per job and worker. */
export const jobHires = pgTable(
  'job_hires',
  {
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    workerId: text('worker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    hiredAt: timestamp('hired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.workerId] })],
);

/**
 * Messages with an ordered id so a client resumes after a reconnect ("give me ids > N").
 * (sender_id, client_id) is unique: resending the same client_id is idempotent.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    clientId: text('client_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

/**
 * App instances with live sockets, each refreshing `seen_at` while it runs. An instance that stops
 * without cleaning up (killed) goes stale and its presence rows stop counting.
 */
export const liveInstances = pgTable('live_instances', {
  instanceId: text('instance_id').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

/** How many live sockets a user has on an instance: "is this user connected anywhere?" for emails. */
export const livePresence = pgTable(
  'live_presence',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    instanceId: text('instance_id')
      .notNull()
      .references(() => liveInstances.instanceId, { onDelete: 'cascade' }),
    connections: integer('connections').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.instanceId] }),
    index('live_presence_instance_idx').on(t.instanceId),
  ],
);

/** Fixed-window counters shared by every app instance (the rate limiter). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** Messages sent through the contact form. */
export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ipAddress: text('ip_address'),
  userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * Reports of a job, a message or a conversation (the other person in it), one per reporter and item.
 * `resolved_at` is set when a moderator has dealt with the item.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    targetKind: text('target_kind', { enum: ['job', 'message', 'conversation'] }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    /** The user the report is about (the job's poster, the message's sender, the other participant). */
    reportedUserId: text('reported_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: ['money', 'fake', 'abuse', 'other'] }).notNull(),
    details: text('details'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reports_reporter_target_key').on(t.reporterId, t.targetKind, t.targetId),
    index('reports_open_idx')
      .on(t.targetKind, t.targetId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

/** Who blocked whom: neither can message the other while the row exists. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('user_blocks_blocked_idx').on(t.blockedId),
  ],
);

/** Banned users: no sign-in, posting or messaging. */
export const userBans = pgTable('user_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  bannedBy: text('banned_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** The moderators' audit log: who did what to which item, when. Kept when people are deleted. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    moderatorId: text('moderator_id').references(() => user.id, { onDelete: 'set null' }),
    moderatorEmail: text('moderator_email').notNull(),
    action: text('action', { enum: ['approve', 'remove', 'dismiss', 'ban'] }).notNull(),
    targetKind: text('target_kind', { enum: ['job', 'message', 'conversation', 'user'] }).notNull(),
    targetId: text('target_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('moderation_actions_created_idx').on(t.createdAt.desc())],
);

/**
 * Saved searches ("Alert me", issue #12), at most 10 per user. Null filters match everything; the
 * others mean what the job list's query parameters of the same name mean.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    country: text('country', { enum: ['IN', 'US'] }).notNull(),
    /** A city slug or city text (the list's `city`). */
    city: text('city'),
    /** A category group id or category slug (the list's `category`). */
    category: text('category'),
    /** Daily pay at least (the list's `minPay`). */
    minPay: integer('min_pay'),
    /** Search words (the list's `search`). */
    words: text('words'),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    index('job_alerts_match_idx').on(t.country, t.category, t.city),
  ],
);

/**
 * A user's in-app notifications: for now, a new job matching one of their alerts (one per user and
 * job however many alerts match). `emailed_at` is null while it waits for a daily digest.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['job-alert'] })
      .notNull()
      .default('job-alert'),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    alertId: bigint('alert_id', { mode: 'number' }).references(() => jobAlerts.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_user_job_key').on(t.userId, t.jobId),
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    index('notifications_unemailed_idx')
      .on(t.userId)
      .where(sql`${t.emailedAt} is null`),
  ],
);

/**
 * Ratings (issue #12): each side of a job may rate the other once per job. A worker rating the poster
 * (`rater_role` worker) also says whether they were paid in full and on time. The rated user may
 * answer once, publicly.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    jobId: bigint('job_id', { mode: 'number' })
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    raterId: text('rater_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    rateeId: text('ratee_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    raterRole: text('rater_role', { enum: ['worker', 'employer'] }).notNull(),
    stars: integer('stars').notNull(),
    comment: text('comment'),
    paidOnTime: boolean('paid_on_time'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ratings_job_rater_ratee_key').on(t.jobId, t.raterId, t.rateeId),
    index('ratings_ratee_idx').on(t.rateeId, t.createdAt.desc()),
    check('ratings_stars_range', sql`${t.stars} between 1 and 5`),
  ],
);

/** Small key/value facts about this database (for example whether demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

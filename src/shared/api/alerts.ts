import { z } from 'zod';
import { CATEGORY_SLUGS } from '../categories';
import { ALERTS_PER_USER_MAX, DAILY_SALARY_MAX } from '../limits';
import { idParams, idQuery, idSchema } from './ids';
import { countrySchema } from './jobs';
import { numberInput } from './numbers';
import { validationKey, type ValidationName } from './validation';

/**
 * The job alerts contract (issue #12). Everything here needs a session (401 without one).
 *  GET    /api/me/alerts                 the user's saved alerts, newest first, and their email choice
 *                                        -> alertListResponseSchema
 *  POST   /api/me/alerts                 saves a job list's search (alertInputSchema) -> 201 alertSchema;
 *                                        the same search again -> 200 with the one already saved;
 *                                        400 validation_failed (unknown city or category: `fields`),
 *                                        400 empty_alert (no city, category, pay or words: it would be
 *                                        every job of the country); 409 too_many_alerts (10 at most);
 *                                        429 rate_limited
 *  DELETE /api/me/alerts/:id             deletes one of the user's alerts -> 204; 404 for anyone else's
 *  PUT    /api/me/alert-emails           { emails } -> { emails }: instant, daily digest or off
 *  GET    /api/me/notifications?before   the in-app list, newest first, 30 a page -> notificationListResponseSchema
 *  GET    /api/me/notifications/unread   { unread } (the header's bell; counted up to 100)
 *  POST   /api/me/notifications/read     { upTo? } marks the user's notifications read (all, or up to
 *                                        that id) -> { unread }
 * Emails carry an unsubscribe link and List-Unsubscribe headers: GET/POST /api/notifications/unsubscribe
 * (contract in messages.ts) with an alerts token turns alert emails off without signing in.
 * The realtime socket pushes { type: 'notifications' } when new ones arrive (ServerFrame in messages.ts).
 */

export const ALERT_EMAIL_CHOICES = ['instant', 'daily', 'off'] as const;
export type AlertEmails = (typeof ALERT_EMAIL_CHOICES)[number];

export const TOO_MANY_ALERTS_MESSAGE = `You already have ${ALERTS_PER_USER_MAX} job alerts, the most you can keep. Delete one in Settings to add another.`;
export const EMPTY_ALERT_MESSAGE =
  'Choose a city, a job type, a pay or search words first, so we send you only the jobs you want.';

const optionalText = (max: number, name: ValidationName) =>
  z
    .string(validationKey(name))
    .trim()
    .max(max, validationKey(name))
    .nullish()
    .transform((value) => (value ? value : null));

export const alertInputSchema = z.object({
  country: countrySchema,
  city: optionalText(100, 'alertCity'),
  category: optionalText(60, 'alertCategory'),
  minPay: numberInput(
    z
      .number(validationKey('alertPayNumber'))
      .int(validationKey('alertPayWhole'))
      .min(0, validationKey('alertPayNegative'))
      .max(DAILY_SALARY_MAX, validationKey('alertPayTooHigh')),
  )
    .nullish()
    .transform((value) => value ?? null),
  words: optionalText(200, 'alertWords'),
});
export type AlertInput = z.input<typeof alertInputSchema>;
export type ParsedAlertInput = z.output<typeof alertInputSchema>;

/** Params of DELETE /api/me/alerts/:id. */
export const alertIdParams = idParams('This alert does not exist.');

export const alertSchema = z.object({
  id: z.number(),
  country: countrySchema,
  /** A built-in city's slug, other city text (lower-cased), or null for every city. */
  city: z.string().nullable(),
  /** A category group id, or null for every kind of work. */
  category: z.string().nullable(),
  minPay: z.number().nullable(),
  /** The search words joined by one space, or null. */
  words: z.string().nullable(),
  createdAt: z.string(),
});
export type Alert = z.infer<typeof alertSchema>;

export const alertListResponseSchema = z.object({
  alerts: z.array(alertSchema),
  emails: z.enum(ALERT_EMAIL_CHOICES),
});
export type AlertListResponse = z.infer<typeof alertListResponseSchema>;

export const alertEmailsInputSchema = z.object({
  emails: z.enum(ALERT_EMAIL_CHOICES, validationKey('alertEmails')),
});
export type AlertEmailsInput = z.infer<typeof alertEmailsInputSchema>;
/** PUT /api/me/alert-emails answers the choice saved. */
export const alertEmailsResponseSchema = alertEmailsInputSchema;

/** A matched job as a notification shows it (not the whole job: the list stays light on slow networks). */
export const notificationJobSchema = z.object({
  id: z.number(),
  title: z.string(),
  category: z.enum(CATEGORY_SLUGS),
  categoryLabel: z.string(),
  location: z.string(),
  city: z.string(),
  country: countrySchema,
  dailySalary: z.number(),
  currency: z.enum(['INR', 'USD']),
  /** active: open for work; closed or expired: shown greyed ("no longer available"). */
  status: z.enum(['active', 'closed', 'expired']),
  createdAt: z.string(),
});
export type NotificationJob = z.infer<typeof notificationJobSchema>;

export const notificationSchema = z.object({
  id: z.number(),
  kind: z.literal('job-alert'),
  createdAt: z.string(),
  read: z.boolean(),
  /** Null when the job was taken down (held or removed by a moderator, or deleted). */
  job: notificationJobSchema.nullable(),
  /** The alert that matched; null once deleted. */
  alert: alertSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  /** The id of the oldest notification already shown: the page after it. */
  before: idQuery.optional(),
});

export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** The `before` of the next page, or null at the end. */
  nextBefore: z.number().nullable(),
  unread: z.number(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

export const notificationsReadInputSchema = z
  .object({
    /** Mark read up to this id (inclusive); all when missing. */
    upTo: idSchema.optional(),
  })
  // No body at all: all of them.
  .default({});

export const unreadNotificationsResponseSchema = z.object({ unread: z.number() });
export type UnreadNotificationsResponse = z.infer<typeof unreadNotificationsResponseSchema>;

/** The unread count stops at this (the badge shows "99+"). */
export const NOTIFICATIONS_UNREAD_CAP = 100;

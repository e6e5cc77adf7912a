/**
 * The API as web tests see it: a real HTTP layer (MSW intercepts the app's own fetch calls) answering
 * by method and path with bodies typed from the contracts in src/shared/api. A route a test did not
 * give answers 404 not_found, as the server does for a path it does not know.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountUser, MeResponse, MessageResponse, SignUpResponse } from '../../shared/api/accounts';
import type { Alert, AlertEmailsInput, AlertListResponse } from '../../shared/api/alerts';
import type { NotificationListResponse, UnreadNotificationsResponse } from '../../shared/api/alerts';
import type { ContactResponse } from '../../shared/api/contact';
import type { PhoneVerificationResponse, VerifiedPhonesResponse } from '../../shared/api/job-phones';
import type { PushDevice } from '../../shared/api/push';
import type { Job, JobListResponse, JobPhoneResponse, MyJobsResponse } from '../../shared/api/jobs';
import type {
  Conversation,
  ConversationListResponse,
  HireResponse,
  MarkReadResponse,
  Message,
  MessagePage,
  StartConversationResponse,
  UnreadResponse,
  UnsubscribePreview,
} from '../../shared/api/messages';
import type { ModerationActionResponse, ModerationLog, ModerationQueue } from '../../shared/api/moderation';
import type { PublicProfile, PublicRating, RatingStatus, RatingSummary } from '../../shared/api/ratings';
import type { BlockListResponse, BlockResponse, ReportResponse } from '../../shared/api/safety';
import type { VitalsSummary } from '../../shared/api/vitals';
import type { DevEmail } from '../features/dev/api';
import type { SessionData } from '../lib/session';

type Id = number;

/**
 * What each route answers, by "METHOD /path" (a number where the path has an id). A route missing here
 * is one the web app does not call.
 */
export interface ApiAnswers {
  'GET /api/auth/get-session': SessionData | null;
  'POST /api/accounts/sign-up': SignUpResponse;
  'POST /api/accounts/sign-in': { user: AccountUser };
  'POST /api/accounts/sign-out': MessageResponse;
  'POST /api/accounts/social': { url: string };
  'POST /api/accounts/verify-email': { user: AccountUser };
  'POST /api/accounts/resend-code': MessageResponse;
  'POST /api/accounts/password-reset/request': MessageResponse;
  'POST /api/accounts/password-reset/confirm': MessageResponse;
  'GET /api/accounts/me': MeResponse;
  'PATCH /api/accounts/me': MeResponse;
  'POST /api/accounts/me/email/confirm': MeResponse;
  'POST /api/accounts/me/phone/send-code': MessageResponse;
  'POST /api/accounts/me/phone/confirm': MeResponse;
  'POST /api/accounts/me/password': MessageResponse;
  'PATCH /api/accounts/me/preferences': MeResponse;
  'POST /api/accounts/me/delete/request-code': MessageResponse;
  'POST /api/accounts/me/delete': MessageResponse;
  'GET /api/jobs': JobListResponse;
  'POST /api/jobs': Job;
  [route: `GET /api/jobs/${Id}`]: Job;
  [route: `PATCH /api/jobs/${Id}`]: Job;
  [route: `POST /api/jobs/${Id}/phone`]: JobPhoneResponse;
  [route: `POST /api/jobs/${Id}/${'close' | 'renew' | 'reopen'}`]: Job;
  [route: `POST /api/jobs/${Id}/report`]: ReportResponse;
  'GET /api/me/jobs': MyJobsResponse;
  'GET /api/me/phones': VerifiedPhonesResponse;
  'POST /api/phones/verification': PhoneVerificationResponse;
  'POST /api/phones/verification/check': PhoneVerificationResponse;
  'GET /api/conversations': ConversationListResponse;
  'POST /api/conversations': StartConversationResponse;
  [route: `GET /api/conversations/${Id}`]: Conversation;
  [route: `GET /api/conversations/${Id}/messages`]: MessagePage;
  [route: `POST /api/conversations/${Id}/messages`]: Message;
  [route: `POST /api/conversations/${Id}/read`]: MarkReadResponse;
  [route: `POST /api/conversations/${Id}/block`]: BlockResponse;
  [route: `POST /api/conversations/${Id}/report`]: ReportResponse;
  [route: `${'POST' | 'DELETE'} /api/conversations/${Id}/hire`]: HireResponse;
  [route: `${'GET' | 'PUT'} /api/conversations/${Id}/rating`]: RatingStatus;
  [route: `POST /api/messages/${Id}/report`]: ReportResponse;
  'GET /api/me/unread': UnreadResponse;
  'GET /api/me/blocks': BlockListResponse;
  [route: `DELETE /api/me/blocks/${string}`]: BlockResponse;
  'GET /api/me/alerts': AlertListResponse;
  'POST /api/me/alerts': Alert;
  [route: `DELETE /api/me/alerts/${Id}`]: null;
  'PUT /api/me/alert-emails': AlertEmailsInput;
  'GET /api/me/notifications': NotificationListResponse;
  'GET /api/me/notifications/unread': UnreadNotificationsResponse;
  'POST /api/me/notifications/read': { unread: number };
  [route: `GET /api/users/${string}/profile`]: PublicProfile;
  [route: `GET /api/users/${string}/rating-summary`]: RatingSummary;
  [route: `POST /api/ratings/${Id}/reply`]: PublicRating;
  'GET /api/moderation/queue': ModerationQueue;
  'GET /api/moderation/log': ModerationLog;
  'GET /api/moderation/vitals': VitalsSummary;
  [route: `POST /api/moderation/${string}`]: ModerationActionResponse;
  'GET /api/notifications/unsubscribe': UnsubscribePreview;
  'POST /api/notifications/unsubscribe': { message: string };
  'GET /api/push/key': { publicKey: string };
  'GET /api/me/push-subscriptions': { devices: PushDevice[] };
  'POST /api/me/push-subscriptions': PushDevice;
  [route: `DELETE /api/me/push-subscriptions/${Id}`]: null;
  'POST /api/contact': ContactResponse;
  'GET /api/dev/mailbox': { emails: DevEmail[] };
  'POST /api/ai-job-assistant': never;
}

export type ApiRoute = keyof ApiAnswers;

/** Answers a request itself: an error, a status other than 200, a body computed from the request. */
export type ApiHandler = (request: Request, url: URL) => Response | Promise<Response>;

export type ApiRoutes = { [Route in ApiRoute]?: ApiAnswers[Route] | ApiHandler };

/** A request the app made, with its JSON body (or text) read once for the test. */
export interface SentRequest {
  method: string;
  /** The path without the query. */
  path: string;
  url: URL;
  body: unknown;
}

export function json(body: unknown, status = 200): Response {
  return HttpResponse.json(body as never, { status });
}

export const apiServer = setupServer();

async function record(request: Request, sent: SentRequest[]): Promise<void> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = text || undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a beacon's text): kept as text.
  }
  sent.push({ method: request.method, path: url.pathname, url, body });
}

/**
 * Gives this test's API routes: `mockApi({ 'GET /api/jobs': { jobs: [], nextCursor: null } })`.
 * Returns every request the app sent to the API, in order, to check what it sent.
 */
export function mockApi(routes: ApiRoutes): SentRequest[] {
  const sent: SentRequest[] = [];
  const handlers = Object.entries(routes).map(([route, answer]) => {
    const [method = 'GET', path = '/'] = route.split(' ');
    return http[method.toLowerCase() as 'get'](path, async ({ request }) => {
      await record(request, sent);
      return typeof answer === 'function' ? answer(request, new URL(request.url)) : json(answer);
    });
  });
  apiServer.resetHandlers(
    ...handlers,
    http.all('/api/*', async ({ request }) => {
      await record(request, sent);
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return sent;
}

/** A job list with nothing in it. */
export const NO_JOBS: JobListResponse = {
  jobs: [],
  nextCursor: null,
  total: 0,
  totalIsCapped: false,
  city: null,
};

/** The default API: signed out, no jobs. */
export const SIGNED_OUT = {
  'GET /api/auth/get-session': null,
  'GET /api/jobs': NO_JOBS,
} satisfies ApiRoutes;

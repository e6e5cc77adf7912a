import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import {
  unsubscribeDoneSchema,
  unsubscribePostBodySchema,
  unsubscribePostQuerySchema,
  unsubscribePreviewSchema,
  unsubscribeQuerySchema,
  type UnsubscribeKind,
} from '../../shared/api/messages';
import { buildPath } from '../../shared/routes';

/**
 * Unsubscribe links that work without signing in, one kind of email each (message emails, job alert
 * emails). A token is the user id with an HMAC of the kind and the id under the app's secret, so it
 * turns off only that kind, only for that user. Message tokens keep their first form ("{userId}.{mac}"),
 * so links in emails already sent still work; other kinds start with their name ("alerts.{userId}.{mac}").
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  private signature(kind: UnsubscribeKind, userId: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe:${kind}:${userId}`).digest('base64url');
  }

  token(kind: UnsubscribeKind, userId: string): string {
    const prefix = kind === 'messages' ? '' : `${kind}.`;
    return `${prefix}${userId}.${this.signature(kind, userId)}`;
  }

  /** Who and what a token was made for, or null for anything else. */
  read(token: string): { kind: UnsubscribeKind; userId: string } | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0) return null;
    let subject = token.slice(0, dot);
    let kind: UnsubscribeKind = 'messages';
    if (subject.startsWith('alerts.')) {
      kind = 'alerts';
      subject = subject.slice('alerts.'.length);
    }
    if (!subject) return null;
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.signature(kind, subject));
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? { kind, userId: subject }
      : null;
  }

  /** The page link for the email's body and the one-click URL for its List-Unsubscribe header. */
  links(publicUrl: string, kind: UnsubscribeKind, userId: string) {
    const token = encodeURIComponent(this.token(kind, userId));
    return {
      pageUrl: `${publicUrl}${buildPath('unsubscribe')}?token=${token}`,
      headers: {
        'List-Unsubscribe': `<${publicUrl}/api/notifications/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}

/** One kind of email, as the unsubscribe page sees it. */
export interface EmailSwitch {
  /** Whether that kind of email is on for the user. */
  enabled(userId: string): Promise<boolean>;
  /** Turns it off; false when the user does not exist. */
  turnOff(userId: string): Promise<boolean>;
  /** The answer to a successful POST. */
  doneMessage: string;
}

const invalidToken = () => new AppError(400, 'invalid_token', 'This link is not valid.');

/**
 * GET /api/notifications/unsubscribe (what the token would turn off; opening a link changes nothing, as
 * mail scanners open links) and POST (turns it off), signed out. RFC 8058 one-click POSTs arrive
 * form-encoded from mail providers.
 */
export async function unsubscribeRoutes(
  instance: FastifyInstance,
  options: { tokens: UnsubscribeTokens; switches: Record<UnsubscribeKind, EmailSwitch> },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { tokens, switches } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.get(
    '/api/notifications/unsubscribe',
    { schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribePreviewSchema } } },
    async (request) => {
      const subject = tokens.read(request.query.token);
      if (!subject) throw invalidToken();
      return { kind: subject.kind, enabled: await switches[subject.kind].enabled(subject.userId) };
    },
  );
  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        querystring: unsubscribePostQuerySchema,
        body: unsubscribePostBodySchema,
        response: { 200: unsubscribeDoneSchema },
      },
    },
    async (request) => {
      const token = request.body?.token ?? request.query.token;
      const subject = token ? tokens.read(token) : null;
      const emails = subject && switches[subject.kind];
      if (!subject || !emails || !(await emails.turnOff(subject.userId))) throw invalidToken();
      return { message: emails.doneMessage };
    },
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fromNodeHeaders } from 'better-auth/node';
import {
  changePasswordRequestSchema,
  confirmEmailChangeSchema,
  confirmPhoneSchema,
  deleteAccountRequestSchema,
  meResponseSchema,
  messageResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  preferencesRequestSchema,
  resendCodeRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  socialSignInRequestSchema,
  socialSignInResponseSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from '../../../shared/api/accounts';
import { signedIn } from '../../auth/signed-in';
import type { RequestContext, WithCookies } from './accounts.deps';
import { NO_USER_LOGGED_IN } from './accounts.errors';
import type { AccountsService } from './accounts.service';
import type { ProfileService } from './profile.service';

export interface AccountsRoutesOptions {
  accounts: AccountsService;
  profiles: ProfileService;
  /** Called after an account is deleted: its sessions went with it, so its sockets close everywhere. */
  sessionsEnded: (userId: string) => Promise<void>;
}

function contextOf(request: FastifyRequest): RequestContext {
  const headers = fromNodeHeaders(request.headers);
  headers.set('x-forwarded-for', request.ip);
  return { ip: request.ip, headers };
}

function send<T>(reply: FastifyReply, result: WithCookies<T>): FastifyReply {
  if (result.cookies.length > 0) reply.header('set-cookie', result.cookies);
  return reply.send(result.body);
}

async function userIdOf(request: FastifyRequest): Promise<string> {
  const session = await request.requireSession(NO_USER_LOGGED_IN);
  return session.user.id;
}

/** The accounts API under /api/accounts (contract: src/shared/api/accounts.ts). */
export async function accountsRoutes(
  instance: FastifyInstance,
  { accounts, profiles, sessionsEnded }: AccountsRoutesOptions,
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const message = { 200: messageResponseSchema };
  const me = { 200: meResponseSchema };

  app.post(
    '/api/accounts/sign-up',
    { schema: { body: signUpRequestSchema, response: { 200: signUpResponseSchema } } },
    async (request, reply) => send(reply, await accounts.signUp(request.body, contextOf(request))),
  );
  app.post(
    '/api/accounts/sign-in',
    { schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } } },
    async (request, reply) => send(reply, await accounts.signIn(request.body, contextOf(request))),
  );
  app.post(
    '/api/accounts/verify-email',
    { schema: { body: verifyEmailRequestSchema, response: { 200: signInResponseSchema } } },
    async (request, reply) => send(reply, await accounts.verifyEmail(request.body, contextOf(request))),
  );
  app.post(
    '/api/accounts/resend-code',
    { schema: { body: resendCodeRequestSchema, response: message } },
    async (request) => accounts.resendCode(request.body, contextOf(request)),
  );
  app.post(
    '/api/accounts/password-reset/request',
    { schema: { body: passwordResetRequestSchema, response: message } },
    async (request) => accounts.requestPasswordReset(request.body, contextOf(request)),
  );
  app.post(
    '/api/accounts/password-reset/confirm',
    { schema: { body: passwordResetConfirmSchema, response: message } },
    async (request) => accounts.confirmPasswordReset(request.body, contextOf(request)),
  );
  app.post('/api/accounts/sign-out', { schema: { response: message } }, async (request, reply) =>
    send(reply, await accounts.signOut(contextOf(request))),
  );
  app.post(
    '/api/accounts/social',
    { schema: { body: socialSignInRequestSchema, response: { 200: socialSignInResponseSchema } } },
    async (request, reply) => send(reply, await accounts.socialSignIn(request.body, contextOf(request))),
  );

  // The signed-in user's own account: signed out is a 401 before any input is looked at.
  const session = signedIn(NO_USER_LOGGED_IN);
  app.get('/api/accounts/me', { preValidation: session, schema: { response: me } }, async (request) =>
    profiles.me(await userIdOf(request)),
  );
  app.patch(
    '/api/accounts/me',
    { preValidation: session, schema: { body: updateProfileRequestSchema, response: me } },
    async (request) => profiles.updateProfile(await userIdOf(request), request.body, contextOf(request)),
  );
  app.post(
    '/api/accounts/me/email/confirm',
    { preValidation: session, schema: { body: confirmEmailChangeSchema, response: me } },
    async (request) =>
      profiles.confirmEmailChange(await userIdOf(request), request.body.code, contextOf(request)),
  );
  app.post(
    '/api/accounts/me/phone/send-code',
    { preValidation: session, schema: { response: message } },
    async (request) => profiles.requestPhoneCode(await userIdOf(request), contextOf(request)),
  );
  app.post(
    '/api/accounts/me/phone/confirm',
    { preValidation: session, schema: { body: confirmPhoneSchema, response: me } },
    async (request) => profiles.confirmPhone(await userIdOf(request), request.body.code, contextOf(request)),
  );
  app.post(
    '/api/accounts/me/password',
    { preValidation: session, schema: { body: changePasswordRequestSchema, response: message } },
    async (request, reply) =>
      send(reply, await profiles.changePassword(await userIdOf(request), request.body, contextOf(request))),
  );
  app.patch(
    '/api/accounts/me/preferences',
    { preValidation: session, schema: { body: preferencesRequestSchema, response: me } },
    async (request) => profiles.setPreferences(await userIdOf(request), request.body),
  );
  app.post(
    '/api/accounts/me/delete/request-code',
    { preValidation: session, schema: { response: message } },
    async (request) => profiles.requestDeleteCode(await userIdOf(request), contextOf(request)),
  );
  app.post(
    '/api/accounts/me/delete',
    { preValidation: session, schema: { body: deleteAccountRequestSchema, response: message } },
    async (request, reply) => {
      const userId = await userIdOf(request);
      const result = await profiles.deleteAccount(userId, request.body, contextOf(request));
      // The sessions went with the user (no better-auth hook runs): close its sockets everywhere.
      await sessionsEnded(userId);
      return send(reply, result);
    },
  );
}

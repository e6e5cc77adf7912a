import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { generateId } from 'better-auth';
import { fromNodeHeaders } from 'better-auth/node';
import {
  changePasswordRequestSchema,
  confirmEmailChangeSchema,
  deleteAccountRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  preferencesRequestSchema,
  resendCodeRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  socialSignInRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from '../../../shared/api/accounts';
import { SESSIONS_CHANNEL } from '../../realtime/hub';
import { AccountCodes } from './account-codes';
import type { AccountsDeps, RequestContext, WithCookies } from './accounts.deps';
import { NO_USER_LOGGED_IN } from './accounts.errors';
import { AccountMail } from './accounts.mail';
import { AccountsRepo } from './accounts.repo';
import { AccountsService } from './accounts.service';
import { AuthGateway } from './auth-gateway';
import { ProfileService } from './profile.service';

function accountsDeps(app: FastifyInstance): AccountsDeps {
  const repo = new AccountsRepo(app.deps.database.db);
  const newId = () => generateId();
  return {
    repo,
    gateway: new AuthGateway(app.services.auth),
    mail: new AccountMail(app.deps.mailer, app.deps.env, app.log),
    codes: new AccountCodes(repo, app.services.now),
    limiter: app.services.rateLimiter,
    env: app.deps.env,
    now: app.services.now,
    newId,
  };
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
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const deps = accountsDeps(app);
  const accounts = new AccountsService(deps);
  const profiles = new ProfileService(deps);

  app.post('/api/accounts/sign-up', async (request, reply) =>
    send(reply, await accounts.signUp(signUpRequestSchema.parse(request.body), contextOf(request))),
  );
  app.post('/api/accounts/sign-in', async (request, reply) =>
    send(reply, await accounts.signIn(signInRequestSchema.parse(request.body), contextOf(request))),
  );
  app.post('/api/accounts/verify-email', async (request, reply) =>
    send(reply, await accounts.verifyEmail(verifyEmailRequestSchema.parse(request.body), contextOf(request))),
  );
  app.post('/api/accounts/resend-code', async (request) =>
    accounts.resendCode(resendCodeRequestSchema.parse(request.body), contextOf(request)),
  );
  app.post('/api/accounts/password-reset/request', async (request) =>
    accounts.requestPasswordReset(passwordResetRequestSchema.parse(request.body), contextOf(request)),
  );
  app.post('/api/accounts/password-reset/confirm', async (request) =>
    accounts.confirmPasswordReset(passwordResetConfirmSchema.parse(request.body), contextOf(request)),
  );
  app.post('/api/accounts/sign-out', async (request, reply) =>
    send(reply, await accounts.signOut(contextOf(request))),
  );
  app.post('/api/accounts/social', async (request, reply) =>
    send(
      reply,
      await accounts.socialSignIn(socialSignInRequestSchema.parse(request.body), contextOf(request)),
    ),
  );

  app.get('/api/accounts/me', async (request) => profiles.me(await userIdOf(request)));
  app.patch('/api/accounts/me', async (request) => {
    const userId = await userIdOf(request);
    return profiles.updateProfile(userId, updateProfileRequestSchema.parse(request.body), contextOf(request));
  });
  app.post('/api/accounts/me/email/confirm', async (request) => {
    const userId = await userIdOf(request);
    const { code } = confirmEmailChangeSchema.parse(request.body);
    return profiles.confirmEmailChange(userId, code, contextOf(request));
  });
  app.post('/api/accounts/me/password', async (request, reply) => {
    const userId = await userIdOf(request);
    const input = changePasswordRequestSchema.parse(request.body);
    return send(reply, await profiles.changePassword(userId, input, contextOf(request)));
  });
  app.patch('/api/accounts/me/preferences', async (request) => {
    const userId = await userIdOf(request);
    return profiles.setPreferences(userId, preferencesRequestSchema.parse(request.body));
  });
  app.post('/api/accounts/me/delete/request-code', async (request) =>
    profiles.requestDeleteCode(await userIdOf(request), contextOf(request)),
  );
  app.post('/api/accounts/me/delete', async (request, reply) => {
    const userId = await userIdOf(request);
    const input = deleteAccountRequestSchema.parse(request.body);
    const result = await profiles.deleteAccount(userId, input, contextOf(request));
    // The sessions went with the user (no better-auth hook runs): close its sockets everywhere.
    await app.deps.bus.publish(SESSIONS_CHANNEL, { userId });
    return send(reply, result);
  });
}

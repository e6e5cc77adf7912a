import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signedIn } from '../../auth/signed-in';
import { AppError } from '../../errors';
import {
  phoneCodeCheckInputSchema,
  phoneVerificationInputSchema,
  phoneVerificationResponseSchema,
  verifiedPhonesResponseSchema,
} from '../../../shared/api/job-phones';
import { acceptedLanguages, localeFromLanguages } from '../../../shared/preferences';
import { jobPhoneE164 } from './job-posting';
import type { JobsService } from './jobs.service';

/** What verifying a Call number needs from the SMS codes (accounts' PhoneCodes, passed in by app.ts). */
export interface JobPhoneCodes {
  sendPhoneCode(
    input: { userId: string; phone: string; purpose: 'job-phone'; locale?: string | null },
    request: { ip: string },
  ): Promise<boolean>;
  checkPhoneCode(
    input: { userId: string; phone: string; purpose: 'job-phone'; code: string },
    request: { ip: string },
  ): Promise<void>;
}

/**
 * Verifying a job's Call number in place (issue #24; contract: src/shared/api/job-phones.ts). The codes,
 * their limits and the banned numbers are the SMS codes module's; a banned account's number tried again
 * is kept for the moderators (a repeat).
 */
export async function jobPhonesRoutes(
  instance: FastifyInstance,
  options: { jobs: JobsService; codes: JobPhoneCodes },
): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { jobs, codes } = options;

  /** Runs a step; a banned number is noted as a repeat before the 403 goes out. */
  const noting = async <T>(userId: string, phone: string, step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (error) {
      if (error instanceof AppError && error.code === 'phone_banned') {
        await jobs.noteRepeatAttempt(userId, phone);
      }
      throw error;
    }
  };

  const locale = (request: FastifyRequest, fallback: string | null | undefined) =>
    fallback ?? localeFromLanguages(acceptedLanguages(request.headers['accept-language']));

  app.get(
    '/api/me/phones',
    { preValidation: signedIn(), schema: { response: { 200: verifiedPhonesResponseSchema } } },
    async (request, reply) => {
      const session = await request.requireSession();
      reply.header('cache-control', 'private, no-store');
      return { phones: await jobs.verifiedPhones(session.user.id) };
    },
  );

  app.post(
    '/api/phones/verification',
    {
      preValidation: signedIn(),
      schema: { body: phoneVerificationInputSchema, response: { 200: phoneVerificationResponseSchema } },
    },
    async (request) => {
      const session = await request.requireSession();
      const userId = session.user.id;
      const phone = jobPhoneE164(request.body.phone, request.body.country);
      if (await jobs.hasVerifiedPhone(userId, phone)) return { phone, sent: false, verified: true };
      const userLocale = (session.user as { locale?: string | null }).locale;
      await noting(userId, phone, () =>
        codes.sendPhoneCode(
          { userId, phone, purpose: 'job-phone', locale: locale(request, userLocale) },
          { ip: request.ip },
        ),
      );
      return { phone, sent: true, verified: false };
    },
  );

  app.post(
    '/api/phones/verification/check',
    {
      preValidation: signedIn(),
      schema: { body: phoneCodeCheckInputSchema, response: { 200: phoneVerificationResponseSchema } },
    },
    async (request) => {
      const session = await request.requireSession();
      const userId = session.user.id;
      const phone = jobPhoneE164(request.body.phone, request.body.country);
      await noting(userId, phone, () =>
        codes.checkPhoneCode(
          { userId, phone, purpose: 'job-phone', code: request.body.code },
          { ip: request.ip },
        ),
      );
      return { phone, sent: false, verified: true };
    },
  );
}

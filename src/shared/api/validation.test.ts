import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { en } from '../i18n/en';
import { hi } from '../i18n/hi';
import { validation } from '../i18n/en-validation';
import { validationHi } from '../i18n/hi-validation';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  preferencesRequestSchema,
  resendCodeRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateProfileRequestSchema,
  verifyEmailRequestSchema,
} from './accounts';
import { alertEmailsInputSchema, alertInputSchema } from './alerts';
import { assistantRequestSchema } from './assistant';
import { contactRequestSchema } from './contact';
import { phoneCodeCheckInputSchema, phoneVerificationInputSchema } from './job-phones';
import { jobInputSchema, jobListQuerySchema, reverseGeocodeQuerySchema } from './jobs';
import { messagePageQuerySchema, sendMessageSchema } from './messages';
import { ratingInputSchema, ratingReplyInputSchema } from './ratings';
import { reportInputSchema } from './safety';
import { validationKey } from './validation';
import { englishValidationText, fieldsWithKeys, isValidationKey, VALIDATION_KEYS } from './validation-texts';

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The catalogues as the app holds them: the shell's, with the forms' validation texts added. */
const EN = { ...en, validation: { ...en.validation, ...validation } };
const HI = { ...hi, validation: { ...hi.validation, ...validationHi } };

/** A catalogue's text at a dotted key, if it has one. */
function textAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/**
 * The contracts people's forms and requests are checked with, each with inputs that break its checks:
 * nothing, wrong types, empty texts, texts far too long, numbers out of range.
 */
const LONG = 'x'.repeat(6000);
const SCHEMAS: Record<string, { schema: z.ZodType; inputs: unknown[] }> = {
  jobInputSchema: {
    schema: jobInputSchema,
    inputs: [
      {},
      {
        title: 'ab',
        category: 'astronaut',
        dailySalary: 'lots',
        location: 'Atlantis',
        description: 'short',
        phone: '12',
      },
      {
        title: LONG,
        category: 7,
        dailySalary: 0.5,
        location: LONG,
        description: LONG,
        phone: 'call me',
        timing: 'midnight',
        urgency: 'yesterday',
        workDate: '2026-02-30',
        startTime: '25:00',
        hoursPerDay: 99,
        days: 2.5,
        workersNeeded: 0,
        payTiming: 'never',
        payMethods: ['gold'],
        mealsProvided: 'maybe',
        travelPaid: 'maybe',
      },
      { dailySalary: 99_999_999, hoursPerDay: 'x', days: 0, workersNeeded: 'many' },
    ],
  },
  phoneVerificationInputSchema: {
    schema: phoneVerificationInputSchema,
    inputs: [{}, { phone: 'abc' }, { phone: '' }],
  },
  phoneCodeCheckInputSchema: {
    schema: phoneCodeCheckInputSchema,
    inputs: [{ phone: '98765 43210', code: '12' }],
  },
  signUpRequestSchema: {
    schema: signUpRequestSchema,
    inputs: [
      {},
      { name: ' ', emailOrPhone: '', password: 'short' },
      { name: LONG, emailOrPhone: LONG, password: LONG },
    ],
  },
  signInRequestSchema: {
    schema: signInRequestSchema,
    inputs: [{}, { emailOrPhone: ' ', password: '', code: '1' }],
  },
  verifyEmailRequestSchema: { schema: verifyEmailRequestSchema, inputs: [{ email: 'nope', code: 'abc' }] },
  resendCodeRequestSchema: { schema: resendCodeRequestSchema, inputs: [{ email: 'nope' }] },
  passwordResetRequestSchema: { schema: passwordResetRequestSchema, inputs: [{}, { emailOrPhone: '' }] },
  passwordResetConfirmSchema: {
    schema: passwordResetConfirmSchema,
    inputs: [{ emailOrPhone: 'a@b.co', code: 'x', newPassword: 'short' }],
  },
  updateProfileRequestSchema: {
    schema: updateProfileRequestSchema,
    inputs: [{ name: '', email: '', phone: '' }],
  },
  changePasswordRequestSchema: { schema: changePasswordRequestSchema, inputs: [{ newPassword: 'short' }] },
  preferencesRequestSchema: { schema: preferencesRequestSchema, inputs: [{}] },
  deleteAccountRequestSchema: { schema: deleteAccountRequestSchema, inputs: [{}] },
  contactRequestSchema: {
    schema: contactRequestSchema,
    inputs: [
      {},
      { firstName: ' ', lastName: '', email: 'nope', subject: '', message: 'short' },
      { firstName: LONG, lastName: LONG, email: `${LONG}@example.com`, subject: LONG, message: LONG },
    ],
  },
  alertInputSchema: {
    schema: alertInputSchema,
    inputs: [
      { country: 'IN', city: LONG, category: LONG, minPay: -1, words: LONG },
      { country: 'IN', city: 5, minPay: 'x' },
      { country: 'IN', minPay: 1.5 },
      { country: 'IN', minPay: 99_999_999 },
    ],
  },
  alertEmailsInputSchema: { schema: alertEmailsInputSchema, inputs: [{ emails: 'weekly' }] },
  reportInputSchema: {
    schema: reportInputSchema,
    inputs: [{}, { reason: 'other', details: ' ' }, { reason: 'money', details: LONG }],
  },
  ratingInputSchema: {
    schema: ratingInputSchema,
    inputs: [{ stars: 6, comment: LONG, paidOnTime: 'yes' }, { stars: 2.5 }, {}],
  },
  ratingReplyInputSchema: { schema: ratingReplyInputSchema, inputs: [{}, { text: ' ' }, { text: LONG }] },
  sendMessageSchema: {
    schema: sendMessageSchema,
    inputs: [
      { clientId: 'client-0001', content: ' ' },
      { clientId: 'client-0001', content: LONG },
    ],
  },
  messagePageQuerySchema: { schema: messagePageQuerySchema, inputs: [{ before: '2', after: '3' }] },
  assistantRequestSchema: {
    schema: assistantRequestSchema,
    inputs: [
      { messages: [] },
      { messages: [{ role: 'assistant', content: 'Hello' }] },
      { messages: [{ role: 'user', content: ' ' }] },
      { messages: [{ role: 'user', content: LONG }] },
    ],
  },
  jobListQuerySchema: { schema: jobListQuerySchema, inputs: [{ today: 'yesterday' }] },
  reverseGeocodeQuerySchema: { schema: reverseGeocodeQuerySchema, inputs: [{ lat: 'north', lon: 'east' }] },
};

/** The messages of every check the inputs break. */
function messagesOf({ schema, inputs }: { schema: z.ZodType; inputs: unknown[] }): string[] {
  return inputs.flatMap((input) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  });
}

describe('validation messages as catalogue keys', () => {
  it('every key is worded in English and in Hindi (Devanagari), with no placeholder left to fill', () => {
    expect(VALIDATION_KEYS.length).toBeGreaterThan(50);
    for (const key of VALIDATION_KEYS) {
      const english = textAt(EN, key);
      const hindi = textAt(HI, key);
      expect(typeof english === 'string' && english.trim() !== '', `${key} in English`).toBe(true);
      expect(hindi, `${key} in Hindi`).toMatch(DEVANAGARI);
      expect(`${String(english)} ${String(hindi)}`, key).not.toMatch(/\{\{/);
    }
  });

  it.each(Object.entries(SCHEMAS))(
    '%s: every check the inputs break says a key both catalogues word',
    (_name, contract) => {
      const messages = messagesOf(contract);
      expect(messages.length).toBeGreaterThan(0);
      const missing = messages.filter(
        (message) =>
          !isValidationKey(message) ||
          typeof textAt(EN, message) !== 'string' ||
          !DEVANAGARI.test(String(textAt(HI, message))),
      );
      expect(missing).toEqual([]);
    },
  );

  it('the API answers the English text and the key (englishValidationText, fieldsWithKeys)', () => {
    expect(englishValidationText(validationKey('jobTitle'))).toBe('Title must be 3 to 100 characters');
    expect(englishValidationText('Not a push service address')).toBe('Not a push service address');
    expect(englishValidationText('validation.noSuchKey')).toBe('validation.noSuchKey');
    expect(
      fieldsWithKeys({ title: validationKey('jobTitle'), endpoint: 'Not a push service address' }),
    ).toEqual({
      fields: { title: 'Title must be 3 to 100 characters', endpoint: 'Not a push service address' },
      fieldKeys: { title: 'validation.jobTitle' },
    });
    expect(fieldsWithKeys({ endpoint: 'Not a push service address' })).toEqual({
      fields: { endpoint: 'Not a push service address' },
    });
  });
});

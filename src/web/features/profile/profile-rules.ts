import { z } from 'zod';
import { updateProfileRequestSchema, type MeResponse } from '../../../shared/api/accounts';
import type { CountryCode } from '../../../shared/geo';
import { isEmailInput, normalizePhone } from '../../../shared/identifiers';
import type { Translate } from '../../lib/api';
import '../../lib/texts/accounts';

/** What the profile form holds, as typed. */
export interface ProfileValues {
  name: string;
  email: string;
  phone: string;
  bio: string;
  location: string;
  skills: string;
  currentPassword: string;
}

export type ProfileField = keyof ProfileValues;
const FIELD_NAMES: ProfileField[] = [
  'name',
  'email',
  'phone',
  'bio',
  'location',
  'skills',
  'currentPassword',
];
export const isProfileField = (key: string): key is ProfileField => (FIELD_NAMES as string[]).includes(key);

export function valuesOf(me: MeResponse): ProfileValues {
  return {
    name: me.user.name,
    email: me.user.email ?? '',
    phone: me.user.phone ?? '',
    bio: me.profile.bio ?? '',
    location: me.profile.location ?? '',
    skills: me.profile.skills ?? '',
    currentPassword: '',
  };
}

/** A changed phone asks for the current password (of an account that has one). */
export const asksForPassword = (phone: string, savedPhone: string, hasPassword: boolean) =>
  phone.trim() !== savedPhone && hasPassword;

/**
 * The profile contract's rules as the form checks them, one problem at a time in this order: the name,
 * an email or a phone (`identifierField` says which one is missing), the email's and the phone's shape
 * (read in the visitor's country), and the current password when the phone changes.
 */
export function profileRules(options: {
  country: CountryCode;
  savedPhone: string;
  hasPassword: boolean;
  identifierField: 'email' | 'phone';
  t: Translate;
}) {
  const { country, savedPhone, hasPassword, identifierField, t } = options;
  return z
    .object({
      name: updateProfileRequestSchema.shape.name,
      email: z.string(),
      phone: z.string(),
      bio: z.string(),
      location: z.string(),
      skills: z.string(),
      currentPassword: z.string(),
    })
    .superRefine((values, context) => {
      const problem = (field: ProfileField, message: string) =>
        context.addIssue({ code: 'custom', path: [field], message });
      const email = values.email.trim();
      const phone = values.phone.trim();
      if (!email && !phone) {
        problem(identifierField, t('accounts.errors.fill_all_fields'));
        return;
      }
      if (email && !isEmailInput(email)) {
        problem('email', t('accounts.errors.invalid_email'));
        return;
      }
      if (phone && !normalizePhone(phone, country)) {
        problem('phone', t('accounts.errors.invalid_phone'));
        return;
      }
      if (asksForPassword(values.phone, savedPhone, hasPassword) && !values.currentPassword) {
        problem('currentPassword', t('accounts.errors.password_required'));
        return;
      }
    });
}

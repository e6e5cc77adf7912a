import type { CountryCode } from './geo';
import { PHONE_MIN_DIGITS } from './limits';

/** Spec 5: a phone holds only digits, spaces, hyphens, plus signs and parentheses, with 10+ digits. */
export function isPhoneInput(input: string): boolean {
  const trimmed = input.trim();
  return /^[\d\s\-+()]+$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;
}

/** Spec 5: an email is anything containing "@" (the server validates the address properly). */
export function isEmailInput(input: string): boolean {
  return input.includes('@');
}

export type Identifier =
  { kind: 'email'; email: string } | { kind: 'phone'; phone: string } | { kind: 'invalid' };

/**
 * Normalises a phone to E.164. A leading + keeps its country code; otherwise the visitor's country
 * decides (+91 by default, +1 for US visitors), and India's trunk prefix 0 is dropped, so
 * "+91 98765 43210", "098765 43210" and "9876543210" are the same number. Returns null when the digits
 * cannot form a number.
 */
export function normalizePhone(input: string, country: CountryCode = 'IN'): string | null {
  const trimmed = input.trim();
  if (!/^[\d\s\-+()]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    return digits.length >= 11 && digits.length <= 15 && !digits.startsWith('0') ? `+${digits}` : null;
  }
  if (digits.startsWith('00')) {
    digits = digits.slice(2);
    return digits.length >= 11 && digits.length <= 15 ? `+${digits}` : null;
  }
  if (country === 'US') {
    if (digits.length === 10) return `+1${digits}`;
    if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
    return null;
  }
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return null;
}

export function parseIdentifier(input: string, country: CountryCode = 'IN'): Identifier {
  const trimmed = input.trim();
  if (isPhoneInput(trimmed)) {
    const phone = normalizePhone(trimmed, country);
    return phone ? { kind: 'phone', phone } : { kind: 'invalid' };
  }
  if (isEmailInput(trimmed)) return { kind: 'email', email: trimmed.toLowerCase() };
  return { kind: 'invalid' };
}

/** Phone accounts sign in with a pseudo-email (spec 5) that is never shown or mailed. */
export const PHONE_EMAIL_DOMAIN = 'phone.dailywork.invalid';

export function phonePseudoEmail(e164: string): string {
  return `${e164.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`;
}

export function isPhonePseudoEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${PHONE_EMAIL_DOMAIN}`);
}

/**
 * Accounts from a social provider that gives no email carry a placeholder address on this reserved
 * domain (RFC 6761 `.invalid`, the shape better-auth uses: `{id}@{provider}.placeholder.invalid`).
 * Like the phone pseudo-email it is never shown or mailed.
 */
export const PLACEHOLDER_EMAIL_DOMAIN = 'placeholder.invalid';

export function socialPlaceholderEmail(provider: string, accountId: string): string {
  return `${accountId}@${provider}.${PLACEHOLDER_EMAIL_DOMAIN}`.toLowerCase();
}

/** True for addresses that stand in for a missing email (phone accounts, providers without email). */
export function isPseudoEmail(email: string): boolean {
  const lower = email.toLowerCase();
  return isPhonePseudoEmail(lower) || lower.endsWith(`.${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** The address people see: null for pseudo-emails. */
export function visibleEmail(email: string): string | null {
  return isPseudoEmail(email) ? null : email;
}

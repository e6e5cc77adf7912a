import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '../../../shared/limits';

/**
 * What the emailed account codes (account-codes.ts) and the texted phone codes (phone-codes.ts) share:
 * 6 random digits, stored only as a hash of what they are for and the code, compared in constant time.
 */

/** A fresh code: `OTP_LENGTH` random digits, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a code: SHA-256 (base64url) of what it is for and the code, joined by colons. */
export function codeHash(...parts: string[]): string {
  return createHash('sha256').update(parts.join(':')).digest('base64url');
}

/** Whether two hashes are equal, in a time that does not tell how much of them matched. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

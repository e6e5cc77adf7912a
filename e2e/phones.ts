import { expect, type APIRequestContext } from '@playwright/test';
import { codeFromMailbox } from './mailbox';

/** A mobile number no other test uses ("9XXXX XXXXX"), so no two tests meet in its SMS limits. */
export function uniqueCallNumber(): string {
  const digits = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  return `${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** A client address no other test uses. */
export function uniqueAddress(): string {
  const part = () => Math.floor(Math.random() * 250) + 1;
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * Verifies a Call number for the signed-in person of `request` (issue #24) the way the post form does:
 * POST /api/phones/verification, the code from the dev outbox (/dev/mailbox), then the check. A job's
 * number must be verified before it can be posted. Returns the number as given (a new one by default).
 */
export async function verifyPhone(
  request: APIRequestContext,
  origin: string,
  phone = uniqueCallNumber(),
): Promise<string> {
  // An address of its own (the server trusts X-Forwarded-For in this run): the per-network SMS caps
  // count each test apart, as they would count people on different networks.
  const headers = { origin, 'x-forwarded-for': uniqueAddress() };
  const sent = await request.post('/api/phones/verification', { headers, data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const answer = (await sent.json()) as { phone: string; sent: boolean; verified: boolean };
  if (answer.verified) return phone;
  const code = await codeFromMailbox(request, answer.phone, /^SMS$/);
  const checked = await request.post('/api/phones/verification/check', {
    headers,
    data: { phone, code },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  return phone;
}

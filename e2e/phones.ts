import { expect, type APIRequestContext } from '@playwright/test';
import { codeFromMailbox } from './mailbox';

/**
 * Verifies a Call number for the signed-in person of `request` (issue #24) the way the post form does:
 * POST /api/phones/verification, the code from the dev outbox (/dev/mailbox), then the check. A job's
 * number must be verified before it can be posted. Returns the number in E.164.
 */
export async function verifyPhone(
  request: APIRequestContext,
  origin: string,
  phone = '98765 43210',
): Promise<string> {
  const sent = await request.post('/api/phones/verification', { headers: { origin }, data: { phone } });
  expect(sent.status(), await sent.text()).toBe(200);
  const answer = (await sent.json()) as { phone: string; sent: boolean; verified: boolean };
  if (answer.verified) return answer.phone;
  const code = await codeFromMailbox(request, answer.phone, /^SMS$/);
  const checked = await request.post('/api/phones/verification/check', {
    headers: { origin },
    data: { phone, code },
  });
  expect(checked.status(), await checked.text()).toBe(200);
  return answer.phone;
}

import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

interface MailboxEmail {
  to: string;
  subject: string;
  text: string;
}

/** The newest code mailed to `to` (whose subject matches, when given), waiting for it to reach the dev mailbox. */
export async function codeFromMailbox(
  request: APIRequestContext,
  to: string,
  subject = /./,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mailbox');
        const { emails } = (await response.json()) as { emails: MailboxEmail[] };
        const email = emails.find((item) => item.to === to && subject.test(item.subject));
        code = email?.subject.match(/\b(\d{6})\b/)?.[1] ?? email?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code mailed to ${to}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Finishes a phone sign-up made through the API (issue #24): reads the SMS code from the dev mailbox and
 * signs in with the number, the password and the code, which verifies the phone. The request context
 * is signed in afterwards.
 */
export async function confirmPhoneSignUp(
  request: APIRequestContext,
  signUp: APIResponse,
  account: { emailOrPhone: string; password: string; country?: string },
  headers: Record<string, string> = {},
): Promise<APIResponse> {
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { phone } = (await signUp.json()) as { phone: string };
  const code = await codeFromMailbox(request, phone, /^SMS$/);
  const signIn = await request.post('/api/accounts/sign-in', {
    data: { country: 'IN', ...account, code },
    headers,
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return signIn;
}

import { expect, type APIRequestContext } from '@playwright/test';

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

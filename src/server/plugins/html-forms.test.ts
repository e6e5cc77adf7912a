import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type RouteName } from '../../shared/routes';
import { contactMessages, jobs, session, user } from '../db/schema';
import { latestCode, latestSmsCode } from '../features/accounts/accounts.test-support';
import { API_WRITE_LIMIT } from './rate-limit';
import { createTestApp, minimalWebDir, TEST_ORIGIN, type TestApp } from '../test/app';
import { insertJobs } from '../test/jobs';
import { createPoster } from '../test/phones';
import { createSignedInUser, type TestUser } from '../test/users';

// Forms that work before or without the page's JavaScript (issue #29, decision 0021): every form posts
// (only the job search uses GET, with nothing but its words), and the server answers the posted account,
// contact and post-a-job forms like the API: the same contracts, limits and Origin check, then 303 on
// success or the page again with what was typed (never the password) and the errors beside the fields.

let t: TestApp;
let poster: TestUser;
let jobId: number;
let nextIp = 1;
/** A client address of its own for each test that counts against per-IP limits. */
const freshIp = () => `10.29.0.${nextIp++}`;

beforeAll(async () => {
  t = await createTestApp({ webDir: minimalWebDir(), serverRendering: true });
  poster = await createPoster(t.app, { name: 'Priya Poster', phones: ['98765 22222'] });
  [jobId] = (await insertJobs(t.database.db, [
    { city: 'mumbai', title: 'Cook for a wedding', userId: poster.id, createdAt: t.clock.now() },
  ])) as [number];
});
afterAll(() => t.close());

// --- reading the rendered HTML ---------------------------------------------------------------------

interface RenderedForm {
  attributes: string;
  method: string;
  action: string | null;
  /** The named fields: name and type ("text" for an input without one, "textarea", "select"). */
  fields: { name: string; type: string }[];
  html: string;
}

const attribute = (tag: string, name: string): string | null =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page's content (inside #root), where the forms are. */
const pageContent = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="app-state"'));

function formsOf(html: string): RenderedForm[] {
  return [...pageContent(html).matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(
    ([, attributes = '', inner = '']) => ({
      attributes,
      method: (attribute(attributes, 'method') ?? 'get').toLowerCase(),
      action: attribute(attributes, 'action'),
      fields: [...inner.matchAll(/<(input|textarea|select)\b([^>]*)>/g)].flatMap(
        ([, tag = '', attrs = '']) => {
          const name = attribute(attrs, 'name');
          const type = tag === 'input' ? (attribute(attrs, 'type') ?? 'text') : tag;
          return name ? [{ name, type }] : [];
        },
      ),
      html: inner,
    }),
  );
}

/** The text of the element with this id. */
function textOfId(html: string, id: string): string {
  const match = new RegExp(
    `<(\\w+)[^>]*\\sid="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>([\\s\\S]*?)</\\1>`,
  ).exec(html);
  return decode((match?.[2] ?? '').replace(/<[^>]+>/g, ''));
}

/** The control named `name` (its opening tag). */
function controlTag(html: string, name: string): string {
  const tag = new RegExp(`<(input|textarea|select)\\b[^>]*\\sname="${name}"[^>]*>`).exec(
    pageContent(html),
  )?.[0];
  if (!tag) throw new Error(`no control named ${name}`);
  return tag;
}

/** What a field shows: its value (a textarea's text). */
function valueOf(html: string, name: string): string {
  const tag = controlTag(html, name);
  if (tag.startsWith('<textarea')) {
    const text = new RegExp(`${tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([\\s\\S]*?)</textarea>`).exec(
      html,
    )?.[1];
    return decode(text ?? '');
  }
  return decode(attribute(tag, 'value') ?? '');
}

/** The values of the checked radio buttons or checkboxes named `name`. */
function checkedValues(html: string, name: string): string[] {
  return [...pageContent(html).matchAll(new RegExp(`<input\\b[^>]*\\sname="${name}"[^>]*>`, 'g'))]
    .filter(([tag]) => /\schecked=""/.test(tag))
    .map(([tag]) => decode(attribute(tag, 'value') ?? ''));
}

/** The messages tied to a field (its aria-describedby), e.g. its error beside it. */
function describedText(html: string, name: string): string {
  const ids = attribute(controlTag(html, name), 'aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => textOfId(html, id)).join(' | ');
}

/** The visible text of the page. */
const textOf = (html: string) => decode(pageContent(html).replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');

// --- posting forms as a browser does without JavaScript -------------------------------------------

function postForm(
  url: string,
  fields: Record<string, string | string[]>,
  options: { cookie?: string; ip?: string; origin?: string | null; locale?: 'en' | 'hi' } = {},
): Promise<LightMyRequestResponse> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) body.append(name, one);
  }
  const cookies = [options.cookie, options.locale ? `locale=${options.locale}` : undefined].filter(Boolean);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.toString(),
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.origin === null ? {} : { origin: options.origin ?? TEST_ORIGIN }),
      ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
    },
  });
}

const setCookies = (response: LightMyRequestResponse): string[] =>
  [response.headers['set-cookie'] ?? []].flat().map(String);
const sessionCookieOf = (response: LightMyRequestResponse) =>
  setCookies(response)
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('better-auth.session_token=') && !pair.endsWith('='));

async function sessionsOf(userEmail: string): Promise<number> {
  const [row] = await t.database.db
    .select({ sessions: count() })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, userEmail));
  return row?.sessions ?? 0;
}

// --- every form of every page ----------------------------------------------------------------------

/** A real address of each route (its parameters filled in). */
function pathOf(name: RouteName, userId: string): string {
  const params: Record<string, string> = {
    categoryName: 'cooking',
    city: 'mumbai',
    category: 'cooking',
    id: name === 'publicProfile' ? userId : String(jobId),
  };
  return ROUTES[name].replace(/:(\w+)/g, (_, key: string) => params[key] ?? key);
}

/** The words a search form may carry: the job list's own query (search and filters), nothing personal. */
const SEARCH_FIELDS = new Set(['search']);

describe('every form of every page', () => {
  it('posts, unless it is the job search, which sends nothing but its words by GET', async () => {
    const pages = (Object.keys(ROUTES) as RouteName[]).flatMap((name) => [pathOf(name, poster.id)]);
    pages.push('/verify-email?email=asha%40example.com', '/contact?subject=Hello', `/post?edit=${jobId}`);
    const seen = new Map<string, number>();
    for (const cookie of [undefined, poster.cookie]) {
      for (const path of pages) {
        const response = await t.app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
        for (const form of formsOf(response.body)) {
          const where = `${path} (${cookie ? 'signed in' : 'signed out'}): <form${form.attributes}>`;
          const names = form.fields.map((field) => field.name);
          if (form.method === 'get') {
            // A search: it says so, and carries only search words.
            expect(form.attributes, where).toContain('role="search"');
            expect(
              names.filter((name) => !SEARCH_FIELDS.has(name)),
              where,
            ).toEqual([]);
          } else {
            expect(form.method, where).toBe('post');
            // It posts to a page of ours (its own, with its query), never elsewhere.
            expect(form.action, where).toMatch(/^\/(?!\/)/);
          }
          expect(
            form.fields.some((field) => field.type === 'password') && form.method !== 'post',
            where,
          ).toBe(false);
          const kind = form.fields.some((field) => field.type === 'password') ? 'password' : form.method;
          seen.set(kind, (seen.get(kind) ?? 0) + 1);
        }
      }
    }
    // The header's search on every page, the forms with a password (sign in, sign up), and many posts.
    expect(seen.get('get')).toBeGreaterThan(50);
    expect(seen.get('password')).toBeGreaterThanOrEqual(2);
    expect(seen.get('post')).toBeGreaterThanOrEqual(6);
  });

  it('the header search goes to the job list by GET with its one field, `search`', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/about' });
    // Our own posts keep their Origin (under no-referrer a browser sends a form's post `Origin: null`).
    expect(response.headers['referrer-policy']).toBe('same-origin');
    const search = formsOf(response.body).find((form) => form.attributes.includes('role="search"'));
    expect(search).toMatchObject({
      method: 'get',
      action: '/jobs/all',
      fields: [{ name: 'search', type: 'search' }],
    });
  });
});

// --- sign in -------------------------------------------------------------------------------------

describe('sign in without JavaScript', () => {
  it('the right password: 303 to where the person started, with the session cookie', async () => {
    const user = await createSignedInUser(t.app, { password: 'right-password-1' });
    const before = await sessionsOf(user.email);
    const response = await postForm('/login?returnTo=%2Fpost', {
      emailOrPhone: user.email,
      password: 'right-password-1',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/post');
    expect(sessionCookieOf(response)).toBeDefined();
    expect(await sessionsOf(user.email)).toBe(before + 1);
    // The session works: the next page is the signed-in visitor's.
    const next = await t.app.inject({
      method: 'GET',
      url: '/post',
      headers: { cookie: sessionCookieOf(response) },
    });
    expect(next.body).toContain(user.name);
  });

  it('a wrong password: the page again (422), the address kept, the password never echoed', async () => {
    const user = await createSignedInUser(t.app, { password: 'right-password-2' });
    const response = await postForm('/login', { emailOrPhone: user.email, password: 'secret-wrong-9' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(valueOf(response.body, 'emailOrPhone')).toBe(user.email);
    expect(valueOf(response.body, 'password')).toBe('');
    expect(response.body).not.toContain('secret-wrong-9');
    expect(textOf(response.body)).toContain('Login failed Invalid email/phone or password');
    // Still a form that posts to this page.
    expect(
      formsOf(response.body).find((form) => form.fields.some((field) => field.type === 'password')),
    ).toMatchObject({
      method: 'post',
      action: '/login',
    });
  });

  it('empty fields: 400 with "Please fill all fields" beside each, in the visitor’s language', async () => {
    const english = await postForm('/login', { emailOrPhone: '', password: '' });
    expect(english.statusCode).toBe(400);
    expect(describedText(english.body, 'emailOrPhone')).toContain('Please fill all fields');
    expect(describedText(english.body, 'password')).toContain('Please fill all fields');

    const hindi = await postForm('/login', { emailOrPhone: '', password: '' }, { locale: 'hi' });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.body).toContain('<html lang="hi">');
    expect(describedText(hindi.body, 'emailOrPhone')).toContain('सारी जगहें भरें');
    expect(textOf(hindi.body)).toContain('लॉग इन नहीं हो पाया');
  });

  it('counts against the same limits as the API: the 11th wrong try for one account is 429', async () => {
    const user = await createSignedInUser(t.app, { password: 'right-password-3' });
    const ip = freshIp();
    // Half through the API, half through the page: one counter.
    for (let i = 0; i < 5; i++) {
      const api = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        remoteAddress: ip,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { emailOrPhone: user.email, password: 'nope-nope' },
      });
      expect(api.statusCode).toBe(401);
    }
    for (let i = 0; i < 5; i++) {
      expect(
        (await postForm('/login', { emailOrPhone: user.email, password: 'nope-nope' }, { ip })).statusCode,
      ).toBe(422);
    }
    const limited = await postForm(
      '/login',
      { emailOrPhone: user.email, password: 'right-password-3' },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(sessionCookieOf(limited)).toBeUndefined();
    expect(valueOf(limited.body, 'emailOrPhone')).toBe(user.email);
    expect(textOf(limited.body)).toMatch(/Login failed .*(wait|try again)/i);
  });

  it('from another site: 403, nothing signed in', async () => {
    const user = await createSignedInUser(t.app, { password: 'right-password-4' });
    const before = await sessionsOf(user.email);
    for (const origin of ['https://evil.example', 'null']) {
      const response = await postForm(
        '/login',
        { emailOrPhone: user.email, password: 'right-password-4' },
        { origin },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'origin_rejected' } });
    }
    expect(await sessionsOf(user.email)).toBe(before);
  });
});

// --- sign up, its code, and the password reset -------------------------------------------------------

describe('sign up and its code without JavaScript', () => {
  it('sign up by email: 303 to the code page; the mailed code: 303 home, signed in', async () => {
    const email = `new-${Date.now()}@example.com`;
    const signUp = await postForm('/signup', {
      name: 'Sunita Rao',
      emailOrPhone: email,
      password: 'a-good-password',
    });
    expect(signUp.statusCode).toBe(303);
    expect(signUp.headers.location).toBe(`/verify-email?email=${encodeURIComponent(email)}`);

    const page = await t.app.inject({ method: 'GET', url: signUp.headers.location as string });
    const codeForm = formsOf(page.body).find((form) => form.fields.some((field) => field.name === 'code'));
    expect(codeForm).toMatchObject({
      method: 'post',
      action: `/verify-email?email=${encodeURIComponent(email)}`,
    });
    // The Verify button can be pressed before the script runs (it disables itself only with JavaScript).
    expect(codeForm?.html).not.toMatch(/<button[^>]*\sdisabled=""/);

    const wrong = await postForm(signUp.headers.location as string, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(textOf(wrong.body)).toContain('Verification failed');
    expect(describedText(wrong.body, 'code')).not.toBe('');

    const resent = await postForm(signUp.headers.location as string, { code: '', intent: 'resend' });
    expect(resent.statusCode).toBe(429); // one code a minute: the sign-up's was just sent
    expect(textOf(resent.body)).toContain('Failed to resend');
    t.clock.advance(61_000);
    const again = await postForm(signUp.headers.location as string, { code: '', intent: 'resend' });
    expect(again.statusCode).toBe(200);
    expect(textOf(again.body)).toContain('Code sent!');

    const verified = await postForm(signUp.headers.location as string, { code: latestCode(t.outbox, email) });
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/');
    expect(sessionCookieOf(verified)).toBeDefined();
    expect(await sessionsOf(email)).toBe(1);
  });

  it('a short password: 400, name and address kept, the rule beside the password, never the password', async () => {
    const response = await postForm('/signup?returnTo=%2Fpost', {
      name: 'Ravi Kumar',
      emailOrPhone: 'ravi@example.com',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(valueOf(response.body, 'name')).toBe('Ravi Kumar');
    expect(valueOf(response.body, 'emailOrPhone')).toBe('ravi@example.com');
    expect(valueOf(response.body, 'password')).toBe('');
    expect(response.body).not.toContain('short"');
    expect(describedText(response.body, 'password')).toContain('Password must be 8 to 128 characters long');
    expect(textOf(response.body)).toContain('Registration failed');
  });

  it('a phone sign-up goes on to /login for its SMS code, the same for a number already taken', async () => {
    const phone = '98765 11111';
    const first = await postForm('/signup', { name: 'A', emailOrPhone: phone, password: 'a-good-password' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/login?phone=%2B919876511111');
    expect(sessionCookieOf(first)).toBeUndefined();
    const taken = await postForm('/signup', { name: 'B', emailOrPhone: phone, password: 'other-password' });
    expect(taken.statusCode).toBe(303);
    expect(taken.headers.location).toBe(first.headers.location);

    const page = await t.app.inject({ method: 'GET', url: '/login?phone=%2B919876511111' });
    expect(valueOf(page.body, 'emailOrPhone')).toBe('+919876511111');
    expect(controlTag(page.body, 'code')).toMatch(/one-time-code/i);
    expect(textOf(page.body)).toContain('SMS code');

    const withoutCode = await postForm('/login', { emailOrPhone: phone, password: 'a-good-password' });
    expect(withoutCode.statusCode).toBe(422);
    expect(textOf(withoutCode.body)).toContain('Enter the 6-digit code we sent by SMS to +919876511111');
    expect(controlTag(withoutCode.body, 'code')).toContain('name="code"');
    const signedIn = await postForm('/login', {
      emailOrPhone: phone,
      password: 'a-good-password',
      code: latestSmsCode(t.sms, '+919876511111'),
    });
    expect(signedIn.statusCode).toBe(303);
    expect(sessionCookieOf(signedIn)).toBeDefined();
  });
});

describe('forgot password without JavaScript', () => {
  it('asks for a code, then resets with it: 303 to sign in, which works with the new password', async () => {
    const user = await createSignedInUser(t.app, { password: 'old-password-1' });
    const asked = await postForm('/forgot-password', { emailOrPhone: user.email });
    expect(asked.statusCode).toBe(200);
    const resetForm = formsOf(asked.body).find((form) =>
      form.fields.some((field) => field.name === 'newPassword'),
    );
    expect(resetForm).toMatchObject({ method: 'post', action: '/forgot-password' });
    expect(valueOf(asked.body, 'emailOrPhone')).toBe(user.email);

    const wrong = await postForm('/forgot-password', {
      emailOrPhone: user.email,
      code: '000000',
      newPassword: 'new-password-1',
      intent: 'reset',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain('new-password-1');
    expect(textOf(wrong.body)).toContain('Reset failed');
    expect(valueOf(wrong.body, 'emailOrPhone')).toBe(user.email);
    expect(controlTag(wrong.body, 'newPassword')).toBeTruthy();

    const reset = await postForm('/forgot-password', {
      emailOrPhone: user.email,
      code: latestCode(t.outbox, user.email),
      newPassword: 'new-password-1',
      intent: 'reset',
    });
    expect(reset.statusCode).toBe(303);
    expect(reset.headers.location).toBe('/login?reset=1');
    const login = await t.app.inject({ method: 'GET', url: '/login?reset=1' });
    expect(textOf(login.body)).toContain('Password reset');

    const signIn = await postForm('/login', { emailOrPhone: user.email, password: 'new-password-1' });
    expect(signIn.statusCode).toBe(303);
  });
});

// --- contact -------------------------------------------------------------------------------------

const CONTACT = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha@example.com',
  subject: 'Question about cooks',
  message: 'Hello, how do I find a cook in Pune for weekends?',
};

describe('the contact form without JavaScript', () => {
  it('sends the message: 303 to the thank-you (a reload sends nothing again)', async () => {
    const before = (await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n ?? 0;
    const response = await postForm('/contact?subject=Question%20about%20cooks', CONTACT);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?sent=1');
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, CONTACT.email));
    expect(stored).toMatchObject({ firstName: 'Asha', message: CONTACT.message });
    expect((await t.database.db.select({ n: count() }).from(contactMessages))[0]?.n).toBe(before + 1);
    const thanks = await t.app.inject({ method: 'GET', url: '/contact?sent=1' });
    expect(textOf(thanks.body)).toContain('Message sent!');
    // The address never carries what was written.
    expect(response.headers.location).not.toContain('Asha');
  });

  it('a short message: 400 with everything typed kept and the messages beside the fields', async () => {
    const response = await postForm('/contact', { ...CONTACT, email: 'not-an-email', message: 'Hi' });
    expect(response.statusCode).toBe(400);
    for (const name of ['firstName', 'lastName', 'subject'] as const) {
      expect(valueOf(response.body, name)).toBe(CONTACT[name]);
    }
    expect(valueOf(response.body, 'email')).toBe('not-an-email');
    expect(valueOf(response.body, 'message')).toBe('Hi');
    expect(describedText(response.body, 'email')).toContain('Please enter a valid email address');
    expect(describedText(response.body, 'message')).toContain('Your message must be at least 10 characters');
    expect(textOf(response.body)).toContain('Message not sent');

    const hindi = await postForm('/contact', { ...CONTACT, message: 'Hi' }, { locale: 'hi' });
    expect(describedText(hindi.body, 'message')).toContain('मैसेज कम से कम 10 अक्षर का होना चाहिए');
  });

  it('is limited like the API (5 an hour per address): the 6th is 429, with what was typed', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await postForm('/contact', CONTACT, { ip })).statusCode).toBe(303);
    const limited = await postForm(
      '/contact',
      { ...CONTACT, message: 'One more message, please read it.' },
      { ip },
    );
    expect(limited.statusCode).toBe(429);
    expect(valueOf(limited.body, 'message')).toBe('One more message, please read it.');
    expect(textOf(limited.body)).toContain('You have sent several messages in a short time');
  });

  it('counts once against the global write limit: the API write it makes, not the page post as well', async () => {
    const ip = freshIp();
    for (let i = 1; i < API_WRITE_LIMIT.limit; i++) await t.app.services.rateLimiter.hit(API_WRITE_LIMIT, ip);
    expect((await postForm('/contact', CONTACT, { ip })).statusCode).toBe(303);
    const next = await postForm('/contact', CONTACT, { ip });
    expect(next.statusCode).toBe(429);
    expect(valueOf(next.body, 'message')).toBe(CONTACT.message);
  });

  it('from another site: 403 and nothing stored', async () => {
    const response = await postForm(
      '/contact',
      { ...CONTACT, email: 'forged@example.com' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(
      await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, 'forged@example.com')),
    ).toEqual([]);
  });
});

// --- post a job ----------------------------------------------------------------------------------

const JOB = {
  title: 'House cleaning on Sunday',
  category: 'cleaning',
  dailySalary: '800',
  location: 'Pune, Maharashtra',
  timing: '',
  phone: '98765 22222',
  urgency: 'urgent',
  description: 'Clean a three-room flat, bring nothing, all supplies are there.',
  workDay: 'flexible',
  workDate: '',
  startTime: '09:00',
  hoursPerDay: '6',
  days: '',
  workersNeeded: '2',
  payTiming: 'same-day',
  payMethods: ['cash', 'upi'],
  mealsProvided: 'yes',
  travelPaid: '',
};

describe('post a job without JavaScript', () => {
  it('signed in: 303 to the new job page, every detail stored', async () => {
    const response = await postForm('/post', JOB, { cookie: poster.cookie });
    expect(response.statusCode).toBe(303);
    const id = Number(/^\/job\/(\d+)$/.exec(String(response.headers.location))?.[1]);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(job).toMatchObject({
      title: JOB.title,
      category: 'cleaning',
      dailySalary: 800,
      location: 'Pune, Maharashtra',
      urgency: 'urgent',
      workDate: 'flexible',
      startTime: '09:00',
      hoursPerDay: 6,
      workersNeeded: 2,
      payTiming: 'same-day',
      payMethods: ['cash', 'upi'],
      mealsProvided: true,
      travelPaid: null,
      userId: poster.id,
    });
  });

  it('bad fields: 400, everything typed kept (choices checked) and each message beside its field', async () => {
    const response = await postForm(
      '/post',
      { ...JOB, title: 'Hi', dailySalary: '', location: 'Atlantis' },
      { cookie: poster.cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(valueOf(response.body, 'title')).toBe('Hi');
    expect(valueOf(response.body, 'location')).toBe('Atlantis');
    expect(valueOf(response.body, 'description')).toBe(JOB.description);
    expect(checkedValues(response.body, 'urgency')).toEqual(['urgent']);
    expect(checkedValues(response.body, 'payMethods')).toEqual(['cash', 'upi']);
    expect(checkedValues(response.body, 'workDay')).toEqual(['flexible']);
    expect(checkedValues(response.body, 'mealsProvided')).toEqual(['yes']);
    expect(describedText(response.body, 'title')).not.toBe('');
    expect(describedText(response.body, 'dailySalary')).toContain('Please enter the daily payment');
    expect(describedText(response.body, 'location')).not.toBe('');
    expect(textOf(response.body)).toContain('Error Title must be 3 to 100 characters');
  });

  it('in Hindi: the form’s own checks and the API’s refusal are said in Hindi beside their fields', async () => {
    const checked = await postForm(
      '/post',
      { ...JOB, title: 'Hi', dailySalary: '', location: 'Atlantis' },
      { cookie: poster.cookie, locale: 'hi' },
    );
    expect(checked.statusCode).toBe(400);
    expect(checked.body).toContain('<html lang="hi">');
    expect(describedText(checked.body, 'title')).toContain('काम का नाम 3 से 100 अक्षर का लिखें');
    expect(describedText(checked.body, 'dailySalary')).toContain('रोज़ के पैसे लिखें');
    expect(describedText(checked.body, 'location')).toContain('लिस्ट में से जगह चुनें');
    expect(textOf(checked.body)).not.toContain('Title must be');

    // A date in the past passes the form's own rules (the page does not know the visitor's day): the
    // API refuses it, naming its message's key, and the page says it in Hindi.
    const refused = await postForm(
      '/post',
      { ...JOB, workDay: 'date', workDate: '2020-01-06' },
      { cookie: poster.cookie, locale: 'hi' },
    );
    expect(refused.statusCode).toBe(400);
    expect(describedText(refused.body, 'workDate')).toContain('यह तारीख़ निकल चुकी है। आज या आगे का कोई दिन चुनें।');
    expect(textOf(refused.body)).not.toContain('The work date has passed');
  });

  it('a number not verified yet: verified in place by its SMS code, then the job is posted (issue #24)', async () => {
    const job = { ...JOB, title: 'Garden work with a new number', phone: '98765 33333' };
    const refused = await postForm('/post', job, { cookie: poster.cookie });
    expect(refused.statusCode).toBe(422);
    expect(valueOf(refused.body, 'title')).toBe(job.title);
    const refusedForm = formsOf(refused.body).find((form) => form.fields.some((f) => f.name === 'title'));
    expect(refusedForm?.html).toMatch(/<button(?=[^>]*\sname="phoneStep")(?=[^>]*\svalue="send")[^>]*>/);
    expect(textOf(refused.body)).toContain('Verify this number');

    // "Verify this number": the code is texted and the page asks for it, with everything kept.
    const sent = await postForm('/post', { ...job, phoneStep: 'send' }, { cookie: poster.cookie });
    expect(sent.statusCode).toBe(200);
    expect(valueOf(sent.body, 'description')).toBe(job.description);
    expect(textOf(sent.body)).toContain('We sent a code by SMS to +919876533333');
    expect(sent.body).toMatch(/<input[^>]*name="phoneCode"/);
    const code = latestSmsCode(t.sms, '+919876533333');

    // A wrong code: the form again, nothing posted.
    const wrong = await postForm(
      '/post',
      { ...job, phoneStep: 'check', phoneCode: code === '000000' ? '111111' : '000000' },
      { cookie: poster.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.title, job.title))).toEqual([]);

    // "Check code" with the right one: verified, and the job goes on to its page.
    const checked = await postForm(
      '/post',
      { ...job, phoneStep: 'check', phoneCode: code },
      { cookie: poster.cookie },
    );
    expect(checked.statusCode).toBe(303);
    const [stored] = await t.database.db.select().from(jobs).where(eq(jobs.title, job.title));
    expect(stored?.phone).toBe('98765 33333');
    expect(checked.headers.location).toBe(`/job/${stored?.id}`);
  });

  it('signed out: 422, the job kept and nothing posted', async () => {
    const response = await postForm('/post', { ...JOB, title: 'Signed out cleaning job' });
    expect(response.statusCode).toBe(422);
    expect(valueOf(response.body, 'title')).toBe('Signed out cleaning job');
    expect(await t.database.db.select().from(jobs).where(eq(jobs.title, 'Signed out cleaning job'))).toEqual(
      [],
    );
  });

  it('from another site: 403 and nothing posted', async () => {
    const response = await postForm(
      '/post',
      { ...JOB, title: 'Forged cleaning job' },
      { cookie: poster.cookie, origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.select().from(jobs).where(eq(jobs.title, 'Forged cleaning job'))).toEqual([]);
  });
});

// --- the rest --------------------------------------------------------------------------------------

describe('posts the server has no form for', () => {
  it('a page without a form of its own: 303 back to it, as a GET', async () => {
    const response = await postForm('/profile?tab=x', { anything: 'at all' }, { cookie: poster.cookie });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/profile?tab=x');
  });

  it('an unknown API path stays a JSON 404; a page takes forms only', async () => {
    const api = await postForm('/api/no-such-thing', { a: '1' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'not_found' } });
    const json = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: { emailOrPhone: 'a@example.com', password: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});

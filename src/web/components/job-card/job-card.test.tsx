import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppToaster } from '../../app/app-toaster';
import { Providers } from '../../app/providers';
import { AuthPromptProvider } from '../../lib/auth-prompt';
import { createQueryClient } from '../../lib/query-client';
import type { SessionData } from '../../lib/session';
import { json, mockApi, type ApiRoutes } from '../../test/api';
import { makeSession } from '../../test/fixtures';
import type { Job } from './job-api';
import { JobCard } from './job-card';
import { addDays } from '../../../shared/shifts';
import { browserToday } from '../../lib/today';
import { makeJob } from './test-jobs';
import { i18n } from '../../lib/i18n';

function renderCard(job: Job, session: SessionData | null = null, api: ApiRoutes = {}) {
  const sent = mockApi({ 'GET /api/auth/get-session': session, ...api });
  const openAuth = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthPromptProvider open={openAuth}>
            <JobCard job={job} />
            <AppToaster />
          </AuthPromptProvider>
        ),
      },
      { path: '/messages', element: <p>Messages page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <Providers queryClient={queryClient} country="IN">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { openAuth, router, sent };
}

const ASHA = makeSession({ id: 'u1', name: 'Asha', email: 'asha@example.com' });

describe('job card', () => {
  it('shows the title linking to the job page, pay per day in the job currency, place, date and category', () => {
    renderCard(makeJob({ id: 42, title: 'Cook for a family', dailySalary: 1500 }));
    const card = screen.getByRole('article', { name: 'Cook for a family' });
    expect(within(card).getByRole('link', { name: 'Cook for a family' }).getAttribute('href')).toBe(
      '/job/42',
    );
    expect(within(card).getByText('₹1,500/day')).toBeVisible();
    expect(within(card).getByText('Mumbai, Maharashtra')).toBeVisible();
    expect(within(card).getByText('Posted 5 Jan 2025')).toBeVisible();
    expect(within(card).getByText('Cooking')).toBeVisible();
    expect(within(card).getByText('Timing: As per job details')).toBeVisible();
    expect(within(card).getByText('Requirements: As per job requirements')).toBeVisible();
    const picture = card.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/illustrations/cooking.svg');
    expect(picture?.getAttribute('loading')).toBe('lazy');
    expect(picture?.getAttribute('width')).toBe('120');
    expect(picture?.getAttribute('height')).toBe('90');
  });

  it("shows the city and state in the interface language's script, the stored location in English", async () => {
    renderCard(makeJob({ id: 32 }));
    expect(screen.getByText('Mumbai, Maharashtra')).toBeVisible();
    await i18n.changeLanguage('hi');
    try {
      expect(await screen.findByText('मुंबई, महाराष्ट्र')).toBeVisible();
      expect(screen.queryByText('Mumbai, Maharashtra')).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says "Phone verified" and the poster\'s member-since month, in English and Hindi (issue #24)', async () => {
    renderCard(makeJob({ id: 31, phoneVerified: true, posterSince: '2026-11-02T09:00:00Z' }));
    expect(screen.getByText('Phone verified')).toBeVisible();
    expect(screen.getByText('Member since Nov 2026')).toBeVisible();
    await i18n.changeLanguage('hi');
    try {
      expect(await screen.findByText('फ़ोन वेरिफ़ाइड')).toBeVisible();
      expect(screen.getByText(/^नव.* 2026 से सदस्य$/)).toBeVisible();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows no "Phone verified" for a number its poster has not verified', () => {
    renderCard(makeJob({ id: 32, phoneVerified: false, posterSince: null }));
    expect(screen.queryByText('Phone verified')).not.toBeInTheDocument();
    expect(screen.queryByText(/Member since/)).not.toBeInTheDocument();
  });

  it('marks featured jobs "Urgent Job" and demo jobs "Sample job"; plain jobs get no badge', () => {
    renderCard(makeJob({ id: 1, title: 'Urgent demo', featured: true, urgency: 'immediate', isDemo: true }));
    const card = screen.getByRole('article', { name: 'Urgent demo' });
    expect(within(card).getByText('Urgent Job')).toBeVisible();
    expect(within(card).getByText('Sample job')).toBeVisible();
  });

  it('has no badges on an ordinary job, and shows the job timing and dollars for a US job', () => {
    renderCard(
      makeJob({
        title: 'Warehouse helper',
        currency: 'USD',
        dailySalary: 160,
        timing: 'evening',
        country: 'US',
      }),
    );
    expect(screen.queryByText('Urgent Job')).not.toBeInTheDocument();
    expect(screen.queryByText('Sample job')).not.toBeInTheDocument();
    expect(screen.getByText('$160/day')).toBeVisible();
    expect(screen.getByText('Timing: Evening Shift')).toBeVisible();
  });

  it('Call reveals the number on tap (the list carries none); the poster’s own card has it', async () => {
    const { sent } = renderCard(makeJob({ id: 42, phone: null }), null, {
      'POST /api/jobs/42/phone': { phone: '+91 98765-43210' },
    });
    const card = screen.getByRole('article');
    expect(card.textContent).not.toContain('98765');
    const call = within(card).getByRole('link', { name: 'Call' });
    expect(call.getAttribute('href')).toBe('/job/42/call');
    // The tel: navigation that follows is stopped here, so the test window stays on the card.
    const stop = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stop);
    fireEvent.click(call);
    const shown = await within(card).findByRole('link', { name: 'Call +91 98765-43210' });
    document.removeEventListener('click', stop);
    expect(shown.getAttribute('href')).toBe('tel:+919876543210');
    expect(sent.some((r) => r.path === '/api/jobs/42/phone')).toBe(true);
  });

  it("the poster's own card: Call is a tel: link with the number", () => {
    renderCard(makeJob({ isOwner: true, phone: '98765 43210', title: 'Mine' }));
    expect(screen.getByRole('link', { name: 'Call 98765 43210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
  });

  it('Send Message asks a signed-out visitor to sign in', async () => {
    const { openAuth } = renderCard(makeJob({ id: 42 }));
    const button = await screen.findByRole('button', { name: 'Send Message' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    // The job is remembered: signing in leads on to the conversation about it.
    expect(openAuth).toHaveBeenCalledWith('login', { continueTo: '/messages?job=42' });
  });

  it('Send Message finds or creates the conversation ("Loading..." meanwhile) and opens it', async () => {
    let answer: (response: Response) => void = () => {};
    const { router, sent } = renderCard(makeJob({ id: 9 }), ASHA, {
      'POST /api/conversations': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const button = await screen.findByRole('button', { name: 'Send Message' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer(json({ conversationId: 77, created: true }, 201));
    await screen.findByText('Messages page');
    expect(router.state.location.search).toBe('?conversation=77');
    const post = sent.find((r) => r.path === '/api/conversations');
    expect(post?.method).toBe('POST');
    expect(post?.body).toEqual({ jobId: 9 });
  });

  it('Send Message says why it could not start: "Job not found", a closed job, or "Failed to start conversation"', async () => {
    const answers = [
      json({ error: { code: 'job_not_found', message: 'Job not found' } }, 404),
      json({ error: { code: 'job_closed', message: 'closed' } }, 410),
      json({ error: { code: 'internal', message: 'An unexpected error occurred' } }, 500),
    ];
    renderCard(makeJob({ id: 9 }), ASHA, {
      'POST /api/conversations': () => answers.shift() ?? json({}, 500),
    });
    const button = await screen.findByRole('button', { name: 'Send Message' });
    await vi.waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    for (const text of [
      'Job not found',
      'This job is closed and no longer takes new messages.',
      'Failed to start conversation',
    ]) {
      fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
  });

  it("the poster's own job says so and offers no Send Message", () => {
    renderCard(makeJob({ isOwner: true, title: 'My own job' }));
    expect(screen.getByText('Your job')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('shows the shift line of a job with shift details, and nothing new for an old job', async () => {
    const tomorrow = addDays(browserToday(), 1);
    renderCard(
      makeJob({ workDate: tomorrow, startTime: '09:00', hoursPerDay: 8, days: 3, workersNeeded: 2 }),
    );
    const article = await screen.findByRole('article');
    const line = await within(article).findByText(/^Tomorrow, 9/);
    expect(line.textContent).toMatch(/^Tomorrow, 9 am, 8 hrs, for 3 days, 2 workers needed$/i);
  });

  it('an old job has no shift line', async () => {
    renderCard(makeJob());
    const article = await screen.findByRole('article');
    expect(
      within(article).queryByText(/workers needed|hrs|Any day|Flexible|Tomorrow|Today/),
    ).not.toBeInTheDocument();
  });
});

describe('job card: crews', () => {
  it('shows how many places are filled for a job needing several workers, nothing for one', async () => {
    renderCard(makeJob({ id: 41, title: 'Loaders', workersNeeded: 5, hiredCount: 2 }));
    expect(await screen.findByText('2 of 5 filled')).toBeInTheDocument();
  });

  it('shows no places line for a job needing one worker', async () => {
    renderCard(makeJob({ id: 42, title: 'Cook' }));
    expect(await screen.findByRole('heading', { name: 'Cook' })).toBeInTheDocument();
    expect(screen.queryByText(/ filled$/)).not.toBeInTheDocument();
  });

  it('in Hindi: Hindi date words ("कल", the month) and pay, with the numbers in Latin digits', async () => {
    await i18n.changeLanguage('hi');
    try {
      const tomorrow = addDays(browserToday(), 1);
      renderCard(
        makeJob({ title: 'रसोइया चाहिए', dailySalary: 150000, workDate: tomorrow, startTime: '09:00' }),
      );
      const card = screen.getByRole('article', { name: 'रसोइया चाहिए' });
      expect(within(card).getByText('₹1,50,000/दिन')).toBeVisible();
      // hi-IN: the Hindi month name ("जन॰" for January), the digits as everyone writes them.
      expect(within(card).getByText(/^पोस्ट: 5 जन/).textContent).toContain('2025');
      expect(await within(card).findByText(/^कल, 9/)).toBeInTheDocument();
      expect(card.textContent).not.toMatch(/[०-९]/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shares the job on WhatsApp with its title, pay, place and link (issue #24)', () => {
    renderCard(makeJob({ id: 42, title: 'Cook for a family', dailySalary: 1500 }));
    const card = screen.getByRole('article', { name: 'Cook for a family' });
    const link = within(card).getByRole('link', { name: 'Share on WhatsApp' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const message = new URL(href).searchParams.get('text');
    expect(message).toBe(`Cook for a family: ₹1,500/day in Mumbai, Maharashtra\n${location.origin}/job/42`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('in Hindi: the WhatsApp message is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    try {
      renderCard(makeJob({ id: 7, title: 'रसोइया चाहिए', dailySalary: 800 }));
      const card = screen.getByRole('article', { name: 'रसोइया चाहिए' });
      const link = within(card).getByRole('link', { name: 'WhatsApp पर शेयर करें' });
      const message = new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '';
      expect(message.split('\n')[0]).toBe('रसोइया चाहिए: Mumbai, Maharashtra में ₹800/दिन');
      expect(message).toMatch(/\/job\/7$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('the pay is the biggest text on the card', () => {
    renderCard(makeJob({ title: 'Cook for a family', dailySalary: 1500, featured: true, isDemo: true }));
    const card = screen.getByRole('article', { name: 'Cook for a family' });
    // Tailwind's type scale, in rem: the size each text-* class sets (text-base for anything without one).
    const SCALE: Record<string, number> = {
      xs: 0.75,
      sm: 0.875,
      base: 1,
      lg: 1.125,
      xl: 1.25,
      '2xl': 1.5,
      '3xl': 1.875,
      '4xl': 2.25,
    };
    const sizeOf = (element: Element): number => {
      for (
        let node: Element | null = element;
        node && node !== card.parentElement;
        node = node.parentElement
      ) {
        const classes = node.getAttribute('class') ?? '';
        // The largest size the element gets at any width (sm:text-3xl counts as 3xl).
        const sizes = [
          ...classes.matchAll(/(?:^|\s)(?:[a-z]+:)*text-(xs|sm|base|lg|xl|2xl|3xl|4xl)(?=\s|$)/g),
        ].map((match) => SCALE[match[1] ?? 'base'] ?? 1);
        if (sizes.length) return Math.max(...sizes);
      }
      return 1;
    };
    const pay = within(card).getByText('₹1,500/day');
    const texts = [...card.querySelectorAll('*')].filter(
      (element) =>
        element !== pay &&
        !pay.contains(element) &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    expect(texts.length).toBeGreaterThan(5);
    for (const element of texts) {
      expect(sizeOf(element), element.textContent).toBeLessThan(sizeOf(pay));
    }
  });

  it('the menu holds "Report this job" only while open', () => {
    renderCard(makeJob({ id: 5, title: 'Cleaner' }));
    const card = screen.getByRole('article', { name: 'Cleaner' });
    const menu = within(card).getByRole('button', { name: 'More actions for Cleaner' });
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
    expect(panel?.childElementCount).toBe(0);

    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(within(card).getByRole('button', { name: 'Report this job' })).toBeVisible();
  });
});

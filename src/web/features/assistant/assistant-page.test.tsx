import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AssistantRequest, ToolResult } from '../../../shared/api/assistant';
import { makeJob } from '../../components/job-card/test-jobs';
import { i18n } from '../../lib/i18n';
import { browserToday } from '../../lib/today';
import type { SessionData } from '../../lib/session';
import { json, mockApi, SIGNED_OUT, type ApiHandler } from '../../test/api';
import { makeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render';
import { CONVERSATION_STORAGE_KEY } from './conversation';

const encoder = new TextEncoder();

const text = (content: string) => ({ choices: [{ delta: { content } }] });
const line = (item: unknown) => `data: ${JSON.stringify(item)}\n\n`;

/** A finished SSE answer: the items, then [DONE]. */
function sse(...items: unknown[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': connected\n\n'));
      for (const item of items) controller.enqueue(encoder.encode(line(item)));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

/** An SSE answer the test feeds piece by piece. */
function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    push: (item: unknown) => controller.enqueue(encoder.encode(line(item))),
    end: () => {
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  };
}

/** The page with a fake network: `replies` answer the assistant's requests in turn. */
function setup(
  replies: (Response | (() => Response | Promise<Response>))[],
  session: SessionData | null = null,
) {
  const requests: AssistantRequest[] = [];
  /** Each request's abort signal, as the app's fetch gave it. */
  const signals: AbortSignal[] = [];
  const assistant: ApiHandler = async (request) => {
    signals.push(request.signal);
    requests.push((await request.json()) as AssistantRequest);
    const reply = replies.shift();
    if (!reply) throw new Error('No reply prepared for this request');
    return typeof reply === 'function' ? reply() : reply;
  };
  const sent = mockApi({
    ...SIGNED_OUT,
    'GET /api/auth/get-session': session,
    'POST /api/ai-job-assistant': assistant,
  });
  return { requests, signals, sent };
}

async function openPage(options: { country?: 'IN' | 'US' } = {}) {
  const view = renderApp('/ai-assistant', options);
  await screen.findByRole('heading', { level: 1, name: 'AI Assistant' });
  return view;
}

const box = () => screen.getByRole('textbox', { name: 'Message to the assistant' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const log = () => screen.getByRole('log', { name: 'Conversation with the AI assistant' });

function type(value: string) {
  fireEvent.change(box(), { target: { value } });
}
function pressEnter(shiftKey = false) {
  fireEvent.keyDown(box(), { key: 'Enter', shiftKey });
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  sessionStorage.clear();
});

describe('AI assistant page: text mode', () => {
  it('has the header, a Back link home, the mode switch (Text where the browser cannot listen), the greeting and suggestions', async () => {
    setup([]);
    await openPage();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/');
    const tabs = screen.getByRole('tablist', { name: 'Chat mode' });
    expect(within(tabs).getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    expect(within(tabs).getByRole('tab', { name: 'Voice' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'Text' })).toBeVisible();
    expect(within(log()).getByText(/I am your job assistant/)).toBeVisible();
    expect(box().getAttribute('placeholder')).toBe('Type your message...');
    const suggestions = screen.getByRole('group', { name: 'Try asking' });
    expect(within(suggestions).getByRole('button', { name: 'Find work in my city' })).toBeVisible();
    expect(within(suggestions).getByRole('button', { name: 'Post a job' })).toBeVisible();
    expect(within(suggestions).getByRole('button', { name: 'दिल्ली में सफाई का काम' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New chat' })).not.toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter does not; Send waits while blank and while the reply streams in', async () => {
    const stream = liveStream();
    const { requests } = setup([stream.response]);
    await openPage();
    expect(sendButton()).toHaveProperty('disabled', true);
    type('   ');
    expect(sendButton()).toHaveProperty('disabled', true);
    pressEnter();
    expect(requests).toHaveLength(0);

    type('Find cooking work in Mumbai');
    expect(sendButton()).toHaveProperty('disabled', false);
    pressEnter(true);
    expect(requests).toHaveLength(0);
    expect(box()).toHaveProperty('value', 'Find cooking work in Mumbai');

    pressEnter();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      messages: [{ role: 'user', content: 'Find cooking work in Mumbai' }],
      locale: 'en',
      country: 'IN',
      today: browserToday(),
    });
    expect(box()).toHaveProperty('value', '');
    expect(within(log()).getByText('Find cooking work in Mumbai')).toBeVisible();
    // Waiting: the thinking indicator; the suggestions are gone.
    expect(within(log()).getByRole('status').textContent).toBe('The assistant is thinking...');
    expect(screen.queryByRole('group', { name: 'Try asking' })).not.toBeInTheDocument();

    type('And in Pune?');
    expect(sendButton()).toHaveProperty('disabled', true);
    pressEnter();

    stream.push(text('Let me look '));
    expect(await within(log()).findByText('Let me look')).toBeInTheDocument();
    expect(within(log()).queryByRole('status')).not.toBeInTheDocument();
    stream.push(text('for cooking jobs in Mumbai.'));
    expect(await within(log()).findByText('Let me look for cooking jobs in Mumbai.')).toBeInTheDocument();
    expect(sendButton()).toHaveProperty('disabled', true);

    stream.end();
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    expect(requests).toHaveLength(1);
    expect(box()).toHaveProperty('value', 'And in Pune?');
  });

  it('a suggestion chip asks at once', async () => {
    const { requests } = setup([sse(text('Which city are you in?'))]);
    await openPage();
    fireEvent.click(screen.getByRole('button', { name: 'दिल्ली में सफाई का काम' }));
    expect(await within(log()).findByText('Which city are you in?')).toBeInTheDocument();
    expect(requests[0]?.messages).toEqual([{ role: 'user', content: 'दिल्ली में सफाई का काम' }]);
  });

  it('an empty jobs_found adds "No matching jobs right now." only when the reply says nothing itself', async () => {
    const none: ToolResult = { type: 'jobs_found', jobs: [], total: 0, criteria: { city: 'Delhi' } };
    setup([sse(text('I found no jobs in Delhi.'), { tool_result: none }), sse({ tool_result: none })]);
    await openPage();
    type('jobs in Delhi');
    pressEnter();
    expect(await within(log()).findByText('I found no jobs in Delhi.')).toBeInTheDocument();
    expect(within(log()).queryByText('No matching jobs right now.')).not.toBeInTheDocument();
    type('jobs in Delhi again');
    pressEnter();
    expect(await within(log()).findByText('No matching jobs right now.')).toBeInTheDocument();
  });

  it('jobs_found: a numbered list with links, each job in its own currency, then the question; ids and state go back', async () => {
    const found: ToolResult = {
      type: 'jobs_found',
      jobs: [
        makeJob({ id: 11, title: 'Cook for a family', dailySalary: 1500, currency: 'INR' }),
        makeJob({
          id: 12,
          title: 'Warehouse helper',
          dailySalary: 160,
          currency: 'USD',
          location: 'Dallas, Texas',
          category: 'other',
          categoryLabel: 'Other',
        }),
      ],
      total: 9,
      criteria: { city: 'Mumbai', words: 'cook' },
    };
    const { requests } = setup([
      sse(text('Here is what I found:'), { tool_result: found }, { state: { lastSearch: [11, 12] } }),
      sse(text('Job 2 pays $160 a day.')),
    ]);
    await openPage();
    type('cooking jobs');
    pressEnter();

    const list = await screen.findByRole('list', { name: 'Jobs found' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('1');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Cook for a family' })
        .getAttribute('href'),
    ).toBe('/job/11');
    expect(within(items[0] as HTMLElement).getByText('Mumbai, Maharashtra')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('₹1,500/day')).toBeVisible();
    expect(within(items[0] as HTMLElement).getByText('Cooking')).toBeVisible();
    expect(
      within(items[1] as HTMLElement)
        .getByRole('link', { name: 'Warehouse helper' })
        .getAttribute('href'),
    ).toBe('/job/12');
    expect(within(items[1] as HTMLElement).getByText('$160/day')).toBeVisible();
    expect(within(items[1] as HTMLElement).getByText('Dallas, Texas')).toBeVisible();
    expect(within(log()).getByText('Would you like to see more details?')).toBeVisible();
    expect(within(log()).getByText('Showing 2 of 9 jobs.')).toBeVisible();
    expect(within(log()).getByRole('link', { name: 'See all jobs' }).getAttribute('href')).toBe(
      '/jobs/mumbai?search=cook',
    );

    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', true));
    type('tell me about 2');
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', false));
    pressEnter();
    expect(await within(log()).findByText('Job 2 pays $160 a day.')).toBeInTheDocument();
    expect(requests[1]).toEqual({
      messages: [
        { role: 'user', content: 'cooking jobs' },
        { role: 'assistant', content: 'Here is what I found:', jobIds: [11, 12] },
        { role: 'user', content: 'tell me about 2' },
      ],
      state: { lastSearch: [11, 12] },
      locale: 'en',
      country: 'IN',
      today: browserToday(),
    });
  });

  it('job_details shows the job card with Call and Send Message', async () => {
    setup([sse({ tool_result: { type: 'job_details', job: makeJob({ id: 5, title: 'Painter needed' }) } })]);
    await openPage();
    type('details of 1');
    pressEnter();
    const card = await screen.findByRole('article', { name: 'Painter needed' });
    expect(within(card).getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('/job/5/call');
    expect(within(card).getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  // Before the next test: its toast would stay on screen for this one.
  it('job_created of a held post: no "posted" toast; says it waits for a check', async () => {
    setup(
      [
        sse(text('Saved.'), {
          tool_result: {
            type: 'job_created',
            job: makeJob({
              id: 78,
              title: 'Packing helper',
              status: 'held',
              reviewReason: 'wording',
              isOwner: true,
            }),
          },
        }),
      ],
      makeSession({ id: 'u1', name: 'Asha', email: 'asha@example.com' }),
    );
    await openPage();
    type('post it');
    pressEnter();
    expect(
      await within(log()).findByText(
        'Your job "Packing helper" is waiting for a check: workers do not see it yet. A person from our team will look at it within 24 hours.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Job posted successfully!')).not.toBeInTheDocument();
    expect(within(log()).getByRole('link', { name: 'View job' }).getAttribute('href')).toBe('/job/78');
  });

  it('job_created: "Job posted successfully!" and the confirmation with a link to the job', async () => {
    setup(
      [
        sse(text('Done.'), {
          tool_result: { type: 'job_created', job: makeJob({ id: 77, title: 'Maid in Pune' }) },
        }),
      ],
      makeSession({ id: 'u1', name: 'Asha', email: 'asha@example.com' }),
    );
    await openPage();
    type('post it');
    pressEnter();
    expect((await screen.findAllByText('Job posted successfully!')).length).toBeGreaterThan(0);
    expect(
      within(log()).getByText(
        'Your job "Maid in Pune" has been posted and can be viewed in your profile or in all jobs.',
      ),
    ).toBeVisible();
    expect(within(log()).getByRole('link', { name: 'View job' }).getAttribute('href')).toBe('/job/77');
    expect(within(log()).getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(log()).getByRole('link', { name: 'All jobs' }).getAttribute('href')).toBe('/jobs/all');
  });

  it('sign_in_required: "Sign in" opens the sign-in modal and the conversation stays', async () => {
    setup([sse(text('I can post that for you.'), { tool_result: { type: 'sign_in_required' } })]);
    await openPage();
    type('I want to post a job');
    pressEnter();
    const signIn = await within(log()).findByRole('button', { name: 'Sign in' });
    expect(
      within(log()).getByText('Please sign in to post a job. This conversation will stay here.'),
    ).toBeVisible();
    fireEvent.click(signIn);
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(within(log()).getByText('I want to post a job')).toBeVisible();
    expect(within(log()).getByText('I can post that for you.')).toBeVisible();
  });

  it.each([
    [429, 'AI is busy, please try again in a moment'],
    [402, 'AI service requires credits. Please contact support.'],
    [503, 'Failed to connect to AI assistant'],
    [400, 'Failed to connect to AI assistant'],
  ])('HTTP %i says "%s"', async (status, message) => {
    setup([json({ error: { code: 'x', message: 'server words' } }, status)]);
    await openPage();
    type('hello');
    pressEnter();
    await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(1));
    expect(within(log()).getByText(message)).toBeVisible();
    expect(within(log()).getByText('hello')).toBeVisible();
    await waitFor(() => expect(sendButton()).toHaveProperty('disabled', true));
    type('again');
    expect(sendButton()).toHaveProperty('disabled', false);
  });

  it('a network failure says "Failed to connect to AI"; the failed reply is not sent back', async () => {
    const { requests } = setup([
      // The network fails: fetch rejects as a browser's does.
      () => HttpResponse.error(),
      sse(text('Hello again')),
    ]);
    await openPage();
    type('hello');
    pressEnter();
    await waitFor(() => expect(screen.getAllByText('Failed to connect to AI').length).toBeGreaterThan(1));
    type('hello?');
    pressEnter();
    expect(await within(log()).findByText('Hello again')).toBeInTheDocument();
    expect(requests[1]?.messages).toEqual([
      { role: 'user', content: 'hello' },
      { role: 'user', content: 'hello?' },
    ]);
  });

  it('an error item in the stream shows its text', async () => {
    setup([sse(text('Searching...'), { error: 'The job search is not available right now.' })]);
    await openPage();
    type('find jobs');
    pressEnter();
    await waitFor(() =>
      expect(screen.getAllByText('The job search is not available right now.').length).toBeGreaterThan(1),
    );
    expect((await screen.findAllByText('AI Error')).length).toBeGreaterThan(0);
    expect(within(log()).getByText('Searching...')).toBeVisible();
  });

  it('the conversation and the engine state survive a reload; New chat forgets them', async () => {
    const found: ToolResult = {
      type: 'jobs_found',
      jobs: [makeJob({ id: 3, title: 'Driver for a school van' })],
      total: 1,
      criteria: {},
    };
    const { requests } = setup([
      sse(text('One job:'), { tool_result: found }, { state: { step: 2 } }),
      sse(text('Sure.')),
      sse(text('Hello!')),
    ]);
    const first = await openPage();
    type('driver jobs');
    pressEnter();
    await screen.findByRole('link', { name: 'Driver for a school van' });
    await waitFor(() => expect(sessionStorage.getItem(CONVERSATION_STORAGE_KEY)).toContain('One job:'));
    first.unmount();

    await openPage();
    expect(within(log()).getByText('driver jobs')).toBeVisible();
    expect(within(log()).getByText('One job:')).toBeVisible();
    expect(within(log()).getByRole('link', { name: 'Driver for a school van' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Try asking' })).not.toBeInTheDocument();

    type('more about it');
    pressEnter();
    await within(log()).findByText('Sure.');
    expect(requests[1]).toMatchObject({
      messages: [
        { role: 'user', content: 'driver jobs' },
        { role: 'assistant', content: 'One job:', jobIds: [3] },
        { role: 'user', content: 'more about it' },
      ],
      state: { step: 2 },
    });

    fireEvent.click(screen.getByRole('button', { name: 'New chat' }));
    expect(within(log()).queryByText('driver jobs')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Try asking' })).toBeVisible();
    expect(sessionStorage.getItem(CONVERSATION_STORAGE_KEY)).toBeNull();
    type('hi');
    pressEnter();
    await within(log()).findByText('Hello!');
    expect(requests[2]).toEqual({
      messages: [{ role: 'user', content: 'hi' }],
      locale: 'en',
      country: 'IN',
      today: browserToday(),
    });
  });

  it('closing the page cancels the reply on its way', async () => {
    const stream = liveStream();
    const { signals } = setup([stream.response]);
    const view = await openPage();
    type('hello');
    pressEnter();
    await waitFor(() => expect(signals).toHaveLength(1));
    const signal = signals[0]!;
    expect(signal.aborted).toBe(false);
    view.unmount();
    expect(signal.aborted).toBe(true);
  });

  it('sends the interface language as the locale, for each supported one (issue #27)', async () => {
    const { requests } = setup([sse(text('Hola'))]);
    await i18n.changeLanguage('es');
    try {
      renderApp('/ai-assistant');
      // Found by role alone: the page's texts are whatever the Spanish catalogue (or its fallback) says.
      const message = await screen.findByRole('textbox');
      fireEvent.change(message, { target: { value: 'trabajo en Houston' } });
      fireEvent.keyDown(message, { key: 'Enter' });
      await within(screen.getByRole('log')).findByText('Hola');
      expect(requests[0]?.locale).toBe('es');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('sends the visitor\'s country and own date (for a job post\'s "tomorrow")', async () => {
    const { requests } = setup([sse(text('Hi'))]);
    await openPage({ country: 'US' });
    type('jobs');
    pressEnter();
    await within(log()).findByText('Hi');
    expect(requests[0]).toMatchObject({ country: 'US', locale: 'en', today: browserToday() });
    expect(requests[0]?.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

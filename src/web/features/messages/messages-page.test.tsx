import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation, SendMessageInput } from '../../../shared/api/messages';
import { addToThread } from '../../lib/messaging';
import { json, mockApi, SIGNED_OUT, type ApiRoutes, type SentRequest } from '../../test/api';
import { renderApp } from '../../test/render';
import { makeConversation, makeMessage, signedIn } from './test-fixtures';

const ME = 'u-worker';
const SIGNED_IN = signedIn({ id: ME, name: 'Wasim Ahmed', email: 'wasim@example.com' }, 2);

const conversation = (overrides: Partial<Conversation> = {}) =>
  makeConversation({
    job: { id: 42, title: 'Cook for a family', status: 'active', phone: '98765 43210' },
    ...overrides,
  });
const message = makeMessage;

const THREAD = [message(1, ME, 'Is the job open?'), message(2, 'u-employer', 'Yes, come at 9.')];

/** The API of a signed-in worker with one conversation, recording what the page sends. */
function chatApi(extra: ApiRoutes = {}) {
  return mockApi({
    ...SIGNED_IN,
    'GET /api/conversations': {
      conversations: [conversation({ lastMessage: THREAD[1]!, unreadCount: 1 })],
      nextCursor: null,
    },
    'GET /api/conversations/5': conversation({ unreadCount: 1 }),
    'GET /api/conversations/5/messages': { messages: THREAD, hasMore: false },
    'POST /api/conversations/5/messages': async (request) => {
      const body = (await request.json()) as SendMessageInput;
      return json({ ...message(3, ME, body.content), clientId: body.clientId }, 201);
    },
    'POST /api/conversations/5/read': { lastReadId: 2, unreadTotal: 0 },
    ...extra,
  });
}

const composer = () => screen.getByRole('textbox', { name: 'Message' });
const calls = (sent: SentRequest[], path: string, method = 'POST') =>
  sent.filter((r) => r.path === path && r.method === method);

describe('messages page', () => {
  it('signed out: "Please sign in to view messages"', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/messages');
    expect(await screen.findByText('Please sign in to view messages')).toBeInTheDocument();
  });

  it('lists conversations with the spec fallbacks and real unread counts', async () => {
    mockApi({
      ...SIGNED_IN,
      'GET /api/conversations': {
        conversations: [
          conversation({ lastMessage: message(9, 'u-employer', 'See you tomorrow'), unreadCount: 3 }),
          conversation({
            id: 6,
            other: { id: 'u-x', name: '' },
            job: { id: 43, title: '', status: 'closed', phone: null },
          }),
          conversation({
            id: 7,
            role: 'employer',
            other: { id: null, name: null },
            lastMessage: message(8, ME, 'Thanks'),
          }),
        ],
        nextCursor: null,
      },
    });
    renderApp('/messages');
    const list = await screen.findByRole('region', { name: 'Conversations' });
    const items = await within(list).findAllByRole('link');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^EKEsha Kapoor.*About: Cook for a familySee you tomorrow33 unread messages$/),
      expect.stringMatching(/^UUnknown User.*About: JobNo messages yet$/),
      expect.stringMatching(/^UDeleted user.*Your job: Cook for a familyYou: Thanks$/),
    ]);
    expect(screen.getByText('Choose a conversation to read and reply.')).toBeVisible();
  });

  it('says "Failed to load conversations" and offers a retry', async () => {
    mockApi({
      ...SIGNED_IN,
      'GET /api/conversations': () => json({ error: { code: 'internal', message: 'x' } }, 500),
    });
    renderApp('/messages');
    expect((await screen.findAllByText('Failed to load conversations')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('shows the thread in order with the job, Call and marks it read on opening', async () => {
    const sent = chatApi();
    renderApp('/messages?conversation=5');
    const thread = await screen.findByRole('list', { name: 'Messages with Esha Kapoor' });
    await within(thread).findByText('Yes, come at 9.');
    const bubbles = within(thread)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(bubbles.join('|')).toMatch(/You: Is the job open\?.*Sent\|.*Esha Kapoor: Yes, come at 9\./);
    expect(screen.getByRole('link', { name: 'About: Cook for a family' }).getAttribute('href')).toBe(
      '/job/42',
    );
    expect(screen.getByRole('link', { name: 'Call 98765 43210' }).getAttribute('href')).toBe(
      'tel:9876543210',
    );
    await waitFor(() => expect(calls(sent, '/api/conversations/5/read')).toHaveLength(1));
    expect(calls(sent, '/api/conversations/5/read')[0]?.body).toEqual({
      messageId: 2,
    });
  });

  it('announces a message from the other person as it arrives (a polite live region), not the old ones', async () => {
    chatApi();
    const { queryClient } = renderApp('/messages?conversation=5');
    const thread = await screen.findByRole('list', { name: 'Messages with Esha Kapoor' });
    await within(thread).findByText('Yes, come at 9.');
    const announced = () =>
      [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent).join('|');
    expect(announced()).not.toContain('come at 9');

    act(() => addToThread(queryClient, 5, [message(4, 'u-employer', 'Bring your own gloves.')]));
    await waitFor(() =>
      expect(announced()).toContain('New message from Esha Kapoor: Bring your own gloves.'),
    );
    // My own messages are not read back to me.
    act(() => addToThread(queryClient, 5, [message(5, ME, 'Okay, I will.')]));
    await within(thread).findByText('Okay, I will.');
    expect(announced()).not.toContain('Okay, I will.');
  });

  it('sends trimmed text on Enter (not on Shift+Enter) and shows it as sent', async () => {
    const sent = chatApi();
    renderApp('/messages?conversation=5');
    await screen.findByText('Yes, come at 9.');
    fireEvent.change(composer(), { target: { value: '  I will be there.  ' } });
    fireEvent.keyDown(composer(), { key: 'Enter', shiftKey: true });
    expect(calls(sent, '/api/conversations/5/messages')).toHaveLength(0);
    fireEvent.keyDown(composer(), { key: 'Enter' });
    await waitFor(() => expect(calls(sent, '/api/conversations/5/messages')).toHaveLength(1));
    const body = calls(sent, '/api/conversations/5/messages')[0]?.body as SendMessageInput;
    expect(body.content).toBe('I will be there.');
    expect(body.clientId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect((composer() as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('I will be there.')).toBeInTheDocument();
    // Blank is never sent.
    fireEvent.change(composer(), { target: { value: '   ' } });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
  });

  it('counts characters and refuses over 2,000 with a message', async () => {
    chatApi();
    renderApp('/messages?conversation=5');
    await screen.findByText('Yes, come at 9.');
    expect(screen.getByText('0 / 2000')).toBeVisible();
    fireEvent.change(composer(), { target: { value: 'a'.repeat(2003) } });
    expect(screen.getByText('2003 / 2000')).toBeVisible();
    expect(screen.getByRole('alert').textContent).toBe(
      'A message can be at most 2000 characters. Please remove 3.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send' }).disabled).toBe(true);
    expect(composer().getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a message that failed, with Retry reusing its client id', async () => {
    let attempts = 0;
    const sent = chatApi({
      'POST /api/conversations/5/messages': async (request) => {
        attempts += 1;
        if (attempts === 1) return json({ error: { code: 'internal', message: 'boom' } }, 500);
        const body = (await request.json()) as SendMessageInput;
        return json({ ...message(3, ME, body.content), clientId: body.clientId }, 201);
      },
    });
    renderApp('/messages?conversation=5');
    await screen.findByText('Yes, come at 9.');
    fireEvent.change(composer(), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Not sent')).toBeInTheDocument();
    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).not.toBeInTheDocument());
    const [first, second] = calls(sent, '/api/conversations/5/messages').map(
      (r) => r.body as SendMessageInput,
    );
    expect(second?.clientId).toBe(first?.clientId);
    expect(screen.getAllByText('Hello?')).toHaveLength(1);
  });

  it('shows "Deleted user" for a deleted sender, and a not-found message for a foreign conversation', async () => {
    chatApi({
      'GET /api/conversations/5': conversation({ other: { id: null, name: null } }),
      'GET /api/conversations/5/messages': { messages: [message(1, null, 'I cannot come')], hasMore: false },
    });
    const { unmount } = renderApp('/messages?conversation=5');
    const thread = await screen.findByRole('list', { name: 'Messages with Deleted user' });
    expect(within(thread).getAllByText('Deleted user').length).toBeGreaterThan(0);
    unmount();

    chatApi({
      'GET /api/conversations/99': () =>
        json({ error: { code: 'not_found', message: 'Conversation not found' } }, 404),
      'GET /api/conversations/99/messages': () =>
        json({ error: { code: 'not_found', message: 'Conversation not found' } }, 404),
    });
    renderApp('/messages?conversation=99');
    expect(await screen.findByText('This conversation does not exist or is not yours.')).toBeInTheDocument();
  });

  it('warns under a received message that asks for money or moves the chat, never under ordinary ones', async () => {
    chatApi({
      'GET /api/conversations/5/messages': {
        messages: [
          message(1, ME, 'Can I pay by UPI for the uniform?'),
          message(2, 'u-employer', 'Yes, come at 9.'),
          message(3, 'u-employer', 'Pay the registration fee of ₹500 to hr.jobs@ybl first.'),
          message(4, 'u-employer', 'OTP bata do jaldi'),
        ],
        hasMore: false,
      },
    });
    renderApp('/messages?conversation=5');
    const thread = await screen.findByRole('list', { name: 'Messages with Esha Kapoor' });
    await within(thread).findByText('OTP bata do jaldi');
    const warning = 'Employers on DailyWork never ask you to pay. Never share an OTP.';
    // The detector loads beside the thread: the warnings appear once it is here.
    const warnedUnder = () =>
      within(thread)
        .getAllByRole('listitem')
        .filter((item) => within(item).queryByText(warning))
        .map((item) => item.textContent);
    await waitFor(() => expect(warnedUnder()).toHaveLength(2));
    expect(warnedUnder()[0]).toContain('registration fee');
    expect(warnedUnder()[1]).toContain('OTP bata do');
    // The standing line above the composer.
    expect(screen.getByText('Never pay to get a job. Report requests for money.')).toBeVisible();
  });

  it('?job= starts the conversation about the job and opens it', async () => {
    const sent = chatApi({
      'POST /api/conversations': () => json({ conversationId: 5, created: true }, 201),
      'GET /api/conversations': { conversations: [conversation()], nextCursor: null },
    });
    const { router } = renderApp('/messages?job=42');
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=5'));
    expect(calls(sent, '/api/conversations')[0]?.body).toEqual({ jobId: 42 });
    expect(await screen.findByText('Yes, come at 9.')).toBeInTheDocument();
  });

  it("reports the other person's message and the conversation, never my own messages", async () => {
    const sent = chatApi({
      'POST /api/messages/2/report': { reported: true, already: false },
      'POST /api/conversations/5/report': { reported: true, already: true },
    });
    renderApp('/messages?conversation=5');
    const thread = await screen.findByRole('list', { name: 'Messages with Esha Kapoor' });
    await within(thread).findByText('Yes, come at 9.');
    const reportButtons = within(thread).getAllByRole('button', { name: 'Report message' });
    expect(reportButtons).toHaveLength(1);
    expect(reportButtons[0]?.closest('li')?.textContent).toContain('Yes, come at 9.');
    expect(reportButtons[0]?.textContent).toBe('Report');

    fireEvent.click(reportButtons[0] as HTMLElement);
    let dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    fireEvent.click(within(dialog).getByLabelText('Asks for money'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. We will look at it.')).toBeInTheDocument();
    expect(calls(sent, '/api/messages/2/report')[0]?.body).toEqual({
      reason: 'money',
      details: '',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));

    const more = screen.getByRole('button', { name: 'More options for the conversation with Esha Kapoor' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(more.getAttribute('aria-expanded')).toBe('false');
    dialog = await screen.findByRole('dialog', { name: 'Report Esha Kapoor' });
    fireEvent.click(within(dialog).getByLabelText('Abusive or harassing'));
    fireEvent.change(within(dialog).getByLabelText('Tell us more (optional)'), {
      target: { value: 'Shouted at me on the phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    // Reported before: the same thank-you, nothing about anyone else.
    expect(await within(dialog).findByText('Thank you. We will look at it.')).toBeInTheDocument();
    expect(calls(sent, '/api/conversations/5/report')[0]?.body).toEqual({
      reason: 'abuse',
      details: 'Shouted at me on the phone',
    });
  });

  it('blocks after a confirmation: the composer gives way to a notice with Unblock, which brings it back', async () => {
    let blocked: Conversation['blocked'] = 'none';
    const sent = chatApi({
      'GET /api/conversations/5': () => json(conversation({ blocked })),
      'POST /api/conversations/5/block': () => {
        blocked = 'by-me';
        return json({ userId: 'u-employer', blocked: true });
      },
      'DELETE /api/me/blocks/u-employer': () => {
        blocked = 'none';
        return json({ userId: 'u-employer', blocked: false });
      },
    });
    renderApp('/messages?conversation=5');
    await screen.findByText('Yes, come at 9.');
    expect(composer()).toBeVisible();
    fireEvent.click(
      screen.getByRole('button', { name: 'More options for the conversation with Esha Kapoor' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Esha Kapoor?' });
    expect(
      within(dialog).getByText('They will not be able to message you. You can unblock them in Settings.'),
    ).toBeVisible();
    // Cancel changes nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(sent, '/api/conversations/5/block')).toHaveLength(0);

    fireEvent.click(
      screen.getByRole('button', { name: 'More options for the conversation with Esha Kapoor' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    const again = await screen.findByRole('dialog', { name: 'Block Esha Kapoor?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked this person.')).toBeInTheDocument();
    expect(await screen.findByText('Esha Kapoor is blocked')).toBeInTheDocument();
    expect(calls(sent, '/api/conversations/5/block')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    // Blocked already: the menu offers Report only.
    fireEvent.click(
      screen.getByRole('button', { name: 'More options for the conversation with Esha Kapoor' }),
    );
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.queryByText('You blocked this person.')).not.toBeInTheDocument();
    expect(calls(sent, '/api/me/blocks/u-employer', 'DELETE')).toHaveLength(1);
  });

  it('blocked by the other person: says so, without a composer', async () => {
    chatApi({ 'GET /api/conversations/5': conversation({ blocked: 'by-them' }) });
    renderApp('/messages?conversation=5');
    const thread = await screen.findByRole('list', { name: 'Messages with Esha Kapoor' });
    await within(thread).findByText('Yes, come at 9.');
    expect(await screen.findByText("You can't reply to this conversation.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
  });

  it('a send refused because of a block reloads the conversation, which then shows the notice', async () => {
    let blocked: Conversation['blocked'] = 'none';
    chatApi({
      'GET /api/conversations/5': () => json(conversation({ blocked })),
      'POST /api/conversations/5/messages': () => {
        blocked = 'by-them';
        return json(
          {
            error: {
              code: 'blocked',
              message: 'You cannot message this person: one of you has blocked the other.',
            },
          },
          403,
        );
      },
    });
    renderApp('/messages?conversation=5');
    await screen.findByText('Yes, come at 9.');
    fireEvent.change(composer(), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("You can't reply to this conversation.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Not sent')).toBeVisible());
    expect(
      screen.getByText('You cannot message this person: one of you has blocked the other.'),
    ).toBeVisible();
  });

  it('shows the unread total in the account menu and the tab title', async () => {
    chatApi();
    renderApp('/messages');
    expect(
      await screen.findByRole('button', { name: 'W Wasim Ahmed, account menu, Messages, 2 unread' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(2) Messages | DailyWork'));
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { json, mockApi, renderApp, SIGNED_OUT } from '../../test/render';

const ME = {
  user: {
    id: 'u1',
    name: 'Asha',
    email: 'asha@example.com',
    emailVerified: true,
    phone: null,
    locale: 'en',
    createdAt: '2025-03-05T10:00:00.000Z',
    hasPassword: true,
  },
  profile: { bio: null, location: null, skills: null, avatarUrl: null },
  pendingEmail: null,
  settings: { messageEmails: true },
};

const SIGNED_IN = {
  ...SIGNED_OUT,
  '/api/auth/get-session': { user: { id: 'u1', name: 'Asha', email: 'asha@example.com' }, session: {} },
};

describe('settings page', () => {
  it('signed out: asks to sign in', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/settings');
    expect(await screen.findByText('Please sign in to view your settings')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign In' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('a social account without a password sets one', async () => {
    mockApi({ ...SIGNED_IN, '/api/accounts/me': { ...ME, user: { ...ME.user, hasPassword: false } } });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeVisible();
  });

  it('language: choosing हिन्दी turns the page to Hindi and saves the preference', async () => {
    const fetchMock = mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': ME,
      '/api/accounts/me/preferences': { ...ME, user: { ...ME.user, locale: 'hi' } },
    });
    renderApp('/settings');
    fireEvent.click(await screen.findByLabelText('हिन्दी'));
    // Saved, and said in the language just chosen.
    expect(await screen.findByText('आपकी पसंद सेव हो गई')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/accounts/me/preferences');
    expect(call?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ locale: 'hi' });
    expect(localStorage.getItem('locale')).toBe('hi');
    fireEvent.click(screen.getByLabelText('English'));
    await waitFor(() => expect(localStorage.getItem('locale')).toBe('en'));
  });

  it('language: shows the language on the screen, also after the header switch changed it', async () => {
    mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': ME,
      '/api/accounts/me/preferences': { ...ME, user: { ...ME.user, locale: 'hi' } },
    });
    renderApp('/settings');
    expect(((await screen.findByLabelText('English')) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'हिंदी' }));
    await waitFor(() => expect((screen.getByLabelText('हिन्दी') as HTMLInputElement).checked).toBe(true));
  });

  it('notifications: the switch turns message emails off and on, saved at once', async () => {
    const saved: unknown[] = [];
    const fetchMock = mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': ME,
      '/api/accounts/me/preferences': (_url, init) => {
        const body = JSON.parse(String(init?.body)) as { messageEmails: boolean };
        saved.push(body);
        return json({ ...ME, settings: { messageEmails: body.messageEmails } });
      },
    });
    renderApp('/settings');
    const toggle = await screen.findByRole('switch', { name: 'Email me about new messages' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(await screen.findByText('Message emails are off')).toBeInTheDocument();
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(saved).toEqual([{ messageEmails: false }, { messageEmails: true }]);
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/accounts/me/preferences')).toHaveLength(2);
  });

  it('blocked people: lists them newest first, Unblock removes one, then the empty state', async () => {
    let blocks = [
      { userId: 'u-2', name: 'Ravi Kumar', createdAt: '2026-06-02T10:00:00.000Z' },
      { userId: 'u-3', name: 'Esha Kapoor', createdAt: '2026-06-01T10:00:00.000Z' },
    ];
    const fetchMock = mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': ME,
      '/api/me/blocks': () => json({ blocks }),
      '/api/me/blocks/u-2': () => {
        blocks = blocks.filter((block) => block.userId !== 'u-2');
        return json({ userId: 'u-2', blocked: false });
      },
      '/api/me/blocks/u-3': () => {
        blocks = [];
        return json({ userId: 'u-3', blocked: false });
      },
    });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Blocked people' });
    await within(section).findByText('Ravi Kumar');
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ravi KumarBlocked on 2 Jun 2026Unblock', 'Esha KapoorBlocked on 1 Jun 2026Unblock']);
    fireEvent.click(within(section).getByRole('button', { name: 'Unblock Ravi Kumar' }));
    expect(await screen.findByText('Ravi Kumar is unblocked')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Ravi Kumar')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/me/blocks/u-2');
    expect(call?.[1]?.method).toBe('DELETE');
    fireEvent.click(within(section).getByRole('button', { name: 'Unblock Esha Kapoor' }));
    expect(await within(section).findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('notifications on this phone: lists the phones with Remove; a browser without push says so', async () => {
    let devices = [
      { id: 4, label: 'Chrome on Android', createdAt: '2026-06-02T10:00:00.000Z' },
      { id: 3, label: 'Firefox on Windows', createdAt: '2026-06-01T10:00:00.000Z' },
    ];
    const fetchMock = mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': ME,
      '/api/me/blocks': { blocks: [] },
      '/api/me/push-subscriptions': () => json({ devices }),
      '/api/me/push-subscriptions/3': () => {
        devices = devices.filter((device) => device.id !== 3);
        return new Response(null, { status: 204 });
      },
    });
    renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Get notified on this phone' });
    await within(section).findByText('Chrome on Android');
    // happy-dom has no Push API: the section says what to do instead of offering a button that fails.
    expect(
      within(section).getByText(
        'This browser cannot show notifications. Open the app in Chrome on your phone.',
      ),
    ).toBeVisible();
    expect(
      within(section).queryByRole('button', { name: 'Get notified on this phone' }),
    ).not.toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chrome on AndroidSince 2 Jun 2026Remove', 'Firefox on WindowsSince 1 Jun 2026Remove']);
    fireEvent.click(within(section).getByRole('button', { name: 'Remove Firefox on Windows' }));
    expect(await screen.findByText('Notifications turned off for Firefox on Windows')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Firefox on Windows')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/me/push-subscriptions/3');
    expect(call?.[1]?.method).toBe('DELETE');
  });

  it('password: in Hindi, a too-short new password is told in Hindi and nothing is sent', async () => {
    await i18n.changeLanguage('hi');
    const fetchMock = mockApi({ ...SIGNED_IN, '/api/accounts/me': ME });
    renderApp('/settings');
    fireEvent.change(await screen.findByLabelText('अभी का पासवर्ड'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('नया पासवर्ड'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect((await screen.findAllByText('पासवर्ड 8 से 128 अक्षर का रखें')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('password'))).toBe(false);
  });

  it('delete: confirmed by the password, then signed out and sent home', async () => {
    let session: unknown = SIGNED_IN['/api/auth/get-session'];
    const fetchMock = mockApi({
      ...SIGNED_IN,
      '/api/auth/get-session': () => json(session),
      '/api/accounts/me': ME,
      '/api/accounts/me/delete': () => {
        session = null;
        return json({ message: 'Your account has been deleted.' });
      },
    });
    const { router } = renderApp('/settings');
    expect(await screen.findByText(/cannot be undone/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Type your password to confirm'), {
      target: { value: 'my-password' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => url === '/api/accounts/me/delete');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ password: 'my-password' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import type { BlockListResponse } from '../../../shared/api/safety';
import type { SessionData } from '../../lib/session';
import { json, mockApi, SIGNED_OUT, type ApiRoutes } from '../../test/api';
import { makeMe, makeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const ME = makeMe({ user: { id: 'u1', name: 'Asha', email: 'asha@example.com' } });

const SIGNED_IN = {
  ...SIGNED_OUT,
  'GET /api/auth/get-session': makeSession({ id: 'u1', name: 'Asha', email: 'asha@example.com' }),
} satisfies ApiRoutes;

describe('settings page', () => {
  it('signed out: asks to sign in', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/settings');
    expect(await screen.findByText('Please sign in to view your settings')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign In' }).at(-1) as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('a social account without a password sets one', async () => {
    mockApi({ ...SIGNED_IN, 'GET /api/accounts/me': { ...ME, user: { ...ME.user, hasPassword: false } } });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set password' })).toBeVisible();
  });

  it('language: choosing हिन्दी turns the page to Hindi and saves the preference', async () => {
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'PATCH /api/accounts/me/preferences': { ...ME, user: { ...ME.user, locale: 'hi' } },
    });
    renderApp('/settings');
    fireEvent.click(await screen.findByLabelText('हिंदी'));
    // Saved, and said in the language just chosen.
    expect(await screen.findByText('आपकी पसंद सेव हो गई')).toBeInTheDocument();
    const call = sent.find((r) => r.path === '/api/accounts/me/preferences');
    expect(call?.method).toBe('PATCH');
    expect(call?.body).toEqual({ locale: 'hi' });
    expect(localStorage.getItem('locale')).toBe('hi');
    fireEvent.click(screen.getByLabelText('English'));
    await waitFor(() => expect(localStorage.getItem('locale')).toBe('en'));
  });

  it('language: shows the language on the screen, also after the header switch changed it', async () => {
    mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'PATCH /api/accounts/me/preferences': { ...ME, user: { ...ME.user, locale: 'hi' } },
    });
    renderApp('/settings');
    expect(await screen.findByLabelText('English')).toBeChecked();
    const banner = within(screen.getByRole('banner'));
    fireEvent.click(banner.getByTitle('Change the language'));
    fireEvent.click(banner.getByRole('link', { name: 'தமிழ்' }));
    await waitFor(() => expect(screen.getByLabelText('தமிழ்')).toBeChecked());
  });

  it('notifications: the switch turns message emails off and on, saved at once', async () => {
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'PATCH /api/accounts/me/preferences': async (request) => {
        const body = (await request.json()) as { messageEmails: boolean };
        return json({ ...ME, settings: { messageEmails: body.messageEmails } });
      },
    });
    renderApp('/settings');
    const toggle = await screen.findByRole('switch', { name: 'Email me about new messages' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    expect(await screen.findByText('Message emails are off')).toBeInTheDocument();
    await waitFor(() => expect(toggle).not.toBeChecked());
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const saved = sent.filter((r) => r.path === '/api/accounts/me/preferences');
    expect(saved.map((r) => r.body)).toEqual([{ messageEmails: false }, { messageEmails: true }]);
    expect(saved).toHaveLength(2);
  });

  it('blocked people: lists them newest first, Unblock removes one, then the empty state', async () => {
    let blocks: BlockListResponse['blocks'] = [
      { userId: 'u-2', name: 'Ravi Kumar', createdAt: '2026-06-02T10:00:00.000Z' },
      { userId: 'u-3', name: 'Esha Kapoor', createdAt: '2026-06-01T10:00:00.000Z' },
    ];
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'GET /api/me/blocks': () => json({ blocks } satisfies BlockListResponse),
      'DELETE /api/me/blocks/u-2': () => {
        blocks = blocks.filter((block) => block.userId !== 'u-2');
        return json({ userId: 'u-2', blocked: false });
      },
      'DELETE /api/me/blocks/u-3': () => {
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
    const call = sent.find((r) => r.path === '/api/me/blocks/u-2');
    expect(call?.method).toBe('DELETE');
    fireEvent.click(within(section).getByRole('button', { name: 'Unblock Esha Kapoor' }));
    expect(await within(section).findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('notifications on this phone: lists the phones with Remove; a browser without push says so', async () => {
    let devices = [
      { id: 4, label: 'Chrome on Android', createdAt: '2026-06-02T10:00:00.000Z' },
      { id: 3, label: 'Firefox on Windows', createdAt: '2026-06-01T10:00:00.000Z' },
    ];
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'GET /api/me/blocks': { blocks: [] },
      'GET /api/me/push-subscriptions': () => json({ devices }),
      'DELETE /api/me/push-subscriptions/3': () => {
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
    const call = sent.find((r) => r.path === '/api/me/push-subscriptions/3');
    expect(call?.method).toBe('DELETE');
  });

  it('password: in Hindi, a too-short new password is told in Hindi and nothing is sent', async () => {
    await i18n.changeLanguage('hi');
    const sent = mockApi({ ...SIGNED_IN, 'GET /api/accounts/me': ME });
    renderApp('/settings');
    fireEvent.change(await screen.findByLabelText('अभी का पासवर्ड'), { target: { value: 'old-password' } });
    fireEvent.change(screen.getByLabelText('नया पासवर्ड'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect((await screen.findAllByText('पासवर्ड 8 से 128 अक्षर का रखें')).length).toBeGreaterThan(0);
    expect(sent.some((r) => r.path.includes('password'))).toBe(false);
  });

  it('delete: confirmed by the password, then signed out and sent home', async () => {
    let session: SessionData | null = SIGNED_IN['GET /api/auth/get-session'];
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/auth/get-session': () => json(session),
      'GET /api/accounts/me': ME,
      'POST /api/accounts/me/delete': () => {
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
    const call = sent.find((r) => r.path === '/api/accounts/me/delete');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ password: 'my-password' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('password: the current one is asked first, and a wrong one is marked on its field', async () => {
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'POST /api/accounts/me/password': () =>
        json(
          {
            error: { code: 'wrong_password', message: 'Your current password is incorrect.' },
            requestId: 'r',
          },
          400,
        ),
    });
    renderApp('/settings');
    const current = await screen.findByLabelText('Current password');
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-password-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // a toast fades in once sonner has mounted it
    await waitFor(() => expect(screen.getByText('Could not change the password')).toBeVisible());
    expect(current).toHaveAccessibleDescription('Please enter your current password to make this change.');
    expect(sent.some((r) => r.path === '/api/accounts/me/password')).toBe(false);

    fireEvent.change(current, { target: { value: 'not-my-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Your current password is incorrect.',
      ),
    );
    expect(sent.find((r) => r.path === '/api/accounts/me/password')?.body).toEqual({
      currentPassword: 'not-my-password',
      newPassword: 'new-password-1',
    });
  });

  it('delete: by an emailed code, which must have 6 digits', async () => {
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'POST /api/accounts/me/delete/request-code': { message: 'We emailed you a code.' },
      'POST /api/accounts/me/delete': { message: 'Your account has been deleted.' },
    });
    renderApp('/settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a code instead' }));
    // a toast fades in once sonner has mounted it
    await waitFor(() => expect(screen.getByText('We emailed you a code.')).toBeVisible());
    const code = screen.getByLabelText('Code from the email');
    fireEvent.change(code, { target: { value: '12 34' } });
    expect(code).toHaveValue('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    // a toast fades in once sonner has mounted it
    await waitFor(() => expect(screen.getByText('Invalid code')).toBeVisible());
    expect(sent.some((r) => r.path === '/api/accounts/me/delete')).toBe(false);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() =>
      expect(sent.find((r) => r.path === '/api/accounts/me/delete')?.body).toEqual({ code: '123456' }),
    );
  });
});

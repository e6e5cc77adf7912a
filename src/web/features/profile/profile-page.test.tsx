import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, SIGNED_OUT } from '../../test/render';

const ME = {
  user: {
    id: 'u1',
    name: 'Ramesh Kumar',
    email: null,
    emailVerified: true,
    phone: '+919876543210',
    locale: 'en',
    createdAt: '2025-03-05T10:00:00.000Z',
    hasPassword: true,
  },
  profile: { bio: null, location: 'Pune', skills: null, avatarUrl: null },
  pendingEmail: null,
  settings: { messageEmails: true },
};

const SIGNED_IN = {
  ...SIGNED_OUT,
  '/api/auth/get-session': {
    user: {
      id: 'u1',
      name: 'Ramesh Kumar',
      email: '919876543210@phone.dailywork.invalid',
      phone: '+919876543210',
    },
    session: { id: 's1' },
  },
  // The "My jobs" slot below the form (the jobs feature's).
  '/api/me/jobs': { jobs: [] },
};

describe('profile page', () => {
  it('signed out: "Please sign in to view your profile" with a link home', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/profile');
    expect(await screen.findByText('Please sign in to view your profile')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('signed in: initial, name, "Member since", and the phone (never the pseudo-email)', async () => {
    mockApi({ ...SIGNED_IN, '/api/accounts/me': ME });
    renderApp('/profile');
    expect(await screen.findByText('Member since 5 Mar 2025')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Ramesh Kumar')).toBeVisible();
    expect(within(main).getByText('R')).toBeVisible();
    expect(within(main).queryByText(/phone\.dailywork\.invalid/)).not.toBeInTheDocument();
    expect((within(main).getByLabelText('Phone') as HTMLInputElement).value).toBe('+919876543210');
    expect(within(main).getByText('(optional)')).toBeVisible();
    // Ratings (issue #12): the way to what others see.
    expect(within(main).getByRole('link', { name: 'See your public profile' }).getAttribute('href')).toBe(
      '/u/u1',
    );
  });

  it('update: PATCH /api/accounts/me, "Profile Updated", the form shows the reloaded profile', async () => {
    const fetchMock = mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': (_url, init) =>
        init?.method === 'PATCH'
          ? json({
              ...ME,
              user: { ...ME.user, name: 'Ramesh K' },
              profile: { ...ME.profile, skills: 'cooking' },
            })
          : json(ME),
    });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText('Full Name'), { target: { value: ' Ramesh K ' } });
    fireEvent.change(within(form).getByLabelText('Skills'), { target: { value: 'cooking' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.getByText('Profile updated successfully!')).toBeVisible();
    const patch = fetchMock.mock.calls.find(
      ([url, init]) => url === '/api/accounts/me' && init?.method === 'PATCH',
    );
    expect(JSON.parse(String(patch?.[1]?.body))).toMatchObject({
      name: 'Ramesh K',
      email: '',
      phone: '+919876543210',
      skills: 'cooking',
      location: 'Pune',
      country: 'IN',
    });
    await waitFor(() =>
      expect((within(form).getByLabelText('Full Name') as HTMLInputElement).value).toBe('Ramesh K'),
    );
  });

  it('changing the phone asks for the current password; a wrong one says "Update Failed"', async () => {
    mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': (_url, init) =>
        init?.method === 'PATCH'
          ? json({ error: { code: 'wrong_password', message: 'Your current password is incorrect.' } }, 403)
          : json(ME),
    });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    expect(within(form).queryByLabelText('Current password')).not.toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '98765 00000' } });
    const password = await within(form).findByLabelText('Current password');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(
      screen.getAllByText('Please enter your current password to make this change.').length,
    ).toBeGreaterThan(0);
    fireEvent.change(password, { target: { value: 'not-my-password' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('Your current password is incorrect.')).length).toBeGreaterThan(0);
  });

  it('clearing both email and phone says "Please fill all fields"', async () => {
    const fetchMock = mockApi({ ...SIGNED_IN, '/api/accounts/me': ME });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('Please fill all fields')).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('a pending email shows "Pending" and takes its code', async () => {
    const fetchMock = mockApi({
      ...SIGNED_IN,
      '/api/accounts/me': { ...ME, pendingEmail: 'ramesh@example.com' },
      '/api/accounts/me/email/confirm': { ...ME, user: { ...ME.user, email: 'ramesh@example.com' } },
    });
    renderApp('/profile');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Email changed')).toBeInTheDocument();
    const confirm = fetchMock.mock.calls.find(([url]) => url === '/api/accounts/me/email/confirm');
    expect(JSON.parse(String(confirm?.[1]?.body))).toEqual({ code: '654321' });
  });
});

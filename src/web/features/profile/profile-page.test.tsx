import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, SIGNED_OUT, type ApiRoutes } from '../../test/api';
import { makeMe, makeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const ME = makeMe({
  user: { id: 'u1', name: 'Ramesh Kumar', email: null, phone: '+919876543210' },
  profile: { location: 'Pune' },
});

const SIGNED_IN = {
  ...SIGNED_OUT,
  'GET /api/auth/get-session': makeSession({
    id: 'u1',
    name: 'Ramesh Kumar',
    email: '919876543210@phone.dailywork.invalid',
    phone: '+919876543210',
  }),
  // The "My jobs" slot below the form (the jobs feature's).
  'GET /api/me/jobs': { jobs: [] },
} satisfies ApiRoutes;

describe('profile page', () => {
  it('signed out: "Please sign in to view your profile" with a link home', async () => {
    mockApi(SIGNED_OUT);
    renderApp('/profile');
    expect(await screen.findByText('Please sign in to view your profile')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('signed in: initial, name, "Member since", and the phone (never the pseudo-email)', async () => {
    mockApi({ ...SIGNED_IN, 'GET /api/accounts/me': ME });
    renderApp('/profile');
    expect(await screen.findByText('Member since 5 Mar 2025')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Ramesh Kumar')).toBeVisible();
    expect(within(main).getByText('R')).toBeVisible();
    expect(within(main).queryByText(/phone\.dailywork\.invalid/)).not.toBeInTheDocument();
    expect(within(main).getByLabelText<HTMLInputElement>('Phone').value).toBe('+919876543210');
    expect(within(main).getByText('(optional)')).toBeVisible();
    // Ratings (issue #12): the way to what others see.
    expect(within(main).getByRole('link', { name: 'See your public profile' }).getAttribute('href')).toBe(
      '/u/u1',
    );
  });

  it('update: PATCH /api/accounts/me, "Profile Updated", the form shows the reloaded profile', async () => {
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'PATCH /api/accounts/me': {
        ...ME,
        user: { ...ME.user, name: 'Ramesh K' },
        profile: { ...ME.profile, skills: 'cooking' },
      },
    });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText('Full Name'), { target: { value: ' Ramesh K ' } });
    fireEvent.change(within(form).getByLabelText('Skills'), { target: { value: 'cooking' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Profile updated successfully!')).toBeVisible());
    const patch = sent.find((r) => r.path === '/api/accounts/me' && r.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      name: 'Ramesh K',
      email: '',
      phone: '+919876543210',
      skills: 'cooking',
      location: 'Pune',
      country: 'IN',
    });
    await waitFor(() =>
      expect(within(form).getByLabelText<HTMLInputElement>('Full Name').value).toBe('Ramesh K'),
    );
  });

  it('changing the phone asks for the current password; a wrong one says "Update Failed"', async () => {
    mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': ME,
      'PATCH /api/accounts/me': () =>
        json({ error: { code: 'wrong_password', message: 'Your current password is incorrect.' } }, 403),
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
    const sent = mockApi({ ...SIGNED_IN, 'GET /api/accounts/me': ME });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect((await screen.findAllByText('Please fill all fields')).length).toBeGreaterThan(0);
    expect(sent.some((r) => r.method === 'PATCH')).toBe(false);
  });

  it('a pending email shows "Pending" and takes its code', async () => {
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': { ...ME, pendingEmail: 'ramesh@example.com' },
      'POST /api/accounts/me/email/confirm': { ...ME, user: { ...ME.user, email: 'ramesh@example.com' } },
    });
    renderApp('/profile');
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Code from the email'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm email' }));
    expect(await screen.findByText('Email changed')).toBeInTheDocument();
    const confirm = sent.find((r) => r.path === '/api/accounts/me/email/confirm');
    expect(confirm?.method).toBe('POST');
    expect(confirm?.body).toEqual({ code: '654321' });
  });

  it('shows whether the phone is verified, and texts a code to verify it', async () => {
    let me = ME;
    const sent = mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': () => json(me),
      'POST /api/accounts/me/phone/send-code': () => {
        me = { ...ME, pendingPhone: '+919876543210' };
        return json({
          message: 'We sent a 6-digit code by SMS to +919876543210. It is valid for 15 minutes.',
        });
      },
      'POST /api/accounts/me/phone/confirm': () => {
        me = { ...ME, phoneVerified: true, pendingPhone: null };
        return json(me);
      },
    });
    renderApp('/profile');
    expect(await screen.findByText('Not verified')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Verify by SMS' }));
    expect(await screen.findByText('New phone number waiting for its SMS code:')).toBeInTheDocument();
    expect(
      screen.getAllByText('We sent a 6-digit code by SMS to +919876543210. It is valid for 15 minutes.')
        .length,
    ).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm phone' }));
    expect(await screen.findByText('Phone number confirmed')).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeVisible();
    expect(screen.queryByText('Not verified')).not.toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/accounts/me/phone/confirm')?.body).toEqual({ code: '123456' });
  });

  it('a new phone waits for its SMS code: the form keeps the old one until then', async () => {
    const pending = { ...ME, phoneVerified: true, pendingPhone: '+919876500000' };
    mockApi({
      ...SIGNED_IN,
      'GET /api/accounts/me': { ...ME, phoneVerified: true },
      'PATCH /api/accounts/me': pending,
    });
    renderApp('/profile');
    const form = await screen.findByRole('form', { name: 'Your details' });
    fireEvent.change(within(form).getByLabelText('Phone'), { target: { value: '98765 00000' } });
    fireEvent.change(await within(form).findByLabelText('Current password'), {
      target: { value: 'my-password' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('New phone number waiting for its SMS code:')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('+919876500000')).toBeVisible());
    expect(within(form).getByLabelText<HTMLInputElement>('Phone').value).toBe('+919876543210');
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import type { SessionData } from '../../lib/session';
import { json, mockApi, SIGNED_OUT, type SentRequest } from '../../test/api';
import { makeAccountUser, makeSession } from '../../test/fixtures';
import { renderApp, setViewport } from '../../test/render';

const USER = makeAccountUser({ name: 'Asha Verma', createdAt: '2025-03-01T10:00:00.000Z' });

async function openModal(mode: 'Sign In' | 'Sign Up', path = '/') {
  setViewport('desktop');
  const result = renderApp(path);
  fireEvent.click(await screen.findByRole('button', { name: mode }));
  const dialog = await screen.findByRole('dialog', {
    name: mode === 'Sign In' ? 'Sign In' : 'Create Account',
  });
  await within(dialog).findByLabelText('Email or Phone');
  return { ...result, dialog };
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  }
}

function submit(dialog: HTMLElement, name: string) {
  const button = within(dialog)
    .getAllByRole('button', { name })
    .find((element) => element.getAttribute('type') === 'submit');
  if (!button) throw new Error(`no submit button ${name}`);
  fireEvent.click(button);
}

/** Toasts show in the page's toaster and in the modal's copy of it: at least one must say it. */
async function expectToast(text: string) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}

const calls = (sent: SentRequest[], path: string) => sent.filter((r) => r.path === path);

describe('auth modal', () => {
  it('login mode: title, the three social buttons, the divider, email-or-phone and password', async () => {
    mockApi(SIGNED_OUT);
    const { dialog } = await openModal('Sign In');
    for (const name of ['Continue with Google', 'Continue with Facebook', 'Continue with X']) {
      expect(within(dialog).getByRole('button', { name })).toBeVisible();
    }
    expect(within(dialog).getByText('Or continue with email')).toBeVisible();
    expect(within(dialog).queryByLabelText('Full Name')).not.toBeInTheDocument();
    const password = within(dialog).getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(within(dialog).getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(within(dialog).getByText("Don't have an account?")).toBeVisible();
  });

  it('the switch link changes the mode and clears the fields; reopening resets everything', async () => {
    mockApi(SIGNED_OUT);
    const { dialog } = await openModal('Sign In');
    fill(dialog, { 'Email or Phone': 'asha@example.com', Password: 'secret-password' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show password' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBe(dialog);
    expect(within(dialog).getByLabelText<HTMLInputElement>('Full Name').value).toBe('');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email or Phone').value).toBe('');
    const password = within(dialog).getByLabelText<HTMLInputElement>('Password');
    expect(password.value).toBe('');
    expect(password.type).toBe('password');
    expect(within(dialog).getByText(/you confirm that you are 18 or older/)).toBeVisible();
    expect(
      within(dialog)
        .getByRole('link', { name: /Terms of Service/ })
        .getAttribute('href'),
    ).toBe('/terms');
    expect(
      within(dialog)
        .getByRole('link', { name: /Privacy Policy/ })
        .getAttribute('href'),
    ).toBe('/privacy');

    fill(dialog, { 'Full Name': 'Asha', 'Email or Phone': 'asha@example.com' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Email or Phone').value).toBe('');

    fill(dialog, { 'Email or Phone': 'typed@example.com' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign In' })[0] as HTMLElement);
    const reopened = await screen.findByRole('dialog', { name: 'Sign In' });
    expect((await within(reopened).findByLabelText<HTMLInputElement>('Email or Phone')).value).toBe('');
  });

  it('sign-up: a missing name says "Please fill all fields" and nothing is sent', async () => {
    const sent = mockApi(SIGNED_OUT);
    const { dialog } = await openModal('Sign Up');
    fill(dialog, { 'Email or Phone': 'asha@example.com', Password: 'long-enough-1' });
    submit(dialog, 'Sign Up');
    await expectToast('Please fill all fields');
    expect(within(dialog).getByLabelText('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(calls(sent, '/api/accounts/sign-up')).toHaveLength(0);
  });

  it('sign-up: neither a phone nor an email says "Invalid input"', async () => {
    const sent = mockApi(SIGNED_OUT);
    const { dialog } = await openModal('Sign Up');
    fill(dialog, { 'Full Name': 'Asha', 'Email or Phone': 'asha verma', Password: 'long-enough-1' });
    submit(dialog, 'Sign Up');
    await expectToast('Invalid input');
    await expectToast('Please enter a valid email or phone number');
    fill(dialog, { 'Email or Phone': '98765' });
    submit(dialog, 'Sign Up');
    await waitFor(() => expect(screen.getAllByText('Invalid input').length).toBeGreaterThan(0));
    expect(calls(sent, '/api/accounts/sign-up')).toHaveLength(0);
  });

  it('sign-up: a short password states the 8 to 128 rule', async () => {
    const sent = mockApi(SIGNED_OUT);
    const { dialog } = await openModal('Sign Up');
    fill(dialog, { 'Full Name': 'Asha', 'Email or Phone': '98765 43210', Password: 'short' });
    submit(dialog, 'Sign Up');
    await expectToast('Registration failed');
    expect((await screen.findAllByText('Password must be 8 to 128 characters long')).length).toBeGreaterThan(
      0,
    );
    expect(calls(sent, '/api/accounts/sign-up')).toHaveLength(0);
  });

  it('in Hindi: the form’s own check and the field the server refused are said in Hindi', async () => {
    const sent = mockApi({
      ...SIGNED_OUT,
      // As the API answers: the English text in `fields`, its catalogue key in `fieldKeys`.
      'POST /api/accounts/sign-in': () =>
        json(
          {
            error: {
              code: 'validation_failed',
              message: 'Please use at most 254 characters',
              fields: { emailOrPhone: 'Please use at most 254 characters' },
              fieldKeys: { emailOrPhone: 'validation.emailOrPhoneTooLong' },
            },
          },
          400,
        ),
    });
    const { dialog } = await openModal('Sign Up');
    await act(() => i18n.changeLanguage('hi'));
    const label = (key: string) => i18n.t(`auth.fields.${key}`);
    fill(dialog, {
      [label('name')]: 'Asha',
      [label('emailOrPhone')]: '98765 43210',
      [label('password')]: 'short',
    });
    submit(dialog, i18n.t('auth.submit.register'));
    expect((await screen.findAllByText('पासवर्ड 8 से 128 अक्षर का रखें')).length).toBeGreaterThan(0);
    expect(calls(sent, '/api/accounts/sign-up')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: i18n.t('auth.switch.toLoginAction') }));
    fill(dialog, { [label('emailOrPhone')]: 'asha@example.com', [label('password')]: 'long-enough-1' });
    submit(dialog, i18n.t('auth.submit.login'));
    expect((await screen.findAllByText('ज़्यादा से ज़्यादा 254 अक्षर लिखें')).length).toBeGreaterThan(0);
    expect(calls(sent, '/api/accounts/sign-in')).toHaveLength(1);
    expect(screen.queryByText('Please use at most 254 characters')).not.toBeInTheDocument();
  });

  it('email sign-up goes to /verify-email with the address and where the user started', async () => {
    const sent = mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/sign-up': {
        kind: 'email',
        email: 'asha@example.com',
        message: 'Account created successfully! Please check your email to verify your account.',
      },
    });
    const { dialog, router } = await openModal('Sign Up', '/cities');
    fill(dialog, { 'Full Name': 'Asha', 'Email or Phone': 'Asha@Example.com', Password: 'long-enough-1' });
    submit(dialog, 'Sign Up');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(new URLSearchParams(router.state.location.search).get('email')).toBe('asha@example.com');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/cities');
    await expectToast('Account created!');
    await expectToast('Account created successfully! Please check your email to verify your account.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const body = calls(sent, '/api/accounts/sign-up')[0]?.body;
    expect(body).toMatchObject({ name: 'Asha', emailOrPhone: 'Asha@Example.com', country: 'IN' });
  });

  it('sign-in keeps the page as it was: the typed text stays, the header shows the user', async () => {
    let session: SessionData | null = null;
    const sent = mockApi({
      ...SIGNED_OUT,
      'GET /api/auth/get-session': () => json(session),
      'POST /api/accounts/sign-in': () => {
        session = makeSession({ ...USER, email: 'asha@example.com' });
        return json({ user: USER });
      },
    });
    setViewport('desktop');
    renderApp('/contact');
    const form = await screen.findByRole('region', { name: 'Send us a message' });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Half typed' } });

    fireEvent.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In' });
    await within(dialog).findByLabelText('Email or Phone');
    fill(dialog, { 'Email or Phone': '+91 98765 43210', Password: 'whatever-password' });
    submit(dialog, 'Sign In');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectToast('Welcome back!');
    await expectToast('Login successful!');
    expect(await screen.findByRole('button', { name: 'A Asha Verma, account menu' })).toBeInTheDocument();
    expect(within(form).getByLabelText<HTMLInputElement>('First name').value).toBe('Half typed');
    expect(form.isConnected).toBe(true);
    const body = calls(sent, '/api/accounts/sign-in')[0]?.body;
    expect(body).toEqual({ emailOrPhone: '+91 98765 43210', password: 'whatever-password', country: 'IN' });
  });

  it('a failed sign-in says "Login failed" with the server message and keeps the modal open', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/sign-in': () =>
        json({ error: { code: 'login_failed', message: 'Invalid email/phone or password' } }, 401),
    });
    const { dialog } = await openModal('Sign In');
    fill(dialog, { 'Email or Phone': 'asha@example.com', Password: 'wrong-password' });
    submit(dialog, 'Sign In');
    await expectToast('Login failed');
    await expectToast('Invalid email/phone or password');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBe(dialog);
  });

  it('sign-in with an unverified email goes to /verify-email for a new code', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/sign-in': () =>
        json(
          {
            error: {
              code: 'email_not_verified',
              message: 'Please verify your email address first.',
              params: { email: 'asha@example.com' },
            },
          },
          403,
        ),
    });
    const { dialog, router } = await openModal('Sign In', '/cities');
    fill(dialog, { 'Email or Phone': 'ASHA@example.com', Password: 'right-password' });
    submit(dialog, 'Sign In');
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'));
    expect(router.state.location.search).toBe('?email=asha%40example.com&returnTo=%2Fcities');
    await expectToast(
      'Please verify your email address first. Enter the 6-digit code we sent to asha@example.com.',
    );
  });

  it('phone sign-up asks for the SMS code in place, and the right code signs in', async () => {
    let session: SessionData | null = null;
    const sent = mockApi({
      ...SIGNED_OUT,
      'GET /api/auth/get-session': () => json(session),
      'POST /api/accounts/sign-up': {
        kind: 'phone',
        phone: '+919876543210',
        message: 'We sent a 6-digit code by SMS to +919876543210. Enter it to finish creating your account.',
      },
      'POST /api/accounts/sign-in': async (request) => {
        const body = (await request.json()) as { code?: string };
        if (body.code !== '123456') {
          return json({ error: { code: 'invalid_code', message: 'Invalid or expired code' } }, 400);
        }
        session = makeSession({ ...USER, email: 'asha@example.com' });
        return json({ user: USER });
      },
    });
    const { dialog } = await openModal('Sign Up');
    fill(dialog, { 'Full Name': 'Ravi', 'Email or Phone': '98765 43210', Password: 'long-enough-1' });
    submit(dialog, 'Sign Up');
    expect(await within(dialog).findByText('Confirm your phone number')).toBeVisible();
    expect(within(dialog).getByText('+919876543210')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();

    fireEvent.change(within(dialog).getByLabelText('SMS code'), { target: { value: '654321' } });
    submit(dialog, 'Confirm');
    await expectToast('Confirmation failed');
    expect(await within(dialog).findByText('Invalid or expired code')).toBeVisible();

    fireEvent.change(within(dialog).getByLabelText('SMS code'), { target: { value: '123 456' } });
    submit(dialog, 'Confirm');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'A Asha Verma, account menu' })).toBeInTheDocument();
    expect(calls(sent, '/api/accounts/sign-in').map((request) => request.body)).toEqual([
      { emailOrPhone: '98765 43210', password: 'long-enough-1', country: 'IN', code: '654321' },
      { emailOrPhone: '98765 43210', password: 'long-enough-1', country: 'IN', code: '123456' },
    ]);
  });

  it('sign-in of an unverified phone shows the code step; "Use a different number" goes back', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/sign-in': () =>
        json(
          {
            error: {
              code: 'phone_not_verified',
              message: 'Please confirm your phone number first.',
              params: { phone: '+919876543210' },
            },
          },
          403,
        ),
    });
    const { dialog } = await openModal('Sign In');
    fill(dialog, { 'Email or Phone': '9876543210', Password: 'right-password' });
    submit(dialog, 'Sign In');
    expect(await within(dialog).findByText('Confirm your phone number')).toBeVisible();
    expect(within(dialog).getByLabelText('SMS code')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use a different number' }));
    expect(await within(dialog).findByLabelText('Email or Phone')).toBeVisible();
  });

  it('a provider without keys answers "Login failed" / "<Provider> sign-in is not configured"', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/social': () =>
        json(
          {
            error: {
              code: 'provider_not_configured',
              message: 'X sign-in is not configured',
              params: { provider: 'X' },
            },
          },
          400,
        ),
    });
    const { dialog } = await openModal('Sign In');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with X' }));
    await expectToast('Login failed');
    await expectToast('X sign-in is not configured');
  });

  it('while one provider is asked for, the other buttons wait; a refusal frees them', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/social': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const { dialog } = await openModal('Sign In');
    const google = within(dialog).getByRole('button', { name: 'Continue with Google' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue with X' }));
    await waitFor(() => expect(google).toBeDisabled());
    answer(json({ error: { code: 'provider_not_configured', message: 'X sign-in is not configured' } }, 400));
    await expectToast('Login failed');
    await waitFor(() => expect(google).toBeEnabled());
  });
});

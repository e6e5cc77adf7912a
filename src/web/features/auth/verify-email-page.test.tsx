import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionData } from '../../lib/session';
import { json, mockApi, SIGNED_OUT } from '../../test/api';
import { makeAccountUser, makeSession } from '../../test/fixtures';
import { renderApp } from '../../test/render';

async function openPage(path: string) {
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
  return result;
}

const codeInput = () => screen.getByLabelText<HTMLInputElement>('Verification code');
const verifyButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Verify' });

describe('verify email page', () => {
  it('a numeric one-time-code input; Verify stays disabled until 6 digits are entered', async () => {
    mockApi(SIGNED_OUT);
    await openPage('/verify-email?email=asha%40example.com');
    expect(screen.getByText(/We sent a 6-digit code to/)).toBeVisible();
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    const input = codeInput();
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '12345' } });
    expect(verifyButton().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '123 456' } });
    expect(input.value).toBe('123456');
    expect(verifyButton().disabled).toBe(false);
  });

  it('a code that is not 6 digits says "Invalid code" and is not sent', async () => {
    const sent = mockApi(SIGNED_OUT);
    await openPage('/verify-email?email=asha%40example.com');
    fireEvent.change(codeInput(), { target: { value: '12a456' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Please enter a 6-digit verification code')).toBeVisible());
    expect(sent.some((r) => r.path === '/api/accounts/verify-email')).toBe(false);
  });

  it('resend without an email says "Email required"', async () => {
    mockApi(SIGNED_OUT);
    await openPage('/verify-email');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    // The toast is shown once sonner has mounted it (a moment after it is in the page).
    await waitFor(() => expect(screen.getByText('Please enter your email address')).toBeVisible());
  });

  it('resend says "Code sent!" and waits a minute before the next one', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/resend-code': { message: 'A new verification code has been sent to your email.' },
    });
    await openPage('/verify-email?email=asha%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code sent!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('A new verification code has been sent to your email.')).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toHaveProperty('disabled', true);
  });

  it('a resend too soon says "Failed to resend" with the server message and counts down', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/resend-code': () =>
        json(
          {
            error: {
              code: 'rate_limited',
              message: 'Too many attempts. Please wait 42 seconds and try again.',
              params: { seconds: 42 },
            },
          },
          429,
        ),
    });
    await openPage('/verify-email?email=asha%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Failed to resend')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Too many attempts. Please wait 42 seconds and try again.')).toBeVisible(),
    );
    expect(screen.getByRole('button', { name: 'Resend code in 42 s' })).toHaveProperty('disabled', true);
  });

  it('the right code: "Email verified!" and back to where the user started', async () => {
    let session: SessionData | null = null;
    const sent = mockApi({
      ...SIGNED_OUT,
      'GET /api/auth/get-session': () => json(session),
      'POST /api/accounts/verify-email': () => {
        session = makeSession({ emailVerified: true });
        return json({ user: makeAccountUser() });
      },
    });
    const { router } = await openPage('/verify-email?email=asha%40example.com&returnTo=%2Fcities');
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cities'));
    const verify = sent.filter((r) => r.method === 'POST' && r.path === '/api/accounts/verify-email');
    expect(verify.map((r) => r.body)).toEqual([{ email: 'asha@example.com', code: '123456' }]);
    expect(await screen.findByText('Email verified!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Your account has been verified successfully.')).toBeVisible(),
    );
  });

  it('a wrong code: "Verification failed" with the server message', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/verify-email': () =>
        json({ error: { code: 'invalid_code', message: 'Invalid or expired code' } }, 400),
    });
    await openPage('/verify-email?email=asha%40example.com');
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Invalid or expired code')).toBeVisible());
  });

  it('a signed-in, verified user is sent home', async () => {
    mockApi({
      ...SIGNED_OUT,
      'GET /api/auth/get-session': makeSession({ emailVerified: true }),
    });
    const { router } = renderApp('/verify-email?email=asha%40example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

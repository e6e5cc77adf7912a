import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, SIGNED_OUT } from '../../test/render';

async function openPage(path: string) {
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Verify your email' });
  return result;
}

const codeInput = () => screen.getByLabelText('Verification code') as HTMLInputElement;
const verifyButton = () => screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;

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
    const fetchMock = mockApi(SIGNED_OUT);
    await openPage('/verify-email?email=asha%40example.com');
    fireEvent.change(codeInput(), { target: { value: '12a456' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a 6-digit verification code')).toBeVisible();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/accounts/verify-email')).toBe(false);
  });

  it('resend without an email says "Email required"', async () => {
    mockApi(SIGNED_OUT);
    await openPage('/verify-email');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Email required')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeVisible();
  });

  it('resend says "Code sent!" and waits a minute before the next one', async () => {
    mockApi({
      ...SIGNED_OUT,
      '/api/accounts/resend-code': { message: 'A new verification code has been sent to your email.' },
    });
    await openPage('/verify-email?email=asha%40example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code sent!')).toBeInTheDocument();
    expect(screen.getByText('A new verification code has been sent to your email.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Resend code in \d+ s/ })).toHaveProperty('disabled', true);
  });

  it('a resend too soon says "Failed to resend" with the server message and counts down', async () => {
    mockApi({
      ...SIGNED_OUT,
      '/api/accounts/resend-code': () =>
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
    expect(screen.getByText('Too many attempts. Please wait 42 seconds and try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend code in 42 s' })).toHaveProperty('disabled', true);
  });

  it('the right code: "Email verified!" and back to where the user started', async () => {
    let session: unknown = null;
    mockApi({
      ...SIGNED_OUT,
      '/api/auth/get-session': () => json(session),
      '/api/accounts/verify-email': (_url, init) => {
        expect(JSON.parse(String(init?.body))).toEqual({ email: 'asha@example.com', code: '123456' });
        session = {
          user: { id: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true },
          session: {},
        };
        return json({ user: {} });
      },
    });
    const { router } = await openPage('/verify-email?email=asha%40example.com&returnTo=%2Fcities');
    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(verifyButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cities'));
    expect(await screen.findByText('Email verified!')).toBeInTheDocument();
    expect(screen.getByText('Your account has been verified successfully.')).toBeVisible();
  });

  it('a wrong code: "Verification failed" with the server message', async () => {
    mockApi({
      ...SIGNED_OUT,
      '/api/accounts/verify-email': () =>
        json({ error: { code: 'invalid_code', message: 'Invalid or expired code' } }, 400),
    });
    await openPage('/verify-email?email=asha%40example.com');
    fireEvent.change(codeInput(), { target: { value: '000000' } });
    fireEvent.click(verifyButton());
    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid or expired code')).toBeVisible();
  });

  it('a signed-in, verified user is sent home', async () => {
    mockApi({
      ...SIGNED_OUT,
      '/api/auth/get-session': {
        user: { id: 'u1', name: 'Asha', email: 'asha@example.com', emailVerified: true },
        session: {},
      },
    });
    const { router } = renderApp('/verify-email?email=asha%40example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

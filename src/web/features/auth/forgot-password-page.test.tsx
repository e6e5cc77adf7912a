import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, SIGNED_OUT } from '../../test/api';
import { renderApp } from '../../test/render';

const SENT = 'If an account exists, a code has been sent to its email address.';

async function openPage() {
  renderApp('/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
}

const identifierInput = () => screen.getByLabelText<HTMLInputElement>('Email or Phone');
const sendCode = () => fireEvent.click(screen.getByRole('button', { name: 'Send code' }));

describe('forgot password page', () => {
  it('an empty or unreadable email or phone is said beside the field and in a toast, and not sent', async () => {
    const sent = mockApi(SIGNED_OUT);
    await openPage();
    sendCode();
    await waitFor(() => expect(screen.getAllByText('Please fill all fields').length).toBeGreaterThan(0));
    expect(identifierInput().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(identifierInput(), { target: { value: 'not an address' } });
    sendCode();
    expect(await screen.findByText('Invalid input')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Please enter a valid email or phone number').length).toBeGreaterThan(0),
    );
    expect(sent.some((request) => request.path.startsWith('/api/accounts/password-reset'))).toBe(false);
  });

  it('asks for a code, then checks the code and the new password before resetting', async () => {
    const sent = mockApi({
      ...SIGNED_OUT,
      'POST /api/accounts/password-reset/request': { message: SENT },
      'POST /api/accounts/password-reset/confirm': { message: 'Your password has been reset.' },
    });
    await openPage();
    fireEvent.change(identifierInput(), { target: { value: '  asha@example.com ' } });
    sendCode();
    expect(await screen.findByText(SENT)).toBeVisible();
    expect(sent.find((request) => request.path === '/api/accounts/password-reset/request')?.body).toEqual({
      emailOrPhone: 'asha@example.com',
      country: 'IN',
    });

    const code = screen.getByLabelText('Reset code');
    const password = screen.getByLabelText('New password');
    const resetButton = screen.getByRole('button', { name: 'Reset password' });
    fireEvent.change(code, { target: { value: '123' } });
    fireEvent.click(resetButton);
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(resetButton);
    expect(await screen.findByText('Reset failed')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getAllByText('Password must be 8 to 128 characters long').length).toBeGreaterThan(0),
    );
    expect(sent.some((request) => request.path === '/api/accounts/password-reset/confirm')).toBe(false);

    fireEvent.change(password, { target: { value: 'a long new password' } });
    fireEvent.click(resetButton);
    expect(await screen.findByText('Password reset')).toBeInTheDocument();
    expect(sent.find((request) => request.path === '/api/accounts/password-reset/confirm')?.body).toEqual({
      emailOrPhone: 'asha@example.com',
      country: 'IN',
      code: '123456',
      newPassword: 'a long new password',
    });
  });
});

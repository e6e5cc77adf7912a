import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, SIGNED_OUT } from '../../test/api';
import { renderApp } from '../../test/render';

const filled = {
  'First name': 'Asha',
  'Last name': 'Verma',
  Email: 'asha@example.com',
  Subject: 'Question',
  Message: 'How do I find a cook in Pune?',
};

async function openContact(path = '/contact') {
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return screen.getByRole('region', { name: 'Send us a message' });
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  }
}

describe('Contact page', () => {
  it('shows the info cards with the support email and the spec claims', async () => {
    mockApi(SIGNED_OUT);
    await openContact();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'support@dailywork.example' }).getAttribute('href')).toBe(
      'mailto:support@dailywork.example',
    );
    // Times in the visitor's Intl locale: India's English (en-IN) writes "9 am"; en-US would say "9 AM".
    expect(screen.getByText('Monday to Friday, 9 am to 8 pm')).toBeVisible();
    expect(screen.getByText('Within 24 hours by email. Privacy questions within 48 hours.')).toBeVisible();
    expect(screen.getByText('We arrange a demo within 2 business days.')).toBeVisible();
  });

  it("writes the hours the way the visitor's country does: en-US in the USA", async () => {
    mockApi(SIGNED_OUT);
    renderApp('/contact', { country: 'US' });
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(screen.getByText('Monday to Friday, 9 AM to 8 PM')).toBeVisible();
  });

  it('an empty submit shows a message for every field and sends nothing', async () => {
    const sent = mockApi(SIGNED_OUT);
    const form = await openContact();
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email address',
      'Please enter a subject',
      'Your message must be at least 10 characters',
    ]) {
      expect(await within(form).findByText(message)).toBeInTheDocument();
    }
    expect(within(form).getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
    expect(sent.some((r) => r.path === '/api/contact')).toBe(false);
  });

  it('fills the subject in from ?subject=', async () => {
    mockApi(SIGNED_OUT);
    const form = await openContact('/contact?subject=Premium%20plan');
    expect(within(form).getByLabelText<HTMLInputElement>('Subject').value).toBe('Premium plan');
  });

  it('sends the message, says so, and resets the form', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    const sent = mockApi({
      ...SIGNED_OUT,
      'POST /api/contact': async () => {
        await answered;
        return json({ id: 7, message: 'ok' }, 201);
      },
    });
    const form = await openContact();
    fill(form, { ...filled, Subject: '  Question  ' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));

    const busy = await within(form).findByRole('button', { name: 'Sending...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();

    const status = await within(form).findByRole('status');
    expect(status.textContent).toContain(
      'Thank you, Asha. We received your message and will reply to asha@example.com within 24 hours.',
    );
    expect(sent.filter((r) => r.path === '/api/contact').map((r) => r.body)).toEqual([
      {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        subject: 'Question',
        message: 'How do I find a cook in Pune?',
      },
    ]);
    for (const label of Object.keys(filled)) {
      expect(within(form).getByLabelText<HTMLInputElement>(label).value).toBe('');
    }
  });

  it('keeps what was typed and shows the server message when sending fails', async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/contact': () =>
        json(
          {
            error: {
              code: 'rate_limited',
              message: 'Too many',
              params: { seconds: 1800, minutes: 30 },
            },
          },
          429,
        ),
    });
    const form = await openContact();
    fill(form, filled);
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain(
      'You have sent several messages in a short time. Please wait 30 minutes and try again, or email us at support@dailywork.example.',
    );
    await waitFor(() =>
      expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Send Message' }).disabled).toBe(
        false,
      ),
    );
    for (const [label, value] of Object.entries(filled)) {
      expect(within(form).getByLabelText<HTMLInputElement>(label).value).toBe(value);
    }
  });

  it("shows the server's field messages next to the fields", async () => {
    mockApi({
      ...SIGNED_OUT,
      'POST /api/contact': () =>
        json(
          {
            error: {
              code: 'validation_failed',
              message: 'Please enter a valid email address',
              fields: { email: 'Please enter a valid email address' },
            },
          },
          400,
        ),
    });
    const form = await openContact();
    fill(form, filled);
    fireEvent.click(within(form).getByRole('button', { name: 'Send Message' }));
    // The failure and the field's own message are both announced.
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toContain('Please enter a valid email address');
    expect(within(form).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Please enter a valid email address')).toBeVisible();
  });
});

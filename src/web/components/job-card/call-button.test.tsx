import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppToaster } from '../../app/app-toaster';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../lib/query-client';
import { json, mockApi, type ApiRoutes, type SentRequest } from '../../test/api';
import { CallButton } from './call-button';
import { makeJob } from './test-jobs';
import type { Job } from './job-api';

/** The tel: addresses the page navigated to (observed, then stopped: the test window stays put). */
let dialled: string[] = [];
function observeNavigation(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest('a');
  if (!link || event.defaultPrevented) return;
  dialled.push(link.getAttribute('href') ?? '');
  event.preventDefault();
}
beforeEach(() => {
  dialled = [];
  document.addEventListener('click', observeNavigation);
});
afterEach(() => document.removeEventListener('click', observeNavigation));

function renderButton(job: Job, api: ApiRoutes = {}) {
  const sent = mockApi({ 'GET /api/auth/get-session': null, ...api });
  render(
    <Providers queryClient={createQueryClient()} country="IN">
      <CallButton job={job} />
      <AppToaster />
    </Providers>,
  );
  return { sent };
}

const revealCalls = (sent: SentRequest[]) => sent.filter((request) => request.path.endsWith('/phone'));

describe('CallButton', () => {
  it('a visitor gets a "Call" link to /job/{id}/call (works without JavaScript) and no number', () => {
    renderButton(makeJob({ id: 42, phone: null }));
    const call = screen.getByRole('link', { name: 'Call' });
    expect(call.getAttribute('href')).toBe('/job/42/call');
    expect(call.getAttribute('rel')).toBe('nofollow');
    expect(document.body.textContent).not.toMatch(/\d{5}/);
  });

  it('a tap asks for the number, shows it in the button, makes it a tel: link and dials it', async () => {
    const { sent } = renderButton(makeJob({ id: 42, phone: null }), {
      'POST /api/jobs/42/phone': { phone: '+91 98765-43210' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Call' }));
    // The tap itself does not leave the page for /job/42/call.
    expect(dialled).toEqual([]);
    const call = await screen.findByRole('link', { name: 'Call +91 98765-43210' });
    expect(call.getAttribute('href')).toBe('tel:+919876543210');
    expect(call.hasAttribute('rel')).toBe(false);
    expect(dialled).toEqual(['tel:+919876543210']);
    const [request] = revealCalls(sent);
    expect(request?.path).toBe('/api/jobs/42/phone');
    expect(request?.method).toBe('POST');

    // Tapped again: a tel: link now, no second request.
    fireEvent.click(call);
    expect(dialled).toEqual(['tel:+919876543210', 'tel:+919876543210']);
    expect(revealCalls(sent)).toHaveLength(1);
  });

  it('remembers a number it was shown: on another card or page it costs no request', async () => {
    const first = renderButton(makeJob({ id: 7, phone: null }), {
      'POST /api/jobs/7/phone': { phone: '98765 43210' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Call' }));
    await screen.findByRole('link', { name: 'Call 98765 43210' });
    expect(revealCalls(first.sent)).toHaveLength(1);
    cleanup();

    const second = renderButton(makeJob({ id: 7, phone: null }), {
      'POST /api/jobs/7/phone': () => json({ error: { code: 'internal', message: 'no' } }, 500),
    });
    fireEvent.click(screen.getByRole('link', { name: 'Call' }));
    expect(await screen.findByRole('link', { name: 'Call 98765 43210' })).toBeInTheDocument();
    expect(revealCalls(second.sent)).toHaveLength(0);
    expect(dialled).toEqual(['tel:9876543210', 'tel:9876543210']);
  });

  it('too many taps: the translated rate-limit message, and the link stays as it was', async () => {
    renderButton(makeJob({ id: 42, phone: null }), {
      'POST /api/jobs/42/phone': () =>
        json(
          { error: { code: 'rate_limited', message: 'Too many attempts.', params: { seconds: 120 } } },
          429,
        ),
    });
    fireEvent.click(screen.getByRole('link', { name: 'Call' }));
    expect(await screen.findByText('Could not get the phone number')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Too many attempts. Please wait 120 seconds and try again.')).toBeVisible(),
    );
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('/job/42/call');
    expect(dialled).toEqual([]);
  });

  it('a job that closed meanwhile says so', async () => {
    renderButton(makeJob({ id: 42, phone: null }), {
      'POST /api/jobs/42/phone': () => json({ error: { code: 'not_found', message: 'Not found.' } }, 404),
    });
    fireEvent.click(screen.getByRole('link', { name: 'Call' }));
    expect(await screen.findByText('This job is no longer available.')).toBeInTheDocument();
    expect(dialled).toEqual([]);
  });

  it('the poster’s own job carries its number: a plain tel: link, no request', () => {
    const { sent } = renderButton(makeJob({ id: 42, isOwner: true, phone: '98765 43210' }));
    const call = screen.getByRole('link', { name: 'Call 98765 43210' });
    expect(call.getAttribute('href')).toBe('tel:9876543210');
    fireEvent.click(call);
    expect(dialled).toEqual(['tel:9876543210']);
    expect(revealCalls(sent)).toHaveLength(0);
  });
});

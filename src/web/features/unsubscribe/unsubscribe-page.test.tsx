import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, SIGNED_OUT } from '../../test/api';
import { renderApp } from '../../test/render';

describe('unsubscribe page', () => {
  it('signed out: opening the link changes nothing; the button turns message emails off', async () => {
    const sent = mockApi({
      ...SIGNED_OUT,
      'GET /api/notifications/unsubscribe': { kind: 'messages', enabled: true },
      'POST /api/notifications/unsubscribe': { message: 'Message emails are off.' },
    });
    renderApp('/unsubscribe?token=user1.signature');
    const button = await screen.findByRole('button', { name: 'Turn off message emails' });
    expect(sent.filter((r) => r.method === 'POST')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText(/You will no longer get emails about new messages/)).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/notifications/unsubscribe');
    expect(post?.url.search).toBe('?token=user1.signature');
  });

  it('says when emails are already off, and when the link is not valid', async () => {
    mockApi({ ...SIGNED_OUT, 'GET /api/notifications/unsubscribe': { kind: 'messages', enabled: false } });
    const { unmount } = renderApp('/unsubscribe?token=user1.signature');
    expect(await screen.findByText(/Message emails are already off/)).toBeInTheDocument();
    unmount();
    mockApi({
      ...SIGNED_OUT,
      'GET /api/notifications/unsubscribe': () =>
        json({ error: { code: 'invalid_token', message: 'x' } }, 400),
    });
    renderApp('/unsubscribe?token=forged');
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off message emails' })).not.toBeInTheDocument();
  });

  it("a job alert email's link turns job alert emails off", async () => {
    const sent = mockApi({
      ...SIGNED_OUT,
      'GET /api/notifications/unsubscribe': { kind: 'alerts', enabled: true },
      'POST /api/notifications/unsubscribe': { message: 'Job alert emails are off.' },
    });
    renderApp('/unsubscribe?token=alerts.user1.signature');
    expect(await screen.findByText(/Stop the emails we send about new jobs/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off job alert emails' }));
    expect(await screen.findByText(/You will no longer get emails about new jobs/)).toBeInTheDocument();
    const post = sent.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/notifications/unsubscribe');
    expect(post?.url.search).toBe('?token=alerts.user1.signature');
  });
});

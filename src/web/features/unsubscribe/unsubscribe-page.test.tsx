import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, SIGNED_OUT } from '../../test/render';

const ENDPOINT = '/api/notifications/unsubscribe';

describe('unsubscribe page', () => {
  it('signed out: opening the link changes nothing; the button turns message emails off', async () => {
    const fetchMock = mockApi({
      ...SIGNED_OUT,
      [ENDPOINT]: (_url, init) =>
        init?.method === 'POST'
          ? json({ message: 'Message emails are off.' })
          : json({ kind: 'messages', enabled: true }),
    });
    renderApp('/unsubscribe?token=user1.signature');
    const button = await screen.findByRole('button', { name: 'Turn off message emails' });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    fireEvent.click(button);
    expect(await screen.findByText(/You will no longer get emails about new messages/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(`${ENDPOINT}?token=user1.signature`);
  });

  it('says when emails are already off, and when the link is not valid', async () => {
    mockApi({ ...SIGNED_OUT, [ENDPOINT]: { kind: 'messages', enabled: false } });
    const { unmount } = renderApp('/unsubscribe?token=user1.signature');
    expect(await screen.findByText(/Message emails are already off/)).toBeInTheDocument();
    unmount();
    mockApi({
      ...SIGNED_OUT,
      [ENDPOINT]: () => json({ error: { code: 'invalid_token', message: 'x' } }, 400),
    });
    renderApp('/unsubscribe?token=forged');
    expect(await screen.findByText(/This link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off message emails' })).not.toBeInTheDocument();
  });

  it("a job alert email's link turns job alert emails off", async () => {
    const fetchMock = mockApi({
      ...SIGNED_OUT,
      [ENDPOINT]: (_url, init) =>
        init?.method === 'POST'
          ? json({ message: 'Job alert emails are off.' })
          : json({ kind: 'alerts', enabled: true }),
    });
    renderApp('/unsubscribe?token=alerts.user1.signature');
    expect(await screen.findByText(/Stop the emails we send about new jobs/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off job alert emails' }));
    expect(await screen.findByText(/You will no longer get emails about new jobs/)).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(String(post?.[0])).toBe(`${ENDPOINT}?token=alerts.user1.signature`);
  });
});

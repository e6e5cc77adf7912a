import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, SIGNED_OUT } from '../../test/render';

describe('dev mailbox page', () => {
  it('lists emails newest first with the text body in a <pre>, and refreshes', async () => {
    const fetchMock = mockApi({
      ...SIGNED_OUT,
      '/api/dev/mailbox': {
        emails: [
          {
            id: 'a',
            to: 'old@example.com',
            subject: 'Older',
            text: 'Code: 111111',
            sentAt: '2025-01-01T10:00:00Z',
          },
          {
            id: 'b',
            to: 'new@example.com',
            subject: 'Newer',
            text: '<b>Code</b>: 222222',
            sentAt: '2025-01-02T10:00:00Z',
          },
        ],
      },
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    const items = await within(main).findAllByRole('listitem');
    const subjects = items.map((item) => within(item).getByRole('heading').textContent);
    expect(subjects).toEqual(['Newer', 'Older']);
    const pre = items[0]?.querySelector('pre');
    expect(pre?.textContent).toBe('<b>Code</b>: 222222');
    expect(pre?.querySelector('b')).toBeNull();

    const before = fetchMock.mock.calls.filter(([url]) => url === '/api/dev/mailbox').length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: 'Refresh' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/dev/mailbox').length).toBe(before + 1);
  });

  it('says the mailbox is off when the server answers 404', async () => {
    mockApi({
      ...SIGNED_OUT,
      '/api/dev/mailbox': () => json({ error: { code: 'not_found', message: 'Not found' } }, 404),
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('The dev mailbox is off on this server.')).toBeInTheDocument();
  });
});

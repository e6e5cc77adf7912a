import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Conversation, HireResponse } from '../../../shared/api/messages';
import { JOBS_QUERY_KEY } from '../../components/job-card/job-api';
import { conversationQueryKey } from '../../lib/messaging';
import { createQueryClient } from '../../lib/query-client';
import { json, mockApi, type ApiHandler, type ApiRoutes, type SentRequest } from '../../test/api';
import { renderApp } from '../../test/render';
import { makeConversation, makeMessage, signedIn } from './test-fixtures';
import { setHired } from './api';

/** Crews (issue #12): the poster hires the worker of a conversation from the thread. */
const ME = 'u-employer';
const SIGNED_IN = signedIn({ id: ME, name: 'Esha Kapoor', email: 'esha@example.com' });

const conversation = (overrides: Partial<Conversation> = {}) =>
  makeConversation({
    role: 'employer',
    job: { id: 42, title: 'Painters for a house', status: 'active', phone: null },
    other: { id: 'u-worker', name: 'Ravi Kumar' },
    ...overrides,
  });
const message = makeMessage;

const THREAD = [message(1, 'u-worker', 'I can paint from Monday.'), message(2, ME, 'Good, come at 9.')];

/**
 * A conversation whose hire endpoint answers like the server: a job for `needed` workers with `filled`
 * places taken by others; the last place closes the job and an undo opens it again.
 */
function crewApi(
  options: {
    start?: Partial<Conversation>;
    needed?: number;
    filled?: number;
    /** How POST …/hire answers, instead of hiring. */
    hire?: ApiHandler;
    extra?: ApiRoutes;
  } = {},
) {
  let current = conversation(options.start);
  const needed = options.needed ?? 5;
  const others = options.filled ?? 1;
  const answer = (): HireResponse => {
    const hiredCount = others + (current.hired ? 1 : 0);
    return { hired: current.hired, hiredCount, workersNeeded: needed, jobStatus: current.job.status };
  };
  const setHired = (hired: boolean) => {
    const count = others + (hired ? 1 : 0);
    const status = count >= needed ? 'closed' : 'active';
    current = { ...current, hired, job: { ...current.job, status } };
    return json(answer());
  };
  return mockApi({
    ...SIGNED_IN,
    'GET /api/conversations': { conversations: [current], nextCursor: null },
    'GET /api/conversations/5': () => json(current),
    'GET /api/conversations/5/messages': { messages: THREAD, hasMore: false },
    'POST /api/conversations/5/read': { lastReadId: 2, unreadTotal: 0 },
    'POST /api/conversations/5/hire': options.hire ?? (() => setHired(true)),
    'DELETE /api/conversations/5/hire': () => setHired(false),
    ...options.extra,
  });
}

const calls = (sent: SentRequest[], method: string) =>
  sent.filter((r) => r.path === '/api/conversations/5/hire' && r.method === method);

async function openThread() {
  renderApp('/messages?conversation=5');
  await screen.findByText('I can paint from Monday.');
}

describe('hiring from a conversation', () => {
  it('"Hire Ravi Kumar" marks the worker hired: a Hired badge, a toast with the places filled', async () => {
    const sent = crewApi({ needed: 5, filled: 1 });
    await openThread();
    const hire = await screen.findByRole('button', { name: 'Hire Ravi Kumar' });
    expect(hire.textContent).toBe('Hire Ravi Kumar');
    fireEvent.click(hire);
    expect(await screen.findByText('Ravi Kumar is hired. 2 of 5 places filled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Hired')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Undo hire' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hire Ravi Kumar' })).not.toBeInTheDocument();
    expect(screen.queryByText('All places are filled: the job is closed.')).not.toBeInTheDocument();
    expect(calls(sent, 'POST')).toHaveLength(1);
  });

  it('the last place closes the job, and says so', async () => {
    crewApi({ needed: 3, filled: 2 });
    await openThread();
    fireEvent.click(await screen.findByRole('button', { name: 'Hire Ravi Kumar' }));
    expect(await screen.findByText('Ravi Kumar is hired. 3 of 3 places filled.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('All places are filled: the job is closed.')).toBeVisible());
    expect(screen.getByText('This job is closed. You can still message each other here.')).toBeVisible();
  });

  it('undo asks first; Cancel changes nothing, confirming reopens a full job', async () => {
    const sent = crewApi({
      start: { hired: true, job: { id: 42, title: 'Painters for a house', status: 'closed', phone: null } },
      needed: 3,
      filled: 2,
    });
    await openThread();
    expect(screen.getByText('Hired')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Undo hire' }));
    let dialog = await screen.findByRole('dialog', { name: 'Undo the hire of Ravi Kumar?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(sent, 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Undo hire' }));
    dialog = await screen.findByRole('dialog', { name: 'Undo the hire of Ravi Kumar?' });
    expect(
      within(dialog).getByText(
        'Ravi Kumar will no longer count as hired for this job. If the job closed because every place was filled, it opens again.',
      ),
    ).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undo hire' }));
    expect(
      await screen.findByText('Ravi Kumar is no longer hired. 2 of 3 places filled.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The job is open again.')).toBeVisible();
    expect(calls(sent, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Hire Ravi Kumar' })).toBeInTheDocument();
    expect(screen.queryByText('Hired')).not.toBeInTheDocument();
  });

  it('shows why a hire was refused: they never wrote, every place is filled', async () => {
    crewApi({
      hire: () =>
        json(
          {
            error: {
              code: 'not_messaged',
              message: 'You can hire a worker once they have written to you about this job.',
            },
          },
          409,
        ),
    });
    const { unmount } = renderApp('/messages?conversation=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Hire Ravi Kumar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not hire Ravi Kumar. You can hire a worker once they have written to you about this job.',
    );
    expect(screen.queryByText('Hired')).not.toBeInTheDocument();
    unmount();

    crewApi({
      hire: () => json({ error: { code: 'job_full', message: 'Every place is filled.' } }, 409),
    });
    renderApp('/messages?conversation=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Hire Ravi Kumar' }));
    const fullAlert = await screen.findByRole('alert');
    expect(fullAlert.textContent).toBe(
      'Could not hire Ravi Kumar. Every place in this job is filled. Undo a hire to hire someone else.',
    );
  });

  it('a job closed meanwhile: says so in hiring words, and the thread shows it closed', async () => {
    let status: Conversation['job']['status'] = 'active';
    crewApi({
      hire: () => {
        status = 'closed';
        return json(
          { error: { code: 'job_closed', message: 'This job is closed. Reopen it to hire more workers.' } },
          409,
        );
      },
      extra: {
        'GET /api/conversations/5': () =>
          json(conversation({ job: { id: 42, title: 'Painters for a house', status, phone: null } })),
      },
    });
    renderApp('/messages?conversation=5');
    fireEvent.click(await screen.findByRole('button', { name: 'Hire Ravi Kumar' }));
    expect(
      await screen.findByText('This job is closed. You can still message each other here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(
      'Could not hire Ravi Kumar. This job is closed. Reopen it to hire more workers.',
    );
    expect(screen.queryByRole('button', { name: 'Hire Ravi Kumar' })).not.toBeInTheDocument();
  });

  it('offers no hire on a closed job, nor to the worker, who sees only that they are hired', async () => {
    crewApi({ start: { job: { id: 42, title: 'Painters for a house', status: 'closed', phone: null } } });
    const { unmount } = renderApp('/messages?conversation=5');
    await screen.findByText('This job is closed. You can still message each other here.');
    expect(screen.queryByRole('button', { name: /^Hire/ })).not.toBeInTheDocument();
    unmount();

    crewApi({ start: { role: 'worker', other: { id: ME, name: 'Esha Kapoor' }, hired: false } });
    const second = renderApp('/messages?conversation=5');
    await screen.findByRole('heading', { name: 'Esha Kapoor' });
    await screen.findByText('I can paint from Monday.');
    expect(screen.queryByRole('button', { name: /Hire/ })).not.toBeInTheDocument();
    expect(screen.queryByText('You are hired for this job')).not.toBeInTheDocument();
    second.unmount();

    crewApi({ start: { role: 'worker', other: { id: ME, name: 'Esha Kapoor' }, hired: true } });
    renderApp('/messages?conversation=5');
    expect(await screen.findByText('You are hired for this job')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /hire/i })).not.toBeInTheDocument();
    expect(screen.queryByText('Hired')).not.toBeInTheDocument();
  });

  it('setHired puts the answer into the cached conversation and marks every job query stale', async () => {
    crewApi({ needed: 2, filled: 1 });
    const client = createQueryClient();
    client.setQueryData(conversationQueryKey(5), conversation());
    client.setQueryData([...JOBS_QUERY_KEY, 'mine'], []);
    expect(await setHired(client, 5, true)).toEqual({
      hired: true,
      hiredCount: 2,
      workersNeeded: 2,
      jobStatus: 'closed',
    });
    expect(client.getQueryData(conversationQueryKey(5))).toMatchObject({
      hired: true,
      job: { status: 'closed' },
    });
    expect(client.getQueryState([...JOBS_QUERY_KEY, 'mine'])?.isInvalidated).toBe(true);
  });
});

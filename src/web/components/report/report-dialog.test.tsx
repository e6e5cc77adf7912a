import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { AuthPromptProvider } from '../../lib/auth-prompt';
import { createQueryClient } from '../../lib/query-client';
import type { SessionData } from '../../lib/session';
import { json, mockApi, type ApiRoutes, type SentRequest } from '../../test/api';
import { makeSession } from '../../test/fixtures';
import { REPORT_REASONS, reportInputSchema } from '../../../shared/api/safety';
import { validation } from '../../../shared/i18n/en-validation';
import { REPORT_DETAILS_MAX } from '../../../shared/limits';
import { ReportDialog } from './report-dialog';
import { REPORT_REASON_OPTIONS, reportErrors, type ReportDraft } from './report-rules';

const SIGNED_IN = makeSession({ id: 'u1', name: 'Asha', email: 'asha@example.com' });
const ENDPOINT = '/api/jobs/42/report';

/** A page with a "Report" button that opens the dialog, as a job card would. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open report
      </button>
      <ReportDialog open={open} onClose={() => setOpen(false)} endpoint={ENDPOINT} title="Report this job" />
    </>
  );
}

function renderDialog(session: SessionData | null, api: ApiRoutes = {}) {
  const sent = mockApi({ 'GET /api/auth/get-session': session, ...api });
  const openAuth = vi.fn();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <Providers queryClient={queryClient} country="IN">
      <AuthPromptProvider open={openAuth}>
        <Harness />
      </AuthPromptProvider>
    </Providers>,
  );
  return { sent, openAuth };
}

const reports = (sent: SentRequest[]) =>
  sent.filter((r) => r.path === ENDPOINT && r.method === 'POST').map((r) => r.body);

async function openDialog(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
  return screen.findByRole('dialog', { name: 'Report this job' });
}

describe('report rules', () => {
  it('match reportInputSchema: same reasons, same refusals, same messages (catalogue keys)', () => {
    expect([...REPORT_REASON_OPTIONS]).toEqual([...REPORT_REASONS]);
    const drafts: ReportDraft[] = [
      { reason: '', details: '' },
      { reason: '', details: 'x'.repeat(REPORT_DETAILS_MAX + 1) },
      { reason: 'money', details: '' },
      { reason: 'fake', details: '   ' },
      { reason: 'abuse', details: `  ${'y'.repeat(REPORT_DETAILS_MAX)}  ` },
      { reason: 'abuse', details: 'y'.repeat(REPORT_DETAILS_MAX + 1) },
      { reason: 'other', details: '' },
      { reason: 'other', details: ' \n ' },
      { reason: 'other', details: 'He shouted at me' },
      { reason: 'other', details: 'z'.repeat(REPORT_DETAILS_MAX + 1) },
    ];
    for (const draft of drafts) {
      const parsed = reportInputSchema.safeParse(draft);
      const fromSchema = parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      const ours = reportErrors(draft);
      expect(ours, JSON.stringify(draft).slice(0, 60)).toEqual(fromSchema);
    }
  });
});

describe('report dialog', () => {
  it('asks for a reason, requires details for "Other", sends and thanks', async () => {
    const { sent } = renderDialog(SIGNED_IN, {
      'POST /api/jobs/42/report': { reported: true, already: false },
    });
    const dialog = await openDialog();
    const group = within(dialog).getByRole('group', { name: 'What is wrong?' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Asks for money', 'Fake or misleading job', 'Abusive or harassing', 'Other']);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
    expect(group.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByLabelText('Other'));
    expect(within(dialog).queryByText('Please choose a reason')).not.toBeInTheDocument();
    const details = within(dialog).getByLabelText('Tell us what happened');
    expect(details.getAttribute('aria-required')).toBe('true');
    fireEvent.click(send);
    expect(await within(dialog).findByText('Please tell us what is wrong')).toBeInTheDocument();
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(reports(sent)).toEqual([]);

    fireEvent.change(details, { target: { value: '  Wants my Aadhaar and OTP  ' } });
    fireEvent.click(send);
    expect(await within(dialog).findByText('Thank you. We will look at it.')).toBeInTheDocument();
    expect(reports(sent)).toEqual([{ reason: 'other', details: 'Wants my Aadhaar and OTP' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opening it again starts empty.
    const again = await openDialog();
    expect(
      within(again)
        .getAllByRole('radio')
        .some((radio) => (radio as HTMLInputElement).checked),
    ).toBe(false);
    expect(within(again).getByLabelText('Tell us more (optional)')).toBeVisible();
  });

  it('thanks the same way when the user had already reported it, and sends details as optional', async () => {
    const { sent } = renderDialog(SIGNED_IN, {
      'POST /api/jobs/42/report': { reported: true, already: true },
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Asks for money'));
    expect(within(dialog).getByLabelText('Tell us more (optional)').getAttribute('aria-required')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you. We will look at it.')).toBeInTheDocument();
    expect(reports(sent)).toEqual([{ reason: 'money', details: '' }]);
  });

  it('counts characters and refuses more than the limit', async () => {
    renderDialog(SIGNED_IN);
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Abusive or harassing'));
    fireEvent.change(within(dialog).getByLabelText('Tell us more (optional)'), {
      target: { value: 'a'.repeat(REPORT_DETAILS_MAX + 2) },
    });
    expect(within(dialog).getByText(`${REPORT_DETAILS_MAX + 2} / ${REPORT_DETAILS_MAX}`)).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(validation.reportDetailsTooLong)).toBeInTheDocument();
  });

  it('signed out: gives way to the sign-in modal', async () => {
    const { openAuth, sent } = renderDialog(null);
    fireEvent.click(screen.getByRole('button', { name: 'Open report' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledWith('login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reports(sent)).toEqual([]);
  });

  it('a session that ended meanwhile (401) opens sign-in; other failures say why and keep the form', async () => {
    let status = 401;
    const { openAuth } = renderDialog(SIGNED_IN, {
      'POST /api/jobs/42/report': () =>
        status === 401
          ? json({ error: { code: 'unauthorized', message: 'Please sign in first.' } }, 401)
          : json({ error: { code: 'rate_limited', message: 'x', params: { seconds: 40 } } }, 429),
    });
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Fake or misleading job'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(openAuth).toHaveBeenCalledWith('login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    status = 429;
    dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('Fake or misleading job'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Could not send the report. Too many attempts. Please wait 40 seconds and try again.',
    );
    expect(within(dialog).queryByText('Thank you. We will look at it.')).not.toBeInTheDocument();
  });
});

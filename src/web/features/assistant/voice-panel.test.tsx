import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssistantRequest } from '../../../shared/api/assistant';
import { makeJob } from '../../components/job-card/test-jobs';
import { i18n, loadLanguage } from '../../lib/i18n';
import { mockApi, SIGNED_OUT } from '../../test/api';
import { renderApp } from '../../test/render';
import { FakeRecognition, FakeSynthesis, FakeUtterance } from './voice-fakes';

const encoder = new TextEncoder();

function sse(...items: unknown[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const item of items) controller.enqueue(encoder.encode(`data: ${JSON.stringify(item)}\n\n`));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

const text = (content: string) => ({ choices: [{ delta: { content } }] });

function setup(replies: Response[], options: { synthesis?: FakeSynthesis; listen?: boolean } = {}) {
  if (options.listen !== false) vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  if (options.synthesis) {
    vi.stubGlobal('speechSynthesis', options.synthesis);
    vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  }
  const requests: AssistantRequest[] = [];
  mockApi({
    ...SIGNED_OUT,
    'POST /api/ai-job-assistant': async (request) => {
      requests.push((await request.json()) as AssistantRequest);
      const reply = replies.shift();
      if (!reply) throw new Error('No reply prepared');
      return reply;
    },
  });
  return { requests };
}

async function openPage() {
  renderApp('/ai-assistant');
  await screen.findByRole('heading', { level: 1, name: 'AI Assistant' });
}

const log = () => screen.getByRole('log', { name: i18n.t('assistant.log') });
const status = (name: string) =>
  waitFor(() => expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe(name));

beforeEach(() => {
  sessionStorage.clear();
  FakeRecognition.reset();
});
afterEach(() => {
  sessionStorage.clear();
});

describe('AI assistant page: voice mode', () => {
  it('is the default where the browser can listen: microphone button, hint and a 24-bar waveform', async () => {
    setup([]);
    await openPage();
    expect(screen.getByRole('tab', { name: 'Voice' }).getAttribute('aria-selected')).toBe('true');
    const panel = screen.getByRole('tabpanel', { name: 'Voice' });
    expect(await within(panel).findByRole('button', { name: 'Start voice chat' })).toBeInTheDocument();
    expect(
      within(panel).getByText('Say "I want to post a job" or "Find me work in Bangalore"'),
    ).toBeVisible();
    await status('Tap the microphone to start talking');
    const waveform = panel.querySelector('[aria-hidden="true"].flex.h-12');
    expect(waveform?.children).toHaveLength(24);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // The conversation is shown in voice mode too.
    expect(within(log()).getByText(/I am your job assistant/)).toBeVisible();
  });

  it('talks: the transcript goes through the chat, the reply shows as text, listening resumes; ending says so', async () => {
    const { requests } = setup([sse(text('Here are jobs in Bangalore.'))]);
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start voice chat' }));
    expect(screen.getByRole('button', { name: 'End voice chat' })).toBeVisible();
    await status('Listening...');
    const recognition = FakeRecognition.last;
    expect(recognition.lang).toBe('en-IN');
    expect(recognition.continuous).toBe(true);
    // This browser cannot speak: it says so, and the replies are shown only.
    expect((await screen.findAllByText('Voice output not supported')).length).toBeGreaterThan(0);

    recognition.hear('find me work', false);
    expect(await screen.findByText('Heard: find me work')).toBeInTheDocument();
    recognition.hear('Find me work in Bangalore');
    expect(await within(log()).findByText('Find me work in Bangalore')).toBeInTheDocument();
    expect(await within(log()).findByText('Here are jobs in Bangalore.')).toBeInTheDocument();
    expect(requests[0]?.messages).toEqual([{ role: 'user', content: 'Find me work in Bangalore' }]);
    await status('Listening...');
    expect(recognition.running).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'End voice chat' }));
    expect((await screen.findAllByText('Voice chat ended')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start voice chat' })).toBeVisible();
    expect(recognition.running).toBe(false);
  });

  it('reads the reply aloud, found jobs included, then listens again', async () => {
    const synthesis = new FakeSynthesis([{ lang: 'en-IN', name: 'India' }]);
    setup(
      [
        sse(text('I found one job.'), {
          tool_result: {
            type: 'jobs_found',
            jobs: [makeJob({ id: 4, title: 'Cook', dailySalary: 800 })],
            total: 1,
            criteria: {},
          },
        }),
      ],
      { synthesis },
    );
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start voice chat' }));
    await status('Listening...');
    FakeRecognition.last.hear('cook jobs');
    await status('Speaking...');
    expect(synthesis.text).toBe(
      'I found one job. 1. Cook, Mumbai, Maharashtra, ₹800/day, Cooking. Would you like to see more details?',
    );
    expect(synthesis.spoken[0]?.rate).toBe(0.9);
    expect(synthesis.spoken[0]?.voice?.name).toBe('India');
    expect(screen.getByRole('link', { name: 'Cook' }).getAttribute('href')).toBe('/job/4');
    synthesis.finish();
    await status('Listening...');
  });

  it('a recognition error is shown and ends the session', async () => {
    setup([]);
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Start voice chat' }));
    await status('Listening...');
    FakeRecognition.last.fail('not-allowed');
    expect((await screen.findAllByText('Microphone permission denied.')).length).toBeGreaterThan(0);
    expect(await screen.findByRole('button', { name: 'Start voice chat' })).toBeInTheDocument();
  });

  it('a start failure says "Failed to start"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    setup([]);
    await openPage();
    FakeRecognition.failStart = new Error('not now');
    fireEvent.click(await screen.findByRole('button', { name: 'Start voice chat' }));
    expect((await screen.findAllByText('Failed to start')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Failed to start speech recognition').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start voice chat' })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('listens in Hindi when the interface is in Hindi', async () => {
    const { requests } = setup([sse(text('ठीक है'))]);
    await i18n.changeLanguage('hi');
    try {
      // The page in Hindi (the assistant's own texts fall back to English until they are translated).
      renderApp('/ai-assistant');
      await screen.findByRole('heading', { level: 1, name: 'AI असिस्टेंट' });
      fireEvent.click(await screen.findByRole('button', { name: i18n.t('assistant.voice.start') }));
      await status(i18n.t('assistant.voice.status.listening'));
      expect(FakeRecognition.last.lang).toBe('hi-IN');
      FakeRecognition.last.hear('सफाई का काम');
      expect(await within(log()).findByText('ठीक है')).toBeInTheDocument();
      expect(requests[0]?.locale).toBe('hi');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('listens in Tamil (ta-IN) and says so when the phone has no Tamil voice: the reply is shown, not read', async () => {
    const synthesis = new FakeSynthesis([{ lang: 'en-IN', name: 'India' }]);
    const { requests } = setup([sse(text('சரி'))], { synthesis });
    await loadLanguage('ta');
    await i18n.changeLanguage('ta');
    try {
      renderApp('/ai-assistant');
      expect(
        await screen.findByText('இந்த போனில் தமிழ் குரல் இல்லை: பதில்கள் எழுத்தில் மட்டும் காட்டப்படும்.'),
      ).toBeVisible();
      fireEvent.click(await screen.findByRole('button', { name: i18n.t('assistant.voice.start') }));
      await status(i18n.t('assistant.voice.status.listening'));
      expect(FakeRecognition.last.lang).toBe('ta-IN');
      FakeRecognition.last.hear('சென்னையில் சமையல் வேலை');
      expect(await within(log()).findByText('சரி')).toBeInTheDocument();
      expect(requests[0]?.locale).toBe('ta');
      await status(i18n.t('assistant.voice.status.listening'));
      expect(synthesis.spoken).toEqual([]);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('without speech recognition: Text by default; Voice says it is not supported and offers text mode', async () => {
    setup([], { listen: false });
    await openPage();
    expect(screen.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Voice' }));
    const panel = screen.getByRole('tabpanel', { name: 'Voice' });
    expect(await within(panel).findByText('Voice input not supported')).toBeInTheDocument();
    expect(
      within(panel).getByText('Your browser does not support voice input. Please use text mode.'),
    ).toBeVisible();
    fireEvent.click(within(panel).getByRole('button', { name: 'Use text mode' }));
    expect(screen.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Message to the assistant' })).toBeVisible();
  });

  it('the mode tabs move with the arrow keys', async () => {
    setup([]);
    await openPage();
    const voice = screen.getByRole('tab', { name: 'Voice' });
    fireEvent.keyDown(voice, { key: 'ArrowLeft' });
    const textTab = screen.getByRole('tab', { name: 'Text' });
    expect(textTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(textTab);
    expect(textTab.getAttribute('tabindex')).toBe('0');
    expect(voice.getAttribute('tabindex')).toBe('-1');
  });
});

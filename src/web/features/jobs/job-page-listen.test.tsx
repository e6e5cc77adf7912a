import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../components/job-card/test-jobs';
import { i18n } from '../../lib/i18n';
import { mockApi, renderApp, setViewport } from '../../test/render';
import { pickVoice } from '../../lib/speech';
import { speechPieces } from './listen-button';

/** The browser's SpeechSynthesisUtterance, as far as the page uses it. */
class FakeUtterance {
  lang = '';
  voice: { lang: string; default?: boolean } | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

/** window.speechSynthesis: records what it was asked to read; finish() reads the queue to its end. */
class FakeSynthesis {
  queue: FakeUtterance[] = [];
  spoken: FakeUtterance[] = [];
  speak = vi.fn((utterance: FakeUtterance) => {
    this.queue.push(utterance);
    this.spoken.push(utterance);
  });
  cancel = vi.fn(() => {
    this.queue = [];
  });
  constructor(private readonly voices: { lang: string; default?: boolean }[] = []) {}
  getVoices() {
    return this.voices;
  }
  finish() {
    const queue = this.queue;
    this.queue = [];
    for (const utterance of queue) utterance.onend?.();
  }
}

function withSpeech(voices: { lang: string; default?: boolean }[] = []): FakeSynthesis {
  const synthesis = new FakeSynthesis(voices);
  vi.stubGlobal('speechSynthesis', synthesis);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  return synthesis;
}

const JOB = makeJob({
  id: 31,
  title: 'Painter for a flat',
  dailySalary: 900,
  location: 'Andheri, Mumbai',
  category: 'painting',
  categoryLabel: 'Painting',
  description: 'Two rooms to paint. Paint and brushes are given.',
});

async function openJob(job = JOB) {
  setViewport('mobile');
  mockApi({ '/api/auth/get-session': null, [`/api/jobs/${job.id}`]: job });
  renderApp(`/job/${job.id}`);
  await screen.findByRole('heading', { level: 1, name: job.title });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('job page: Listen', () => {
  it('reads the job aloud in English (en-IN for an Indian job); pressed again, it stops', async () => {
    const synthesis = withSpeech([{ lang: 'en-US', default: true }, { lang: 'en-IN' }, { lang: 'hi-IN' }]);
    await openJob();
    fireEvent.click(screen.getByRole('button', { name: 'Listen to this job' }));

    expect(synthesis.speak).toHaveBeenCalled();
    const [first] = synthesis.spoken;
    expect(first?.text).toContain('Painter for a flat');
    expect(first?.text).toContain('₹900 per day');
    expect(first?.lang).toBe('en-IN');
    expect(first?.voice?.lang).toBe('en-IN');
    const all = synthesis.spoken.map((utterance) => utterance.text).join(' ');
    expect(all).toContain('Place: Andheri, Mumbai');
    expect(all).toContain('Work: Painting');
    expect(all).toContain('Two rooms to paint.');
    expect(synthesis.spoken.every((utterance) => utterance.lang === 'en-IN')).toBe(true);

    const stop = screen.getByRole('button', { name: 'Stop reading' });
    expect(stop.textContent).toContain('Stop');
    const cancels = synthesis.cancel.mock.calls.length;
    fireEvent.click(stop);
    expect(synthesis.cancel.mock.calls.length).toBe(cancels + 1);
    expect(screen.getByRole('button', { name: 'Listen to this job' })).toBeVisible();
  });

  it('goes back to Listen when the reading ends by itself', async () => {
    const synthesis = withSpeech();
    await openJob();
    fireEvent.click(screen.getByRole('button', { name: 'Listen to this job' }));
    expect(screen.getByRole('button', { name: 'Stop reading' })).toBeVisible();
    synthesis.finish();
    expect(await screen.findByRole('button', { name: 'Listen to this job' })).toBeInTheDocument();
  });

  it('reads an American job in en-US', async () => {
    const synthesis = withSpeech();
    await openJob(
      makeJob({ id: 32, title: 'Mover needed', dailySalary: 150, currency: 'USD', country: 'US' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Listen to this job' }));
    expect(synthesis.spoken[0]?.text).toContain('$150 per day');
    expect(synthesis.spoken[0]?.lang).toBe('en-US');
  });

  it('reads in Hindi (hi-IN, a Hindi voice) when the interface is in Hindi', async () => {
    const synthesis = withSpeech([{ lang: 'en-IN', default: true }, { lang: 'hi_IN' }]);
    await i18n.changeLanguage('hi');
    await openJob();
    fireEvent.click(screen.getByRole('button', { name: 'यह काम सुनें' }));
    const [first] = synthesis.spoken;
    expect(first?.text).toContain('Painter for a flat');
    expect(first?.text).toContain('रोज़ के ₹900');
    expect(first?.lang).toBe('hi-IN');
    expect(first?.voice?.lang).toBe('hi_IN');
    expect(synthesis.spoken.map((utterance) => utterance.text).join(' ')).toContain('जगह: Andheri, Mumbai');
    fireEvent.click(screen.getByRole('button', { name: 'पढ़ना रोकें' }));
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'यह काम सुनें' }).textContent).toContain('सुनें');
  });

  it('is not there when the browser cannot speak', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    await openJob();
    expect(screen.getByRole('link', { name: 'Call' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Listen to this job' })).not.toBeInTheDocument();
  });
});

describe('speech helpers', () => {
  it('picks the exact voice, else one of the same language, else none', () => {
    const voices = [{ lang: 'en-US', default: true }, { lang: 'en-GB' }, { lang: 'hi-IN' }];
    expect(pickVoice(voices, 'hi-IN')?.lang).toBe('hi-IN');
    expect(pickVoice(voices, 'en-IN')?.lang).toBe('en-US');
    expect(pickVoice([{ lang: 'en-US' }], 'hi-IN')).toBeNull();
  });

  it('cuts a long text into sentence pieces no longer than an utterance should be', () => {
    const sentence = 'This sentence is about forty characters.';
    const pieces = speechPieces(Array.from({ length: 12 }, () => sentence).join(' '));
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => piece.length <= 220)).toBe(true);
    expect(pieces.join(' ')).toBe(Array.from({ length: 12 }, () => sentence).join(' '));
    expect(speechPieces('पहली बात। दूसरी बात।\nतीसरी')).toEqual(['पहली बात। दूसरी बात। तीसरी']);
  });
});

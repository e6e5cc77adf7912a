import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICE_WAVEFORM_BARS } from '../../../shared/limits';
import { i18n } from '../../lib/i18n';
import { pickVoice } from '../../lib/speech';
import '../../lib/texts/assistant';
import {
  REST_LEVELS,
  splitForSpeech,
  VoiceSession,
  type VoiceProblem,
  type VoiceSessionOptions,
  type VoiceState,
} from './voice';
import { FakeRecognition, FakeSynthesis, FakeUtterance, fakeMeter } from './voice-fakes';
import { voiceProblemText } from './voice-text';

const INDIAN_ENGLISH = { lang: 'en-IN', name: 'Google English India' };
const VOICES = [
  { lang: 'en-US', name: 'Google US English' },
  INDIAN_ENGLISH,
  { lang: 'hi-IN', name: 'Hindi' },
];

/** A session over fake speech APIs, recording what it tells its listener. */
function setup(overrides: Partial<VoiceSessionOptions> = {}) {
  const synthesis = new FakeSynthesis(VOICES);
  const { meter, emit, stop: stopMeter } = fakeMeter();
  const states: VoiceState[] = [];
  const problems: VoiceProblem[] = [];
  const interims: string[] = [];
  const levels: (readonly number[])[] = [];
  const ended = vi.fn();
  const ask = vi.fn(async (text: string): Promise<string | null> => `You said ${text}.`);
  const session = new VoiceSession({
    Recognition: FakeRecognition,
    synthesis,
    Utterance: FakeUtterance,
    lang: 'en-IN',
    ask,
    meter,
    listener: {
      state: (state) => states.push(state),
      problem: (problem) => problems.push(problem),
      interim: (text) => interims.push(text),
      levels: (values) => levels.push([...values]),
      ended,
    },
    ...overrides,
  });
  return { session, synthesis, emit, stopMeter, meter, states, problems, interims, levels, ended, ask };
}

/** Lets resolved promises (the reply, the meter) run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  FakeRecognition.reset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('voice session', () => {
  it('starts listening with continuous, interim recognition in the given language', async () => {
    const { session, states, meter } = setup();
    expect(session.state).toBe('disconnected');
    expect(session.start()).toBe(true);
    const recognition = FakeRecognition.last;
    expect(recognition.continuous).toBe(true);
    expect(recognition.interimResults).toBe(true);
    expect(recognition.lang).toBe('en-IN');
    expect(recognition.running).toBe(true);
    expect(session.state).toBe('listening');
    expect(states).toEqual(['listening']);
    await flush();
    expect(meter.start).toHaveBeenCalledTimes(1);
  });

  it('listening → thinking (final transcript) → speaking (reply read out) → listening 500 ms after it ends', async () => {
    const { session, synthesis, states, interims, ask } = setup();
    session.start();
    const recognition = FakeRecognition.last;

    recognition.hear('find me work', false);
    expect(interims.at(-1)).toBe('find me work');
    expect(session.state).toBe('listening');

    recognition.hear('Find me work in Bangalore');
    expect(session.state).toBe('thinking');
    expect(ask).toHaveBeenCalledWith('Find me work in Bangalore');
    // Listening pauses meanwhile, so the assistant does not hear itself.
    expect(recognition.running).toBe(false);
    expect(recognition.aborts).toBe(1);

    await flush();
    expect(session.state).toBe('speaking');
    expect(synthesis.text).toBe('You said Find me work in Bangalore.');
    const [utterance] = synthesis.spoken;
    if (!utterance) throw new Error('nothing was spoken');
    expect(utterance.rate).toBe(0.9);
    expect(utterance.pitch).toBe(1);
    expect(utterance.volume).toBe(1);
    expect(utterance.lang).toBe('en-IN');
    expect(utterance.voice).toBe(INDIAN_ENGLISH);
    // Recognition ending meanwhile does not restart it.
    await vi.advanceTimersByTimeAsync(1000);
    expect(recognition.starts).toBe(1);

    synthesis.finish();
    expect(session.state).toBe('speaking');
    await vi.advanceTimersByTimeAsync(499);
    expect(session.state).toBe('speaking');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.state).toBe('listening');
    expect(recognition.running).toBe(true);
    expect(recognition.starts).toBe(2);
    expect(states).toEqual(['listening', 'thinking', 'speaking', 'listening']);
  });

  it('recognition that ends while listening restarts after 100 ms', async () => {
    const { session } = setup();
    session.start();
    const recognition = FakeRecognition.last;
    recognition.end();
    await vi.advanceTimersByTimeAsync(99);
    expect(recognition.running).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(recognition.running).toBe(true);
    expect(recognition.starts).toBe(2);
    expect(session.state).toBe('listening');
  });

  it('reads a long reply in pieces and resumes after the last one', async () => {
    const long = `${'This is a sentence about a job. '.repeat(12)}Would you like to see more details?`;
    const { session, synthesis } = setup({ ask: async () => long });
    session.start();
    FakeRecognition.last.hear('jobs');
    await flush();
    expect(synthesis.spoken.length).toBeGreaterThan(1);
    expect(synthesis.spoken.every((piece) => piece.text.length <= 200)).toBe(true);
    expect(synthesis.text).toBe(long.replace(/\s+/g, ' ').trim());
    synthesis.spoken[0]?.onend?.();
    await vi.advanceTimersByTimeAsync(500);
    expect(session.state).toBe('speaking');
    synthesis.finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(session.state).toBe('listening');
  });

  it('no reply (a failed request) resumes listening after 500 ms without speaking', async () => {
    const { session, synthesis, states } = setup({ ask: async () => null });
    session.start();
    FakeRecognition.last.hear('hello');
    await flush();
    expect(session.state).toBe('thinking');
    await vi.advanceTimersByTimeAsync(500);
    expect(session.state).toBe('listening');
    expect(synthesis.spoken).toHaveLength(0);
    expect(states).toEqual(['listening', 'thinking', 'listening']);
  });

  it('a speech synthesis error also resumes listening', async () => {
    const { session, synthesis } = setup();
    session.start();
    FakeRecognition.last.hear('hello');
    await flush();
    synthesis.spoken[0]?.onerror?.();
    expect(synthesis.cancel).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(session.state).toBe('listening');
  });

  it('the waveform follows the microphone only while listening and rests otherwise', async () => {
    const { session, emit, levels } = setup();
    session.start();
    await flush();
    const loud = new Array<number>(VOICE_WAVEFORM_BARS).fill(0.8);
    emit(loud);
    expect(levels.at(-1)).toEqual(loud);
    FakeRecognition.last.hear('hello');
    expect(levels.at(-1)).toEqual(REST_LEVELS);
    const count = levels.length;
    emit(loud);
    expect(levels).toHaveLength(count);
  });

  it('ending: disconnected, "ended", recognition, speech and microphone stopped, nothing restarts', async () => {
    const { session, synthesis, stopMeter, ended, states } = setup();
    session.start();
    await flush();
    const recognition = FakeRecognition.last;
    recognition.hear('hello');
    await flush();
    expect(session.state).toBe('speaking');
    session.stop();
    expect(session.state).toBe('disconnected');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(synthesis.cancel).toHaveBeenCalled();
    expect(stopMeter).toHaveBeenCalled();
    expect(states.at(-1)).toBe('disconnected');
    synthesis.finish();
    recognition.end();
    await vi.advanceTimersByTimeAsync(2000);
    expect(session.state).toBe('disconnected');
    expect(recognition.running).toBe(false);
    // And it can start again.
    expect(session.start()).toBe(true);
    expect(session.state).toBe('listening');
  });

  it('dispose ends quietly; a reply arriving afterwards is ignored', async () => {
    let answer: (reply: string) => void = () => {};
    const { session, synthesis, ended } = setup({
      ask: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    session.start();
    FakeRecognition.last.hear('hello');
    session.dispose();
    answer('late reply');
    await flush();
    expect(ended).not.toHaveBeenCalled();
    expect(session.state).toBe('disconnected');
    expect(synthesis.spoken).toHaveLength(0);
  });

  it('no-speech is reported once until something is heard, and listening goes on', async () => {
    const { session, problems } = setup();
    session.start();
    const recognition = FakeRecognition.last;
    recognition.fail('no-speech');
    expect(problems).toEqual([{ type: 'recognition', code: 'no-speech' }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(recognition.running).toBe(true);
    recognition.fail('no-speech');
    expect(problems).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    recognition.hear('um', false);
    recognition.fail('no-speech');
    expect(problems).toHaveLength(2);
    expect(session.state).toBe('listening');
  });

  it.each(['not-allowed', 'network', 'language-not-supported'])(
    'a %s error is reported and ends the session',
    async (code) => {
      const { session, problems, ended } = setup();
      session.start();
      const recognition = FakeRecognition.last;
      recognition.fail(code);
      expect(problems).toEqual([{ type: 'recognition', code }]);
      expect(session.state).toBe('disconnected');
      expect(ended).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(recognition.running).toBe(false);
    },
  );

  it('audio-capture: first it drops the waveform microphone (phones that share it badly), then it is an error', async () => {
    const { session, problems, stopMeter } = setup();
    session.start();
    await flush();
    const recognition = FakeRecognition.last;
    recognition.fail('audio-capture');
    expect(problems).toEqual([]);
    expect(stopMeter).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(recognition.running).toBe(true);
    recognition.fail('audio-capture');
    expect(problems).toEqual([{ type: 'recognition', code: 'audio-capture' }]);
    expect(session.state).toBe('disconnected');
  });

  it('"aborted" (our own stop) is not an error', () => {
    const { session, problems } = setup();
    session.start();
    FakeRecognition.last.onerror?.({ error: 'aborted' });
    expect(problems).toEqual([]);
    expect(session.state).toBe('listening');
  });

  it('a start failure is reported and leaves the session disconnected', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, problems, states } = setup();
    FakeRecognition.failStart = new DOMException('denied', 'NotAllowedError');
    expect(session.start()).toBe(false);
    expect(problems).toEqual([{ type: 'start-failed' }]);
    expect(session.state).toBe('disconnected');
    expect(states.at(-1)).toBe('disconnected');
  });

  it('a failed restart ends the session with "start failed"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, problems } = setup();
    session.start();
    FakeRecognition.failStart = new Error('busy');
    FakeRecognition.last.end();
    await vi.advanceTimersByTimeAsync(100);
    expect(problems).toEqual([{ type: 'start-failed' }]);
    expect(session.state).toBe('disconnected');
  });

  it('without speech recognition it does not start: input not supported', () => {
    const { session, problems } = setup({ Recognition: null });
    expect(session.start()).toBe(false);
    expect(problems).toEqual([{ type: 'input-unsupported' }]);
    expect(session.state).toBe('disconnected');
  });

  it('without speech synthesis: output not supported, replies are not read and listening resumes', async () => {
    const { session, problems, states } = setup({ synthesis: null, Utterance: null });
    expect(session.start()).toBe(true);
    expect(problems).toEqual([{ type: 'output-unsupported' }]);
    FakeRecognition.last.hear('hello');
    await flush();
    await vi.advanceTimersByTimeAsync(500);
    expect(states).toEqual(['listening', 'thinking', 'listening']);
  });
});

describe('voice helpers', () => {
  it('pickVoice: the exact language, also written with _, else the same language, else none', () => {
    expect(pickVoice(VOICES, 'en-IN')).toBe(INDIAN_ENGLISH);
    const android = { lang: 'hi_IN', name: 'Hindi (India)' };
    expect(pickVoice([android], 'hi-IN')).toBe(android);
    expect(pickVoice([{ lang: 'en-US', name: 'US' }], 'en-IN')?.name).toBe('US');
    expect(pickVoice([{ lang: 'fr-FR', name: 'French' }], 'hi-IN')).toBeNull();
  });

  it('splitForSpeech keeps whole sentences and lines', () => {
    expect(splitForSpeech('1. Cook, Mumbai\n2. Driver, Pune\nWould you like to see more details?')).toEqual([
      '1. Cook, Mumbai. 2. Driver, Pune. Would you like to see more details?',
    ]);
    expect(splitForSpeech('  ')).toEqual([]);
  });

  it('says every voice and speech problem in the spec words', () => {
    const t = i18n.getFixedT('en');
    const text = (problem: VoiceProblem) => voiceProblemText(t, problem);
    expect(text({ type: 'recognition', code: 'no-speech' }).title).toBe(
      'No speech detected. Please try again.',
    );
    expect(text({ type: 'recognition', code: 'audio-capture' }).title).toBe(
      'Microphone not found or not accessible.',
    );
    expect(text({ type: 'recognition', code: 'not-allowed' }).title).toBe('Microphone permission denied.');
    expect(text({ type: 'recognition', code: 'network' }).title).toBe('Network error occurred.');
    expect(text({ type: 'recognition', code: 'bad-grammar' }).title).toBe('Recognition error: bad-grammar');
    expect(text({ type: 'start-failed' })).toEqual({
      title: 'Failed to start',
      description: 'Failed to start speech recognition',
    });
    expect(text({ type: 'input-unsupported' })).toEqual({
      title: 'Voice input not supported',
      description: 'Your browser does not support voice input. Please use text mode.',
    });
    expect(text({ type: 'output-unsupported' })).toEqual({
      title: 'Voice output not supported',
      description: 'Your browser does not support voice output.',
    });
  });
});

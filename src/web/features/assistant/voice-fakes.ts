import { vi } from 'vitest';
import type {
  SpeechRecognitionErrorEventLike,
  SpeechRecognitionEventLike,
  SpeechRecognitionLike,
} from './speech-support';
import type { AudioLevelMeter, SpeechSynthesisLike, UtteranceLike, VoiceLike } from './voice';

/**
 * Test doubles of the browser's speech APIs (for voice.test.ts and the page's voice tests). The fake
 * recognition behaves like Chrome's: start() while running throws, abort() reports "aborted" then ends.
 */
export class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  /** The next start() throws this. */
  static failStart: Error | null = null;

  static get last(): FakeRecognition {
    const last = FakeRecognition.instances.at(-1);
    if (!last) throw new Error('No speech recognition was created');
    return last;
  }

  static reset(): void {
    FakeRecognition.instances = [];
    FakeRecognition.failStart = null;
  }

  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: SpeechRecognitionEventLike) => void) | null = null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null = null;
  onend: (() => void) | null = null;
  running = false;
  starts = 0;
  aborts = 0;

  constructor() {
    FakeRecognition.instances.push(this);
  }

  start(): void {
    const failure = FakeRecognition.failStart;
    if (failure) {
      FakeRecognition.failStart = null;
      throw failure;
    }
    if (this.running) throw new DOMException('recognition has already started', 'InvalidStateError');
    this.running = true;
    this.starts += 1;
  }

  stop(): void {
    this.end();
  }

  abort(): void {
    this.aborts += 1;
    if (!this.running) return;
    this.onerror?.({ error: 'aborted' });
    this.end();
  }

  /** The browser heard something: interim words, or a final transcript. */
  hear(transcript: string, isFinal = true): void {
    this.onresult?.({ resultIndex: 0, results: [{ isFinal, length: 1, 0: { transcript } }] });
  }

  /** The browser ended recognition on its own (silence, a time limit). */
  end(): void {
    this.running = false;
    this.onend?.();
  }

  /** An error event, then the end, as browsers do. */
  fail(code: string): void {
    this.onerror?.({ error: code });
    this.end();
  }
}

export class FakeUtterance implements UtteranceLike {
  lang = '';
  rate = 1;
  pitch = 1;
  volume = 1;
  voice: VoiceLike | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(public text: string) {}
}

export class FakeSynthesis implements SpeechSynthesisLike {
  speaking = false;
  pending = false;
  queue: UtteranceLike[] = [];
  spoken: UtteranceLike[] = [];
  cancel = vi.fn(() => {
    this.queue = [];
    this.speaking = false;
  });

  constructor(private readonly voices: VoiceLike[] = []) {}

  getVoices(): readonly VoiceLike[] {
    return this.voices;
  }

  speak(utterance: UtteranceLike): void {
    this.queue.push(utterance);
    this.spoken.push(utterance);
    this.speaking = true;
  }

  /** Reads every queued piece to its end. */
  finish(): void {
    const queue = this.queue;
    this.queue = [];
    this.speaking = false;
    for (const utterance of queue) utterance.onend?.();
  }

  /** The text read out so far, all pieces joined. */
  get text(): string {
    return this.spoken.map((utterance) => utterance.text).join(' ');
  }
}

/** A microphone meter the test drives: emit() sends levels, stop is a spy. */
export function fakeMeter() {
  let listener: ((levels: readonly number[]) => void) | null = null;
  const stop = vi.fn();
  const meter: AudioLevelMeter = {
    start: vi.fn(async (onLevels: (levels: readonly number[]) => void) => {
      listener = onLevels;
      return stop;
    }),
  };
  return {
    meter,
    stop,
    emit: (levels: readonly number[]) => listener?.(levels),
  };
}

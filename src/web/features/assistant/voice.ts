import {
  VOICE_RESTART_DELAY_MS,
  VOICE_RESUME_DELAY_MS,
  VOICE_SPEECH_RATE,
  VOICE_WAVEFORM_BARS,
} from '../../../shared/limits';
import type {
  SpeechRecognitionConstructor,
  SpeechRecognitionEventLike,
  SpeechRecognitionLike,
} from './speech-support';
import { canSpeak, pickVoice } from '../../lib/speech';

/**
 * The voice chat (spec sections 4 and 8): a plain state machine over the browser's speech recognition
 * and speech synthesis, given to it (with timers and a microphone level meter) so tests can drive it.
 *
 *   disconnected --start--> listening --final transcript--> thinking --reply--> speaking
 *   speaking --reply read out, +500 ms--> listening        (no voice output / no reply: thinking --> +500 ms)
 *   listening: recognition ended while connected --> started again after 100 ms
 *   any --stop / fatal recognition error--> disconnected
 *
 * Recognition is paused while thinking and speaking, so the assistant does not hear itself.
 */
export type VoiceState = 'disconnected' | 'listening' | 'thinking' | 'speaking';

export type VoiceProblem =
  | { type: 'input-unsupported' }
  | { type: 'output-unsupported' }
  | { type: 'start-failed' }
  /** A recognition error event: no-speech, audio-capture, not-allowed, network or another code. */
  | { type: 'recognition'; code: string };

export interface VoiceLike {
  readonly lang: string;
  readonly name: string;
  readonly default?: boolean;
}

export interface UtteranceLike {
  text: string;
  lang: string;
  rate: number;
  pitch: number;
  volume: number;
  voice: VoiceLike | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}

export type UtteranceConstructor = new (text: string) => UtteranceLike;

export interface SpeechSynthesisLike {
  readonly speaking?: boolean;
  readonly pending?: boolean;
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): readonly VoiceLike[];
}

/** The microphone's loudness for the waveform: VOICE_WAVEFORM_BARS values from 0 to 1, about once a frame. */
export interface AudioLevelMeter {
  /** Starts measuring; resolves with the function that stops it. Rejects when there is no microphone. */
  start: (onLevels: (levels: readonly number[]) => void) => Promise<() => void>;
}

export interface VoiceTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface VoiceListener {
  state?(state: VoiceState): void;
  /** What is being heard before it is final ('' when nothing). */
  interim?(text: string): void;
  /** The waveform: the microphone's levels while listening, all zeros (at rest) otherwise. */
  levels?(levels: readonly number[]): void;
  problem?(problem: VoiceProblem): void;
  /** The user ended the session. */
  ended?(): void;
}

export interface VoiceSessionOptions {
  Recognition: SpeechRecognitionConstructor | null;
  synthesis: SpeechSynthesisLike | null;
  Utterance: UtteranceConstructor | null;
  /** BCP 47: en-IN, or hi-IN when the interface is in Hindi. */
  lang: string;
  /** Sends the final transcript through the chat; resolves with the reply to read out (null: none). */
  ask(text: string): Promise<string | null>;
  meter?: AudioLevelMeter | null;
  timers?: VoiceTimers;
  listener?: VoiceListener;
}

export const REST_LEVELS: readonly number[] = Object.freeze(new Array<number>(VOICE_WAVEFORM_BARS).fill(0));

const defaultTimers: VoiceTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const SPEECH_PIECE_MAX = 200;

/**
 * The reply in pieces of whole lines or sentences, each at most about 200 characters. A line without an
 * end mark gets a full stop, so list items are read with a pause between them.
 */
export function splitForSpeech(text: string): string[] {
  const sentences = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (/[.!?।,:;]$/.test(line) ? line : `${line}.`))
    .flatMap((line) => line.split(/(?<=[.!?।])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const pieces: string[] = [];
  let piece = '';
  for (const sentence of sentences) {
    if (piece && piece.length + sentence.length + 1 > SPEECH_PIECE_MAX) {
      pieces.push(piece);
      piece = '';
    }
    piece = piece ? `${piece} ${sentence}` : sentence;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

export class VoiceSession {
  private current: VoiceState = 'disconnected';
  private recognition: SpeechRecognitionLike | null = null;
  /** Bumped whenever a session ends, so late callbacks of an old one do nothing. */
  private generation = 0;
  private timer: unknown = null;
  private stopMeter: (() => void) | null = null;
  private meterDisabled = false;
  /** "No speech detected" is said once until something is heard, not every few seconds of silence. */
  private noSpeechReported = false;
  private readonly timers: VoiceTimers;

  constructor(private readonly options: VoiceSessionOptions) {
    this.timers = options.timers ?? defaultTimers;
  }

  get state(): VoiceState {
    return this.current;
  }

  get connected(): boolean {
    return this.current !== 'disconnected';
  }

  /** Starts listening. False when it could not (the reason went to the listener). */
  start(): boolean {
    if (this.connected) return true;
    const { Recognition, synthesis, Utterance, lang, listener } = this.options;
    if (!Recognition) {
      listener?.problem?.({ type: 'input-unsupported' });
      return false;
    }
    if (!synthesis || !Utterance) listener?.problem?.({ type: 'output-unsupported' });

    let recognition: SpeechRecognitionLike;
    try {
      recognition = new Recognition();
    } catch (error) {
      console.warn('Speech recognition could not be created', error);
      listener?.problem?.({ type: 'start-failed' });
      return false;
    }
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = lang;
    const generation = ++this.generation;
    recognition.onresult = (event) => {
      if (generation === this.generation) this.onResult(event);
    };
    recognition.onerror = (event) => {
      if (generation === this.generation) this.onError(event.error);
    };
    recognition.onend = () => {
      if (generation === this.generation) this.onEnd();
    };
    this.recognition = recognition;
    this.noSpeechReported = false;
    this.meterDisabled = false;
    this.setState('listening');
    if (!this.listen()) return false;
    this.startMeter(generation);
    return true;
  }

  /** Ends the session (the microphone button): "Voice chat ended". */
  stop(): void {
    if (!this.connected) return;
    this.teardown();
    this.options.listener?.ended?.();
  }

  /** Ends the session quietly (the page closes or the mode changes). */
  dispose(): void {
    if (this.connected) this.teardown();
  }

  private setState(state: VoiceState): void {
    if (state === this.current) return;
    this.current = state;
    const { listener } = this.options;
    if (state !== 'listening') {
      listener?.levels?.(REST_LEVELS);
      listener?.interim?.('');
    }
    listener?.state?.(state);
  }

  /** recognition.start(); a failure ends the session with "Failed to start". */
  private listen(): boolean {
    try {
      this.recognition?.start();
      return true;
    } catch (error) {
      console.warn('Speech recognition did not start', error);
      this.teardown();
      this.options.listener?.problem?.({ type: 'start-failed' });
      return false;
    }
  }

  private onResult(event: SpeechRecognitionEventLike): void {
    if (this.current !== 'listening') return;
    let interim = '';
    let final = '';
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      const text = result?.[0]?.transcript ?? '';
      if (result?.isFinal) final += text;
      else interim += text;
    }
    if (final.trim() || interim.trim()) this.noSpeechReported = false;
    if (final.trim()) this.onFinal(final.trim());
    else this.options.listener?.interim?.(interim.trim());
  }

  private onFinal(text: string): void {
    const generation = this.generation;
    this.setState('thinking');
    // Pause listening while the reply is fetched and read out (onEnd does not restart meanwhile).
    try {
      this.recognition?.abort();
    } catch {
      // already stopped
    }
    this.options.ask(text).then(
      (reply) => {
        if (generation !== this.generation) return;
        if (reply?.trim()) this.speak(reply.trim());
        else this.resumeLater();
      },
      (error: unknown) => {
        if (generation !== this.generation) return;
        console.warn('The assistant did not answer the voice message', error);
        this.resumeLater();
      },
    );
  }

  private speak(text: string): void {
    const { synthesis, Utterance, lang } = this.options;
    // No voice for the language (the panel says so): another language's voice would read it as noise.
    if (!synthesis || !Utterance || !canSpeak(synthesis.getVoices(), lang)) {
      this.resumeLater();
      return;
    }
    const generation = this.generation;
    this.setState('speaking');
    try {
      if (synthesis.speaking || synthesis.pending) synthesis.cancel();
      const voice = pickVoice(synthesis.getVoices(), lang);
      // Short pieces, one after another: some browsers stop reading a long text halfway, silently.
      const pieces = splitForSpeech(text);
      if (pieces.length === 0) {
        this.resumeLater();
        return;
      }
      pieces.forEach((piece, index) => {
        const utterance = new Utterance(piece);
        utterance.lang = lang;
        utterance.rate = VOICE_SPEECH_RATE;
        utterance.pitch = 1;
        utterance.volume = 1;
        utterance.voice = voice;
        const last = index === pieces.length - 1;
        utterance.onend = () => {
          if (last && generation === this.generation && this.current === 'speaking') this.resumeLater();
        };
        utterance.onerror = () => {
          if (generation !== this.generation || this.current !== 'speaking') return;
          synthesis.cancel();
          this.resumeLater();
        };
        synthesis.speak(utterance);
      });
    } catch (error) {
      console.warn('The reply could not be read out', error);
      this.resumeLater();
    }
  }

  /** Listening again VOICE_RESUME_DELAY_MS after the reply. */
  private resumeLater(): void {
    this.schedule(VOICE_RESUME_DELAY_MS, () => {
      this.setState('listening');
      this.listen();
    });
  }

  private onEnd(): void {
    // Browsers end recognition after a silence or a while, even when continuous: listen on.
    if (this.current !== 'listening') return;
    this.schedule(VOICE_RESTART_DELAY_MS, () => {
      if (this.current === 'listening') this.listen();
    });
  }

  private onError(code: string): void {
    if (code === 'aborted') return; // we stopped it ourselves
    if (code === 'no-speech') {
      if (!this.noSpeechReported) {
        this.noSpeechReported = true;
        this.options.listener?.problem?.({ type: 'recognition', code });
      }
      return; // recognition ends and starts again
    }
    if (code === 'audio-capture' && this.stopMeter && !this.meterDisabled) {
      // Some phones give the microphone to one user only: keep recognition, drop the waveform.
      this.meterDisabled = true;
      this.stopMeter();
      this.stopMeter = null;
      this.options.listener?.levels?.(REST_LEVELS);
      return;
    }
    this.teardown();
    this.options.listener?.problem?.({ type: 'recognition', code });
  }

  private schedule(ms: number, callback: () => void): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    const generation = this.generation;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      if (generation === this.generation && this.connected) callback();
    }, ms);
  }

  private startMeter(generation: number): void {
    const { meter, listener } = this.options;
    if (!meter) return;
    meter
      .start((levels) => {
        if (generation === this.generation && this.current === 'listening') listener?.levels?.(levels);
      })
      .then(
        (stop) => {
          if (generation === this.generation && !this.meterDisabled) this.stopMeter = stop;
          else stop();
        },
        (error: unknown) => console.warn('No microphone level for the waveform', error),
      );
  }

  private teardown(): void {
    this.generation += 1;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    const recognition = this.recognition;
    this.recognition = null;
    if (recognition) {
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
      try {
        recognition.abort();
      } catch {
        // already stopped
      }
    }
    try {
      this.options.synthesis?.cancel();
    } catch {
      // nothing was being read out
    }
    this.stopMeter?.();
    this.stopMeter = null;
    this.setState('disconnected');
  }
}

import { VOICE_WAVEFORM_BARS } from '../../../shared/limits';
import type { AudioLevelMeter } from './voice';

type AudioContextConstructor = new () => AudioContext;

/**
 * Which frequency band each waveform bar shows: mirrored around the middle, so the low voice
 * frequencies (where most of speech is) move the centre bars and the waveform looks symmetric.
 */
const BAR_BINS = Array.from({ length: VOICE_WAVEFORM_BARS }, (_, bar) =>
  Math.floor(Math.abs(bar - (VOICE_WAVEFORM_BARS - 1) / 2)),
);

/**
 * The microphone's loudness per band through the Web Audio API (getUserMedia + AnalyserNode), one
 * reading per animation frame. Null when the browser has neither.
 */
export function createMicrophoneMeter(): AudioLevelMeter | null {
  // Missing on the server and in old browsers, whatever the DOM types say.
  const devices = (globalThis.navigator as Navigator | undefined)?.mediaDevices as
    Partial<MediaDevices> | undefined;
  if (typeof devices?.getUserMedia !== 'function') return null;
  const scope = window as unknown as {
    AudioContext?: AudioContextConstructor;
    webkitAudioContext?: AudioContextConstructor;
  };
  const Context = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Context) return null;

  return {
    async start(onLevels) {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      let context: AudioContext;
      try {
        context = new Context();
      } catch (error) {
        for (const track of stream.getTracks()) track.stop();
        throw error;
      }
      const source = context.createMediaStreamSource(stream);
      const analyser = context.createAnalyser();
      analyser.fftSize = 128; // 64 bands of 375 Hz at 48 kHz: the first dozen cover the voice
      analyser.smoothingTimeConstant = 0.75;
      source.connect(analyser);
      const bands = new Uint8Array(analyser.frequencyBinCount);
      const levels = new Array<number>(VOICE_WAVEFORM_BARS).fill(0);
      let frame = 0;
      const tick = () => {
        analyser.getByteFrequencyData(bands);
        for (let bar = 0; bar < VOICE_WAVEFORM_BARS; bar += 1) {
          levels[bar] = (bands[1 + (BAR_BINS[bar] ?? 0)] ?? 0) / 255;
        }
        onLevels(levels);
        frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
      return () => {
        cancelAnimationFrame(frame);
        source.disconnect();
        for (const track of stream.getTracks()) track.stop();
        void context.close().catch(() => {});
      };
    },
  };
}

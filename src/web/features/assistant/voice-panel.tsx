import { Keyboard, Mic, MicOff } from '../../components/icons';
import { useEffect, useRef, useState } from 'react';
import { VOICE_WAVEFORM_BARS } from '../../../shared/limits';
import { LOCALE_NAMES, SPEECH_LOCALES } from '../../../shared/i18n';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { canSpeak } from '../../lib/speech';
import { useTranslation } from '../../lib/i18n';
import { toastError, toastInfo } from '../../lib/toast';
import { createMicrophoneMeter } from './audio-level';
import { speechRecognitionConstructor } from './speech-support';
import { VoiceSession, type SpeechSynthesisLike, type UtteranceConstructor, type VoiceState } from './voice';
import { voiceProblemText } from './voice-text';

/** The smallest a waveform bar gets (its height at rest). */
const BAR_REST = 0.12;

function paintBars(bars: readonly (HTMLSpanElement | null)[], levels: readonly number[]): void {
  bars.forEach((bar, index) => {
    // Written straight to the elements: the waveform moves every frame without re-rendering React.
    if (bar) bar.style.scale = `1 ${Math.max(BAR_REST, Math.min(1, levels[index] ?? 0))}`;
  });
}

function browserSynthesis(): {
  synthesis: SpeechSynthesisLike | null;
  Utterance: UtteranceConstructor | null;
} {
  // Missing on the server and in some browsers, whatever the DOM types say.
  const scope = globalThis as { speechSynthesis?: unknown; SpeechSynthesisUtterance?: unknown };
  if (!scope.speechSynthesis || !scope.SpeechSynthesisUtterance) {
    return { synthesis: null, Utterance: null };
  }
  return {
    synthesis: window.speechSynthesis as unknown as SpeechSynthesisLike,
    Utterance: window.SpeechSynthesisUtterance as unknown as UtteranceConstructor,
  };
}

/**
 * Voice mode (spec: Voice mode; section 4 "Voice chat"): the big microphone button starts and ends the
 * session, a 24-bar waveform follows the microphone while listening, the state is announced, and what
 * was heard and answered appears in the conversation below. Loaded only in voice mode.
 */
export function VoicePanel({
  ask,
  onUseText,
}: {
  /** Sends the final transcript through the chat; resolves with the reply to read out. */
  ask: (text: string) => Promise<string | null>;
  onUseText: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [Recognition] = useState(speechRecognitionConstructor);
  const [output] = useState(browserSynthesis);
  const [state, setState] = useState<VoiceState>('disconnected');
  const [interim, setInterim] = useState('');
  const bars = useRef<(HTMLSpanElement | null)[]>([]);
  const session = useRef<VoiceSession | null>(null);
  const askRef = useRef(ask);
  const lang = SPEECH_LOCALES[i18n.language];

  useEffect(() => {
    askRef.current = ask;
  }, [ask]);

  useEffect(() => {
    const voice = new VoiceSession({
      Recognition,
      synthesis: output.synthesis,
      Utterance: output.Utterance,
      lang,
      ask: (text) => askRef.current(text),
      meter: createMicrophoneMeter(),
      listener: {
        state: setState,
        interim: setInterim,
        levels: (levels) => paintBars(bars.current, levels),
        problem: (problem) => {
          const { title, description } = voiceProblemText(t, problem);
          toastError(title, description);
        },
        ended: () => toastInfo(t('assistant.voice.ended')),
      },
    });
    session.current = voice;
    return () => {
      voice.dispose();
      session.current = null;
    };
  }, [Recognition, output, lang, t]);

  if (!Recognition) {
    return (
      <div className="flex flex-col items-center gap-3 border-b border-border p-6 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <MicOff aria-hidden="true" className="size-8" />
        </span>
        <p className="text-lg font-bold">{t('assistant.voice.inputUnsupported')}</p>
        <p className="text-muted-foreground">{t('assistant.voice.inputUnsupportedBody')}</p>
        <Button onClick={onUseText}>
          <Keyboard aria-hidden="true" className="size-5" />
          {t('assistant.voice.useText')}
        </Button>
      </div>
    );
  }

  const connected = state !== 'disconnected';
  return (
    <div className="flex flex-col items-center gap-2 border-b border-border bg-gradient-to-b from-accent/50 to-card px-4 py-4 text-center sm:gap-3 sm:py-5">
      <p role="status" className="min-h-7 text-base font-bold sm:text-lg">
        {t(`assistant.voice.status.${state}`)}
      </p>
      <button
        type="button"
        aria-label={connected ? t('assistant.voice.end') : t('assistant.voice.start')}
        onClick={() => {
          if (session.current?.connected) session.current.stop();
          else session.current?.start();
        }}
        className={cn(
          'relative flex size-20 items-center justify-center rounded-full shadow-lg transition-colors sm:size-28',
          connected
            ? 'bg-danger text-danger-foreground'
            : 'bg-primary text-primary-foreground hover:bg-primary-hover',
        )}
      >
        {state === 'listening' ? (
          <span aria-hidden="true" className="absolute inset-0 animate-ping rounded-full bg-danger/30" />
        ) : null}
        {connected ? (
          <MicOff aria-hidden="true" className="relative size-9 sm:size-12" />
        ) : (
          <Mic aria-hidden="true" className="relative size-9 sm:size-12" />
        )}
      </button>
      <div
        aria-hidden="true"
        className={cn('flex h-12 items-center justify-center gap-1', state === 'speaking' && 'animate-pulse')}
      >
        {Array.from({ length: VOICE_WAVEFORM_BARS }, (_, index) => (
          <span
            key={index}
            ref={(element) => {
              bars.current[index] = element;
            }}
            className={cn(
              'h-full w-1.5 scale-y-[0.12] rounded-full transition-[scale] duration-75',
              state === 'listening' ? 'bg-primary' : 'bg-primary/40',
            )}
          />
        ))}
      </div>
      {interim ? (
        <p className="max-w-md text-muted-foreground italic">
          {t('assistant.voice.heard', { text: interim })}
        </p>
      ) : (
        <p className="max-w-md text-muted-foreground">{t('assistant.voice.hint')}</p>
      )}
      {!output.synthesis ? (
        <p className="text-sm text-muted-foreground">{t('assistant.voice.outputUnsupportedBody')}</p>
      ) : canSpeak(output.synthesis.getVoices(), lang) ? null : (
        <p className="text-sm text-muted-foreground">
          {t('assistant.voice.noVoiceForLanguage', { language: LOCALE_NAMES[i18n.language] })}
        </p>
      )}
    </div>
  );
}

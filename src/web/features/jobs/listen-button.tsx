import { Square, Volume2 } from '../../components/icons';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useBrowserValue } from '../../lib/browser-value';
import { useTranslation } from '../../lib/i18n';
import '../../lib/texts/job';
import { pickVoice } from '../../lib/speech';

/** The parts of the browser's speech synthesis the button uses (tests stub them with vi.stubGlobal). */
interface VoiceLike {
  lang: string;
  default?: boolean;
}
interface UtteranceLike {
  lang: string;
  voice: VoiceLike | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
}
interface SynthesisLike {
  speak(utterance: UtteranceLike): void;
  cancel(): void;
  getVoices(): readonly VoiceLike[];
}
type UtteranceConstructor = new (text: string) => UtteranceLike;

interface Speech {
  synthesis: SynthesisLike;
  Utterance: UtteranceConstructor;
}

function browserSpeech(): Speech | null {
  // Not every browser has speech synthesis, though the DOM types say it is always there.
  if (
    typeof window === 'undefined' ||
    !(window.speechSynthesis as SpeechSynthesis | undefined) ||
    !(window.SpeechSynthesisUtterance as typeof SpeechSynthesisUtterance | undefined)
  )
    return null;
  return {
    synthesis: window.speechSynthesis as unknown as SynthesisLike,
    Utterance: window.SpeechSynthesisUtterance as unknown as UtteranceConstructor,
  };
}

/** The longest piece one utterance reads: some browsers stop a long one halfway, silently. */
const MAX_PIECE = 220;

/** A text in sentences (lines, then ". ", "? ", "! ", "। "), joined back up to MAX_PIECE characters each. */
export function speechPieces(text: string): string[] {
  const sentences = text
    .split(/\n+|(?<=[.!?।])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const pieces: string[] = [];
  for (const sentence of sentences) {
    const last = pieces.at(-1);
    if (last !== undefined && last.length + sentence.length + 1 <= MAX_PIECE) {
      pieces[pieces.length - 1] = `${last} ${sentence}`;
    } else {
      pieces.push(sentence);
    }
  }
  return pieces;
}

let cachedSpeech: Speech | null = null;

/** The same object while the browser's speech synthesis is the same one (useBrowserValue compares them). */
function readSpeech(): Speech | null {
  const speech = browserSpeech();
  if (speech?.synthesis !== cachedSpeech?.synthesis || speech?.Utterance !== cachedSpeech?.Utterance) {
    cachedSpeech = speech;
  }
  return cachedSpeech;
}

/**
 * "Listen" (issue #13): reads `pieces` aloud in `lang` (hi-IN, en-IN, en-US), one utterance each, so the
 * browser pauses between them and never cuts a long text off. Pressed again while reading, it stops.
 * Nothing on the server or in a browser without speech synthesis; it appears once the page runs.
 */
export function ListenButton({
  pieces,
  lang,
  className,
}: {
  pieces: readonly string[];
  lang: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const speech = useBrowserValue(readSpeech, null);
  const [speaking, setSpeaking] = useState(false);
  // Each reading has a number: the end of an older one (stopped, or replaced) changes nothing.
  const reading = useRef(0);

  useEffect(() => {
    if (!speech) return;
    // Leaving the page stops the reading (the job page keys this button by the job).
    return () => {
      if (reading.current > 0) {
        reading.current += 1;
        speech.synthesis.cancel();
      }
    };
  }, [speech]);

  if (!speech) return null;
  const { synthesis, Utterance } = speech;

  const stop = () => {
    reading.current += 1;
    synthesis.cancel();
    setSpeaking(false);
  };

  const start = () => {
    const texts = pieces.flatMap(speechPieces);
    if (texts.length === 0) return;
    const id = ++reading.current;
    const finished = () => {
      if (reading.current === id) setSpeaking(false);
    };
    try {
      // Whatever else was being read (another tab of the app, an earlier reading) stops first.
      synthesis.cancel();
      const voice = pickVoice(synthesis.getVoices(), lang);
      texts.forEach((text, index) => {
        const utterance = new Utterance(text);
        utterance.lang = lang;
        utterance.voice = voice;
        utterance.onerror = finished;
        if (index === texts.length - 1) utterance.onend = finished;
        synthesis.speak(utterance);
      });
      setSpeaking(true);
    } catch (error) {
      console.warn('The job could not be read out', error);
      finished();
    }
  };

  return (
    <Button
      variant={speaking ? 'secondary' : 'outline'}
      className={className}
      aria-label={speaking ? t('job.listen.stopLabel') : t('job.listen.startLabel')}
      onClick={speaking ? stop : start}
    >
      {speaking ? (
        <Square aria-hidden="true" className="size-5 fill-current" />
      ) : (
        <Volume2 aria-hidden="true" className="size-5" />
      )}
      {speaking ? t('job.listen.stop') : t('job.listen.start')}
    </Button>
  );
}

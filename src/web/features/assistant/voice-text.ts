import type { VoiceProblem } from './voice';
import type { Translate } from '../../../shared/i18n/translate';

/** The spec's text for a recognition error code (section 8, "Speech errors"). */
export function recognitionErrorText(t: Translate, code: string): string {
  switch (code) {
    case 'no-speech':
      return t('assistant.voice.errors.noSpeech');
    case 'audio-capture':
      return t('assistant.voice.errors.audioCapture');
    case 'not-allowed':
      return t('assistant.voice.errors.notAllowed');
    case 'network':
      return t('assistant.voice.errors.network');
    default:
      return t('assistant.voice.errors.other', { code });
  }
}

/** A voice problem as a toast: title and optional description (spec section 8, "Voice"). */
export function voiceProblemText(
  t: Translate,
  problem: VoiceProblem,
): { title: string; description?: string } {
  switch (problem.type) {
    case 'input-unsupported':
      return {
        title: t('assistant.voice.inputUnsupported'),
        description: t('assistant.voice.inputUnsupportedBody'),
      };
    case 'output-unsupported':
      return {
        title: t('assistant.voice.outputUnsupported'),
        description: t('assistant.voice.outputUnsupportedBody'),
      };
    case 'start-failed':
      return { title: t('assistant.voice.startFailed'), description: t('assistant.voice.startFailedBody') };
    case 'recognition':
      return { title: recognitionErrorText(t, problem.code) };
  }
}

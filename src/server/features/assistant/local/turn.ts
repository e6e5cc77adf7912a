import type { ChatMessage } from '../../../../shared/api/assistant';
import type { Locale } from '../../../../shared/i18n';
import type { AssistantContext, AssistantEvent } from '../engine';
import { detectLanguage, parseUtterance, type Language, type ParsedUtterance } from './parse';
import { repliesIn, type Replies } from './replies';
import { readState, type LocalState } from './state';

/** One answer of the local engine: the message, what it asks for, and what was remembered. */
export interface Turn {
  context: AssistantContext;
  /** The user's new message. */
  text: string;
  parsed: ParsedUtterance;
  /** The language the answer is in: the one the user writes in. */
  language: Language;
  say: Replies;
  state: LocalState;
}

/** A piece of the answer: yields events, returns the state to hand back. */
export type Step = AsyncGenerator<AssistantEvent, LocalState, undefined>;
/** The same without waiting for anything. */
export type SyncStep = Generator<AssistantEvent, LocalState, undefined>;

export function startTurn(context: AssistantContext): Turn {
  const text = context.messages.at(-1)?.content ?? '';
  const language = replyLanguage(context.messages, context.locale);
  return {
    context,
    text,
    parsed: parseUtterance(text, context.locale),
    language,
    say: repliesIn(language),
    state: readState(context.state),
  };
}

/**
 * The language of the user's latest message that has a telling word ("ok" or "Pune" do not tell);
 * without one, the interface language. The interface language also tells Marathi from Hindi when the
 * words do not (both are written in Devanagari).
 */
export function replyLanguage(messages: readonly ChatMessage[], locale: Locale): Language {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== 'user') continue;
    const language = detectLanguage(message.content, locale);
    if (language) return language;
  }
  return locale;
}

const WORDS_PER_CHUNK = 4;

/** A text as a few streamed pieces (a handful of words each). */
export function* speak(text: string): Generator<AssistantEvent, void, undefined> {
  const pieces = text.match(/\S+\s*/g) ?? [];
  for (let i = 0; i < pieces.length; i += WORDS_PER_CHUNK) {
    yield { type: 'text', text: pieces.slice(i, i + WORDS_PER_CHUNK).join('') };
  }
}

/** Says a text and changes nothing: the state stays as it came. */
export function* sayOnly(turn: Turn, text: string): SyncStep {
  yield* speak(text);
  return turn.state;
}

/** How many words a message has. */
export function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}

/** Texts joined with a space, empty ones left out. */
export function join(...texts: string[]): string {
  return texts.filter(Boolean).join(' ');
}

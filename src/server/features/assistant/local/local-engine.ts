import type { AssistantContext, AssistantEngine, AssistantEvent } from '../engine';
import { asksToFind } from './parse';
import { continuePosting, startPosting } from './posting/dialogue';
import { details, search, shownJobIds } from './searching';
import type { LocalState } from './state';
import { speak, startTurn, type Step, type Turn } from './turn';

/**
 * The offline assistant: a table-driven parser (parse.ts), fixed replies in the user's language
 * (replies.ts) and the app's own tools. Deterministic: no randomness, no clock, no network.
 * Its memory (last search, jobs shown, a job post in the making) travels in the `state` event.
 */
export class LocalEngine implements AssistantEngine {
  readonly name = 'local' as const;

  async *reply(context: AssistantContext): AsyncGenerator<AssistantEvent> {
    const steps = answer(startTurn(context));
    let next = await steps.next();
    while (!next.done) {
      if (context.signal.aborted) return;
      yield next.value;
      next = await steps.next();
    }
    if (!context.signal.aborted) yield { type: 'state', state: next.value };
  }
}

function* say(turn: Turn, text: string): Generator<AssistantEvent, LocalState, undefined> {
  yield* speak(text);
  return turn.state;
}

function* cancel(turn: Turn): Generator<AssistantEvent, LocalState, undefined> {
  const { state, say: replies } = turn;
  yield* speak(state.draft ? replies.cancelled : replies.nothingToCancel);
  return { search: state.search, shownIds: state.shownIds };
}

/** A search asked for in the middle of a job post: the draft is kept for later. */
async function* searchAside(turn: Turn): Step {
  const next = yield* search(turn, false, turn.say.draftKept);
  return { ...next, asking: undefined };
}

const SEARCH_SLOTS = ['city', 'category', 'words', 'minPay', 'maxPay', 'pay', 'urgentOnly'] as const;

function narrowsSearch(turn: Turn): boolean {
  return SEARCH_SLOTS.some((slot) => turn.parsed.slots[slot] !== undefined);
}

/**
 * While a job post waits for an answer, only a short "cancel" cancels (a description may say "stop at
 * the gate") and an explicit "find ... jobs" searches (except as a description, which is free text).
 */
function leavesPosting(turn: Turn): 'cancel' | 'search' | undefined {
  const short = turn.text.trim().split(/\s+/).length <= 5;
  if (turn.parsed.intent === 'cancel' && short) return 'cancel';
  if (turn.state.asking !== 'description' && asksToFind(turn.text)) return 'search';
  return undefined;
}

async function* answer(turn: Turn): Step {
  const { intent } = turn.parsed;
  const { say: replies, state } = turn;
  if (state.asking) {
    const leaving = leavesPosting(turn);
    if (leaving === 'cancel') return yield* cancel(turn);
    return leaving === 'search' ? yield* searchAside(turn) : yield* continuePosting(turn);
  }
  if (intent === 'cancel') return yield* cancel(turn);
  switch (intent) {
    case 'post':
      return yield* startPosting(turn);
    case 'search':
      return yield* search(turn, false);
    case 'refine':
      return narrowsSearch(turn) ? yield* search(turn, true) : yield* say(turn, replies.unknown);
    case 'details':
      return yield* details(turn);
    case 'confirm':
      return yield* say(turn, shownJobIds(turn).length > 0 ? replies.whichOne : replies.anythingElse);
    case 'deny':
      return narrowsSearch(turn) ? yield* search(turn, true) : yield* say(turn, replies.anythingElse);
    case 'greeting':
      return yield* say(turn, replies.greeting);
    case 'help':
      return yield* say(turn, replies.help);
    default:
      return yield* say(turn, replies.unknown);
  }
}

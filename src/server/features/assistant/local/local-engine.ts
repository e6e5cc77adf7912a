import type { AssistantContext, AssistantEngine, AssistantEvent } from '../engine';
import { continuePosting, leavesPosting, startPosting } from './posting/dialogue';
import { details, search, shownJobIds } from './searching';
import { sayOnly, speak, startTurn, type Step, type SyncStep, type Turn } from './turn';

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

function* cancel(turn: Turn): SyncStep {
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
      return narrowsSearch(turn) ? yield* search(turn, true) : yield* sayOnly(turn, replies.unknown);
    case 'details':
      return yield* details(turn);
    case 'confirm':
      return yield* sayOnly(turn, shownJobIds(turn).length > 0 ? replies.whichOne : replies.anythingElse);
    case 'deny':
      return narrowsSearch(turn) ? yield* search(turn, true) : yield* sayOnly(turn, replies.anythingElse);
    case 'greeting':
      return yield* sayOnly(turn, replies.greeting);
    case 'help':
      return yield* sayOnly(turn, replies.help);
    default:
      return yield* sayOnly(turn, replies.unknown);
  }
}

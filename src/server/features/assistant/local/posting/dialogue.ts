import { asksToFind, mentions } from '../parse';
import { FIELDS, type Draft } from '../state';
import { join, sayOnly, wordCount, type Step, type Turn } from '../turn';
import { askFor, askNext, fieldWords, notUnderstood } from './ask';
import { POSTING_FORM } from './form';
import { draftFromMessage, givesAnything, mergeDraft } from './message-draft';
import { submitJob } from './submit';

/**
 * Guided job posting: runs the form (form.ts) one question at a time, takes several answers at once,
 * shows a summary and posts only after a yes (submit.ts). The draft lives in the state until posted
 * or cancelled.
 */

/** "Post a job" (or resuming a kept draft): takes whatever the message already says. */
export async function* startPosting(turn: Turn): Step {
  const draft = mergeDraft(turn.state.draft ?? {}, draftFromMessage(turn, { roleTitle: true }));
  const intro = turn.state.draft ? turn.say.resumePosting : turn.say.startPosting;
  return yield* askNext(turn, draft, intro);
}

/**
 * While a job post waits for an answer, only a short "cancel" cancels (a description may say "stop at
 * the gate") and an explicit "find ... jobs" searches (except as a description, which is free text).
 */
export function leavesPosting(turn: Turn): 'cancel' | 'search' | undefined {
  const short = wordCount(turn.text) <= 5;
  if (turn.parsed.intent === 'cancel' && short) return 'cancel';
  if (turn.state.asking !== 'description' && asksToFind(turn.text)) return 'search';
  return undefined;
}

/** An answer while the guided posting waits for a field or a yes. */
export async function* continuePosting(turn: Turn): Step {
  const asking = turn.state.asking ?? 'confirm';
  const draft = turn.state.draft ?? {};
  if (asking === 'confirm') return yield* atConfirm(turn, draft);
  if (isNonAnswer(turn)) return yield* sayOnly(turn, fieldWords(turn, asking).question);
  const updates = POSTING_FORM[asking].read(turn, draft);
  if (!updates) return yield* sayOnly(turn, notUnderstood(turn, asking));
  return yield* askNext(turn, mergeDraft(draft, updates), '');
}

/** "Hi", "help" or "post a job" with nothing in it: not an answer, so the question is asked again. */
function isNonAnswer(turn: Turn): boolean {
  const { intent } = turn.parsed;
  const short = wordCount(turn.text) <= 4;
  if ((intent === 'greeting' || intent === 'help') && short) return true;
  return intent === 'post' && !givesAnything(draftFromMessage(turn, { roleTitle: true }));
}

/** After the summary: a change ("pay 800"), a yes, a field to change ("change the phone"), or a no. */
async function* atConfirm(turn: Turn, draft: Draft): Step {
  const { say, parsed } = turn;
  const updates = draftFromMessage(turn, { roleTitle: false });
  if (givesAnything(updates)) return yield* askNext(turn, mergeDraft(draft, updates), say.updated);
  if (parsed.intent === 'confirm') return yield* submitJob(turn, draft);
  const field = FIELDS.find((name) => mentions(turn.text, POSTING_FORM[name].names));
  if (field) return yield* askFor(turn, field);
  return yield* sayOnly(
    turn,
    parsed.intent === 'deny' ? say.whatToChange : join(say.notUnderstood, say.confirmQuestion),
  );
}

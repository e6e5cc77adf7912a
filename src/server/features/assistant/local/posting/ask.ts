import { FIELDS, type Draft, type Field } from '../state';
import { join, speak, type SyncStep, type Turn } from '../turn';
import { POSTING_FORM, type FieldWords } from './form';

/** Asking the form's questions: the next missing field, the summary, an answer not understood. */

/** A field's words in the visitor's language. */
export function fieldWords(turn: Turn, field: Field): FieldWords {
  return POSTING_FORM[field].words[turn.language];
}

/** Whether the draft has a value for a field (the shift: any detail, or the question was answered). */
function isAnswered(draft: Draft, field: Field): boolean {
  return POSTING_FORM[field].keys.some((key) => draft[key] !== undefined);
}

/** The first field the draft still lacks, in asking order. */
function missingField(draft: Draft): Field | undefined {
  return FIELDS.find((field) => !isAnswered(draft, field));
}

/** Every field on its own line, then "Shall I post it?". */
function summary(turn: Turn, draft: Draft): string {
  const lines = FIELDS.map(
    (field) => `${fieldWords(turn, field).label}: ${POSTING_FORM[field].summary(turn, draft)}`,
  );
  return [turn.say.summaryTitle, ...lines, turn.say.confirmQuestion].join('\n');
}

/** Asks for the next missing field, or shows the summary when none is missing. */
export function* askNext(turn: Turn, draft: Draft, intro: string): SyncStep {
  const field = missingField(draft);
  const text = join(intro, field ? fieldWords(turn, field).question : summary(turn, draft));
  yield* speak(text);
  return { ...turn.state, draft, asking: field ?? 'confirm' };
}

/** Asks a field's question again, this time waiting for that field. */
export function* askFor(turn: Turn, field: Field): SyncStep {
  yield* speak(fieldWords(turn, field).question);
  return { ...turn.state, asking: field };
}

/** What to say to an answer to `field` that was not understood: its hint, else "Sorry" and the question. */
export function notUnderstood(turn: Turn, field: Field): string {
  const { hint, question } = fieldWords(turn, field);
  if (typeof hint === 'function') return hint(turn.text.trim().slice(0, 60));
  return hint ?? join(turn.say.notUnderstood, question);
}

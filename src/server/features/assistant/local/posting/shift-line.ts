import { addDays } from '../../../../../shared/shifts';
import type { ShiftWords } from '../replies';
import type { Draft } from '../state';
import type { Turn } from '../turn';

/** The shift line of the summary: "Tomorrow (24 Nov), 9 am, 8 hrs a day, 2 days, 2 workers, paid the same day". */
export function shiftLine(turn: Turn, draft: Draft): string {
  const words = turn.say.shift;
  const parts = [
    draft.workDate ? dayText(words, draft.workDate, turn.context.today) : '',
    draft.startTime ? words.time(Number(draft.startTime.slice(0, 2)), Number(draft.startTime.slice(3))) : '',
    draft.hoursPerDay ? words.hours(draft.hoursPerDay) : '',
    draft.days ? words.days(draft.days) : '',
    draft.workersNeeded ? words.workers(draft.workersNeeded) : '',
    draft.payTiming ? words.payTimings[draft.payTiming] : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : words.notGiven;
}

/** "Tomorrow (24 Nov)", "5 December", "Any day". */
function dayText(words: ShiftWords, workDate: string, today: string): string {
  if (workDate === 'any') return words.anyDay;
  if (workDate === 'flexible') return words.flexible;
  const date = new Intl.DateTimeFormat(words.dateLocale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${workDate}T00:00:00Z`));
  const soon = words.soon[[0, 1, 2].find((days) => addDays(today, days) === workDate) ?? -1];
  return soon ? `${soon} (${date})` : date;
}

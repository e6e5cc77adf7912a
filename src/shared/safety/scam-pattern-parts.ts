/**
 * Building blocks of the scam detector's regular expressions (scam-patterns.ts, scam-structure.ts,
 * scam-context.ts).
 */

// Word boundaries that also work next to Devanagari (\b only knows ASCII word characters).
export const B = '(?<![\\p{L}\\p{M}\\p{N}])';
export const E = '(?![\\p{L}\\p{M}\\p{N}])';
/** Up to 30 characters within the same clause. */
export const NEAR = '[^.!?।\\n]{0,30}?';
export const MONEY = '(?:rs\\.?|₹|inr|rupees?|rupay[ea]?|\\$|usd)';

/** A pattern from its source: global (every match), case-insensitive, Unicode. */
export const p = (source: string) => new RegExp(source, 'giu');
/** Money as the thing sent: an amount, or a word for money or a charge. */
export const MONEY_THING = `(?:${MONEY}\\s*\\d|\\d|(?:money|payment|amount|fees?|charges?|deposit|advance|cost|price|balance|rest|paise|paisa|pese|rupees?|rupay[ea]?)(?![\\p{L}\\p{M}\\p{N}]))`;
/**
 * "first" as in "pay first", not the ordinal of "your first day", "the first shift", "first paycheck".
 * Used after a word boundary.
 */
export const FIRST = `(?<!(?:your|the|our|my|his|her|their|a|on|from|in|by|after|before)\\s+)first(?!\\s+(?:day|days|shift|shifts|week|weeks|month|months|paycheck|pay\\s*check|salary|pay|payment|wages?|job|visit|hour|hours|night|morning|time|din|hafte|mahine))`;
/** Hindi spans of time or people after a numeral ("पहले दो दिन": the first two days, not "give first"). */
export const HI_SPANS = 'दिन|हफ्ते|हफ़्ते|सप्ताह|महीने|घंटे|बार|लोग|साल|शिफ्ट|ट्रायल|रात';

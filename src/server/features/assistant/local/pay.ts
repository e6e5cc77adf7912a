import { isMoneySign, normalize, words } from './normalize';
import { TABLES } from './phrase-table';
import type { Slots } from './parsed-utterance';
import { MAX_PAY_AFTER, MAX_PAY_BEFORE, MIN_PAY_AFTER, MIN_PAY_BEFORE } from './vocabulary';
import { MORE_PHRASES } from './vocabulary-more';

/** Pay in a message: a range ("500 to 800"), a bound ("above 600", "500 se kam") or an amount ("₹700"). */

const NUM = '(?:[₹$] )?(\\d+)(?: [₹$])?';
const RANGE_PATTERNS = [
  new RegExp(` between ${NUM} (?:and|to|&) ${NUM} `),
  new RegExp(` from ${NUM} (?:to|till|until) ${NUM} `),
  new RegExp(` ${NUM} (?:to|till) ${NUM} `),
  new RegExp(` ${NUM} (?:aur|और|and) ${NUM} (?:ke beech|ke bich|के बीच) `),
  new RegExp(` ${NUM} (?:se|से) ${NUM}(?: (?:ke beech|ke bich|tak|के बीच|तक))? `),
  // Spanish "entre 100 y 150", "de 100 a 150"; Marathi "400 ते 600"; Bengali "500 থেকে 800"; Telugu
  // "400 నుండి 600 మధ్య"; Tamil "400 முதல் 600 வரை".
  new RegExp(` (?:entre|de) ${NUM} (?:y|a|hasta) ${NUM} `),
  new RegExp(
    ` ${NUM} (?:ते|पासून|থেকে|నుండి|నుంచి|முதல்|இருந்து|லிருந்து|ல இருந்து) ${NUM}(?: (?:मध्ये|पर्यंत|এর মধ্যে|মধ্যে|పర్యంత|మధ్య|వరకు|வரை))? `,
  ),
  // Telugu "700 కి 1000 కి మధ్య" (between 700 and 1000).
  new RegExp(` ${NUM} (?:కి|కు) ${NUM} (?:కి |కు )?(?:మధ్య|మధ్యలో) `),
];

const DIRECTION_CUES = [
  ...[...MIN_PAY_BEFORE, ...MORE_PHRASES.minPayBefore].map(
    (cue) => ({ cue, side: 'before', bound: 'min' }) as const,
  ),
  ...[...MIN_PAY_AFTER, ...MORE_PHRASES.minPayAfter].map(
    (cue) => ({ cue, side: 'after', bound: 'min' }) as const,
  ),
  ...[...MAX_PAY_BEFORE, ...MORE_PHRASES.maxPayBefore].map(
    (cue) => ({ cue, side: 'before', bound: 'max' }) as const,
  ),
  ...[...MAX_PAY_AFTER, ...MORE_PHRASES.maxPayAfter].map(
    (cue) => ({ cue, side: 'after', bound: 'max' }) as const,
  ),
]
  .map((entry) => ({ ...entry, cue: normalize(entry.cue).trim() }))
  .sort((a, b) => b.cue.length - a.cue.length);

function takeRange(text: string, slots: Slots): string {
  for (const pattern of RANGE_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const [a, b] = [Number(match[1]), Number(match[2])];
    slots.minPay = Math.min(a, b);
    slots.maxPay = Math.max(a, b);
    noteCurrency(match[0], slots);
    return text.replace(match[0], ' ');
  }
  return text;
}

function noteCurrency(text: string, slots: Slots): void {
  if (text.includes('₹')) slots.currency = 'INR';
  else if (text.includes('$')) slots.currency = 'USD';
}

function boundOf(before: string, after: string): 'min' | 'max' | undefined {
  for (const { cue, side, bound } of DIRECTION_CUES) {
    if (side === 'before' && ` ${before} `.endsWith(` ${cue} `)) return bound;
    if (side === 'after' && ` ${after} `.startsWith(` ${cue} `)) return bound;
  }
  return undefined;
}

/** The words between two positions, money signs left out. */
function wordsAround(tokens: readonly string[], from: number, to: number): string {
  return tokens
    .slice(Math.max(0, from), to)
    .filter((token) => !isMoneySign(token))
    .join(' ');
}

export function takePay(text: string, slots: Slots): string {
  const rest = takeRange(text, slots);
  const tokens = words(rest);
  for (const [at, token] of tokens.entries()) {
    if (!/^\d+$/.test(token)) continue;
    const amount = Number(token);
    const sign = [tokens[at - 1], tokens[at + 1]].find(isMoneySign) ?? '';
    const before = wordsAround(tokens, at - 4, at);
    const after = wordsAround(tokens, at + 1, at + 5);
    const marked = sign !== '' || TABLES.payMarkers.has(` ${before} ${after} `);
    const bound = boundOf(before, after);
    if (amount < 50 && !sign) continue;
    if (!marked && !bound && amount > 100_000) continue;
    if (bound === 'min') slots.minPay = amount;
    else if (bound === 'max') slots.maxPay = amount;
    else slots.pay ??= amount;
    if (sign) noteCurrency(sign, slots);
  }
  return rest;
}

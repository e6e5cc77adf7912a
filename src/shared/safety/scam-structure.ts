/**
 * The scam detector's structural signals about money (issue #25), which do not depend on wording: an
 * amount the worker must pay or send, and pay far above anything our categories pay or the category's
 * norm in the city.
 */

import {
  clauseSpeaksOfWages,
  negated,
  payingTheWorker,
  posterPaysTheCost,
  shopTakesPayment,
} from './scam-context';
import { B, E, MONEY, p } from './scam-pattern-parts';
import type { ScamInput, ScamMatch } from './scam-types';

/**
 * An amount of money next to a payment app or a payment verb, in a clause that does not speak of wages
 * ("₹999 PhonePe karo", "deposit ₹2,500 by UPI"; not "₹800 per day, paid by UPI every evening").
 */
const AMOUNT = `(?:${MONEY}\\s*\\d[\\d,.]*|\\d[\\d,.]*\\s*(?:rs\\.?|rupees?|rupay[ea]?|रुपये|रुपए|रु\\.?)(?![\\p{L}]))`;
const PAY_TO = `(?:paytm|phone\\s*pe|gpay|google\\s*pay|upi|bhim|cash\\s*app|venmo|zelle|paypal|paytym|fone\\s*pe|phone\\s*pay|पेटीएम|फोनपे|फ़ोनपे|गूगल\\s*पे|यूपीआई|deposit|transfer|jama|bhej\\p{L}*|bhar\\p{L}*|जमा|भेज\\p{L}*|भर\\p{L}*|भुगतान|wire|gift\\s*card)`;
const MONEY_TO_PAY = p(`${AMOUNT}[^.!?।\\n]{0,40}?${B}${PAY_TO}|${B}${PAY_TO}[^.!?।\\n]{0,40}?${AMOUNT}`);
/**
 * An amount followed by what the worker must give ("Kit ka 600 dena hai", "कुल 2500 लगेगा", "visa ka 35
 * hazaar lagega", "₹350 must be sent", "300 supervisor ke number pe bhejo", "$640 processing upfront"): the
 * verb's form says who pays ("denge", "दूंगा" are the employer's; an order to send is the worker's).
 */
const OBLIGED = `(?:${B}(?:lag(?:ega|egi|enge|te|ti|ta)|(?:dena|deni|dene|bharna|bharni|bharne|bhejna|bhejne|dalna|daalna|dalni|daalni|dalne|daalne|jama\\s*karna|jama\\s*karne|pay\\s*karna|katwani|katwana|katani)\\s*(?:hai|h|hain|hoga|hogi|honge|padega|padegi|padenge|padta|padti|zaroori|zaruri|jaruri)|must\\s+be\\s+(?:paid|sent|deposited|transferred)|to\\s+be\\s+(?:paid|sent|deposited|transferred)\\s+(?:online|in\\s+advance|upfront|up\\s+front|before|first|now|today|immediately|via|through|on\\s+(?:gpay|upi|paytm|phonepe|google\\s*pay))|payable|up\\s*front|in\\s+advance|bhejo|bhej\\s*(?:do|dena|dijiye)|daalo|daal\\s*(?:do|dena|dijiye)|bhar\\s*(?:do|dena|dijiye)|bharo|jama\\s*kar\\s*(?:do|dena)|jama\\s*karo|pay\\s*kar\\s*(?:do|dena)|pay\\s*karo|transfer\\s*kar\\s*(?:do|dena)|transfer\\s*karo)${E}|(?:लगेगा|लगेगी|लगेंगे|लगते|लगती|लगता)|(?:भेजो|भेज\\s*(?:दो|दें|देना|दीजिए)|भेजिए|डालो|डाल\\s*(?:दो|दें|देना)|भर\\s*(?:दो|दें|देना)|भरो|जमा\\s*(?:करो|करें|कर\\s*दें|कर\\s*दो))(?![\\p{L}\\p{M}])|(?:देना|देनी|देने|भरना|भरनी|भरने|भेजना|भेजने|डालनी|डालना|डालने|जमा\\s*करना|जमा\\s*करने)\\s*(?:है|हैं|होगा|होगी|होंगे|पड़ेगा|पड़ेगी|पड़ेंगे|पड़ते|ज़रूरी|जरूरी))`;
/**
 * A bare number that counts time or distance, not money: "10 min lagega", "20-25 minute lagenge", "10 मिनट
 * लगेंगे", "15 km" (issue #25, eleventh round; a Hinglish message on the way to work had warned).
 */
const NOT_TIME = `(?!(?:\\s*(?:-|–|to|se|या|से)\\s*\\d+)?\\s*(?:mins?|minutes?|minat|mint|ghante|ghanta|ghanton|hours?|hrs?|days?|din|dino|hafte|hafta|weeks?|mahine|mahina|months?|saal|years?|sec|seconds?|km|kms|kilometers?|kilometres?|मिनट|घंटे|घंटा|घंटों|दिन|दिनों|हफ्ते|हफ़्ते|सप्ताह|महीने|महीना|साल|सेकंड|किलोमीटर|किमी)(?![\\p{L}\\p{M}]))`;
const MONEY_OWED = p(
  `(?:${AMOUNT}|${B}\\d{2,}[\\d,]*${E}${NOT_TIME}|${B}\\d+\\s*(?:hazaa?r|hajar|k)${E}|\\d+\\s*(?:हज़ार|हजार))[^.!?।\\n]{0,40}?${OBLIGED}`,
);

/**
 * Money the worker is asked to pay or send, in a clause that does not speak of wages; a cost the poster says
 * they pay back ("20 रुपये लगेंगे। किराया मैं शाम को दे दूंगा") is not asked of the worker.
 */
export function moneyToPay(text: string): ScamMatch | null {
  for (const found of text.matchAll(MONEY_TO_PAY)) {
    if (payingTheWorker(text, found.index, found[0].length)) continue;
    if (posterPaysTheCost(text, found.index, found[0].length)) continue;
    // "customers pay ₹250 by UPI at the counter": the shop's takings, not the worker's money.
    if (shopTakesPayment(text, found.index, found[0].length, true)) continue;
    return { signal: 'money_to_pay', weight: 3, phrase: found[0].trim() };
  }
  for (const found of text.matchAll(MONEY_OWED)) {
    const { index } = found;
    const length = found[0].length;
    if (clauseSpeaksOfWages(text, index, length) || negated(text, index, length)) continue;
    if (posterPaysTheCost(text, index, length)) continue;
    return { signal: 'money_to_pay', weight: 3, phrase: found[0].trim() };
  }
  return null;
}

/** Daily pay far above anything our categories pay, in the job's currency. */
const HIGH_PAY: Record<'INR' | 'USD', { warn: number; hold: number }> = {
  INR: { warn: 3_000, hold: 6_000 },
  USD: { warn: 800, hold: 1_500 },
};

/**
 * Posted pay this many times the category's norm in the city weighs 2 (warns with another signal); the
 * second ratio weighs 3 (warns alone). Skilled or rush work can pay double the norm honestly.
 */
const PAY_NORM_RATIO = 3;
const PAY_NORM_HIGH_RATIO = 5;

const TEXT_DAILY_PAY = p(
  `(?:rs\\.?|₹|inr|\\$)\\s*(\\d[\\d,]*)\\s*(?:\\/-)?\\s*(?:\\/\\s*day|per\\s*day|a\\s*day|daily|roz|rozana|din|रोज़|रोज|प्रतिदिन|हर\\s*दिन)`,
);

function highPayMatch(amount: number, currency: 'INR' | 'USD', phrase: string): ScamMatch | null {
  const limits = HIGH_PAY[currency];
  if (amount >= limits.hold) return { signal: 'pay_too_high', weight: 4, phrase };
  if (amount >= limits.warn) return { signal: 'pay_too_high', weight: 3, phrase };
  return null;
}

/**
 * Pay far above the norm: the job's posted daily pay (against fixed ceilings and the category's norm in
 * the city), then any daily pay written in the text, in that order.
 */
export function highPayMatches(input: ScamInput, text: string): ScamMatch[] {
  const matches: ScamMatch[] = [];
  if (input.pay) {
    const match = highPayMatch(
      input.pay.amount,
      input.pay.currency,
      `${input.pay.amount} ${input.pay.currency}`,
    );
    if (match) matches.push(match);
    const norm = input.payNorm;
    if (norm !== undefined && norm > 0 && input.pay.amount >= norm * PAY_NORM_RATIO) {
      const weight = input.pay.amount >= norm * PAY_NORM_HIGH_RATIO ? 3 : 2;
      matches.push({ signal: 'pay_too_high', weight, phrase: `${input.pay.amount} ${input.pay.currency}` });
    }
  }
  for (const found of text.matchAll(TEXT_DAILY_PAY)) {
    const amount = Number((found[1] ?? '').replace(/,/g, ''));
    const currency = found[0].includes('$') ? 'USD' : 'INR';
    const match = highPayMatch(amount, currency, found[0].trim());
    if (match) matches.push(match);
  }
  return matches;
}

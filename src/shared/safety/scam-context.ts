/**
 * When a match of the scam detector's patterns does not count: the words around it say something
 * innocent. A reassurance ("no registration fee"), wages the employer pays or has sent ("₹800 per day,
 * paid by UPI"), the speaker sending the money themselves ("advance bhej raha hu"), WhatsApp for a
 * location, a fee the speaker already paid, or a worker asking for their wages once the work is done.
 */

import { B, E } from './scam-pattern-parts';
import type { ScamSignal } from './scam-types';

const WAGE_WORDS = new RegExp(
  `${B}(?:per|a\\s+day|each|every|daily|weekly|monthly|salary|wages?|hourly|roz|rozana|din|hafte|shaam|evening|end\\s+of|after\\s+work|we\\s+pay|paid\\s+(?:by|in|on|via|every|at|through)|advance\\s+(?:on|for|to\\s+cover)|refund|reimburs\\p{L}*|tip)${E}|\\/\\s*(?:day|hr|hour|din)|रोज़|रोज|प्रतिदिन|रोजाना|हर\\s|मज़दूरी|मजदूरी|वेतन|तनख्वाह`,
  'iu',
);

/** Money already sent to the worker ("sent ₹600 to your UPI", "₹500 GPay kar diya"), not asked of them. */
const EMPLOYER_PAID = new RegExp(
  `${B}(?:(?:i|we)(?:'ll|\\s+will)?\\s+pay|(?:i|we)(?:'ll|\\s+will|\\s+can)?\\s+(?:send|transfer)\\s+(?:you\\s+)?(?:the\\s+)?(?:money|payment|pay|wages?|salary|it)|(?:i|we)(?:'ll|\\s+will|\\s+can)?\\s+(?:venmo|zelle|cash\\s*app|gpay|paypal|paytm|phonepe|transfer|wire)\\s+(?:you|it)|be\\s+paid|pay\\s+you|paid\\s+to\\s+you|salary|dunga|denge|de\\s*dunga|de\\s*denge|to\\s+your|your\\s+(?:upi|account|phonepe|gpay|paytm|bank|venmo|zelle|cash\\s*app|paypal)|sent|got|received|transferred|credited|cash\\s+or|(?:kar|bhej|de)\\s*(?:diya|diye|di|dia)|bhej\\s*(?:raha|rahi|rahe)|aapke|aapko|tumhare|tumhe)${E}|आपके|आपको|तुम्हारे|दूंगा|दूँगा|देंगे|(?:भेज|कर|दे)\\s*(?:दिए|दिया|दी)|भेज\\s*(?:रहा|रही)`,
  'iu',
);

const SENTENCE_MARKS = '.!?।\n';
const decimalPoint = (text: string, at: number) =>
  text[at] === '.' && /\d/.test(text[at - 1] ?? '') && /\d/.test(text[at + 1] ?? '');

/** Where the sentence (up to . ! ? । or a line break) that holds a match starts and ends. */
function clauseBounds(text: string, index: number, length: number): { start: number; end: number } {
  let start = index;
  // A point between digits ("2.5 hazar", "₹1.5 lakh") is a decimal point, not the end of a sentence.
  while (start > 0 && !(SENTENCE_MARKS.includes(text[start - 1] ?? '') && !decimalPoint(text, start - 1))) {
    start--;
  }
  const ends = ['. ', '!', '?', '।', '\n']
    .map((mark) => text.indexOf(mark, index + length))
    .filter((at) => at >= 0);
  return { start, end: ends.length > 0 ? Math.min(...ends) : text.length };
}

/** The sentence (up to . ! ? । or a line break) that holds a match. */
export function clauseAround(text: string, index: number, length: number): string {
  const { start, end } = clauseBounds(text, index, length);
  return text.slice(start, end);
}

/**
 * The employer bears the cost ("कोर्स की फीस ₹2200 कंपनी भरेगी"), or the poster pays
 * or pays back a cost the worker meets on the way ("20 रुपये लगेंगे। किराया मैं आपको शाम को दे
 * दूंगा", "auto ke 50 lagenge, main shaam ko de dunga", "the bus is $3, I'll pay you back"): in the match's
 * sentence or the next one the speaker says they give or repay it, and nothing ties it to the wages or to a
 * refund after joining (the fee "returned with the first salary" is still the worker's to pay).
 */
const POSTER_PAYS =
  /(?:^|[^\p{L}\p{M}])(?:मैं|मै|हम)(?![\p{L}\p{M}])[^.!?।\n]{0,40}?(?:दे\s*(?:दूंगा|दूँगा|दूंगी|दूँगी|देंगे)|दूंगा|दूँगा|दूंगी|दूँगी|देंगे|(?:लौटा|भर|चुका)\s*(?:दूंगा|दूँगा|दूंगी|दूँगी|देंगे))(?![\p{L}\p{M}])|(?:^|[^\p{L}])(?:main|mai|mein|hum|ham)\s[^.!?\n]{0,40}?(?:de\s*(?:dunga|dungi|denge)|dunga|dungi|denge|(?:lauta|wapas\s*kar|bhar)\s*(?:dunga|dungi|denge))(?![\p{L}])|(?:^|[^\p{L}])(?:i|we)(?:'ll|\s+will|\s+shall)?\s+(?:pay\s+(?:you\s+)?(?:back|for\s+it|for\s+that)|reimburse|cover\s+(?:it|that|the\s+(?:fare|cost|ride|ticket)))(?![\p{L}])/iu;
const TIED_TO_PAY =
  /सैलरी|वेतन|तनख्वाह|पहली|जॉइनिंग|ज्वाइनिंग|रिफंड|वापस\s*मिल|(?:^|[^\p{L}])(?:salary|paycheck|pay\s*check|first\s+pay|joining|refund\p{L}*|tankhwah|pehli|wapas\s*mil\p{L}*)(?![\p{L}])/iu;

export function posterPaysTheCost(text: string, index: number, length: number): boolean {
  // "कोर्स की फीस ₹2200 कंपनी भरेगी": the employer bears it, said right after the amount (not "fee 22,000 bhar
  // do, flight ticket company degi", where the company bears something else).
  if (SPEAKER_PAID_FEE.test(text.slice(index, index + length + 20))) return true;
  const { start, end } = clauseBounds(text, index, length);
  const next = end < text.length ? clauseBounds(text, end + 1, 0) : { start: end, end };
  const window = text.slice(start, next.end);
  return POSTER_PAYS.test(window) && !TIED_TO_PAY.test(window);
}

/** The clause speaks of wages or of money the employer pays or has sent to the worker. */
export function payingTheWorker(text: string, index: number, length: number): boolean {
  const clause = clauseAround(text, index, length);
  return WAGE_WORDS.test(clause) || EMPLOYER_PAID.test(clause);
}

/** The clause speaks of wages (per day, salary, after work, refund...). */
export function clauseSpeaksOfWages(text: string, index: number, length: number): boolean {
  return WAGE_WORDS.test(clauseAround(text, index, length));
}

/** "no registration fee", "fees nahi lagegi", "registration free", "कोई फीस नहीं": said to reassure. */
const NEGATION_BEFORE =
  /(?:^|[^\p{L}])(?:no|not|never|without|zero|free|don't|dont|do\s+not|koi|कोई|बिना|बिल्कुल)\s+(?:[^\s.,!?।]+\s+){0,2}$/iu;
const NEGATION_AFTER =
  /^\s*(?:[^\s.,!?।]+\s+){0,2}?(?:free|nahi|nahin|nhi|नहीं|नही|मुफ्त|मुफ़्त|not\s+required|not\s+needed)(?![\p{L}])/iu;

/** "we will never ask for any OTP", "we never request your OTP or ATM PIN": a request that is denied. */
const NEGATED_ASK =
  /(?:^|[^\p{L}])(?:never|not|won't|don't|doesn't|do\s+not|does\s+not|will\s+not)\s+(?:ever\s+)?(?:ask|asks|request|requests|need|needs|want|wants|require|requires|collect|collects|take|takes)\s+(?:you\s+)?(?:for\s+)?(?:[^\s.,!?।]+\s+){0,3}$/iu;

/**
 * Thirteenth round: a denial governs the rest of its clause, a list included ("we never charge applicants
 * any fees", "we will never ask for payment, gift cards or your bank password", "never pay anyone for a
 * job"), up to a turn ("but", "only", "just", "except", "however") or a new order ("…, you pay $40"): a
 * scam that says "no fee" and then asks for a deposit still speaks.
 */
const DENIAL_SCOPE =
  /(?:^|[^\p{L}])(?:never|not|won't|don't|doesn't|didn't|do\s+not|does\s+not|will\s+not|no\s+one\s+will|nobody\s+will)\s+(?:ever\s+)?(?:ask|charge|request|need|want|require|collect|take|demand|accept|pay|send|give|share)\p{L}*(?:(?!(?:^|[^\p{L}])(?:but|however|only|just|except|unless|instead|then|please|although|though)(?![\p{L}])|[,;:]\s*(?:you|pay|send|transfer|bring|deposit|submit)(?![\p{L}])(?!\s*(?:,|or|and|nor)(?![\p{L}])))[^.!?;।\n]){0,80}$/iu;
/**
 * A warning about third parties' demands ("अगर कोई फीस माँगे तो मत देना", "agar koi paise maange", "if anyone
 * asks you for money"): the clause that follows the condition names the scam, it does not commit it.
 */
const WARNING_CONDITION =
  /(?:^|[^\p{L}\p{M}])(?:if|agar|agr|अगर|यदि|jo\s+bhi|जो\s+भी)\s+(?:koi|कोई|anyone|anybody|someone|somebody|any\s+(?:agent|person|one|caller)|kisi|किसी)(?![\p{L}\p{M}])[^.!?।\n]{0,60}$/iu;
/**
 * Told not to pay, right after what is named ("कोई पैसा मत देना", "kisi ko paise na dein", "फीस माँगे तो मत
 * देना", "fees bilkul mat bharna"): a verb of paying, not any verb ("der mat karna" is not about money).
 */
const PAY_FORBIDDEN =
  /(?:^|[^\p{L}\p{M}])(?:मत|न|ना|mat|mt|na)\s+(?:दें|देना|देवें|दीजिए|दीजिये|दो|भेजें|भेजना|भेजो|भेजिए|भरें|भरना|भरो|चुकाएं|चुकाना|dena|dein|de|do|dijiye|dijiyega|bhejna|bhejo|bhejein|bhejiye|bharna|bharo|bharein|chukana)(?![\p{L}\p{M}])|(?:^|[^\p{L}\p{M}])(?:mat|मत)\s+(?:pay|transfer|jama|जमा|पेमेंट|ट्रांसफर)\s*(?:karna|karo|karein|kijiye|करना|करो|करें|कीजिए)(?![\p{L}\p{M}])/iu;
const PAY_FORBIDDEN_AFTER = /^[^.,;!?।\n]{0,20}?(?:मत|न|ना|mat|mt|na)\s/iu;

function forbiddenToPay(text: string, index: number, length: number): boolean {
  if (PAY_FORBIDDEN.test(text.slice(index, index + length))) return true;
  const after = text.slice(index + length, index + length + 32);
  return PAY_FORBIDDEN_AFTER.test(after) && PAY_FORBIDDEN.test(after);
}

export function negated(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  const after = text.slice(index + length, index + length + 25);
  if (NEGATION_BEFORE.test(before) || NEGATED_ASK.test(before) || NEGATION_AFTER.test(after)) return true;
  const wider = text.slice(Math.max(0, index - 100), index);
  return DENIAL_SCOPE.test(wider) || WARNING_CONDITION.test(wider) || forbiddenToPay(text, index, length);
}

/**
 * The speaker sends the money ("advance bhej raha hu", "पहले भेज रहा हूँ", "gpay kar denge"): the verb
 * right after a request-like phrase is in the first person or already done.
 */
const SPEAKER_SENDS =
  /^[\p{L}\p{M}]*\s*(?:(?:raha|rahi|rahe|rha|rhi|diya|diye|dia|di|dunga|dungi|denge|deta|deti|dete|chuka|chuki|रहा|रही|रहे|दिया|दिए|दी|दूंगा|दूँगा|दूंगी|देंगे|देता|देती|चुका|चुकी)(?![\p{L}\p{M}])|(?:गे|ंगे|ूंगा|ूँगा|ेंगे)(?![\p{L}\p{M}]))/u;

function speakerSends(text: string, index: number, length: number): boolean {
  const after = text.slice(index + length, index + length + 16);
  // "कर दें|गे": the pattern stopped inside "देंगे".
  return SPEAKER_SENDS.test(after) || /^(?:गे|ंगे)(?![\p{L}\p{M}])/u.test(after);
}

/** WhatsApp to send a location or photos is how people here give directions, not a move off the platform. */
const WHATSAPP = /whats|watsapp|व्हाट्स|वॉट्स/iu;
const LOGISTICS =
  /(?:^|[^\p{L}])(?:location|locations|pin|photos?|pics?|address|map|directions?|lokeshan|photo|pata)(?![\p{L}])|लोकेशन|फोटो|पता|नक्शा/iu;

/**
 * A chat message saying the work is done ("All done for today", "kaam khatam ho gaya", "काम पूरा हो गया")
 * is the worker asking for their wages: a payment app, a handle or "pay to this number" in it is theirs.
 * Not when it speaks of tasks, commission or a withdrawal (the task-fraud hook).
 */
const WORK_DONE =
  /(?:^|[^\p{L}])(?:all\s+done|(?:work|job|cleaning)\s+(?:is\s+)?(?:done|finished|completed?)|(?:finished|completed|done\s+with)\s+(?:the\s+|today's\s+)?(?:work|job|cleaning|shift)|kaam\s*(?:ho\s*gaya|khatam|pura\s*ho|poora\s*ho|complete|done))(?![\p{L}])|काम\s*(?:पूरा|खत्म|ख़त्म)\s*(?:हो\s*गया|कर\s*दिया)/iu;
const TASK_FRAUD =
  /(?:^|[^\p{L}])(?:tasks?|commission|withdraw\p{L}*|unlock|release|level|recharge)(?![\p{L}])|टास्क|कमीशन/iu;
const WAGES_ASKED: readonly ScamSignal[] = ['payment_request', 'payment_app', 'payment_handle'];

/**
 * Something other than money sent "first" ("purane kaam ki photos pehle WhatsApp pe bhejo", "पहले अपना
 * बायोडाटा भेजें"): photos, a CV, an address or details, in a clause that names no money.
 */
const NOT_MONEY_SENT =
  /(?:^|[^\p{L}])(?:photos?|pics?|videos?|resume|cv|biodata|bio-data|address|location|naam|name|details|documents?|id|aadhaar|aadhar|experience|portfolio|samples?)(?![\p{L}])|फोटो|फ़ोटो|वीडियो|बायोडाटा|पता|लोकेशन|नाम|डिटेल|दस्तावेज़|दस्तावेज/iu;
const MONEY_NAMED =
  /\d|₹|\$|(?:^|[^\p{L}])(?:rs|rupees?|rupay[ea]?|paise|paisa|pese|money|payment|fees?|charges?|deposit|advance|amount|hazaa?r|security|token|upi|paytm|gpay|phonepe|recharge|top-?up)(?![\p{L}])|पैसे|पैसा|रुपये|रुपए|फीस|शुल्क|राशि|रकम|एडवांस|जमा|हज़ार|हजार|रिचार्ज|टॉप-?अप/iu;

function sendsNoMoney(text: string, index: number, length: number): boolean {
  const clause = clauseAround(text, index, length);
  return NOT_MONEY_SENT.test(clause) && !MONEY_NAMED.test(clause);
}

/** A deposit or fee the speaker already paid ("we just paid the flat's security deposit", "हमने डिपॉजिट दे दिया"). */
const SPEAKER_PAID_FEE =
  /(?:^|[^\p{L}])(?:we|i)\s+[^.!?।\n]{0,30}?paid(?![\p{L}])|(?:^|[^\p{L}])(?:company|employer|agency|we|hum)\s+(?:will\s+)?(?:khud\s+|hi\s+)?(?:pay|bear|cover|reimburse|reimburses|dega|degi|denge|uthayegi|uthayega|bharegi)(?![\p{L}])|(?:कंपनी|एजेंसी|हम)\s*(?:खुद\s*|ख़ुद\s*|ही\s*)?(?:उठाएगी|उठाएगा|देगी|देगा|देंगे|भरेगी|भरेंगे|उठाएंगे)|(?:^|[^\p{L}])(?:hum|humne|hamne|maine)(?![\p{L}])[^.!?।\n]{0,60}?(?:de|kar)\s*(?:diya|diye|di)(?![\p{L}])|(?:हमने|मैंने)[^.!?।\n]{0,60}?(?:दे|कर)\s*(?:दिया|दिए|दी)|(?:^|[^\p{L}])(?:their|our|my)\s+(?:security\s+)?deposit(?![\p{L}])|(?:^|[^\p{L}])(?:company|employer|agency|hamara|hamari|humara|humari|malik|owner)\s*(?:ka|ki|ke|'s)\s*(?:hoga|hogi|rahega|rahegi|expense)(?![\p{L}])|(?:^|[^\p{L}])(?:company|employer|malik|owner)\s*(?:ka|ki|ke|'s)\s*(?:hai\s*)?$|(?:कंपनी|मालिक)\s*(?:का|की|के)\s*(?:है\s*)?$|(?:^|[^\p{L}])(?:at\s+(?:our|the\s+company'?s?)\s+(?:cost|expense)|on\s+us|company\s+(?:pays|covers|bears))(?![\p{L}])|(?:कंपनी|हमारी\s*तरफ़?\s*से|मालिक)\s*(?:का|की|के)?\s*(?:होगा|होगी|देगी|देगा)|(?:^|[^\p{L}])(?:aapko|apko|tumhe)\s+kuch\s+(?:nahi|nahin|nhi)\s+(?:dena|lagega|dena\s+hai)(?![\p{L}])|आपको\s*कुछ\s*(?:नहीं|नही)\s*(?:देना|लगेगा)/iu;

/**
 * A chat message in which the worker asks for their wages (the work is done, nothing of tasks or
 * commission): a payment request, app or handle in it is theirs, not a scam.
 */
export function askingForWages(text: string): boolean {
  return WORK_DONE.test(text) && !TASK_FRAUD.test(text);
}

export function wagesAskedExcuses(signal: ScamSignal): boolean {
  return WAGES_ASKED.includes(signal);
}

/**
 * A chat message in which the worker asks the employer for an advance or a loan, to be taken back from
 * their own pay ("mujhe ₹2,000 advance chahiye, salary me se kaat lena", "can I get a $100 advance? take it
 * out of my next pay", "मुझे एडवांस चाहिए, मजदूरी से काट लेना"): the money goes to the speaker, the opposite
 * of a scam. It needs all three: the speaker receiving, an advance or loan, and an order to deduct it.
 */
const SPEAKER_RECEIVES =
  /(?:^|[^\p{L}])(?:mujhe|muje|mujhko|mujko|mereko|i\s+need|i'd\s+need|can\s+i\s+(?:get|have|take)|could\s+i\s+(?:get|have|take)|give\s+me|de\s+(?:do|dijiye|sakte))(?![\p{L}])|मुझे|मुझको|मेरे\s*को/iu;
const ADVANCE_OR_LOAN = /(?:^|[^\p{L}])(?:advance|adv|udhaar|udhar|loan)(?![\p{L}])|एडवांस|उधार|अग्रिम/iu;
const DEDUCT_FROM_MY_PAY =
  /(?:^|[^\p{L}])(?:kaat|kat|kaatna|katna|adjust|deduct|take\s+it\s+out|cut\s+it)(?:\s*(?:lena|lijiye|lo|le|lenge|denge|kar\s*lena|kar\s*lo|kar\s*lenge|karna|it|from|of))(?![\p{L}])|काट\s*(?:लेना|लीजिए|लो|लें|लेंगे|देंगे)|एडजस्ट\s*कर/iu;

/**
 * Thirteenth round: the worker asks whether they can get an advance ("1000 advance mil sakta hai kya", "can I
 * get ₹500 advance this week?", "क्या मुझे 1000 एडवांस मिल सकता है?"): receiving, in a question. Not "advance
 * de sakte ho?" nor "give me an advance" (an agent can ask that of the worker), and not beside a fee word (a
 * loan offered for a processing fee).
 */
const ADVANCE_QUESTION =
  /(?:^|[^\p{L}])(?:advance|adv|udhaar|udhar|loan)(?![\p{L}])[^.!?\n]{0,20}?(?:mil\s*(?:sakta|sakti|sakte|jayega|jaega|jaayega|jayegi|jaegi)|milega|milegi)(?![\p{L}])[^.!?\n]{0,20}?(?:kya(?![\p{L}])|\?)|(?:^|[^\p{L}])(?:kya|can|could|may)\s+(?:i|mujhe|muje)\s+(?:please\s+)?(?:get|have|borrow|take|ask\s+for|[^.!?\n]{0,20}?(?:advance|adv|udhaar|udhar|loan)\s+mil)(?![\p{L}])|(?:एडवांस|उधार|अग्रिम)[^.!?।\n]{0,20}?(?:मिल\s*(?:सकता|सकती|सकते|जाएगा|जायेगा|जाएगी)|मिलेगा|मिलेगी)[^.!?।\n]{0,20}?(?:क्या|\?)|क्या\s*(?:मुझे|मुझको)[^.!?।\n]{0,25}?(?:एडवांस|उधार|अग्रिम)[^.!?।\n]{0,15}?मिल/iu;
const FEE_WORDS =
  /(?:^|[^\p{L}])(?:fees?|processing|registration|charges?|deposit|security|file\s*charge|kharcha)(?![\p{L}])|फीस|फ़ीस|शुल्क|चार्ज|रजिस्ट्रेशन|प्रोसेसिंग|डिपॉजिट|सिक्योरिटी|जमानत/iu;

export function askingForAdvance(text: string): boolean {
  if (!ADVANCE_OR_LOAN.test(text) || TASK_FRAUD.test(text)) return false;
  if (SPEAKER_RECEIVES.test(text) && DEDUCT_FROM_MY_PAY.test(text)) return true;
  return ADVANCE_QUESTION.test(text) && !FEE_WORDS.test(text);
}

const ADVANCE_ASKED: readonly ScamSignal[] = [
  'payment_request',
  'payment_app',
  'payment_handle',
  'fee',
  'money_to_pay',
];

export function advanceAskedExcuses(signal: ScamSignal): boolean {
  return ADVANCE_ASKED.includes(signal);
}

/**
 * Commission as part of the worker's pay ("salary + commission", "₹50 commission per order"), not an agent's
 * cut taken from the worker.
 */
const PAY_PLUS =
  /(?:salary|pay|wages?|fixed|incentive|सैलरी|वेतन|तनख्वाह)\s*(?:\+|plus|and|aur|और|&|with)\s*$/iu;
const PER_SALE =
  /^\s*(?:per|on|har|alag|extra|bhi|milega|milegi|प्रति|हर|अलग|भी|मिलेगा|मिलेगी)(?![\p{L}\p{M}])/iu;

function commissionEarned(text: string, index: number, phrase: string): boolean {
  if (!/commission|kamishan|kameeshan|कमीशन/iu.test(phrase)) return false;
  const before = text.slice(Math.max(0, index - 25), index);
  const after = text.slice(index + phrase.length, index + phrase.length + 12);
  return PAY_PLUS.test(before) || PER_SALE.test(after);
}

/**
 * An honest post or message says who bears the costs, or why it wants a paper: the employer pays or
 * gives ("at our cost", "advance hum denge", "कंपनी उठाएगी", "no fees of any kind"), or the document is for
 * a register, a police verification or the salary ("Aadhaar for the police verification", "salary ke liye
 * account number"). Twelfth round: nothing charged ("पैसा कुछ नहीं लगेगा", "koi paisa nahi lagega", "we pay
 * for it", "कंपनी की तरफ से", "company ki taraf se"), and a copy for the file or records ("HR file ke liye",
 * "for our records", "रिकॉर्ड के लिए"). Thirteenth round: "उसका कोई पैसा नहीं है", "koi paisa nahi lete", "it costs
 * nothing", and the speaker sending the wages ("I will send the money on GPay", "main paise bhej dunga"). With no request for money found, the classifier alone does not warn on such text
 * (scam-detector.ts): it learned words like "joining", "advance" and "verification" from scams.
 */
const HONEST_COVER =
  /(?:^|[^\p{L}])(?:at\s+(?:our|the\s+company'?s?)\s+(?:cost|expense)|(?:paid|borne|covered)\s+by\s+(?:us|the\s+company|the\s+employer)|(?:we|company|employer)\s+(?:will\s+)?(?:pay|pays|bear|bears|cover|covers|give|gives|do\s+it\s+and\s+pay)|advance\s+(?:given|paid)\s+(?:by\s+us|on\s+joining)|(?:hum|company|kampani|malik)\s+(?:hi\s+)?(?:denge|dega|degi|bharenge|bharegi|uthayegi|uthayenge)|no\s+fees?\s+of\s+any\s+kind|free\s+of\s+(?:cost|charge)|at\s+no\s+cost|(?:salary|wages?|pay)\s+(?:(?!wapas|vapas|refund|back)[\p{L}]+\s+){0,3}?(?:aayegi|aayega|ayegi|milegi|milega|credited|will\s+be\s+credited|goes|will\s+go)|no\s+(?:[\p{L}-]+\s+){0,2}?(?:fees?|charges?)|(?:hamare|humare|company\s+ke)\s+kharche\s+(?:pe|par|se)|(?:for|ke\s+liye)\s+(?:the\s+)?(?:police\s+verification|society\s+register|register|salary)|(?:police\s+verification|society\s+register|register|salary|payment|file|files|record|records)\s+ke\s+liye|for\s+(?:our|the|hr|company|office)\s+(?:hr\s+|office\s+|company\s+)?(?:records?|files?)|(?:koi|kuch|ek)\s+(?:bhi\s+)?(?:paisa|paise|rupaya|rupaye|fee|fees|charge)\s+(?:bhi\s+)?(?:nahi|nahin|nhi)\s+(?:lagega|lagegi|lagenge|lagta|lagti|lena|lenge|lete|leti|lega|legi|dena|dene|katega|katenge|hai|hain)|(?:costs?|cost\s+you)\s+nothing|(?:won't|will\s+not|doesn't|does\s+not)\s+cost\s+(?:you\s+)?anything|(?:paisa|paise|fee|charge)\s+(?:kuch|koi)\s+(?:bhi\s+)?(?:nahi|nahin|nhi)\s+(?:lagega|lagegi|lagenge|lena|lenge|dena|katega)|(?:company|kampani|hamari|humari|malik|maalik|hotel)\s+(?:ki|ke)\s+(?:taraf|tarf|or)\s+se|we\s+(?:will\s+)?pay\s+for\s+(?:it|them|this|that|the\s+(?:uniform|kit|training|test|medical))|(?:i|we)(?:'ll|\s+will|\s+shall)\s+(?:send|transfer|pay|give)\s+(?:you\s+)?(?:the\s+|your\s+)?(?:money|payment|wages?|amount|salary)|(?:main|mai|hum)\s+(?:aapke\s+|tumhare\s+)?(?:paise|payment|salary|majdoori|mazdoori)\s+(?:bhej|de|kar)\s*(?:dunga|dungi|denge))(?![\p{L}])|(?:मैं|हम)\s*(?:आपके\s*|तुम्हारे\s*)?(?:पैसे|पेमेंट|मजदूरी|मज़दूरी)\s*(?:भेज|दे|कर)\s*(?:दूंगा|दूँगा|दूंगी|देंगे)|(?:पैसा|पैसे|रुपया|रुपये|फीस|शुल्क|चार्ज)\s*(?:कुछ|कोई)?\s*(?:भी\s*)?नहीं\s*(?:लगेगा|लगेगी|लगेंगे|कटेगा|कटेंगे|लिया|लेंगे|देना)|(?:कोई|कुछ)\s*(?:भी\s*)?(?:पैसा|पैसे|फीस|शुल्क|चार्ज)\s*(?:भी\s*)?नहीं\s*(?:लगेगा|लगेगी|लगेंगे|लगता|लगती|कटेगा|कटेंगे|लिया|लेंगे|लेते|लेती|लेगी|लेगा|देना|है|हैं)|(?:कंपनी|हमारी|मालिक|होटल)\s*(?:की|के)\s*(?:तरफ़?|ओर)\s*से|(?:फाइल|फ़ाइल|रिकॉर्ड|रिकार्ड)\s*के\s*लिए|(?:कंपनी|हम|मालिक)\s*(?:ही\s*)?(?:देगी|देगा|देंगे|उठाएगी|उठाएगा|उठाएंगे|भरेगी|भरेंगे)|(?:पुलिस\s*वेरिफिकेशन|रजिस्टर|सैलरी|वेतन)\s*के\s*लिए|किसी\s*भी\s*तरह\s*की\s*(?:कोई\s*)?फीस\s*नहीं|(?:सैलरी|वेतन|मजदूरी|मज़दूरी|तनख्वाह)\s*(?:(?!वापस)[\p{L}\p{M}]+\s+){0,3}?(?:आएगी|आएगा|मिलेगी|मिलेगा)|(?:हमारे|कंपनी\s*के)\s*खर्च\s*(?:पर|से)/iu;

/**
 * A chat message that asks only where or who the worker is ("send me your address", "apna naam aur mobile
 * number bhej do list ke liye", "लोकेशन भेज दो"): no money, paper, code, cheque or parcel named.
 */
const WHEREABOUTS = /(?:^|[^\p{L}])(?:address|location|pata|naam|name|lokeshan)(?![\p{L}])|लोकेशन|पता|नाम/iu;
const NOT_WHEREABOUTS =
  /(?:^|[^\p{L}])(?:aadhaa?r|aadhar|adhar|pan|bank|account|khata|otp|code|pin|card|cheque|check|parcels?|packages?|boxes|documents?|kyc|ssn|password)(?![\p{L}])|आधार|पैन|बैंक|खाता|खाते|ओटीपी|कोड|पिन|कार्ड|चेक|पार्सल|दस्तावेज/iu;

export function honestCover(text: string, kind: 'job' | 'message'): boolean {
  if (HONEST_COVER.test(text) || NOTHING_TAKEN.test(text)) return true;
  if (CUSTOMERS_PAY.test(text) && !WORKERS_OWN.test(text)) return true;
  return (
    kind === 'message' && WHEREABOUTS.test(text) && !MONEY_NAMED.test(text) && !NOT_WHEREABOUTS.test(text)
  );
}

/**
 * The shop's own till (issue #25, eleventh round): customers pay into the shop's QR, UPI or card machine
 * ("Customers pay on our shop GPay QR", "customer hamare QR pe payment karte hain", "ग्राहक दुकान के QR पर
 * भुगतान करते हैं", "collect payment from customers on the swipe machine", "billing on the counter UPI"). The
 * worker minds it; nobody asks them to pay. Not when the money goes to the worker's own account ("customers
 * will pay into your UPI", the money-mule errand).
 */
const CUSTOMER = `(?:customers?|clients?|buyers?|shoppers?|patients?|guests?|diners?|passengers?|grahak\\p{L}*|graahak\\p{L}*|ग्राहक[\\p{L}\\p{M}]*|कस्टमर[\\p{L}\\p{M}]*|मरीज़?[\\p{L}\\p{M}]*)`;
const PAYS = `(?:pay|pays|paying|paid|payments?|scan|scans|scanning|bhugtan|bill|भुगतान|पेमेंट|स्कैन|पैसे|बिल)`;
const CUSTOMERS_PAY = new RegExp(
  `(?:^|[^\\p{L}\\p{M}])(?:${CUSTOMER}(?![\\p{L}\\p{M}])[^.!?।\\n]{0,30}?${PAYS}|(?:collect\\p{L}*|tak\\p{L}*|receiv\\p{L}*|accept\\p{L}*)\\s+(?:the\\s+)?(?:payments?|money|cash|bills?)\\s+(?:from|of)\\s+(?:the\\s+)?${CUSTOMER}|${CUSTOMER}\\s*(?:se|से)\\s*(?:payment|paise|पेमेंट|पैसे|भुगतान))(?![\\p{L}\\p{M}])`,
  'iu',
);
const SHOP_TILL =
  /(?:^|[^\p{L}])(?:shop|store|counter|outlet|dukaan|dukan|restaurant|cafe|pharmacy|billing|cash\s*counter|checkout|till)(?:'s)?\s*(?:(?:ka|ke|ki|own|wala|wale)\s*)?(?:[\p{L}]+\s*){0,2}?(?:qr|scanner|card\s*machine|swipe\s*machine|pos|sound\s*box|soundbox|machine)(?![\p{L}])|(?:दुकान|काउंटर|बिलिंग)\s*(?:के|की|का|वाले|वाला)?\s*(?:[\p{L}\p{M}]+\s*){0,2}?(?:QR|क्यूआर|स्कैनर|मशीन)/iu;
const WORKERS_OWN =
  /(?:^|[^\p{L}])(?:your|apne|apni|apna|aapke|aapki|aapka|tumhare|tumhari|tumhara)\s+(?:[\p{L}-]+\s+){0,2}?(?:upi|accounts?|gpay|phonepe|paytm|qr|wallet|khate|khata|bank|zelle|venmo|cash\s*app)(?![\p{L}])|(?:अपने|अपनी|आपके|आपकी|तुम्हारे)\s*(?:यूपीआई|खाते|अकाउंट|बैंक|QR|वॉलेट)/iu;

/** Customers pay the shop (`payer`: the customer is named as paying, not only the shop's machine). */
export function shopTakesPayment(text: string, index: number, length: number, payer = false): boolean {
  const clause = clauseAround(text, index, length);
  if (WORKERS_OWN.test(clause)) return false;
  return CUSTOMERS_PAY.test(clause) || (!payer && SHOP_TILL.test(clause));
}

/**
 * Fourteenth round: a fee, commission or charge that someone else pays is not the worker's ("Our service
 * charge is paid by the client company", "Contractor ka commission hospital deta h", "एजेंसी का कमीशन काम
 * देने वाला मालिक देता है", "the agency fee is borne by the employer"): the payer, named right after it in
 * its clause, is the client, the owner, the employer, the company, the hospital, the hotel or the builder.
 */
const PAYER = `(?:(?:the\\s+|our\\s+|hiring\\s+|client\\s+)*(?:clients?|owners?|employers?|compan(?:y|ies)|hospitals?|hotels?|builders?|principal\\s+employers?|hirers?|households?|families|factory|factories|malik|maalik|maalik\\s+log|kampani|company\\s+wale|client\\s+company)|मालिक|कंपनी|कम्पनी|क्लाइंट|अस्पताल|हॉस्पिटल|होटल|फैक्ट्री|बिल्डर|परिवार)`;
const PAID_BY_ANOTHER = new RegExp(
  `^[^.!?;।\\n]{0,25}?(?:(?:is|are|will\\s+be|gets?|get\\s+)\\s*)?(?:paid|borne|covered|taken\\s+care\\s+of|settled)\\s+(?:fully\\s+|entirely\\s+)?by\\s+${PAYER}(?![\\p{L}])|^\\s*(?:[\\p{L}\\p{M}]+\\s+){0,3}?${PAYER}\\s*(?:hi\\s+|khud\\s+|ही\\s*|खुद\\s*|ख़ुद\\s*)?(?:deta|deti|dete|dega|degi|denge|bharta|bharti|bharega|bharegi|pays?|covers?|bears?|देता|देती|देते|देगा|देगी|देंगे|भरता|भरती|भरेगा|भरेगी|चुकाता|चुकाती)(?![\\p{L}\\p{M}])`,
  'iu',
);

function paidByAnother(text: string, index: number, length: number): boolean {
  const { end } = clauseBounds(text, index, length);
  return PAID_BY_ANOTHER.test(text.slice(index + length, Math.max(end, index + length)));
}

/**
 * Fourteenth round: "nothing is taken from the worker" ("candidates do not pay anything at any stage", "कामगार
 * से एक रुपया भी नहीं लिया जाता", "staff se kuch nahi liya jaata", "workers pay nothing"): honest cover.
 */
const WORKER = `(?:candidates?|workers?|applicants?|staff|guards?|helpers?|labou?rers?|employees?|drivers?|cleaners?|you|kaamgar|kamgar|karmachari|mazdoor|majdoor|ummeedwar|umeedwar|aap|aapse|apse|tumse)`;
const NOTHING_TAKEN = new RegExp(
  `(?:^|[^\\p{L}])${WORKER}\\s+(?:do(?:es)?\\s+not|don't|doesn't|never|will\\s+not|won't)\\s+(?:have\\s+to\\s+|need\\s+to\\s+)?pay\\s+(?:anything|a\\s+(?:single\\s+)?(?:rupee|dollar|cent|paisa)|any\\s+(?:money|amount))(?![\\p{L}])|(?:^|[^\\p{L}])${WORKER}\\s+pays?\\s+nothing(?![\\p{L}])|(?:nothing|no\\s+money)\\s+is\\s+(?:ever\\s+)?(?:taken|charged|collected)\\s+from\\s+(?:the\\s+)?${WORKER}(?![\\p{L}])|(?:^|[^\\p{L}])${WORKER}\\s+(?:se|say)\\s+(?:ek\\s+(?:bhi\\s+)?(?:rupaya|rupya|paisa)|kuch|koi\\s+(?:bhi\\s+)?(?:paisa|paise|fees?|charge))\\s+(?:bhi\\s+)?(?:nahi|nahin|nhi|na)\\s+(?:liya|lete|leti|lenge|lega|legi)(?![\\p{L}])|(?:कामगार|कर्मचारी|मज़दूर|मजदूर|उम्मीदवार|स्टाफ|आप|ड्राइवर|गार्ड)\\s*से\\s*(?:एक\\s*(?:भी\\s*)?(?:रुपया|रुपये|पैसा)|कुछ|कोई\\s*(?:भी\\s*)?(?:पैसा|फीस|शुल्क))\\s*(?:भी\\s*)?(?:नहीं|नही)\\s*(?:लिया|लेते|लेती|लेंगे|लेगी|लेगा)`,
  'iu',
);

/** A match of `signal` at `index` that the words around it excuse (see the top of this file). */
export function matchIsExcused(signal: ScamSignal, text: string, index: number, phrase: string): boolean {
  const length = phrase.length;
  if (negated(text, index, length)) return true;
  if (signal === 'payment_app' && payingTheWorker(text, index, length)) return true;
  if (signal === 'payment_app' && shopTakesPayment(text, index, length)) return true;
  if (signal === 'payment_request' && shopTakesPayment(text, index, length, true)) return true;
  if (signal === 'payment_request' && speakerSends(text, index, length)) return true;
  if (signal === 'payment_request' && sendsNoMoney(text, index, length)) return true;
  if (signal === 'messenger' && WHATSAPP.test(phrase) && LOGISTICS.test(clauseAround(text, index, length))) {
    return true;
  }
  if (signal === 'fee' && commissionEarned(text, index, phrase)) return true;
  if (signal === 'fee' && paidByAnother(text, index, length)) return true;
  // "bank account number for the salary": where the wages go.
  if (signal === 'bank_account' && WAGE_WORDS.test(clauseAround(text, index, length))) return true;
  return signal === 'fee' && SPEAKER_PAID_FEE.test(clauseAround(text, index, length));
}

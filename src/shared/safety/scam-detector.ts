/**
 * Scam wording in job posts and chat messages (issue #11), in English, Hindi (Devanagari) and Hinglish.
 * Three parts, one score (decisions 0014 and 0023): a table of weighted patterns for what it is sure
 * of; structural signals that do not depend on wording (an amount to pay by a payment app, a phone
 * number or UPI id in the text, a messenger link, pay far above the category's norm in the city); and a
 * classifier learned from the labelled sets (scam-classifier.ts, scam-model.json), which adds a
 * `learned` signal weighted by its probability. Each signal counts once, with its strongest match; the sum decides.
 * Strong signals hold a job on their own (weight 5: a fee or deposit, being told to pay, asking for an
 * OTP, a PIN or card details); weaker ones (a messenger, a UPI id, easy money from home, pay far above
 * the norm, an OTP mentioned) warn, and hold together. Money the employer pays ("UPI payment daily
 * after work") weighs little on its own; reassurances ("no registration fee") do not count.
 */

export type ScamSignal =
  | 'fee'
  | 'payment_request'
  | 'payment_handle'
  | 'payment_app'
  | 'otp'
  | 'bank_secret'
  | 'bank_account'
  | 'easy_money'
  | 'messenger'
  | 'overseas'
  | 'pay_too_high'
  | 'money_to_pay'
  | 'phone_number'
  | 'learned';

interface ScamPattern {
  signal: ScamSignal;
  weight: number;
  pattern: RegExp;
}

/** A phrase that made the detector speak, for the moderator and the poster. */
export interface ScamMatch {
  signal: ScamSignal;
  weight: number;
  phrase: string;
}

export type ScamLevel = 'none' | 'warn' | 'hold';

export interface ScamVerdict {
  level: ScamLevel;
  score: number;
  matches: ScamMatch[];
}

/** A job with at least this score is held for review; a message or job with WARN_SCORE gets a warning. */
export const HOLD_SCORE = 5;
export const WARN_SCORE = 3;

import { scamProbability, scamWords, type ScamModel } from './scam-classifier';
import trainedModel from './scam-model.json';

/** The model committed with the code (`npm run train:scams` writes it). */
export const SCAM_MODEL: ScamModel = trainedModel;

// Word boundaries that also work next to Devanagari (\b only knows ASCII word characters).
const B = '(?<![\\p{L}\\p{M}\\p{N}])';
const E = '(?![\\p{L}\\p{M}\\p{N}])';
const NEAR = '[^.!?।\\n]{0,30}?';
const MONEY = '(?:rs\\.?|₹|inr|rupees?|rupay[ea]?|\\$|usd)';

const p = (source: string) => new RegExp(source, 'giu');
/** Money as the thing sent: an amount, or a word for money or a charge. */
const MONEY_THING = `(?:${MONEY}\\s*\\d|\\d|(?:money|payment|amount|fees?|charges?|deposit|advance|cost|price|balance|rest|paise|paisa|pese|rupees?|rupay[ea]?)(?![\\p{L}\\p{M}\\p{N}]))`;
/**
 * "first" as in "pay first", not the ordinal of "your first day", "the first shift", "first paycheck".
 * Used after a word boundary.
 */
const FIRST = `(?<!(?:your|the|our|my|his|her|their|a|on|from|in|by|after|before)\\s+)first(?!\\s+(?:day|days|shift|shifts|week|weeks|month|months|paycheck|pay\\s*check|salary|pay|payment|wages?|job|visit|hour|hours|night|morning|time|din|hafte|mahine))`;

const PATTERNS: readonly ScamPattern[] = [
  // Fees and deposits the worker would pay.
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}(?:registration|registartion|registrasan|rejistreshan|registreshan|joining|joinig|processing|application|training|uniform|kit|id[\\s-]*card|medical|gate[\\s-]*pass|verification|verifikesan|visa|documentation|document|interview|form|enrol?ment|placement|service|tds|tax|clearance|courier|gst|insurance|activation|release|background[\\s-]*check|screening|slot|booking|onboarding|equipment|certificate|entry|file|dress|hostel|licen[cs]e|printing|token|drug\\s*test)\\s*(?:ka\\s*|ki\\s*|ke\\s*)?(?:fees?|phees|fess|charges?|cost|amount|money|payment|contribution|kharcha|kharch)${E}`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(`${B}(?:security|refundable|caution|joining)\\s*(?:deposit|money|amount)${E}`),
  },
  { signal: 'fee', weight: 5, pattern: p(`${B}deposit\\s*(?:of\\s*)?${MONEY}\\s*\\d`) },
  {
    signal: 'fee',
    weight: 5,
    // "बाइक की सिक्योरिटी ₹5,000", "security amount of Rs 2000"; "500 ka registration", "1000 का डिपॉजिट".
    pattern: p(
      `(?:${B}security|सिक्योरिटी|सिक्यूरिटी)\\s*(?:deposit|money|amount|डिपॉजिट|मनी|राशि)?\\s*(?:of\\s*)?(?:₹|rs\\.?|\\$)\\s*\\d|${B}\\d[\\d,]*\\s*(?:rs\\.?|₹|rupay[ea]?|रुपये|रुपए)?\\s*(?:ka|ki|ke|का|की|के)\\s*(?:registration|registrasan|deposit|रजिस्ट्रेशन|डिपॉजिट|पंजीकरण)`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}paid\\s+by\\s+(?:the\\s+)?(?:candidates?|applicants?|workers?|employees?|new\\s+hires?|you)${E}`,
    ),
  },
  // An agent's commission from the worker, remote-access apps ("install AnyDesk and tell me the number").
  { signal: 'fee', weight: 3, pattern: p(`${B}(?:commission|kamishan|kameeshan)${E}|कमीशन`) },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}deposit${E}[^.!?।\\n]{0,30}?${B}(?:karna|karni|karne|dena|deni|bharna)\\s*(?:hoga|hogi|padega|padegi|hai)${E}|डिपॉजिट[^.!?।\\n]{0,30}?(?:करना|देना|भरना)\\s*(?:होगा|पड़ेगा|है)`,
    ),
  },
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `${B}(?:any\\s*desk|team\\s*viewer|quick\\s*support|rust\\s*desk|screen\\s*shar\\p{L}*)${E}|एनी\\s*डेस्क|टीम\\s*व्यूअर`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}paid\\s+(?:background|screening|verification|training|registration|medical|drug\\s*test)${E}`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:वेरिफिकेशन|सत्यापन|किट|प्रोसेसिंग|रिलीज़|रिलीज|रजिस्ट्रेशन|पंजीकरण|पंजीयन|जॉइनिंग|ज्वाइनिंग|ट्रेनिंग|प्रशिक्षण|वर्दी|यूनिफॉर्म|फॉर्म|वीजा|वीज़ा|मेडिकल|कूरियर|एक्टिवेशन|सर्टिफिकेट|फाइल|ड्रेस|हॉस्टल)\\s*(?:की\\s*|का\\s*|के\\s*)?(?:फीस|फ़ीस|शुल्क|चार्ज|खर्चा|खर्च)`,
    ),
  },
  { signal: 'fee', weight: 5, pattern: p(`(?:सिक्योरिटी|सिक्यूरिटी|जमानत)\\s*(?:डिपॉजिट|डिपोजिट|राशि|रकम|पैसे)`) },
  { signal: 'fee', weight: 5, pattern: p(`(?:फीस|फ़ीस|शुल्क)${NEAR}(?:जमा|देना|देनी|देने|भरना|भरनी|लगेगी|लगेगा)`) },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}(?:fees?|charges?|deposit)\\s*(?:${MONEY}\\s*\\d[\\d,]*\\s*)?(?:lagegi|lagega|lagenge|lagti|lagta|dena|deni|dene|bharna|bharni|jama)${E}`,
    ),
  },
  // Being told to pay or send money first.
  {
    signal: 'payment_request',
    weight: 5,
    // "please pay", "kindly send ₹500 / the fee": being told to pay is always money; being told to send or
    // transfer is only when money follows, not "please send your availability / ID copy for the register".
    pattern: p(
      `${B}(?:you\\s+(?:have|need|must)\\s+to|please|kindly|first|just)\\s+(?:pay${E}|(?:send|transfer)${E}(?=\\s+(?:(?:me|us|it|him|her|them|the|a|your|this|that|only|just|now|back)\\s+){0,3}${MONEY_THING}))`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(`${B}(?:pay|send|transfer)\\s+(?:the\\s+|a\\s+)?(?:fees?|deposit|charges?|amount)${E}`),
  },
  {
    signal: 'payment_request',
    weight: 5,
    // "pay 200 first", "candidates pay medical and file processing of Rs 12,000 in advance", not "I can pay in
    // advance", "send your resume first", "direct deposit ... on your first day" (sending or depositing is
    // money only when money is named).
    pattern: p(
      `(?<!(?:we|i|i'll|will|can|could|they|company|employer|owner|direct)\\s)${B}(?:pay${E}[^.!?।\\n]{0,60}?|(?:send|transfer|deposit|give\\s+me)${E}(?:\\s*|[^.!?।\\n]{0,60}?${MONEY_THING}[^.!?।\\n]{0,30}?))${B}(?:${FIRST}|upfront|up\\s+front|in\\s+advance|beforehand|pehle)${E}`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?<!(?:we|i|i'll|will|can|could|they|company|employer|owner)\\s)${B}(?:pay|send|transfer)\\s+${MONEY}\\s*\\d[\\d,]*${NEAR}(?:${FIRST}|before|for\\s+(?:the\\s+|your\\s+)?(?:registration|uniform|training|form|kit|id|joining|gate|verification|medical|visa|processing))`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    // "pay $45 for your vest", "Pay ₹1,850 TDS charge": not "we pay ₹700 per day" (the employer's pay).
    pattern: p(
      `(?<!(?:we|i|i'll|will|they|company|employer|owner)\\s)${B}(?:pay|paying|send|sending|transfer|bring)\\s+(?:a\\s+|the\\s+|only\\s+)?${MONEY}\\s*\\d[\\d,.]*(?!\\s*(?:\\/|per|a|an|each|every|daily|weekly|monthly|hourly|salary|wages?))`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    // A cheque to deposit and the rest to send on: the fake-cheque trick.
    pattern: p(
      `${B}(?:check|cheque)${E}[^!?।\\n]{0,120}?${B}(?:send|transfer|wire|return|forward)${E}[^.!?।\\n]{0,30}?${B}(?:rest|balance|remaining|difference|extra|fee|vendor|supplier)${E}`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:${B}(?:cheque|check)${E}|चेक)[^\\n]{0,80}?(?:${B}jama${E}|जमा)[^\\n]{0,60}?(?:${B}(?:bhej\\p{L}*|phonepe|gpay|paytm|upi|transfer)${E}|भेज|फोनपे|यूपीआई)`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(`${B}(?:scan|scanning)${E}${NEAR}${B}qr${E}|${B}qr${E}${NEAR}${B}scan`),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      // Pay a little, "get more back": the task-fraud hook.
      `${B}(?:prepaid|recharge)\\s*tasks?${E}|${B}(?:get|receive)\\s+${MONEY}\\s*\\d[\\d,]*\\s+back${E}|${MONEY}\\s*\\d[\\d,]*\\s*(?:wapas|vapas|back)\\s*(?:milega|milenge|milegi|mil\\s*jayega)${E}|₹\\s*\\d[\\d,]*\\s*वापस\\s*(?:मिलेगा|मिलेंगे|मिलेगी)`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `पहले${NEAR}(?:भेजें|भेजो|भेजिए|भेज\\s*दें|जमा\\s*कर|देने\\s*होंगे|देना\\s*होगा|देनी\\s*होगी|दे\\s*दो|भरने\\s*होंगे)`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:पहले|एडवांस|अग्रिम)\\s*(?:जमा|भेज|दें|देने|देना|देनी|दो|दीजिए|भरें|भरना)|₹\\s*\\d[\\d,]*\\s*(?:साथ\\s*)?(?:लेकर\\s*आ|लाना|लाएं|लाएँ|लेते\\s*आ)`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:pehle|advance)\\s+(?:bhejne|bhejna|bhejo|bhej|dene|dena|deni|de\\s*do|jama|bharne|bharna)${E}|${B}(?:rs\\.?|₹|rupay[ea]?)\\s*pehle${E}`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:पैसे|पैसा|रुपये|रुपए|राशि|रकम|पेमेंट|\\d)\\s*(?:भेजें|भेजो|भेजिए|भेजिये|भेज\\s*दें|भेज\\s*दो|भेज\\s*दीजिए|भेज\\s*दीजिये|भेज\\s*देना|भेजना|डालो|डाल\\s*दो|डाल\\s*दीजिए|जमा\\s*करें|जमा\\s*करो|जमा\\s*कराएं|ट्रांसफर\\s*करें)`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}pehle${E}${NEAR}(?:bhejo|bhejna|bhejne|bhej\\s*do|jama|dena\\s*hoga|dene\\s*honge|deni\\s*hogi|de\\s*do|pay\\s*karo|payment\\s*karo)`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:rs\\.?|₹|\\d)${NEAR}${B}jama\\s*(?:karo|karwao|karwaiye|karao|karna|karni|karein|kare|kar\\s*do|karwa\\s*do)${E}`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:paise|paisa|payment|amount|rs\\.?|₹|rupay[ea]?|\\d[\\d,]*)\\s*(?:bhejo|bhejna|bhej\\s*do|bhejdo|bhej\\s*de|bhejde|bhejiye|bhej\\s*dijiye|bhej\\s*dena|dal\\s*do|daal\\s*do|dalo|daalo|jama\\s*karo|jama\\s*karna|jama\\s*kare|jama\\s*karein|transfer\\s*karo|transfer\\s*kar\\s*do)${E}`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:paytm|gpay|phonepe|phone\\s*pe|fone\\s*pe|google\\s*pay|google\\s*pe|upi)\\s*(?:karo|kar\\s*do|kardo|kare|karein|kijiye|kar\\s*de|karde|kr\\s*de|krde|kar\\s*dena|kr\\s*dena)${E}`,
    ),
  },
  // Told to pay through an app ("gpay kr do", "UPI pe dalo", "पेटीएम कर दीजिए"), money to deposit.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:paytm|gpay|phonepe|phonepay|phone\\s*pe|fone\\s*pe|google\\s*pay|google\\s*pe|upi)\\s*(?:pe\\s*|par\\s*|me\\s*|se\\s*)?(?:kro|kr\\s*do|krdo|kr\\s*dijiye|kar\\s*dijiye|dijiye|dalo|daalo|dal\\s*do|daal\\s*do|dalna|daalna|bhejo|bhej\\s*do|bhejdo|bhejiye|bhej\\s*dijiye)${E}|(?:पेटीएम|फोनपे|फ़ोनपे|फोन\\s*पे|फ़ोन\\s*पे|गूगल\\s*पे|यूपीआई)\\s*(?:पर\\s*|में\\s*|से\\s*)?(?:करें|करो|करना|कर\\s*दें|कर\\s*दो|कर\\s*दीजिए|कर\\s*दीजिये|डालें|डालो|डाल\\s*दें|डाल\\s*दो|डालने|भेजो|भेजें|भेजिए|भेज\\s*दो|भेज\\s*दीजिए)${E}`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:paise|paisa|pese|pesa|paisa|amount|rupay[ea]?|hazar|hajar)${E}${NEAR}(?:bhejiye|bhejo|bhej\\s*do|jama\\s*(?:kr|kar)\\s*(?:do|dijiye|dena|de)|dalo|daal\\s*do)${E}|${B}jama\\s*(?:karn[ae]|krn[ae])\\s*(?:zaruri|jaruri|zaroori|padega|hoga)${E}|(?:पैसा|पैसे|रुपये|रुपए|हज़ार|हजार)${NEAR}(?:जमा\\s*कर\\s*(?:दो|दीजिए|दें|देना)|जमा\\s*करना\\s*(?:ज़रूरी|जरूरी|होगा|पड़ेगा)|डालने\\s*होंगे)`,
    ),
  },
  // Money "sent by mistake" to be returned: the overpayment trick.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:by\\s+mistake|by\\s+error|mistakenly|wrongly|accidentally|overpaid|more\\s+than\\s+(?:your|the)|sent\\s+(?:you\\s+)?(?:\\d\\s+|two\\s+)?(?:extra|twice|too\\s+much|2\\s+payments)|galti\\s*se|zyada|jyada)${E}[^\\n]{0,160}?${B}(?:return|send\\s+(?:it\\s+|them\\s+)?back|\\w+\\s+back|refund|wapas|vapas|lauta\\p{L}*)${E}|(?:गलती\\s*से|ज़्यादा|ज्यादा)[^\\n]{0,160}?(?:वापस|लौटा)`,
    ),
  },
  // Gift cards as payment: no employer asks a worker to buy them.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(`${B}(?:gift|steam|itunes|google\\s*play|apple|amazon)\\s*cards?${E}|गिफ्ट\\s*कार्ड`),
  },
  // Made to buy something before starting ("you must buy a safety kit from our supplier").
  {
    signal: 'fee',
    weight: 3,
    pattern: p(
      `${B}(?:you\\s+(?:must|have\\s+to|need\\s+to|will\\s+need\\s+to)|must\\s+first)\\s+(?:buy|purchase|pay\\s+for)${E}`,
    ),
  },
  {
    signal: 'fee',
    weight: 3,
    pattern: p(
      `${B}(?:buy|purchase)${E}[^.!?।\\n]{0,40}?${B}from\\s+(?:our|my|the\\s+company'?s?)\\s+(?:vendor|supplier|agent|store|shop)${E}|(?:लेने|खरीदने)\\s*(?:पड़ेंगे|पड़ेगा|पड़ेगी|होंगे|होगा|होगी)|${B}(?:lene|kharidne)\\s*(?:padenge|padega|padegi|honge|hoga)${E}`,
    ),
  },
  // Where to pay: a UPI id in a post or a message is somebody asking for money.
  {
    signal: 'payment_handle',
    weight: 3,
    pattern: p(
      `${B}[\\w.-]{2,}@(?:ybl|ibl|axl|okaxis|oksbi|okhdfcbank|okicici|paytm|upi|apl|yapl|fbl|kotak|icici|sbi|hdfcbank|axisbank|waicici|pthdfc|ptsbi|ptyes|ptaxis)${E}`,
    ),
  },
  // A Cash App $cashtag to pay to.
  { signal: 'payment_handle', weight: 3, pattern: p(`(?<![\\w$])\\$[A-Za-z][A-Za-z0-9_]{2,}${E}`) },
  {
    signal: 'payment_app',
    weight: 1,
    pattern: p(
      `${B}(?:paytm|phonepe|phone\\s*pe|gpay|google\\s*pay|upi|bhim|cash\\s*app|venmo|zelle|paypal|apple\\s*pay)${E}|(?:पेटीएम|फोनपे|फ़ोनपे|यूपीआई)`,
    ),
  },
  // One-time codes, PINs and card numbers: never needed for a job.
  {
    signal: 'otp',
    weight: 5,
    pattern: p(
      `${B}(?:share|tell|send|give|forward|read\\s+out|confirm)${E}[^.!?।\\n]{0,60}?${B}(?:otp|one[\\s-]*time\\s*password|verification\\s*code|\\d[\\s-]*digit\\s*(?:code|number|otp|pin)|code\\s+(?:you\\s+)?(?:just\\s+)?(?:got|received|get))${E}`,
    ),
  },
  {
    signal: 'otp',
    weight: 5,
    pattern: p(
      `${B}(?:otp|code)${E}${NEAR}(?:bata|batao|bataiye|bata\\s*do|bhejo|bhej\\s*do|share|send|tell|de\\s*do|dedo|forward|bolo)`,
    ),
  },
  {
    signal: 'otp',
    weight: 5,
    pattern: p(
      `(?:ओटीपी|ओ\\.टी\\.पी|OTP|कोड)${NEAR}(?:बताइए|बताइये|बताएं|बताओ|बता\\s*दें|बता\\s*दो|भेजें|भेजो|भेजिए|भेजिये|दें|दीजिए|दीजिये|शेयर)`,
    ),
  },
  {
    signal: 'otp',
    weight: 5,
    // "a 6 digit number came by SMS, send it", "code aaya hoga, bata do".
    pattern: p(
      `(?:${B}(?:code|otp|sms|\\d\\s*(?:ank|digit))${E}|कोड|एसएमएस|ओटीपी|\\d\\s*अंक)[^.!?।\\n]{0,40}?(?:${B}(?:aaya|aya|aaye|aye|aayega|ayega|received|got|sent|came|gaya)${E}|आया|आए|आये|आएगा|गया)[^!?।\\n]{0,60}?(?:${B}(?:bata\\p{L}*|bhej\\p{L}*|bol\\p{L}*|forward|send|tell|reply|read)${E}|बता|भेज)`,
    ),
  },
  {
    signal: 'otp',
    weight: 5,
    pattern: p(
      `${B}(?:reply|respond)\\s+with\\s+(?:the|that)\\s+code${E}|${B}(?:send|tell|forward|give)\\s+(?:me\\s+|us\\s+)?(?:the|that)\\s+code${E}`,
    ),
  },
  // Any OTP in a job or a chat is worth a warning ("never share" and the like are reassurances).
  { signal: 'otp', weight: 3, pattern: p(`${B}otp${E}|ओटीपी`) },
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `${B}(?:atm\\s*pin|upi\\s*pin|cvv|card\\s*number|(?:debit|credit|atm|bank)\\s*card|(?:net|internet|online|mobile)\\s*banking|bank(?:ing)?\\s*(?:login|password|credentials)|login\\s*password|ssn|social\\s*security\\s*number|pin${E}${NEAR}(?:daalo|dalo|daal\\s*do|dal\\s*do|daaliye|daalein|enter))${E}`,
    ),
  },
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `(?:पिन${NEAR}डाल|(?:एटीएम|डेबिट|क्रेडिट)\\s*कार्ड|(?:एटीएम|यूपीआई)\\s*(?:का\\s*|की\\s*)?पिन|कार्ड\\s*(?:का\\s*)?(?:नंबर|नम्बर)|सीवीवी|नेट\\s*बैंकिंग)|${B}(?:atm|upi)\\s*(?:ka\\s*)?pin${E}|${B}card\\s*(?:ka\\s*)?(?:number|no)${E}`,
    ),
  },
  {
    signal: 'bank_account',
    weight: 2,
    pattern: p(
      `${B}bank\\s*(?:account\\s*)?(?:details|detail|number)${E}|बैंक${NEAR}(?:डिटेल|जानकारी|खाता\\s*(?:नंबर|संख्या))`,
    ),
  },
  // Easy money from home.
  {
    signal: 'easy_money',
    weight: 3,
    // Earning from home, not a household where "the parents work from home".
    pattern: p(
      `${B}(?:earn|earning|earnings|income|jobs?|kamao|kamai)${E}${NEAR}${B}from\\s*home${E}|${B}(?:work|job)\\s*from\\s*home${E}${NEAR}${B}(?:earn|earning|income|daily|per\\s*day|salary|payment|paid|job|jobs|₹|rs\\.?|\\$)`,
    ),
  },
  { signal: 'easy_money', weight: 3, pattern: p(`${B}ghar\\s*(?:baithe|se)${E}|घर\\s*(?:बैठे|से\\s*काम)`) },
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `${B}(?:like|subscribe|rate|review)${E}${NEAR}${B}(?:videos?|youtube|posts?|hotels?|products?|reels?)${E}`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `${B}(?:online\\s*)?tasks?${E}${NEAR}${B}(?:earn|commission|profit|paid)${E}|${B}part[\\s-]*time${E}${NEAR}${B}(?:typing|data\\s*entry|online|mobile|copy\\s*paste)${E}`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `${B}(?:earn|kamao|kamaye|kamayen|kamaiye)${E}${NEAR}\\d[\\d,]*${NEAR}(?:daily|per\\s*day|a\\s*day|roz|rozana|har\\s*din)`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(`(?:कमाएं|कमाइए|कमाओ|कमाई)${NEAR}(?:रोज़|रोज|रोजाना|प्रतिदिन|हर\\s*दिन)`),
  },
  {
    signal: 'easy_money',
    weight: 2,
    pattern: p(`${B}(?:guaranteed|100\\s*%)\\s*(?:income|earning|earnings|job|selection)${E}`),
  },
  // Moving the conversation off the platform.
  {
    signal: 'messenger',
    weight: 3,
    pattern: p(`${B}(?:wa\\.me|t\\.me|telegram|signal\\s*app)${E}|(?:टेलीग्राम|टेलिग्राम)`),
  },
  // WhatsApp is how most people here share a location or photos: a mention weighs 2 (warns with another
  // signal); being told to talk only there weighs 3.
  {
    signal: 'messenger',
    weight: 2,
    pattern: p(`${B}(?:whats\\s*app|whatsapp|watsapp|whatsap)${E}|(?:व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप)`),
  },
  {
    signal: 'messenger',
    weight: 3,
    pattern: p(
      `${B}(?:only|sirf|keval|bas)${E}${NEAR}${B}(?:whats\\s*app|whatsapp|watsapp)${E}|${B}(?:whats\\s*app|whatsapp|watsapp)\\s*(?:only|pe\\s*hi|par\\s*hi)${E}|(?:सिर्फ|केवल)${NEAR}(?:व्हाट्सएप|व्हाट्सऐप)|(?:व्हाट्सएप|व्हाट्सऐप)\\s*पर\\s*ही|${B}(?:continue|talk|chat|add\\s+me|contact\\s+me|reach\\s+me|text\\s+me|message\\s+me)\\s+(?:on|via|at|over)\\s+(?:whats\\s*app|whatsapp)${E}|${B}(?:whats\\s*app|whatsapp|watsapp)\\s*(?:pe|par|per)\\s*(?:baat|contact|add|aa\\s*jao|aao|message\\s*karo|msg\\s*karo|msg\\s*kro)${E}|(?:व्हाट्सएप|व्हाट्सऐप)\\s*पर\\s*(?:बात|मैसेज|संपर्क|आ\\s*जाओ|आइए)`,
    ),
  },
  // Far away, far too good.
  {
    signal: 'overseas',
    weight: 2,
    pattern: p(`${B}(?:dubai|saudi|qatar|kuwait|oman|abroad|overseas|videsh|gulf)${E}|(?:विदेश|दुबई|सऊदी|कतर)`),
  },
  // Structural signals (issue #25): shapes, not wording.
  // Any UPI-style id (name@handle, not an email address: no dot after the handle).
  { signal: 'payment_handle', weight: 3, pattern: p(`${B}[\\w.-]{2,}@[a-z][a-z0-9]{1,15}(?![\\w@]|\\.\\w)`) },
  // A messenger link or group invite.
  {
    signal: 'messenger',
    weight: 3,
    pattern: p(`${B}(?:chat\\.whatsapp\\.com|telegram\\.me|api\\.whatsapp\\.com)${E}`),
  },
  // The fake-cheque trick told in Roman Hindi: keep your pay from the cheque, send the rest on.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:cheque|check|chek)${E}[^\\n]{0,120}?${B}rakh\\p{L}*${E}[^\\n]{0,60}?${B}(?:baaki|baki|bacha\\p{L}*|balance)${E}[^\\n]{0,60}?${B}(?:bhej\\p{L}*|zelle|transfer|lauta\\p{L}*|wapas|paytm|gpay|phonepe|upi)${E}`,
    ),
  },
  // A fee paid through a link ("Card fees 250, link pe click karke bharo").
  {
    signal: 'fee',
    weight: 4,
    pattern: p(
      `${B}(?:fees?|phees|fess|charges?|kharcha)${E}[^.!?।\\n]{0,60}?${B}link${E}[^.!?।\\n]{0,40}?${B}(?:bhar\\p{L}*|jama|pay)${E}`,
    ),
  },
  // A security, token, advance or commission the poster takes or asks to be sent ("5000 security lenge",
  // "500 advance agent ko Paytm karna hai"): weighs 2, so it warns only with another signal (a worker may
  // ask an employer for an advance).
  {
    signal: 'fee',
    weight: 2,
    pattern: p(
      `${B}(?:security|deposit|token\\s*amount|advance|commission|dalali)${E}[^.!?।\\n]{0,40}?${B}(?:lenge|lega|legi|rakhenge|jama\\s*kar\\p{L}*|bhejn[aie]|bhejo|bhej\\s*do|daalo|dalo|daal\\s*do|(?:paytm|gpay|phone\\s*pe|upi|google\\s*pay)\\s*(?:kar\\p{L}*|kr\\p{L}*))${E}`,
    ),
  },
  // A phone number written in the text (the app shows the poster's number through its own button).
  {
    signal: 'phone_number',
    weight: 1,
    pattern: p(
      `(?<![\\d+])(?:\\+?91[\\s-]?)?[6-9]\\d{4}[\\s-]?\\d{5}(?!\\d)|(?<![\\d+])(?:\\+?1[\\s.-]?)?\\(?[2-9]\\d{2}\\)?[\\s.-]\\d{3}[\\s.-]\\d{4}(?!\\d)`,
    ),
  },
];

/**
 * An amount of money next to a payment app or a payment verb, in a clause that does not speak of wages
 * ("₹999 PhonePe karo", "deposit ₹2,500 by UPI"; not "₹800 per day, paid by UPI every evening").
 */
const AMOUNT = `(?:${MONEY}\\s*\\d[\\d,.]*|\\d[\\d,.]*\\s*(?:rs\\.?|rupees?|rupay[ea]?|रुपये|रुपए|रु\\.?)(?![\\p{L}]))`;
const PAY_TO = `(?:paytm|phone\\s*pe|gpay|google\\s*pay|upi|bhim|cash\\s*app|venmo|zelle|paypal|पेटीएम|फोनपे|फ़ोनपे|यूपीआई|deposit|transfer|jama|bhej\\p{L}*|bhar\\p{L}*|जमा|भेज\\p{L}*|भर\\p{L}*|भुगतान|wire|gift\\s*card)`;
const MONEY_TO_PAY = p(`${AMOUNT}[^.!?।\\n]{0,40}?${B}${PAY_TO}|${B}${PAY_TO}[^.!?।\\n]{0,40}?${AMOUNT}`);
/**
 * An amount followed by what the worker must give ("Kit ka 600 dena hai", "कुल 2500 लगेगा", "visa ka 35
 * hazaar lagega", "₹350 must be sent"): the verb's form says who pays ("denge", "दूंगा" are the employer's).
 */
const OBLIGED = `(?:${B}(?:lag(?:ega|egi|enge|te|ti|ta)|(?:dena|deni|dene|bharna|bharni|bharne|bhejna|bhejne|dalna|daalna|dalni|daalni|dalne|daalne|jama\\s*karna|jama\\s*karne|pay\\s*karna|katwani|katwana|katani)\\s*(?:hai|h|hain|hoga|hogi|honge|padega|padegi|padenge|padta|padti|zaroori|zaruri|jaruri)|must\\s+be\\s+(?:paid|sent|deposited|transferred)|payable)${E}|(?:लगेगा|लगेगी|लगेंगे|लगते|लगती|लगता)|(?:देना|देनी|देने|भरना|भरनी|भरने|भेजना|भेजने|डालनी|डालना|डालने|जमा\\s*करना|जमा\\s*करने)\\s*(?:है|हैं|होगा|होगी|होंगे|पड़ेगा|पड़ेगी|पड़ेंगे|पड़ते|ज़रूरी|जरूरी))`;
const MONEY_OWED = p(
  `(?:${AMOUNT}|${B}\\d{2,}[\\d,]*${E}|${B}\\d+\\s*(?:hazaa?r|hajar|k)${E}|\\d+\\s*(?:हज़ार|हजार))[^.!?।\\n]{0,40}?${OBLIGED}`,
);
const WAGE_WORDS = new RegExp(
  `${B}(?:per|a\\s+day|each|every|daily|weekly|monthly|salary|wages?|hourly|roz|rozana|din|hafte|shaam|evening|end\\s+of|after\\s+work|we\\s+pay|paid\\s+(?:by|in|on|via|every|at|through)|advance\\s+(?:on|for|to\\s+cover)|refund|reimburs\\p{L}*|tip)${E}|\\/\\s*(?:day|hr|hour|din)|रोज़|रोज|प्रतिदिन|रोजाना|हर\\s|मज़दूरी|मजदूरी|वेतन|तनख्वाह`,
  'iu',
);

/** Money already sent to the worker ("sent ₹600 to your UPI", "₹500 GPay kar diya"), not asked of them. */
const EMPLOYER_PAID = new RegExp(
  `${B}(?:(?:i|we)(?:'ll|\\s+will)?\\s+pay|(?:i|we)(?:'ll|\\s+will|\\s+can)?\\s+(?:send|transfer)\\s+(?:you\\s+)?(?:the\\s+)?(?:money|payment|pay|wages?|salary|it)|(?:i|we)(?:'ll|\\s+will|\\s+can)?\\s+(?:venmo|zelle|cash\\s*app|gpay|paypal|paytm|phonepe|transfer|wire)\\s+(?:you|it)|be\\s+paid|pay\\s+you|paid\\s+to\\s+you|salary|dunga|denge|de\\s*dunga|de\\s*denge|to\\s+your|your\\s+(?:upi|account|phonepe|gpay|paytm|bank|venmo|zelle|cash\\s*app|paypal)|sent|got|received|transferred|credited|cash\\s+or|(?:kar|bhej|de)\\s*(?:diya|diye|di|dia)|bhej\\s*(?:raha|rahi|rahe)|aapke|aapko|tumhare|tumhe)${E}|आपके|आपको|तुम्हारे|दूंगा|दूँगा|देंगे|(?:भेज|कर|दे)\\s*(?:दिए|दिया|दी)|भेज\\s*(?:रहा|रही)`,
  'iu',
);

/** The sentence (up to . ! ? । or a line break) that holds a match. */
function clauseAround(text: string, index: number, length: number): string {
  const start = Math.max(...['.', '!', '?', '।', '\n'].map((mark) => text.lastIndexOf(mark, index - 1))) + 1;
  const ends = ['. ', '!', '?', '।', '\n']
    .map((mark) => text.indexOf(mark, index + length))
    .filter((at) => at >= 0);
  return text.slice(start, ends.length > 0 ? Math.min(...ends) : text.length);
}

/** The clause speaks of wages or of money the employer pays or has sent to the worker. */
function payingTheWorker(text: string, index: number, length: number): boolean {
  const clause = clauseAround(text, index, length);
  return WAGE_WORDS.test(clause) || EMPLOYER_PAID.test(clause);
}

function moneyToPay(text: string): ScamMatch | null {
  for (const found of text.matchAll(MONEY_TO_PAY)) {
    if (payingTheWorker(text, found.index ?? 0, found[0].length)) continue;
    return { signal: 'money_to_pay', weight: 3, phrase: found[0].trim() };
  }
  for (const found of text.matchAll(MONEY_OWED)) {
    const index = found.index ?? 0;
    const clause = clauseAround(text, index, found[0].length);
    if (WAGE_WORDS.test(clause) || negated(text, index, found[0].length)) continue;
    return { signal: 'money_to_pay', weight: 3, phrase: found[0].trim() };
  }
  return null;
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

/** A deposit or fee the speaker already paid ("we just paid the flat's security deposit", "हमने डिपॉजिट दे दिया"). */
const SPEAKER_PAID_FEE =
  /(?:^|[^\p{L}])(?:we|i)\s+[^.!?।\n]{0,30}?paid(?![\p{L}])|(?:^|[^\p{L}])(?:company|employer|agency|we|hum)\s+(?:will\s+)?(?:pay|bear|cover|dega|degi|denge|uthayegi|uthayega|bharegi)(?![\p{L}])|(?:कंपनी|एजेंसी|हम)\s*(?:उठाएगी|उठाएगा|देगी|देगा|देंगे|भरेगी|भरेंगे|उठाएंगे)|(?:^|[^\p{L}])(?:hum|humne|hamne|maine)(?![\p{L}])[^.!?।\n]{0,60}?(?:de|kar)\s*(?:diya|diye|di)(?![\p{L}])|(?:हमने|मैंने)[^.!?।\n]{0,60}?(?:दे|कर)\s*(?:दिया|दिए|दी)|(?:^|[^\p{L}])(?:their|our|my)\s+(?:security\s+)?deposit(?![\p{L}])/iu;

/**
 * The classifier's probability as a weight: it can warn alone when sure (0.75+), and never holds alone:
 * a hold needs a signal from the patterns or the structure too (it learned its authors' phrasing).
 */
const LEARNED_WEIGHTS: readonly { probability: number; weight: number }[] = [
  { probability: 0.95, weight: 4 },
  { probability: 0.75, weight: 3 },
  { probability: 0.5, weight: 2 },
];

/**
 * A job held on one pattern alone, while the classifier reads its text as ordinary (under this
 * probability), is warned instead: a pattern that fires on a legitimate phrasing ("direct deposit ... on
 * your first day") must not keep an honest post off the site. Cross-validated, no scam held on a lone
 * pattern scores under 0.3 (fifth round, docs/benchmarks.md).
 */
const LONE_HOLD_PROBABILITY = 0.2;

function learnedMatch(text: string, model: ScamModel, probability: number): ScamMatch | null {
  const level = LEARNED_WEIGHTS.find((entry) => probability >= entry.probability);
  if (!level) return null;
  return { signal: 'learned', weight: level.weight, phrase: scamWords(text, model).join(', ') };
}

/** "no registration fee", "fees nahi lagegi", "registration free", "कोई फीस नहीं": said to reassure. */
const NEGATION_BEFORE =
  /(?:^|[^\p{L}])(?:no|not|never|without|zero|free|don't|dont|do\s+not|koi|कोई|बिना|बिल्कुल)\s+(?:[^\s.,!?।]+\s+){0,2}$/iu;
const NEGATION_AFTER =
  /^\s*(?:[^\s.,!?।]+\s+){0,2}?(?:free|nahi|nahin|nhi|नहीं|नही|मुफ्त|मुफ़्त|not\s+required|not\s+needed)(?![\p{L}])/iu;

function negated(text: string, index: number, length: number): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  const after = text.slice(index + length, index + length + 25);
  return NEGATION_BEFORE.test(before) || NEGATION_AFTER.test(after);
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

export interface ScamInput {
  text: string;
  /** The job's daily pay as posted (jobs only). */
  pay?: { amount: number; currency: 'INR' | 'USD' };
  /** The usual daily pay of the job's category in its city, in the same currency, when known. */
  payNorm?: number;
  /** A job can be held for review; a message only ever gets a warning. */
  kind: 'job' | 'message';
}

/** Scores a post or a message: each signal counts once, with its strongest match. */
export function detectScam(input: ScamInput, model: ScamModel = SCAM_MODEL): ScamVerdict {
  const strongest = new Map<ScamSignal, ScamMatch>();
  const keep = (match: ScamMatch) => {
    const current = strongest.get(match.signal);
    if (!current || current.weight < match.weight) strongest.set(match.signal, match);
  };
  const text = input.text.normalize('NFC');
  const askingForWages = input.kind === 'message' && WORK_DONE.test(text) && !TASK_FRAUD.test(text);
  for (const { signal, weight, pattern } of PATTERNS) {
    if (signal === 'phone_number' && input.kind === 'message') continue;
    if (askingForWages && WAGES_ASKED.includes(signal)) continue;
    for (const found of text.matchAll(pattern)) {
      const index = found.index ?? 0;
      if (negated(text, index, found[0].length)) continue;
      if (signal === 'payment_app' && payingTheWorker(text, index, found[0].length)) continue;
      if (signal === 'payment_request' && speakerSends(text, index, found[0].length)) continue;
      if (
        signal === 'messenger' &&
        WHATSAPP.test(found[0]) &&
        LOGISTICS.test(clauseAround(text, index, found[0].length))
      ) {
        continue;
      }
      if (signal === 'fee' && SPEAKER_PAID_FEE.test(clauseAround(text, index, found[0].length))) continue;
      keep({ signal, weight, phrase: found[0].trim() });
    }
  }
  if (input.pay) {
    const match = highPayMatch(
      input.pay.amount,
      input.pay.currency,
      `${input.pay.amount} ${input.pay.currency}`,
    );
    if (match) keep(match);
    const norm = input.payNorm;
    if (norm !== undefined && norm > 0 && input.pay.amount >= norm * PAY_NORM_RATIO) {
      const weight = input.pay.amount >= norm * PAY_NORM_HIGH_RATIO ? 3 : 2;
      keep({ signal: 'pay_too_high', weight, phrase: `${input.pay.amount} ${input.pay.currency}` });
    }
  }
  for (const found of text.matchAll(TEXT_DAILY_PAY)) {
    const amount = Number((found[1] ?? '').replace(/,/g, ''));
    const currency = found[0].includes('$') ? 'USD' : 'INR';
    const match = highPayMatch(amount, currency, found[0].trim());
    if (match) keep(match);
  }
  const toPay = moneyToPay(text);
  if (toPay) keep(toPay);
  const probability = scamProbability(text, model);
  const learned = learnedMatch(text, model, probability);
  if (learned) keep(learned);
  const matches = [...strongest.values()].sort((a, b) => b.weight - a.weight);
  const score = matches.reduce((sum, match) => sum + match.weight, 0);
  const corroborated = matches.length > 1 || probability >= LONE_HOLD_PROBABILITY;
  const level: ScamLevel =
    input.kind === 'job' && score >= HOLD_SCORE && corroborated
      ? 'hold'
      : score >= WARN_SCORE
        ? 'warn'
        : 'none';
  return { level, score, matches };
}

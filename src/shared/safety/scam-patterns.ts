/**
 * The scam detector's table of weighted patterns (decision 0014): what it is sure of, in English, Hindi
 * (Devanagari) and Hinglish, then the structural shapes that do not depend on wording (issue #25). Data
 * only: scam-detector.ts runs the table, scam-context.ts says when a match does not count. The order of
 * the rows matters only for which of two equal-weight matches of a signal is reported (the first). Two
 * mechanics live in files of their own: fees and orders to pay in Hindi's verb forms
 * (scam-patterns-fees.ts), and errands for fraud (scam-patterns-errands.ts).
 */

import { B, E, FIRST, HI_NOT, HI_SPANS, MONEY, MONEY_THING, NEAR, NOT_FARE, p } from './scam-pattern-parts';
import { ERRAND_PATTERNS } from './scam-patterns-errands';
import { FEE_FORM_PATTERNS } from './scam-patterns-fees';
import type { ScamPattern } from './scam-types';

/** What a worker wears or carries to work, which an honest employer gives. */
const KIT = `(?:${B}(?:uniforms?|kit|id\\s*card|badge|shoes|t-?shirts?|apron|vest|vardi|dress|joote|set)${E}|वर्दी|ड्रेस|किट|कार्ड|जूते|सेट)`;
/** Identity papers and bank details. */
const DOCS = `(?:${B}(?:aadhaa?r|adhaa?r|aadhar|pan(?:\\s*card)?|passbook|bank\\s*(?:details?|statement|photos?|account|passbook)|cheque|ssn|social\\s*security)${E}|आधार|पैन|पासबुक|बैंक|चेक)`;

export const SCAM_PATTERNS: readonly ScamPattern[] = [
  // Fees and deposits the worker would pay.
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}(?:registration|registartion|registrasan|rejistreshan|registreshan|joining|joinig|processing|application|training|uniform|kit|id[\\s-]*card|medical|gate[\\s-]*pass|verification|verifikesan|visa|documentation|document|interview|form|enrol?ment|placement|service|tds|tax|clearance|courier|gst|insurance|activation|release|background[\\s-]*check|screening|slot|booking|onboarding|equipment|certificate|entry|file|dress|hostel|licen[cs]e|printing|token|drug\\s*test|consultant|consultancy|agent|agency|dalali|permit|work\\s*permit)\\s*(?:ka\\s*|ki\\s*|ke\\s*)?(?:fees?|phees|fess|charges?|cost|amount|money|payment|contribution|kharcha|kharch)${E}`,
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
      `${B}(?:paid|borne)\\s+(?:there\\s+|directly\\s+|upfront\\s+|separately\\s+|in\\s+advance\\s+)?by\\s+(?:the\\s+)?(?:candidates?|applicants?|workers?|employees?|new\\s+hires?|you|yourself)${E}`,
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
    pattern: p(`${B}paid\\s+(?:background|screening|verification|registration|medical|drug\\s*test)${E}`),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:वेरिफिकेशन|सत्यापन|किट|प्रोसेसिंग|रिलीज़|रिलीज|रजिस्ट्रेशन|पंजीकरण|पंजीयन|जॉइनिंग|ज्वाइनिंग|ट्रेनिंग|प्रशिक्षण|वर्दी|यूनिफॉर्म|फॉर्म|वीजा|वीज़ा|मेडिकल|कूरियर|एक्टिवेशन|सर्टिफिकेट|फाइल|ड्रेस|हॉस्टल|कंसल्टेंट|एजेंट|एजेंसी|परमिट|दलाली)\\s*(?:की\\s*|का\\s*|के\\s*)?(?:फीस|फ़ीस|शुल्क|चार्ज|खर्चा|खर्च)`,
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
    pattern: p(
      `(?<!(?:we|i|i'll|we'll|will|company|employer|they|owner)\\s+)${B}(?:pay|send|transfer)\\s+(?:the\\s+|a\\s+)?(?:fees?|deposit|charges?|amount)${E}`,
    ),
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
    // "pay $45 for your vest", "Pay ₹1,850 TDS charge": not "we pay ₹700 per day" nor "Pay $22 per hour"
    // (the employer's wage: the whole number is read before the look for a span of time, thirteenth round).
    pattern: p(
      `(?<!(?:we|i|i'll|will|they|company|employer|owner)\\s)${B}(?:pay|paying|send|sending|transfer|bring)\\s+(?:a\\s+|the\\s+|only\\s+)?${MONEY}\\s*\\d[\\d,.]*(?<![.,])(?![\\d,.]*\\d)(?!\\s*(?:\\/|(?:-|to)\\s*${MONEY}?\\s*\\d|(?:per|a|an|each|every|daily|weekly|monthly|hourly|salary|wages?|hr|hrs|hour|hours|day|days|week|shift|month|din|roz|rozana)${E}))`,
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
      `(?:${B}(?:cheque|check|chek|chaque)${E}|चेक)[^\\n]{0,80}?(?:${B}jama${E}|जमा)[^\\n]{0,60}?(?:${B}(?:bhej\\p{L}*|phone\\s*pe|fone\\s*pe|phone\\s*pay|gpay|google\\s*pay|paytm|paytym|upi|transfer|wapas|vapas|lauta\\p{L}*)${E}|भेज|फोनपे|यूपीआई|वापस|लौटा|ट्रांसफ़र|ट्रांसफर)`,
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
      `${B}(?:prepaid|recharge)\\s*tasks?${E}|${B}(?:get|receive)\\s+${MONEY}\\s*\\d[\\d,]*\\s+back${E}|${MONEY}\\s*\\d[\\d,]*\\s*(?:wapas|vapas|back)\\s*(?:milega|milenge|milegi|mil\\s*jayega)${E}|(?:₹\\s*|${B})\\d[\\d,]*\\s*(?:रुपये\\s*|रुपए\\s*)?वापस\\s*(?:मिलेगा|मिलेंगे|मिलेगी)`,
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
      `(?:पहले|एडवांस|अग्रिम)\\s*(?:जमा|भेज|दें|देने|देना|देनी|दो(?!\\s*(?:${HI_SPANS}))|दीजिए|भरें|भरना)|₹\\s*\\d[\\d,]*\\s*(?:साथ\\s*)?(?:लेकर\\s*आ|लाना|लाएं|लाएँ|लेते\\s*आ)`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:pehle|advance)\\s+(?:bhejne|bhejna|bhejo|bhej|dene|dena|deni|de\\s*do|jama|bharne|bharna)${E}|${B}(?:rs\\.?|₹|rupay[ea]?)\\s*pehle${E}`,
    ),
  },
  // Money to send or deposit, not the speaker's own ("मेरे पैसे भेज दीजिए" is a worker asking for wages).
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:पैसे|पैसा|रुपये|रुपए|राशि|रकम|पेमेंट|\\d)(?<!(?:मेरे|मेरा|मेरी)[^.!?।\\n]{0,25})\\s*(?:(?:तुरंत|अभी|जल्दी|फ़ौरन|फौरन|आज|यहाँ|यहां|इधर)\\s*)?(?:भेजें|भेजो|भेजिए|भेजिये|भेज\\s*दें|भेज\\s*दो|भेज\\s*दीजिए|भेज\\s*दीजिये|भेज\\s*देना|भेजना|डालो|डाल\\s*दो|डाल\\s*दीजिए|जमा\\s*करें|जमा\\s*करो|जमा\\s*कराएं|ट्रांसफर\\s*करें)`,
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
  // Told to pay through an app ("gpay kr do", "UPI pe dalo", "पेटीएम कर दीजिए", "पेटीएम कीजिए"), money to deposit.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${B}(?:paytm|gpay|phonepe|phonepay|phone\\s*pe|fone\\s*pe|google\\s*pay|google\\s*pe|upi)\\s*(?:pe\\s*|par\\s*|me\\s*|se\\s*)?(?:kro|kr\\s*do|krdo|kr\\s*dijiye|kar\\s*dijiye|dijiye|dalo|daalo|dal\\s*do|daal\\s*do|dalna|daalna|bhejo|bhej\\s*do|bhejdo|bhejiye|bhej\\s*dijiye)${E}|(?:पेटीएम|फोनपे|फ़ोनपे|फोन\\s*पे|फ़ोन\\s*पे|गूगल\\s*पे|यूपीआई)\\s*(?:पर\\s*|में\\s*|से\\s*)?(?:करके|कर\\s*के|करें|करो|करना|कीजिए|कीजिये|करिए|करिये|कर\\s*दें|कर\\s*दो|कर\\s*दीजिए|कर\\s*दीजिये|डालें|डालो|डाल\\s*दें|डाल\\s*दो|डालने|भेजो|भेजें|भेजिए|भेज\\s*दो|भेज\\s*दीजिए)${E}`,
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
      `${B}(?:paytm|paytym|paytem|phonepe|phone\\s*pe|phone\\s*pay|fone\\s*pe|fone\\s*pay|gpay|g\\s*pe|google\\s*pay|google\\s*pe|upi|bhim|cash\\s*app|venmo|zelle|paypal|apple\\s*pay)${E}|(?:पेटीएम|फोनपे|फ़ोनपे|फोन\\s*पे|फ़ोन\\s*पे|गूगल\\s*पे|जीपे|यूपीआई|भीम)`,
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
      `(?<!${B}(?:dress|pin|postal|zip|promo|coupon|referral|discount)\\s*)${B}(?:otp|code)${E}(?:(?!${B}(?:na|nahi|nahin|mat|never|not)${E})[^.!?।\\n]){0,30}?${B}(?:bata|batao|bataiye|bata\\s*do|bhejo|bhej\\s*do|share|send|tell|de\\s*do|dedo|forward|bolo)${E}(?!\\s*(?:denge|dunga|dungi|dengi|diya|di))`,
    ),
  },
  // Devanagari: scam-patterns-fees.ts (any verb form, not a PIN code or a dress code, not "न बताएं").
  {
    signal: 'otp',
    weight: 5,
    // "a 6 digit number came by SMS, send it", "code aaya hoga, bata do".
    pattern: p(
      `(?:${B}(?:code|otp|sms|\\d\\s*(?:ank|digit))${E}|कोड|एसएमएस|ओटीपी|\\d\\s*अंक)[^.!?।\\n]{0,40}?(?:${B}(?:aaya|aya|aaye|aye|aayega|ayega|received|got|sent|came|gaya)${E}|आया|आए|आये|आएगा|गया)[^!?।\\n]{0,60}?(?:${B}(?:bata\\p{L}*|bhej\\p{L}*|bol\\p{L}*|likh\\p{L}*|forward|send|tell|reply|read|type|enter|write|paste)${E}|बता|भेज|फ़ॉरवर्ड|फॉरवर्ड|लिख|टाइप)`,
    ),
  },
  {
    signal: 'otp',
    weight: 5,
    pattern: p(
      `${B}(?:reply|respond)\\s+with\\s+(?:the|that)\\s+code${E}|${B}(?:send|tell|forward|give)\\s+(?:me\\s+|us\\s+)?(?:the|that)\\s+code${E}`,
    ),
  },
  {
    signal: 'otp',
    weight: 5,
    // "we will text you a 6-digit code, just reply with it": the code sent back to whoever asks.
    pattern: p(
      `${B}(?:\\d[\\s-]*digit|six[\\s-]*digit|verification|login|confirmation)\\s+code${E}[^.!?\\n]{0,60}?${B}(?:reply|respond|text|send|forward)\\s+(?:it|with\\s+it|it\\s+back|back)${E}`,
    ),
  },
  // Any OTP in a job or a chat is worth a warning ("never share" and the like are reassurances).
  { signal: 'otp', weight: 3, pattern: p(`${B}otp${E}|ओटीपी`) },
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `${B}(?:atm\\s*pin|upi\\s*pin|cvv|card\\s*number|(?:debit|credit|atm|bank)\\s*card|(?:net|internet|online|mobile)\\s*banking|bank(?:ing)?\\s*(?:login|password|credentials)|login\\s*password|ssn|social\\s*security\\s*number|pin${E}${NEAR}(?:daalo|dalo|daal\\s*do|dal\\s*do|daal\\s*dena|dal\\s*dena|daal\\s*de|daaliye|daalein|enter))${E}`,
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
  // A parcel passed on unopened, money put in to come back multiplied, part of a deposit kept and the rest
  // sent on: errands for fraud, whatever the wording around them.
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `(?:${B}(?:parcels?|packages?)${E}|पार्सल)[^.!?।\\n]{0,80}?(?:${B}(?:bina\\s*khole|without\\s*opening|unopened|aage\\s*bhej\\p{L}*|forward|reship\\p{L}*)${E}|बिना\\s*खोले|आगे\\s*भेज)`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `(?:${B}(?:paisa|paise|pese|money)\\s*(?:lagao|lagaiye|lagana|invest\\p{L}*)${E}|(?:पैसा|पैसे)\\s*(?:लगाओ|लगाइए|लगाएं|लगाना))`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `(?:${B}(?:rakh\\s*lena|rakh\\s*lo|rakh\\s*kar|rakhkar|kaat\\s*kar|kaatkar|kat\\s*kar|katkar|kaat\\s*ke|kaat\\s*lena|keep|deduct)${E}|रख\\s*(?:लेना|लो|लें|कर)|रखकर|काट\\s*(?:कर|के|लें|लेना)|काटकर)[^.!?।\\n]{0,60}?(?:${B}(?:baaki|baki|bacha\\p{L}*|the\\s+rest|remaining|balance)${E}|बाकी|बाक़ी|बचा)[^.!?।\\n]{0,40}?(?:${B}(?:bhej\\p{L}*|send|transfer|wire|forward|zelle|upi|paytm|paytym|gpay)${E}|भेज|ट्रांसफ़र|ट्रांसफर|पहुंचा|पहुँचा)`,
    ),
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
  // Issue #25, seventh round: the mechanics, whatever the wording. Money named by any word for a charge
  // next to an amount ("a $120 placement retainer", "one-time $25 fee", "₹499 का शुल्क"); something the
  // worker must get made or buy for an amount ("₹499 में कार्ड बनवाना अनिवार्य", "800 ki kit leni hogi");
  // an amount the worker must give or keep with the poster ("2 hazar security rakhni padegi", "kit ka 800
  // dena hoga"); money "refunded with your first paycheck" (the worker paid it: an advance the employer gives
  // and takes back from the salary is not refunded).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${MONEY}\\s*\\d[\\d,.]*|${B}\\d[\\d,.]*\\s*(?:rs\\.?|rupees?|rupay[ea]?|dollars?|रुपये|रुपए)${E})\\s+(?:[\\p{L}\\p{M}-]+\\s+){0,2}(?:fees?|charges?|retainer|deposit|membership|subscription|premium|bond|contribution|फीस|फ़ीस|शुल्क|चार्ज|जमानत)(?![\\p{L}\\p{M}])`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:₹|rs\\.?|रु\\.?)\\s*\\d[\\d,]*(?:(?!रोज|प्रति|महीन|दिन|सैलरी|वेतन|मजदूरी|मज़दूरी|हम\\s)[^.!?।\\n]){0,50}?(?:बनवाना|बनवानी|बनवाने|करवाना|करवानी|करवाने|लेनी|लेना|लेने|खरीदनी|खरीदना|खरीदने|देना|देनी|देने|भरना|भरनी|भरने|रखना|रखनी|रखने|जमा\\s*करानी|जमा\\s*कराना|जमा\\s*कराने|जमा\\s*करना|जमा\\s*करनी|जमा\\s*करने)\\s*(?:होगा|होगी|होंगे|पड़ेगा|पड़ेगी|पड़ेंगे|अनिवार्य|ज़रूरी|जरूरी|है\\s*(?:अनिवार्य|ज़रूरी|जरूरी))`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${MONEY}\\s*\\d|${B}\\d[\\d,.]*\\s*(?:hazaa?r|hajar|k)?${E})(?:(?!roz|rozana|per|din|mahina|mahine|salary|hum\\s|we\\s)[^.!?।\\n]){0,40}?${B}(?:banwana|banwani|banvana|banvani|karwana|karwani|karvana|karvani|leni|lena|lene|kharidna|kharidni|kharidne|rakhna|rakhni|rakhne|dena|deni|dene|bharna|bharni|bharne|jama\\s*karna|jama\\s*karni|jama\\s*karne|banwane|karwane)\\s*(?:hoga|hogi|honge|padega|padegi|padenge|zaruri|jaruri|zaroori|compulsory|mandatory)${E}`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}(?:security|deposit|advance|token|jamanat|zamanat)${E}\\s*(?:amount\\s*|paisa\\s*|paise\\s*)?(?:rakhni|rakhna|deni|dena|jama\\s*karni|jama\\s*karna|bharni|bharna)\\s*(?:padegi|padega|hogi|hoga)${E}|(?:सिक्योरिटी|जमानत|डिपॉजिट|एडवांस)\\s*(?:राशि\\s*)?(?:रखनी|रखना|देनी|देना|जमा\\s*करनी|भरनी)\\s*(?:पड़ेगी|पड़ेगा|होगी|होगा)`,
    ),
  },
  {
    signal: 'fee',
    weight: 3,
    pattern: p(
      `${B}refunded\\s+(?:with|from|in|after|on)\\s+(?:your\\s+)?(?:first\\s+)?(?:pay\\s*check|paycheck|salary|wages?|pay)${E}`,
    ),
  },
  // Paid to a number or account the poster names ("भुगतान सिर्फ़ हमारे बताए नंबर पर", "agent ke number pe
  // daalo", "payment to the number we send you").
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:भुगतान|पेमेंट|पैसे|पैसा|रकम|राशि|₹\\s*\\d)[^.!?।\\n]{0,40}?(?:बताए|बताये|दिए\\s*गए|दिये\\s*गये|इस|हमारे|एजेंट\\s*के|मैनेजर\\s*के)\\s*(?:नंबर|नम्बर|खाते|यूपीआई|अकाउंट)\\s*(?:पर|में)|${B}(?:payment|paise|paisa|amount|advance|fees?|\\d[\\d,]*)${E}[^.!?।\\n]{0,40}?${B}(?:agent|hamare|humare|bataye|diye\\s*gaye|is|manager|supervisor)\\s*(?:ke\\s*)?(?:number|no|account|upi)\\s*(?:pe|par|me|mein)${E}`,
    ),
  },
  // Credentials: a bank's username or password, a password of any account sent to the poster.
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `${B}bank\\p{L}*\\s+(?:user\\s*name|username|user\\s*id|login\\s*id|id\\s+and\\s+password|pin|password)${E}|${B}(?:user\\s*name|username|user\\s*id|login\\s*id)\\s+(?:and|&|aur)\\s+password${E}|${B}(?:send|text|share|give|tell|email)\\s+(?:me|us)?\\s*(?:your\\s+)?[^.!?\\n]{0,30}?password${E}|${B}password${E}(?:(?!${HI_NOT})[^.!?।\\n]){0,30}?${B}(?:bhejo|bhej\\s*do|batao|bata\\s*do|share\\s*karo|de\\s*do)${E}|पासवर्ड(?:(?!${HI_NOT})[^.!?।\\n]){0,30}?(?:भेज|बता|शेयर|दे\\s*द)`,
    ),
  },
  // Remote access to the worker's phone in Devanagari and Roman Hindi ("स्क्रीन शेयर ऐप", "screen share karo").
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(`स्क्रीन\\s*शेयर|रिमोट\\s*(?:ऐप|एप|एक्सेस)|${B}remote\\s*(?:access|control)\\s*app${E}`),
  },
  // The SIM's messages forwarded: a code under another name ("सिम पर जो मैसेज आए वह फ़ॉरवर्ड करें",
  // "jo SMS aaye forward kar dena", "forward us the text messages you receive").
  {
    signal: 'otp',
    weight: 5,
    pattern: p(
      `(?:मैसेज|मेसेज|संदेश|एसएमएस)[^.!?।\\n]{0,40}?(?:फ़ॉरवर्ड|फॉरवर्ड|भेज|बता)|${B}(?:sms|messages?|msg|texts?)${E}[^.!?।\\n]{0,40}?${B}(?:aaye|aaya|aye|aya|receive|get|got|come|comes)${E}[^.!?।\\n]{0,40}?${B}forward|${B}forward${E}[^.!?।\\n]{0,30}?${B}(?:sms|text\\s+messages?|messages?\\s+you\\s+(?:get|receive))${E}`,
    ),
  },
  // Packages received at home and shipped on under new labels: reshipping for stolen goods.
  {
    signal: 'easy_money',
    weight: 5,
    pattern: p(
      `${B}(?:packages?|parcels?|shipments?|boxes|items|goods|orders)${E}[^]{0,160}?${B}(?:your|at)\\s+(?:own\\s+)?(?:home|house|apartment|address|flat|place)${E}[^]{0,200}?${B}(?:re-?label\\p{L}*|re-?ship\\p{L}*|(?:new|our|prepaid|fresh)\\s+(?:shipping\\s+)?labels?)${E}|${B}(?:receive|accept)\\s+(?:packages?|parcels?)\\s+(?:at|to)\\s+(?:your|my)\\s+(?:home|house|address)${E}[^]{0,200}?${B}(?:ship|send|forward|mail)\\p{L}*${E}|पार्सल[^।\\n]{0,80}?घर[^।\\n]{0,120}?(?:आगे\\s*भेज|नया\\s*लेबल|नए\\s*लेबल)`,
    ),
  },
  // Issue #25, eighth round: the mechanics set 7 found, whatever the wording. Money moved on to a crypto
  // wallet or through a Bitcoin ATM ("forward it to the USDT wallet", "बिटकॉइन वॉलेट में डालो"); payments
  // received in the worker's own account and sent or withdrawn onward (a money mule).
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:${B}(?:bitcoin|btc|crypto|cryptocurrency|usdt|tether|ethereum|eth|binance)${E}|बिटकॉइन|क्रिप्टो|यूएसडीटी)\\s*(?:\\p{L}+\\s+){0,2}?(?:${B}(?:wallet|walet|atm|address|addres)${E}|वॉलेट|वालेट|एटीएम)`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 5,
    pattern: p(
      `(?:${B}(?:your|apne|apna|aapke|aapka|tumhare|tumhara)\\s+(?:own\\s+|personal\\s+|khud\\s+ke\\s+)?(?:checking\\s+|savings\\s+|bank\\s+)?(?:account|khate|khaata|cash\\s*app|venmo|zelle|paypal|upi)${E}|(?:अपने|आपके|तुम्हारे)\\s*(?:बैंक\\s*)?(?:खाते|अकाउंट|यूपीआई))[^.!?।\\n]{0,100}?(?:${B}(?:forward\\p{L}*\\s+(?:it|them|most|the\\s+(?:money|funds|payments?|rest|balance)|\\d+\\s*%)|send\\s+(?:it\\s+|them\\s+)?on|pass\\s+(?:it\\s+|them\\s+)?on|aage\\s*(?:bhej\\p{L}*|transfer|forward))${E}|आगे\\s*(?:भेज|ट्रांसफर|ट्रांसफ़र|फॉरवर्ड))`,
    ),
  },
  // Money for a job abroad paid to an agent or agency: visa, ticket, medical, "to our agent" ("वीज़ा का
  // ₹40,000 एजेंट को", "ticket ke paise agent ko dene honge", "pay our agent $900 for the visa").
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${MONEY}\\s*\\d|${B}\\d[\\d,]*\\s*(?:hazaa?r|hajar|lakh|k|हज़ार|हजार|लाख)?${E}|${B}(?:paise|paisa|pese|money|payment|amount)${E}|पैसे|पैसा|रकम|राशि)[^.!?।\\n]{0,40}?(?:${B}(?:agent|agents|agency|dalal|consultant)\\s*(?:ko|ke\\s*paas|ke\\s*account|ke\\s*khate)${E}|(?:एजेंट|एजेंसी|दलाल)\\s*(?:को|के\\s*पास|के\\s*खाते))|${B}(?:pay|send|give|transfer|wire)\\s+(?:it\\s+|the\\s+money\\s+|\\S+\\s+)?to\\s+(?:our|the|my|an?)\\s+(?:travel\\s+|visa\\s+|local\\s+)?(?:agent|agency|consultant)${E}|${B}(?:pay|send|give|transfer|wire)\\s+(?:our|the|my)\\s+(?:travel\\s+|visa\\s+|local\\s+)?(?:agent|agency)\\s+(?:${MONEY}\\s*)?\\d`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${B}(?:visa|vija|veeza|ticket|tikat|air\\s*ticket|flight|passport|emigration)${E}|वीज़ा|वीजा|टिकट|पासपोर्ट)[^.!?।\\n]{0,40}?(?:${MONEY}\\s*\\d|₹\\s*\\d|${B}\\d[\\d,]*\\s*(?:hazaa?r|hajar|lakh|हज़ार|हजार|लाख)${E})[^.!?।\\n]{0,40}?(?:${B}(?:dena|deni|dene|jama|bharna|bharni|bhejna|bhejo|pay|paid\\s+by\\s+you|due|lagenge|lagega)${E}|देना|देने|देनी|जमा|भरना|भरने|भेजना|भेजने|लगेंगे|लगेगा)`,
    ),
  },
  // A paid course, training or certificate before joining ("course ka ₹1,999", "₹2,500 का सर्टिफिकेट कोर्स",
  // "a $149 certification you complete before we onboard you"), not training the employer pays per day.
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${B}(?:course|cors|kors|coarse|certificate|certification|training\\s*program(?:me)?|training\\s*course)${E}|कोर्स|सर्टिफिकेट|प्रमाणपत्र)(?:\\s*(?:ka|ki|ke|का|की|के|of|for|costs?|is|fees?|फीस)(?![\\p{L}\\p{M}])){0,2}\\s*(?:only\\s+|sirf\\s+|सिर्फ़?\\s*)?(?:${MONEY}|रु\\.?)\\s*\\d[\\d,]*(?![\\d,]*\\s*(?:\\/|per|a\\s+day|an?\\s+hour|daily|stipend|roz|रोज|प्रति|प्रतिदिन|वजीफा))|(?:${MONEY}|रु\\.?)\\s*\\d[\\d,]*\\s*(?:ka|ki|ke|का|की|के|wala|वाला)?\\s*(?:[\\p{L}\\p{M}-]+\\s+){0,2}?(?:course|certification|certificate|कोर्स|सर्टिफिकेट)${E}`,
    ),
  },
  // Money put in to earn a daily profit ("₹3,000 lagao", "invest $200 and get daily returns", "₹5,000
  // निवेश करें"): a scheme, never a job.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:${MONEY}\\s*\\d[\\d,]*|${B}\\d[\\d,]*\\s*(?:rs|rupay[ea]?|rupees?|hazaa?r|hajar|k|रुपये|रुपए|हज़ार|हजार)${E})\\s*(?:\\p{L}+\\s+)?(?:${B}(?:lagao|lagaiye|lagaye|lagayein|lagana|laga\\s*do|invest\\p{L}*)${E}|(?:लगाओ|लगाइए|लगाएं|लगाएँ|लगा\\s*दो|निवेश))|${B}invest\\p{L}*\\s+(?:just\\s+|only\\s+)?${MONEY}\\s*\\d|(?:निवेश|इन्वेस्ट)\\s*(?:करें|करो|कीजिए)?\\s*₹\\s*\\d`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `(?:${B}(?:trading|crypto|forex|invest\\p{L}*|nivesh|scheme|group)${E}|ट्रेडिंग|क्रिप्टो|निवेश|स्कीम)[^.!?।\\n]{0,60}?(?:${B}(?:daily|guaranteed|fixed|double|roz(?:ana)?)\\s*(?:profit|returns?|munafa|income|kamai)${E}|${B}(?:profit|munafa|returns?)\\s*(?:daily|roz|rozana|guaranteed|double)${E}|(?:रोज़|रोज|रोजाना|डबल|पक्का)\\s*(?:मुनाफा|मुनाफ़ा|प्रॉफिट|लाभ|कमाई)|दोगुना)`,
    ),
  },
  // A bank account, passbook, card, SIM or account "kit" handed over or rented out ("rent us your bank
  // account", "khata kiraye pe do", "passbook aur ATM card humein de do", "खाते का किट हमें दे दो").
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `${B}(?:rent|rent\\s+out|lend|sell|hand\\s+over|give\\s+(?:us|me))\\s+(?:us\\s+|me\\s+)?(?:your\\s+)?(?:bank\\s+)?(?:accounts?|sim(?:\\s*cards?)?|debit\\s*cards?|atm\\s*cards?|passbooks?|cheque\\s*books?|check\\s*books?)${E}|(?:${B}(?:accounts?|khata|khaata|khate|passbook|atm\\s*card|debit\\s*card|sim|sim\\s*card|cheque\\s*book|check\\s*book)${E}|(?:account|khata|khate|bank)[^.!?।\\n]{0,40}?${B}kit${E}|${B}(?:खाता|खाते|पासबुक|एटीएम\\s*कार्ड|डेबिट\\s*कार्ड|सिम|सिम\\s*कार्ड|चेकबुक)${E}|(?:खाते|खाता|अकाउंट|बैंक)[^.!?।\\n]{0,40}?किट)[^.!?।\\n]{0,40}?(?:${B}(?:rent|rental|kiraya|kiraye|kiraaye|bhada|bhaada)${E}|किराया|किराए|किराये|भाड़ा|${B}(?:hume|humein|hamein|hame|hamko|humko|mujhe|muje)\\s*(?:de\\s*do|dedo|de\\s*dijiye|de\\s*dena|dena\\s*(?:hoga|hai)|de\\s*de|saunp\\p{L}*)${E}|(?:हमें|हमको|मुझे)\\s*(?:दे\\s*दो|दे\\s*दें|दे\\s*दीजिए|देना|सौंप))`,
    ),
  },
  // Issue #25, ninth round: the mechanics set 8 found, whatever the wording (reshipping moved to
  // scam-patterns-errands.ts).
  // The cost borne by the worker: "खर्च ₹2500 उम्मीदवार देगा", "kharcha candidate ko khud dena hoga",
  // "the cost of the pass is borne by the candidate"; not "कंपनी देगी" (scam-context.ts), not "आपको देंगे"
  // (we give you), not a worker's "mere paise aapko dene honge".
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${MONEY}\\s*\\d|${B}\\d[\\d,]*${E}|खर्च|खर्चा|खर्चे|पैसे|पैसा|रकम|राशि|फीस|फ़ीस|शुल्क|चार्ज|${B}(?:kharcha|kharch|kharche|kharchaa|paise|paisa|pese|fees?|charges?|amount|cost)${E})(?<!(?:मेरे|मेरा|मेरी|हमारे|हमारा|${B}(?:mere|mera|meri|hamare|humare|hamara|humara|my|our))${E}[^.!?।\\n]{0,40})[^.!?।\\n]{0,50}?(?<!(?:हम|कंपनी|${B}(?:hum|ham|company|we))\\s*)(?:(?:उम्मीदवार|कैंडिडेट|कर्मचारी|वर्कर|मज़दूर|मजदूर|स्वयं|खुद|ख़ुद)\\s*(?:ही\\s*|खुद\\s*|ख़ुद\\s*)?(?:देगा|देगी|देंगे|भरेगा|भरेगी|भरेंगे|उठाएगा|उठाएगी|उठाएंगे|वहन\\s*करेगा)|(?:उम्मीदवार|कैंडिडेट|कर्मचारी|वर्कर|मज़दूर|मजदूर|आप|आपको|तुम्हें|तुमको)\\s*(?:को\\s*)?(?:ही\\s*|खुद\\s*|ख़ुद\\s*|स्वयं\\s*)?(?:देना|देने|देनी|भरना|भरने|भरनी|उठाना)\\s*(?:होगा|होंगे|होगी|पड़ेगा|पड़ेंगे|पड़ेगी)|${B}(?:candidate|candidates|ummeedwar|umeedwar|ummidwar|worker|khud|swayam)\\s*(?:hi\\s*|khud\\s*)?(?:dega|degi|denge|bharega|bharegi|uthayega|uthayegi)${E}|${B}(?:aap|ap|tum)\\s*(?:hi\\s*|khud\\s*)?(?:bharoge|bharenge|bharogi)${E}|(?:आप|तुम)\\s*(?:ही\\s*|खुद\\s*)?(?:भरेंगे|भरोगे|भरेंगी)|${B}(?:candidate|candidates|ummeedwar|umeedwar|ummidwar|worker|aap|aapko|apko|aapne|tum|tumhe|tumko|khud|swayam)\\s*(?:ko\\s*)?(?:hi\\s*|khud\\s*)?(?:dena|dene|deni|bharna|bharne|bharni|uthana)\\s*(?:hoga|honge|hogi|padega|padenge|padegi)${E})`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}(?:costs?|charges?|fees?|expenses?)${E}[^.!?\\n]{0,60}?${B}(?:borne|paid|covered|met|bear|bears|cover|covers)\\s+(?:by\\s+)?(?:the\\s+)?(?:candidates?|applicants?|workers?|employees?|new\\s+hires?|yourself|you)${E}|${B}(?:candidates?|applicants?|workers?|you)\\s+(?:will|must|have\\s+to|has\\s+to|need\\s+to|needs\\s+to)\\s+(?:bear|cover|pay\\s+for|meet)\\s+(?:the\\s+|this\\s+|that\\s+|its\\s+)?(?:\\p{L}+\\s+){0,2}?(?:costs?|charges?|fees?|expenses?)${E}|(?:${MONEY}\\s*\\d[\\d,]*)[^.!?\\n]{0,60}?${B}at\\s+(?:your|the\\s+candidate'?s|the\\s+worker'?s)\\s+(?:own\\s+)?(?:cost|expense)${E}`,
    ),
  },
  // Something made for an amount: "ka kharcha ₹1450" after getting it made, "₹999 में बन जाता है" (a card,
  // pass, certificate or uniform the worker pays to have made).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${B}(?:banwane|banvane|bnwane|banane|karwane|karvane|krwane|nikalwane|lene)\\s*(?:ka|ki|ke)\\s*(?:kharcha|kharch|kharche|fees?|charges?|paisa|paise)${E}|(?:बनवाने|बनाने|करवाने|निकलवाने|लेने)\\s*(?:का|की|के)\\s*(?:खर्च|खर्चा|खर्चे|फीस|फ़ीस|शुल्क|चार्ज|पैसे))\\s*(?:hai\\s*|है\\s*|hoga\\s*|होगा\\s*)?(?:sirf\\s*|सिर्फ़?\\s*|only\\s*)?(?:${MONEY}|रु\\.?)\\s*\\d`,
    ),
  },
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:₹|rs\\.?|रु\\.?)\\s*\\d[\\d,]*\\s*(?:में|me|mein|mai)\\s*(?:[\\p{L}\\p{M}]+\\s+){0,4}?(?:बन|बनता|बनती|बनवा|${B}(?:ban|banta|banti|banwa|banva)${E})(?<=(?:सर्टिफिकेट|प्रमाणपत्र|कार्ड|पास|वर्दी|ड्रेस|आईडी|बैज|कोर्स|लाइसेंस|${B}(?:certificate|card|pass|uniform|dress|id|badge|course|licen[cs]e|kit)${E})[^.!?।\\n]{0,130}?)`,
    ),
  },
  // "kharcha ₹1450 ... online pay karo": a cost with an amount and an order to pay it.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:${B}(?:kharcha|kharch|kharche|cost|charges?|fees?)${E}|खर्च|खर्चा|खर्चे|फीस|शुल्क|चार्ज)[^.!?।\\n]{0,20}?(?:${MONEY}|रु\\.?)\\s*\\d[\\d,]*[^\\n]{0,80}?(?:${B}(?:(?:online\\s*)?(?:pay|payment|transfer|upi|paytm|gpay|phonepe)\\s*(?:karo|kare|karein|karen|kijiye|kar\\s*do|kar\\s*dena|karna\\s*hoga|kar\\s*dijiye)|bhejo|bhej\\s*do|jama\\s*(?:karo|karein|kar\\s*do)|bharo|bhar\\s*do)${E}|(?:पे|पेमेंट|भुगतान|ट्रांसफर|जमा)\\s*(?:करें|करो|कीजिए|कर\\s*दें|कर\\s*दो)|भेजें|भेजो|भरें|भरो)`,
    ),
  },
  // Money held as a guarantee ("₹2000 गारंटी के तौर पर", "zamanat ke paise", "guarantee money"), and money
  // the worker must give onto somebody's payment app or number ("ठेकेदार के पेटीएम पर देने होंगे").
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${B}(?:guarantee|gaurantee|guarentee|garantee|garanti|gaaranti|zamanat|jamanat|zamaanat|jamaanat|amanat)${E}|गारंटी|गारन्टी|जमानत|ज़मानत|अमानत)\\s*(?:${B}(?:ke\\s*taur\\s*(?:par|pe|pr)|ke\\s*roop\\s*(?:me|mein)|money|amount|deposit|ke\\s*paise|ka\\s*paisa|ki\\s*rakam|ki\\s*raashi)${E}|के\\s*तौर\\s*पर|के\\s*रूप\\s*में|के\\s*पैसे|का\\s*पैसा|की\\s*रकम|की\\s*राशि)|(?:${MONEY}\\s*\\d[\\d,]*|${B}\\d[\\d,]*\\s*(?:rupees?|rupay[ea]?|rs|hazaa?r|hajar|रुपये|रुपए|हज़ार|हजार)${E})[^.!?।\\n]{0,30}?(?:${B}as\\s+(?:a\\s+)?guarantee${E}|${B}(?:guarantee|gaurantee|garanti|zamanat|jamanat)\\s*(?:ke\\s*taur|ke\\s*liye|ke\\s*roop)|(?:गारंटी|जमानत|ज़मानत)\\s*(?:के\\s*तौर|के\\s*लिए|के\\s*रूप))`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?<!(?:मेरे|मेरा|mere|mera|meri)\\s*)(?:${B}(?:paytm|gpay|phonepe|phone\\s*pe|google\\s*pay|upi|number|account|khate|khata)${E}|पेटीएम|फोनपे|फ़ोनपे|गूगल\\s*पे|यूपीआई|नंबर|नम्बर|खाते|अकाउंट)\\s*(?:पर|में|पे|${B}(?:pe|par|pr|me|mein)${E})\\s*(?:ही\\s*|${B}hi\\s*)?(?:देने\\s*होंगे|देना\\s*होगा|देनी\\s*होगी|देना\\s*पड़ेगा|देने\\s*पड़ेंगे|भेजने\\s*होंगे|भेजना\\s*होगा|डालने\\s*होंगे|डालना\\s*होगा|जमा\\s*करने\\s*होंगे|जमा\\s*करना\\s*होगा|(?:dene|dena|deni|bhejne|bhejna|dalne|daalne|dalna|daalna)\\s*(?:honge|hoga|hogi|padega|padenge)${E}|jama\\s*(?:karne|karna)\\s*(?:honge|hoga|padega)${E})`,
    ),
  },
  // Identity documents and bank details put into the poster's app or link ("download our app and upload
  // Aadhaar, PAN and bank photos", "लिंक पर आधार और पासबुक अपलोड करो"), or asked before work is shown
  // ("tabhi kaam dikhega", "before we can show you shifts"). Bringing an Aadhaar copy for a register or a
  // police verification is neither.
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `(?:${DOCS}[^.!?।\\n]{0,80}?(?:${B}upload\\p{L}*${E}|अपलोड)|(?:${B}upload\\p{L}*${E}|अपलोड)[^.!?।\\n]{0,60}?${DOCS})(?<=(?:${B}(?:app|apps|application|link|portal|website|site)${E}|ऐप|एप|लिंक|पोर्टल|वेबसाइट)[^]{0,320}?)`,
    ),
  },
  {
    signal: 'bank_account',
    weight: 4,
    pattern: p(
      `(?:${DOCS}|${B}(?:documents?|kyc|id\\s*proof)${E}|दस्तावेज़|दस्तावेज|केवाईसी)[^]{0,120}?(?:(?:तभी|उसके\\s*बाद\\s*ही|इसके\\s*बाद\\s*ही)[^.!?।\\n]{0,40}?(?:दिखेगा|दिखेगी|दिखेंगे|दिखाई\\s*देगा|दिखाई\\s*देगी|खुलेगा|खुलेगी)|${B}(?:tabhi|tab\\s*hi|uske\\s*baad\\s*hi|iske\\s*baad\\s*hi)${E}[^.!?।\\n]{0,40}?${B}(?:dikhega|dikhegi|dikhenge|dikhai\\s*dega|khulega|khulegi|unlock\\s*hoga)${E}|${B}(?:before|until|only\\s+then)\\s+(?:we\\s+|you\\s+)?(?:can\\s+|will\\s+|do\\s+)?(?:show|see|view|unlock|access)\\s+(?:you\\s+)?(?:the\\s+|any\\s+|our\\s+)?(?:jobs?|work|shifts?|tasks?|gigs?|list)${E})`,
    ),
  },
  // Money put in to come back multiplied, with a bare number ("5000 lagao, roz 500 pao", "1000 लगाओ, 2000
  // पाओ"); and money received in the worker's account withdrawn and handed to somebody (a cash mule:
  // "withdraw it and give it to our man", "निकालकर हमारे आदमी को दे देना").
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:${B}\\d[\\d,]*\\s*(?:lagao|lagaiye|lagaye|laga\\s*do|invest\\s*karo|invest\\s*kare|invest\\s*karein)${E}|${B}\\d[\\d,]*\\s*(?:लगाओ|लगाइए|लगाएं|लगा\\s*दो|निवेश\\s*करें|निवेश\\s*करो))[^.!?।\\n]{0,60}?(?:${B}(?:pao|paao|paiye|paye|milenge|milega|kamao|return|returns|profit|munafa|double|roz|rozana|daily)${E}|पाओ|पाइए|पाएं|मिलेंगे|मिलेगा|कमाओ|मुनाफा|मुनाफ़ा|डबल|रोज़|रोज|रोजाना)`,
    ),
  },
  {
    signal: 'easy_money',
    weight: 5,
    pattern: p(
      `(?:${B}(?:your|apne|apna|aapke|aapka|tumhare|tumhara)\\s+(?:own\\s+|bank\\s+)?(?:account|khate|khata|khaata)${E}|(?:अपने|आपके|तुम्हारे)\\s*(?:बैंक\\s*)?(?:खाते|अकाउंट))[^.!?।\\n]{0,80}?(?:${B}(?:withdraw\\p{L}*|nikal\\p{L}*|nikaal\\p{L}*|cash\\s+(?:it\\s+)?out)${E}|निकाल)[^.!?।\\n]{0,60}?(?:${B}(?:give|hand|handover|deliver|pass|de\\s*dena|de\\s*do|dedo|de\\s*dijiye|pahucha\\p{L}*|pahuncha\\p{L}*|saunp\\p{L}*)${E}|दे\\s*(?:देना|दो|दें|दीजिए)|पहुंचा|पहुँचा|सौंप)`,
    ),
  },
  // An amount named as a one-off cost ("₹350 एक बार का ऑनबोर्डिंग खर्च", "350 ek baar ka kharcha"), not a
  // daily or monthly one.
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${MONEY}|रु\\.?)\\s*\\d[\\d,]*\\s+(?:(?!(?:roz|rozana|per|din|daily|mahina|mahine|month|salary|रोज़|रोज|प्रतिदिन|महीना|महीने|दिन|सैलरी|वेतन)(?![\\p{L}\\p{M}]))[\\p{L}\\p{M}-]+\\s+){0,4}?(?:खर्च|खर्चा|${B}(?:kharcha|kharch)${E})(?![\\p{L}\\p{M}])`,
    ),
  },
  // Kit bought from the poster: "collect your uniform set from our office for Rs 650", "वर्दी का सेट ऑफिस
  // से ₹650 में लेना है", "₹650 for the uniform".
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${B}for\\s+(?:${MONEY}|रु\\.?)\\s*[1-9][\\d,]*(?![\\d,]*\\s*(?:\\/|per|a\\s+day|an?\\s+hour|daily|each\\s+day))|(?:${MONEY}|रु\\.?)?\\s*${B}\\d[\\d,]*\\s*(?:में|${B}(?:me|mein|mai)${E})\\s*(?:लेना|लेनी|लेने|खरीदना|खरीदनी|${B}(?:lena|leni|lene|kharidna|kharidni)${E})\\s*(?:है|हैं|${B}(?:hai|h|hain)${E}))(?<=${KIT}[^.!?।\\n]{0,110}?)|(?:${MONEY}|रु\\.?)\\s*\\d[\\d,]*\\s*(?:for|ka|ki|ke)\\s+(?:the\\s+|your\\s+|a\\s+)?${KIT}`,
    ),
  },
  // Money kept by the poster as a security and returned later ("keep ₹5000 with us as security", "5000
  // security hamare paas rahegi", "₹5000 सिक्योरिटी हमारे पास रहेगी, छोड़ने पर वापस").
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${MONEY}\\s*\\d|${B}\\d[\\d,]*${E}|${B}(?:security|deposit|guarantee|zamanat|jamanat)${E}|सिक्योरिटी|डिपॉजिट|जमानत)[^.!?।\\n]{0,40}?(?:${B}(?:with\\s+us|hamare\\s+paas|humare\\s+paas|company\\s+ke\\s+paas|office\\s+me|office\\s+mein)\\s*(?:as\\s+(?:a\\s+)?(?:security|deposit|guarantee)|rahegi|rahega|rahenge|jama\\s+rahegi|jama\\s+rahega|rakhi\\s+jayegi|rakhenge)?${E}|(?:हमारे|कंपनी\\s*के|ऑफिस\\s*के)\\s*पास\\s*(?:रहेगी|रहेगा|रहेंगे|जमा|रखी)|ऑफिस\\s*में\\s*(?:जमा|रहेगी|रहेगा))(?<=(?:${B}(?:security|deposit|guarantee|zamanat|jamanat|keep|leave|rakh\\p{L}*)${E}|सिक्योरिटी|डिपॉजिट|जमानत|रख)[^]{0,60}?)`,
    ),
  },
  // Put in an amount, get an amount back every day ("put ₹10,000 in our plan and get ₹1,000 every day",
  // "10000 dalo aur roz 1000 pao").
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:${B}(?:put|invest|deposit|add|dal\\p{L}*|daal\\p{L}*|laga\\p{L}*|jama)${E}|डाल\\p{M}*\\p{L}*|लगा\\p{M}*\\p{L}*|जमा)${NOT_FARE}[^.!?।\\n]{0,40}?(?:${MONEY}|रु\\.?)?\\s*\\d[\\d,]*[^.!?।\\n]{0,40}?(?:${B}(?:get|earn|receive|pao|paao|paiye|milenge|milega|kamao)${E}|पाओ|पाइए|पाएं|मिलेंगे|मिलेगा|कमाओ)(?<=(?:${B}(?:every\\s+day|daily|each\\s+day|per\\s+day|roz|rozana|har\\s+din)${E}|रोज़|रोज|रोजाना|हर\\s*दिन|प्रतिदिन)[^]{0,40}?|(?=[^.!?।\\n]{0,40}?(?:${B}(?:every\\s+day|daily|each\\s+day|per\\s+day|roz|rozana|har\\s+din)${E}|रोज़|रोज|रोजाना|हर\\s*दिन|प्रतिदिन)))`,
    ),
  },
  // A code the poster texts, to be replied with ("reply with ... the 4-digit code we text you").
  {
    signal: 'otp',
    weight: 5,
    pattern: p(
      `${B}(?:reply|respond|answer)\\s+with${E}[^.!?\\n]{0,80}?${B}(?:code|otp|pin)${E}|${B}(?:code|otp)\\s+(?:that\\s+)?(?:we|i)\\s+(?:text|sms|send|sent|texted|message)\\s+(?:to\\s+)?you${E}`,
    ),
  },
  // The poster using the worker's bank account or SIM ("let us use your SIM", "we pay ₹1,500 monthly to use
  // it", "bank account hume use karne do", "खाता हमें इस्तेमाल करने दो").
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `${B}(?:let|letting|allow|allowing)\\s+us\\s+(?:to\\s+)?use\\s+your\\s+(?:spare\\s+|bank\\s+)?(?:accounts?|sims?|sim\\s*cards?|cards?|upi)${E}|${B}(?:spare\\s+sim|sim\\s*cards?|bank\\s+accounts?)${E}[^.!?\\n]{0,60}?${B}(?:to|we)\\s+use\\s+(?:it|them)${E}|(?:${B}(?:account|khata|khaata|sim|passbook|card)${E}|खाता|खाते|सिम|अकाउंट)\\s*(?:[\\p{L}\\p{M}]+\\s+){0,2}?(?:${B}(?:use|istemal|istemaal|upyog)\\s*(?:karne|krne)\\s*(?:do|dijiye|dena|de\\s*do)${E}|(?:इस्तेमाल|उपयोग|यूज़|यूज)\\s*करने\\s*(?:दो|दें|दीजिए|देना))`,
    ),
  },
  // Money put in as a recharge or top-up to start earning ("शुरुआत में ₹500 का रिचार्ज", "500 ka recharge",
  // "an initial top-up of ₹500"), and a scheme started with an amount ("₹2000 से शुरुआत करें" beside a profit).
  {
    signal: 'fee',
    weight: 3,
    pattern: p(
      `(?:(?:${MONEY}|रु\\.?)\\s*\\d[\\d,]*|${B}\\d[\\d,]*${E})\\s*(?:ka|ki|का|की|of)?\\s*(?:${B}(?:recharge|top-?up|upgrade)${E}|रिचार्ज|टॉप-?अप)(?![^.!?।\\n]{0,20}?(?:${B}(?:milega|milegi|free|allowance|bhatta|given|diya)${E}|मिलेगा|मिलेगी|मुफ्त|भत्ता|दिया))|${B}(?:initial|first|joining)\\s+(?:top-?up|recharge|upgrade)${E}`,
    ),
  },
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:(?:${MONEY}|रु\\.?)\\s*\\d[\\d,]*|${B}\\d[\\d,]*${E})(?<!(?:salary|pay|wages?|tankhwah|वेतन|सैलरी|तनख्वाह|मजदूरी)[^.!?।\\n]{0,32})\\s*(?:से|${B}se${E}|${B}with${E})\\s*(?:शुरुआत|शुरू|${B}(?:shuru|shuruaat|start)${E})(?<=(?:${B}(?:munafa|profit|returns?|kamai|kamao|earn)${E}|मुनाफा|मुनाफ़ा|कमाई|कमाओ|%)[^]{0,80}?|(?=[^.!?।\\n]{0,60}?(?:${B}(?:munafa|profit|returns?|kamai|kamao|earn)${E}|मुनाफा|मुनाफ़ा|कमाई|कमाओ|%)))`,
    ),
  },
  // Bank papers sent before work is given ("PAN aur passbook bhejo, tabhi kaam assign hoga", "only then we
  // can assign work"): an honest employer gives work first.
  {
    signal: 'bank_account',
    weight: 4,
    pattern: p(
      `(?:${B}(?:pan|passbook|cheque|bank)${E}|पैन|पासबुक|बैंक|चेक)[^]{0,100}?(?:तभी|${B}(?:tabhi|tab\\s*hi|only\\s+then)${E})[^.!?।\\n]{0,40}?(?:काम\\s*(?:मिलेगा|दिया\\s*जाएगा|असाइन)|${B}(?:kaam|work|job)\\s*(?:milega|assign\\s*hoga|diya\\s*jayega)${E}|${B}assign\\s+(?:you\\s+)?(?:work|jobs?|tasks?)${E})`,
    ),
  },
  // A fee or deposit with an amount that "comes back" later ("fees 1500 jo pehli salary me wapas milegi",
  // "₹2,000 सिक्योरिटी, छह महीने बाद वापस", "a $75 deposit, returned after 30 days"): the worker pays it now.
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:${B}(?:fees?|charges?|deposit|security|zamanat|jamanat)${E}|फीस|फ़ीस|शुल्क|डिपॉजिट|सिक्योरिटी|जमानत)\\s*(?:of\\s*)?(?:${MONEY}|रु\\.?)?\\s*\\d[\\d,]*[^.!?।\\n]{0,50}?(?:${B}(?:wapas|vapas|refund\\p{L}*|returned|given\\s+back)${E}|वापस|लौटा)`,
    ),
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
  // Issue #25, tenth round: fees and orders to pay in the forms Hindi gives them, and errands for fraud
  // (money moved through the worker's account, SIMs and accounts on the worker's papers, parcels relabelled
  // at home, money put in for a daily return), each in its own file. Eleventh round, in the same files: a
  // medical test at the poster's tie-up lab for a fee; a recharge put in and returned with a bonus; the
  // cheque for equipment and the hiring manager on a messenger.
  ...FEE_FORM_PATTERNS,
  ...ERRAND_PATTERNS,
];

/**
 * The scam detector's patterns for errands for fraud (issue #25): the worker's account, SIM, papers or
 * address used to move money or goods for somebody else, and money put in for a return. Each mechanic is
 * written by its parts (who receives what, where, and where it goes next), in English, Devanagari and Roman
 * Hindi, so that a sentence may put them in any order and any verb form. Data only, part of the table in
 * scam-patterns.ts.
 */

import { B, E, HE, HI_GIVE, NOT_FARE, p } from './scam-pattern-parts';
import type { ScamPattern } from './scam-types';

/** Home or the worker's own address, where reshipped goods arrive ("आपके पते पर", "apne ghar"). */
const HOME = `(?:${B}(?:your|my|apne|apna|aapke|aapka|apke|tumhare)\\s+(?:own\\s+)?(?:home|house|address|apartment|flat|place|ghar|pate|pata)${E}|${B}(?:at|from|to)\\s+home${E}|${B}ghar\\s*(?:pe|par|me|mein|se|ke\\s*pate)${E}|घर\\s*(?:पर|पे|में|के\\s*पते)|(?:अपने|आपके|तुम्हारे)\\s*(?:पते|पता|घर|मकान|एड्रेस|यहाँ|यहां|नाम\\s*(?:पर|से))|${B}(?:in|under)\\s+your\\s+name${E}|${B}(?:aapke|apke|apne|tumhare)\\s*naam\\s*(?:pe|par|se)${E})`;
/** Goods that come in the post. */
const PARCEL = `(?:${B}(?:packages?|parcels?|shipments?|boxes|items|goods|orders|deliveries|saman|samaan)${E}|पार्सल|पैकेट|डिब्बे|सामान)`;
/**
 * New labels put on, old ones taken off, the goods sent on by another courier ("नया लेबल चिपकाकर",
 * "पुराना लेबल हटाना", "label hata ke", "peel off the old labels", "दूसरे कूरियर से भेजना").
 */
const RELABEL = `(?:${B}(?:re-?label\\p{L}*|re-?ship\\p{L}*|re-?pack\\p{L}*|(?:new|our|prepaid|fresh|printed)\\s+(?:shipping\\s+)?labels?|(?:old|original|existing)\\s+(?:shipping\\s+)?labels?|(?:remove|peel\\s+off|replace|swap|change|tear\\s+off)\\s+(?:the\\s+|their\\s+)?(?:old\\s+|original\\s+|shipping\\s+|existing\\s+)*labels?|labels?\\s*(?:badal\\p{L}*|change\\s*kar\\p{L}*|hata\\p{L}*|chipka\\p{L}*|utaa?r\\p{L}*)|(?:naya|naye|nayi|purana|purane|purani)\\s*labels?|(?:dusre|doosre|alag)\\s*courier\\s*se)${E}|(?:नया|नए|नये|नई|पुराना|पुराने|पुरानी)\\s*(?:लेबल|स्टिकर|पर्ची)|पते\\s*की\\s*(?:नई\\s*)?पर्ची|लेबल\\s*(?:बदल|हटा|चिपका|उतार)|(?:दूसरे|दूसरी|अलग)\\s*(?:कूरियर|कुरियर)\\s*से)`;

/** A bank account, wallet or payment app that money comes into. */
const ACCOUNT = `(?:${B}(?:accounts?|a\\/c|bank|khate|khata|khaate|khaata|upi|wallet|paytm|phonepe|gpay|cash\\s*app|venmo|zelle)${E}|खाते|खाता|अकाउंट|एकाउंट|बैंक|यूपीआई|वॉलेट|पेटीएम|फोनपे)`;
/**
 * Money arriving, in any form of the verb: "will come", "will be credited", "aayenge", "aa jayega",
 * "dalenge", "आएंगे", "आएगा", "आ जाएंगे", "डाले जाएंगे", "भेजेंगे", "जमा होंगे", "क्रेडिट होगा".
 */
const ARRIVES = `(?:${B}(?:(?:you\\s+)?(?:will|'ll)\\s+(?:receive|get)|will\\s+(?:come|arrive|land|reach|be\\s+(?:credited|deposited|sent|transferred|paid|added))|(?:is|are)\\s+(?:coming|arriving|going\\s+to\\s+(?:come|arrive|be\\s+sent))|comes?|arrives?|lands?|credited|deposited|aayenge|aayega|aayegi|ayenge|ayega|ayegi|aaenge|aaega|aaegi|aa\\s*jayenge|aa\\s*jayega|aa\\s*jayegi|aate|aata|aati|dalenge|daalenge|bhejenge|bhejega|(?:credit|transfer|jama)\\s*(?:honge|hoga|hogi))${E}|आ(?:ए|ये|ते|ती|ता|\\s*जा)[\\p{L}\\p{M}]*|(?:डाल|भेज)(?:ा|ी|े)\\s*जा[\\p{L}\\p{M}]*|(?:डालेंगे|भेजेंगे|भेजेगा|डालेगा)${HE}|(?:जमा|क्रेडिट|ट्रांसफर|ट्रांसफ़र)\\s*हो[\\p{L}\\p{M}]*)`;
/** Money arriving, said before the account ("will be credited to your account", "aayenge aapke account me"). */
const ARRIVES_BEFORE = `(?:${B}(?:will\\s+(?:come|arrive|land|send|transfer|deposit|be\\s+(?:credited|deposited|sent|transferred|paid|added))|(?:you\\s+)?(?:will|'ll)\\s+(?:receive|get)|credited|deposited|aayenge|aayega|ayenge|ayega|aaenge|aaega)${E}|आएंगे|आएगा|आयेंगे|आयेगा|आ\\s*जाएंगे)`;
/** The worker's wages: money arriving as salary is not somebody else's money passing through. */
const WAGES = `(?:${B}(?:salary|salaries|wages?|pay\\s*check|paycheck|tankhwah|tankha|mazdoori|majdoori|stipend|pension|refund)${E}|सैलरी|वेतन|तनख्वाह|तनख़्वाह|मजदूरी|मज़दूरी|पगार|रिफंड)`;
/** Money taken out of the account. */
const WITHDRAW = `(?:${B}(?:withdraw\\p{L}*|cash\\s+(?:it\\s+|them\\s+)?out|take\\s+(?:it|the\\s+(?:money|cash))\\s+out|nikal\\p{L}*|nikaal\\p{L}*)${E}|निकाल[\\p{L}\\p{M}]*)`;
/** Handed or sent to somebody: "give", "deposit", "de dena", "pahuncha do", "दे देने हैं", "पहुंचाना", "सौंप". */
const HAND_ON = `(?:${B}(?:give|hand|handover|deliver|pass|deposit|transfer|send|wire|drop|mail|post|courier|bring|de\\s*(?:do|dena|dene|deni|dijiye|de)|dedo|dena|dene|deni|pahucha\\p{L}*|pahuncha\\p{L}*|saunp\\p{L}*|bhej\\p{L}*|jama\\s*kar\\p{L}*)${E}|${HI_GIVE}|पहुं?चा[\\p{L}\\p{M}]*|पहुँचा[\\p{L}\\p{M}]*|सौंप[\\p{L}\\p{M}]*|भेज[\\p{L}\\p{M}]*|जमा\\s*कर[\\p{L}\\p{M}]*|ट्रांसफ़?र)`;
/** Sent on to another account or person ("transfer it to the account I send you", "आगे भेज देना"). */
const ONWARD = `(?:${B}(?:(?:transfer|send|move|forward|deposit|wire|pass)\\s+(?:it\\s+|them\\s+|the\\s+(?:money|funds|amount|rest|balance)\\s+|most\\s+of\\s+it\\s+)?(?:on\\s+)?(?:to|into)\\s+(?:the|another|a|this|that|my|our|an|other)\\s+(?:\\p{L}+\\s+){0,2}?(?:accounts?|wallets?|person|people|man|number|upi)|aage\\s*(?:bhej|transfer|forward)\\p{L}*|(?:dusre|doosre)\\s*(?:account|khate)\\p{L}*)${E}|(?:आगे|दूसरे\\s*(?:खाते|अकाउंट)|हमारे\\s*(?:बताए|बताये)?\\s*(?:खाते|अकाउंट|आदमी|नंबर))[^\\n]{0,30}?(?:भेज|ट्रांसफ|डाल|जमा|दे|पहुं|पहुँ)[\\p{L}\\p{M}]*)`;
/** A cut kept by the worker ("you keep ₹2,000", "2000 aap rakh lena", "10% अपने पास रखना"). */
const KEEP = `(?:${B}(?:keep|rakh\\s*(?:lo|lena|lijiye|sakte)|rakh\\p{L}*)${E}|रख\\s*(?:लो|लेना|लें|लीजिए|सकते)|रखना|रखकर)`;
const CUT = `(?:(?:₹|rs\\.?|\\$)\\s*\\d[\\d,]*|${B}\\d[\\d,]*\\s*(?:rs|rupees|rupaye|rupay|%|percent)${E}|\\d[\\d,]*\\s*(?:रुपये|रुपए|%)|\\d+\\s*%)`;

/** The worker's own papers or name ("on your Aadhaar", "apne naam pe", "अपने आधार पर"). */
const OWN_ID = `(?:${B}(?:on|in|with|using|use|under)\\s+your\\s+(?:own\\s+)?(?:aadhaa?r|aadhar|name|id|pan|ssn|documents?|papers?)${E}|${B}(?:apne|apni|aapke|aapki|apke|apki|tumhare|tumhari|khud\\s*ke|khud\\s*ki)\\s*(?:aadhaa?r|aadhar|adhar|naam|name|pan|id|documents?)\\s*(?:card\\s*)?(?:pe|par|pr|se|me|mein)${E}|(?:अपने|अपनी|आपके|आपकी|तुम्हारे|तुम्हारी|ख़ुद\\s*के|खुद\\s*के|खुद\\s*की)\\s*(?:आधार|नाम|पैन|आईडी|दस्तावेज़?|डॉक्यूमेंट)\\s*(?:कार्ड\\s*)?(?:पर|पे|से|में))`;
/** What can be taken out on somebody's papers: a SIM, an account, a card, a connection, a loan. */
const ITEM = `(?:${B}(?:sims?|sim\\s*cards?|accounts?|bank\\s*accounts?|khate|khata|cards?|connections?|numbers?|loans?)${E}|सिम|खाते|खाता|अकाउंट|कार्ड|कनेक्शन|नंबर|लोन)`;
/** Handed to the poster, or paid for by the piece ("हमें दें", "hume de do", "hand them over", "हर सिम का"). */
const TO_US = `(?:${B}(?:(?:give|hand|pass|send|sell)\\s+(?:it\\s+|them\\s+)?(?:over\\s+)?(?:to\\s+)?(?:us|me|our\\s+\\p{L}+)|hand\\s+(?:it|them)\\s+over|(?:hume|humein|hamein|hame|hamko|humko|mujhe|muje|company\\s*ko|(?:hamare|hamari|humare|humari)\\s*(?:aadmi|bande|agent|team|office)\\s*ko)\\s*(?:de\\s*(?:do|dijiye|dena|de)|dedo|dena|dein|de|saunp\\p{L}*))${E}|(?:हमें|हमको|मुझे|कंपनी\\s*को|(?:हमारे|हमारी)\\s*(?:आदमी|एजेंट|टीम|ऑफिस|बंदे)\\s*को)\\s*(?:${HI_GIVE}|दो${HE}|सौंप[\\p{L}\\p{M}]*|पहुं?चा[\\p{L}\\p{M}]*)|${B}(?:per|each|every|har)\\s+(?:sim|account|khate|khata|card)${E}|(?:हर|प्रति)\\s*(?:सिम|खाते|खाता|अकाउंट|कार्ड))`;

/** An amount of 100 or more put in ("₹10,000 लगाकर", "5000 laga ke", "invest $500", "₹2,000 निवेश करके"). */
const STAKE = `(?:(?:₹|rs\\.?|\\$|रु\\.?)\\s*[1-9][\\d,]{2,}|${B}[1-9][\\d,]{2,}\\s*(?:rs|rupees?|rupay[ea]?|रुपये|रुपए)?${E}|${B}\\d+\\s*(?:hazaa?r|hajar|k|lakh|हज़ार|हजार|लाख)${E})`;
const PUT_IN = `(?:लगा[\\p{L}\\p{M}]*|निवेश[\\p{L}\\p{M}]*|इन्वेस्ट[\\p{L}\\p{M}]*|जमा\\s*(?:कर|करके|करने|करो|करें)${HE}|${B}(?:laga\\p{L}*|invest\\p{L}*|nivesh\\p{L}*|put\\s+in|jama\\s*kar\\p{L}*)${E})`;
/** A return that comes every day, week or month, or a profit named. */
const PERIOD = `(?:हर\\s*(?:दिन|रोज़?|हफ्ते|हफ़्ते|महीने)|रोज़|रोज|रोजाना|रोज़ाना|प्रतिदिन|${B}(?:daily|every\\s+(?:day|week|month)|per\\s+(?:day|week|month)|a\\s+day|roz|rozana|har\\s+(?:din|hafte|mahine))${E})`;
const RETURN = `(?:${PERIOD}[^.!?।\\n]{0,25}?(?:₹|rs\\.?|\\$|रु\\.?|\\d+\\s*%)|(?:₹|rs\\.?|\\$)\\s*\\d[\\d,]*[^.!?।\\n]{0,12}?${PERIOD}|मुनाफ़?ा|रिटर्न|ब्याज|दोगुना|डबल|${B}(?:profits?|returns?|interest|double|munafa|dugna|doguna)${E})`;

export const ERRAND_PATTERNS: readonly ScamPattern[] = [
  // Goods received at the worker's home and sent on under new labels (reshipping), in any order of the
  // three: a parcel word and a home or own address within reach of a relabel ("relabel the boxes that come
  // to your address", "ghar pe parcel aayenge, label badal ke courier karna", "घर पर आए पार्सल पर नया लेबल").
  {
    signal: 'easy_money',
    weight: 5,
    pattern: p(
      `${RELABEL}(?:(?<=${HOME}[^]{0,280}?)|(?=[^]{0,250}?${HOME}))(?:(?<=${PARCEL}[^]{0,300}?)|(?=[^]{0,250}?${PARCEL}))`,
    ),
  },
  // Money arriving in the worker's account, then taken out and handed on, sent on to another account, or
  // kept in part (a money mule): "money will come in your account ... withdraw it and deposit it into the
  // account I send you", "खाते में पैसे आएंगे, निकालकर हमारे आदमी को दे देने हैं", "account me paise
  // aayenge, aage transfer kar dena, 10% aap rakh lena". Not wages paid in and withdrawn at an ATM (no word
  // for wages within 50 characters of the account).
  {
    signal: 'easy_money',
    weight: 5,
    pattern: p(
      `${ACCOUNT}(?:(?=[^\\n]{0,60}?${ARRIVES})|(?<=${ARRIVES_BEFORE}[^\\n]{0,50}?))(?<!${WAGES}[^\\n]{0,50}?)(?![^\\n]{0,50}?${WAGES})[^]{0,250}?(?:${WITHDRAW}[^\\n]{0,80}?${HAND_ON}|${ONWARD}|${KEEP}[^.!?।\\n]{0,30}?${CUT}|${CUT}[^.!?।\\n]{0,25}?${KEEP})`,
    ),
  },
  // A SIM, account or card taken out on the worker's papers or name and handed to the poster or paid for by
  // the piece: "अपने आधार पर नए सिम निकलवाकर हमें दें", "apne naam pe account khulwa ke hume de do", "get SIM
  // cards on your Aadhaar and hand them over, ₹500 each SIM". Not an account in one's name for the salary.
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `${ITEM}(?:(?<=${OWN_ID}[^.!?।\\n]{0,80}?)|(?=[^.!?।\\n]{0,40}?${OWN_ID}))[^]{0,150}?${TO_US}`,
    ),
  },
  // Money put in for a return every day or a profit, in any verb form and either order: "₹10,000 लगाकर
  // ... हर दिन ₹1,000", "5000 laga ke roz 500", "invest ₹2,000, earn ₹200 daily", "रोज़ ₹500, बस ₹5,000
  // निवेश करके". Not a fare spent on the way, not wages.
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `${STAKE}\\s*(?:[\\p{L}\\p{M}]+\\s+){0,2}?${PUT_IN}${NOT_FARE}(?:(?=(?:(?!${WAGES})[^]){0,140}?${RETURN})|(?<=${RETURN}(?:(?!${WAGES})[^]){0,140}?))|${B}(?:invest\\p{L}*|put\\s+in|nivesh)\\s+(?:just\\s+|only\\s+)?(?:₹|rs\\.?|\\$)\\s*\\d(?=(?:(?!${WAGES})[^]){0,140}?${RETURN})`,
    ),
  },
  // A scheme whose return grows with what is put in, or a daily profit named with "की / का" between
  // ("जितना ज़्यादा निवेश, उतना ज़्यादा फ़ायदा", "roz ka munafa", "daily ka profit"); not "रोज़ की कमाई" (a day's
  // wages).
  {
    signal: 'easy_money',
    weight: 3,
    pattern: p(
      `(?:जितना|जितने|जितनी|${B}(?:jitna|jitne|jitni|the\\s+more(?:\\s+you)?)${E})[^.!?।\\n]{0,30}?(?:निवेश|इन्वेस्ट|${B}(?:invest\\p{L}*|nivesh)${E})|(?:रोज़|रोज|रोजाना|हर\\s*दिन|दैनिक|पक्का)\\s*(?:की|का|के)\\s*(?:मुनाफ़?ा|प्रॉफिट|लाभ|रिटर्न)|${B}(?:roz|rozana|daily|har\\s*din)\\s*(?:ki|ka|ke)\\s*(?:munafa|profit|return)${E}`,
    ),
  },
];

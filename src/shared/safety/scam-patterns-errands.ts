/**
 * The scam detector's patterns for errands for fraud (issue #25): the worker's account, SIM, papers or
 * address used to move money or goods for somebody else, and money put in for a return. Each mechanic is
 * written by its parts (who receives what, where, and where it goes next), in English, Devanagari and Roman
 * Hindi, so that a sentence may put them in any order and any verb form. Data only, part of the table in
 * scam-patterns.ts.
 */

import { B, E, gate, HE, HI_DUTY, HI_GIVE, MONEY, NOT_FARE, p } from './scam-pattern-parts';
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
/**
 * Somebody else the item is handed to (issue #25, twelfth round): the owner, the seth, the shopkeeper, the
 * contractor ("दुकान मालिक को देना होगा", "seth ko de dena", "hand it over to the shop owner"); not a number,
 * a copy or details given ("नंबर मालिक को दे देना").
 */
const OTHERS_HI = `(?:मालिक|सेठ|दुकानदार|ठेकेदार|मैनेजर|एजेंट)(?:\\s*जी)?`;
const OTHERS_ROMAN = `(?:malik|maalik|seth|dukandar|dukaandar|thekedar|owner|manager|agent)(?:\\s*ji)?`;
const NOT_DETAILS = `(?<!(?:number|nambar|details?|copy|photo|नंबर|डिटेल्स?|कॉपी|फोटो)\\s*(?:[\\p{L}\\p{M}]+\\s*)?)`;
/** Handed to the poster or to anyone else, or paid for by the piece ("हमें दें", "hume de do", "hand them over", "मालिक को देना होगा", "हर सिम का"). */
const TO_US = `(?:${B}(?:(?:give|gives|given|hand|handed|pass|passed|send|sent|sell|sold)\\s+(?:it\\s+|them\\s+)?(?:over\\s+)?(?:to\\s+)?(?:us|me|our\\s+\\p{L}+|(?:the|my|his|her|their)\\s+(?:\\p{L}+\\s+)?(?:owner|boss|seth|malik|company|contractor|agent|manager))|hand\\s+(?:it|them)\\s+over|(?:hume|humein|hamein|hame|hamko|humko|mujhe|muje|company\\s*ko|(?:hamare|hamari|humare|humari)\\s*(?:aadmi|bande|agent|team|office)\\s*ko)\\s*(?:de\\s*(?:do|dijiye|dena|de)|dedo|dena|dein|de|saunp\\p{L}*))${E}|${B}(?=${OTHERS_ROMAN})${NOT_DETAILS}${OTHERS_ROMAN}\\s*(?:ko\\s*(?:de\\s*(?:do|dijiye|dena|dene|deni|de)|dedo|dena|dene|deni|dein|saunp\\p{L}*|jama\\s*kar\\p{L}*|handover\\s*kar\\p{L}*)|ke\\s*hawale\\s*kar\\p{L}*)${E}|(?:हमें|हमको|मुझे|कंपनी\\s*को|(?:हमारे|हमारी)\\s*(?:आदमी|एजेंट|टीम|ऑफिस|बंदे)\\s*को)\\s*(?:${HI_GIVE}|दो${HE}|सौंप[\\p{L}\\p{M}]*|पहुं?चा[\\p{L}\\p{M}]*)|(?=${OTHERS_HI})${NOT_DETAILS}${OTHERS_HI}\\s*(?:को\\s*(?:${HI_GIVE}|दो${HE}|सौंप[\\p{L}\\p{M}]*|पहुं?चा[\\p{L}\\p{M}]*|जमा\\s*कर[\\p{L}\\p{M}]*)|के\\s*हवाले\\s*कर[\\p{L}\\p{M}]*)|${B}(?:per|each|every|har)\\s+(?:sim|account|khate|khata|card)${E}|(?:हर|प्रति)\\s*(?:सिम|खाते|खाता|अकाउंट|कार्ड))`;

/**
 * An account, SIM, card or UPI id rented out (issue #25, twelfth round): rent or a monthly sum for its use
 * ("हर महीने ₹5000 किराया मिलेगा", "khata kiraye pe do", "₹3,000 a month for the use of your account"). Rent
 * of a room, a house, a shop or a vehicle is not the item's ("कमरे का किराया", "room rent", "rent for the bike").
 */
const RENTED = `(?:${B}(?:accounts?|khata|khaata|khate|sims?|sim\\s*cards?|upi(?:\\s*ids?)?|passbooks?|atm\\s*cards?|debit\\s*cards?)${E}|खाता|खाते|अकाउंट|सिम|यूपीआई|पासबुक|एटीएम|डेबिट\\s*कार्ड)`;
const HOUSING = `(?:${B}(?:rooms?|kamra|kamre|ghar|house|home|flat|pg|hostel|accommodation|stay|rehne|makaan|makan|shop|dukan|dukaan|counter|vehicle|bike|car|cab|auto|rickshaw|cycle|scooty|scooter|gaadi|gadi|truck|tempo|cart|thela|godown|space|place|equipment|tools?|machine)${E}|कमरा|कमरे|कमरों|घर|मकान|फ्लैट|दुकान|गाड़ी|गाडी|बाइक|ऑटो|रिक्शा|साइकिल|ठेला|गोदाम|रहने|हॉस्टल|पीजी|जगह|मशीन)`;
const RENT_WORD = `(?:${B}(?:rent|rental|kiraya|kiraye|kiraaya|kiraaye|bhada|bhaada)${E}|किराया|किराए|किराये|भाड़ा)`;
// The word first (a cheap test at each position), then the look back for a room or a vehicle.
const RENT = `(?=${RENT_WORD})(?<!${HOUSING}[^.!?।\\n]{0,25}?)${RENT_WORD}(?![^.!?।\\n]{0,20}?${HOUSING})`;
const FOR_USE = `(?:${B}for\\s+(?:the\\s+)?(?:use\\s+of|using)\\s+your\\s+(?:spare\\s+|bank\\s+|old\\s+)?(?:accounts?|sims?|sim\\s*cards?|debit\\s*cards?|atm\\s*cards?|cards?|upi(?:\\s*ids?)?)${E}|${B}(?:account|khata|khate|sim|card|upi)\\s*(?:ke|ka|ki)\\s*(?:use|istemal|istemaal|upyog)\\s*(?:ke|ka|ki)\\s*(?:badle|paise|rs|₹|\\d)|(?:खाते|खाता|सिम|कार्ड|यूपीआई|अकाउंट)\\s*(?:के|का|की)\\s*(?:इस्तेमाल|उपयोग|यूज़?)\\s*(?:के|का|की)\\s*(?:बदले|पैसे|₹|\\d))`;

/** An amount of 100 or more put in ("₹10,000 लगाकर", "5000 laga ke", "invest $500", "₹2,000 निवेश करके"). */
const STAKE = `(?:(?:₹|rs\\.?|\\$|रु\\.?)\\s*[1-9][\\d,]{2,}|${B}[1-9][\\d,]{2,}\\s*(?:rs|rupees?|rupay[ea]?|रुपये|रुपए)?${E}|${B}\\d+\\s*(?:hazaa?r|hajar|k|lakh|हज़ार|हजार|लाख)${E})`;
const PUT_IN = `(?:लगा[\\p{L}\\p{M}]*|निवेश[\\p{L}\\p{M}]*|इन्वेस्ट[\\p{L}\\p{M}]*|जमा\\s*(?:कर|करके|करने|करो|करें)${HE}|${B}(?:laga\\p{L}*|invest\\p{L}*|nivesh\\p{L}*|put\\s+in|jama\\s*kar\\p{L}*)${E})`;
/** A return that comes every day, week or month, or a profit named. */
const PERIOD = `(?:हर\\s*(?:दिन|रोज़?|हफ्ते|हफ़्ते|महीने)|रोज़|रोज|रोजाना|रोज़ाना|प्रतिदिन|${B}(?:daily|every\\s+(?:day|week|month)|per\\s+(?:day|week|month)|a\\s+day|roz|rozana|har\\s+(?:din|hafte|mahine))${E})`;
const RETURN = `(?:${PERIOD}[^.!?।\\n]{0,25}?(?:₹|rs\\.?|\\$|रु\\.?|\\d+\\s*%)|(?:₹|rs\\.?|\\$)\\s*\\d[\\d,]*[^.!?।\\n]{0,12}?${PERIOD}|मुनाफ़?ा|रिटर्न|ब्याज|दोगुना|डबल|${B}(?:profits?|returns?|interest|double|munafa|dugna|doguna)${E})`;

/**
 * Issue #25, eleventh round. A recharge, top-up or balance put into an account, wallet or app by the
 * worker ("अकाउंट में पहले रिचार्ज डालना होता है", "recharge karna padta hai", "top up your wallet"), in any
 * form of the verb, not a customer's recharge at a shop ("ग्राहकों का रिचार्ज", "customers ka recharge").
 */
const RECHARGE = `(?:${B}(?:recharge|re-charge|top[-\\s]?up|reload)${E}|रिचार्ज|टॉप[-\\s]?अप|टॉपअप)(?<!(?:${B}(?:customers?|clients?|grahak\\p{L}*|logon|logo)(?:'s)?|ग्राहक[\\p{L}\\p{M}]*|कस्टमर[\\p{L}\\p{M}]*|लोगों)\\s*(?:(?:ka|ke|ki|का|के|की)\\s*)?(?:(?:mobile|phone|dth|मोबाइल|फोन|फ़ोन|डीटीएच)\\s*)?[\\p{L}\\p{M}]+(?:[-\\s][\\p{L}\\p{M}]+)?)`;
/** Put in, owed or asked: "डालना होता है", "करना पड़ेगा", "कराना है", "करो", "करोगे तो", "karna padta hai", "dalo". */
const PUT = `(?:(?:डाल|भर|कर|करा|करवा)(?:ना|नी|ने)${HE}\\s*(?:होता|होती|होते${HE}|${HI_DUTY})|(?:डाल|भर|कर|करा|करवा)(?:ो|ें|िए|िये|ोगे|ोगी)${HE}|(?:डाल|भर|कर|करा)\\s*(?:दो|दें|दीजिए|दीजिये|देना)${HE}|${B}(?:(?:dal|daal|bhar|kar|kara|karwa)(?:na|ni|ne)\\s*(?:padta|padti|padte|padega|padegi|hota|hoti|hai|hain|hoga|hogi|honge|zaroori|zaruri|jaruri)|dalo|daalo|bharo|karo|karein|kariye|kijiye|karoge|karogi|(?:dal|daal|bhar|kar)\\s*(?:do|dena|dijiye))${E})`;
/** English, after the word: "top up your wallet", "recharge the app account". */
const PUT_EN = `\\s+(?:your|the|this|an?)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:accounts?|wallets?|app|id|balance)${E}`;
/** English, put in by the worker (not "we add ₹50 to your wallet"): "add ₹500 as a recharge", "load money into the app". */
const ADD_EN = `(?<!(?:we|i|company|employer|will|they)\\s+)${B}(?:add|put|load)\\s+(?:(?:${MONEY}\\s*\\d[\\d,]*|some\\s+money|money|funds)\\s+)?(?:(?:as\\s+(?:a\\s+)?)?(?:recharge|top[-\\s]?up|balance)|(?:to|into|in)\\s+(?:your|the)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:accounts?|wallets?|app|id))${E}`;
/**
 * Returned with a gain: a bonus, commission, profit or interest ("बोनस के साथ वापस", "कमीशन", "मुनाफ़ा",
 * "wapas milega bonus ke saath", "back with 30% commission"), or an amount coming back ("1500 वापस आएंगे").
 */
const GAIN = `(?:बोनस|कमीशन|मुनाफ़?[ाे]|प्रॉफिट|प्रोफिट|ब्याज|दोगुना|डबल|${B}(?:bonus|commission|profits?|munafa|interest|cash\\s*back|double|doguna|dugna)${E}|${B}\\d[\\d,]*\\s*(?:रुपये|रुपए|rs|rupees?|rupaye)?\\s*(?:वापस|${B}(?:wapas|vapas|back)${E}))`;

/**
 * The fake cheque for setting up (issue #25, eleventh round): a cheque or check for onboarding, equipment
 * or supplies sent to the worker ("he will send your onboarding check", "a cheque for your home-office
 * equipment", "equipment ka cheque", "सामान के लिए चेक"), not an equipment check (an inspection).
 */
const SETUP = `(?:onboarding|equipment|supplies|supply|set-?up|start-?up|home[-\\s]*office|office\\s+(?:supplies|equipment|setup)|workstation|laptop|software|gear|devices?)`;
const SETUP_CHEQUE = `(?:${B}(?:checks?|cheques?|chek)${E}|चेक)(?:(?<=${B}(?:send|sends|sending|sent|mail|mails|mailed|mailing|courier|receive|deposit|cash|issue|issued|issues)\\s+(?:you\\s+)?(?:(?:your|an|a|the|our)\\s+)?${SETUP}\\s+\\p{L}+)|(?<=${B}${SETUP}\\s+cheques?)|(?<=${B}(?:equipment|saman|samaan|supplies|laptop|onboarding)\\s*(?:ka|ke|ki|ke\\s*liye)\\s*\\p{L}+)|(?<=(?:सामान|उपकरण|इक्विपमेंट|लैपटॉप|ऑनबोर्डिंग)\\s*(?:का|के|की|के\\s*लिए)\\s*चेक)|(?=\\s+(?:of\\s+|for\\s+)?(?:${MONEY}\\s*\\d[\\d,]*\\s+)?(?:for|to\\s+(?:buy|purchase|cover|get|pay\\s+for))\\s+(?:(?:the|your|our|some)\\s+)?(?:[\\p{L}-]+\\s+)?${SETUP}${E}))`;
/** A cheque deposited: "deposit the check", "cheque jama karke", "चेक जमा करके". */
const CHEQUE_DEPOSITED = `(?:${B}(?:checks?|cheques?|chek)${E}|चेक)(?:(?=[^.!?।\\n]{0,60}?(?:${B}(?:deposit\\p{L}*|cash\\s+it|mobile\\s+deposit|jama)${E}|जमा))|(?<=(?:${B}(?:deposit\\p{L}*|cash|jama)${E}|जमा)[^.!?।\\n]{0,40}?))`;
/** Then a vendor or supplier paid, or goods bought from the poster's vendor. */
const VENDOR_PAID = `(?:${B}(?:pay|paying|send|sending|transfer|wire|zelle|buy|purchase|order)\\p{L}*${E}[^.!?।\\n]{0,60}?${B}(?:vendors?|suppliers?|sellers?|merchants?|providers?)${E}|${B}(?:vendors?|suppliers?|merchants?)${E}[^.!?।\\n]{0,40}?(?:${B}(?:ko|se|pay\\p{L}*|payment|bhej\\p{L}*|send|transfer|kharid\\p{L}*|khareed\\p{L}*|buy)${E}|को|से)|वेंडर|सप्लायर|विक्रेता)`;
/**
 * A hiring manager, HR or recruiter who interviews or onboards only by chat on a messenger ("our hiring
 * manager handles everything on WhatsApp", "the interview is on Telegram chat", "HR WhatsApp pe interview
 * lega", "एचआर टेलीग्राम पर इंटरव्यू लेंगे").
 */
const MESSENGER_APP = `(?:${B}(?:whats\\s*app|whatsapp|watsapp|telegram|signal|wickr|google\\s*(?:chat|hangouts)|hangouts|teams\\s+chat|text\\s+chat)${E}|व्हाट्स\\s*एप|व्हाट्सएप|व्हाट्सऐप|टेलीग्राम|टेलिग्राम)`;
const RECRUITER = `(?:${B}(?:hiring\\s+(?:manager|team|officer)|hr(?:\\s+(?:manager|team|department|executive))?|recruiters?|recruitment\\s+(?:officer|manager|team)|onboarding\\s+(?:team|officer|manager)|interviews?|interviewer|onboarding)${E}|एचआर|इंटरव्यू|भर्ती\\s*(?:अधिकारी|टीम))`;
/** A money or cheque step in the same exchange: a cheque, a deposit, a fee, a vendor, something to buy. */
const MONEY_STEP = `(?:${B}(?:checks?|cheques?|chek|deposit\\p{L}*|fees?|vendors?|suppliers?|buy|purchase|kharid\\p{L}*|pay\\s+(?:for|the|a|us)|send\\s+(?:money|payment|funds))${E}|चेक|जमा|फीस|शुल्क|वेंडर|खरीद)`;

/**
 * Issue #25, fourteenth round: the worker's name lent for a SIM or a loan that somebody else uses ("आपके नाम
 * का एक सिम चाहिए", "5,000 ka loan apne naam pe lo", "take out a phone plan / loan in your name for us").
 */
const IN_YOUR_NAME = `(?:${B}(?:(?:in|under|on)\\s+your\\s+(?:own\\s+)?name|(?:aapke|apke|apne|apni|tumhare|tere)\\s*naam)${E}|(?:आपके|अपने|तुम्हारे|तेरे)\\s*नाम)`;
const LENT = `(?:${B}(?:sims?|sim\\s*cards?|mobile\\s+connections?|phone\\s+(?:plans?|lines?|connections?)|loans?|emi|credit\\s+cards?|finance)${E}|सिम|लोन|कर्ज़|कर्ज|ऋण|क्रेडिट\\s*कार्ड)`;
/**
 * Not the worker's own phone, which carries a SIM in their name ("अपने नाम की सिम वाला फोन लाना", "a phone
 * with a SIM in your name", "apne naam ki sim wala phone").
 */
const OWN_PHONE = `(?<!${B}(?:phone|mobile|handset)\\s+(?:with|having)\\s+(?:a\\s+|an\\s+|the\\s+)?(?:active\\s+|working\\s+)?)`;
const NOT_OWN_PHONE = `(?![^.!?।\\n]{0,30}?(?:${B}(?:wala|wali|vala|waala)\\s*(?:phone|mobile|fone)${E}|वाला\\s*(?:फोन|फ़ोन|मोबाइल)|वाली\\s*(?:फोन|फ़ोन|मोबाइल)))`;
/**
 * Fourteenth round: money passed on through the worker's account, a cut kept ("forward them to us and keep $50
 * each time", "baaki aage bhej do, 500 aap rakh lo", "₹500 रख लेना, बाकी हमें भेज देना").
 */
const PASS_ON = `(?:(?:${B}(?:forward|send|transfer|pass|wire)\\s+(?:them|it|that|those|the\\s+(?:money|payments?|rest|balance|remaining|amount|funds))\\s+(?:on\\s+|back\\s+|along\\s+)?(?:to\\s+(?:us|me|our|the|my|him|her|them))?|(?:baaki|baki|baaqi|bacha\\s*hua)?\\s*(?:aage|wapas|vapas|humko|hume|hamein|humein|company\\s*ko)\\s*(?:bhej|transfer\\s*kar|forward\\s*kar)\\p{L}*)${E}|(?:बाकी|बाक़ी|आगे|वापस|हमें|हमको|कंपनी\\s*को)\\s*(?:भेज|ट्रांसफर\\s*कर|फॉरवर्ड\\s*कर)[\\p{L}\\p{M}]*)`;
const KEEP_CUT = `(?:${B}keep\\s+(?:${MONEY}\\s*)?\\d[\\d,]*|${B}(?:${MONEY}\\s*)?\\d[\\d,]*\\s*(?:rs|rupay\\p{L}*|rupees?)?\\s*(?:aap|tum|apne\\s*paas|khud)?\\s*(?:rakh|rakho|rakhna|rakh\\s*lo|rakh\\s*lena|rakhiye)${E}|(?:${MONEY}|रु\\.?)?\\s*\\d[\\d,]*\\s*(?:रुपये|रुपए)?\\s*(?:आप|तुम|अपने\\s*पास|खुद)?\\s*रख\\s*(?:लो|लेना|लें|लीजिए|लीजिये|सकते))`;

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
    gate: gate('label|re-?ship|re-?pack|courier|लेबल|स्टिकर|पर्ची|कूरियर|कुरियर'),
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
    gate: gate(
      `^(?=[^]*?(?:account|a\\/c|bank|khat|khaat|upi|wallet|paytm|phonepe|gpay|cash\\s*app|venmo|zelle|खाते|खाता|अकाउंट|एकाउंट|बैंक|यूपीआई|वॉलेट|पेटीएम|फोनपे))(?=[^]*?(?:withdraw|cash|take|nikal|nikaal|निकाल|transfer|send|move|forward|deposit|wire|pass|aage|dusre|doosre|आगे|दूसरे|हमारे|keep|rakh|रख))`,
    ),
  },
  // A SIM, account or card taken out on the worker's papers or name and handed to the poster or paid for by
  // the piece: "अपने आधार पर नए सिम निकलवाकर हमें दें", "apne naam pe account khulwa ke hume de do", "get SIM
  // cards on your Aadhaar and hand them over, ₹500 each SIM"; twelfth round: to anyone else as well ("आपके
  // नाम से खाता और सिम निकलवाकर दुकान मालिक को देना होगा", "apne naam se SIM le ke seth ko de dena", "open an
  // account in your name and hand it over to the shop owner"). Not an account in one's name for the salary
  // (no word for wages beside the item), nor a phone number or a copy given to the owner.
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(
      `(?=${ITEM})(?<!${WAGES}[^.!?।\\n]{0,20}?)${ITEM}(?![^.!?।\\n]{0,30}?${WAGES})(?:(?<=${OWN_ID}[^.!?।\\n]{0,80}?)|(?=[^.!?।\\n]{0,40}?${OWN_ID}))[^]{0,150}?${TO_US}`,
    ),
    gate: gate(
      `^(?=[^]*?(?:your|apne|apni|aapke|aapki|apke|apki|tumhare|tumhari|khud|अपने|अपनी|आपके|आपकी|तुम्हारे|तुम्हारी|ख़ुद|खुद))(?=[^]*?(?:aadha|aadhar|adhar|naam|name|id|pan|ssn|document|paper|आधार|नाम|पैन|आईडी|दस्तावे|डॉक्यूमेंट))`,
    ),
  },
  // Twelfth round: an account, SIM or UPI id rented out, the rent within a few sentences after it or just
  // before it ("खाता और सिम ... हर महीने ₹5000 किराया मिलेगा", "kiraye pe apna account do", "rent out your
  // SIM"), or a sum for its use ("₹3,000 a month for the use of your account", "khate ke istemal ke ₹2000").
  {
    signal: 'bank_secret',
    weight: 5,
    pattern: p(`${RENTED}[^]{0,200}?${RENT}|${RENT}[^.!?।\\n]{0,40}?${RENTED}|${FOR_USE}`),
    gate: gate(
      `^(?=[^]*?(?:(?<![a-z])rent|kiray|kiraay|bhada|bhaada|किराय|किराए|किराया|भाड़ा|use\\s+of\\s+your|using\\s+your|(?:ke|ka|ki)\\s*use|istemal|istemaal|upyog|इस्तेमाल|उपयोग|यूज))(?=[^]*?(?:account|khat|khaat|sim|upi|passbook|card|खात|अकाउंट|सिम|यूपीआई|पासबुक|एटीएम|कार्ड))`,
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
    gate: gate(`^(?=[^]*?(?:लगा|निवेश|इन्वेस्ट|जमा|laga|invest|nivesh|put\\s+in|jama))(?=[^]*?\\d)`),
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
  // Issue #25, eleventh round. A recharge or top-up the worker puts into an account, wallet or app, then
  // returned with a bonus, commission or profit, in either order within a few sentences: "अकाउंट में पहले
  // रिचार्ज डालना होता है, बोनस के साथ वापस", "recharge karna padta hai, wapas milega bonus ke saath", "top up
  // your wallet with ₹500 first; it comes back with 30% commission". Not a customer's recharge at a shop,
  // nor a recharge allowance the employer gives (no put, owed or asked).
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:${RECHARGE}(?:[^.!?।\\n]{0,30}?${PUT}|${PUT_EN})|${ADD_EN})(?:(?=[^]{0,200}?${GAIN})|(?<=${GAIN}[^]{0,200}?))`,
    ),
    gate: gate(
      `^(?=[^]*?(?:recharge|re-charge|top[-\\s]?up|reload|रिचार्ज|टॉप|add|put|load))(?=[^]*?(?:बोनस|कमीशन|मुनाफ|प्रॉफिट|प्रोफिट|ब्याज|दोगुना|डबल|वापस|bonus|commission|profit|munafa|interest|cash\\s*back|double|doguna|dugna|wapas|vapas|back))`,
    ),
  },
  // A cheque deposited, then a vendor or supplier paid, either order within a few sentences: the fake
  // cheque for equipment ("deposit the check and buy the laptop from our vendor", "cheque jama karke vendor
  // ko payment karna", "चेक जमा करके सामान हमारे वेंडर से खरीदना").
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(`${CHEQUE_DEPOSITED}(?:(?=[^]{0,250}?${VENDOR_PAID})|(?<=${VENDOR_PAID}[^]{0,250}?))`),
    gate: gate(
      `^(?=[^]*?(?:check|cheque|chek|चेक))(?=[^]*?(?:vendor|supplier|seller|merchant|provider|वेंडर|सप्लायर|विक्रेता))`,
    ),
  },
  // A cheque for onboarding, equipment or supplies sent to the worker: warns on its own.
  { signal: 'payment_request', weight: 3, pattern: p(SETUP_CHEQUE), gate: gate('check|cheque|chek|चेक') },
  // A hiring manager, HR or interview on a messenger only, with a cheque, deposit, fee or purchase in the
  // same exchange ("our hiring manager handles everything on WhatsApp ... your onboarding check"); a
  // messenger mentioned alone weighs 2 (scam-patterns.ts).
  {
    signal: 'messenger',
    weight: 3,
    pattern: p(
      `${MESSENGER_APP}(?:(?<=${RECRUITER}[^.!?।\\n]{0,75}?)|(?=[^.!?।\\n]{0,40}?${RECRUITER}))(?:(?=[^]{0,250}?${MONEY_STEP})|(?<=${MONEY_STEP}[^]{0,250}?))`,
    ),
    gate: gate(
      `^(?=[^]*?(?:whats|watsapp|telegram|signal|wickr|google|hangouts|teams|text\\s+chat|व्हाट्स|टेलीग्राम|टेलिग्राम))(?=[^]*?(?:check|cheque|chek|deposit|fee|vendor|supplier|buy|purchase|kharid|pay|send|चेक|जमा|फीस|शुल्क|वेंडर|खरीद))`,
    ),
  },
  // A SIM or a loan in the worker's name, for somebody else (fourteenth round).
  {
    signal: 'easy_money',
    weight: 5,
    pattern: p(
      `${OWN_PHONE}${LENT}[^.!?।\\n]{0,40}?${IN_YOUR_NAME}${NOT_OWN_PHONE}|${IN_YOUR_NAME}[^.!?।\\n]{0,30}?${LENT}${NOT_OWN_PHONE}`,
    ),
    gate: gate(
      '^(?=[^]*?(?:name|naam|नाम))(?=[^]*?(?:sim|connection|plan|line|loan|emi|credit|finance|सिम|लोन|कर्ज|ऋण|क्रेडिट))',
    ),
  },
  // Money passed on through the worker's account, a cut kept (fourteenth round).
  {
    signal: 'easy_money',
    weight: 5,
    pattern: p(`${PASS_ON}[^.!?।\\n]{0,40}?${KEEP_CUT}|${KEEP_CUT}[^.!?।\\n]{0,40}?${PASS_ON}`),
    gate: gate('^(?=[^]*?(?:keep|rakh|रख))(?=[^]*?\\d)'),
  },
];

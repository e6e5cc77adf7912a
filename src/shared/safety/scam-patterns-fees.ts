/**
 * The scam detector's patterns for fees and orders to pay in the forms Hindi gives them (issue #25, tenth
 * round): what the fee is for, the amount and the verb may come in any order and any ending ("रजिस्ट्रेशन के
 * लिए ₹500", "फीस ₹2,200", "₹500 जमा करने होंगे", "एडवांस ₹3000 भेजें"), with their Roman Hindi and English
 * counterparts. Data only, part of the table in scam-patterns.ts; scam-context.ts excuses the employer
 * paying ("कंपनी देगी", "हम भरेंगे") and reassurances ("कोई फीस नहीं").
 */

import { AMOUNT, B, E, gate, HE, HI_DUTY, HI_NOT, HI_PAY, MONEY, p } from './scam-pattern-parts';
import type { ScamPattern } from './scam-types';

/** What a fee is charged for, in Devanagari. */
const HI_TOPIC = `(?:रजिस्ट्रेशन|रजिस्ट्रेसन|पंजीकरण|पंजीयन|जॉइनिंग|ज्वाइनिंग|जोइनिंग|किट|वर्दी|यूनिफॉर्म|यूनिफार्म|ड्रेस|आईडी\\s*कार्ड|आई\\s*कार्ड|पहचान\\s*पत्र|बैज|वेरिफिकेशन|वेरीफिकेशन|सत्यापन|मेडिकल|मेडिकल\\s*(?:टेस्ट|जांच|जाँच)|गेट\\s*पास|ट्रेनिंग|प्रशिक्षण|फॉर्म|फार्म|फाइल|प्रोसेसिंग|वीज़ा|वीजा|केवाईसी|दस्तावेज़|दस्तावेज|डॉक्यूमेंट|इंटरव्यू|एक्टिवेशन|सर्टिफिकेट|प्रमाणपत्र|कोर्स|लाइसेंस|बुकिंग|स्लॉट|टोकन|सदस्यता|मेंबरशिप|आवेदन|परमिट|(?:आधार|पैन)\\s*(?:कार्ड\\s*)?(?:लिंक|अपडेट|वेरिफाई|चेक))`;
/** ... and in Roman Hindi and English. */
const TOPIC = `(?:registration|registartion|registrasan|joining|uniform|vardi|kit|id\\s*card|i\\s*card|badge|verification|verifikesan|police\\s*verification|medical(?:\\s*test)?|gate\\s*pass|training|form|file|processing|visa|kyc|documents?|documentation|interview|activation|certificate|course|licen[cs]e|booking|slot|token|membership|application|permit|(?:aadhaa?r|aadhar|pan)\\s*(?:card\\s*)?(?:link|update|verify|check))`;
/** Not the worker's pay, an allowance or a bonus ("₹500 रोज़", "₹200 भत्ता मिलेगा", "₹2000 joining bonus"). */
const NOT_PAY = `(?![\\d,.]*\\s*(?:\\/|-\\s*)?(?:(?:का|की|के|ka|ki|ke|of)\\s*)?(?:रोज|रोज़|प्रति|प्रतिदिन|हर|दिन|भत्ता|भत्ते|मिलेगा|मिलेंगे|मिलेगी|वजीफा|स्टाइपेंड|महीना|महीने|बोनस|इंसेंटिव|${B}(?:per|a\\s+day|an?\\s+hour|day|days|hr|hour|week|shift|daily|each|every|roz|rozana|har|din|mahina|mahine|month|monthly|allowance|bhatta|stipend|bonus|incentive|milega|milenge|milegi|given|paid\\s+by)${E}))`;
/** Amount of a fee: "₹500", "Rs 500", "500 रुपये", "only ₹499", "सिर्फ़ ₹499". */
const FEE_AMOUNT = `(?:(?:सिर्फ़?|केवल|मात्र|${B}(?:only|sirf|just|bas)${E})\\s*)?${AMOUNT}${NOT_PAY}`;
/** A word for a charge. */
const CHARGE = `(?:फीस|फ़ीस|शुल्क|${B}चार्ज|${B}(?:fees?|phees|charges?|cost)${E})`;
/** Teaching the worker pays for. */
const COURSE = `(?:कोर्स|सर्टिफिकेट|प्रमाणपत्र|ट्रेनिंग|प्रशिक्षण|${B}(?:course|cors|kors|certificate|certification|training)${E})`;
/**
 * A charge and its amount, either way round, or an amount to be paid ("फीस ₹2,200", "fees 1800 rupaye hai",
 * "a $199 fee", "जिसके ₹1,200 लगेंगे", "2500 rupaye dene honge").
 */
const PRICED = `(?:${FEE_AMOUNT}\\s*(?:${B}(?:ka|ki|ke)\\s*)?(?:लगेंगे|लगेगा|लगेगी|लगते\\s*हैं|(?:देने|देना|देनी|भरने|भरना|भरनी)${HI_DUTY}|जमा\\s*(?:करने|करना|करनी)${HI_DUTY}|${B}(?:lagenge|lagega|lagegi|lagte\\s*hain|(?:dene|dena|deni|bharne|bharna|bharni|jama\\s*karne|jama\\s*karna)\\s*(?:honge|hoga|hogi|padenge|padega|padegi|hain|hai))${E})|${CHARGE}\\s*(?:(?:है|hai|is|of|की|का|ki|ka)\\s*)?(?:[:\\-–]\\s*)?${FEE_AMOUNT}|${AMOUNT}\\s*(?:(?:का|की|के|ka|ki|ke)\\s*)?${CHARGE})`;
/** Deposits, guarantees and securities, in their spellings. */
const HI_DEPOSIT = `(?:डिपॉजिट|डिपॉज़िट|डिपोजिट|डिपाजिट|जमानत|ज़मानत|अमानत|सिक्योरिटी|सिक्यूरिटी|सेक्योरिटी)`;
/** A code, PIN or password, or a number of so many digits (not a PIN code or a dress code). */
const HI_SECRET = `(?<!(?:ड्रेस|ड्रैस|पिन|पोस्टल|${B}(?:dress|pin|postal|zip|promo|coupon|referral))\\s*)(?:(?:\\d|चार|छह|छः|पांच|पाँच|आठ)\\s*(?:अंकों|अंक)\\s*(?:का|की|के|वाला|वाले)?\\s*(?:नंबर|नम्बर|कोड|मैसेज)|ओटीपी|ओ\\.टी\\.पी|कोड|पिन(?!\\s*कोड)|पासवर्ड|एमपिन|${B}(?:otp|code|m?pin(?!\\s*code)|password)${E})`;
/** Tell, send, share, write or give, asked (not "बताएंगे", "भेजेंगे": the speaker does it). */
const HI_TELL = `(?:(?:बता|भेज|लिख|बोल|शेयर\\s*कर|फ़?ॉरवर्ड\\s*कर|फारवर्ड\\s*कर|टाइप\\s*कर)(?!(?:ए|ये|े|ू|ें)ं?(?:गे|गा|गी)|\\s*(?:देंगे|दूंगा|दूँगा|दूंगी))[\\p{L}\\p{M}]*|दें${HE}|दीजिए|दीजिये|दे\\s*(?:दो|दें|दीजिए|देना))`;
/** A messenger. */
const MESSENGER = `(?:व्हाट्स\\s*एप|व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वाट्सएप|वाट्सऐप|व्हाट्सअप|टेलीग्राम|टेलिग्राम|${B}(?:whats\\s*app|whatsapp|watsapp|whatsap|telegram)${E})`;

/**
 * Issue #25, thirteenth round: contact numbers sold. Phone numbers or contacts of employers or households
 * and an amount the worker pays for them, either way round ("5 gharon ke number ₹199 Paytm karo", "उनके नंबर
 * पाने के लिए 199 रुपये भेजें", "Pay ₹99 to get the numbers of 10 families", "₹149 में 5 मालिकों के नंबर").
 */
const NUMBERS = `(?:${B}(?:phone\\s*|mobile\\s*|contact\\s*)?(?:numbers?|nambar|numbr|nos|contacts)${E}|${B}contact\\s*(?:list|details)${E}|नंबर|नम्बर|कॉन्टैक्ट|संपर्क)`;
/** Paid by the worker, as an order: an app with a request, "pay", "send", or a Hindi order to pay. */
const PAID_OVER = `(?:${B}(?:paytm|gpay|phonepe|phone\\s*pe|google\\s*pay|upi)\\s*(?:pe\\s*|par\\s*|on\\s*)?(?:karo|kro|karein|kijiye|kar\\s*do|bhejo|bhej\\s*do|dalo|daalo)${E}|(?:पेटीएम|फोनपे|फ़ोनपे|गूगल\\s*पे|यूपीआई)\\s*(?:पर\\s*)?(?:करें|करो|कीजिए|कीजिये|कर\\s*दें|कर\\s*दो|भेजें|भेजो|भेजिए)${HE}|${B}(?:pay|send|transfer|bhejo|bhej\\s*do|jama\\s*karo|de\\s*do|dena\\s*hoga)${E}|${HI_PAY})`;
/** Not numbers bought: the worker's own number, or money sent for days worked ("Rs 1,400 for 2 days sent to your number"). */
const NOT_SOLD = `${B}(?:your|my|our|sent|paid|received|credited|days?|hours?|shifts?|din|aapke|aapka|aapki|mera|mere|apna|apne)${E}|आपके|आपका|मेरा|मेरे|अपना|अपने|दिन|भेज\\s*दिए|भेज\\s*दिया`;
/** What the amount buys: "to get", "you get", "for", "में", "देकर", "ke badle". */
const BUYS = `(?:${B}(?:to\\s+(?:get|unlock|access|receive)|(?:and|you|u)\\s+(?:will\\s+)?get|for|me|mein|ke\\s*badle|dekar|de\\s*kar)${E}|में|के\\s*बदले|देकर|दे\\s*कर)`;

/**
 * Issue #25, thirteenth round: a registration or scheme charge paid on a link ("registration of ₹750 is to be
 * paid on the link below", "pay the fee through this link"), or "a registration of ₹750" itself.
 */
const ON_LINK = `(?:on|through|via|using|at|by|from)\\s+(?:the\\s+|this\\s+|our\\s+|given\\s+|below\\s+|following\\s+|sms\\s+|payment\\s+)*(?:link|url)${E}`;

/**
 * Issue #25, fourteenth round. Work gear (a kit, uniform, vest, boots, tools, badge) priced and paid over a
 * payment app ("The kit is $85 and can be sent by Cash App", "वर्दी के ₹700 फोनपे पर", "kit ka 600 gpay pe").
 */
const GEAR = `(?:${B}(?:kits?|gear|uniforms?|vests?|boots|shoes|tools?|equipment|badges?|id\\s*cards?|ppe|vardi|saman|samaan|dress)${E}|किट|वर्दी|यूनिफॉर्म|जूते|औज़ार|औजार|सामान|ड्रेस|बैज)`;
const PAY_APP = `(?:${B}(?:cash\\s*app|cashapp|zelle|venmo|paypal|apple\\s*pay|gift\\s*cards?|gpay|g\\s*pay|google\\s*pay|paytm|phonepe|phone\\s*pe|upi|bhim)${E}|पेटीएम|फोनपे|फ़ोनपे|गूगल\\s*पे|यूपीआई)`;
/** A bare price of three to six digits, as Hinglish posts write it ("499 ka token", "3,500 ka saman"). */
const BARE_PRICE = `${B}[1-9]\\d{0,2}(?:,?\\d{3})?${E}(?<=\\d{3})`;
/** Money named in a text: a gate for rows whose matches may carry a bare price. */
const MONEY_GATE = '(?=[^]*?(?:₹|\\$|rs|rupe|rupay|dollar|usd|inr|hazar|hajar|रुप|रु|हज़ार|हजार|\\d{3}))';
/**
 * Fourteenth round: a check or screen paid through a link sent to the worker ("complete the background and
 * drug screen through the link we text you ($39.99)", "वेरिफिकेशन लिंक पर ₹299", "verification ke link pe
 * 299"), or "paid to our screening partner".
 */
const SCREEN = `(?:${B}(?:background|drug|screen(?:ing)?|verification|verifikesan|check|tests?|jaanch|janch)${E}|वेरिफिकेशन|सत्यापन|जांच|जाँच|टेस्ट|स्क्रीनिंग)`;
const LINK = `(?:${B}links?${E}|लिंक)`;
/**
 * Fourteenth round: a task wallet's level unlocked by a recharge ("To unlock level 2 you need to recharge Rs
 * 1,000", "लेवल 2 के लिए ₹1000 का रिचार्ज", "agla level kholne ke liye 1000 recharge karo").
 */
const LEVEL = `(?:${B}(?:level|lvl|vip|tier|stage)\\s*-?\\s*\\d+${E}|${B}(?:next|higher|agla|agle|upper)\\s+(?:level|stage|tier)${E}|(?:लेवल|लेवेल|स्तर)\\s*-?\\s*\\d+|(?:अगला|अगले|ऊपर\\s*का)\\s*(?:लेवल|स्तर))`;
const RECHARGE = `(?<!(?:free|mobile|phone|sim|data|muft|फ्री|मुफ़्त|मुफ्त|मोबाइल|फोन|फ़ोन|सिम)\\s*)(?:${B}(?:recharge|top\\s*-?\\s*up|rechaarj|richarj)${E}|रिचार्ज|टॉप\\s*अप)`;
/**
 * Fourteenth round: a licence made without its test, for money ("हैवी लाइसेंस बिना टेस्ट के बनवा देंगे, ₹6,500",
 * "licence without a driving test for $400", "bina test ke DL 5000 me").
 */
const LICENCE = `(?:${B}(?:licen[cs]es?|dl|lisens|laisens|laisans)${E}|लाइसेंस|लाइसेन्स)`;
const NO_TEST = `(?:${B}(?:without\\s+(?:a\\s+|any\\s+|the\\s+|giving\\s+(?:a\\s+|the\\s+)?)?(?:driving\\s+|road\\s+)?(?:tests?|exams?|trials?)|no\\s+(?:driving\\s+|road\\s+)?(?:tests?|trials?|exams?)\\s+(?:needed|required|necessary)|bina\\s+(?:kisi\\s+)?(?:test|trial|exam)|bina\\s+test)${E}|बिना\\s*(?:किसी\\s*)?(?:टेस्ट|ट्रायल|परीक्षा))`;
/**
 * Fourteenth round: a charge named by a bare price before what it is for ("naam likhwane ka sirf 500
 * registration hai gpay pe", "499 ka token de do", "350 का फॉर्म भरना है"), or a name put down for a price.
 */
const BARE_TOPIC = `(?:${B}(?:registration|registartion|registrasan|token|joining|form|kit|uniform|vardi|id\\s*card|verification|processing|membership|entry|booking)${E}|रजिस्ट्रेशन|टोकन|जॉइनिंग|ज्वाइनिंग|फॉर्म|फार्म|किट|वर्दी|सदस्यता|एंट्री|बुकिंग)`;
const BARE_ASKED = `(?:${B}(?:hai|h|he|hoga|lagega|lagegi|lagta|de\\s*do|dedo|de\\s*dena|dena|dene|bhejo|bhej\\s*do|jama|bharo|bharna|pay|send)${E}|${PAY_APP}|है|होगा|लगेगा|लगेगी|दे\\s*दो|दे\\s*दें|देना|भेजो|भेजें|जमा|भरना|भरो)`;
const NAME_PUT_DOWN = `(?:${B}(?:naam\\s*(?:likhwane|likhvane|likhane|likhaane|likhwa|darj\\s*karane|register\\s*karane)|name\\s+(?:listed|registered|enrolled|put\\s+down))${E}|नाम\\s*(?:लिखवाने|लिखाने|लिखवा|दर्ज\\s*कराने))`;
/**
 * Fourteenth round: gear or tools bought only at the poster's own shop ("sirf humari bataayi dukaan se lena,
 * approx 3,500 ka saman", "buy them only from our designated store (about $250)", "हमारी बताई दुकान से ₹3000").
 */
const TIED_SHOP = `(?:${B}(?:(?:humari|hamari|hamaari|humaari|hamare|humare|company\\s+ki|company\\s+ke|our|the\\s+company'?s?|contractor\\s+ki)\\s+(?:bataayi|batayi|bataai|batai|bataye|batae|bataaye|btayi|btai|designated|recommended|approved|chosen|listed|partner|tie-?up|fixed|own)\\s+(?:hui\\s+)?(?:dukaan|dukan|shops?|stores?|vendors?|suppliers?|outlets?|market)|(?:only|sirf|keval)\\s+(?:from|at)\\s+(?:our|the)\\s+(?:designated|recommended|approved|partner|company|own)\\s+(?:shops?|stores?|vendors?|suppliers?))${E}|(?:हमारी|हमारे|कंपनी\\s*की|ठेकेदार\\s*की)\\s*(?:बताई|बताए|बताये|बताई\\s*हुई|तय|पार्टनर)\\s*(?:दुकान|शॉप|स्टोर))`;
const NOT_FREE = `(?![^.!?।\\n]{0,40}?(?:${B}(?:free|muft|no\\s+cost|at\\s+our\\s+cost|company\\s+(?:pays|degi|bharegi))${E}|फ्री|मुफ़?्त))`;

/**
 * Issue #25, eleventh round: a medical or fitness test at the poster's own lab. The poster's tie-up,
 * partner, empanelled or own lab, clinic or centre ("our tie-up lab", "company ke partner lab", "हमारी
 * टाई-अप लैब")...
 */
const TIED_LAB = `(?:${B}(?:labs?|laborator(?:y|ies)|diagnostics?|clinic|hospital|centre|center|pathology)${E}|लैब|लेबोरेटरी|क्लिनिक|अस्पताल|हॉस्पिटल|सेंटर|केंद्र|पैथोलॉजी)(?<=(?:${B}(?:tie[-\\s]?up|tied[-\\s]?up|partner(?:ed)?|empanell?ed|authori[sz]ed|approved|designated|affiliated|associated|company(?:'s)?|our|hamare|hamari|humare|humari)${E}|टाई[-\\s]?अप|पार्टनर|अधिकृत|हमारे|हमारी|कंपनी\\s*(?:के|की))\\s*(?:[\\p{L}\\p{M}'-]+\\s+){0,2}?[\\p{L}\\p{M}]+)`;
/** ... a medical, fitness or health test, check-up or certificate near it ... */
const MEDICAL_TEST = `(?:${B}(?:medical|fitness|health|blood|eye|drug|urine|x-?ray|check-?up|tests?)${E}|मेडिकल|फिटनेस|स्वास्थ्य|जांच|जाँच|ब्लड|टेस्ट|चेकअप)`;
/** ... and a fee: a charge word, or an amount to be paid ("fee Rs 850", "₹900 online bharne honge") ... */
const LAB_FEE = `(?:${CHARGE}|खर्च|खर्चा|${B}kharcha${E}|${AMOUNT}[^.!?।\\n]{0,30}?(?:${B}(?:paid|pay|payable|bhar\\p{L}*|jama|dena|dene|deni|online|advance|upfront|lagenge|lagega)${E}|देने|देना|देनी|भर|जमा|ऑनलाइन|लगेंगे|लगेगा)|${B}(?:pay|paid|jama|bhar\\p{L}*)\\s+(?:online\\s+)?${AMOUNT})`;
/** ... unless it is free or the employer pays ("free of cost", "at our cost", "we reimburse", "कंपनी देगी"). */
const LAB_FREE = `(?:${B}(?:free|no\\s+(?:fee|charges?|cost)|at\\s+(?:our|the\\s+company'?s?)\\s+(?:cost|expense)|(?:company|we|employer)\\s+(?:will\\s+)?(?:pays?|bears?|covers?)|paid\\s+by\\s+(?:us|the\\s+company)|borne\\s+by|reimburs\\p{L}*|on\\s+us|muft|mufat|company\\s*(?:degi|bharegi|dega)|hamare\\s*kharche)${E}|फ्री|मुफ़?्त|कंपनी\\s*(?:देगी|भरेगी|उठाएगी)|हमारे\\s*खर्च)`;

export const FEE_FORM_PATTERNS: readonly ScamPattern[] = [
  // What the fee is for, then the amount: "रजिस्ट्रेशन के लिए ₹500", "वर्दी बनवाने के ₹800", "मेडिकल हेतु
  // 700 रुपये", "registration ke liye 500 rupaye", "Registration: ₹500", "kit charge Rs 650". Not the pay,
  // an allowance or a bonus ("ट्रेनिंग में ₹400 रोज़", "₹200 वर्दी भत्ता मिलेगा", "joining bonus ₹2000").
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${HI_TOPIC}\\s*(?:(?:कराने|करवाने|बनवाने|बनाने|लेने|करने|भरने|भरवाने|खुलवाने|निकलवाने|जमा\\s*करने|के\\s*लिए|हेतु|का|की|के|वास्ते)\\s*){0,3}(?:(?:फीस|फ़ीस|शुल्क|चार्ज|खर्च|खर्चा|पैसे|राशि|रकम)\\s*)?(?:[:\\-–]\\s*)?${FEE_AMOUNT}|${B}${TOPIC}${E}\\s*(?:(?:karane|karwane|banwane|banane|lene|karne|ke\\s*liye|ka|ki|ke|hetu|for|fees?|charges?|kharcha|paise)\\s*){0,3}(?:[:\\-–]\\s*)?${FEE_AMOUNT}`,
    ),
  },
  // The amount, then what it is for: "₹500 रजिस्ट्रेशन के लिए", "800 रुपये वर्दी के", "500 registration ke
  // liye", "₹500 for registration", "$75 for the background check".
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${AMOUNT}\\s*(?:(?:का|की|के)\\s*)?${HI_TOPIC}\\s*(?:के\\s*लिए|हेतु|की\\s*फीस|का\\s*शुल्क|फीस|शुल्क|चार्ज)|${AMOUNT}\\s*(?:(?:ka|ki|ke)\\s*)?${B}${TOPIC}${E}\\s*(?:ke\\s*liye|hetu|ki\\s*fees?|fees?|charges?)${E}|${AMOUNT}\\s+(?:as\\s+(?:a\\s+|the\\s+)?|for\\s+(?:the\\s+|your\\s+|a\\s+)?)(?:background\\s+check|${TOPIC})${E}`,
    ),
  },
  // A course, training or certificate and a charge with an amount in the same sentence, either order:
  // "सर्टिफिकेट कोर्स करना अनिवार्य है, फीस ₹2,200", "₹1,800 शुल्क देकर ट्रेनिंग", "training compulsory hai,
  // fees 1500", "a $199 fee for the certification". Not paid training ("₹500 per day during training").
  {
    signal: 'fee',
    weight: 5,
    pattern: p(`${COURSE}(?:(?=[^.!?।\\n]{0,100}?${PRICED})|(?<=${PRICED}[^.!?।\\n]{0,100}?))`),
    gate: gate(
      `^(?=[^]*?(?:कोर्स|सर्टिफिकेट|प्रमाणपत्र|ट्रेनिंग|प्रशिक्षण|course|cors|kors|certificate|certification|training))(?=[^]*?[1-9])`,
    ),
  },
  // A deposit or guarantee and an amount, in their spellings: "डिपॉज़िट ₹3000", "ज़मानत राशि 2000 रुपये",
  // "₹3000 की अमानत जमा".
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${HI_DEPOSIT}\\s*(?:(?:राशि|रकम|मनी|अमाउंट|के\\s*तौर\\s*पर|के\\s*रूप\\s*में|के\\s*लिए|की|का|के)\\s*){0,2}(?:[:\\-–]\\s*)?${FEE_AMOUNT}|${AMOUNT}\\s*(?:(?:की|का|के)\\s*)?${HI_DEPOSIT}`,
    ),
  },
  // A fee, deposit or registration with an order or duty to pay it, in any verb form and with words between:
  // "फीस ₹500 जमा करनी होगी", "डिपॉजिट भेज दें", "रजिस्ट्रेशन के पैसे भरने पड़ेंगे", "शुल्क चुकाएं"; not a
  // warning ("कोई फीस माँगे तो मत देना").
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `(?:फीस|फ़ीस|शुल्क|${B}चार्ज|${HI_DEPOSIT}|रजिस्ट्रेशन|पंजीकरण|टोकन\\s*(?:मनी|राशि|अमाउंट))(?:(?!${HI_NOT})[^.!?।\\n]){0,40}?${HI_PAY}`,
    ),
  },
  // The Roman Hindi counterpart: a fee, deposit or charge with an order to send or pay it, words between
  // ("200 fees bhejiye", "deposit aaj hi jama kar dena", "charges online bhar do"); not "fees nahi bharni".
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${B}(?:fees?|phees|charges?|deposit|security\\s*(?:money|amount)|registration)${E}(?:(?!${HI_NOT})[^.!?।\\n]){0,30}?${B}(?:bhej(?:o|iye|ijiye|\\s*do|\\s*dijiye|\\s*dena|na\\s*(?:hai|hoga|padega)|ni\\s*(?:hai|hogi|padegi)|ne\\s*(?:honge|hain|padenge))|jama\\s*(?:karo|karein|kare|kijiye|kar\\s*do|kar\\s*dena|kar\\s*dijiye|karna\\s*(?:hai|hoga|padega)|karni\\s*(?:hai|hogi|padegi)|karne\\s*(?:honge|hain|padenge))|bhar(?:o|iye|\\s*do|\\s*dena|\\s*dijiye|na\\s*(?:hai|hoga|padega)|ni\\s*(?:hai|hogi|padegi)|ne\\s*(?:honge|hain|padenge))|(?:pay|transfer)\\s*(?:karo|karein|kar\\s*do|kar\\s*dena|kijiye|karna\\s*(?:hai|hoga)))${E}`,
    ),
  },
  // An advance for the room, the ticket or the journey, to be sent: "कमरे का एडवांस ₹3000 भेजें", "टिकट के
  // पैसे पहले जमा करें", "room ke liye advance 2000 bhejo", "send ₹1,500 advance for the hostel room", "pay the
  // room deposit now" (not "we will pay the room advance").
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:कमरे|कमरा|रूम|टिकट|किराया|किराए|किराये|रहने|यात्रा|सफर|सफ़र|बुकिंग|होटल|हॉस्टल|बस|ट्रेन)\\s*(?:(?:का|की|के|के\\s*लिए)\\s*)?(?:एडवांस|अग्रिम|पैसे|पैसा|रकम|राशि|खर्च|खर्चा)[^.!?।\\n]{0,30}?(?:(?:भेज|डाल)(?:ें|ो|िए|िये|\\s*(?:दें|दो|दीजिए|देना|देने|देनी))${HE}${HI_DUTY}?|(?:भेज|डाल)(?:ना|नी|ने)${HE}${HI_DUTY}|(?:जमा|पेमेंट|भुगतान|ट्रांसफर)\\s*(?:करें|करो|कीजिए|कर\\s*(?:दें|दो|दीजिए|देना)|करना|करने|करनी)${HE})|${B}(?:room|ticket|tikat|travel|kiraya|kiraye|booking|hostel|hotel|bus|train)${E}\\s*(?:(?:ka|ki|ke|ke\\s*liye|for)\\s*)?(?:advance|paise|paisa|amount|kharcha)${E}[^.!?।\\n]{0,30}?${B}(?:bhejo|bhej\\s*do|bhejna|bhejiye|bhej\\s*dijiye|dalo|daal\\s*do|jama\\s*kar\\p{L}*|transfer\\s*kar\\p{L}*|pay\\s*kar\\p{L}*)${E}|(?<!(?:we|i|i'll|we'll|will|company|employer|they|owner)\\s+)${B}(?:send|pay|transfer)\\s+(?:us\\s+|me\\s+)?(?:an?\\s+|the\\s+|your\\s+)?(?:room|hostel|hotel|ticket|travel|booking|stay|accommodation|bed)\\s+(?:advance|deposit|fee|charges?|money)${E}|${B}(?:send|pay|transfer)\\s+(?:us\\s+|me\\s+)?(?:an?\\s+|the\\s+)?(?:${MONEY}\\s*\\d[\\d,]*\\s+)?advance\\s+(?:for|towards)\\s+(?:the\\s+|your\\s+)?(?:room|ticket|travel|flight|hostel|hotel|stay|accommodation|booking)${E}`,
    ),
  },
  // Money or an amount and an order to send or deposit it, with words between ("₹500 आज शाम तक जमा कर दें",
  // "पैसे इस नंबर पर भेज दीजिए", "रकम ट्रांसफर करनी होगी"); "give" is left out ("मेरे पैसे दे दीजिए" is a worker
  // asking for wages), and so are "my money" and a span's money ("मेरे पैसे भेज दो", "हफ़्ते का पैसा भेज दीजिए").
  {
    signal: 'payment_request',
    weight: 5,
    pattern: p(
      `(?:पैसे|पैसा|रुपये|रुपए|राशि|रकम|अमाउंट|₹\\s*\\d[\\d,]*)(?<!(?:मेरे|मेरा|मेरी|हमारे|हमारा|(?:हफ्ते|हफ़्ते|महीने|दिन|दिनों|रोज़?|काम|मजदूरी|मज़दूरी)\\s*(?:का|की|के))[^.!?।\\n]{0,25})(?:(?!रोज|प्रति|मजदूरी|मज़दूरी|वेतन|सैलरी)[^.!?।\\n]){0,30}?(?:(?:जमा|पेमेंट|भुगतान|ट्रांसफर|ट्रांसफ़र)\\s*(?:करें|करो|कीजिए|कीजिये|कराएं|करवाएं|कर\\s*(?:दें|दो|दीजिए|दीजिये|देना)|करा\\s*(?:दें|दो))${HE}|(?:जमा|पेमेंट|भुगतान|ट्रांसफर|ट्रांसफ़र)\\s*(?:करना|करनी|करने|कराना|कराने|करवाने)${HI_DUTY}|(?:भेज|डाल)(?:ें|िए|िये|\\s*(?:दें|दीजिए|दीजिये))${HE}|(?:भेज|डाल)(?:ना|नी|ने)${HI_DUTY})`,
    ),
  },
  // A code, PIN or password to tell, send or write, in any verb form and word order: "जो कोड आया है वो
  // बता देना", "ओटीपी हमें भेजिए", "पिन बता दो", "पासवर्ड शेयर करें"; not a PIN code or a dress code, nor
  // "ओटीपी किसी को न बताएं".
  {
    signal: 'otp',
    weight: 5,
    pattern: p(`${HI_SECRET}(?:(?!${HI_NOT})[^.!?।\\n]){0,40}?${HI_TELL}`),
  },
  // Talking or paying on a messenger, in Devanagari or with the name in Latin letters inside Hindi:
  // "WhatsApp पर बात करें", "आगे की बात टेलीग्राम पर करें", "टेलीग्राम ग्रुप में जुड़ें", "फीस व्हाट्सएप पर भेजें".
  {
    signal: 'messenger',
    weight: 3,
    pattern: p(
      `${MESSENGER}\\s*(?:(?:पर|पे|में|ग्रुप\\s*(?:में|पर)|नंबर\\s*पर)\\s*)(?:ही\\s*)?(?:बात|मैसेज|मेसेज|संपर्क|जुड़|जुड|जॉइन|ज्वाइन|ऐड|एड|आ\\s*जा|आइए|आएं|पेमेंट|भुगतान|फीस|पैसे)|(?:बात|बातचीत|चैट|संपर्क)[^.!?।\\n]{0,15}?${MESSENGER}\\s*(?:पर|पे|में)\\s*(?:ही\\s*)?(?:करें|करो|कीजिए|करना|करेंगे|होगी|होगा)|(?:पेमेंट|भुगतान|फीस|फ़ीस|शुल्क|पैसे|${B}(?:payment|fees?|paise|paisa)${E})[^.!?।\\n]{0,30}?${MESSENGER}`,
    ),
  },
  // A medical or fitness test at the poster's tie-up, partner or own lab, with a fee to pay nearby: "Medical
  // fitness test only at our tie-up lab, fee Rs 850 online", "medical hamare partner lab me hoga, 900 rs
  // online bharne honge", "मेडिकल जांच हमारी टाई-अप लैब में, शुल्क ₹800". Not a test at any clinic paid back,
  // nor one free or at the company's cost.
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${TIED_LAB}(?:(?<=${MEDICAL_TEST}[^]{0,150}?)|(?=[^]{0,100}?${MEDICAL_TEST}))(?=(?:(?!${LAB_FREE})[^]){0,150}?${LAB_FEE})(?<!${LAB_FREE}[^]{0,150}?)(?![^]{0,150}?${LAB_FREE})`,
    ),
    gate: gate(
      'lab|diagnostic|clinic|hospital|centre|center|pathology|लैब|लेबोरेटरी|क्लिनिक|अस्पताल|हॉस्पिटल|सेंटर|केंद्र|पैथोलॉजी',
    ),
  },
  // Contact numbers sold (thirteenth round): the numbers, then an amount paid over; or an amount that buys them.
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${NUMBERS}[^.!?।\\n]{0,50}?${FEE_AMOUNT}[^.!?।\\n]{0,20}?${PAID_OVER}|${FEE_AMOUNT}\\s*${BUYS}(?:(?!${NOT_SOLD})[^.!?।\\n]){0,40}?${NUMBERS}`,
    ),
    gate: gate(
      '^(?=[^]*?(?:numb|nambar|nos|contact|नंबर|नम्बर|कॉन्टैक्ट|संपर्क))(?=[^]*?(?:₹|\\$|rs|rupe|rupay|dollar|usd|inr|hazar|hajar|रुप|रु|हज़ार|हजार))',
    ),
  },
  // A registration's or a scheme's charge, paid on a link (thirteenth round).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${FEE_AMOUNT}[^.!?।\\n]{0,30}?${B}(?:paid|pay|payable|deposited|submitted|transferred)\\s+${ON_LINK}|(?<!(?:we|i|will|company|employer)\\s)${B}(?:pay|send|transfer|deposit)\\s+(?:the\\s+|your\\s+|a\\s+|this\\s+)?(?:${FEE_AMOUNT}\\s*|(?:${TOPIC}\\s+)?(?:fees?|charges?|amount|money)\\s+)${ON_LINK}|${B}(?:registration|enrol?ment|enrollment|processing|application|onboarding|joining)\\s+(?:(?:fees?|charges?|amount|cost|money)\\s+)?of\\s+${FEE_AMOUNT}`,
    ),
    gate: gate('link|url|registration|enrol|processing|application|onboarding|joining'),
  },
  // Work gear priced and paid over a payment app (fourteenth round).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${GEAR}${NOT_FREE}[^.!?।\\n]{0,40}?${FEE_AMOUNT}[^.!?।\\n]{0,60}?${PAY_APP}|${PAY_APP}[^.!?।\\n]{0,30}?${FEE_AMOUNT}[^.!?।\\n]{0,30}?${GEAR}`,
    ),
    gate: gate(
      '^(?=[^]*?(?:kit|gear|uniform|vest|boot|shoe|tool|equipment|badge|card|ppe|vardi|saman|samaan|dress|किट|वर्दी|यूनिफॉर्म|जूते|औज़ार|औजार|सामान|ड्रेस|बैज))(?=[^]*?(?:cash|zelle|venmo|paypal|apple|gift|pay|phone|upi|bhim|पेटीएम|फोनपे|फ़ोनपे|गूगल|यूपीआई))',
    ),
  },
  // A check or screen paid through a link, or to the poster's partner (fourteenth round).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${SCREEN}[^.!?।\\n]{0,60}?${LINK}[^.!?।\\n]{0,40}?${FEE_AMOUNT}|${FEE_AMOUNT}[^.!?।\\n]{0,30}?${B}paid\\s+to\\s+(?:our|the|a|their)\\s+(?:[\\p{L}-]+\\s+)?partners?${E}`,
    ),
    gate: gate('link|लिंक|partner'),
  },
  // A task wallet's level unlocked by a recharge (fourteenth round).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(`${LEVEL}[^.!?।\\n]{0,50}?${RECHARGE}|${RECHARGE}[^.!?।\\n]{0,50}?${LEVEL}`),
    gate: gate(
      `^(?=[^]*?(?:level|lvl|vip|tier|stage|लेवल|लेवेल|स्तर))(?=[^]*?(?:recharge|top|rechaarj|richarj|रिचार्ज|टॉप))${MONEY_GATE}`,
    ),
  },
  // A licence made without its test, for money (fourteenth round).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(`${LICENCE}[^.!?।\\n]{0,60}?${NO_TEST}|${NO_TEST}[^.!?।\\n]{0,40}?${LICENCE}`),
    gate: gate(
      `^(?=[^]*?(?:licen|dl|lisens|laisens|laisans|लाइसेंस|लाइसेन्स))(?=[^]*?(?:without|no|bina|बिना))${MONEY_GATE}`,
    ),
  },
  // A charge named by a bare price, or a name put down for a price (fourteenth round).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${BARE_PRICE}\\s*(?:(?:ka|ki|ke|का|की|के)\\s*)?${BARE_TOPIC}\\s*(?:(?:fees?|charges?|amount|फीस|शुल्क)\\s*)?${BARE_ASKED}|${NAME_PUT_DOWN}[^.!?।\\n]{0,25}?(?:${FEE_AMOUNT}|${BARE_PRICE})`,
    ),
    gate: gate('\\d{3}'),
  },
  // Gear or tools bought only at the poster's own shop, with a price named (fourteenth round).
  {
    signal: 'fee',
    weight: 5,
    pattern: p(
      `${TIED_SHOP}${NOT_FREE}[^.!?।\\n]{0,80}?(?:${AMOUNT}|${BARE_PRICE})|${TIED_SHOP}${NOT_FREE}[^.!?।\\n]{0,80}?[.!?।\\n]\\s*[^.!?।\\n]{0,30}?(?:${AMOUNT}|${BARE_PRICE})`,
    ),
    gate: gate('dukaan|dukan|shop|store|vendor|supplier|outlet|market|दुकान|शॉप|स्टोर'),
  },
];

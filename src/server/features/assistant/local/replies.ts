import type { CategorySlug, Urgency } from '../../../../shared/categories';
import { COUNTRIES, findCityBySlug, type CountryCode, type CurrencyCode } from '../../../../shared/geo';
import type { Language } from './parse';
import { DEVANAGARI_CITY_NAMES } from './places';
import { indianReplies, spanishReplies } from './replies-more';
import { SCRIPT_CITY_NAMES, SPANISH_CITY_NAMES } from './vocabulary-more';
import type { PayTiming } from '../../../../shared/shifts';

/**
 * Everything the local engine says, in English, Hindi (Devanagari) and Hinglish (Hindi in Latin
 * script); Spanish, Marathi, Bengali, Telugu and Tamil in replies-more.ts. Short everyday words, numbers in digits; amounts come in already formatted ("₹700").
 */
export interface Replies {
  greeting: string;
  help: string;
  unknown: string;
  found(total: number, shown: number, where: string, filters: string): string;
  noneFound(where: string, filters: string, narrowed: boolean): string;
  atLeast(amount: string): string;
  atMost(amount: string): string;
  between(low: string, high: string): string;
  urgentOnly: string;
  details(index: number, title: string, location: string, pay: string, open: boolean): string;
  noList: string;
  outOfRange(index: number, count: number): string;
  jobGone(index: number): string;
  whichOne: string;
  anythingElse: string;
  cancelled: string;
  nothingToCancel: string;
  startPosting: string;
  resumePosting: string;
  notUnderstood: string;
  summaryTitle: string;
  confirmQuestion: string;
  updated: string;
  whatToChange: string;
  signIn: string;
  posted(title: string): string;
  /** Posted but held for a moderator (scam wording, issue #11). */
  held(title: string): string;
  fieldRejected(label: string, detail: string): string;
  tooManyPosts: string;
  /** Issue #24: the Call number is not one the poster verified; the post form verifies it by SMS. */
  phoneNotVerified(phone: string): string;
  /** Issue #24: a new account already has its 3 live jobs. */
  newAccountLimit: string;
  postFailed: string;
  draftKept: string;
  defaultDescription(title: string, city: string, pay: string): string;
  areaNote(area: string): string;
  perDay(amount: string): string;
  /** The shift line of a job post's summary. */
  shift: ShiftWords;
  categories: Record<CategorySlug, string>;
  urgencies: Record<Urgency, string>;
  countries: Record<CountryCode, string>;
}

/** The words of a job post's shift line: "Tomorrow (24 Nov), 9 am, 8 hrs a day, 2 workers, paid the same day". */
export interface ShiftWords {
  /** Today, tomorrow and the day after, by days from today. */
  soon: readonly [string, string, string];
  anyDay: string;
  flexible: string;
  /** Intl locale for dates ("24 Nov"). */
  dateLocale: string;
  time(hour: number, minute: number): string;
  hours(count: number): string;
  days(count: number): string;
  workers(count: number): string;
  payTimings: Record<PayTiming, string>;
  notGiven: string;
}

const clock12 = (hour: number, minute: number) =>
  `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;

/** सुबह (before noon), दोपहर (noon to 4), शाम (4 to 8), रात. */
function hindiPartOfDay(hour: number): string {
  if (hour < 4) return 'रात';
  if (hour < 12) return 'सुबह';
  if (hour < 16) return 'दोपहर';
  return hour < 20 ? 'शाम' : 'रात';
}

function hinglishPartOfDay(hour: number): string {
  if (hour < 4) return 'raat';
  if (hour < 12) return 'subah';
  if (hour < 16) return 'dopahar';
  return hour < 20 ? 'shaam' : 'raat';
}

const en: Replies = {
  greeting:
    'Hello! I can find daily work near you or help you post a job. Try "delivery jobs in Mumbai above 600" or "post a job".',
  help:
    'I can find jobs ("cook jobs in Pune", then "only urgent" or "more than 800"), tell you more about a job ' +
    'in the list ("tell me more about 2") and post a job for you step by step ("post a job"). Say "cancel" to stop.',
  unknown:
    'Sorry, I did not understand. You can say "find work in Delhi", "driver jobs above 700" or "post a job".',
  found: (total, shown, where, filters) =>
    `I found ${total} ${total === 1 ? 'job' : 'jobs'} in ${where}${filters ? ` (${filters})` : ''}.` +
    (total > shown ? ` Here are the first ${shown}.` : ''),
  noneFound: (where, filters, narrowed) =>
    `I found no jobs in ${where}${filters ? ` (${filters})` : ''}. ` +
    (narrowed
      ? 'Try with fewer filters, for example a lower pay or not only urgent.'
      : 'Try a nearby bigger city or another kind of work.'),
  atLeast: (amount) => `${amount} or more a day`,
  atMost: (amount) => `up to ${amount} a day`,
  between: (low, high) => `${low} to ${high} a day`,
  urgentOnly: 'urgent only',
  details: (index, title, location, pay, open) =>
    `Job ${index}: "${title}" in ${location}, ${pay} a day.${open ? '' : ' This job is closed now.'}`,
  noList:
    'I have not shown you any jobs yet. Search first, for example "jobs in Mumbai", then ask "tell me more about 2".',
  outOfRange: (index, count) =>
    `I showed ${count} ${count === 1 ? 'job' : 'jobs'}, so there is no number ${index}. ` +
    (count === 1 ? 'Please say 1.' : `Please pick a number from 1 to ${count}.`),
  jobGone: (index) => `Job ${index} is no longer available.`,
  whichOne: 'Which one? Say its number, for example "tell me more about 2".',
  anythingElse: 'Okay. What would you like to do? You can search for work or post a job.',
  cancelled: 'Okay, I have cancelled the job post.',
  nothingToCancel: 'Okay, stopped. What would you like to do next?',
  startPosting: 'Let’s post your job.',
  resumePosting: 'Let’s finish your job post.',
  notUnderstood: 'Sorry, I did not get that.',
  summaryTitle: 'Here is your job post:',
  confirmQuestion: 'Shall I post it? Say "yes", or tell me what to change, for example "pay 800".',
  updated: 'Done, I changed it.',
  whatToChange: 'What should I change? For example "pay 800", "city Pune" or "phone 98765 43210".',
  signIn: 'To post a job you need to sign in. Please sign in, then say "yes" and I will post it.',
  posted: (title) => `Your job "${title}" is posted. Workers can now see it and call you.`,
  held: (title) =>
    `Your job "${title}" is saved, but workers do not see it yet: it asks workers for money (a fee, deposit, payment or OTP), which is not allowed. A person from our team will look at it within 24 hours.`,
  fieldRejected: (label, detail) =>
    `The ${label.toLowerCase()} was not accepted${detail ? `: ${detail.replace(/\.$/, '')}` : ''}.`,
  tooManyPosts: 'You have posted many jobs in a short time. Please try again later; your job post is kept.',
  phoneNotVerified: (phone) =>
    `The number ${phone} is not verified yet. Verify it on the Post a Job page (/post): we send a code by SMS. Or tell me a number you have verified, like "phone 98765 43210".`,
  newAccountLimit:
    'New accounts can have at most 3 live jobs in their first 24 hours. Close a job or try again later; your job post is kept.',
  postFailed: 'Sorry, the job could not be posted. Please check the details and try again.',
  draftKept: 'Your job post is saved: say "post a job" to finish it.',
  defaultDescription: (title, city, pay) => `${title} needed in ${city}. Pay ${pay} per day.`,
  areaNote: (area) => `Area: ${area}.`,
  perDay: (amount) => `${amount} a day`,
  shift: {
    soon: ['Today', 'Tomorrow', 'Day after tomorrow'],
    anyDay: 'Any day',
    flexible: 'Flexible',
    dateLocale: 'en-IN',
    time: (hour, minute) => `${clock12(hour, minute)} ${hour < 12 ? 'am' : 'pm'}`,
    hours: (count) => `${count} ${count === 1 ? 'hr' : 'hrs'} a day`,
    days: (count) => `${count} ${count === 1 ? 'day' : 'days'}`,
    workers: (count) => `${count} ${count === 1 ? 'worker' : 'workers'}`,
    payTimings: {
      'same-day': 'paid the same day',
      'end-of-job': 'paid at the end of the job',
      weekly: 'paid weekly',
    },
    notGiven: 'Not given',
  },
  categories: {
    'household-work': 'Household work',
    'delivery-transport': 'Delivery & transport',
    construction: 'Construction',
    'shop-assistant': 'Shop assistant',
    'security-guard': 'Security guard',
    cooking: 'Cooking',
    cleaning: 'Cleaning',
    gardening: 'Gardening',
    painting: 'Painting',
    other: 'Other work',
  },
  urgencies: {
    normal: 'Normal (within a week)',
    urgent: 'Urgent (2-3 days)',
    immediate: 'Immediate (today or tomorrow)',
  },
  countries: { IN: 'India', US: 'the USA' },
};

const hi: Replies = {
  greeting:
    'नमस्ते! मैं आपके पास रोज़ का काम ढूंढ सकता हूँ या आपका काम पोस्ट कर सकता हूँ। लिखिए जैसे "मुंबई में ड्राइवर का काम" या "काम पोस्ट करना है"।',
  help:
    'मैं काम ढूंढ सकता हूँ ("पुणे में खाना बनाने का काम", फिर "सिर्फ़ अर्जेंट" या "800 से ज़्यादा"), लिस्ट के किसी ' +
    'काम की जानकारी दे सकता हूँ ("2 के बारे में बताओ") और आपका काम पोस्ट कर सकता हूँ ("काम पोस्ट करना है")। ' +
    'रोकने के लिए "रद्द" लिखिए।',
  unknown:
    'माफ़ कीजिए, मैं समझ नहीं पाया। आप लिख सकते हैं "दिल्ली में काम", "700 से ज़्यादा वाला ड्राइवर का काम" या "काम पोस्ट करना है"।',
  found: (total, shown, where, filters) =>
    `${where} में ${total} ${total === 1 ? 'काम मिला' : 'काम मिले'}${filters ? ` (${filters})` : ''}।` +
    (total > shown ? ` पहले ${shown} ये रहे।` : ''),
  noneFound: (where, filters, narrowed) =>
    `${where} में कोई काम नहीं मिला${filters ? ` (${filters})` : ''}। ` +
    (narrowed ? 'कम शर्तों के साथ ढूंढिए, जैसे कम पैसे या बिना "अर्जेंट"।' : 'पास का कोई बड़ा शहर या दूसरा काम ढूंढिए।'),
  atLeast: (amount) => `${amount} या ज़्यादा रोज़`,
  atMost: (amount) => `${amount} तक रोज़`,
  between: (low, high) => `${low} से ${high} रोज़`,
  urgentOnly: 'सिर्फ़ अर्जेंट',
  details: (index, title, location, pay, open) =>
    `काम ${index}: "${title}", ${location}, रोज़ ${pay}।${open ? '' : ' यह काम अब बंद है।'}`,
  noList: 'मैंने अभी तक कोई काम नहीं दिखाया। पहले काम ढूंढिए, जैसे "मुंबई में काम", फिर पूछिए "2 के बारे में बताओ"।',
  outOfRange: (index, count) =>
    `मैंने ${count} काम दिखाए थे, ${index} नंबर का कोई काम नहीं है। ` +
    (count === 1 ? '1 लिखिए।' : `1 से ${count} तक का नंबर बताइए।`),
  jobGone: (index) => `काम ${index} अब नहीं है।`,
  whichOne: 'कौन सा? उसका नंबर बताइए, जैसे "2 के बारे में बताओ"।',
  anythingElse: 'ठीक है। आप क्या करना चाहते हैं? काम ढूंढ सकते हैं या काम पोस्ट कर सकते हैं।',
  cancelled: 'ठीक है, काम की पोस्ट रद्द कर दी।',
  nothingToCancel: 'ठीक है, रोक दिया। अब क्या करना है?',
  startPosting: 'चलिए, आपका काम पोस्ट करते हैं।',
  resumePosting: 'चलिए, आपके काम की पोस्ट पूरी करते हैं।',
  notUnderstood: 'माफ़ कीजिए, समझ नहीं आया।',
  summaryTitle: 'आपके काम की पोस्ट:',
  confirmQuestion: 'क्या मैं इसे पोस्ट कर दूँ? "हाँ" लिखिए, या बताइए क्या बदलना है, जैसे "पैसे 800"।',
  updated: 'ठीक है, बदल दिया।',
  whatToChange: 'क्या बदलना है? जैसे "पैसे 800", "शहर पुणे" या "फ़ोन 98765 43210"।',
  signIn: 'काम पोस्ट करने के लिए साइन इन करना होगा। साइन इन कीजिए, फिर "हाँ" लिखिए, मैं पोस्ट कर दूँगा।',
  posted: (title) => `आपका काम "${title}" पोस्ट हो गया। अब काम करने वाले इसे देखकर आपको कॉल कर सकते हैं।`,
  held: (title) =>
    `आपका काम "${title}" सेव हो गया, पर अभी काम करने वाले इसे नहीं देखेंगे: इसमें काम करने वालों से पैसे (फीस, डिपॉज़िट, पेमेंट या OTP) माँगे गए हैं, जो मना है। हमारी टीम का कोई 24 घंटे में इसे देखेगा।`,
  fieldRejected: (label) => `${label} सही नहीं है।`,
  tooManyPosts: 'आपने थोड़े समय में बहुत काम पोस्ट किए हैं। थोड़ी देर बाद फिर कोशिश कीजिए, आपकी पोस्ट रखी हुई है।',
  phoneNotVerified: (phone) =>
    `नंबर ${phone} अभी वेरिफ़ाई नहीं हुआ है। इसे "काम पोस्ट करें" पेज (/post) पर वेरिफ़ाई कीजिए: हम SMS से कोड भेजते हैं। या कोई वेरिफ़ाई किया हुआ नंबर बताइए।`,
  newAccountLimit:
    'नए अकाउंट के पहले 24 घंटों में ज़्यादा से ज़्यादा 3 काम चालू रह सकते हैं। कोई काम बंद कीजिए या बाद में कोशिश कीजिए, आपकी पोस्ट रखी हुई है।',
  postFailed: 'माफ़ कीजिए, काम पोस्ट नहीं हो पाया। जानकारी देखकर फिर कोशिश कीजिए।',
  draftKept: 'आपके काम की पोस्ट रखी हुई है: पूरी करने के लिए "काम पोस्ट करना है" लिखिए।',
  defaultDescription: (title, city, pay) => `${city} में ${title} चाहिए। रोज़ ${pay}।`,
  areaNote: (area) => `इलाका: ${area}।`,
  perDay: (amount) => `रोज़ ${amount}`,
  shift: {
    soon: ['आज', 'कल', 'परसों'],
    anyDay: 'कोई भी दिन',
    flexible: 'तय नहीं',
    dateLocale: 'hi-IN',
    time: (hour, minute) => `${hindiPartOfDay(hour)} ${clock12(hour, minute)} बजे`,
    hours: (count) => `रोज़ ${count} घंटे`,
    days: (count) => `${count} दिन`,
    workers: (count) => `${count} ${count === 1 ? 'आदमी' : 'लोग'}`,
    payTimings: { 'same-day': 'पैसे उसी दिन', 'end-of-job': 'पैसे काम के बाद', weekly: 'पैसे हर हफ़्ते' },
    notGiven: 'नहीं बताया',
  },
  categories: {
    'household-work': 'घर का काम',
    'delivery-transport': 'डिलीवरी और ड्राइवर',
    construction: 'मिस्त्री-मजदूर',
    'shop-assistant': 'दुकान',
    'security-guard': 'सिक्योरिटी गार्ड',
    cooking: 'खाना बनाना',
    cleaning: 'सफाई',
    gardening: 'माली',
    painting: 'पेंटिंग',
    other: 'दूसरा काम',
  },
  urgencies: {
    normal: 'नॉर्मल (एक हफ़्ते में)',
    urgent: 'अर्जेंट (2-3 दिन में)',
    immediate: 'तुरंत (आज या कल)',
  },
  countries: { IN: 'भारत', US: 'अमेरिका' },
};

const hinglish: Replies = {
  greeting:
    'Namaste! Main aapke paas roz ka kaam dhundh sakta hoon ya aapka kaam post kar sakta hoon. Likhiye jaise "Mumbai mein driver ka kaam" ya "kaam post karna hai".',
  help:
    'Main kaam dhundh sakta hoon ("Pune mein cook ka kaam", phir "sirf urgent" ya "800 se zyada"), list ke kisi ' +
    'kaam ki jankari de sakta hoon ("2 ke baare mein batao") aur aapka kaam post kar sakta hoon ("kaam post karna hai"). ' +
    'Rokne ke liye "cancel" likhiye.',
  unknown:
    'Maaf kijiye, main samajh nahi paya. Aap likh sakte hain "Delhi mein kaam", "700 se zyada wala driver ka kaam" ya "kaam post karna hai".',
  found: (total, shown, where, filters) =>
    `${where} mein ${total} ${total === 1 ? 'kaam mila' : 'kaam mile'}${filters ? ` (${filters})` : ''}.` +
    (total > shown ? ` Pehle ${shown} ye rahe.` : ''),
  noneFound: (where, filters, narrowed) =>
    `${where} mein koi kaam nahi mila${filters ? ` (${filters})` : ''}. ` +
    (narrowed
      ? 'Kam sharton ke saath dhundhiye, jaise kam paise ya bina "urgent".'
      : 'Paas ka koi bada shahar ya doosra kaam dhundhiye.'),
  atLeast: (amount) => `${amount} ya zyada roz`,
  atMost: (amount) => `${amount} tak roz`,
  between: (low, high) => `${low} se ${high} roz`,
  urgentOnly: 'sirf urgent',
  details: (index, title, location, pay, open) =>
    `Kaam ${index}: "${title}", ${location}, roz ${pay}.${open ? '' : ' Ye kaam ab band hai.'}`,
  noList:
    'Maine abhi tak koi kaam nahi dikhaya. Pehle kaam dhundhiye, jaise "Mumbai mein kaam", phir poochiye "2 ke baare mein batao".',
  outOfRange: (index, count) =>
    `Maine ${count} kaam dikhaye the, ${index} number ka koi kaam nahi hai. ` +
    (count === 1 ? '1 likhiye.' : `1 se ${count} tak ka number batayiye.`),
  jobGone: (index) => `Kaam ${index} ab nahi hai.`,
  whichOne: 'Kaun sa? Uska number batayiye, jaise "2 ke baare mein batao".',
  anythingElse: 'Theek hai. Aap kya karna chahte hain? Kaam dhundh sakte hain ya kaam post kar sakte hain.',
  cancelled: 'Theek hai, kaam ki post cancel kar di.',
  nothingToCancel: 'Theek hai, rok diya. Ab kya karna hai?',
  startPosting: 'Chaliye, aapka kaam post karte hain.',
  resumePosting: 'Chaliye, aapke kaam ki post poori karte hain.',
  notUnderstood: 'Maaf kijiye, samajh nahi aaya.',
  summaryTitle: 'Aapke kaam ki post:',
  confirmQuestion:
    'Kya main ise post kar doon? "Haan" likhiye, ya batayiye kya badalna hai, jaise "paise 800".',
  updated: 'Theek hai, badal diya.',
  whatToChange: 'Kya badalna hai? Jaise "paise 800", "shahar Pune" ya "phone 98765 43210".',
  signIn:
    'Kaam post karne ke liye sign in karna hoga. Sign in kijiye, phir "haan" likhiye, main post kar doonga.',
  posted: (title) =>
    `Aapka kaam "${title}" post ho gaya. Ab kaam karne wale ise dekhkar aapko call kar sakte hain.`,
  held: (title) =>
    `Aapka kaam "${title}" save ho gaya, par abhi kaam karne wale ise nahi dekhenge: isme kaam karne walon se paise (fees, deposit, payment ya OTP) maange gaye hain, jo mana hai. Hamari team ka koi 24 ghante mein ise dekhega.`,
  fieldRejected: (label) => `${label} sahi nahi hai.`,
  tooManyPosts:
    'Aapne thode samay mein bahut kaam post kiye hain. Thodi der baad phir try kijiye, aapki post rakhi hui hai.',
  phoneNotVerified: (phone) =>
    `Number ${phone} abhi verify nahi hua hai. Ise "Post a Job" page (/post) par verify kijiye: hum SMS se code bhejte hain. Ya koi verified number bataiye.`,
  newAccountLimit:
    'Naye account ke pehle 24 ghante mein zyada se zyada 3 kaam live reh sakte hain. Koi kaam band kijiye ya baad mein try kijiye, aapki post rakhi hui hai.',
  postFailed: 'Maaf kijiye, kaam post nahi ho paya. Jankari dekhkar phir try kijiye.',
  draftKept: 'Aapke kaam ki post rakhi hui hai: poori karne ke liye "kaam post karna hai" likhiye.',
  defaultDescription: (title, city, pay) => `${city} mein ${title} chahiye. Roz ${pay}.`,
  areaNote: (area) => `Area: ${area}.`,
  perDay: (amount) => `roz ${amount}`,
  shift: {
    soon: ['Aaj', 'Kal', 'Parson'],
    anyDay: 'Koi bhi din',
    flexible: 'Tay nahi',
    dateLocale: 'en-IN',
    time: (hour, minute) => `${hinglishPartOfDay(hour)} ${clock12(hour, minute)} baje`,
    hours: (count) => `roz ${count} ghante`,
    days: (count) => `${count} din`,
    workers: (count) => `${count} ${count === 1 ? 'aadmi' : 'log'}`,
    payTimings: {
      'same-day': 'paisa usi din',
      'end-of-job': 'paisa kaam ke baad',
      weekly: 'paisa har hafte',
    },
    notGiven: 'Nahi bataya',
  },
  categories: {
    'household-work': 'Ghar ka kaam',
    'delivery-transport': 'Delivery aur driver',
    construction: 'Mistri-mazdoor',
    'shop-assistant': 'Dukaan',
    'security-guard': 'Security guard',
    cooking: 'Khana banana',
    cleaning: 'Safai',
    gardening: 'Mali',
    painting: 'Painting',
    other: 'Doosra kaam',
  },
  urgencies: {
    normal: 'Normal (ek hafte mein)',
    urgent: 'Urgent (2-3 din mein)',
    immediate: 'Turant (aaj ya kal)',
  },
  countries: { IN: 'India', US: 'America' },
};

const REPLIES: Record<Language, Replies> = {
  en,
  hi,
  hinglish,
  es: spanishReplies(),
  mr: indianReplies(en, 'mr'),
  bn: indianReplies(en, 'bn'),
  te: indianReplies(en, 'te'),
  ta: indianReplies(en, 'ta'),
};

export function repliesIn(language: Language): Replies {
  return REPLIES[language];
}

/** "₹1,000" or "$120", grouped the way the country writes numbers. */
export function money(amount: number, currency: CurrencyCode): string {
  const country = currency === 'INR' ? COUNTRIES.IN : COUNTRIES.US;
  return `${country.symbol}${new Intl.NumberFormat(country.locale).format(amount)}`;
}

/** Each slug's first name in a list of names (the one replies use). */
const firstNames = (names: Readonly<Record<string, string>>): ReadonlyMap<string, string> =>
  new Map(
    Object.entries(names)
      .reverse()
      .map(([name, slug]) => [slug, name]),
  );

const titleCase = (text: string) =>
  text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

const NAMES_BY_LANGUAGE: Partial<Record<Language, ReadonlyMap<string, string>>> = {
  hi: firstNames(DEVANAGARI_CITY_NAMES),
  mr: firstNames(SCRIPT_CITY_NAMES.mr),
  bn: firstNames(SCRIPT_CITY_NAMES.bn),
  te: firstNames(SCRIPT_CITY_NAMES.te),
  ta: firstNames(SCRIPT_CITY_NAMES.ta),
  es: new Map([...firstNames(SPANISH_CITY_NAMES)].map(([slug, name]) => [slug, titleCase(name)])),
};

/**
 * A built-in city's name as a reply in `language` writes it: in the language's script for the main
 * Indian cities (Devanagari, Bengali, Telugu, Tamil), the Spanish name of a US city that has one
 * ("Nueva York"), else the built-in name.
 */
export function cityName(slug: string, language: Language): string {
  const city = findCityBySlug(slug);
  return NAMES_BY_LANGUAGE[language]?.get(slug) ?? city?.name ?? slug;
}

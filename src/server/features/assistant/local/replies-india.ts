import { bnCategoryLabels } from '../../../../shared/i18n/bn';
import { mrCategoryLabels } from '../../../../shared/i18n/mr';
import { taCategoryLabels } from '../../../../shared/i18n/ta';
import { teCategoryLabels } from '../../../../shared/i18n/te';
import type { Replies } from './replies';
import { categoriesOf, searchAnswers, urgenciesOf, type CategoryLabels } from './replies-shared';

/**
 * The local engine's texts in Marathi, Bengali, Telugu and Tamil (issue #27): the search answers (what
 * was found, where, the filters), the greeting, help and "not understood"; the rest (details of a job,
 * the job post) stays English until those texts are written. Category and urgency names come from the
 * site's catalogues.
 */

/** The texts a language of India has; the rest are English (`base`). */
type SearchTexts = Pick<
  Replies,
  | 'greeting'
  | 'help'
  | 'unknown'
  | 'found'
  | 'noneFound'
  | 'atLeast'
  | 'atMost'
  | 'between'
  | 'urgentOnly'
  | 'countries'
>;

const MARATHI: SearchTexts = {
  greeting:
    'नमस्कार! मी तुमच्या जवळचे रोजचे काम शोधू शकतो. असे लिहा: "पुण्यात स्वयंपाकाचे काम" किंवा "मुंबईत ड्रायव्हरची नोकरी 700 पेक्षा जास्त". काम पोस्ट करण्यासाठी इंग्रजी किंवा हिंदीत लिहा.',
  help: 'मी काम शोधू शकतो ("पुण्यात स्वयंपाकाचे काम", मग "800 पेक्षा जास्त" किंवा "फक्त सफाईचे काम"). काम पोस्ट करण्यासाठी इंग्रजी किंवा हिंदीत लिहा.',
  unknown: 'माफ करा, समजले नाही. असे लिहा: "पुण्यात काम" किंवा "मुंबईत ड्रायव्हरची नोकरी".',
  ...searchAnswers({
    found: (total, where) => `${where}: ${total === 1 ? '1 काम मिळाले' : `${total} कामे मिळाली`}`,
    firstShown: (shown) => `पहिली ${shown} ही आहेत.`,
    none: (where) => `${where}: एकही काम मिळाले नाही`,
    fewerFilters: 'कमी अटी ठेवून शोधा, उदा. कमी पगार.',
    elsewhere: 'जवळचे मोठे शहर किंवा दुसरे काम शोधा.',
    stop: '.',
  }),
  atLeast: (amount) => `रोज ${amount} किंवा जास्त`,
  atMost: (amount) => `रोज ${amount} पर्यंत`,
  between: (low, high) => `रोज ${low} ते ${high}`,
  urgentOnly: 'फक्त तातडीचे',
  countries: { IN: 'भारत', US: 'अमेरिका' },
};

const BENGALI: SearchTexts = {
  greeting:
    'নমস্কার! আমি আপনার কাছাকাছি রোজের কাজ খুঁজে দিতে পারি। লিখুন, যেমন "কলকাতায় রান্নার কাজ" বা "হাওড়াতে ড্রাইভারের কাজ 500 টাকার বেশি"। কাজ পোস্ট করতে ইংরেজি বা হিন্দিতে লিখুন।',
  help: 'আমি কাজ খুঁজে দিতে পারি ("কলকাতায় রান্নার কাজ", তারপর "৮০০ টাকার বেশি" বা "শুধু জরুরি")। কাজ পোস্ট করতে ইংরেজি বা হিন্দিতে লিখুন।',
  unknown: 'দুঃখিত, বুঝতে পারিনি। লিখুন, যেমন "কলকাতায় কাজ" বা "হাওড়াতে ড্রাইভারের কাজ"।',
  ...searchAnswers({
    found: (total, where) => `${where}: ${total}টি কাজ পাওয়া গেছে`,
    firstShown: (shown) => `প্রথম ${shown}টি দেখাচ্ছি।`,
    none: (where) => `${where}: কোনো কাজ পাওয়া যায়নি`,
    fewerFilters: 'কম শর্তে খুঁজে দেখুন, যেমন কম টাকা।',
    elsewhere: 'কাছের কোনো বড় শহরে বা অন্য ধরনের কাজ খুঁজে দেখুন।',
    stop: '।',
  }),
  atLeast: (amount) => `দিনে ${amount} বা বেশি`,
  atMost: (amount) => `দিনে ${amount} পর্যন্ত`,
  between: (low, high) => `দিনে ${low} থেকে ${high}`,
  urgentOnly: 'শুধু জরুরি',
  countries: { IN: 'ভারত', US: 'আমেরিকা' },
};

const TELUGU: SearchTexts = {
  greeting:
    'నమస్తే! మీ దగ్గరలో రోజువారీ పని వెతకగలను. ఇలా రాయండి: "హైదరాబాద్ లో వంట పని" లేదా "విశాఖపట్నం లో డ్రైవర్ పని 600 కంటే ఎక్కువ". పని పోస్ట్ చేయడానికి ఇంగ్లీష్ లేదా హిందీలో రాయండి.',
  help: 'నేను పని వెతకగలను ("హైదరాబాద్ లో వంట పని", తర్వాత "800 కంటే ఎక్కువ" లేదా "అర్జెంట్ పనులు మాత్రమే"). పని పోస్ట్ చేయడానికి ఇంగ్లీష్ లేదా హిందీలో రాయండి.',
  unknown: 'క్షమించండి, అర్థం కాలేదు. ఇలా రాయండి: "హైదరాబాద్ లో పని" లేదా "చెన్నై లో డ్రైవర్ పని".',
  ...searchAnswers({
    found: (total, where) => `${where}: ${total === 1 ? '1 పని దొరికింది' : `${total} పనులు దొరికాయి`}`,
    firstShown: (shown) => `మొదటి ${shown} ఇవి.`,
    none: (where) => `${where}: ఏ పనీ దొరకలేదు`,
    fewerFilters: 'తక్కువ షరతులతో వెతకండి, ఉదాహరణకు తక్కువ జీతం.',
    elsewhere: 'దగ్గరలోని పెద్ద నగరంలో లేదా వేరే పని వెతకండి.',
    stop: '.',
  }),
  atLeast: (amount) => `రోజుకు ${amount} లేదా ఎక్కువ`,
  atMost: (amount) => `రోజుకు ${amount} వరకు`,
  between: (low, high) => `రోజుకు ${low} నుండి ${high}`,
  urgentOnly: 'అర్జెంట్ మాత్రమే',
  countries: { IN: 'భారత్', US: 'అమెరికా' },
};

const TAMIL: SearchTexts = {
  greeting:
    'வணக்கம்! உங்கள் அருகில் தினசரி வேலை தேடித் தர முடியும். இப்படி எழுதுங்கள்: "சென்னையில் சமையல் வேலை" அல்லது "கோவையில் டிரைவர் வேலை 600க்கு மேல்". வேலையைப் பதிவு செய்ய ஆங்கிலம் அல்லது இந்தியில் எழுதுங்கள்.',
  help: 'நான் வேலை தேடித் தர முடியும் ("சென்னையில் சமையல் வேலை", பிறகு "800க்கு மேல்" அல்லது "அவசர வேலை மட்டும்"). வேலையைப் பதிவு செய்ய ஆங்கிலம் அல்லது இந்தியில் எழுதுங்கள்.',
  unknown: 'மன்னிக்கவும், புரியவில்லை. இப்படி எழுதுங்கள்: "சென்னையில் வேலை" அல்லது "மதுரையில் டிரைவர் வேலை".',
  ...searchAnswers({
    found: (total, where) => `${where}: ${total === 1 ? '1 வேலை கிடைத்தது' : `${total} வேலைகள் கிடைத்தன`}`,
    firstShown: (shown) => `முதல் ${shown} இதோ.`,
    none: (where) => `${where}: வேலை எதுவும் கிடைக்கவில்லை`,
    fewerFilters: 'குறைவான நிபந்தனைகளுடன் தேடுங்கள், உதாரணமாக குறைந்த சம்பளம்.',
    elsewhere: 'அருகிலுள்ள பெரிய நகரம் அல்லது வேறு வேலையைத் தேடுங்கள்.',
    stop: '.',
  }),
  atLeast: (amount) => `நாளுக்கு ${amount} அல்லது அதிகம்`,
  atMost: (amount) => `நாளுக்கு ${amount} வரை`,
  between: (low, high) => `நாளுக்கு ${low} முதல் ${high} வரை`,
  urgentOnly: 'அவசரம் மட்டும்',
  countries: { IN: 'இந்தியா', US: 'அமெரிக்கா' },
};

/** A language of India's replies: its search texts and category names on top of the English ones. */
export function indianReplies(base: Replies, language: 'mr' | 'bn' | 'te' | 'ta'): Replies {
  switch (language) {
    case 'mr':
      return withLabels({ ...base, ...MARATHI }, mrCategoryLabels);
    case 'bn':
      return withLabels({ ...base, ...BENGALI }, bnCategoryLabels);
    case 'te':
      return withLabels({ ...base, ...TELUGU }, teCategoryLabels);
    default:
      return withLabels({ ...base, ...TAMIL }, taCategoryLabels);
  }
}

function withLabels(replies: Replies, labels: CategoryLabels): Replies {
  return { ...replies, categories: categoriesOf(labels), urgencies: urgenciesOf(labels) };
}

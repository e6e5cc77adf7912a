import type { Replies } from './replies';
import { clock12, partOfDay, searchAnswers } from './replies-shared';

const HINDI_PARTS = { night: 'रात', morning: 'सुबह', afternoon: 'दोपहर', evening: 'शाम' };

/** Everything the local engine says, in Hindi (Devanagari). */
export const hi: Replies = {
  greeting:
    'नमस्ते! मैं आपके पास रोज़ का काम ढूंढ सकता हूँ या आपका काम पोस्ट कर सकता हूँ। लिखिए जैसे "मुंबई में ड्राइवर का काम" या "काम पोस्ट करना है"।',
  help:
    'मैं काम ढूंढ सकता हूँ ("पुणे में खाना बनाने का काम", फिर "सिर्फ़ अर्जेंट" या "800 से ज़्यादा"), लिस्ट के किसी ' +
    'काम की जानकारी दे सकता हूँ ("2 के बारे में बताओ") और आपका काम पोस्ट कर सकता हूँ ("काम पोस्ट करना है")। ' +
    'रोकने के लिए "रद्द" लिखिए।',
  unknown:
    'माफ़ कीजिए, मैं समझ नहीं पाया। आप लिख सकते हैं "दिल्ली में काम", "700 से ज़्यादा वाला ड्राइवर का काम" या "काम पोस्ट करना है"।',
  ...searchAnswers({
    found: (total, where) => `${where} में ${total} ${total === 1 ? 'काम मिला' : 'काम मिले'}`,
    firstShown: (shown) => `पहले ${shown} ये रहे।`,
    none: (where) => `${where} में कोई काम नहीं मिला`,
    fewerFilters: 'कम शर्तों के साथ ढूंढिए, जैसे कम पैसे या बिना "अर्जेंट"।',
    elsewhere: 'पास का कोई बड़ा शहर या दूसरा काम ढूंढिए।',
    stop: '।',
  }),
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
    time: (hour, minute) => `${partOfDay(hour, HINDI_PARTS)} ${clock12(hour, minute)} बजे`,
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

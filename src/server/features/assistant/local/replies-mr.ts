import { mrCategoryLabels } from '../../../../shared/i18n/mr';
import type { Replies } from './replies';
import { categoriesOf, clock12, partOfDay, searchAnswers, urgenciesOf } from './replies-shared';

const MARATHI_PARTS = { night: 'रात्री', morning: 'सकाळी', afternoon: 'दुपारी', evening: 'संध्याकाळी' };

/**
 * Everything the local engine says, in Marathi (issue #27): searches and the guided job post. Everyday
 * spoken Marathi, the words of docs/glossary/mr.md; category and urgency names from the site's catalogue.
 */
export const mr: Replies = {
  greeting:
    'नमस्कार! मी तुमच्या जवळचे रोजचे काम शोधू शकतो आणि तुमचे काम पोस्ट करायला मदत करू शकतो. असे लिहा: "पुण्यात स्वयंपाकाचे काम" किंवा "काम पोस्ट करायचे आहे".',
  help:
    'मी काम शोधू शकतो ("पुण्यात स्वयंपाकाचे काम", मग "800 पेक्षा जास्त" किंवा "फक्त सफाईचे काम"). ' +
    'यादीतील एखाद्या कामाची माहिती हवी असेल तर त्याचा नंबर लिहा, उदा. "2". तुमचे काम एकेक पायरीने पोस्ट ' +
    'करू शकतो ("काम पोस्ट करायचे आहे"). थांबवण्यासाठी "रद्द करा" लिहा.',
  unknown: 'माफ करा, समजले नाही. असे लिहा: "पुण्यात काम", "मुंबईत ड्रायव्हरची नोकरी" किंवा "काम पोस्ट करायचे आहे".',
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
  details: (index, title, location, pay, open) =>
    `काम ${index}: "${title}", ${location}, रोज ${pay}.${open ? '' : ' हे काम आता बंद आहे.'}`,
  noList: 'मी अजून एकही काम दाखवले नाही. आधी काम शोधा, उदा. "पुण्यात काम", मग कामाचा नंबर लिहा, उदा. "2".',
  outOfRange: (index, count) =>
    `मी ${count} ${count === 1 ? 'काम' : 'कामे'} दाखवली, ${index} नंबरचे काम नाही. ` +
    (count === 1 ? '1 लिहा.' : `1 ते ${count} पैकी एक नंबर लिहा.`),
  jobGone: (index) => `काम ${index} आता उपलब्ध नाही.`,
  whichOne: 'कोणते काम? त्याचा नंबर लिहा, उदा. "2".',
  anythingElse: 'ठीक आहे. काय करायचे आहे? काम शोधू शकता किंवा काम पोस्ट करू शकता.',
  cancelled: 'ठीक आहे, कामाची पोस्ट रद्द केली.',
  nothingToCancel: 'ठीक आहे, थांबवले. आता काय करायचे आहे?',
  startPosting: 'चला, तुमचे काम पोस्ट करू.',
  resumePosting: 'चला, तुमच्या कामाची पोस्ट पूर्ण करू.',
  notUnderstood: 'माफ करा, समजले नाही.',
  summaryTitle: 'तुमच्या कामाची पोस्ट:',
  confirmQuestion: 'ही पोस्ट करू का? "हो" लिहा, किंवा काय बदलायचे ते सांगा, उदा. "पगार 800".',
  updated: 'ठीक आहे, बदलले.',
  whatToChange: 'काय बदलायचे आहे? उदा. "पगार 800", "शहर नाशिक" किंवा "फोन 98765 43210".',
  signIn: 'काम पोस्ट करण्यासाठी साइन इन करावे लागेल. साइन इन करा, मग "हो" लिहा, मी पोस्ट करतो.',
  posted: (title) => `तुमचे काम "${title}" पोस्ट झाले. आता कामगार ते पाहून तुम्हाला कॉल करू शकतात.`,
  held: (title) =>
    `तुमचे काम "${title}" सेव्ह झाले, पण कामगारांना ते अजून दिसणार नाही: त्यात कामगारांकडून पैसे (फी, डिपॉझिट, पेमेंट किंवा OTP) मागितले आहेत, ते चालत नाही. आमच्या टीममधील कोणीतरी 24 तासांत ते पाहील.`,
  fieldRejected: (label) => `${label} बरोबर नाही.`,
  tooManyPosts: 'तुम्ही थोड्या वेळात खूप कामे पोस्ट केली आहेत. थोड्या वेळाने पुन्हा प्रयत्न करा, तुमची पोस्ट जपून ठेवली आहे.',
  phoneNotVerified: (phone) =>
    `नंबर ${phone} अजून व्हेरिफाय केलेला नाही. "काम पोस्ट करा" पानावर (/post) व्हेरिफाय करा: आम्ही SMS ने कोड पाठवतो. किंवा व्हेरिफाय केलेला नंबर सांगा, उदा. "फोन 98765 43210".`,
  newAccountLimit:
    'नवीन अकाउंटवर पहिल्या 24 तासांत जास्तीत जास्त 3 कामे चालू राहू शकतात. एखादे काम बंद करा किंवा नंतर प्रयत्न करा, तुमची पोस्ट जपून ठेवली आहे.',
  postFailed: 'माफ करा, काम पोस्ट झाले नाही. माहिती तपासून पुन्हा प्रयत्न करा.',
  draftKept: 'तुमच्या कामाची पोस्ट जपून ठेवली आहे: पूर्ण करण्यासाठी "काम पोस्ट करायचे आहे" लिहा.',
  defaultDescription: (title, city, pay) => `${city} येथे ${title} पाहिजे. रोज ${pay}.`,
  areaNote: (area) => `भाग: ${area}.`,
  perDay: (amount) => `रोज ${amount}`,
  shift: {
    soon: ['आज', 'उद्या', 'परवा'],
    anyDay: 'कोणताही दिवस',
    flexible: 'सोयीप्रमाणे',
    dateLocale: 'mr-IN-u-nu-latn',
    time: (hour, minute) => `${partOfDay(hour, MARATHI_PARTS)} ${clock12(hour, minute)} वाजता`,
    hours: (count) => `रोज ${count} तास`,
    days: (count) => `${count} दिवस`,
    workers: (count) => `${count} कामगार`,
    payTimings: {
      'same-day': 'त्याच दिवशी पैसे',
      'end-of-job': 'काम संपल्यावर पैसे',
      weekly: 'आठवड्याला पैसे',
    },
    notGiven: 'सांगितले नाही',
  },
  categories: categoriesOf(mrCategoryLabels),
  urgencies: urgenciesOf(mrCategoryLabels),
  countries: { IN: 'भारत', US: 'अमेरिका' },
};

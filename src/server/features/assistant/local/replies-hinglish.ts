import type { Replies } from './replies';
import { clock12, partOfDay, searchAnswers } from './replies-shared';

const HINGLISH_PARTS = { night: 'raat', morning: 'subah', afternoon: 'dopahar', evening: 'shaam' };

/** Everything the local engine says, in Hinglish (Hindi in Latin letters). */
export const hinglish: Replies = {
  greeting:
    'Namaste! Main aapke paas roz ka kaam dhundh sakta hoon ya aapka kaam post kar sakta hoon. Likhiye jaise "Mumbai mein driver ka kaam" ya "kaam post karna hai".',
  help:
    'Main kaam dhundh sakta hoon ("Pune mein cook ka kaam", phir "sirf urgent" ya "800 se zyada"), list ke kisi ' +
    'kaam ki jankari de sakta hoon ("2 ke baare mein batao") aur aapka kaam post kar sakta hoon ("kaam post karna hai"). ' +
    'Rokne ke liye "cancel" likhiye.',
  unknown:
    'Maaf kijiye, main samajh nahi paya. Aap likh sakte hain "Delhi mein kaam", "700 se zyada wala driver ka kaam" ya "kaam post karna hai".',
  ...searchAnswers({
    found: (total, where) => `${where} mein ${total} ${total === 1 ? 'kaam mila' : 'kaam mile'}`,
    firstShown: (shown) => `Pehle ${shown} ye rahe.`,
    none: (where) => `${where} mein koi kaam nahi mila`,
    fewerFilters: 'Kam sharton ke saath dhundhiye, jaise kam paise ya bina "urgent".',
    elsewhere: 'Paas ka koi bada shahar ya doosra kaam dhundhiye.',
    stop: '.',
  }),
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
    time: (hour, minute) => `${partOfDay(hour, HINGLISH_PARTS)} ${clock12(hour, minute)} baje`,
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

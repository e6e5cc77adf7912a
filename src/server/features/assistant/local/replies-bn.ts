import { bnCategoryLabels } from '../../../../shared/i18n/bn';
import type { Replies } from './replies';
import { categoriesOf, clock12, searchAnswers, urgenciesOf } from './replies-shared';

/** সকাল (before noon), দুপুর (noon to 4), বিকেল (4 to 6), সন্ধ্যা (6 to 8), রাত. */
function bengaliPartOfDay(hour: number): string {
  if (hour < 4 || hour >= 20) return 'রাত';
  if (hour < 12) return 'সকাল';
  if (hour < 16) return 'দুপুর';
  return hour < 18 ? 'বিকেল' : 'সন্ধ্যা';
}

/**
 * Everything the local engine says, in Bengali (issue #27): searches and the guided job post. Everyday
 * spoken Bengali, the words of docs/glossary/bn.md; category and urgency names from the site's catalogue.
 */
export const bn: Replies = {
  greeting:
    'নমস্কার! আমি আপনার কাছাকাছি রোজের কাজ খুঁজে দিতে পারি, আপনার কাজ পোস্ট করতেও সাহায্য করতে পারি। লিখুন, যেমন "কলকাতায় রান্নার কাজ" বা "কাজ পোস্ট করতে চাই"।',
  help:
    'আমি কাজ খুঁজে দিতে পারি ("কলকাতায় রান্নার কাজ", তারপর "800 টাকার বেশি" বা "শুধু জরুরি")। ' +
    'তালিকার কোনো কাজের খবর চাইলে তার নম্বর লিখুন, যেমন "2"। আপনার কাজ ধাপে ধাপে পোস্ট করে দিতে ' +
    'পারি ("কাজ পোস্ট করতে চাই")। থামাতে "বাতিল" লিখুন।',
  unknown: 'দুঃখিত, বুঝতে পারিনি। লিখুন, যেমন "কলকাতায় কাজ", "হাওড়াতে ড্রাইভারের কাজ" বা "কাজ পোস্ট করতে চাই"।',
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
  details: (index, title, location, pay, open) =>
    `কাজ ${index}: "${title}", ${location}, দিনে ${pay}।${open ? '' : ' এই কাজটি এখন বন্ধ।'}`,
  noList: 'আমি এখনও কোনো কাজ দেখাইনি। আগে কাজ খুঁজুন, যেমন "কলকাতায় কাজ", তারপর কাজের নম্বর লিখুন, যেমন "2"।',
  outOfRange: (index, count) =>
    `আমি ${count}টি কাজ দেখিয়েছি, ${index} নম্বরের কোনো কাজ নেই। ` +
    (count === 1 ? '1 লিখুন।' : `1 থেকে ${count} এর মধ্যে একটি নম্বর লিখুন।`),
  jobGone: (index) => `কাজ ${index} এখন আর নেই।`,
  whichOne: 'কোন কাজটি? তার নম্বর লিখুন, যেমন "2"।',
  anythingElse: 'ঠিক আছে। কী করতে চান? কাজ খুঁজতে পারেন বা কাজ পোস্ট করতে পারেন।',
  cancelled: 'ঠিক আছে, কাজের পোস্ট বাতিল করেছি।',
  nothingToCancel: 'ঠিক আছে, থামালাম। এখন কী করতে চান?',
  startPosting: 'চলুন, আপনার কাজ পোস্ট করি।',
  resumePosting: 'চলুন, আপনার কাজের পোস্ট শেষ করি।',
  notUnderstood: 'দুঃখিত, বুঝতে পারিনি।',
  summaryTitle: 'আপনার কাজের পোস্ট:',
  confirmQuestion: 'এটা পোস্ট করব? "হ্যাঁ" লিখুন, বা কী বদলাতে হবে বলুন, যেমন "টাকা 800"।',
  updated: 'ঠিক আছে, বদলে দিয়েছি।',
  whatToChange: 'কী বদলাতে হবে? যেমন "টাকা 800", "শহর হাওড়া" বা "ফোন 98765 43210"।',
  signIn: 'কাজ পোস্ট করতে সাইন ইন করতে হবে। সাইন ইন করে "হ্যাঁ" লিখুন, আমি পোস্ট করে দেব।',
  posted: (title) => `আপনার কাজ "${title}" পোস্ট হয়েছে। এখন কর্মীরা এটা দেখে আপনাকে কল করতে পারবেন।`,
  held: (title) =>
    `আপনার কাজ "${title}" সেভ হয়েছে, কিন্তু কর্মীরা এখনও এটা দেখতে পাবেন না: এতে কর্মীদের কাছে টাকা (ফি, ডিপোজিট, পেমেন্ট বা OTP) চাওয়া হয়েছে, যা চলবে না। আমাদের টিমের একজন 24 ঘণ্টার মধ্যে এটা দেখবেন।`,
  fieldRejected: (label) => `${label} ঠিক নেই।`,
  tooManyPosts: 'আপনি অল্প সময়ে অনেক কাজ পোস্ট করেছেন। একটু পরে আবার চেষ্টা করুন, আপনার পোস্ট রাখা আছে।',
  phoneNotVerified: (phone) =>
    `${phone} নম্বরটি এখনও যাচাই করা হয়নি। "কাজ পোস্ট করুন" পাতায় (/post) যাচাই করুন: আমরা SMS-এ কোড পাঠাই। অথবা যাচাই করা কোনো নম্বর বলুন, যেমন "ফোন 98765 43210"।`,
  newAccountLimit:
    'নতুন অ্যাকাউন্টে প্রথম 24 ঘণ্টায় বড়জোর 3টি কাজ চালু থাকতে পারে। কোনো কাজ বন্ধ করুন বা পরে চেষ্টা করুন, আপনার পোস্ট রাখা আছে।',
  postFailed: 'দুঃখিত, কাজটি পোস্ট করা গেল না। তথ্যগুলো দেখে আবার চেষ্টা করুন।',
  draftKept: 'আপনার কাজের পোস্ট রাখা আছে: শেষ করতে "কাজ পোস্ট করতে চাই" লিখুন।',
  defaultDescription: (title, city, pay) => `${city} শহরে ${title} দরকার। দিনে ${pay}।`,
  areaNote: (area) => `এলাকা: ${area}।`,
  perDay: (amount) => `দিনে ${amount}`,
  shift: {
    soon: ['আজ', 'কাল', 'পরশু'],
    anyDay: 'যেকোনো দিন',
    flexible: 'সুবিধামতো',
    dateLocale: 'bn-IN-u-nu-latn',
    time: (hour, minute) => `${bengaliPartOfDay(hour)} ${clock12(hour, minute)}টা`,
    hours: (count) => `দিনে ${count} ঘণ্টা`,
    days: (count) => `${count} দিন`,
    workers: (count) => `${count} জন কর্মী`,
    payTimings: {
      'same-day': 'সেদিনই টাকা',
      'end-of-job': 'কাজ শেষে টাকা',
      weekly: 'সপ্তাহে সপ্তাহে টাকা',
    },
    notGiven: 'বলা হয়নি',
  },
  categories: categoriesOf(bnCategoryLabels),
  urgencies: urgenciesOf(bnCategoryLabels),
  countries: { IN: 'ভারত', US: 'আমেরিকা' },
};

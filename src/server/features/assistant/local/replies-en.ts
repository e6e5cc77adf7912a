import type { Replies } from './replies';
import { clock12, searchAnswers } from './replies-shared';

/** Everything the local engine says, in English: the language every other one is checked against. */
export const en: Replies = {
  greeting:
    'Hello! I can find daily work near you or help you post a job. Try "delivery jobs in Mumbai above 600" or "post a job".',
  help:
    'I can find jobs ("cook jobs in Pune", then "only urgent" or "more than 800"), tell you more about a job ' +
    'in the list ("tell me more about 2") and post a job for you step by step ("post a job"). Say "cancel" to stop.',
  unknown:
    'Sorry, I did not understand. You can say "find work in Delhi", "driver jobs above 700" or "post a job".',
  ...searchAnswers({
    found: (total, where) => `I found ${total} ${total === 1 ? 'job' : 'jobs'} in ${where}`,
    firstShown: (shown) => `Here are the first ${shown}.`,
    none: (where) => `I found no jobs in ${where}`,
    fewerFilters: 'Try with fewer filters, for example a lower pay or not only urgent.',
    elsewhere: 'Try a nearby bigger city or another kind of work.',
    stop: '.',
  }),
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

import {
  ASSISTANT_MAX_CONTENT,
  ACCOUNT_NAME_MAX,
  ASSISTANT_MAX_MESSAGES,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  DAILY_SALARY_MIN,
  EMAIL_OR_PHONE_MAX,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  MESSAGE_MAX_LENGTH,
  OTP_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MIN_DIGITS,
  REPORT_DETAILS_MAX,
} from '../limits';
import { RATING_COMMENT_MAX, RATING_REPLY_MAX } from '../ratings';
import { HOURS_PER_DAY_MAX, WORK_DAYS_MAX, WORKERS_MAX } from '../shifts';

/**
 * The messages of the shared contracts' checks (src/shared/api), by key (docs/decisions/0032): a zod
 * issue's message is `validation.<key>` (`validationKey` in shared/api/validation.ts), which the web app
 * says in the person's language and the server answers in this English. Limits are the shared constants,
 * written into the texts (no placeholders: a message is the same wherever it is shown). The input guard's
 * two messages, which any request can get, are in the shell catalogue (en.ts `validation`); these load
 * with the forms (web/lib/texts/validation.ts).
 */
export const validation = {
  // A job (jobInputSchema) and the post form's own checks.
  jobTitle: `Title must be ${JOB_TITLE_MIN} to ${JOB_TITLE_MAX} characters`,
  jobCategory: 'Please choose a job category',
  dailySalaryRequired: 'Please enter the daily payment',
  dailySalaryNumber: 'Daily payment must be a number',
  dailySalaryWhole: 'Daily payment must be a whole number',
  dailySalaryRange: `Daily payment must be between ${DAILY_SALARY_MIN} and 10,00,000`,
  jobLocation: 'Please choose a location from the list',
  jobDescription: `Description must be ${JOB_DESCRIPTION_MIN} to ${JOB_DESCRIPTION_MAX} characters`,
  jobPhone: `Please enter a valid phone number (at least ${PHONE_MIN_DIGITS} digits)`,
  jobTiming: 'Please choose a work timing from the list',
  jobUrgency: 'Please choose Normal, Urgent or Immediate',
  workDateRequired: 'Please choose the work date',
  workDate: 'Please enter a real date, for example 2026-12-05',
  workDatePast: 'The work date has passed. Please choose today or a later day.',
  startTime: 'Please enter a start time like 09:00',
  hoursPerDayNumber: 'Hours per day must be a number',
  hoursPerDayWhole: 'Hours per day must be a whole number',
  hoursPerDayRange: `Hours per day must be between 1 and ${HOURS_PER_DAY_MAX}`,
  daysNumber: 'Number of days must be a number',
  daysWhole: 'Number of days must be a whole number',
  daysRange: `Number of days must be between 1 and ${WORK_DAYS_MAX}`,
  workersNumber: 'Workers needed must be a number',
  workersWhole: 'Workers needed must be a whole number',
  workersRange: `Workers needed must be between 1 and ${WORKERS_MAX}`,
  payTiming: 'Please choose when workers are paid',
  payMethods: 'Please choose cash, UPI or bank transfer',
  mealsProvided: 'Meals provided must be yes or no',
  travelPaid: 'Travel paid must be yes or no',
  /** The Call number's SMS code (job-phones.ts). */
  phoneCode: `Enter the ${OTP_LENGTH}-digit code from the SMS`,
  // The job list's query and the reverse geocoder's.
  listToday: 'today must be a date like 2026-12-05',
  latitude: 'Latitude must be a number',
  longitude: 'Longitude must be a number',

  // Accounts (the spec's texts).
  fillAllFields: 'Please fill all fields',
  passwordRule: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long`,
  codeFormat: `Please enter a ${OTP_LENGTH}-digit verification code`,
  nameTooLong: `Please use at most ${ACCOUNT_NAME_MAX} characters`,
  emailOrPhoneTooLong: `Please use at most ${EMAIL_OR_PHONE_MAX} characters`,
  emailRequired: 'Please enter your email address',
  nothingToChange: 'Nothing to change',
  passwordOrCode: 'Enter your password or the emailed code',

  // The contact form.
  contactFirstName: 'Please enter your first name',
  contactLastName: 'Please enter your last name',
  contactNameTooLong: `Please use at most ${CONTACT_NAME_MAX} characters`,
  contactEmail: 'Please enter a valid email address',
  contactSubject: 'Please enter a subject',
  contactSubjectTooLong: `Please keep the subject under ${CONTACT_SUBJECT_MAX} characters`,
  contactMessageTooShort: `Your message must be at least ${CONTACT_MESSAGE_MIN} characters`,
  contactMessageTooLong: `Your message can be at most ${CONTACT_MESSAGE_MAX} characters`,

  // Job alerts.
  alertCity: 'Please choose a city from the list',
  alertCityUnknown: 'We do not know this city. Please choose one from the list.',
  alertCategory: 'Unknown category',
  alertPayNumber: 'Pay must be a number',
  alertPayWhole: 'Pay must be a whole number',
  alertPayNegative: 'Pay must not be below 0',
  alertPayTooHigh: 'Pay is too high',
  alertWords: 'Search words must be at most 200 characters',
  alertEmails: 'Please choose instant, daily or off',

  // Messages and reports.
  messageBlank: 'Please write a message first',
  messageTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters`,
  beforeOrAfter: 'Use before or after, not both',
  reportReason: 'Please choose a reason',
  reportDetails: 'Please tell us what is wrong',
  reportDetailsTooLong: `Please keep it under ${REPORT_DETAILS_MAX} characters`,

  // Ratings.
  ratingStars: 'Please choose 1 to 5 stars',
  ratingCommentTooLong: `Please keep it under ${RATING_COMMENT_MAX} characters`,
  ratingReplyBlank: 'Please write a reply first',
  ratingReplyTooLong: `A reply can be at most ${RATING_REPLY_MAX} characters`,
  paidOnTimeRequired: 'Please answer: were you paid in full and on time?',
  paidOnTimeNotAsked: 'Only a worker answers whether they were paid on time.',

  // The assistant's conversation.
  assistantContentTooLong: `A message can have at most ${ASSISTANT_MAX_CONTENT} characters`,
  assistantMessagesMin: 'Send at least one message',
  assistantMessagesMax: `A conversation can have at most ${ASSISTANT_MAX_MESSAGES} messages`,
  assistantLastFromUser: 'The last message must be the user’s',
  assistantLastBlank: 'The last message must not be blank',
};

import {
  ACCOUNT_NAME_MAX,
  ASSISTANT_MAX_CONTENT,
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
import type { validation } from './en-validation';

/** Tamil for the shared contracts' check messages (twin of en-validation.ts). */
export const validationTa: typeof validation = {
  // A job (jobInputSchema) and the post form's own checks.
  jobTitle: `வேலையின் பெயர் ${JOB_TITLE_MIN} முதல் ${JOB_TITLE_MAX} எழுத்துகள் இருக்க வேண்டும்`,
  jobCategory: 'வேலை வகையைத் தேர்ந்தெடுங்கள்',
  dailySalaryRequired: 'நாள் சம்பளத்தை எழுதுங்கள்',
  dailySalaryNumber: 'நாள் சம்பளம் எண்ணாக இருக்க வேண்டும்',
  dailySalaryWhole: 'நாள் சம்பளம் முழு எண்ணாக இருக்க வேண்டும்',
  dailySalaryRange: `நாள் சம்பளம் ${DAILY_SALARY_MIN} முதல் 10,00,000 வரை இருக்க வேண்டும்`,
  jobLocation: 'பட்டியலிலிருந்து இடத்தைத் தேர்ந்தெடுங்கள்',
  jobDescription: `வேலை விவரம் ${JOB_DESCRIPTION_MIN} முதல் ${JOB_DESCRIPTION_MAX} எழுத்துகள் இருக்க வேண்டும்`,
  jobPhone: `சரியான போன் நம்பர் எழுதுங்கள் (குறைந்தது ${PHONE_MIN_DIGITS} இலக்கம்)`,
  jobTiming: 'பட்டியலிலிருந்து வேலை நேரத்தைத் தேர்ந்தெடுங்கள்',
  jobUrgency: 'சாதாரணம், அவசரம் அல்லது உடனே என்று தேர்ந்தெடுங்கள்',
  workDateRequired: 'வேலை தேதியைத் தேர்ந்தெடுங்கள்',
  workDate: 'சரியான தேதி எழுதுங்கள், உதாரணம் 2026-12-05',
  workDatePast: 'வேலை தேதி முடிந்துவிட்டது. இன்று அல்லது பிறகு உள்ள நாளைத் தேர்ந்தெடுங்கள்.',
  startTime: '09:00 போல தொடங்கும் நேரத்தை எழுதுங்கள்',
  hoursPerDayNumber: 'ஒரு நாளுக்கு மணி நேரம் எண்ணாக இருக்க வேண்டும்',
  hoursPerDayWhole: 'ஒரு நாளுக்கு மணி நேரம் முழு எண்ணாக இருக்க வேண்டும்',
  hoursPerDayRange: `ஒரு நாளுக்கு மணி நேரம் 1 முதல் ${HOURS_PER_DAY_MAX} வரை இருக்க வேண்டும்`,
  daysNumber: 'நாட்களின் எண்ணிக்கை எண்ணாக இருக்க வேண்டும்',
  daysWhole: 'நாட்களின் எண்ணிக்கை முழு எண்ணாக இருக்க வேண்டும்',
  daysRange: `நாட்களின் எண்ணிக்கை 1 முதல் ${WORK_DAYS_MAX} வரை இருக்க வேண்டும்`,
  workersNumber: 'தேவையான தொழிலாளர்கள் எண்ணாக இருக்க வேண்டும்',
  workersWhole: 'தேவையான தொழிலாளர்கள் முழு எண்ணாக இருக்க வேண்டும்',
  workersRange: `தேவையான தொழிலாளர்கள் 1 முதல் ${WORKERS_MAX} வரை இருக்க வேண்டும்`,
  payTiming: 'தொழிலாளர்களுக்கு எப்போது சம்பளம் என்று தேர்ந்தெடுங்கள்',
  payMethods: 'கையில் பணம், UPI அல்லது பேங்க் டிரான்ஸ்ஃபர் என்று தேர்ந்தெடுங்கள்',
  mealsProvided: 'சாப்பாடு உண்டா: ஆம் அல்லது இல்லை',
  travelPaid: 'பயணச் செலவு உண்டா: ஆம் அல்லது இல்லை',
  /** The Call number's SMS code (job-phones.ts). */
  phoneCode: `SMS-ல் வந்த ${OTP_LENGTH} இலக்க கோடை எழுதுங்கள்`,
  // The job list's query and the reverse geocoder's.
  listToday: 'today 2026-12-05 போன்ற தேதியாக இருக்க வேண்டும்',
  latitude: 'அட்சரேகை எண்ணாக இருக்க வேண்டும்',
  longitude: 'தீர்க்கரேகை எண்ணாக இருக்க வேண்டும்',

  // Accounts (the spec's texts).
  fillAllFields: 'எல்லா இடங்களையும் நிரப்புங்கள்',
  passwordRule: `பாஸ்வேர்டு ${PASSWORD_MIN_LENGTH} முதல் ${PASSWORD_MAX_LENGTH} எழுத்துகள் இருக்க வேண்டும்`,
  codeFormat: `${OTP_LENGTH} இலக்க சரிபார்ப்பு கோடை எழுதுங்கள்`,
  nameTooLong: `அதிகபட்சம் ${ACCOUNT_NAME_MAX} எழுத்துகள் மட்டும்`,
  emailOrPhoneTooLong: `அதிகபட்சம் ${EMAIL_OR_PHONE_MAX} எழுத்துகள் மட்டும்`,
  emailRequired: 'உங்கள் ஈமெயில் முகவரியை எழுதுங்கள்',
  nothingToChange: 'மாற்ற எதுவும் இல்லை',
  passwordOrCode: 'உங்கள் பாஸ்வேர்டு அல்லது ஈமெயிலில் வந்த கோடை எழுதுங்கள்',

  // The contact form.
  contactFirstName: 'உங்கள் முதல் பெயரை எழுதுங்கள்',
  contactLastName: 'உங்கள் கடைசி பெயரை எழுதுங்கள்',
  contactNameTooLong: `அதிகபட்சம் ${CONTACT_NAME_MAX} எழுத்துகள் மட்டும்`,
  contactEmail: 'சரியான ஈமெயில் முகவரியை எழுதுங்கள்',
  contactSubject: 'தலைப்பை எழுதுங்கள்',
  contactSubjectTooLong: `தலைப்பு ${CONTACT_SUBJECT_MAX} எழுத்துகளுக்குள் இருக்கட்டும்`,
  contactMessageTooShort: `உங்கள் மெசேஜ் குறைந்தது ${CONTACT_MESSAGE_MIN} எழுத்துகள் இருக்க வேண்டும்`,
  contactMessageTooLong: `உங்கள் மெசேஜ் அதிகபட்சம் ${CONTACT_MESSAGE_MAX} எழுத்துகள் மட்டும்`,

  // Job alerts.
  alertCity: 'பட்டியலிலிருந்து ஊரைத் தேர்ந்தெடுங்கள்',
  alertCityUnknown: 'இந்த ஊர் எங்களுக்குத் தெரியாது. பட்டியலிலிருந்து ஒன்றைத் தேர்ந்தெடுங்கள்.',
  alertCategory: 'தெரியாத வேலை வகை',
  alertPayNumber: 'சம்பளம் எண்ணாக இருக்க வேண்டும்',
  alertPayWhole: 'சம்பளம் முழு எண்ணாக இருக்க வேண்டும்',
  alertPayNegative: 'சம்பளம் 0-க்குக் கீழே இருக்கக் கூடாது',
  alertPayTooHigh: 'சம்பளம் ரொம்ப அதிகம்',
  alertWords: 'தேடும் வார்த்தைகள் அதிகபட்சம் 200 எழுத்துகள் மட்டும்',
  alertEmails: 'உடனே, தினமும் அல்லது வேண்டாம் என்று தேர்ந்தெடுங்கள்',

  // Messages and reports.
  messageBlank: 'முதலில் ஒரு மெசேஜ் எழுதுங்கள்',
  messageTooLong: `ஒரு மெசேஜ் அதிகபட்சம் ${MESSAGE_MAX_LENGTH} எழுத்துகள் மட்டும்`,
  beforeOrAfter: 'before அல்லது after, ஏதாவது ஒன்று மட்டும்',
  reportReason: 'ஒரு காரணத்தைத் தேர்ந்தெடுங்கள்',
  reportDetails: 'என்ன தப்பு என்று சொல்லுங்கள்',
  reportDetailsTooLong: `${REPORT_DETAILS_MAX} எழுத்துகளுக்குள் இருக்கட்டும்`,

  // Ratings.
  ratingStars: '1 முதல் 5 ஸ்டார் வரை தேர்ந்தெடுங்கள்',
  ratingCommentTooLong: `${RATING_COMMENT_MAX} எழுத்துகளுக்குள் இருக்கட்டும்`,
  ratingReplyBlank: 'முதலில் ஒரு பதில் எழுதுங்கள்',
  ratingReplyTooLong: `ஒரு பதில் அதிகபட்சம் ${RATING_REPLY_MAX} எழுத்துகள் மட்டும்`,
  paidOnTimeRequired: 'பதில் சொல்லுங்கள்: முழு சம்பளமும் நேரத்துக்குக் கிடைத்ததா?',
  paidOnTimeNotAsked: 'நேரத்துக்குச் சம்பளம் கிடைத்ததா என்று தொழிலாளி மட்டுமே சொல்ல முடியும்.',

  // The assistant's conversation.
  assistantContentTooLong: `ஒரு மெசேஜில் அதிகபட்சம் ${ASSISTANT_MAX_CONTENT} எழுத்துகள் மட்டும்`,
  assistantMessagesMin: 'குறைந்தது ஒரு மெசேஜ் அனுப்புங்கள்',
  assistantMessagesMax: `ஒரு உரையாடலில் அதிகபட்சம் ${ASSISTANT_MAX_MESSAGES} மெசேஜ்கள் மட்டும்`,
  assistantLastFromUser: 'கடைசி மெசேஜ் பயனருடையதாக இருக்க வேண்டும்',
  assistantLastBlank: 'கடைசி மெசேஜ் காலியாக இருக்கக் கூடாது',
};

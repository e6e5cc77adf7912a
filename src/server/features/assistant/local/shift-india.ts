import type { PayTiming } from '../../../../shared/shifts';

/**
 * The shift words of Marathi, Bengali, Telugu and Tamil (issue #27), merged into shift.ts's lists: the
 * answers to the job post's "When is the work?" as people say them ("उद्या सकाळी 9 वाजता, 8 तास",
 * "কাল সকাল 9টায়", "రేపు ఉదయం 9 గంటలకు", "நாளை காலை 9 மணிக்கு, 8 மணி நேரம்").
 */

/** Today, tomorrow and the day after. */
export const INDIA_DAY_WORDS = {
  dayAfter: ['परवा', 'পরশু', 'ఎల్లుండి', 'நாளை மறுநாள்', 'நாளன்னைக்கு'],
  tomorrow: ['उद्या', 'কাল', 'আগামীকাল', 'రేపు', 'நாளை', 'நாளைக்கு'],
  today: ['আজ', 'ఈ రోజు', 'ఈరోజు', 'இன்று', 'இன்னைக்கு'],
  any: ['कोणताही दिवस', 'যেকোনো দিন', 'ఏ రోజైనా', 'எந்த நாளும்'],
};

export const INDIA_PAY_TIMING_WORDS: Readonly<Record<PayTiming, readonly string[]>> = {
  'same-day': ['त्याच दिवशी', 'সেদিনই', 'একই দিনে', 'అదే రోజు', 'அதே நாள்', 'அதே நாளில்', 'அன்றே'],
  'end-of-job': ['काम संपल्यावर', 'কাজ শেষে', 'పని పూర్తయ్యాక', 'வேலை முடிந்ததும்', 'வேலை முடிஞ்சதும்'],
  weekly: ['आठवड्याला', 'दर आठवड्याला', 'সপ্তাহে', 'వారానికి', 'వారానికి ఒకసారి', 'வாரச் சம்பளம்', 'வாரம் ஒரு முறை'],
};

/** Said in answer to "when do you pay?" only ("रोज" is pay a day elsewhere). */
export const INDIA_SAME_DAY_ANSWERS = ['রোজ', 'రోజూ', 'தினமும்'];

/** The part of the day said before the hour ("सकाळी 9 वाजता", "সকাল 9টায়", "ఉదయం 9", "காலை 9 மணி"). */
export const INDIA_PART_OF_DAY: Readonly<Record<string, 'am' | 'noon' | 'pm' | 'night'>> = {
  सकाळी: 'am',
  दुपारी: 'noon',
  संध्याकाळी: 'pm',
  रात्री: 'night',
  সকাল: 'am',
  সকালে: 'am',
  দুপুর: 'noon',
  দুপুরে: 'noon',
  বিকেল: 'pm',
  বিকেলে: 'pm',
  সন্ধ্যা: 'pm',
  সন্ধ্যায়: 'pm',
  রাত: 'night',
  রাতে: 'night',
  ఉదయం: 'am',
  మధ్యాహ్నం: 'noon',
  సాయంత్రం: 'pm',
  రాత్రి: 'night',
  காலை: 'am',
  மதியம்: 'noon',
  மாலை: 'pm',
  இரவு: 'night',
};

/** "9 o'clock" after the hour ("9 वाजता"); Tamil "8 மணி நேரம்" is hours, not a time. */
export const INDIA_CLOCK_WORDS = ['वाजता', 'वाजे', 'గంటలకు', 'గంటకు', 'மணிக்கு', 'மணி'];

/** Bengali's "o'clock", written on the number or apart ("9টায়", "9 টা"). */
export const BENGALI_CLOCK_WORDS = ['টায়', 'টা'];

export const INDIA_HOUR_UNITS = ['तास', 'ঘণ্টা', 'గంటలు', 'గంట', 'மணி நேரம்'];
export const INDIA_DAY_UNITS = ['दिवस', 'দিন', 'రోజులు', 'நாட்கள்', 'நாள்'];
export const INDIA_WORKER_UNITS = [
  'कामगार',
  'लोक',
  'माणसे',
  'জন',
  'জন কর্মী',
  'কর্মী',
  'మంది',
  'పనివారు',
  'பேர்',
  'ஆட்கள்',
  'தொழிலாளர்கள்',
  'தொழிலாளி',
];

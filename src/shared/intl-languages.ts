import { SYMBOLS, type Conventions, type DateParts, type IntlLocale } from './intl';

/**
 * The forms of dates, times, numbers and money in every interface language but English (shared/intl.ts
 * explains them): a module of its own, which the browser downloads with a language's texts and the server
 * adds at start (`addConventions`).
 */
/** Indian languages: Indian grouping, ₹ and $, and "9:05 AM". */
const INDIAN = {
  indianGrouping: true,
  moneyIndianGrouping: true,
  currencyPrefix: SYMBOLS,
  am: 'AM',
  pm: 'PM',
  monthYear: (p: DateParts) => `${p.month} ${p.year}`,
} as const;

/**
 * Spanish "o" is "u" before a word that starts with the sound o ("siete u ocho", "u hora", "7 u 8",
 * "10 u 11"): ICU's rule, `[hH]?[oO]`, 8, or 11 alone or before a space.
 */
const spanishOr = (last: string) => (/^(?:[hH]?[oO]|8|11(?: |$))/.test(last) ? 'u' : 'o');

export const LANGUAGE_CONVENTIONS: Record<Exclude<IntlLocale, 'en-IN' | 'en-US'>, Conventions> = {
  'hi-IN': {
    indianGrouping: true,
    moneyIndianGrouping: true,
    currencyPrefix: SYMBOLS,
    monthsShort: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    weekdaysShort: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    weekdaysLong: ['रविवार', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    am: 'am',
    pm: 'pm',
    date: (p) => `${p.day} ${p.month} ${p.year}`,
    weekdayDate: (p, withYear) => `${p.weekday}, ${p.day} ${p.month}${withYear ? ` ${p.year}` : ''}`,
    monthYear: (p) => `${p.month} ${p.year}`,
    or: 'या',
    serialComma: false,
  },
  'es-US': {
    indianGrouping: false,
    moneyIndianGrouping: false,
    // es-US writes rupees with their code: "INR 1,500" (no-break space), dollars "$1,500".
    currencyPrefix: { INR: 'INR\u00a0', USD: '$' },
    monthsShort: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
    weekdaysShort: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
    weekdaysLong: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
    am: 'a.m.',
    pm: 'p.m.',
    date: (p) => `${p.day} ${p.month} ${p.year}`,
    weekdayDate: (p, withYear) => `${p.weekday}, ${p.day} de ${p.month}${withYear ? ` de ${p.year}` : ''}`,
    monthYear: (p) => `${p.month} ${p.year}`,
    or: spanishOr,
    serialComma: false,
  },
  'ta-IN': {
    ...INDIAN,
    monthsShort: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
    weekdaysShort: ['ஞாயி.', 'திங்.', 'செவ்.', 'புத.', 'வியா.', 'வெள்.', 'சனி'],
    weekdaysLong: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
    date: (p) => `${p.day} ${p.month}, ${p.year}`,
    // Without the year Tamil puts the month first and the weekday last: "நவ. 5, புத.".
    weekdayDate: (p, withYear) =>
      withYear ? `${p.weekday}, ${p.day} ${p.month}, ${p.year}` : `${p.month} ${p.day}, ${p.weekday}`,
    or: 'அல்லது',
    serialComma: false,
  },
  'te-IN': {
    ...INDIAN,
    monthsShort: ['జన', 'ఫిబ్ర', 'మార్చి', 'ఏప్రి', 'మే', 'జూన్', 'జులై', 'ఆగ', 'సెప్టెం', 'అక్టో', 'నవం', 'డిసెం'],
    weekdaysShort: ['ఆది', 'సోమ', 'మంగళ', 'బుధ', 'గురు', 'శుక్ర', 'శని'],
    weekdaysLong: ['ఆదివారం', 'సోమవారం', 'మంగళవారం', 'బుధవారం', 'గురువారం', 'శుక్రవారం', 'శనివారం'],
    date: (p) => `${p.day}, ${p.month} ${p.year}`,
    // The weekday comes last: "5 నవం, బుధ", "5 నవం, 2025, బుధ".
    weekdayDate: (p, withYear) => `${p.day} ${p.month}, ${withYear ? `${p.year}, ` : ''}${p.weekday}`,
    or: 'లేదా',
    serialComma: false,
  },
  'mr-IN': {
    ...INDIAN,
    // CLDR's Marathi money pattern groups by three (₹150,000), unlike its numbers (12,34,567).
    moneyIndianGrouping: false,
    monthsShort: ['जाने', 'फेब्रु', 'मार्च', 'एप्रि', 'मे', 'जून', 'जुलै', 'ऑग', 'सप्टें', 'ऑक्टो', 'नोव्हें', 'डिसें'],
    weekdaysShort: ['रवि', 'सोम', 'मंगळ', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
    weekdaysLong: ['रविवार', 'सोमवार', 'मंगळवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार'],
    date: (p) => `${p.day} ${p.month}, ${p.year}`,
    weekdayDate: (p, withYear) =>
      withYear ? `${p.weekday}, ${p.day}, ${p.month} ${p.year}` : `${p.weekday}, ${p.day} ${p.month}`,
    or: 'किंवा',
    serialComma: true,
  },
  'bn-IN': {
    ...INDIAN,
    // The months as a date writes them (April alone is "এপ্রিল", in a date "এপ্রি").
    monthsShort: ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ্টেঃ', 'অক্টোঃ', 'নভেঃ', 'ডিসেঃ'],
    weekdaysShort: ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'],
    weekdaysLong: ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'],
    date: (p) => `${p.day} ${p.month}, ${p.year}`,
    // Without the year no comma after the weekday: "বুধ 5 নভেঃ".
    weekdayDate: (p, withYear) =>
      withYear ? `${p.weekday}, ${p.day} ${p.month}, ${p.year}` : `${p.weekday} ${p.day} ${p.month}`,
    or: 'বা',
    serialComma: true,
  },
};

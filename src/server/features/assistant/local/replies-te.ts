import { teCategoryLabels } from '../../../../shared/i18n/te';
import type { Replies } from './replies';
import { categoriesOf, clock12, partOfDay, searchAnswers, urgenciesOf } from './replies-shared';

const TELUGU_PARTS = { night: 'రాత్రి', morning: 'ఉదయం', afternoon: 'మధ్యాహ్నం', evening: 'సాయంత్రం' };

/**
 * Everything the local engine says, in Telugu (issue #27): searches and the guided job post. Everyday
 * spoken Telugu, the words of docs/glossary/te.md; category and urgency names from the site's catalogue.
 */
export const te: Replies = {
  greeting:
    'నమస్తే! మీ దగ్గరలో రోజువారీ పని వెతకగలను, మీ పని పోస్ట్ చేయడానికి కూడా సహాయం చేయగలను. ఇలా రాయండి: "హైదరాబాద్ లో వంట పని" లేదా "పని పోస్ట్ చేయాలి".',
  help:
    'నేను పని వెతకగలను ("హైదరాబాద్ లో వంట పని", తర్వాత "800 కంటే ఎక్కువ" లేదా "అర్జెంట్ పనులు మాత్రమే"). ' +
    'లిస్ట్ లో ఒక పని వివరాలు కావాలంటే దాని నంబర్ రాయండి, ఉదాహరణకు "2". మీ పనిని ఒక్కో స్టెప్ లో పోస్ట్ ' +
    'చేయగలను ("పని పోస్ట్ చేయాలి"). ఆపడానికి "రద్దు" అని రాయండి.',
  unknown: 'క్షమించండి, అర్థం కాలేదు. ఇలా రాయండి: "హైదరాబాద్ లో పని", "చెన్నై లో డ్రైవర్ పని" లేదా "పని పోస్ట్ చేయాలి".',
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
  details: (index, title, location, pay, open) =>
    `పని ${index}: "${title}", ${location}, రోజుకు ${pay}.${open ? '' : ' ఈ పని ఇప్పుడు మూసేశారు.'}`,
  noList: 'నేను ఇంకా ఏ పనీ చూపించలేదు. ముందు వెతకండి, ఉదాహరణకు "హైదరాబాద్ లో పని", తర్వాత పని నంబర్ రాయండి, ఉదాహరణకు "2".',
  outOfRange: (index, count) =>
    `నేను ${count} ${count === 1 ? 'పని' : 'పనులు'} చూపించాను, ${index} నంబర్ లేదు. ` +
    (count === 1 ? '1 అని రాయండి.' : `1 నుండి ${count} వరకు ఒక నంబర్ రాయండి.`),
  jobGone: (index) => `పని ${index} ఇప్పుడు లేదు.`,
  whichOne: 'ఏ పని? దాని నంబర్ రాయండి, ఉదాహరణకు "2".',
  anythingElse: 'సరే. ఏం చేయాలి? పని వెతకవచ్చు లేదా పని పోస్ట్ చేయవచ్చు.',
  cancelled: 'సరే, పని పోస్ట్ రద్దు చేశాను.',
  nothingToCancel: 'సరే, ఆపేశాను. ఇప్పుడు ఏం చేయాలి?',
  startPosting: 'రండి, మీ పని పోస్ట్ చేద్దాం.',
  resumePosting: 'రండి, మీ పని పోస్ట్ పూర్తి చేద్దాం.',
  notUnderstood: 'క్షమించండి, అర్థం కాలేదు.',
  summaryTitle: 'మీ పని పోస్ట్:',
  confirmQuestion: 'దీన్ని పోస్ట్ చేయనా? "అవును" అని రాయండి, లేదా ఏం మార్చాలో చెప్పండి, ఉదాహరణకు "డబ్బులు 800".',
  updated: 'సరే, మార్చాను.',
  whatToChange: 'ఏం మార్చాలి? ఉదాహరణకు "డబ్బులు 800", "ఊరు విజయవాడ" లేదా "ఫోన్ 98765 43210".',
  signIn: 'పని పోస్ట్ చేయడానికి సైన్ ఇన్ చేయాలి. సైన్ ఇన్ చేసి "అవును" అని రాయండి, నేను పోస్ట్ చేస్తాను.',
  posted: (title) => `మీ పని "${title}" పోస్ట్ అయింది. ఇప్పుడు పనివారు దీన్ని చూసి మీకు కాల్ చేయవచ్చు.`,
  held: (title) =>
    `మీ పని "${title}" సేవ్ అయింది, కానీ పనివారికి ఇంకా కనిపించదు: ఇది పనివారిని డబ్బులు (ఫీజు, డిపాజిట్, పేమెంట్ లేదా OTP) అడుగుతోంది, అది అనుమతి లేదు. మా టీమ్ లో ఒకరు 24 గంటల్లో దీన్ని చూస్తారు.`,
  fieldRejected: (label) => `${label} సరిగా లేదు.`,
  tooManyPosts: 'మీరు తక్కువ సమయంలో చాలా పనులు పోస్ట్ చేశారు. కాసేపు ఆగి మళ్ళీ ప్రయత్నించండి, మీ పోస్ట్ సేవ్ అయి ఉంది.',
  phoneNotVerified: (phone) =>
    `${phone} నంబర్ ఇంకా వెరిఫై కాలేదు. "పని పోస్ట్ చేయండి" పేజీలో (/post) వెరిఫై చేయండి: SMS ద్వారా కోడ్ పంపుతాము. లేదా వెరిఫై అయిన నంబర్ చెప్పండి, ఉదాహరణకు "ఫోన్ 98765 43210".`,
  newAccountLimit:
    'కొత్త అకౌంట్ కి మొదటి 24 గంటల్లో 3 పనులు మాత్రమే ఉండవచ్చు. ఒక పనిని మూసేయండి లేదా తర్వాత ప్రయత్నించండి, మీ పోస్ట్ సేవ్ అయి ఉంది.',
  postFailed: 'క్షమించండి, పని పోస్ట్ కాలేదు. వివరాలు చూసి మళ్ళీ ప్రయత్నించండి.',
  draftKept: 'మీ పని పోస్ట్ సేవ్ అయి ఉంది: పూర్తి చేయడానికి "పని పోస్ట్ చేయాలి" అని రాయండి.',
  defaultDescription: (title, city, pay) => `${city} లో ${title} కావాలి. రోజుకు ${pay}.`,
  areaNote: (area) => `ఏరియా: ${area}.`,
  perDay: (amount) => `రోజుకు ${amount}`,
  shift: {
    soon: ['ఈ రోజు', 'రేపు', 'ఎల్లుండి'],
    anyDay: 'ఏ రోజైనా',
    flexible: 'వీలును బట్టి',
    dateLocale: 'te-IN-u-nu-latn',
    time: (hour, minute) => `${partOfDay(hour, TELUGU_PARTS)} ${clock12(hour, minute)} గంటలకు`,
    hours: (count) => `రోజుకు ${count} ${count === 1 ? 'గంట' : 'గంటలు'}`,
    days: (count) => `${count} ${count === 1 ? 'రోజు' : 'రోజులు'}`,
    workers: (count) => (count === 1 ? '1 పనివారు' : `${count} మంది పనివారు`),
    payTimings: {
      'same-day': 'అదే రోజు డబ్బులు',
      'end-of-job': 'పని పూర్తయ్యాక డబ్బులు',
      weekly: 'వారానికి ఒకసారి డబ్బులు',
    },
    notGiven: 'చెప్పలేదు',
  },
  categories: categoriesOf(teCategoryLabels),
  urgencies: urgenciesOf(teCategoryLabels),
  countries: { IN: 'భారత్', US: 'అమెరికా' },
};

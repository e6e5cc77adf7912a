import type { Intent } from './parse';
import type { LabelledUtterance } from './utterances';

/**
 * Telugu messages for the local assistant, labelled like utterances.ts's (city and category slugs, pay as
 * numbers), written the way people type them on a phone: Telugu script, English loan words, postpositions
 * sometimes joined to the city ("హైదరాబాద్‌లో") and sometimes not. Language is its own literal 'te' here
 * (written before parse.ts's Language had Telugu); checked and scored through utterances-more.ts.
 */
export interface TeluguLabelledUtterance extends Omit<LabelledUtterance, 'language'> {
  language: 'te';
}

type Expected = TeluguLabelledUtterance['slots'];

const te = (text: string, intent: Intent, slots: Expected = {}): TeluguLabelledUtterance => ({
  text,
  intent,
  slots,
  language: 'te',
});

export const UTTERANCES_TE: readonly TeluguLabelledUtterance[] = [
  // Searches
  te('హైదరాబాద్ లో పని కావాలి', 'search', { city: 'hyderabad' }),
  te('హైదరాబాద్‌లో క్లీనింగ్ పని', 'search', { city: 'hyderabad', category: 'cleaning' }),
  te('విశాఖపట్నం లో వంట పని ఉందా', 'search', { city: 'visakhapatnam', category: 'cooking' }),
  te('వైజాగ్ లో డ్రైవర్ పని', 'search', {
    city: 'visakhapatnam',
    category: 'delivery-transport',
    words: 'driver',
  }),
  te('బెంగళూరు లో సెక్యూరిటీ గార్డ్ ఉద్యోగం', 'search', { city: 'bangalore', category: 'security-guard' }),
  te('చెన్నై లో తోట పని', 'search', { city: 'chennai', category: 'gardening' }),
  te('ముంబై లో డెలివరీ పని 600 కంటే ఎక్కువ', 'search', {
    city: 'mumbai',
    category: 'delivery-transport',
    minPay: 600,
  }),
  te('పూణె లో పెయింటర్ పని కావాలి', 'search', { city: 'pune', category: 'painting' }),
  te('ఢిల్లీ లో 500 లోపు పని', 'search', { city: 'delhi', maxPay: 500 }),
  te('హైదరాబాద్ లో మేస్త్రీ పని రోజుకు 700 పైన', 'search', {
    city: 'hyderabad',
    category: 'construction',
    minPay: 700,
  }),
  te('బెంగుళూరు లో పనిమనిషి పని', 'search', { city: 'bangalore', category: 'household-work' }),
  te('చెన్నైలో షాపు పని 400 నుండి 600 మధ్య', 'search', {
    city: 'chennai',
    category: 'shop-assistant',
    minPay: 400,
    maxPay: 600,
  }),
  te('మైసూరు లో వంటమనిషి ఉద్యోగం', 'search', { city: 'mysore', category: 'cooking' }),
  te('కోల్‌కతా లో కూలి పని', 'search', { city: 'kolkata', category: 'construction' }),
  te('నాకు ఢిల్లీలో వాచ్‌మెన్ పని కావాలి', 'search', { city: 'delhi', category: 'security-guard' }),
  te('హైదరాబాద్ లో అర్జెంట్ పని', 'search', { city: 'hyderabad', urgentOnly: true }),
  te('విశాఖ లో డ్రైవింగ్ పని 800 నుండి 1000 వరకు', 'search', {
    city: 'visakhapatnam',
    category: 'delivery-transport',
    minPay: 800,
    maxPay: 1000,
  }),
  te('నాకు పని కావాలి', 'search'),
  te('ఏమైనా పని ఉందా?', 'search'),
  te('కొచ్చి లో హౌస్ కీపింగ్ పని', 'search', { city: 'kochi', category: 'cleaning' }),
  te('ముంబైలో డేటా ఎంట్రీ పని', 'search', { city: 'mumbai', category: 'other' }),
  te('హైదరాబాదు లో ప్లంబర్ పని ఉందా', 'search', {
    city: 'hyderabad',
    category: 'construction',
    words: 'plumber',
  }),

  // Refinements of the last search
  te('అర్జెంట్ పనులు మాత్రమే', 'refine', { urgentOnly: true }),
  te('800 కంటే ఎక్కువ', 'refine', { minPay: 800 }),
  te('500 లోపు', 'refine', { maxPay: 500 }),
  te('500 నుండి 800 మధ్య', 'refine', { minPay: 500, maxPay: 800 }),
  te('బెంగళూరు లో చూపించండి', 'refine', { city: 'bangalore' }),
  te('చెన్నై లో అయితే?', 'refine', { city: 'chennai' }),
  te('వంట పని మాత్రమే', 'refine', { category: 'cooking' }),
  te('రోజుకు కనీసం 600', 'refine', { minPay: 600 }),
  // Trades named by the task, more cities, ordinals, stop, help, "not X" (after the blind set)
  te('గుంటూరులో పిల్లల్ని చూసుకునే పని', 'search', { city: 'guntur', category: 'household-work' }),
  te('నెల్లూరు లో వృద్ధులను చూసుకునే జాబ్', 'search', { city: 'nellore', category: 'household-work' }),
  te('ఖమ్మంలో లారీ లోడింగ్ పని', 'search', { city: 'khammam', category: 'delivery-transport' }),
  te('కర్నూలు లో మేస్త్రి పని 800 పైన', 'search', { city: 'kurnool', category: 'construction', minPay: 800 }),
  te('మూడో జాబ్ వివరాలు చెప్పండి', 'details', { index: 3 }),
  te('2వ దాని గురించి చెప్పు', 'details', { index: 2 }),
  te('వద్దు, ఆపండి', 'cancel'),
  te('ఈ యాప్ ఎలా ఉపయోగించాలి?', 'help'),
  te('వరంగల్ వద్దు, కరీంనగర్ లో చూడండి', 'refine', { city: 'karimnagar' }),
  te('600 కి 900 కి మధ్య', 'refine', { minPay: 600, maxPay: 900 }),
  te('సికింద్రాబాద్ లో కాదు, వరంగల్ లో చూడండి', 'refine', { city: 'warangal' }),
];

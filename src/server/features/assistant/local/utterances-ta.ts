import type { LabelledUtterance } from './utterances';

/**
 * Tamil labelled messages for the local assistant (issue #27): searches and refinements as people type
 * them on a phone, in everyday Tamil with its loan words ("டிரைவர்", "செக்யூரிட்டி"), spoken endings
 * ("வேணும்", "இருக்கா", "சென்னைல") and pay as digits. Labelled like utterances.ts (city and category
 * slugs, pay as numbers, `words` for a trade narrower than its category as the English examples have it).
 * Its language is always 'ta'; in MORE_UTTERANCES (utterances-more.ts), checked by parse.test.ts.
 */
export interface TamilLabelledUtterance extends Omit<LabelledUtterance, 'language'> {
  language: 'ta';
}

type Expected = TamilLabelledUtterance['slots'];

const ta = (
  text: string,
  intent: TamilLabelledUtterance['intent'],
  slots: Expected = {},
): TamilLabelledUtterance => ({
  text,
  intent,
  slots,
  language: 'ta',
});

export const UTTERANCES_TA: readonly TamilLabelledUtterance[] = [
  // Searches
  ta('சென்னையில் வேலை வேணும்', 'search', { city: 'chennai' }),
  ta('கோவையில் சமையல் வேலை', 'search', { city: 'coimbatore', category: 'cooking' }),
  ta('மதுரைல டிரைவர் வேலை இருக்கா', 'search', {
    city: 'madurai',
    category: 'delivery-transport',
    words: 'driver',
  }),
  ta('பெங்களூரில் செக்யூரிட்டி வேலை', 'search', { city: 'bangalore', category: 'security-guard' }),
  ta('சென்னையில் வீட்டு வேலை 500க்கு மேல', 'search', {
    city: 'chennai',
    category: 'household-work',
    minPay: 500,
  }),
  ta('திருச்சியில் கட்டட வேலை', 'search', { city: 'tiruchirappalli', category: 'construction' }),
  ta('சேலத்தில் கடை வேலை வேணும்', 'search', { city: 'salem', category: 'shop-assistant' }),
  ta('மும்பையில் பெயிண்டர் வேலை 600க்கு மேல்', 'search', { city: 'mumbai', category: 'painting', minPay: 600 }),
  ta('ஹைதராபாத்தில் கிளீனிங் வேலை 400க்கு கீழ்', 'search', {
    city: 'hyderabad',
    category: 'cleaning',
    maxPay: 400,
  }),
  ta('டெல்லியில் தோட்ட வேலை', 'search', { city: 'delhi', category: 'gardening' }),
  ta('பாண்டிச்சேரில ஏதாவது வேலை இருக்கா?', 'search', { city: 'puducherry' }),
  ta('கோயம்புத்தூரில் டெலிவரி வேலை 500 முதல் 800 வரை', 'search', {
    city: 'coimbatore',
    category: 'delivery-transport',
    minPay: 500,
    maxPay: 800,
  }),
  ta('எனக்கு ஒரு வேலை வேணும்', 'search'),
  ta('வேலூரில் வாட்ச்மேன் வேலை', 'search', { city: 'vellore', category: 'security-guard' }),
  ta('ஈரோட்டில் கூலி வேலை 700 மேல', 'search', { city: 'erode', category: 'construction', minPay: 700 }),
  ta('திருப்பூரில் சமையல்காரர் வேலை', 'search', { city: 'tiruppur', category: 'cooking' }),
  ta('சென்னைல சுத்தம் செய்யும் வேலை ₹600 வரைக்கும்', 'search', {
    city: 'chennai',
    category: 'cleaning',
    maxPay: 600,
  }),
  ta('நெல்லையில் பிளம்பர் வேலை', 'search', { city: 'tirunelveli', category: 'construction', words: 'plumber' }),
  ta('தஞ்சாவூர்ல வீட்டு வேலைக்காரி வேலை', 'search', { city: 'thanjavur', category: 'household-work' }),
  ta('பெங்களூர்ல டிரைவர் வேலை 800 முதல் 1000 வரை', 'search', {
    city: 'bangalore',
    category: 'delivery-transport',
    words: 'driver',
    minPay: 800,
    maxPay: 1000,
  }),

  // Refinements of the last search
  ta('மதுரையில் பாருங்க', 'refine', { city: 'madurai' }),
  ta('800க்கு மேல்', 'refine', { minPay: 800 }),
  ta('500க்குள்', 'refine', { maxPay: 500 }),
  ta('கோவையில்?', 'refine', { city: 'coimbatore' }),
  ta('சமையல் மட்டும்', 'refine', { category: 'cooking' }),
  ta('அவசர வேலை மட்டும்', 'refine', { urgentOnly: true }),
  ta('குறைஞ்சது 700', 'refine', { minPay: 700 }),
  ta('600 முதல் 900 வரை', 'refine', { minPay: 600, maxPay: 900 }),
  ta('சென்னைக்கு பதிலா பெங்களூர்', 'refine', { city: 'bangalore' }),
  ta('₹450க்கு கீழ் மட்டும்', 'refine', { maxPay: 450 }),
  // Trades named by the task, case forms of cities, ordinals, stop, help, "not X" (after the blind set)
  ta('வேலூர்ல வயசானவங்கள பாத்துக்கற வேலை', 'search', { city: 'vellore', category: 'household-work' }),
  ta('மதுரையில் குழந்தைகளை பார்த்துக்கொள்ளும் வேலை', 'search', { city: 'madurai', category: 'household-work' }),
  ta('தஞ்சாவூர்ல லாரில லோடு இறக்கும் வேலை', 'search', { city: 'thanjavur', category: 'delivery-transport' }),
  ta('கும்பகோணத்துல கடைல வேலை', 'search', { city: 'kumbakonam', category: 'shop-assistant' }),
  ta('நாலாவது வேலை பத்தி சொல்லுங்க', 'details', { index: 4 }),
  ta('2வது வேலை விவரம்', 'details', { index: 2 }),
  ta('போதும் நிறுத்துங்க', 'cancel'),
  ta('ஹெல்ப், இது எப்படி பயன்படுத்துவது?', 'help'),
  ta('கோவை வேண்டாம் திருப்பூர்ல பாருங்க', 'refine', { city: 'tiruppur' }),
  ta('சேலத்துக்கு பதிலா ஈரோட்டுல', 'refine', { city: 'erode' }),
];

import type { LabelledUtterance } from './utterances';

/** A labelled Marathi message: as LabelledUtterance, but in Marathi (kept apart from `Language`). */
export interface MarathiLabelledUtterance extends Omit<LabelledUtterance, 'language'> {
  language: 'mr';
}

type Expected = LabelledUtterance['slots'];

const mr = (
  text: string,
  intent: LabelledUtterance['intent'],
  slots: Expected = {},
): MarathiLabelledUtterance => ({
  text,
  intent,
  slots,
  language: 'mr',
});

/** Marathi searches and refinements, typed the way people write on a phone (short, few marks). */
export const UTTERANCES_MR: readonly MarathiLabelledUtterance[] = [
  // Searches
  mr('पुण्यात स्वयंपाकाचे काम', 'search', { city: 'pune', category: 'cooking' }),
  mr('मुंबईत ड्रायव्हरची नोकरी', 'search', { city: 'mumbai', category: 'delivery-transport', words: 'driver' }),
  mr('नागपूरमध्ये सफाईचे काम पाहिजे', 'search', { city: 'nagpur', category: 'cleaning' }),
  mr('ठाण्यात वॉचमनचे काम आहे का', 'search', { city: 'thane', category: 'security-guard' }),
  mr('नाशिकला बांधकामावर मजुरीचे काम', 'search', { city: 'nashik', category: 'construction' }),
  mr('नवी मुंबईत घरकाम', 'search', { city: 'navi-mumbai', category: 'household-work' }),
  mr('पुणे माळी काम', 'search', { city: 'pune', category: 'gardening' }),
  mr('मुंबईत पेंटरचे काम 700 पेक्षा जास्त', 'search', { city: 'mumbai', category: 'painting', minPay: 700 }),
  mr('नागपूर मध्ये 500 पेक्षा कमी काम', 'search', { city: 'nagpur', maxPay: 500 }),
  mr('ठाणे दुकानात काम 400 ते 600', 'search', {
    city: 'thane',
    category: 'shop-assistant',
    minPay: 400,
    maxPay: 600,
  }),
  mr('दिल्लीत डिलिव्हरीचे काम', 'search', { city: 'delhi', category: 'delivery-transport' }),
  mr('मला काम पाहिजे', 'search'),
  mr('काही काम आहे का?', 'search'),
  mr('पुण्यात काम दाखवा', 'search', { city: 'pune' }),
  mr('हैदराबादला गार्डची नोकरी', 'search', { city: 'hyderabad', category: 'security-guard' }),
  mr('बंगळुरूमध्ये स्वयंपाकी पाहिजे 800 च्या वर', 'search', {
    city: 'bangalore',
    category: 'cooking',
    minPay: 800,
  }),
  mr('इंदूरला रंगकाम रोज 600 पर्यंत', 'search', { city: 'indore', category: 'painting', maxPay: 600 }),
  mr('अहमदाबाद मध्ये घरकामवाली बाईचे काम', 'search', { city: 'ahmedabad', category: 'household-work' }),
  // Refinements
  mr('800 पेक्षा जास्त', 'refine', { minPay: 800 }),
  mr('500 पर्यंत', 'refine', { maxPay: 500 }),
  mr('कमीत कमी 700', 'refine', { minPay: 700 }),
  mr('500 ते 800 मध्ये', 'refine', { minPay: 500, maxPay: 800 }),
  mr('पुण्याऐवजी मुंबई', 'refine', { city: 'mumbai' }),
  mr('आणि नाशिकमध्ये?', 'refine', { city: 'nashik' }),
  mr('फक्त सफाईचे काम', 'refine', { category: 'cleaning' }),
  mr('ड्रायव्हरचे काम दाखवा', 'refine', { category: 'delivery-transport', words: 'driver' }),
  // Case forms of cities and work words, trades named by the task, ordinals, stop, help (after the blind set)
  mr('सांगलीत ड्रायव्हरचं काम', 'search', { city: 'sangli', category: 'delivery-transport', words: 'driver' }),
  mr('लातुरात बांधकामाचं काम आहे का', 'search', { city: 'latur', category: 'construction' }),
  mr('अकोल्यात स्वयंपाकाचं काम', 'search', { city: 'akola', category: 'cooking' }),
  mr('धुळ्यात साफसफाईचं काम', 'search', { city: 'dhule', category: 'cleaning' }),
  mr('साताऱ्याला वॉचमनचं काम', 'search', { city: 'satara', category: 'security-guard' }),
  mr('कोल्हापुरात मुलांना सांभाळण्याचं काम', 'search', { city: 'kolhapur', category: 'household-work' }),
  mr('पनवेलला ट्रक लोडिंगचं काम', 'search', { city: 'panvel', category: 'delivery-transport' }),
  mr('तिसऱ्या कामाबद्दल माहिती द्या', 'details', { index: 3 }),
  mr('2 नंबरचं काम सांगा', 'details', { index: 2 }),
  mr('नको, थांबा', 'cancel'),
  mr('हे कसं वापरायचं?', 'help'),
  mr('सोलापूर नको, सांगलीत बघा', 'refine', { city: 'sangli' }),
  mr('फक्त 900 च्या खालचे', 'refine', { maxPay: 900 }),
  mr('वृद्धांची काळजी घेण्याचं काम नांदेडमध्ये', 'search', { city: 'nanded', category: 'household-work' }),
  mr('चौथा दाखवा', 'details', { index: 4 }),
];

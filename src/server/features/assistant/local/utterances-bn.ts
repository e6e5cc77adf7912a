import type { LabelledUtterance } from './utterances';

/**
 * Bengali labelled messages (issue #27): searches and refinements as people type them on a phone, in
 * Bengali script, with the case endings written on the word ("কলকাতায়", "দিল্লিতে") and amounts in
 * ASCII or Bengali digits. Shaped like LabelledUtterance, with its own language literal (written before
 * Language had Bengali); checked and scored through utterances-more.ts.
 */
export interface LabelledUtteranceBn extends Omit<LabelledUtterance, 'language'> {
  language: 'bn';
}

const bn = (
  text: string,
  intent: LabelledUtterance['intent'],
  slots: LabelledUtterance['slots'] = {},
): LabelledUtteranceBn => ({ text, intent, slots, language: 'bn' });

export const UTTERANCES_BN: readonly LabelledUtteranceBn[] = [
  // Searches
  bn('কলকাতায় রান্নার কাজ চাই', 'search', { city: 'kolkata', category: 'cooking' }),
  bn('হাওড়াতে ড্রাইভারের কাজ আছে?', 'search', { city: 'howrah', category: 'delivery-transport' }),
  bn('দিল্লিতে সিকিউরিটি গার্ডের চাকরি', 'search', { city: 'delhi', category: 'security-guard' }),
  bn('মুম্বাইতে বাড়ির কাজ', 'search', { city: 'mumbai', category: 'household-work' }),
  bn('বেঙ্গালুরুতে রাজমিস্ত্রির কাজ 600 টাকার বেশি', 'search', {
    city: 'bangalore',
    category: 'construction',
    minPay: 600,
  }),
  bn('চেন্নাইয়ে মালির কাজ', 'search', { city: 'chennai', category: 'gardening' }),
  bn('পুনেতে রঙের কাজ 500 থেকে 800 টাকা', 'search', {
    city: 'pune',
    category: 'painting',
    minPay: 500,
    maxPay: 800,
  }),
  bn('হায়দরাবাদে দোকানের কাজ চাই', 'search', { city: 'hyderabad', category: 'shop-assistant' }),
  bn('কলকাতায় সাফাইয়ের কাজ ৪০০ টাকার কম', 'search', { city: 'kolkata', category: 'cleaning', maxPay: 400 }),
  bn('গুয়াহাটিতে কোনো কাজ আছে?', 'search', { city: 'guwahati' }),
  bn('আমার একটা কাজ দরকার', 'search'),
  bn('পাটনায় ডেলিভারির কাজ দিনে 700 এর উপরে', 'search', {
    city: 'patna',
    category: 'delivery-transport',
    minPay: 700,
  }),
  bn('ভুবনেশ্বরে রাঁধুনির কাজ', 'search', { city: 'bhubaneswar', category: 'cooking' }),
  bn('জয়পুরে আয়ার কাজ', 'search', { city: 'jaipur', category: 'household-work' }),
  bn('নয়ডায় দারোয়ানের চাকরি জরুরি', 'search', { city: 'noida', category: 'security-guard', urgentOnly: true }),
  bn('রাঁচিতে মজুরের কাজ 350 থেকে 500', 'search', {
    city: 'ranchi',
    category: 'construction',
    minPay: 350,
    maxPay: 500,
  }),
  bn('কলকাতা ড্রাইভার কাজ', 'search', { city: 'kolkata', category: 'delivery-transport' }),
  bn('লখনউতে ঝাড়ুদারের কাজ', 'search', { city: 'lucknow', category: 'cleaning' }),
  bn('পুনেতে দেখাও', 'search', { city: 'pune' }),
  bn('দিল্লিতে অফিসের কাজ ৫০০ টাকার বেশি', 'search', { city: 'delhi', category: 'other', minPay: 500 }),
  bn('গুরগাঁওতে পেন্টারের কাজ', 'search', { city: 'gurugram', category: 'painting' }),
  // Refinements of the last search
  bn('শুধু জরুরি', 'refine', { urgentOnly: true }),
  bn('৮০০ টাকার বেশি', 'refine', { minPay: 800 }),
  bn('500 এর কম', 'refine', { maxPay: 500 }),
  bn('দিল্লির বদলে মুম্বাই', 'refine', { city: 'mumbai' }),
  bn('আর হাওড়ায়?', 'refine', { city: 'howrah' }),
  bn('অন্তত 700 টাকা', 'refine', { minPay: 700 }),
  bn('600 থেকে 900 এর মধ্যে', 'refine', { minPay: 600, maxPay: 900 }),
  bn('রোজ 700 টাকা', 'refine', { pay: 700 }),
  bn('কলকাতা', 'refine', { city: 'kolkata' }),
  // More cities of West Bengal, trades named by the task, ordinals, stop, help, "not X" (after the blind set)
  bn('দুর্গাপুরে বাচ্চা দেখাশোনার কাজ', 'search', { city: 'durgapur', category: 'household-work' }),
  bn('শিলিগুড়িতে লরিতে মাল নামানোর কাজ', 'search', { city: 'siliguri', category: 'delivery-transport' }),
  bn('মালদায় ক্লিনিং এর কাজ', 'search', { city: 'malda', category: 'cleaning' }),
  bn('বর্ধমানে রাজমিস্ত্রির কাজ 800 এর নিচে', 'search', {
    city: 'bardhaman',
    category: 'construction',
    maxPay: 800,
  }),
  bn('জলপাইগুড়িতে বয়স্ক লোকের দেখাশোনা', 'search', { city: 'jalpaiguri', category: 'household-work' }),
  bn('তৃতীয়টার ব্যাপারে বলুন', 'details', { index: 3 }),
  bn('4 নম্বরটার বিস্তারিত', 'details', { index: 4 }),
  bn('থাক, থামো', 'cancel'),
  bn('এটা কিভাবে কাজ করে?', 'help'),
  bn('আসানসোল না, দুর্গাপুরে দেখো', 'refine', { city: 'durgapur' }),
  bn('1200 টাকার মধ্যে', 'refine', { maxPay: 1200 }),
  bn('দ্বিতীয়টা দেখাও', 'details', { index: 2 }),
  bn('বারাসাতে কাজের মেয়ে চাই', 'search', { city: 'barasat', category: 'household-work' }),
];

import type { Intent } from './parse';
import type { LabelledUtterance } from './utterances';

/**
 * Spanish messages for the local assistant, labelled like the English set in utterances.ts (what each
 * message asks for): searches and refinements as US day labourers and domestic workers write them, and
 * the answers of a job-posting dialogue. It has its own type, with the language 'es' (written before
 * Language had Spanish); it is not in UTTERANCES but in MORE_UTTERANCES (utterances-more.ts).
 * Slots use the built-in city slugs and the category slugs; pay amounts are numbers (dollars).
 */
export interface SpanishLabelledUtterance extends Omit<LabelledUtterance, 'language'> {
  language: 'es';
}

type Expected = SpanishLabelledUtterance['slots'];

const es = (text: string, intent: Intent, slots: Expected = {}): SpanishLabelledUtterance => ({
  text,
  intent,
  slots,
  language: 'es',
});

export const UTTERANCES_ES: readonly SpanishLabelledUtterance[] = [
  // Searches
  es('busco trabajo en Houston', 'search', { city: 'houston' }),
  es('trabajo de limpieza en Los Ángeles', 'search', { city: 'los-angeles', category: 'cleaning' }),
  es('hay trabajo de cocinera en Chicago?', 'search', { city: 'chicago', category: 'cooking' }),
  es('trabajo de chofer en Dallas', 'search', {
    city: 'dallas',
    category: 'delivery-transport',
    words: 'chofer',
  }),
  es('necesito trabajo en construcción en Phoenix, que paguen más de 150', 'search', {
    city: 'phoenix',
    category: 'construction',
    minPay: 150,
  }),
  es('trabajos de guardia de seguridad en San Antonio', 'search', {
    city: 'san-antonio',
    category: 'security-guard',
  }),
  es('busco trabajo de jardinero en San Diego', 'search', { city: 'san-diego', category: 'gardening' }),
  es('trabajo de pintor en Austin por menos de 200', 'search', {
    city: 'austin',
    category: 'painting',
    maxPay: 200,
  }),
  es('trabajo de niñera en Nueva York', 'search', {
    city: 'new-york',
    category: 'household-work',
    words: 'niñera',
  }),
  es('ayudante de tienda en Denver, entre 100 y 150 al día', 'search', {
    city: 'denver',
    category: 'shop-assistant',
    minPay: 100,
    maxPay: 150,
  }),
  es('trabajos urgentes de entregas en Las Vegas', 'search', {
    city: 'las-vegas',
    category: 'delivery-transport',
    urgentOnly: true,
  }),
  es('trabajo de plomero en El Paso', 'search', {
    city: 'el-paso',
    category: 'construction',
    words: 'plomero',
  }),
  es('hay chamba en Fort Worth?', 'search', { city: 'fort-worth' }),
  // Refinements
  es('solo los urgentes', 'refine', { urgentOnly: true }),
  es('más de 120', 'refine', { minPay: 120 }),
  es('menos de 180', 'refine', { maxPay: 180 }),
  es('entre 100 y 160', 'refine', { minPay: 100, maxPay: 160 }),
  es('y en Houston?', 'refine', { city: 'houston' }),
  es('mejor en Dallas', 'refine', { city: 'dallas' }),
  // Details
  es('dígame más del 2', 'details', { index: 2 }),
  es('quiero ver el tercero', 'details', { index: 3 }),
  // Posting
  es('quiero publicar un trabajo', 'post'),
  es('necesito una muchacha para limpiar mi casa en Houston', 'post', {
    city: 'houston',
    category: 'cleaning',
  }),
  es('busco cocinera en Los Ángeles, 140 al día, llamar al 213 555 0147', 'post', {
    city: 'los-angeles',
    category: 'cooking',
    pay: 140,
    phone: '213 555 0147',
  }),
  es('necesito un jardinero urgente en Phoenix', 'post', {
    city: 'phoenix',
    category: 'gardening',
    urgentOnly: true,
  }),
  es('se buscan 3 ayudantes de construcción en Dallas, pago 160 por día', 'post', {
    city: 'dallas',
    category: 'construction',
    pay: 160,
  }),
  es('título: Limpieza de casa los sábados', 'refine', { title: 'Limpieza de casa los sábados' }),
  // Answers while posting
  es('sí', 'confirm'),
  es('sí, publíquelo', 'confirm'),
  es('está bien', 'confirm'),
  es('no, gracias', 'deny'),
  es('no, el pago es 150', 'deny', { pay: 150 }),
  es('cancelar', 'cancel'),
  es('ya no, olvídelo', 'cancel'),
  // Trades named by the task, ordinals, stop, help and "instead of" (after the blind set of issue #27)
  es('busco trabajo cuidando ancianos en El Paso', 'search', { city: 'el-paso', category: 'household-work' }),
  es('quiero cuidar niños en San Diego, 120 dolares al día', 'search', {
    city: 'san-diego',
    category: 'household-work',
    pay: 120,
  }),
  es('trabajo de mudanza descargando camiones en Austin', 'search', {
    city: 'austin',
    category: 'delivery-transport',
  }),
  es('chamba de jardineria en Denver', 'search', { city: 'denver', category: 'gardening' }),
  es('limpieza en Miami arriba de 140', 'search', { city: 'miami', category: 'cleaning', minPay: 140 }),
  es('cuéntame del tercero', 'details', { index: 3 }),
  es('quiero ver el 2º', 'details', { index: 2 }),
  es('mejor Austin en lugar de Houston', 'refine', { city: 'austin' }),
  es('en vez de Chicago, en Miami', 'refine', { city: 'miami' }),
  es('basta, ya no quiero', 'cancel'),
  es('cómo se usa esto?', 'help'),
  es('basta', 'cancel'),
];

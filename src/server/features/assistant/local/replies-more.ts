import type { CategorySlug, Urgency } from '../../../../shared/categories';
import { bnCategoryLabels } from '../../../../shared/i18n/bn';
import { esCategoryLabels } from '../../../../shared/i18n/es';
import { mrCategoryLabels } from '../../../../shared/i18n/mr';
import { taCategoryLabels } from '../../../../shared/i18n/ta';
import { teCategoryLabels } from '../../../../shared/i18n/te';
import type { Replies } from './replies';

/**
 * The local engine's texts in the languages of issue #27. Spanish has them all (searches and the guided
 * job post). Marathi, Bengali, Telugu and Tamil have the search answers (what was found, where, the
 * filters), the greeting, help and "not understood"; the rest (details of a job, the job post) stays
 * English until those texts are written. Category and urgency names come from the site's catalogues.
 */

type Labels = typeof esCategoryLabels;

const urgenciesOf = (labels: Labels): Record<Urgency, string> => ({
  normal: `${labels.urgencies.normal.label} (${labels.urgencies.normal.hint})`,
  urgent: `${labels.urgencies.urgent.label} (${labels.urgencies.urgent.hint})`,
  immediate: `${labels.urgencies.immediate.label} (${labels.urgencies.immediate.hint})`,
});

const categoriesOf = (labels: Labels): Record<CategorySlug, string> => ({ ...labels.categories });

const clock12 = (hour: number, minute: number) =>
  `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;

/** "de la mañana" (before noon), "de la tarde" (noon to 8), "de la noche". */
function spanishPartOfDay(hour: number): string {
  if (hour < 5) return 'de la noche';
  if (hour < 12) return 'de la mañana';
  return hour < 20 ? 'de la tarde' : 'de la noche';
}

export function spanishReplies(): Replies {
  return {
    greeting:
      '¡Hola! Puedo buscarle trabajo por día cerca de usted o ayudarle a publicar un trabajo. Escriba, por ejemplo, "trabajo de limpieza en Houston" o "quiero publicar un trabajo".',
    help:
      'Puedo buscar trabajos ("trabajo de pintor en Dallas", luego "solo los urgentes" o "más de 150"), darle ' +
      'los detalles de un trabajo de la lista ("dígame más del 2") y publicar un trabajo paso a paso ("quiero ' +
      'publicar un trabajo"). Diga "cancelar" para parar.',
    unknown:
      'Perdón, no le entendí. Puede escribir "busco trabajo en Houston", "trabajo de chofer en Dallas" o "quiero publicar un trabajo".',
    found: (total, shown, where, filters) =>
      `Encontré ${total} ${total === 1 ? 'trabajo' : 'trabajos'} en ${where}${filters ? ` (${filters})` : ''}.` +
      (total > shown ? ` Estos son los primeros ${shown}.` : ''),
    noneFound: (where, filters, narrowed) =>
      `No encontré trabajos en ${where}${filters ? ` (${filters})` : ''}. ` +
      (narrowed
        ? 'Pruebe con menos filtros, por ejemplo un pago más bajo o no solo urgentes.'
        : 'Pruebe una ciudad grande cercana u otro tipo de trabajo.'),
    atLeast: (amount) => `${amount} o más por día`,
    atMost: (amount) => `hasta ${amount} por día`,
    between: (low, high) => `de ${low} a ${high} por día`,
    urgentOnly: 'solo urgentes',
    details: (index, title, location, pay, open) =>
      `Trabajo ${index}: "${title}" en ${location}, ${pay} por día.${open ? '' : ' Este trabajo ya está cerrado.'}`,
    noList:
      'Todavía no le he mostrado trabajos. Busque primero, por ejemplo "trabajo en Houston", y luego pregunte "dígame más del 2".',
    outOfRange: (index, count) =>
      `Le mostré ${count} ${count === 1 ? 'trabajo' : 'trabajos'}, así que no hay número ${index}. ` +
      (count === 1 ? 'Diga 1, por favor.' : `Elija un número del 1 al ${count}, por favor.`),
    jobGone: (index) => `El trabajo ${index} ya no está disponible.`,
    whichOne: '¿Cuál? Diga su número, por ejemplo "dígame más del 2".',
    anythingElse: 'Muy bien. ¿Qué quiere hacer? Puede buscar trabajo o publicar un trabajo.',
    cancelled: 'Muy bien, cancelé la publicación del trabajo.',
    nothingToCancel: 'Muy bien, paré. ¿Qué quiere hacer ahora?',
    startPosting: 'Vamos a publicar su trabajo.',
    resumePosting: 'Vamos a terminar de publicar su trabajo.',
    notUnderstood: 'Perdón, no le entendí.',
    summaryTitle: 'Este es su anuncio de trabajo:',
    confirmQuestion: '¿Lo publico? Diga "sí", o dígame qué cambiar, por ejemplo "pago 150".',
    updated: 'Listo, ya lo cambié.',
    whatToChange: '¿Qué cambio? Por ejemplo "pago 150", "ciudad Houston" o "teléfono 713 555 0100".',
    signIn:
      'Para publicar un trabajo necesita iniciar sesión. Inicie sesión y luego diga "sí", y lo publico.',
    posted: (title) => `Su trabajo "${title}" está publicado. Los trabajadores ya lo pueden ver y llamarle.`,
    held: (title) =>
      `Su trabajo "${title}" está guardado, pero los trabajadores todavía no lo ven: pide dinero a los trabajadores (una cuota, un depósito, un pago o un código OTP), y eso no está permitido. Una persona de nuestro equipo lo revisará en menos de 24 horas.`,
    fieldRejected: (label, detail) =>
      `No se aceptó el campo ${label.toLowerCase()}${detail ? `: ${detail.replace(/\.$/, '')}` : ''}.`,
    tooManyPosts:
      'Ha publicado muchos trabajos en poco tiempo. Intente más tarde; su anuncio queda guardado.',
    phoneNotVerified: (phone) =>
      `El número ${phone} todavía no está verificado. Verifíquelo en la página Publicar un trabajo (/post): le mandamos un código por SMS. O dígame un número que ya verificó, como "teléfono 713 555 0100".`,
    newAccountLimit:
      'Las cuentas nuevas pueden tener como máximo 3 trabajos activos en sus primeras 24 horas. Cierre un trabajo o intente más tarde; su anuncio queda guardado.',
    postFailed: 'Perdón, no se pudo publicar el trabajo. Revise los datos e intente otra vez.',
    draftKept: 'Su anuncio queda guardado: diga "quiero publicar un trabajo" para terminarlo.',
    defaultDescription: (title, city, pay) => `Se busca ${title} en ${city}. Pago ${pay} por día.`,
    areaNote: (area) => `Zona: ${area}.`,
    perDay: (amount) => `${amount} por día`,
    shift: {
      soon: ['Hoy', 'Mañana', 'Pasado mañana'],
      anyDay: 'Cualquier día',
      flexible: 'Flexible',
      dateLocale: 'es-US',
      time: (hour, minute) => `${clock12(hour, minute)} ${spanishPartOfDay(hour)}`,
      hours: (count) => `${count} ${count === 1 ? 'hora' : 'horas'} por día`,
      days: (count) => `${count} ${count === 1 ? 'día' : 'días'}`,
      workers: (count) => `${count} ${count === 1 ? 'trabajador' : 'trabajadores'}`,
      payTimings: {
        'same-day': 'pago el mismo día',
        'end-of-job': 'pago al terminar el trabajo',
        weekly: 'pago cada semana',
      },
      notGiven: 'No se dio',
    },
    categories: categoriesOf(esCategoryLabels),
    urgencies: urgenciesOf(esCategoryLabels),
    countries: { IN: 'India', US: 'Estados Unidos' },
  };
}

/** The texts a language of India has; the rest are English (`base`). */
type SearchTexts = Pick<
  Replies,
  | 'greeting'
  | 'help'
  | 'unknown'
  | 'found'
  | 'noneFound'
  | 'atLeast'
  | 'atMost'
  | 'between'
  | 'urgentOnly'
  | 'countries'
>;

const inBrackets = (filters: string) => (filters ? ` (${filters})` : '');

const MARATHI: SearchTexts = {
  greeting:
    'नमस्कार! मी तुमच्या जवळचे रोजचे काम शोधू शकतो. असे लिहा: "पुण्यात स्वयंपाकाचे काम" किंवा "मुंबईत ड्रायव्हरची नोकरी 700 पेक्षा जास्त". काम पोस्ट करण्यासाठी इंग्रजी किंवा हिंदीत लिहा.',
  help: 'मी काम शोधू शकतो ("पुण्यात स्वयंपाकाचे काम", मग "800 पेक्षा जास्त" किंवा "फक्त सफाईचे काम"). काम पोस्ट करण्यासाठी इंग्रजी किंवा हिंदीत लिहा.',
  unknown: 'माफ करा, समजले नाही. असे लिहा: "पुण्यात काम" किंवा "मुंबईत ड्रायव्हरची नोकरी".',
  found: (total, shown, where, filters) =>
    `${where}: ${total === 1 ? '1 काम मिळाले' : `${total} कामे मिळाली`}${inBrackets(filters)}.` +
    (total > shown ? ` पहिली ${shown} ही आहेत.` : ''),
  noneFound: (where, filters, narrowed) =>
    `${where}: एकही काम मिळाले नाही${inBrackets(filters)}. ` +
    (narrowed ? 'कमी अटी ठेवून शोधा, उदा. कमी पगार.' : 'जवळचे मोठे शहर किंवा दुसरे काम शोधा.'),
  atLeast: (amount) => `रोज ${amount} किंवा जास्त`,
  atMost: (amount) => `रोज ${amount} पर्यंत`,
  between: (low, high) => `रोज ${low} ते ${high}`,
  urgentOnly: 'फक्त तातडीचे',
  countries: { IN: 'भारत', US: 'अमेरिका' },
};

const BENGALI: SearchTexts = {
  greeting:
    'নমস্কার! আমি আপনার কাছাকাছি রোজের কাজ খুঁজে দিতে পারি। লিখুন, যেমন "কলকাতায় রান্নার কাজ" বা "হাওড়াতে ড্রাইভারের কাজ 500 টাকার বেশি"। কাজ পোস্ট করতে ইংরেজি বা হিন্দিতে লিখুন।',
  help: 'আমি কাজ খুঁজে দিতে পারি ("কলকাতায় রান্নার কাজ", তারপর "৮০০ টাকার বেশি" বা "শুধু জরুরি")। কাজ পোস্ট করতে ইংরেজি বা হিন্দিতে লিখুন।',
  unknown: 'দুঃখিত, বুঝতে পারিনি। লিখুন, যেমন "কলকাতায় কাজ" বা "হাওড়াতে ড্রাইভারের কাজ"।',
  found: (total, shown, where, filters) =>
    `${where}: ${total}টি কাজ পাওয়া গেছে${inBrackets(filters)}।` +
    (total > shown ? ` প্রথম ${shown}টি দেখাচ্ছি।` : ''),
  noneFound: (where, filters, narrowed) =>
    `${where}: কোনো কাজ পাওয়া যায়নি${inBrackets(filters)}। ` +
    (narrowed ? 'কম শর্তে খুঁজে দেখুন, যেমন কম টাকা।' : 'কাছের কোনো বড় শহরে বা অন্য ধরনের কাজ খুঁজে দেখুন।'),
  atLeast: (amount) => `দিনে ${amount} বা বেশি`,
  atMost: (amount) => `দিনে ${amount} পর্যন্ত`,
  between: (low, high) => `দিনে ${low} থেকে ${high}`,
  urgentOnly: 'শুধু জরুরি',
  countries: { IN: 'ভারত', US: 'আমেরিকা' },
};

const TELUGU: SearchTexts = {
  greeting:
    'నమస్తే! మీ దగ్గరలో రోజువారీ పని వెతకగలను. ఇలా రాయండి: "హైదరాబాద్ లో వంట పని" లేదా "విశాఖపట్నం లో డ్రైవర్ పని 600 కంటే ఎక్కువ". పని పోస్ట్ చేయడానికి ఇంగ్లీష్ లేదా హిందీలో రాయండి.',
  help: 'నేను పని వెతకగలను ("హైదరాబాద్ లో వంట పని", తర్వాత "800 కంటే ఎక్కువ" లేదా "అర్జెంట్ పనులు మాత్రమే"). పని పోస్ట్ చేయడానికి ఇంగ్లీష్ లేదా హిందీలో రాయండి.',
  unknown: 'క్షమించండి, అర్థం కాలేదు. ఇలా రాయండి: "హైదరాబాద్ లో పని" లేదా "చెన్నై లో డ్రైవర్ పని".',
  found: (total, shown, where, filters) =>
    `${where}: ${total === 1 ? '1 పని దొరికింది' : `${total} పనులు దొరికాయి`}${inBrackets(filters)}.` +
    (total > shown ? ` మొదటి ${shown} ఇవి.` : ''),
  noneFound: (where, filters, narrowed) =>
    `${where}: ఏ పనీ దొరకలేదు${inBrackets(filters)}. ` +
    (narrowed ? 'తక్కువ షరతులతో వెతకండి, ఉదాహరణకు తక్కువ జీతం.' : 'దగ్గరలోని పెద్ద నగరంలో లేదా వేరే పని వెతకండి.'),
  atLeast: (amount) => `రోజుకు ${amount} లేదా ఎక్కువ`,
  atMost: (amount) => `రోజుకు ${amount} వరకు`,
  between: (low, high) => `రోజుకు ${low} నుండి ${high}`,
  urgentOnly: 'అర్జెంట్ మాత్రమే',
  countries: { IN: 'భారత్', US: 'అమెరికా' },
};

const TAMIL: SearchTexts = {
  greeting:
    'வணக்கம்! உங்கள் அருகில் தினசரி வேலை தேடித் தர முடியும். இப்படி எழுதுங்கள்: "சென்னையில் சமையல் வேலை" அல்லது "கோவையில் டிரைவர் வேலை 600க்கு மேல்". வேலையைப் பதிவு செய்ய ஆங்கிலம் அல்லது இந்தியில் எழுதுங்கள்.',
  help: 'நான் வேலை தேடித் தர முடியும் ("சென்னையில் சமையல் வேலை", பிறகு "800க்கு மேல்" அல்லது "அவசர வேலை மட்டும்"). வேலையைப் பதிவு செய்ய ஆங்கிலம் அல்லது இந்தியில் எழுதுங்கள்.',
  unknown: 'மன்னிக்கவும், புரியவில்லை. இப்படி எழுதுங்கள்: "சென்னையில் வேலை" அல்லது "மதுரையில் டிரைவர் வேலை".',
  found: (total, shown, where, filters) =>
    `${where}: ${total === 1 ? '1 வேலை கிடைத்தது' : `${total} வேலைகள் கிடைத்தன`}${inBrackets(filters)}.` +
    (total > shown ? ` முதல் ${shown} இதோ.` : ''),
  noneFound: (where, filters, narrowed) =>
    `${where}: வேலை எதுவும் கிடைக்கவில்லை${inBrackets(filters)}. ` +
    (narrowed
      ? 'குறைவான நிபந்தனைகளுடன் தேடுங்கள், உதாரணமாக குறைந்த சம்பளம்.'
      : 'அருகிலுள்ள பெரிய நகரம் அல்லது வேறு வேலையைத் தேடுங்கள்.'),
  atLeast: (amount) => `நாளுக்கு ${amount} அல்லது அதிகம்`,
  atMost: (amount) => `நாளுக்கு ${amount} வரை`,
  between: (low, high) => `நாளுக்கு ${low} முதல் ${high} வரை`,
  urgentOnly: 'அவசரம் மட்டும்',
  countries: { IN: 'இந்தியா', US: 'அமெரிக்கா' },
};

/** A language of India's replies: its search texts and category names on top of the English ones. */
export function indianReplies(base: Replies, language: 'mr' | 'bn' | 'te' | 'ta'): Replies {
  switch (language) {
    case 'mr':
      return withLabels({ ...base, ...MARATHI }, mrCategoryLabels);
    case 'bn':
      return withLabels({ ...base, ...BENGALI }, bnCategoryLabels);
    case 'te':
      return withLabels({ ...base, ...TELUGU }, teCategoryLabels);
    default:
      return withLabels({ ...base, ...TAMIL }, taCategoryLabels);
  }
}

function withLabels(replies: Replies, labels: Labels): Replies {
  return { ...replies, categories: categoriesOf(labels), urgencies: urgenciesOf(labels) };
}

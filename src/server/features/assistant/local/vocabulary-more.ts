import type { CategorySlug, Urgency } from '../../../../shared/categories';
import { categoryWordsBn, cityNamesBn } from '../../../../shared/i18n/bn-search';
import { categoryWordsEs } from '../../../../shared/i18n/es-search';
import { categoryWordsMr, cityNamesMr } from '../../../../shared/i18n/mr-search';
import { categoryWordsTe, cityNamesTe } from '../../../../shared/i18n/te-search';
import type { Role } from './vocabulary';

/**
 * The local assistant's words in the languages of issue #27: Spanish (es), Marathi (mr, Devanagari),
 * Bengali (bn), Telugu (te) and Tamil (ta). City names and category words come from the translators'
 * search words (src/shared/i18n/<lang>-search.ts); the phrases here are the ones the parser needs on top
 * (search, refine, post, yes/no, pay directions) and are merged into vocabulary.ts's tables.
 * Tamil has no search words yet: only its script, digits and a few everyday words are known.
 */

/** Spanish spellings of US cities whose built-in name is English ("Nueva York"). The first of a slug is the reply's. */
export const SPANISH_CITY_NAMES: Readonly<Record<string, string>> = {
  'nueva york': 'new-york',
  'los ángeles': 'los-angeles',
  filadelfia: 'philadelphia',
  'nueva orleans': 'new-orleans',
};

/**
 * Tamil names of the main cities: a stopgap of the best-known ones until Tamil search words
 * (src/shared/i18n/ta-search.ts) arrive.
 */
const TAMIL_CITY_NAMES: Readonly<Record<string, string>> = {
  சென்னை: 'chennai',
  கோயம்புத்தூர்: 'coimbatore',
  கோவை: 'coimbatore',
  மதுரை: 'madurai',
  திருச்சி: 'tiruchirappalli',
  சேலம்: 'salem',
  பெங்களூரு: 'bangalore',
  பெங்களூர்: 'bangalore',
  மும்பை: 'mumbai',
  டெல்லி: 'delhi',
  தில்லி: 'delhi',
  ஹைதராபாத்: 'hyderabad',
  கொல்கத்தா: 'kolkata',
  புனே: 'pune',
  கொச்சி: 'kochi',
};

/** Built-in cities of Andhra Pradesh and Telangana that te-search.ts does not name yet. */
const MORE_TELUGU_CITY_NAMES: Readonly<Record<string, string>> = {
  విజయవాడ: 'vijayawada',
  బెజవాడ: 'vijayawada',
  వరంగల్: 'warangal',
  గుంటూరు: 'guntur',
  తిరుపతి: 'tirupati',
  నెల్లూరు: 'nellore',
  కాకినాడ: 'kakinada',
  రాజమండ్రి: 'rajahmundry',
  కరీంనగర్: 'karimnagar',
  నిజామాబాద్: 'nizamabad',
};

/** City names in the Indian scripts (Marathi, Bengali, Telugu, Tamil), by language: name -> city slug. */
export const SCRIPT_CITY_NAMES = {
  mr: cityNamesMr,
  bn: cityNamesBn,
  te: { ...cityNamesTe, ...MORE_TELUGU_CITY_NAMES },
  ta: TAMIL_CITY_NAMES,
} as const;

/** Tamil words for the categories: a stopgap, as TAMIL_CITY_NAMES. */
const TAMIL_CATEGORY_WORDS: Readonly<Record<CategorySlug, readonly string[]>> = {
  'household-work': ['வீட்டு வேலை', 'வீட்டு வேலைக்காரி'],
  'delivery-transport': ['டெலிவரி', 'ஓட்டுநர்', 'டிரைவர்'],
  construction: ['கட்டுமான', 'கட்டிட வேலை', 'கொத்தனார்', 'சித்தாள்'],
  'shop-assistant': ['கடை', 'கடை வேலை'],
  'security-guard': ['காவலாளி', 'செக்யூரிட்டி', 'வாட்ச்மேன்'],
  cooking: ['சமையல்', 'சமையல்காரர்'],
  cleaning: ['சுத்தம்', 'துப்புரவு'],
  gardening: ['தோட்ட வேலை', 'தோட்டக்காரர்'],
  painting: ['பெயிண்டர்', 'பெயிண்டிங்'],
  other: ['அலுவலக வேலை'],
};

/** Words for any work, not one kind ("chamba": a job); not read as a category. */
const NOT_A_CATEGORY = new Set(['chamba']);

/** Category words of every new language, merged per category. */
export const MORE_CATEGORY_WORDS: Readonly<Record<CategorySlug, readonly string[]>> = Object.fromEntries(
  Object.entries(categoryWordsEs).map(([slug, list]) => [
    slug,
    [
      ...list.filter((word) => !NOT_A_CATEGORY.has(word)),
      ...categoryWordsMr[slug as CategorySlug],
      ...categoryWordsBn[slug as CategorySlug],
      ...categoryWordsTe[slug as CategorySlug],
      ...TAMIL_CATEGORY_WORDS[slug as CategorySlug],
    ],
  ]),
) as unknown as Record<CategorySlug, readonly string[]>;

/** People asked for in the new languages (a post's title; a search word for a narrow trade). */
export const MORE_ROLES: readonly Role[] = [
  {
    title: { en: 'Cook', hi: 'रसोइया', es: 'Cocinera' },
    category: 'cooking',
    words: ['cocinera', 'cocinero'],
  },
  {
    title: { en: 'Driver', hi: 'ड्राइवर', es: 'Chofer' },
    category: 'delivery-transport',
    searchWord: 'chofer',
    words: ['chofer', 'chófer'],
  },
  {
    title: { en: 'Driver', hi: 'ड्राइवर' },
    category: 'delivery-transport',
    searchWord: 'driver',
    words: ['ड्रायव्हर', 'ड्रायव्हरचे', 'ड्रायव्हरची', 'ड्रायव्हरचे काम', 'ড্রাইভার', 'డ్రైవర్', 'ஓட்டுநர்', 'டிரைவர்'],
  },
  {
    title: { en: 'Nanny', hi: 'आया', es: 'Niñera' },
    category: 'household-work',
    searchWord: 'niñera',
    words: ['niñera'],
  },
  {
    title: { en: 'Plumber', hi: 'प्लंबर', es: 'Plomero' },
    category: 'construction',
    searchWord: 'plomero',
    words: ['plomero'],
  },
  {
    title: { en: 'Plumber', hi: 'प्लंबर' },
    category: 'construction',
    searchWord: 'plumber',
    words: ['ప్లంబర్', 'प्लंबर', 'প্লাম্বার'],
  },
  {
    title: { en: 'Gardener', hi: 'माली', es: 'Jardinero' },
    category: 'gardening',
    words: ['jardinero', 'jardinera'],
  },
  {
    title: { en: 'House cleaner', hi: 'सफाई वाली', es: 'Limpieza de casa' },
    category: 'cleaning',
    words: ['muchacha para limpiar', 'señora para limpiar', 'limpiadora', 'limpiador'],
  },
  {
    title: { en: 'Construction helper', hi: 'मजदूर', es: 'Ayudante de construcción' },
    category: 'construction',
    words: ['ayudante de construcción', 'ayudantes de construcción', 'albañil', 'albañiles', 'peones'],
  },
];

/** Phrases per table of phrase-table.ts / vocabulary.ts. */
export const MORE_PHRASES = {
  jobWords: [
    'trabajo',
    'trabajos',
    'chamba',
    'empleo',
    'empleos',
    'काम',
    'नोकरी',
    'नोकऱ्या',
    'কাজ',
    'চাকরি',
    'పని',
    'పనులు',
    'ఉద్యోగం',
    'ఉద్యోగాలు',
    'வேலை',
  ],
  search: [
    'busco',
    'buscar',
    'hay',
    'encontrar',
    'पाहिजे',
    'हवे',
    'हवं',
    'शोधा',
    'আছে',
    'চাই',
    'দরকার',
    'দেখাও',
    'খুঁজছি',
    'కావాలి',
    'ఉందా',
    'ఉన్నాయా',
    'வேண்டும்',
    'இருக்கா',
  ],
  find: ['busco', 'buscar', 'encontrar', 'शोधा', 'খুঁজছি', 'వెతుకు'],
  need: ['necesito', 'se busca', 'se buscan', 'busco', 'buscamos', 'necesitamos'],
  post: [
    'publicar',
    'publicar un trabajo',
    'poner un anuncio',
    'काम टाकायचे',
    'जाहिरात द्या',
    'কাজ পোস্ট',
    'పని పోస్ట్',
    'வேலை பதிவு',
  ],
  refine: ['solo', 'sólo', 'nada más', 'फक्त', 'শুধু', 'మాత్రమే', 'மட்டும்'],
  /** "Show": with a kind of work and no city, it narrows the last search ("ड्रायव्हरचे काम दाखवा"). */
  show: ['दाखवा', 'দেখাও', 'చూపించండి', 'muéstreme', 'enséñeme'],
  refineOpeners: ['y', 'también', 'आणि', 'आता', 'আর', 'এবার', 'మరి', 'இன்னும்'],
  placeReplacedBefore: ['en vez de', 'ऐवजी', 'বদলে', 'బదులు', 'பதிலாக'],
  placeReplacedAfter: ['en lugar de', 'en vez de', 'no en'],
  details: ['dígame', 'digame', 'más', 'detalles', 'información', 'ver', 'सांगा', 'বলো', 'చెప్పండి'],
  indexBefore: ['del', 'el', 'número', 'numero', 'trabajo'],
  ordinals: {
    primero: 1,
    primera: 1,
    segundo: 2,
    segunda: 2,
    tercero: 3,
    tercera: 3,
    cuarto: 4,
    quinto: 5,
  } as Readonly<Record<string, number>>,
  ordinalCompanions: ['el', 'la', 'número'],
  yes: [
    'sí',
    'si',
    'claro',
    'está bien',
    'esta bien',
    'de acuerdo',
    'publíquelo',
    'publiquelo',
    'publícalo',
    'hecho',
    'होय',
    'हो',
    'ठीक आहे',
    'হ্যাঁ',
    'ঠিক আছে',
    'అవును',
    'సరే',
    'ஆம்',
    'சரி',
  ],
  no: ['no', 'नाही', 'नको', 'না', 'দরকার নেই', 'వద్దు', 'కాదు', 'இல்லை', 'வேண்டாம்'],
  filler: ['gracias', 'por favor', 'pues', 'bueno', 'धन्यवाद', 'ধন্যবাদ', 'ధన్యవాదాలు', 'நன்றி'],
  cancel: [
    'cancelar',
    'cancela',
    'cancélelo',
    'cancele',
    'olvídelo',
    'olvidelo',
    'olvídalo',
    'ya no',
    'रद्द करा',
    'বাতিল',
    'రద్దు',
    'ரத்து',
  ],
  greeting: [
    'hola',
    'buenos días',
    'buenas tardes',
    'buenas',
    'नमस्कार',
    'নমস্কার',
    'নমস্তে',
    'నమస్తే',
    'నమస్కారం',
    'வணக்கம்',
  ],
  help: ['ayuda', 'ayúdeme', 'qué puede hacer', 'मदत', 'সাহায্য', 'సహాయం', 'உதவி'],
  payMarkers: [
    'pago',
    'paga',
    'al día',
    'por día',
    'diario',
    'la hora',
    'रोज',
    'রোজ',
    'দিনে',
    'రోజుకు',
    'தினமும்',
  ],
  skip: [
    'saltar',
    'omitir',
    'siguiente',
    'nada',
    'सोडा',
    'पुढे',
    'বাদ দিন',
    'বাদ',
    'వదిలేయండి',
    'స్కిప్',
    'தவிர்',
    'ஸ்கிப்',
  ],
  otherCategory: ['otro', 'otra cosa', 'otro trabajo'],
  minPayBefore: [
    'más de',
    'mas de',
    'mínimo',
    'minimo',
    'al menos',
    'desde',
    'कमीत कमी',
    'किमान',
    'অন্তত',
    'కనీసం',
    'குறைந்தது',
  ],
  minPayAfter: [
    'o más',
    'पेक्षा जास्त',
    'च्या वर',
    'च्या वरती',
    'पेक्षा अधिक',
    'বেশি',
    'এর বেশি',
    'এর উপরে',
    'উপরে',
    'এর ওপরে',
    'కంటే ఎక్కువ',
    'పైన',
    'పైగా',
    'க்கு மேல்',
    'மேல்',
  ],
  maxPayBefore: ['menos de', 'máximo', 'maximo', 'hasta'],
  maxPayAfter: [
    'o menos',
    'पेक्षा कमी',
    'पर्यंत',
    'च्या आत',
    'কম',
    'এর কম',
    'এর নিচে',
    'లోపు',
    'కంటే తక్కువ',
    'க்கு கீழ்',
    'கீழ்',
  ],
  urgency: [
    ['immediate', ['inmediato', 'hoy mismo', 'ahorita', 'आजच', 'আজই', 'ఈరోజే', 'இன்றே']],
    [
      'urgent',
      [
        'urgente',
        'urgentes',
        'urgentemente',
        'तातडीचे',
        'तातडीने',
        'लवकर',
        'জরুরি',
        'অর্জেন্ট',
        'అర్జెంట్',
        'అత్యవసర',
        'அவசரம்',
      ],
    ],
    ['normal', ['no es urgente', 'sin prisa']],
  ] as readonly (readonly [Urgency, readonly string[]])[],
};

/** What Spanish speakers call the job post's fields ("cambiar el pago"). */
export const MORE_FIELD_WORDS = {
  title: ['título', 'titulo', 'nombre del trabajo'],
  category: ['tipo de trabajo', 'categoría', 'categoria'],
  dailySalary: ['pago', 'sueldo', 'salario'],
  location: ['ciudad', 'lugar', 'dirección'],
  description: ['descripción', 'descripcion', 'detalles'],
  phone: ['teléfono', 'telefono', 'número', 'celular'],
  urgency: ['urgencia', 'para cuándo'],
  shift: ['turno', 'horario', 'día', 'hora'],
} as const;

/**
 * Words that tell a message's language (parse.ts). Spanish words that are not English or Hinglish
 * (no articles: "Los Angeles", "El Paso" and "Las Vegas" are English too);
 * Marathi words that are not Hindi (Marathi and Hindi share Devanagari).
 */
export const SPANISH_MARKERS = [
  'cancela',
  'todo',
  'busco',
  'buscan',
  'buscamos',
  'trabajo',
  'trabajos',
  'chamba',
  'empleo',
  'necesito',
  'quiero',
  'hay',
  'en',
  'más',
  'menos',
  'entre',
  'solo',
  'sólo',
  'una',
  'por',
  'para',
  'que',
  'día',
  'pago',
  'sí',
  'gracias',
  'cancelar',
  'publicar',
  'publíquelo',
  'dígame',
  'mejor',
  'está',
  'olvídelo',
  'hola',
  'ayuda',
  'urgente',
  'urgentes',
  'tercero',
  'segundo',
  'primero',
  'título',
  'llamar',
];

export const MARATHI_MARKERS = [
  'मला',
  'आहे',
  'आहेत',
  'पाहिजे',
  'हवे',
  'नाही',
  'नको',
  'होय',
  'मध्ये',
  'पेक्षा',
  'जास्त',
  'कमी',
  'दाखवा',
  'आणि',
  'फक्त',
  'पर्यंत',
  'कमीत',
  'काही',
  'नोकरी',
  'ते',
  'करा',
  'द्या',
  'सांगा',
  'कुठे',
  'ऐवजी',
];

/** Devanagari endings Marathi writes on a noun ("नागपूरमध्ये", "नाशिकला", "मुंबईत", "ड्रायव्हरचे"). */
export const MARATHI_ENDINGS = [
  'त',
  'ात',
  'ीत',
  'ला',
  'ाला',
  'मध्ये',
  'ामध्ये',
  'चे',
  'ची',
  'चा',
  'च्या',
  'ाचे',
  'ाची',
  'ाचा',
  'ाच्या',
  'हून',
  'ून',
  'वर',
  'ावर',
  'ऐवजी',
];

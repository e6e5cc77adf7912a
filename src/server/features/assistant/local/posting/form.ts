import { parseLocation } from '../../../../../shared/geo';
import { mentions, type Language } from '../parse';
import { money } from '../replies';
import { SHIFT_KEYS, type Draft, type Field } from '../state';
import type { Turn } from '../turn';
import { FIELD_WORDS, OTHER_CATEGORY_PHRASES } from '../vocabulary';
import { MORE_FIELD_WORDS, MORE_PHRASES } from '../vocabulary-more';
import {
  currencyOf,
  firstNumber,
  fromMessage,
  giving,
  isSkip,
  place,
  readDescription,
  readShift,
  readTitle,
} from './answers';
import { INDIA_FIELD_WORDS } from './form-words-india';
import { shiftLine } from './shift-line';

/**
 * The job post form of the guided posting, one entry a field, asked in the order of FIELDS (state.ts):
 * what the field is called and asked in each language, how an answer is read and checked, and its
 * line in the summary (the readers in answers.ts). The dialogue (dialogue.ts) runs it; submit.ts hands
 * the finished draft to the jobs service.
 */

export interface FieldWords {
  /** The field's name in the summary ("Pay"). */
  label: string;
  question: string;
  /**
   * Said when an answer is not understood (given the answer, for a city not found); without one,
   * "Sorry, I did not get that" and the question again.
   */
  hint?: string | ((answer: string) => string);
}

export interface FormField {
  /** In every language: English, Hindi, Hinglish and Spanish here, the languages of India's in form-words-india.ts. */
  words: Record<Language, FieldWords>;
  /** What people call the field when they want to change it ("change the pay"). */
  names: readonly string[];
  /** The draft keys the field fills: answered when any has a value, emptied when the jobs service refuses it. */
  keys: readonly (keyof Draft)[];
  /** The job's fields that, refused by the jobs service, send this question back; the first refused one is told. */
  refusedAs: readonly string[];
  /** The answer to the field's question with whatever else the message gave, or undefined when not understood. */
  read(turn: Turn, draft: Draft): Draft | undefined;
  /** The field's value in the summary. */
  summary(turn: Turn, draft: Draft): string;
}

export const POSTING_FORM: Readonly<Record<Field, FormField>> = {
  title: {
    words: {
      en: {
        label: 'Title',
        question: 'What is the job? Give a short title, for example "Cook for a family".',
        hint: 'Please give a title of 3 to 100 characters.',
      },
      hi: {
        label: 'काम का नाम',
        question: 'काम क्या है? छोटा सा नाम बताइए, जैसे "घर के लिए रसोइया"।',
        hint: 'नाम 3 से 100 अक्षरों का होना चाहिए।',
      },
      hinglish: {
        label: 'Kaam ka naam',
        question: 'Kaam kya hai? Chhota sa naam batayiye, jaise "Ghar ke liye cook".',
        hint: 'Naam 3 se 100 akshar ka hona chahiye.',
      },
      es: {
        label: 'Título',
        question: '¿Qué trabajo es? Dé un título corto, por ejemplo "Cocinera para una familia".',
        hint: 'Dé un título de 3 a 100 letras, por favor.',
      },
      ...INDIA_FIELD_WORDS.title,
    },
    names: [...FIELD_WORDS.title, ...MORE_FIELD_WORDS.title],
    keys: ['title'],
    refusedAs: ['title'],
    read: readTitle,
    summary: (_turn, draft) => draft.title ?? '',
  },
  category: {
    words: {
      en: {
        label: 'Work',
        question:
          'What kind of work is it? For example: cooking, cleaning, driver, security guard, construction, ' +
          'household work, shop, gardening, painting or other.',
      },
      hi: {
        label: 'काम का प्रकार',
        question:
          'किस तरह का काम है? जैसे: खाना बनाना, सफाई, ड्राइवर, गार्ड, मिस्त्री-मजदूर, घर का काम, दुकान, माली, पेंटर या कुछ और।',
      },
      hinglish: {
        label: 'Kaam ka type',
        question:
          'Kis tarah ka kaam hai? Jaise: khana banana, safai, driver, guard, mistri-mazdoor, ghar ka kaam, dukaan, mali, painter ya kuch aur.',
      },
      es: {
        label: 'Tipo de trabajo',
        question:
          '¿Qué tipo de trabajo es? Por ejemplo: cocina, limpieza, chofer, guardia de seguridad, construcción, ' +
          'trabajo de casa, tienda, jardinería, pintura u otro.',
      },
      ...INDIA_FIELD_WORDS.category,
    },
    names: [...FIELD_WORDS.category, ...MORE_FIELD_WORDS.category],
    keys: ['category'],
    refusedAs: ['category'],
    read(turn) {
      const updates = fromMessage(turn);
      if (
        !updates.category &&
        mentions(turn.text, [...OTHER_CATEGORY_PHRASES, ...MORE_PHRASES.otherCategory])
      )
        updates.category = 'other';
      return giving(updates, 'category');
    },
    summary: (turn, draft) => (draft.category ? turn.say.categories[draft.category] : ''),
  },
  dailySalary: {
    words: {
      en: {
        label: 'Pay',
        question: 'How much will you pay per day? Just the number, for example 700.',
        hint: 'Please give the daily pay as a number, for example 700.',
      },
      hi: {
        label: 'पैसे',
        question: 'रोज़ कितने पैसे देंगे? सिर्फ़ नंबर लिखिए, जैसे 700।',
        hint: 'रोज़ के पैसे नंबर में लिखिए, जैसे 700।',
      },
      hinglish: {
        label: 'Paise',
        question: 'Roz kitne paise denge? Sirf number likhiye, jaise 700.',
        hint: 'Roz ke paise number mein likhiye, jaise 700.',
      },
      es: {
        label: 'Pago',
        question: '¿Cuánto va a pagar por día? Solo el número, por ejemplo 150.',
        hint: 'Dé el pago por día en número, por ejemplo 150.',
      },
      ...INDIA_FIELD_WORDS.dailySalary,
    },
    names: [...FIELD_WORDS.dailySalary, ...MORE_FIELD_WORDS.dailySalary],
    keys: ['dailySalary'],
    refusedAs: ['dailySalary'],
    read(turn) {
      const updates = fromMessage(turn);
      updates.dailySalary ??= firstNumber(turn.text);
      return giving(updates, 'dailySalary');
    },
    summary: (turn, draft) =>
      draft.dailySalary ? turn.say.perDay(money(draft.dailySalary, currencyOf(turn, draft))) : '',
  },
  location: {
    words: {
      en: {
        label: 'Place',
        question: 'Which city is the job in? For example Mumbai, Pune or Delhi.',
        hint: (text) =>
          `I could not find "${text}" in our list of cities. Please name the city, for example Mumbai or Pune.`,
      },
      hi: {
        label: 'जगह',
        question: 'काम किस शहर में है? जैसे मुंबई, पुणे या दिल्ली।',
        hint: (text) => `"${text}" हमारी शहरों की लिस्ट में नहीं मिला। शहर का नाम लिखिए, जैसे मुंबई या पुणे।`,
      },
      hinglish: {
        label: 'Jagah',
        question: 'Kaam kis shahar mein hai? Jaise Mumbai, Pune ya Delhi.',
        hint: (text) =>
          `"${text}" hamari shaharon ki list mein nahi mila. Shahar ka naam likhiye, jaise Mumbai ya Pune.`,
      },
      es: {
        label: 'Lugar',
        question: '¿En qué ciudad es el trabajo? Por ejemplo Houston, Los Ángeles o Dallas.',
        hint: (text) =>
          `No encontré "${text}" en nuestra lista de ciudades. Diga el nombre de la ciudad, por ejemplo Houston o Dallas.`,
      },
      ...INDIA_FIELD_WORDS.location,
    },
    names: [...FIELD_WORDS.location, ...MORE_FIELD_WORDS.location],
    keys: ['citySlug'],
    refusedAs: ['location'],
    read(turn) {
      const updates = fromMessage(turn);
      updates.citySlug ??= parseLocation(turn.text.trim())?.slug;
      return giving(updates, 'citySlug');
    },
    summary: (_turn, draft) => place(draft),
  },
  description: {
    words: {
      en: {
        label: 'About',
        question:
          'Describe the work in a line or two: hours, duties, anything workers should know. Or say "skip".',
        hint: 'Please write at least 10 characters, or say "skip".',
      },
      hi: {
        label: 'विवरण',
        question: 'काम के बारे में एक-दो लाइन लिखिए: समय, क्या काम करना है। या "आगे" लिखिए।',
        hint: 'कम से कम 10 अक्षर लिखिए, या "आगे" लिखिए।',
      },
      hinglish: {
        label: 'Details',
        question: 'Kaam ke baare mein ek-do line likhiye: time, kya kaam karna hai. Ya "skip" likhiye.',
        hint: 'Kam se kam 10 akshar likhiye, ya "skip" likhiye.',
      },
      es: {
        label: 'Descripción',
        question:
          'Describa el trabajo en una o dos líneas: horario, tareas, lo que deben saber los trabajadores. O diga "saltar".',
        hint: 'Escriba por lo menos 10 letras, o diga "saltar".',
      },
      ...INDIA_FIELD_WORDS.description,
    },
    names: [...FIELD_WORDS.description, ...MORE_FIELD_WORDS.description],
    keys: ['description'],
    refusedAs: ['description'],
    read: readDescription,
    summary: (_turn, draft) => draft.description ?? '',
  },
  phone: {
    words: {
      en: {
        label: 'Phone',
        question: 'Which phone number should workers call? At least 10 digits.',
        hint: 'Please give a phone number with at least 10 digits.',
      },
      hi: {
        label: 'फ़ोन',
        question: 'काम करने वाले किस फ़ोन नंबर पर कॉल करें? कम से कम 10 अंक।',
        hint: 'कम से कम 10 अंकों वाला फ़ोन नंबर लिखिए।',
      },
      hinglish: {
        label: 'Phone',
        question: 'Kaam karne wale kis phone number par call karein? Kam se kam 10 digit.',
        hint: 'Kam se kam 10 digit wala phone number likhiye.',
      },
      es: {
        label: 'Teléfono',
        question: '¿A qué número deben llamar los trabajadores? Por lo menos 10 dígitos.',
        hint: 'Dé un número de teléfono de por lo menos 10 dígitos, por favor.',
      },
      ...INDIA_FIELD_WORDS.phone,
    },
    names: [...FIELD_WORDS.phone, ...MORE_FIELD_WORDS.phone],
    keys: ['phone'],
    refusedAs: ['phone'],
    read: (turn) => giving(fromMessage(turn), 'phone'),
    summary: (_turn, draft) => draft.phone ?? '',
  },
  urgency: {
    words: {
      en: {
        label: 'How soon',
        question:
          'How soon do you need someone? Say "normal" (within a week), "urgent" (2-3 days) or "immediate" (today or tomorrow).',
      },
      hi: {
        label: 'कितनी जल्दी',
        question: 'आदमी कितनी जल्दी चाहिए? लिखिए "नॉर्मल" (एक हफ़्ते में), "अर्जेंट" (2-3 दिन में) या "तुरंत" (आज या कल)।',
      },
      hinglish: {
        label: 'Kitni jaldi',
        question:
          'Aadmi kitni jaldi chahiye? Likhiye "normal" (ek hafte mein), "urgent" (2-3 din mein) ya "turant" (aaj ya kal).',
      },
      es: {
        label: 'Para cuándo',
        question:
          '¿Para cuándo necesita a alguien? Diga "normal" (en una semana), "urgente" (2-3 días) o "inmediato" (hoy o mañana).',
      },
      ...INDIA_FIELD_WORDS.urgency,
    },
    names: [...FIELD_WORDS.urgency, ...MORE_FIELD_WORDS.urgency],
    keys: ['urgency'],
    refusedAs: ['urgency'],
    read(turn) {
      const updates = fromMessage(turn);
      if (!updates.urgency && turn.parsed.intent === 'confirm') updates.urgency = 'urgent';
      if (!updates.urgency && isSkip(turn)) updates.urgency = 'normal';
      return giving(updates, 'urgency');
    },
    summary: (turn, draft) => turn.say.urgencies[draft.urgency ?? 'normal'],
  },
  shift: {
    words: {
      en: {
        label: 'Shift',
        question:
          'When is the work? Tell me the day, start time, hours, how many workers and when you pay, for example ' +
          '"tomorrow 9 am, 8 hours, 2 workers, paid same day". Or say "skip".',
        hint:
          'Please say a day like "tomorrow" or "5 December", a time like "9 am", hours like "8 hours", workers like ' +
          '"2 workers" or when you pay: "same day", "end of job" or "weekly". Or say "skip".',
      },
      hi: {
        label: 'काम का समय',
        question:
          'काम कब है? दिन, समय, कितने घंटे, कितने लोग और पैसे कब देंगे, बताइए। जैसे "कल सुबह 9 बजे, 8 घंटे, 2 लोग, ' +
          'पैसे उसी दिन"। या "आगे" लिखिए।',
        hint:
          'दिन बताइए जैसे "कल" या "5 दिसंबर", समय जैसे "सुबह 9 बजे", घंटे जैसे "8 घंटे", लोग जैसे "2 लोग", या पैसे कब: ' +
          '"उसी दिन", "काम के बाद" या "हर हफ़्ते"। या "आगे" लिखिए।',
      },
      hinglish: {
        label: 'Kaam ka time',
        question:
          'Kaam kab hai? Din, time, kitne ghante, kitne log aur paisa kab denge, batayiye. Jaise "kal subah 9 baje, ' +
          '8 ghante, 2 log, paisa usi din". Ya "skip" boliye.',
        hint:
          'Din batayiye jaise "kal" ya "5 December", time jaise "subah 9 baje", ghante jaise "8 ghante", log jaise ' +
          '"2 log", ya paisa kab: "usi din", "kaam ke baad" ya "har hafte". Ya "skip" boliye.',
      },
      es: {
        label: 'Turno',
        question:
          '¿Cuándo es el trabajo? Dígame el día, la hora de entrada, las horas, cuántos trabajadores y cuándo paga, ' +
          'por ejemplo "mañana 9 am, 8 horas, 2 trabajadores, pago el mismo día". O diga "saltar".',
        hint:
          'Diga un día como "mañana" o "5 de diciembre", una hora como "9 am", horas como "8 horas", trabajadores como ' +
          '"2 trabajadores" o cuándo paga: "el mismo día", "al terminar" o "cada semana". O diga "saltar".',
      },
      ...INDIA_FIELD_WORDS.shift,
    },
    names: [...FIELD_WORDS.shift, ...MORE_FIELD_WORDS.shift],
    keys: [...SHIFT_KEYS, 'shiftAsked'],
    refusedAs: [...SHIFT_KEYS, 'shift'],
    read: readShift,
    summary: shiftLine,
  },
};

import { describe, expect, it } from 'vitest';
import { normalize } from './normalize';
import { detectLanguage, parseUtterance } from './parse';
import { HINDI_UTTERANCES, HINGLISH_UTTERANCES, UTTERANCES, type LabelledUtterance } from './utterances';
import { MORE_UTTERANCES } from './utterances-more';

/** The slots every label states exactly: a missing one means the parser must find none. */
const EXACT = ['city', 'category', 'minPay', 'maxPay', 'pay', 'urgentOnly', 'index'] as const;
/** Slots checked only where a label gives them. */
const WHEN_GIVEN = ['words', 'phone', 'title'] as const;

describe('the labelled set', () => {
  it('is big enough, with Hindi and Hinglish in it', () => {
    expect(UTTERANCES.length).toBeGreaterThanOrEqual(170);
    expect(HINDI_UTTERANCES.length + HINGLISH_UTTERANCES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(UTTERANCES.map((u) => u.text)).size).toBe(UTTERANCES.length);
  });
});

describe('the labelled sets of issue #27', () => {
  it('has Spanish, Marathi, Bengali, Telugu and Tamil, each with searches and refinements', () => {
    for (const language of ['es', 'mr', 'bn', 'te', 'ta'] as const) {
      const set = MORE_UTTERANCES.filter((u) => u.language === language);
      expect(set.length, language).toBeGreaterThanOrEqual(25);
      expect(set.some((u) => u.intent === 'search') && set.some((u) => u.intent === 'refine'), language).toBe(
        true,
      );
    }
    expect(MORE_UTTERANCES.filter((u) => u.language === 'es' && u.intent === 'post').length).toBeGreaterThan(
      3,
    );
  });
});

describe.each([
  ['English, Hindi and Hinglish', UTTERANCES],
  ['Spanish, Marathi, Bengali, Telugu and Tamil', MORE_UTTERANCES],
] as const)('parseUtterance on the labelled set: %s', (_name, set: readonly LabelledUtterance[]) => {
  it.each(set.map((u) => [u.text, u] as const))('%s', (_text, utterance: LabelledUtterance) => {
    const parsed = parseUtterance(utterance.text);
    const actual: Record<string, unknown> = { intent: parsed.intent, language: parsed.language };
    const expected: Record<string, unknown> = { intent: utterance.intent, language: utterance.language };
    for (const slot of EXACT) {
      actual[slot] = parsed.slots[slot];
      expected[slot] = utterance.slots[slot];
    }
    for (const slot of WHEN_GIVEN) {
      if (utterance.slots[slot] === undefined) continue;
      actual[slot] = parsed.slots[slot];
      expected[slot] = utterance.slots[slot];
    }
    expect(actual).toEqual(expected);
  });
});

describe('parseUtterance details', () => {
  it('reads a locality as its city and keeps the locality', () => {
    expect(parseUtterance('cook needed in Andheri').slots).toMatchObject({
      city: 'mumbai',
      locality: 'Andheri',
    });
    expect(parseUtterance('काम अंधेरी में').slots).toMatchObject({ city: 'mumbai', locality: 'अंधेरी' });
  });

  it('gives the title a role asks for, in English and Devanagari', () => {
    expect(parseUtterance('cook needed').slots.roleTitle).toEqual({ en: 'Cook', hi: 'रसोइया' });
    expect(parseUtterance('मुझे माली चाहिए').slots.roleTitle).toEqual({ en: 'Gardener', hi: 'माली' });
  });

  it('reads a number word as a position only next to a "number" word', () => {
    expect(parseUtterance('দুই নম্বরটার ব্যাপারে বলো').slots.index).toBe(2);
    expect(parseUtterance('número dos por favor').slots.index).toBe(2);
    expect(parseUtterance('busco trabajo dos días en Houston').slots.index).toBeUndefined();
    expect(parseUtterance('पुण्यात काम दोन दिवस पाहिजे').slots.index).toBeUndefined();
    expect(parseUtterance('আমার একটা কাজ দরকার').slots.index).toBeUndefined();
  });

  it('reads a city with a stem changed by its case ending, and not a longer word', () => {
    expect(parseUtterance('कोल्हापुरात काम').slots.city).toBe('kolhapur');
    expect(parseUtterance('धुळ्याला काम').slots.city).toBe('dhule');
    expect(parseUtterance('சேலத்தில் வேலை').slots.city).toBe('salem');
    expect(parseUtterance('ஈரோட்டுக்கு வேலை').slots.city).toBe('erode');
    expect(parseUtterance('கடலூருக்கு வேலை').slots.city).toBe('cuddalore');
    expect(parseUtterance('கல்யாணம் வீட்டில் சமையல் வேலை').slots.city).toBeUndefined();
    expect(parseUtterance('கடைசி வேலை எது').slots.category).toBeUndefined();
    expect(parseUtterance('पुण्याऐवजी नाशिकला').slots.city).toBe('nashik');
  });

  it('reads urgency words for a post', () => {
    expect(parseUtterance('immediately').slots.urgency).toBe('immediate');
    expect(parseUtterance('jaldi').slots.urgency).toBe('urgent');
    expect(parseUtterance('koi jaldi nahi').slots.urgency).toBe('normal');
    expect(parseUtterance('तुरंत').slots.urgency).toBe('immediate');
  });

  it('keeps the text of a description given outright', () => {
    const parsed = parseUtterance('description: Cooking lunch in Pune for 4 people, 700 a day');
    expect(parsed.slots.description).toBe('Cooking lunch in Pune for 4 people, 700 a day');
    expect(parsed.slots.city).toBeUndefined();
    expect(parsed.slots.pay).toBeUndefined();
  });

  it('notes the currency an amount was given in', () => {
    expect(parseUtterance('$120').slots.currency).toBe('USD');
    expect(parseUtterance('700 rupaye').slots.currency).toBe('INR');
  });

  it('does not take a pin code or a small count for pay', () => {
    expect(parseUtterance('jobs near 400053').slots.pay).toBeUndefined();
    expect(parseUtterance('need 3 workers').slots.pay).toBeUndefined();
  });
});

describe('parseUtterance in the languages of issue #27', () => {
  it('finds a city with a case ending joined to it, and not a name inside another word', () => {
    expect(parseUtterance('কলকাতায় কাজ').slots.city).toBe('kolkata');
    expect(parseUtterance('హైదరాబాద్‌లో పని').slots.city).toBe('hyderabad');
    expect(parseUtterance('नागपूरमध्ये काम').slots.city).toBe('nagpur');
    expect(parseUtterance('சென்னையில் சமையல் வேலை').slots).toMatchObject({
      city: 'chennai',
      category: 'cooking',
    });
    // A Hindi postposition is a word of its own: no Marathi ending is read into Hindi.
    expect(parseUtterance('पुणे में काम').slots.city).toBe('pune');
  });

  it('reads Bengali, Devanagari, Telugu and Tamil digits as numbers', () => {
    expect(parseUtterance('কলকাতায় কাজ ৪০০ টাকার কম').slots.maxPay).toBe(400);
    expect(parseUtterance('पुण्यात काम ४०० पेक्षा जास्त').slots.minPay).toBe(400);
    expect(parseUtterance('హైదరాబాద్ లో పని ౪౦౦ కంటే ఎక్కువ').slots.minPay).toBe(400);
    expect(parseUtterance('சென்னையில் வேலை ௪௦௦ மேல்').slots.minPay).toBe(400);
  });

  it('reads Tamil pay words, on a number or after it', () => {
    expect(parseUtterance('சென்னையில் வேலை 500க்கு மேல்').slots).toMatchObject({ city: 'chennai', minPay: 500 });
    expect(parseUtterance('௫௦௦க்குள்').slots.maxPay).toBe(500);
    expect(parseUtterance('வேலை 700 வரைக்கும்').slots.maxPay).toBe(700);
    expect(parseUtterance('குறைந்தபட்சம் 400').slots.minPay).toBe(400);
    expect(parseUtterance('மதுரைக்கு பதிலா சென்னை').slots.city).toBe('chennai');
    // The Tamil split leaves other scripts' numbers as they were.
    expect(normalize('500টি')).toBe(' 500টি ');
  });

  it('gives a Spanish role its Spanish title and search word', () => {
    expect(parseUtterance('necesito una cocinera').slots.roleTitle).toEqual({
      en: 'Cook',
      hi: 'रसोइया',
      es: 'Cocinera',
    });
    expect(parseUtterance('trabajo de plomero').slots.words).toBe('plomero');
  });
});

describe('normalize and detectLanguage', () => {
  it('reads nukta, chandrabindu and Devanagari digits the plain way', () => {
    expect(normalize('ज़्यादा हाँ ७००')).toBe(' ज्यादा हां 700 ');
  });

  it('tells the three languages apart and stays silent on neutral messages', () => {
    expect(detectLanguage('find work in Pune')).toBe('en');
    expect(detectLanguage('Pune mein kaam')).toBe('hinglish');
    expect(detectLanguage('पुणे में काम')).toBe('hi');
    expect(detectLanguage('Pune')).toBeNull();
    expect(detectLanguage('ok')).toBeNull();
    expect(detectLanguage('700')).toBeNull();
  });

  it('tells Spanish by its words, Bengali, Telugu and Tamil by their scripts', () => {
    expect(detectLanguage('busco trabajo en Houston')).toBe('es');
    expect(detectLanguage('sí, publíquelo')).toBe('es');
    expect(detectLanguage('Houston')).toBeNull();
    expect(detectLanguage('cleaning jobs in Los Angeles')).toBe('en');
    expect(detectLanguage('Las Vegas')).toBeNull();
    expect(detectLanguage('trabajo en Las Vegas')).toBe('es');
    expect(detectLanguage('কলকাতায় কাজ')).toBe('bn');
    expect(detectLanguage('హైదరాబాద్ లో పని')).toBe('te');
    expect(detectLanguage('சென்னையில் வேலை')).toBe('ta');
  });

  it('tells Marathi from Hindi by the words, and by the visitor’s locale when the words do not tell', () => {
    expect(detectLanguage('मला काम पाहिजे')).toBe('mr');
    expect(detectLanguage('पुणे माळी काम')).toBe('mr');
    expect(detectLanguage('मुझे काम चाहिए')).toBe('hi');
    expect(detectLanguage('मुझे काम चाहिए', 'mr')).toBe('hi');
    expect(detectLanguage('पुणे काम')).toBe('hi');
    expect(detectLanguage('पुणे काम', 'mr')).toBe('mr');
  });
});

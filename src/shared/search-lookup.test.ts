import { describe, expect, it } from 'vitest';
import { readSearchText } from './search-lookup';

const ZWNJ = '\u200c';
const ZWJ = '\u200d';

/** The categories and city slugs a search text names. */
const read = (text: string) => {
  const { categories, citySlugs } = readSearchText(text);
  return { categories, citySlugs };
};

describe('readSearchText: category and city words in every language', () => {
  it('English: category labels, keywords and built-in city names', () => {
    expect(read('Cook in Mumbai')).toEqual({ categories: ['cooking'], citySlugs: ['mumbai'] });
    expect(read('security guard new delhi')).toEqual({
      categories: ['security-guard'],
      citySlugs: ['new-delhi'],
    });
    expect(read('bombay')).toEqual({ categories: [], citySlugs: ['mumbai'] });
    expect(readSearchText('cook in Mumbai').matches.every((match) => match.lang === 'en')).toBe(true);
  });

  it('Hindi: Devanagari city names and Devanagari or Hinglish category words', () => {
    expect(read('मुंबई में सफाई')).toEqual({ categories: ['cleaning'], citySlugs: ['mumbai'] });
    expect(read('रसोइया दिल्ली')).toEqual({ categories: ['cooking'], citySlugs: ['delhi'] });
    expect(read('safai')).toEqual({ categories: ['cleaning'], citySlugs: [] });
    expect(read('नई दिल्ली')).toEqual({ categories: [], citySlugs: ['new-delhi'] });
  });

  it('Spanish: everyday trades, with or without accents, singular or plural', () => {
    expect(read('pintor')).toEqual({ categories: ['painting'], citySlugs: [] });
    expect(read('Pintores')).toEqual({ categories: ['painting'], citySlugs: [] });
    expect(read('construccion')).toEqual({ categories: ['construction'], citySlugs: [] });
    expect(read('ayudante de cocina en Austin')).toEqual({ categories: ['cooking'], citySlugs: ['austin'] });
    expect(readSearchText('pintor').matches[0]).toMatchObject({
      lang: 'es',
      kind: 'category',
      value: 'painting',
    });
  });

  it('Tamil: words and city names, with case endings', () => {
    expect(read('சமையல்')).toEqual({ categories: ['cooking'], citySlugs: [] });
    expect(read('சென்னை')).toEqual({ categories: [], citySlugs: ['chennai'] });
    expect(read('மும்பையில் பெயிண்டர்')).toEqual({ categories: ['painting'], citySlugs: ['mumbai'] });
  });

  it('Telugu: with and without the zero-width non-joiner, with case endings', () => {
    expect(read('వంట')).toEqual({ categories: ['cooking'], citySlugs: [] });
    expect(read(`హైదరాబాద్${ZWNJ}లో`)).toEqual({ categories: [], citySlugs: ['hyderabad'] });
    expect(read('హైదరాబాద్లో')).toEqual({ categories: [], citySlugs: ['hyderabad'] });
    expect(read(`కోల్${ZWNJ}కతా`)).toEqual({ categories: [], citySlugs: ['kolkata'] });
    expect(read('కోల్కతా')).toEqual({ categories: [], citySlugs: ['kolkata'] });
    expect(read('ముంబైలో వంట')).toEqual({ categories: ['cooking'], citySlugs: ['mumbai'] });
  });

  it('Marathi: listed oblique forms and endings', () => {
    expect(read('पुण्यात सफाई')).toEqual({ categories: ['cleaning'], citySlugs: ['pune'] });
    expect(read('मुंबईमध्ये रंगकाम')).toEqual({ categories: ['painting'], citySlugs: ['mumbai'] });
    expect(read('नागपूरला माळी')).toEqual({ categories: ['gardening'], citySlugs: ['nagpur'] });
  });

  it('Bengali: case endings, NFC and zero-width joiners', () => {
    expect(read('মুম্বাই')).toEqual({ categories: [], citySlugs: ['mumbai'] });
    expect(read('কলকাতায় রান্না')).toEqual({ categories: ['cooking'], citySlugs: ['kolkata'] });
    expect(read('জয়পুরের')).toEqual({ categories: [], citySlugs: ['jaipur'] });
    expect(read('বাগানে')).toEqual({ categories: ['gardening'], citySlugs: [] }); // a lone vowel sign: -এ
    // য় typed as one precomposed code point (U+09DF) reads as its NFC form য + nukta.
    expect(read('কলকাতা\u09df')).toEqual({ categories: [], citySlugs: ['kolkata'] });
    expect(read(`র${ZWJ}ান্না`)).toEqual({ categories: ['cooking'], citySlugs: [] });
  });
});

describe('readSearchText: what it does not read', () => {
  it('keeps unknown words as the rest, in order and as typed', () => {
    const reading = readSearchText('urgent পুনে xyz');
    expect(reading.citySlugs).toEqual(['pune']);
    expect(reading.rest).toEqual(['urgent', 'xyz']);
  });

  it('does not read a lone vowel sign after a short word as an ending, nor a long ending', () => {
    expect(read('बागी')).toEqual({ categories: [], citySlugs: [] }); // "rebel", not बाग + ी
    expect(read('पुणेकरांचे')).toEqual({ categories: [], citySlugs: [] }); // an ending of six letters
    expect(read('')).toEqual({ categories: [], citySlugs: [] });
  });
});

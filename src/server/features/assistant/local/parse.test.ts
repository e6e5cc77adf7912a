import { describe, expect, it } from 'vitest';
import { normalize } from './normalize';
import { detectLanguage, parseUtterance } from './parse';
import { HINDI_UTTERANCES, HINGLISH_UTTERANCES, UTTERANCES, type LabelledUtterance } from './utterances';

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

describe('parseUtterance on the labelled set', () => {
  it.each(UTTERANCES.map((u) => [u.text, u] as const))('%s', (_text, utterance: LabelledUtterance) => {
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
});

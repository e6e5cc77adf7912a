import { describe, expect, it } from 'vitest';
import { alertLabel, type AlertSearch } from '../../../shared/alerts';
import { translator } from '../../i18n';

const search: AlertSearch = { country: 'IN', city: 'pune', category: 'cleaning', minPay: 600, words: 'cook' };

describe('alertLabel (Settings, notifications, the alert emails)', () => {
  it('says what, where, the pay and the words in English', () => {
    expect(alertLabel(search, translator('en'), 'en')).toBe('Cleaning jobs in Pune, ₹600+ a day, "cook"');
    expect(
      alertLabel(
        { ...search, city: null, category: null, minPay: null, words: null },
        translator('en'),
        'en',
      ),
    ).toBe('Jobs in India');
  });

  it('says it in Hindi, the job type and the country too', () => {
    expect(alertLabel(search, translator('hi'), 'hi')).toBe('Pune में काम: सफ़ाई, रोज़ ₹600 या ज़्यादा, "cook"');
    expect(
      alertLabel(
        { ...search, city: null, category: null, minPay: null, words: null },
        translator('hi'),
        'hi',
      ),
    ).toBe('भारत में काम');
  });
});

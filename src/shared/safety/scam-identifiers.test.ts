import { describe, expect, it } from 'vitest';
import { findScamIdentifiers } from './scam-identifiers';

describe('identifiers in a post', () => {
  it('finds phone numbers, UPI ids and messenger handles, normalised', () => {
    const found = findScamIdentifiers(
      'Call +91 98765-43210 or wa.me/918888877777, pay hr.Desk@okaxis, Telegram @HR_Desk or t.me/jobs_wala, group chat.whatsapp.com/AbC123xyz. Mail jobs@company.com.',
      '(702) 555-0147',
    );
    expect(found).toEqual(
      expect.arrayContaining([
        { kind: 'phone', value: '9876543210' },
        { kind: 'phone', value: '8888877777' },
        { kind: 'phone', value: '7025550147' },
        { kind: 'upi', value: 'hr.desk@okaxis' },
        { kind: 'messenger', value: '@hr_desk' },
        { kind: 'messenger', value: '@jobs_wala' },
        { kind: 'messenger', value: 'chat.whatsapp.com/AbC123xyz' },
      ]),
    );
    expect(found).toHaveLength(7);
  });

  it('finds nothing in an ordinary post', () => {
    expect(findScamIdentifiers('Cook needed, ₹800 per day, 2 BHK flat, 10 am to 6 pm.')).toEqual([]);
  });
});

describe('a UPI id at the end of a sentence', () => {
  it('is still a UPI id, and an email address is not', () => {
    expect(findScamIdentifiers('Pay to guard.hr@okaxis. Then call.')).toEqual([
      { kind: 'upi', value: 'guard.hr@okaxis' },
    ]);
    expect(findScamIdentifiers('Mail guard.hr@gmail.com.')).toEqual([]);
  });
});

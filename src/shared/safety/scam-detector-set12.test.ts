import { describe, expect, it } from 'vitest';
import { detectScam } from './scam-detector';
import { honestCover } from './scam-context';
import { ruleSignals, moneyRules } from './scam-test-signals';

describe('denials and warnings turn the payment rules off in their clause (issue #25, thirteenth round)', () => {
  it.each([
    // A denial governs the rest of its clause, a list included.
    'Note: we do not charge candidates anything, and we will never request a deposit, a Venmo transfer or your card PIN.',
    'We never take a registration fee from workers at any stage.',
    'Never send money to anyone who promises you a job.',
    // In Hindi and Hinglish the "not" comes after, or the worker is told not to pay.
    'हमारी एजेंसी उम्मीदवारों से कोई शुल्क नहीं लेती।',
    'Hum kisi candidate se joining ke paise nahi lete.',
    'Kisi ko bhi registration ke paise mat bhejna.',
    'नौकरी के लिए किसी को रुपये न दें।',
    // A warning about someone else's demand.
    'Agar koi aapse joining ke paise maange to bilkul mat dena.',
    'अगर कोई फोन करके वर्दी की फीस माँगे तो मत भरना, ऑफिस में बताना।',
    'If someone calls asking for a training fee or a deposit, report the number to us.',
  ])('leaves the denial or warning alone: %s', (text) => {
    expect(moneyRules(text)).toEqual([]);
    expect(moneyRules(text, 'message')).toEqual([]);
  });

  it.each([
    // A turn ("but", "बस", "sirf") or a new sentence: the request after it still speaks.
    'We never charge a registration fee, but a refundable deposit of $60 is required before your first shift.',
    'No joining fee. Deposit ₹1,500 by PhonePe to reserve your slot.',
    "We don't charge fees, you pay $40 for the uniform on day one.",
    'हम कोई फीस नहीं लेते, बस वर्दी के 800 रुपये जमा करने होंगे।',
    'Koi fees nahi hai, sirf 500 ka form bharna padega.',
    'Fees 700 jama karo, aur kisi ko OTP mat batana.',
  ])('still catches the request beside a denial: %s', (text) => {
    expect(moneyRules(text).length).toBeGreaterThan(0);
    expect(detectScam({ text, kind: 'job' }).level).not.toBe('none');
  });
});

describe('the wage the employer pays is not a payment asked of the worker (thirteenth round)', () => {
  it.each([
    'Pay $19 per hour, overtime after 40 hours.',
    'Pay $24/hr, paid every Friday.',
    'Pay $18-21/hr depending on experience.',
    'Pay ₹750 a day, lunch provided.',
    'Pay ₹800 roz, kaam subah 8 se.',
    'pay is 900 per day, weekly payment.',
    'Pay: ₹700/day, Sunday off.',
  ])('reads a wage: %s', (text) => {
    expect(ruleSignals(text)).not.toContain('payment_request');
  });

  it.each([
    'Pay $35 before your first shift for the background check.',
    'Pay ₹499 to confirm your seat.',
    'Pay $60.',
  ])('still catches money the worker pays: %s', (text) => {
    expect(ruleSignals(text)).toContain('payment_request');
  });
});

describe('contact numbers sold and a registration paid on a link are fees (thirteenth round)', () => {
  it.each([
    'Get the mobile numbers of 8 families who need a cook — only ₹149, pay on GPay.',
    'For ₹99 you get the contact list of 20 employers hiring drivers.',
    '10 घरों के मोबाइल नंबर चाहिए तो 150 रुपये भेजें।',
    '₹120 देकर 6 परिवारों के नंबर पाइए।',
    'Seth logon ke number 99 rupaye me milenge, abhi GPay karo.',
    'Malikon ke number lene ke liye 250 rupaye Paytm karo.',
    'Your enrolment of ₹499 must be paid through the link in this SMS.',
    'Send the ₹350 on the link below to finish your scheme registration.',
    'Yojana ka registration amount of ₹300 aaj hi bharo.',
  ])('catches the fee: %s', (text) => {
    expect(ruleSignals(text, 'message')).toContain('fee');
    expect(detectScam({ text, kind: 'message' }).level).not.toBe('none');
  });

  it.each([
    'Call the owner on this number; pay is ₹700 per day.',
    'Payment of ₹1,200 for three days sent to your number.',
    'Apna number bhejo, ₹600 roz milega.',
    'Contact number of the site supervisor: 9876543210, ₹750 per day.',
    'मालिक का नंबर नीचे है, मजदूरी ₹650 रोज़।',
    'Apply through the link below; pay is $20 an hour.',
    'Salary ₹15,000 monthly, paid to your bank account.',
  ])('leaves numbers and links without a fee alone: %s', (text) => {
    expect(ruleSignals(text)).not.toContain('fee');
    expect(ruleSignals(text, 'message')).not.toContain('fee');
  });
});

describe('a worker asking for an advance is not asked to pay (thirteenth round)', () => {
  it.each([
    'Could I get a $100 advance this Friday? My rent is due.',
    'Sir 2000 advance milega kya? Bacche ki dawai leni hai.',
    'Kya mujhe 1500 advance mil jayega, gaon jana hai.',
    'क्या मुझे इस हफ्ते 500 रुपये एडवांस मिल सकता है? गाँव जाना है।',
    'एडवांस मिल सकता है क्या? घर पैसे भेजने हैं।',
  ])('leaves the request alone: %s', (text) => {
    expect(moneyRules(text, 'message')).toEqual([]);
  });

  it.each([
    'Loan milega kya? Haan, pehle ₹500 processing fee bhejo.',
    'Can I get an advance? Sure, first send ₹300 registration fee on GPay.',
    'एडवांस मिलेगा क्या? हाँ, पहले 400 रुपये फीस जमा करें।',
  ])('still catches a fee beside an advance: %s', (text) => {
    expect(detectScam({ text, kind: 'message' }).level).not.toBe('none');
  });
});

describe('nothing charged for it, said plainly, is honest cover (thirteenth round)', () => {
  it.each([
    'जूतों का कोई पैसा नहीं है, सोमवार को ले लेना।',
    'हम इसके कोई पैसे नहीं लेते।',
    'Helmet ka koi paisa nahi lete, kaam chhodte waqt lauta dena.',
    'Apron ka koi paisa nahi hai.',
    'The safety vest costs nothing; return it when you leave.',
    "The training won't cost you anything.",
  ])('reads the cover: %s', (text) => {
    expect(honestCover(text, 'message')).toBe(true);
  });

  it.each(['वर्दी का पैसा लगेगा।', 'Helmet ke 300 lagenge.', 'The vest costs $25.'])(
    'does not read a charge as cover: %s',
    (text) => {
      expect(honestCover(text, 'message')).toBe(false);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { detectScam } from './scam-detector';
import { honestCover } from './scam-context';
import { ruleSignals } from './scam-test-signals';

describe('accounts and SIMs opened on the worker’s papers for someone else (issue #25, twelfth round)', () => {
  it.each([
    // Opened with "से" or "पर", handed to the owner, the seth, the shopkeeper, in any duty form.
    'गोदाम में पैकिंग का काम। आपको अपने आधार से दो नए सिम खुलवाकर सेठ जी को सौंपने होंगे।',
    'काम से पहले तुम्हारे नाम से एक खाता खुलवाना है और उसकी किट दुकानदार को दे देनी है।',
    'आपके नाम पर नया अकाउंट खुलवा के ठेकेदार के हवाले करना होगा।',
    'Apne naam se naya SIM nikalwa ke seth ko de dena, baaki kaam kal se.',
    'Aapke aadhaar se ek bank account open karwa ke malik ko dena hoga.',
    'You will need to open a bank account in your name and hand it over to the shop owner before the first shift.',
    'Get a new SIM card on your own ID and give it to the manager on day one.',
  ])('catches the item handed over: %s', (text) => {
    expect(ruleSignals(text)).toContain('bank_secret');
    expect(detectScam({ text, kind: 'job' }).level).not.toBe('none');
  });

  it.each([
    // Rented out: rent for the item, a few sentences on or just before, or a sum for its use.
    'Helper chahiye. Aapka bank khata hum use karenge, har mahine 4000 kiraya milega.',
    'अपना यूपीआई हमें चलाने दो। बदले में हर महीने ₹3000 किराया देंगे।',
    'Kiraye pe apna SIM do, 1500 mahina.',
    'We pay ₹3,000 a month for the use of your bank account.',
    'Earn $200 monthly for using your spare SIM card.',
    'Khate ke istemal ke 2500 rupaye milenge har mahine.',
    'आपके खाते के इस्तेमाल के बदले ₹2000 हर महीने।',
  ])('catches the item rented out: %s', (text) => {
    expect(ruleSignals(text)).toContain('bank_secret');
  });

  it.each([
    // One's own salary account, an employer's SIM, a phone number given, rent of a room or a vehicle.
    'सैलरी के लिए अपने नाम से बैंक खाता खुलवा लें, वेतन उसी में आएगा।',
    'Apne naam se salary account khulwa lo, tankha usi me aayegi.',
    'Company aapko kaam ke phone ke liye SIM degi, chhodte waqt wapas karni hogi.',
    'Apne naam ka SIM chalega, bas number malik ko de dena.',
    'कमरे का किराया ₹2000 महीना कटेगा, सैलरी खाते में आएगी।',
    'Room rent 1500 per month, salary goes to your bank account on the 5th.',
    'Auto ka kiraya aapka, kamai seedha aapke UPI me.',
    'Rent for the bike is ₹150 a day; your earnings go to your account weekly.',
    'Open a savings account in your own name so we can pay your wages into it.',
  ])('leaves the honest wording alone: %s', (text) => {
    expect(ruleSignals(text)).not.toContain('bank_secret');
  });
});

describe('nothing charged, or a copy for the file: the classifier alone does not warn (twelfth round)', () => {
  it.each([
    'वर्दी कंपनी की तरफ से मिलेगी, पैसा कुछ नहीं लगेगा।',
    'Uniform company ki taraf se hai, koi paisa nahi lagega.',
    'ट्रेनिंग में कोई भी फीस नहीं लगेगी, सब हमारी तरफ से है।',
    'Aadhaar ki copy record ke liye chahiye.',
    'On joining we need a copy of your ID for our HR records.',
    'पहचान पत्र की कॉपी फाइल के लिए लगेगी।',
    'Safety shoes are needed; we pay for them.',
  ])('reads as honest cover: %s', (text) => {
    expect(honestCover(text, 'job')).toBe(true);
  });

  it.each([
    'Uniform ka kuch paisa lagega, joining pe dena.',
    'ID proof ki copy chahiye aur 500 rupaye registration.',
    'पैसा लगेगा, पहले जमा करो।',
  ])('does not read a charge as cover: %s', (text) => {
    expect(honestCover(text, 'job')).toBe(false);
  });

  it.each([
    [
      'Security guard chahiye, 12 ghante. Joining pe Aadhaar ki photocopy office file ke liye lagegi, aur koi paisa nahi lagega.',
      'job',
    ],
    ['Malik: वर्दी और जूते कंपनी की तरफ से हैं, काम छोड़ने पर लौटाने होंगे। पैसा कुछ नहीं लगेगा।', 'message'],
    ['We provide the uniform and safety kit free of cost; please bring an ID copy for our records.', 'job'],
  ] as const)('keeps the honest post clean: %s', (text, kind) => {
    expect(detectScam({ text, kind }).level).toBe('none');
  });

  it.each([
    // A rule still speaks when money is asked, whatever reassurance comes with it.
    'Uniform company ki taraf se hai, bas ₹500 registration fee PhonePe pe bhejo.',
    'पैसा कुछ नहीं लगेगा, बस जॉइनिंग से पहले ₹800 किट चार्ज जमा करना होगा।',
    'ID copy is for our records; also pay the ₹1,000 security deposit by Google Pay before joining.',
  ])('still catches a fee asked beside it: %s', (text) => {
    expect(detectScam({ text, kind: 'job' }).level).not.toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { normaliseForGrams, scamProbability, skeleton } from './scam-classifier';
import { detectScam, SCAM_MODEL, type ScamSignal } from './scam-detector';
import { SCAM_SAMPLES } from './scam-samples';
import { FINAL_SCAM_SAMPLES } from './scam-samples-final';
import { HELD_OUT_SCAM_SAMPLES } from './scam-samples-held-out';
import { scamFigures } from './scam-figures';
import { TRAINING_SETS } from './scam-sets';
import { DEFAULT_TRAINING, trainScamModel } from './scam-training';
import { signals } from './scam-test-signals';

describe('scam wording', () => {
  it.each<[string, ScamSignal]>([
    ['Registration fee ₹500 to be paid before joining.', 'fee'],
    ['Refundable security deposit of Rs 2000 required.', 'fee'],
    ['रजिस्ट्रेशन फीस ₹500 जमा करें', 'fee'],
    ['joining ke liye 1000 rs fees lagegi', 'fee'],
    ['Please pay first, then we send the joining letter.', 'payment_request'],
    ['pehle 500 rupay bhejo phir kaam milega', 'payment_request'],
    ['पहले पैसे भेजो, फिर काम मिलेगा', 'payment_request'],
    ['Send to hrdesk.jobs@ybl today', 'payment_handle'],
    ['I sent you an OTP, please share the code to confirm your job.', 'otp'],
    ['OTP bata do jaldi', 'otp'],
    ['ओटीपी बताइए ताकि नौकरी पक्की हो', 'otp'],
    ['Send your ATM PIN for salary account.', 'bank_secret'],
    ['Like YouTube videos and earn ₹5000 daily', 'easy_money'],
    ['घर बैठे रोज़ ₹3000 कमाएं', 'easy_money'],
    ['Contact on Telegram @hr_jobs for joining', 'messenger'],
    ['Message me on wa.me/919000000000', 'messenger'],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text)).toContain(signal);
  });

  it('does not take reassurances or the employer paying for a request for money', () => {
    for (const text of [
      'Cook needed\n\nNo registration fee. Payment ₹800 per day in cash every evening.',
      'Driver chahiye, 900 rs din ka, fees nahi lagegi, har hafte payment.',
      'Security guard for a society gate, ₹700/day, uniform provided free.',
      'We pay by PhonePe at the end of the day.',
      'कोई फीस नहीं, खाना बनाने वाली चाहिए, ₹800 रोज़',
      'Look after a toddler while the parents work from home: feeding, playing and nap time.',
    ]) {
      expect(detectScam({ text, kind: 'job' }).level, text).toBe('none');
    }
  });

  it('holds a job with strong signals, warns on weaker ones, and never holds a message', () => {
    const fee = 'Helper needed\n\nRegistration fee ₹500, pay on PhonePe to hrdesk.jobs@ybl before joining.';
    expect(detectScam({ text: fee, kind: 'job' }).level).toBe('hold');
    expect(detectScam({ text: fee, kind: 'message' }).level).toBe('warn');
    expect(detectScam({ text: 'Talk only on WhatsApp, not in this app.', kind: 'message' }).level).toBe(
      'warn',
    );
    expect(detectScam({ text: 'Kal subah 9 baje aa jana.', kind: 'message' }).level).toBe('none');
  });

  it('weighs pay far above the norm, from the posted pay or the text', () => {
    const posted = detectScam({
      text: 'Helper\n\nShop work.',
      kind: 'job',
      pay: { amount: 8000, currency: 'INR' },
    });
    expect(posted.matches.map((match) => match.signal)).toEqual(['pay_too_high']);
    expect(posted.level).toBe('warn');
    expect(detectScam({ text: 'Cleaner, $900/day', kind: 'job' }).level).toBe('warn');
    expect(detectScam({ text: 'Cook', kind: 'job', pay: { amount: 900, currency: 'INR' } }).level).toBe(
      'none',
    );
  });

  it('lists the matched phrases for the moderator', () => {
    const verdict = detectScam({ text: 'Pay the registration fee to hr.jobs@paytm', kind: 'job' });
    expect(verdict.matches.map((match) => match.phrase)).toEqual(
      expect.arrayContaining(['registration fee', 'hr.jobs@paytm']),
    );
  });
});

// Three sets written separately (see bench/scams.ts): the first two were used to tune the patterns, the
// third never was. docs/benchmarks.md gives the figures per set; the targets hold on all of them together.
const ALL_SAMPLES = [...SCAM_SAMPLES, ...HELD_OUT_SCAM_SAMPLES, ...FINAL_SCAM_SAMPLES];

describe('the labelled set', () => {
  it('is large and varied enough to measure', () => {
    const scams = ALL_SAMPLES.filter((sample) => sample.scam).length;
    const legit = ALL_SAMPLES.length - scams;
    const indian = ALL_SAMPLES.filter((sample) => sample.language !== 'en').length;
    expect(ALL_SAMPLES.length).toBeGreaterThanOrEqual(200);
    expect(legit).toBeGreaterThanOrEqual(ALL_SAMPLES.length / 2);
    expect(indian).toBeGreaterThanOrEqual(ALL_SAMPLES.length / 3);
    expect(new Set(ALL_SAMPLES.map((sample) => sample.text)).size).toBe(ALL_SAMPLES.length);
  });

  it('meets the targets: 90 % of scams held or warned, under 3 % of legitimate posts held', () => {
    const figures = scamFigures(ALL_SAMPLES);
    expect(figures.recall, JSON.stringify(figures.missed.slice(0, 10), null, 1)).toBeGreaterThanOrEqual(0.9);
    expect(figures.legitHeldRate, JSON.stringify(figures.legitHeld, null, 1)).toBeLessThan(0.03);
  });
});

describe('structural signals (issue #25)', () => {
  it.each<[string, ScamSignal]>([
    ['Deposit ₹2,500 by UPI before your first day at the site.', 'money_to_pay'],
    ['उनिफॉर्म के 1200 रुपये फोनपे से भेजने होंगे', 'money_to_pay'],
    ['Send the amount to rakesh.kumar@axisb for your slot.', 'payment_handle'],
    ['Join the group: chat.whatsapp.com/AbCdEf123', 'messenger'],
    ['Helper needed\n\nShop work in Pune. Call 98765 43210 today.', 'phone_number'],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text)).toContain(signal);
  });

  it('does not take the employer paying the worker, an email address or a chat phone number for one', () => {
    expect(signals('I have sent ₹600 to your UPI for today.', 'message')).not.toContain('money_to_pay');
    expect(signals('Cook needed\n\n₹800 per day, paid by PhonePe every evening.')).not.toContain(
      'money_to_pay',
    );
    expect(signals('Write to hr@company.com with your details.')).not.toContain('payment_handle');
    expect(signals('My number is 98765 43210, call before coming.', 'message')).not.toContain('phone_number');
  });

  it('weighs pay far above the category norm in the city', () => {
    const input = {
      text: 'Helper\n\nShop work.',
      kind: 'job' as const,
      pay: { amount: 2500, currency: 'INR' as const },
    };
    expect(detectScam(input).level).toBe('none');
    const signals = (payNorm: number) =>
      detectScam({ ...input, payNorm }).matches.map((match) => match.signal);
    expect(signals(450)).toEqual(['pay_too_high']);
    expect(detectScam({ ...input, payNorm: 450 }).level).toBe('warn');
    // Three times the norm only counts with another signal.
    expect(signals(800)).toEqual(['pay_too_high']);
    expect(detectScam({ ...input, payNorm: 800 }).level).toBe('none');
    expect(signals(1000)).toEqual([]);
  });
});

describe('who pays whom (issue #25, third round)', () => {
  it('does not warn on ordinary chat or on the employer sending money', () => {
    for (const text of [
      'kal kitne baje aana hai?',
      "I'll pay you cash at the end of the day.",
      "Send me your address and I'll pick you up at 7.",
      'send me your address',
      'Please send your full name for the society register.',
      'apna address bhej do',
      'Aane ke liye 200 advance bhej raha hu gpay pe, check kar lena.',
      'साइट दूर है, इसलिए ₹200 किराये के पहले भेज रहा हूँ, ये लौटाने नहीं हैं।',
      "You'll be paid $140 for the day, I'll Zelle it tonight.",
      '8 baje aa jana, location whatsapp pe bhej di hai.',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('none');
    }
    for (const text of [
      'पेंटर चाहिए\n\n900 रोज़, हर शाम गूगल पे कर देंगे।',
      "Cook needed\n\nWe just moved in and paid the flat's security deposit; ₹9000 a month by UPI.",
      'Security guard\n\nVardi free. Police verification ka kharcha company degi.',
    ]) {
      expect(detectScam({ text, kind: 'job' }).level, text).not.toBe('hold');
    }
  });

  it.each<[string, ScamSignal]>([
    ['Kit ka 600 dena hai, cash nahi chalega, sirf phone pe', 'money_to_pay'],
    ['Airport gate pass aur medical ka total 2500 lagega, jo aapko pehle dena hai.', 'money_to_pay'],
    ['एक्टिवेशन के 399 रुपये लगेंगे।', 'money_to_pay'],
    ['bro pay 200 first then i give you address of site', 'payment_request'],
    ['mere dost ke number pe 500 dal do, wo aapka pass bana dega', 'payment_request'],
    ['registrasan ka 200 rupay fone pe kardo abhi', 'payment_request'],
    ['Sir maine galti se 8000 bhej diye. Message check karo. Please 7000 wapas bhej do.', 'payment_request'],
    ['Install AnyDesk and tell me the number it shows.', 'bank_secret'],
    ['मैडम, एटीएम का पिन भेज दीजिए, सैलरी डालनी है।', 'bank_secret'],
    ['Training ki fees 1499, certificate milega.', 'fee'],
    ['बाइक की सिक्योरिटी ₹5,000 एडवांस, काम छोड़ने पर वापस।', 'fee'],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text, 'message')).toContain(signal);
  });

  it('reads a word the same in its Hinglish spellings and in Devanagari', () => {
    expect(skeleton('pehle')).toBe(skeleton('पहले'));
    expect(skeleton('phle')).toBe(skeleton('पहले'));
    expect(skeleton('phees')).toBe(skeleton('फीस'));
    expect(skeleton('pese')).toBe(skeleton('पैसे'));
    expect(normaliseForGrams('Registrasan fess fone pe kr do')).toBe(
      normaliseForGrams('registration fees phonepe kar do'),
    );
  });
});

describe('Hinglish amounts and spellings (issue #25, fourth round)', () => {
  it.each<[string, ScamSignal]>([
    [
      'Cheque bhejenge, usme se apni dihadi rakh lo aur baaki paytm kar dena mere supplier ko.',
      'payment_request',
    ],
    ['Registration fees 300, link pe jaake online bharo.', 'fee'],
    ['Scooty dene se pehle 4000 security lenge, online.', 'fee'],
    ['700 advance munshi ko gpay karna hai tab kaam milega.', 'fee'],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text, 'job')).toContain(signal);
  });

  it('does not take a security not asked or an advance the employer gives for one', () => {
    for (const text of [
      'Koi security ya deposit nahi lenge.',
      'Zarurat ho toh 500 advance hum denge.',
      'Cheque mat do sir, UPI se hi de dena salary.',
    ]) {
      expect(signals(text, 'job'), text).not.toContain('fee');
      expect(signals(text, 'job'), text).not.toContain('payment_request');
    }
  });

  it('reads amounts, app names and money words the same in their loose spellings', () => {
    expect(normaliseForGrams('5k security lenge, fonepe pe')).toBe(
      normaliseForGrams('5 hazar security lege, phone pe pe'),
    );
    expect(normaliseForGrams('2.5 hajar G-pay ya paytym')).toBe(
      normaliseForGrams('2500 hazaar gpay ya paytm'),
    );
    expect(normaliseForGrams('Rs. 500/- advans bhejna')).toBe(normaliseForGrams('₹500 advance bejna'));
    expect(normaliseForGrams('token amount lagenge kharch')).toBe(
      normaliseForGrams('token amount lagega kharcha'),
    );
    // A weight in kilograms is not an amount in thousands.
    expect(normaliseForGrams('5 kg aata')).toBe(' 0 kg ata ');
  });
});

describe('the learned classifier (issue #25)', () => {
  it('is what `npm run train:scams` makes from the committed sets, and small', { timeout: 120_000 }, () => {
    const trained = trainScamModel(TRAINING_SETS.flatMap((set) => set.samples));
    expect(trained).toEqual(SCAM_MODEL);
    expect(Object.keys(SCAM_MODEL.weights).length).toBeLessThanOrEqual(DEFAULT_TRAINING.keep);
  });

  it(
    'catches most scams of a set it was not trained on, and few legitimate posts',
    { timeout: 120_000 },
    () => {
      const model = trainScamModel([...SCAM_SAMPLES, ...HELD_OUT_SCAM_SAMPLES]);
      const scams = FINAL_SCAM_SAMPLES.filter((sample) => sample.scam);
      const legit = FINAL_SCAM_SAMPLES.filter((sample) => !sample.scam);
      const above = (samples: typeof scams) =>
        samples.filter((sample) => scamProbability(sample.text, model) >= 0.5).length / samples.length;
      expect(above(scams)).toBeGreaterThanOrEqual(0.8);
      expect(above(legit)).toBeLessThan(0.1);
    },
  );

  it('reads misspelt Hinglish and Devanagari the same as the spelling it learned', () => {
    for (const text of [
      'Rejistreshan fess ₹500 phonepay karo tabhi joinning hogi',
      'जोइनिंग से पहले किट का पेसा पेटीयम पर जमा करो',
    ]) {
      expect(detectScam({ kind: 'job', text }).level, text).not.toBe('none');
    }
  });

  it('names the words that weighed most for the moderator', () => {
    const verdict = detectScam({
      kind: 'message',
      text: 'Aapka selection ho gaya, processing ka paisa bhejo abhi warna seat chali jayegi',
    });
    const learned = verdict.matches.find((match) => match.signal === 'learned');
    expect(learned?.phrase.split(', ').length).toBeGreaterThan(0);
    expect(verdict.level).toBe('warn');
  });
});

describe("moderators' decisions in training (issue #25 item 3)", () => {
  it('teach the classifier wording the written sets never had', { timeout: 120_000 }, () => {
    // The four sets written before this trick appeared (the later ones have courier charges of their own).
    const written = TRAINING_SETS.filter((set) =>
      ['first', 'second', 'final', 'fourth'].includes(set.name),
    ).flatMap((set) => set.samples);
    // This week's trick, as moderators removed it: a "locker key" deposit asked through a courier app.
    const moderated = [
      'Godown loaders wanted\n\nLocker key amount ₹800 courier wale bhaiya ko dena, tabhi gate entry.',
      'Packers needed in Bhiwandi\n\nLocker key amount ₹650, courier boy collects it at your home first.',
      'Hotel kitchen helper\n\nLocker key amount ₹900 to the courier partner before the first shift.',
      'Mall cleaner\n\nLocker key amount ₹700 courier se bhejna padega, phir duty milegi.',
    ].map((text) => ({ text, scam: true }));
    const unseen = 'Warehouse helper\n\nLocker key amount ₹750, courier wale ko do, tab joining.';
    const before = scamProbability(unseen, trainScamModel(written));
    const after = scamProbability(unseen, trainScamModel([...written, ...moderated]));
    // Up to the classifier's strongest weight (0.95: holds with any other signal, decision 0023).
    expect(before).toBeLessThan(0.95);
    expect(after).toBeGreaterThanOrEqual(0.95);
  });
});

describe('"first" and "send" that are not about money (issue #25, fifth round)', () => {
  it('reads no request to pay in a first day, a direct deposit or a document to send', () => {
    for (const text of [
      'Paid weekly by direct deposit - you fill out the W-4 and deposit form on your first day.',
      'We pay $160 for the first day of training, then $180/day.',
      'Please send your ID copy first, the gate register needs it.',
      'Send your resume first, then we call you for an interview.',
      'Transfer to the new site happens on your first week.',
      'Please send your availability first.',
      'Pay: $18/hour, first paycheck after 2 weeks by direct deposit.',
    ]) {
      expect(signals(text), text).not.toContain('payment_request');
    }
  });

  it.each<[string, ScamSignal]>([
    ['Pay 200 first to confirm your slot.', 'payment_request'],
    ['Send $50 first for the uniform.', 'payment_request'],
    ['Send the amount first then we send the joining letter.', 'payment_request'],
    ['Kindly send the fee today.', 'payment_request'],
    ['Pay ₹500 on your first day for the uniform.', 'payment_request'],
    ['Please send your online banking login so my accountant can set up direct deposit.', 'bank_secret'],
    ['किट का 1450 रुपये आज शाम तक फ़ोनपे कर दीजिए।', 'payment_request'],
  ])('still finds %j (%s)', (text, signal) => {
    expect(signals(text)).toContain(signal);
  });
});

describe('a hold needs more than one pattern the classifier does not back (issue #25, fifth round)', () => {
  it('warns, not holds, a job whose only sign is one pattern in text the classifier reads as ordinary', () => {
    const text = 'Kindly send the fee today.';
    const ordinary = { bias: -20, minGram: 2, maxGram: 5, weights: {} };
    const verdict = detectScam({ text, kind: 'job' }, ordinary);
    expect(verdict.matches.map((match) => match.signal)).toEqual(['payment_request']);
    expect(verdict.level).toBe('warn');
    // Two signals, or a classifier that does not disagree, hold as before.
    expect(detectScam({ text: `${text} Send to hr.jobs@ybl`, kind: 'job' }, ordinary).level).toBe('hold');
    expect(detectScam({ text, kind: 'job' }, { ...ordinary, bias: -1 }).level).toBe('hold');
  });
});

describe('a worker asking for their wages (issue #25, fifth round)', () => {
  it('does not warn on a finished job paid to the worker', () => {
    for (const text of [
      'Finished the cleaning, all good. Please send payment when you can, my Cash App is $MaraCleans.',
      'Kaam ho gaya bhaiya, paise isi number pe phonepe kar do.',
      'मैडम काम पूरा हो गया, पैसे इसी नंबर पर पेटीएम कर दीजिए।',
      "Hey, what's your Zelle? I want to pay you for today.",
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('none');
    }
  });

  it('still warns on the task-fraud hook and on a fee', () => {
    for (const text of [
      'Task completed! Work is done, to withdraw your commission pay ₹500 to hr.desk@ybl.',
      'Kaam ho gaya, ab agle kaam ke liye registration fee 300 phonepe kar do.',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).not.toBe('none');
    }
  });
});

describe('the mechanics in any wording (issue #25, seventh round)', () => {
  it.each<[string, ScamSignal]>([
    ['New staff pay a $60 onboarding deposit by Venmo before the first shift.', 'fee'],
    ['A one-time $35 membership charge is due before you get the login.', 'fee'],
    ['Every new hire covers a $90 equipment bond, returned after three months.', 'fee'],
    ['गोदाम में मजदूर। ₹350 का आईडी कार्ड बनवाना ज़रूरी है, उसके बिना गेट पर एंट्री नहीं।', 'fee'],
    ['डिलीवरी बॉय। जॉइनिंग से पहले ₹2,000 की वर्दी खरीदनी होगी।', 'fee'],
    ['Security guard chahiye. 3 hazar jamanat rakhni padegi, 6 mahine baad wapas.', 'fee'],
    ['Driver chahiye. Medical ke 700 dena hoga pehle hafte me.', 'fee'],
    ['Helper. 1500 rs ka id card banwana zaruri hai joining se pehle.', 'fee'],
    ['Stock helper. The uniform is refunded with your first paycheck.', 'fee'],
    ['Plumber helper. Registration ka paisa hamare agent ke number pe daal dena.', 'payment_request'],
    ['कुक चाहिए। ट्रेनिंग किट के ₹900 सिर्फ़ हमारे बताए खाते में भेजने हैं।', 'payment_request'],
    ['Warehouse job: to set up direct pay, send us your online bank user ID and password.', 'bank_secret'],
    ['Delivery job. Apna bank ka username aur password bhejo, salary seedha aayegi.', 'bank_secret'],
    ['Mall job. Ek screen share app daalo, humara staff form bhar dega.', 'bank_secret'],
    ['आवेदन के लिए स्क्रीन शेयर वाला ऐप डाउनलोड करें।', 'bank_secret'],
    ['फॉर्म भरने के लिए फोन पर जो मैसेज आएगा उसे हमें फ़ॉरवर्ड कर दें।', 'otp'],
    ['Verification ke liye jo SMS aaye wo forward kar dena.', 'otp'],
    ['Chek aapke naam bhej raha hu, jama karke 800 wapas supervisor ko paytym kar dena.', 'payment_request'],
    ['हम ₹40,000 का चेक देंगे, अपना हिस्सा काटकर बाकी रकम सप्लायर को ट्रांसफ़र कर देना।', 'easy_money'],
    ['I mail you a check; deduct your wages and wire the balance to our supplier.', 'payment_request'],
    ['Apni dihadi kaat kar baaki paise agent ko transfer kar do.', 'easy_money'],
    [
      'Home shipping clerk: receive parcels at your house, repack them and ship them on with the prepaid labels we email.',
      'easy_money',
    ],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text)).toContain(signal);
  });

  it('reads no fee or request in paid training, photos sent first, costs the employer bears or an advance it gives', () => {
    const strong: readonly ScamSignal[] = ['fee', 'payment_request', 'money_to_pay', 'bank_secret', 'otp'];
    for (const text of [
      'Security guard, $180/night. First week is paid training on site. Paid weekly by direct deposit.',
      'Tile fitter chahiye, 1200 roz. Pehle apne kaam ki photos bhejo WhatsApp pe, phir baat karenge.',
      'पेंटर चाहिए, ₹900 रोज़। पहले अपने काम की फोटो भेजें।',
      'Guard at bank gate. Police verification ka kharcha company ka hoga, aapko kuch nahi dena.',
      'Helper, ₹700 per day, paid by UPI every evening. Free uniform and lunch.',
      'Warehouse packer, $17/hr. You will print shipping labels and pack boxes at our warehouse.',
      'मजदूर चाहिए, ₹600 रोज़। आने से पहले ₹500 एडवांस हम आपको भेज देंगे।',
      'Helper needed for moving. $25 per hour, we cover the truck rental fee.',
      'Construction labour, 10 din. Advance chahiye to maang lena, salary me adjust ho jayega.',
    ]) {
      const verdict = detectScam({ text, kind: 'job' });
      expect(verdict.level, text).not.toBe('hold');
      expect(
        verdict.matches.filter((match) => strong.includes(match.signal)),
        text,
      ).toEqual([]);
    }
  });
});

describe('the mechanics set 7 found, in any wording (issue #25, eighth round)', () => {
  it.each<[string, ScamSignal]>([
    // Money moved on to a crypto wallet, or through the worker's own account.
    [
      'Remote assistant: buy USDT with the transfers you get and send it to our Tether wallet.',
      'payment_request',
    ],
    ['जो पैसे आएं उन्हें बिटकॉइन वॉलेट में डाल देना, 5% आपका।', 'payment_request'],
    ['Customer ka paisa aayega, usko crypto wallet me daal dena, commission milega.', 'payment_request'],
    [
      'Clients will wire funds to your savings account and you forward the money to our partner.',
      'easy_money',
    ],
    ['हमारे ग्राहक आपके खाते में पैसे भेजेंगे, आप उसे आगे भेज देना।', 'easy_money'],
    ['Party ka payment apne account me lo aur aage transfer kar do, 2% tumhara.', 'easy_money'],
    // Money for a job abroad paid to an agent.
    ['Welder for Qatar. Pay our travel agent $1,200 for the work permit before the flight.', 'fee'],
    ['सऊदी में ड्राइवर। टिकट के ₹28,000 एजेंसी को जमा करने होंगे।', 'fee'],
    ['Oman me mason chahiye. Visa ke 40 hazar agent ko dene honge.', 'fee'],
    // A paid course or certificate before joining.
    ['Forklift driver. Complete our certification course of $149 before your start date.', 'fee'],
    ['सिक्योरिटी गार्ड। ज्वाइन करने से पहले ₹2,500 का सर्टिफिकेट कोर्स ज़रूरी।', 'fee'],
    ['Beautician helper. Pehle salon course karo, kors ki fees rs 2500, tabhi kaam milega.', 'fee'],
    // Money put in for a daily profit.
    ['Invest $200 with our team and watch your daily profit grow.', 'payment_request'],
    ['हमारे ग्रुप में ₹5,000 लगाओ, रोज़ मुनाफा पक्का।', 'payment_request'],
    ['Forex group join karo, bas 2000 rs invest karo, guaranteed profit roz.', 'payment_request'],
    ['Join our forex group for guaranteed returns every week.', 'easy_money'],
    // A bank account, passbook, card, SIM or account kit handed over or rented.
    ['Earn $50 a week: rent us your bank account, we handle the rest.', 'bank_secret'],
    ['नया खाता खुलवाकर पासबुक और एटीएम कार्ड हमें दे दो, हर महीने ₹3,000 किराया।', 'bank_secret'],
    ['Apna SIM card hume de do, har mahine 1000 ka kiraya milega.', 'bank_secret'],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text)).toContain(signal);
  });

  it('reads no fee, request or secret in honest posts that come close', () => {
    const strong: readonly ScamSignal[] = ['fee', 'payment_request', 'money_to_pay', 'bank_secret', 'otp'];
    for (const text of [
      'Cashier, $16/hr. Wages go to your bank account every Friday; you can withdraw them at any ATM.',
      'Dubai ke liye cook. Visa, ticket aur medical ka poora kharcha company dega.',
      'Chef for a hotel in Kuwait. The employer pays the visa and the air ticket.',
      'Kitchen helper, ₹700 per day. Training of ₹300 per day for the first week, paid by us.',
      'Forklift operator. Take the $15 safety course and we reimburse it on your first day.',
      'मजदूर चाहिए, ₹650 रोज़। सैलरी आपके खाते में हर हफ्ते।',
      'Helper, ₹600 roz. Tiles lagao, cement lagao, kaam seekho.',
      'सीमेंट और ईंट उठाने के लिए मजदूर। सामान हमें दे दो, हम रख देंगे।',
      'Shop helper. Room on rent near the shop, salary in your account.',
    ]) {
      const verdict = detectScam({ text, kind: 'job' });
      expect(verdict.level, text).not.toBe('hold');
      expect(
        verdict.matches.filter((match) => strong.includes(match.signal)),
        text,
      ).toEqual([]);
    }
  });

  it('does not warn on an employer denying that it asks for codes, nor on a worker asking for an advance', () => {
    for (const text of [
      'Reminder: our office will never request your OTP or ATM PIN, by phone or in person.',
      'We do not need your OTP for anything, the pay comes straight from the company.',
      'हम कभी भी ओटीपी या पिन नहीं माँगते।',
      'Hum kabhi OTP nahi maangte, salary seedha account me aayegi.',
      'Bhaiya mujhe 2000 ka advance de do, ghar pe zaroorat hai, salary me se kaat lena.',
      'Can I get a $100 advance this week? Please take it out of my next pay.',
      'सेठ जी, मुझे ₹1,000 एडवांस चाहिए, अगली मजदूरी से काट लेना।',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('none');
    }
  });

  it('still warns when the speaker asks the worker for an advance', () => {
    for (const text of [
      'Mujhe 2000 advance chahiye registration ke liye, paytm kar do.',
      'Send me a $100 advance for the uniform first.',
      'Send your name, address and bank account number to receive the first payment.',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).not.toBe('none');
    }
  });
});

describe('the mechanics set 8 found, in any wording (issue #25, ninth round)', () => {
  it.each<[string, ScamSignal]>([
    // Goods received at home and sent on under new labels.
    [
      'Home assistant: boxes from online stores come to your address, put our new labels on them and post them.',
      'easy_money',
    ],
    ['Ghar pe parcel aayenge, label badal ke courier kar dena, har parcel ke 300 rupaye.', 'easy_money'],
    ['घर पर आए पार्सल पर नया लेबल लगाकर आगे भेजना है, हर पार्सल ₹250।', 'easy_money'],
    // The cost borne by the worker.
    ['सिक्योरिटी गार्ड, ₹700 रोज़। पुलिस वेरिफिकेशन का ₹1200 खर्च उम्मीदवार खुद देगा।', 'fee'],
    ['Loader job, ₹900 roz. ID card ka kharcha 800 candidate ko khud dena hoga.', 'fee'],
    ['Warehouse picker. The cost of the safety shoes and ID badge, $60, is borne by the candidate.', 'fee'],
    ['हेल्पर, ₹600 रोज़। वर्दी के ₹900 आपको देने होंगे।', 'fee'],
    // Money held as a guarantee, given onto somebody's payment app.
    ['पेंटर, ₹900 रोज़। काम छोड़कर न जाएं इसलिए ₹1500 जमानत के तौर पर जमा होगी।', 'fee'],
    ['Mistri chahiye. Pehle 2000 guarantee ke taur pe supervisor ke Paytm pe dene honge.', 'fee'],
    ['Mistri chahiye. Pehle 2000 guarantee ke taur pe supervisor ke Paytm pe dene honge.', 'payment_request'],
    ['Cleaner, $15/hr. New staff leave $100 as a guarantee before the first shift.', 'fee'],
    // Identity papers and bank details put into the poster's app, or asked before work is shown.
    ['हमारी ऐप डाउनलोड करके आधार और पैन कार्ड की फोटो अपलोड करो, तभी काम दिखेगा।', 'bank_secret'],
    [
      'Link se app install karo, aadhaar aur bank passbook ki photo upload karo, tabhi job list dikhegi.',
      'bank_secret',
    ],
    [
      'Download our app and upload your PAN and bank statement before we can show you any shifts.',
      'bank_account',
    ],
    // A cost with an amount and an order to pay it; something made for an amount.
    [
      'Guard, ₹800 roz. Police verification banwane ka kharcha ₹1200 hai, online pay karo.',
      'payment_request',
    ],
    ['Guard, ₹800 roz. Police verification banwane ka kharcha ₹1200 hai.', 'fee'],
    ['गार्ड, ₹750 रोज़। गेट पास का खर्चा ₹900 है, ऑनलाइन पेमेंट करें।', 'payment_request'],
    ['सिक्योरिटी हेल्पर। आईडी कार्ड हमारे ऑफिस से ₹600 में तुरंत बन जाता है, उसके बिना एंट्री नहीं।', 'fee'],
    // Money put in to come back multiplied; a cash mule.
    ['5000 lagao aur roz 500 pao 30 din tak.', 'payment_request'],
    [
      'Your account will get ₹50,000 from our clients, withdraw it and give it to our man in cash.',
      'easy_money',
    ],
    ['आपके खाते में ₹50,000 आएंगे, निकालकर हमारे आदमी को कैश दे देना।', 'easy_money'],
    ['Aapke account me 50000 aayenge, nikal ke hamare aadmi ko cash de dena.', 'easy_money'],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text, 'message')).toContain(signal);
  });

  it('reads no fee, request or secret in honest posts that come close', () => {
    for (const text of [
      'Warehouse packer in Bhiwandi: pack boxes, print new labels and load trucks. ₹650 per day.',
      'Delivery boy: pick parcels from our hub and deliver to homes in Andheri. ₹700 per day plus petrol.',
      'हेल्पर, ₹600 रोज़। वर्दी और खाने का खर्च कंपनी देगी।',
      'Helper chahiye ₹600 roz, paise aapko har hafte denge.',
      'माली चाहिए, ₹500 रोज़, पैसे आपको हर शाम देंगे।',
      'Cleaner, ₹600 per day guaranteed, paid every Saturday.',
      'मजदूर, ₹650 रोज़ की गारंटी, हर शनिवार भुगतान।',
      'Salesman, ₹12000 salary + commission. Salary guarantee ₹12000 per month.',
      'Security guard, ₹700 per day. Police verification at our cost; bring your Aadhaar copy.',
      'सिक्योरिटी गार्ड। पुलिस वेरिफिकेशन का खर्च कंपनी उठाएगी। ₹750 रोज़।',
      'Godown packer. Medical ka kharcha company ka. 650 roz.',
      'Driver, ₹900 roz. Khane ka kharcha ₹100 roz company degi.',
      'टिफिन के लिए रसोइया, ₹600 रोज़। पहले दो दिन ट्रायल के भी पूरे पैसे मिलेंगे।',
      'Cook, ₹600 roz. Pehle do din trial, uske bhi poore paise milenge.',
      'Cook, $120/day. Two trial days first, paid in full like any other day.',
      'Cook needed. ₹2000 advance given on joining, adjusted in salary.',
      'रसोइया चाहिए। जॉइनिंग पर ₹2000 एडवांस हम देंगे, सैलरी में एडजस्ट होगा।',
      'Cook chahiye. Joining pe 2000 advance hum denge, salary me adjust hoga.',
    ]) {
      expect(detectScam({ text, kind: 'job' }).level, text).toBe('none');
    }
  });

  it('does not warn on an Aadhaar copy for a register, a worker owed wages or paid after the work', () => {
    for (const text of [
      'Kal aate waqt Aadhaar card ki copy le aana, society register me entry hogi.',
      'Please bring a copy of your Aadhaar for the police verification, we pay the fee.',
      'सोसाइटी के रजिस्टर के लिए आधार की फोटोकॉपी साथ लाना।',
      'पुलिस वेरिफिकेशन के लिए आधार की फोटो भेज देना, फीस हम भरेंगे।',
      'Sir mere 3 din ke paise aapko dene honge, kal aa jaun?',
      'Work is done for today, please send my $120 to my Zelle.',
      'आपके फोनपे पर ₹500 एडवांस भेज दिया है, कल आ जाना।',
      'Could you send me your address for tomorrow?',
      'Apna naam aur pata bhej do, kal gaadi bhejenge.',
      'लोकेशन भेज दो, मैं आ जाऊँगा।',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('none');
    }
  });
});

describe('the mechanics a new author may bring, in three languages (issue #25, ninth round)', () => {
  it.each<[string, ScamSignal]>([
    // A one-off cost, kit bought from the poster, a security kept or refunded later.
    ['ऑफिस बॉय चाहिए। चयन होने पर ₹350 एक बार का ऑनबोर्डिंग खर्च।', 'fee'],
    ['Housekeeping. Collect your uniform set from our office for Rs 650.', 'fee'],
    ['हाउसकीपिंग। वर्दी का सेट ऑफिस से ₹650 में लेना है।', 'fee'],
    ['Housekeeping. Vardi ka set office se 650 me lena hai.', 'fee'],
    ['Driver job. Keep ₹5000 with us as security, returned when you leave.', 'fee'],
    ['ड्राइवर। ₹5000 सिक्योरिटी हमारे पास रहेगी, नौकरी छोड़ने पर वापस।', 'fee'],
    ['Driver. 5000 security hamare paas rahegi, job chhodne par wapas.', 'fee'],
    ['Tailor helper. Fees 1200 lagegi jo teesre mahine wapas milegi.', 'fee'],
    // A test at the poster's lab paid by the worker, an agent's or consultant's fee.
    ['Helper, ₹700 per day. Medical test compulsory at one lab only, ₹900 to be paid there by you.', 'fee'],
    ['Hotel helper. Health checkup sirf ek lab me, 800 aap bharoge.', 'fee'],
    ['कनाडा वर्क परमिट, कंसल्टेंट की फीस ₹1.5 लाख।', 'fee'],
    ['Canada work permit, consultant ki fees 1.5 lakh.', 'fee'],
    // Codes typed back, the worker's account or SIM used by the poster.
    ['Hiring now! Reply with your full name, date of birth and the 4-digit code we text you.', 'otp'],
    ['अभी आपके मोबाइल पर वेरिफिकेशन कोड गया है, यहाँ लिख दो।', 'otp'],
    ['Need people with a spare SIM card, we pay ₹1,500 monthly to use it.', 'bank_secret'],
    ['अपना बैंक खाता हमें इस्तेमाल करने दो, हर महीने ₹15,000।', 'bank_secret'],
    ['Apna bank account hume use karne do, har mahine 15000.', 'bank_secret'],
    // Money put in to earn: a recharge to start, an amount back every day.
    ['वीडियो देखकर कमाओ, ₹30 प्रति वीडियो, शुरुआत में ₹500 का रिचार्ज।', 'fee'],
    ['Video dekh ke kamao, 30 rupaye per video, shuru me 500 ka recharge.', 'fee'],
    ['Reviewer job: rate products, earn per task, initial top-up of ₹500 required.', 'fee'],
    ['हर रोज़ 10% मुनाफ़ा, बस ₹2000 से शुरुआत करें।', 'payment_request'],
    ['Roz 10% munafa, bas 2000 se shuru karo.', 'payment_request'],
    ['Put ₹10,000 in our plan and get ₹1,000 every day.', 'payment_request'],
    ['Hamare plan me 10000 dalo aur roz 1000 pao.', 'payment_request'],
    // Bank papers before any work is given.
    ['Apna Aadhaar, PAN aur passbook ki photo bhejo, tabhi kaam assign hoga.', 'bank_account'],
    ['अपना आधार, पैन और पासबुक की फोटो भेजो, तभी काम मिलेगा।', 'bank_account'],
  ])('finds %j (%s)', (text, signal) => {
    expect(signals(text, 'message')).toContain(signal);
  });

  it('reads nothing in honest posts with cash pay, free kit, paid training, allowances and costs borne', () => {
    for (const text of [
      'Delivery boy, ₹700 per day, mobile recharge ₹200 every month is given by us.',
      'डिलीवरी बॉय, ₹700 रोज़, हर महीने ₹200 का रिचार्ज मिलेगा।',
      'Delivery boy, 700 roz, har mahine 299 ka recharge free milega.',
      'Helper wanted. Reply with your name and area, we will call you.',
      'Salesman, salary ₹15000 se shuru, kaam dekh ke badhegi, achhi kamai.',
      'सेल्समैन, वेतन ₹15000 से शुरू, कमीशन अलग।',
      'Cashier, ₹600 per day. Bring your PAN and bank passbook copy on joining for salary.',
      'गार्ड, ₹700 रोज़। जॉइनिंग पर पैन और पासबुक की कॉपी लाएं, सैलरी खाते में आएगी।',
      'Cook, ₹800 per day. Kitchen uniform for ₹0, we give two sets free.',
      'Packing helper, uniform milega, 600 roz, ID card company banayegi.',
      'सफाई वाली, ₹400 रोज़, ₹50 आने जाने का खर्च हम देंगे।',
      'Painter, ₹900 roz. Paint aur brush ka kharcha malik ka.',
      'Hotel helper. Health checkup at our cost at any clinic. ₹600/day.',
      'होटल हेल्पर। स्वास्थ्य जांच हमारे खर्च पर। ₹600 रोज़।',
      'Hotel helper. Medical checkup hamare kharche pe. 600 roz.',
      'ड्राइवर, ₹900 रोज़; ज़रूरत हो तो पहले दिन ₹3000 एडवांस दे देंगे।',
      'Paid training for 5 days, ₹500 per day, then ₹700 per day.',
      'रसोइया, ₹700 रोज़, साथ में ₹50 रोज़ का किराया भत्ता।',
      'Aaya, Saturday ko trial, us din ke 800 milenge.',
      'गार्ड। पुलिस वेरिफिकेशन हम करवाएंगे, आपको कुछ नहीं देना। रजिस्टर के लिए आधार की कॉपी लाएं।',
      'Loader, 800 roz. Har Saturday aapke UPI pe payment, koi katauti nahi.',
      'Data entry operator, office job, ₹14000 per month, no charges at all.',
    ]) {
      expect(detectScam({ text, kind: 'job' }).level, text).toBe('none');
    }
  });
});

describe('the mechanics set 9 found, in any form of the Hindi verb (issue #25, tenth round)', () => {
  it.each<[string, ScamSignal]>([
    // Money arriving in the worker's account, then taken out and handed on, sent on, or kept in part.
    ['हमारे क्लाइंट का पेमेंट आपके बैंक खाते में डाला जाएगा, आप उसे निकाल के हमारे एजेंट को पहुंचा देना।', 'easy_money'],
    [
      'कल तुम्हारे अकाउंट में 30 हज़ार रुपये आ जाएंगे, 2 हज़ार तुम रख लेना और बाकी हमारे बताए खाते में ट्रांसफर कर देना।',
      'easy_money',
    ],
    [
      'Tumhare account me kal kuch payment aayega, use nikal ke hamare bande ko de dena, 1500 tumhara.',
      'easy_money',
    ],
    [
      'Some payments from our customers will be sent to your bank account; cash them out and drop the money with our courier.',
      'easy_money',
    ],
    [
      'You will receive ₹25,000 in your UPI tomorrow. Transfer it to the account I share and keep 5% for yourself.',
      'easy_money',
    ],
    // A paid course, training or certificate, the charge anywhere in the sentence.
    ['पैकिंग का काम मिलेगा, लेकिन पहले हमारा 3 दिन का प्रशिक्षण लेना ज़रूरी है जिसका शुल्क ₹1,500 है।', 'fee'],
    ['Kaam shuru karne se pehle training karni padegi, uski fees 1800 rupaye hai.', 'fee'],
    ['Before your first shift you must complete our safety certification; the fee is $95.', 'fee'],
    // Money put in for a return every day, week or month, in any verb form.
    ['हमारे प्लान में ₹5,000 निवेश करके हर हफ्ते ₹1,500 कमाइए।', 'payment_request'],
    ['Bas 20000 laga ke har mahine 8000 ka return pakka.', 'payment_request'],
    ['Invest $300 with us and earn $45 every day.', 'payment_request'],
    ['जितना ज़्यादा निवेश करेंगे, उतना ज़्यादा फ़ायदा।', 'easy_money'],
    // Parcels at the worker's address, old labels off, sent on by another courier.
    [
      'ऑनलाइन कंपनी के डिब्बे आपके घर पर आएंगे, उन पर से पुराने लेबल उतारकर हमारे भेजे लेबल लगाइए और डाकघर से भेज दीजिए।',
      'easy_money',
    ],
    ['Aapke naam pe parcel aayenge, purana label hata ke naya laga dena aur courier kar dena.', 'easy_money'],
    [
      'Packages will arrive at your home; peel off the original labels and ship them with the ones we email.',
      'easy_money',
    ],
    // A SIM, account or card taken out on the worker's papers and handed over or paid by the piece.
    ['अपने नाम पर दो बैंक खाते खुलवाइए और उनकी किट हमें दे दीजिए, हर खाते के ₹3,000।', 'bank_secret'],
    ['Apne Aadhaar pe 3 SIM nikalwa lo aur hamein de do, per SIM 400 milega.', 'bank_secret'],
    ['Take out new SIM cards on your ID and hand them over to our agent, $30 for each SIM.', 'bank_secret'],
    ['आपकी आईडी पर 4 नए मोबाइल कनेक्शन लेने हैं, सिम हमारी टीम को देनी होगी।', 'bank_secret'],
    ['Apni ID pe 2 sim le lo aur hamari team ko de do.', 'bank_secret'],
    [
      'Use your Aadhaar to get 2 new SIMs and give them to our field officer; we pay ₹400 per SIM.',
      'bank_secret',
    ],
    ['Customers will send payments to your Zelle. Keep 10% and send the rest to our supplier.', 'easy_money'],
    [
      'Funds from our clients will land in your checking account. Withdraw the cash and mail it to our office.',
      'easy_money',
    ],
    ['नौकरी से पहले 5 दिन की ट्रेनिंग होगी, जिसके ₹1,200 लगेंगे।', 'fee'],
    ['Job se pehle computer course karna zaroori hai, 2500 rupaye lagenge.', 'fee'],
    ['हमारे ग्राहकों के पैकेट आपके यहाँ आएंगे, उन्हें नए पते की पर्ची लगाकर आगे भेजना है।', 'easy_money'],
  ])('finds %j (%s)', (text, signal) => {
    const verdict = detectScam({ text, kind: 'message' });
    expect(verdict.level).toBe('warn');
    expect(verdict.matches.map((match) => match.signal)).toContain(signal);
  });

  it.each<[string, ScamSignal]>([
    // What the fee is for and its amount, in any order and verb form.
    ['सुरक्षा गार्ड चाहिए। वर्दी के लिए ₹900 और पुलिस वेरिफिकेशन के ₹600 पहले देने होंगे।', 'fee'],
    ['पंजीकरण हेतु 350 रुपये।', 'fee'],
    ['जॉइनिंग के समय ₹1000 डिपॉज़िट देना होगा।', 'fee'],
    ['फीस आज ही हमारे खाते में जमा करवा दें।', 'fee'],
    ['सिक्योरिटी के तौर पर ₹3000 रखने होंगे।', 'fee'],
    ['केवाईसी शुल्क ₹199 ऑनलाइन भरें।', 'fee'],
    ['आधार लिंक कराने के ₹300 देने होंगे।', 'fee'],
    ['मेडिकल जांच का ₹700 उम्मीदवार को देना होगा।', 'fee'],
    ['वीज़ा के लिए ₹45,000 एजेंट को देने हैं।', 'fee'],
    ['Registration ke liye 499 rupaye lagenge.', 'fee'],
    ['ID card banwane ke 300 dene honge.', 'fee'],
    ['Registration: ₹499 (non-refundable).', 'fee'],
    // Codes and PINs told, messengers, an advance for the room, a task top-up.
    ['आपके फोन पर एक कोड आया होगा, वो हमें बताइए।', 'otp'],
    ['मोबाइल पर छह अंकों का नंबर आएगा, वो नंबर मुझे बोल देना।', 'otp'],
    ['फॉर्म भरने का चार्ज 200 रुपये है।', 'fee'],
    ['PIN हमें भेज दीजिए।', 'otp'],
    ['आगे की बात WhatsApp पर करें।', 'messenger'],
    ['फीस टेलीग्राम पर भेजें।', 'messenger'],
    ['रहने के कमरे का एडवांस ₹2000 भेज दें।', 'payment_request'],
    ['Room ke liye advance 2000 bhejo.', 'payment_request'],
    ['Send ₹1,500 advance for the hostel room before you travel.', 'payment_request'],
    ['अगला टास्क खोलने के लिए ₹1,000 जमा करें।', 'payment_request'],
    ['पहले 200 का ऑर्डर करो, 260 वापस मिलेंगे।', 'payment_request'],
    ['Joining se pehle 350 charges UPI se bhar dijiye.', 'fee'],
    ['Pay the room deposit now to keep your place.', 'payment_request'],
  ])('finds the fee or order in %j (%s)', (text, signal) => {
    expect(signals(text, 'message')).toContain(signal);
  });

  it('reads nothing in wages paid in, an account for the salary, paid training, free checks or a day pay', () => {
    for (const text of [
      'Your salary will be credited to your account on the 1st; withdraw it from any ATM.',
      'सैलरी हर महीने आपके खाते में आएगी, एटीएम से निकाल सकते हैं।',
      'पैसे हर शनिवार आपके खाते में आएंगे।',
      'Apne naam ka bank account chahiye, salary usi me aayegi.',
      'SIM promoter chahiye, har SIM activation pe 50 rupaye incentive.',
      'Delivery boy: cash collected from customers is deposited in the company account every evening.',
      'ट्रेनिंग के दौरान ₹400 रोज़ मिलेंगे, कोई फीस नहीं।',
      'ट्रेनिंग फ्री है, रोज़ ₹500 मिलेंगे।',
      'सर्टिफिकेट कोर्स हम अपने खर्च पर करवाएंगे।',
      'Training ₹500/day, uniform ₹0.',
      'Medical allowance ₹500 per month.',
      'वर्दी के लिए ₹500 भत्ता मिलेगा।',
      'वर्दी कंपनी देगी, ₹650 रोज़।',
      'Police verification society karegi, koi charge nahi, bas Aadhaar ki copy lana.',
      'पुलिस वेरिफिकेशन सोसाइटी मुफ़्त कराती है, बस आधार की कॉपी लाइए।',
      'गेट पास के लिए आधार की फोटोकॉपी लेकर आइए, कोई शुल्क नहीं।',
      'Security guard, ₹700 per day, police verification free by the society.',
      'हर रोज़ की कमाई ₹800, शाम को नकद।',
      'जितने घंटे काम, उतने पैसे।',
      '₹150 लगाकर बस से आना, ₹700 रोज़ मिलेंगे।',
      'Pay by UPI daily after work, ₹700.',
      'कमरे का किराया हम देंगे, ₹700 रोज़।',
      'Registration free hai, 700 roz milega.',
      'कोर्स की फीस ₹2200 कंपनी भरेगी।',
      'Salary aapke account me aayegi, ATM se nikal ke ghar bhej dena.',
      'We will transfer ₹700 to your account every evening.',
      'Apni ID ka SIM chahiye, attendance app ke liye.',
      'अपने नाम की सिम वाला फोन लाना, हाज़िरी ऐप के लिए।',
    ]) {
      expect(detectScam({ text, kind: 'job' }).level, text).toBe('none');
    }
  });

  it('reads no code, order or messenger in a PIN code, a dress code, a warning, or a worker asking for wages', () => {
    for (const text of [
      'ड्रेस कोड बाद में बताएंगे।',
      'अपना पिन कोड बता दीजिए ताकि पता मिल जाए।',
      'हम OTP कभी नहीं मांगते, किसी को न बताएं।',
      'अगर कोई फीस या वर्दी के पैसे माँगे तो बिलकुल मत देना।',
      'मैडम, मेरी इस हफ़्ते की मजदूरी भेज दीजिए।',
      'मेरे पैसे भेज दीजिए सर।',
      'हफ़्ते का पैसा इसी नंबर पर भेज दीजिए।',
      'WhatsApp पर लोकेशन भेज दीजिए।',
      'पासवर्ड किसी को मत बताना।',
      'Password kisi ko mat batana.',
      'We will pay the hostel advance for you.',
      'Fees nahi bharni padegi, kaam kal se.',
      'Har task ke 100 rupaye milenge.',
      'बैंक खाते में पैसे आते ही मैसेज कर देना।',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('none');
    }
  });

  it('does not take a cost the poster pays back for one asked of the worker, and still warns on one that is not', () => {
    for (const text of [
      'किराया ₹30 लगेगा, शाम को मैं लौटा दूंगा।',
      'स्टेशन से रिक्शा लेना, 40 रुपये लगेंगे। वो पैसे मैं आपको वहीं दे दूंगा।',
      'Auto ke 40 lagenge, main wahan pe de dunga.',
      "Bus fare is about $4 and I'll pay you back when you arrive.",
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('none');
    }
    for (const text of [
      'किट के 800 रुपये लगेंगे, पहली सैलरी में हम लौटा देंगे।',
      'ऑटो के 40 रुपये लगेंगे, आ जाओ।',
      'Registration ke 500 lagenge, joining ke baad hum wapas kar denge.',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('warn');
    }
  });

  it('keeps "1.5 hazar" in one sentence: a decimal point does not end it', () => {
    expect(
      detectScam({ text: 'Is hafte ke 1.5 hazar ruke hue hain, kal tak bhej dena.', kind: 'message' }).level,
    ).toBe('none');
  });
});

import { describe, expect, it } from 'vitest';
import { detectScam, type ScamSignal } from './scam-detector';
import { SCAM_PATTERNS } from './scam-patterns';
import { TRAINING_SETS } from './scam-sets';
import { signals } from './scam-test-signals';

describe('the mechanics set 10 found, in any wording (issue #25, eleventh round)', () => {
  it.each<[string, ScamSignal]>([
    // A cheque for onboarding or equipment, deposited, then a vendor paid; a hiring manager on a messenger.
    [
      'The recruiter will interview you over Telegram chat only. After that you deposit the cheque we mail and buy your tools from our approved supplier.',
      'payment_request',
    ],
    [
      'I am the HR manager, we do the whole onboarding on Signal. You will receive an equipment cheque; deposit it, then pay the vendor for your laptop.',
      'messenger',
    ],
    [
      'Once you mobile-deposit the check, send the payment to our equipment vendor by Zelle.',
      'payment_request',
    ],
    ['We will mail you a cheque for your home office equipment.', 'payment_request'],
    [
      'HR WhatsApp pe interview lega, uske baad equipment ka cheque bhejenge, jama karke vendor ko payment karna.',
      'payment_request',
    ],
    ['एचआर व्हाट्सएप पर इंटरव्यू लेंगे, फिर सामान के लिए चेक भेजेंगे, चेक जमा करके हमारे वेंडर को पैसे भेजने हैं।', 'payment_request'],
    ['Cheque jama karo, phir hamare supplier se laptop kharid lo.', 'payment_request'],
    // A recharge or top-up put in first, returned with a bonus, commission or profit, in either order.
    ['अकाउंट में पहले 500 का रिचार्ज करना होगा, फिर कमीशन के साथ पूरा पैसा वापस।', 'payment_request'],
    [
      'Bade task ke liye pehle wallet me recharge karna padta hai, wapas milega bonus ke saath.',
      'payment_request',
    ],
    ['Pehle top-up karo 1000 ka, 1400 wapas aayenge.', 'payment_request'],
    [
      'Top up your wallet with ₹500 first; it comes back with 30% commission the same day.',
      'payment_request',
    ],
    ['ऐप में टॉप-अप कराना है, मुनाफ़ा रोज़ मिलेगा।', 'payment_request'],
    ['Bonus ke saath wapas milega, bas app me pehle 300 ka recharge dalna padega.', 'payment_request'],
  ])('finds %j (%s)', (text, signal) => {
    const verdict = detectScam({ text, kind: 'message' });
    expect(verdict.level).toBe('warn');
    expect(verdict.matches.map((match) => match.signal)).toContain(signal);
  });

  it.each<[string, ScamSignal]>([
    // A medical or fitness test at the poster's tie-up, partner or own lab, with a fee to pay.
    [
      'Warehouse picker, ₹650 per day. Fitness certificate from our partner clinic is required; charges ₹700 payable before joining.',
      'fee',
    ],
    [
      'Driver needed. Eye test and medical at company’s empanelled hospital, fee ₹1,200 to be paid online in advance.',
      'fee',
    ],
    [
      'Security guard ₹600 roz. Medical test hamare tie-up lab me hi hoga, 900 rs online bharne honge.',
      'fee',
    ],
    ['सिक्योरिटी गार्ड, ₹600 रोज़। मेडिकल जांच सिर्फ हमारी टाई-अप लैब में होगी, शुल्क ₹800 पहले जमा करना होगा।', 'fee'],
    [
      'Nanny for a family abroad. Blood test at our partner diagnostic centre; pay ₹950 online before the slot.',
      'fee',
    ],
    ['Cleaner wanted. Health check-up at our tie-up lab is a must, the lab fee is Rs 600.', 'fee'],
    // The task top-up in a job post.
    [
      'Likes ka kaam. Har task pe 40 rs. VIP task ke liye ID me recharge karna hoga, profit ke saath return.',
      'payment_request',
    ],
  ])('holds or warns the job %j (%s)', (text, signal) => {
    const verdict = detectScam({ text, kind: 'job' });
    expect(verdict.level).not.toBe('none');
    expect(verdict.matches.map((match) => match.signal)).toContain(signal);
  });

  it('reads nothing in a shop whose customers pay into its own QR, UPI or card machine', () => {
    for (const text of [
      'Shop assistant at a grocery store, ₹500 per day. Customers pay by UPI QR at the counter; you hand them the bill.',
      'Kirana dukaan pe helper chahiye, 400 roz. Grahak dukaan ke QR pe payment karte hain, aap saaman pack karna.',
      'किराना दुकान पर हेल्पर, ₹450 रोज़। ग्राहक दुकान के QR कोड पर भुगतान करते हैं, आपको बस सामान देना है।',
      'Counter staff. Customers pay the bill of ₹250 or more by UPI at the counter. ₹500 per day.',
    ]) {
      expect(detectScam({ text, kind: 'job' }).level, text).toBe('none');
    }
    for (const text of [
      'Billing staff for a medical shop. Collecting payment from customers on the card machine and UPI. ₹450 daily.',
      'Restaurant cashier. Guests scan our Paytm QR at the counter to pay. ₹550 per day.',
    ]) {
      const found = signals(text);
      expect(found, text).not.toContain('payment_app');
      expect(found, text).not.toContain('payment_request');
      expect(detectScam({ text, kind: 'job' }).level, text).toBe('none');
    }
  });

  it('does not take money customers pay into the worker’s own account for the shop’s till', () => {
    for (const text of [
      'Customers will pay into your own UPI; take the cash out and hand it to our agent.',
      'Buyers pay their bills on your personal PhonePe number, then you settle with us.',
    ]) {
      expect(signals(text, 'message'), text).toContain('payment_app');
    }
    const forward =
      'Buyers pay their bills into your personal bank account, forward them to our company account the same day.';
    expect(detectScam({ text: forward, kind: 'message' }).level).toBe('warn');
  });

  it('reads no amount to pay in minutes, hours or days', () => {
    for (const text of [
      'Site is 20 min away, bus fare we give.',
      '2 ghante lagenge kaam me, aadha ghanta lagega wahan pahunchne me.',
      'Time lagega thoda, 15-20 min lagenge.',
      'काम में दो घंटे लगेंगे, वहाँ पहुँचने में 10 मिनट लगेंगे।',
      '30 minute lagega, gate pe naam batana.',
    ]) {
      expect(detectScam({ text, kind: 'message' }).level, text).toBe('none');
    }
    // Money beside the time still counts.
    expect(signals('Auto ke 50 lagenge, 10 min lagega. Aa jao.', 'message')).toContain('money_to_pay');
    expect(signals('Registration ke 300 dene honge, 10 min lagega form bharne me.', 'message')).toContain(
      'fee',
    );
  });

  it('reads no lab fee in a medical at any clinic paid back, a free one or a certificate the worker brings', () => {
    for (const text of [
      'Delivery helper. Pay your own medical at any clinic, we reimburse the full amount. ₹600 per day.',
      'Factory helper. Medical check-up at our partner hospital, free of cost. ₹550 daily.',
      'Bring your own medical certificate from any government hospital. ₹600 per day.',
      'Medical done by us at our cost at the company clinic. ₹700 per day.',
      'मेडिकल जांच हमारी टाई-अप लैब में मुफ्त होगी, ₹600 रोज़।',
    ]) {
      expect(detectScam({ text, kind: 'job' }).level, text).toBe('none');
    }
    const salary =
      'Loader, ₹600 per day. Medical at our tie-up clinic before joining. Salary ₹18,000 a month.';
    expect(signals(salary)).not.toContain('fee');
    expect(signals(salary)).not.toContain('money_to_pay');
  });

  it('reads no top-up in a recharge allowance, no cheque step in an equipment check or a messenger alone', () => {
    for (const text of [
      'Sales promoter. Mobile recharge allowance ₹200 given by us every month, plus commission on each sale.',
      'Equipment check before every shift is mandatory; the supervisor signs the sheet.',
      'We pay by cheque every Friday; deposit it in your own bank.',
      'HR will call you on WhatsApp for the interview. ₹600 per day, paid weekly.',
    ]) {
      const verdict = detectScam({ text, kind: 'job' });
      expect(verdict.level, text).toBe('none');
      expect(
        verdict.matches.map((match) => match.signal),
        text,
      ).not.toContain('payment_request');
    }
    // A customer's recharge at a recharge shop is not the worker's top-up.
    const shop = signals('मोबाइल रिचार्ज की दुकान पर काम, ग्राहकों का रिचार्ज करना होगा।');
    expect(shop).not.toContain('payment_request');
    expect(shop).not.toContain('fee');
  });
});

describe('the table’s gates (issue #25, eleventh round)', () => {
  it('never skip a row that would have matched a training text', () => {
    const gated = SCAM_PATTERNS.filter((row) => row.gate);
    expect(gated.length).toBeGreaterThan(5);
    const texts = TRAINING_SETS.flatMap((set) => set.samples).map((sample) => sample.text.normalize('NFC'));
    for (const row of gated) {
      for (const text of texts) {
        if (text.match(row.pattern))
          expect(row.gate?.test(text), `${row.pattern.source.slice(0, 60)}: ${text}`).toBe(true);
      }
    }
  });
});

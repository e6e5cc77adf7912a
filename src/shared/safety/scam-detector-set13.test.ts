import { describe, expect, it } from 'vitest';
import { detectScam } from './scam-detector';
import { honestCover } from './scam-context';
import { ruleSignals, moneyRules } from './scam-test-signals';

describe('fees asked in new forms (issue #25, fourteenth round)', () => {
  it.each([
    // Work gear priced and paid over a payment app.
    'Every new mover needs our starter gear pack. The gear is $60, send it on Zelle to the supervisor before day one.',
    'सभी नए हेल्परों को कंपनी की वर्दी लेनी होगी, वर्दी के ₹700 फोनपे पर भेजें।',
    'Joining se pehle safety kit lena zaroori, kit ka 650 rs gpay pe bhejo.',
    // A check or screen paid through a link, or to the poster's partner.
    'Finish your drug test through the link in the SMS, $45, paid to our testing partner.',
    'पुलिस वेरिफिकेशन के लिए हम जो लिंक भेजेंगे उस पर ₹350 भरें।',
    'Background check ke liye link bhejenge, usme 299 rs pay karna hai.',
    // A task wallet's level unlocked by a recharge.
    'Your account is at VIP 1. Top up $200 to move to VIP 2 and earn double commissions.',
    'लेवल 3 खोलने के लिए ₹2,000 का रिचार्ज करें, पैसा ब्याज के साथ वापस मिलेगा।',
    'Agla level kholne ke liye 1500 ka recharge karo, 30 min me 2100 wapas.',
    // A licence made without its test, for money.
    'No CDL? We get you a commercial licence without the road test, $400, half up front.',
    'बिना टेस्ट के ड्राइविंग लाइसेंस 3 दिन में, खर्चा ₹4,000।',
    'DL bina test ke ban jayega, 5000 lagenge.',
    // A charge named by a bare price, or a name put down for a price.
    'Confirm your slot, 250 booking fee send by UPI.',
    'काम पक्का करने के लिए 300 का टोकन दे दो, जॉइनिंग पर लौटा देंगे।',
    'Naam likhane ke 400 lagenge, paytm kar do.',
    // Gear or tools bought only at the poster's own shop.
    'All painters must buy brushes and rollers only from our approved store on 5th Street, about $150.',
    'जूते और हेलमेट हमारी बताई दुकान से ही लेने होंगे, करीब ₹2,500 का सामान।',
    'Tools sirf company ki batayi dukaan se lena, 2000 ka kharcha.',
  ])('reads a fee: %s', (text) => {
    expect(ruleSignals(text)).toContain('fee');
    expect(detectScam({ text, kind: 'job' }).level).not.toBe('none');
  });

  it.each([
    'Safety kit ($85 value) is given free; wages by Zelle every Friday.',
    'Background check is done by us; you will get a link to upload your ID. Pay ₹700 per day.',
    'Level 2 drivers get free mobile recharge every month, ₹199 plan.',
    'You must hold a valid heavy licence and pass our driving test. ₹1,100 per day.',
    'लाइसेंस होना ज़रूरी है, टेस्ट ड्राइव के बाद ही काम मिलेगा। ₹1000 रोज़।',
    'Shift 9 baje, 700 roz, joining Monday ko hai.',
    'रजिस्ट्रेशन मुफ़्त है, 500 रुपये रोज़।',
    'Humari batayi dukaan se saman free milega, 800 roz.',
    'Tools are provided free from our partner store. $150 a day.',
  ])('leaves an honest job alone: %s', (text) => {
    expect(moneyRules(text)).toEqual([]);
  });
});

describe("the worker's name and account lent (fourteenth round)", () => {
  it.each([
    'We need a few phone lines in your name, $100 a month each; give the SIMs to our agent.',
    'हमें आपके नाम पर एक लोन चाहिए, ईएमआई हम भरेंगे, आपको ₹3,000 मिलेंगे।',
    'Apne naam pe 2 sim nikalwa ke hamare aadmi ko de do, har mahine 1000 milenge.',
  ])('reads a SIM or loan lent: %s', (text) => {
    expect(ruleSignals(text, 'message')).toContain('easy_money');
    expect(detectScam({ text, kind: 'message' }).level).not.toBe('none');
  });

  it.each([
    'Payments will land in your account; send the rest to my manager and keep 10 percent.',
    'आपके खाते में पैसे आएंगे, ₹500 आप रख लेना, बाकी हमें भेज देना।',
    'Account me paisa aayega, 300 aap rakh lo, baaki aage transfer kar dena.',
  ])('reads money passed on with a cut kept: %s', (text) => {
    expect(ruleSignals(text, 'message')).toContain('easy_money');
    expect(detectScam({ text, kind: 'message' }).level).not.toBe('none');
  });

  it.each([
    'अपने नाम का सिम वाला फोन लाना होगा।',
    'Bring a phone with a SIM in your name for the attendance app.',
    'Keep 2 copies of your Aadhaar; we will send the salary to your account.',
  ])('leaves the worker’s own phone and account alone: %s', (text) => {
    expect(ruleSignals(text, 'message')).toEqual([]);
  });
});

describe('a fee someone else pays, and nothing taken from the worker (fourteenth round)', () => {
  it.each([
    'The agency fee is borne by the employer; workers pay nothing.',
    'Placement commission is paid by the hotel, not by you.',
    'ठेकेदार की फीस कंपनी देती है, मज़दूरों से कुछ नहीं लिया जाता।',
    'Agency ka charge malik deta hai, worker se ek bhi rupaya nahi liya jaata.',
    'We do not ask for any fee, deposit or uniform money from staff.',
  ])('leaves the fee alone: %s', (text) => {
    expect(moneyRules(text)).toEqual([]);
    expect(detectScam({ text, kind: 'job' }).level).toBe('none');
  });

  it.each([
    'Candidates do not pay anything at any stage.',
    'कामगार से एक रुपया भी नहीं लिया जाता।',
    'Staff se kuch nahi liya jaata.',
  ])('is honest cover: %s', (text) => {
    expect(honestCover(text, 'job')).toBe(true);
  });

  it.each([
    'The service charge is paid by you: ₹500 before joining.',
    'Commission company deti hai, lekin registration ke 500 aapko dene honge.',
    'हम कोई फीस नहीं लेते, बस वर्दी के 800 रुपये जमा करने होंगे।',
  ])('still catches the worker’s own fee: %s', (text) => {
    expect(moneyRules(text).length).toBeGreaterThan(0);
  });
});

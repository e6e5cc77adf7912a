import { describe, expect, it } from 'vitest';
import type { JobInput } from '../../../../shared/api/jobs';
import type { Locale } from '../../../../shared/i18n';
import { parseUtterance } from './parse';
import { Conversation } from './test-conversation';

/**
 * Issue #27: the guided job post in Marathi, Bengali, Telugu and Tamil through the real local engine:
 * every question, hint and confirmation in the visitor's script (an English fallback fails: no Latin
 * word may appear), the answers in the language understood, the summary in the language, posted after
 * the yes.
 */

/** A Latin word of two letters or more: an English text left in a reply. */
const LATIN_WORD = /[A-Za-z]{2,}/;

interface Dialogue {
  language: Locale;
  script: RegExp;
  /** "Post a job", then each answer with the start of the question it brings. */
  steps: readonly (readonly [answer: string, next: string])[];
  /** The last answer (the shift), which brings the summary. */
  shift: string;
  summary: readonly string[];
  /** "No", then a change with the summary line it changes. */
  no: readonly [answer: string, next: string];
  change: readonly [answer: string, line: string];
  yes: string;
  signIn: string;
  posted: string;
  post: Partial<JobInput>;
}

const DIALOGUES: readonly Dialogue[] = [
  {
    language: 'ta',
    script: /[\u0b80-\u0bff]/,
    steps: [
      ['வேலை போஸ்ட் செய்யணும்', 'வாருங்கள், உங்கள் வேலையை போஸ்ட் செய்வோம். என்ன வேலை?'],
      ['வீட்டுக்கு சமையல்காரர்', 'ஒரு நாளுக்கு எவ்வளவு சம்பளம் தருவீர்கள்?'],
      ['நிறைய', 'ஒரு நாள் சம்பளத்தை நம்பரில் எழுதுங்கள்'],
      ['700 ரூபாய்', 'வேலை எந்த ஊரில்?'],
      ['மதுரை', 'வேலையைப் பற்றி ஒன்றிரண்டு வரிகள் எழுதுங்கள்'],
      ['காலையும் மாலையும் சமையல், 4 பேர் உள்ள குடும்பம்', 'தொழிலாளர்கள் எந்த போன் நம்பருக்கு'],
      ['98765 43210', 'ஆள் எவ்வளவு சீக்கிரம் வேண்டும்?'],
      ['அவசரம்', 'வேலை எப்போது?'],
    ],
    shift: 'நாளை காலை 9 மணிக்கு, 8 மணி நேரம், 2 பேர், அதே நாள் சம்பளம்',
    summary: [
      'உங்கள் வேலை போஸ்ட்:',
      'வேலையின் பெயர்: வீட்டுக்கு சமையல்காரர்',
      'வேலை வகை: சமையல்',
      'சம்பளம்: ஒரு நாளுக்கு ₹700',
      'ஊர்: Madurai, Tamil Nadu',
      'எவ்வளவு சீக்கிரம்: அவசரம் (2-3 நாட்களுக்குள்)',
      'வேலை நேரம்: நாளை (24 நவம்பர்), காலை 9 மணி, ஒரு நாளுக்கு 8 மணி நேரம், 2 தொழிலாளர்கள், அதே நாளில் சம்பளம்',
      'இதை போஸ்ட் செய்யட்டுமா?',
    ],
    no: ['இல்லை', 'எதை மாற்ற வேண்டும்?'],
    change: ['சம்பளம் 800', 'சம்பளம்: ஒரு நாளுக்கு ₹800'],
    yes: 'ஆமா',
    signIn: 'வேலை போஸ்ட் செய்ய சைன் இன் செய்ய வேண்டும்.',
    posted:
      'உங்கள் வேலை "வீட்டுக்கு சமையல்காரர்" போஸ்ட் ஆகிவிட்டது. இப்போது தொழிலாளர்கள் இதைப் பார்த்து உங்களுக்கு கால் செய்யலாம்.',
    post: {
      title: 'வீட்டுக்கு சமையல்காரர்',
      category: 'cooking',
      dailySalary: 800,
      location: 'Madurai, Tamil Nadu',
      description: 'காலையும் மாலையும் சமையல், 4 பேர் உள்ள குடும்பம்',
      urgency: 'urgent',
      workersNeeded: 2,
    },
  },
  {
    language: 'te',
    script: /[\u0c00-\u0c7f]/,
    steps: [
      ['పని పోస్ట్ చేయాలి', 'రండి, మీ పని పోస్ట్ చేద్దాం. ఏం పని?'],
      ['పెళ్ళికి సాయం', 'ఏ రకం పని?'],
      ['ఇంటి పని', 'రోజుకు ఎంత డబ్బులు ఇస్తారు?'],
      ['600', 'పని ఏ ఊరిలో?'],
      ['విజయవాడ', 'పని గురించి ఒకటి రెండు లైన్లు రాయండి'],
      ['స్కిప్', 'పనివారు ఏ ఫోన్ నంబర్ కి కాల్ చేయాలి?'],
      ['98765 43210', 'మనిషి ఎంత త్వరగా కావాలి?'],
      ['వెంటనే', 'పని ఎప్పుడు?'],
    ],
    shift: 'రేపు ఉదయం 9 గంటలకు, 8 గంటలు, 2 మంది, అదే రోజు డబ్బులు',
    summary: [
      'మీ పని పోస్ట్:',
      'పని పేరు: పెళ్ళికి సాయం',
      'పని రకం: ఇంటి పని',
      'డబ్బులు: రోజుకు ₹600',
      'వివరాలు: విజయవాడ లో పెళ్ళికి సాయం కావాలి. రోజుకు ₹600.',
      'ఎంత త్వరగా: వెంటనే (ఈ రోజు లేదా రేపు)',
      'పని సమయం: రేపు (24 నవంబర్), ఉదయం 9 గంటలకు, రోజుకు 8 గంటలు, 2 మంది పనివారు, అదే రోజు డబ్బులు',
      'దీన్ని పోస్ట్ చేయనా?',
    ],
    no: ['వద్దు', 'ఏం మార్చాలి?'],
    change: ['డబ్బులు 650', 'డబ్బులు: రోజుకు ₹650'],
    yes: 'అవును',
    signIn: 'పని పోస్ట్ చేయడానికి సైన్ ఇన్ చేయాలి.',
    posted: 'మీ పని "పెళ్ళికి సాయం" పోస్ట్ అయింది. ఇప్పుడు పనివారు దీన్ని చూసి మీకు కాల్ చేయవచ్చు.',
    post: {
      title: 'పెళ్ళికి సాయం',
      category: 'household-work',
      dailySalary: 650,
      location: 'Vijayawada, Andhra Pradesh',
      urgency: 'immediate',
      startTime: '09:00',
    },
  },
  {
    language: 'mr',
    script: /[\u0900-\u097f]/,
    steps: [
      ['काम पोस्ट करायचे आहे', 'चला, तुमचे काम पोस्ट करू. काम काय आहे?'],
      ['दुकानात मदतनीस', 'रोज किती पगार द्याल?'],
      ['500', 'काम कोणत्या शहरात आहे?'],
      ['नाशिक', 'कामाबद्दल एक-दोन ओळी लिहा'],
      ['पुढे', 'कामगारांनी कोणत्या फोन नंबरवर कॉल करावा?'],
      ['98765 43210', 'माणूस किती लवकर हवा?'],
      ['लगेच', 'काम कधी आहे?'],
    ],
    shift: 'उद्या सकाळी 9 वाजता, 8 तास, 2 कामगार, त्याच दिवशी पैसे',
    summary: [
      'तुमच्या कामाची पोस्ट:',
      'कामाचे नाव: दुकानात मदतनीस',
      'कामाचा प्रकार: दुकानातील काम',
      'पगार: रोज ₹500',
      'कामाबद्दल: नाशिक येथे दुकानात मदतनीस पाहिजे. रोज ₹500.',
      'किती लवकर: लगेच (आज किंवा उद्या)',
      'कामाची वेळ: उद्या (24 नोव्हेंबर), सकाळी 9 वाजता, रोज 8 तास, 2 कामगार, त्याच दिवशी पैसे',
      'ही पोस्ट करू का?',
    ],
    no: ['नको', 'काय बदलायचे आहे?'],
    change: ['पगार 550', 'पगार: रोज ₹550'],
    yes: 'हो',
    signIn: 'काम पोस्ट करण्यासाठी साइन इन करावे लागेल.',
    posted: 'तुमचे काम "दुकानात मदतनीस" पोस्ट झाले. आता कामगार ते पाहून तुम्हाला कॉल करू शकतात.',
    post: {
      title: 'दुकानात मदतनीस',
      category: 'shop-assistant',
      dailySalary: 550,
      location: 'Nashik, Maharashtra',
      urgency: 'immediate',
      hoursPerDay: 8,
    },
  },
  {
    language: 'bn',
    script: /[\u0980-\u09ff]/,
    steps: [
      ['কাজ পোস্ট করতে চাই', 'চলুন, আপনার কাজ পোস্ট করি। কী কাজ?'],
      ['বাড়ির জন্য রাঁধুনি', 'দিনে কত টাকা দেবেন?'],
      ['৫০০ টাকা', 'কাজটা কোন শহরে?'],
      ['কোথাও একটা', '"কোথাও একটা" আমাদের শহরের তালিকায় পাইনি।'],
      ['হাওড়া', 'কাজ নিয়ে এক-দুই লাইন লিখুন'],
      ['বাদ দিন', 'কর্মীরা কোন ফোন নম্বরে কল করবেন?'],
      ['98765 43210', 'কত তাড়াতাড়ি লোক দরকার?'],
      ['সাধারণ', 'কাজ কবে?'],
    ],
    shift: 'কাল সকাল 9টায়, 8 ঘণ্টা, 2 জন, সেদিনই টাকা',
    summary: [
      'আপনার কাজের পোস্ট:',
      'কাজের নাম: বাড়ির জন্য রাঁধুনি',
      'কাজের ধরন: রান্নার কাজ',
      'টাকা: দিনে ₹500',
      'বিবরণ: হাওড়া শহরে বাড়ির জন্য রাঁধুনি দরকার। দিনে ₹500।',
      'কত তাড়াতাড়ি: সাধারণ (এক সপ্তাহের মধ্যে)',
      'কাজের সময়: কাল (24 নভেম্বর), সকাল 9টা, দিনে 8 ঘণ্টা, 2 জন কর্মী, সেদিনই টাকা',
      'এটা পোস্ট করব?',
    ],
    no: ['না', 'কী বদলাতে হবে?'],
    change: ['টাকা 550', 'টাকা: দিনে ₹550'],
    yes: 'হ্যাঁ',
    signIn: 'কাজ পোস্ট করতে সাইন ইন করতে হবে।',
    posted: 'আপনার কাজ "বাড়ির জন্য রাঁধুনি" পোস্ট হয়েছে। এখন কর্মীরা এটা দেখে আপনাকে কল করতে পারবেন।',
    post: {
      title: 'বাড়ির জন্য রাঁধুনি',
      category: 'cooking',
      dailySalary: 550,
      location: 'Howrah, West Bengal',
      urgency: 'normal',
      payTiming: 'same-day',
    },
  },
];

/** A reply in the language: its script, and no English word left in it. */
function expectInLanguage(text: string, dialogue: Dialogue): void {
  expect(text).toMatch(dialogue.script);
  expect(text).not.toMatch(LATIN_WORD);
}

describe('LocalEngine: the guided job post in Marathi, Bengali, Telugu and Tamil (issue #27)', () => {
  for (const dialogue of DIALOGUES) {
    it(`runs the whole post in ${dialogue.language}: asks, understands, sums up and posts in it`, async () => {
      const chat = new Conversation({ locale: dialogue.language });
      for (const [answer, next] of dialogue.steps) {
        const reply = (await chat.say(answer)).text;
        expect(reply).toContain(next);
        expectInLanguage(reply, dialogue);
      }
      const summary = (await chat.say(dialogue.shift)).text;
      // Each line whole, the last (the question) from its start.
      for (const line of dialogue.summary) expect(`\n${summary}`).toContain(`\n${line}`);
      expect(summary).not.toMatch(/^(?:Title|Work|Pay|Place|About|Phone|How soon|Shift):/m);
      expect(summary).not.toContain('Shall I post it?');

      const [no, whatToChange] = dialogue.no;
      const asked = (await chat.say(no)).text;
      expect(asked).toMatch(new RegExp(`^${whatToChange}`));
      expect(asked).toMatch(dialogue.script);
      const [change, line] = dialogue.change;
      const changed = (await chat.say(change)).text;
      expect(changed.split('\n')).toContain(line);
      expect(chat.tools.posts).toEqual([]);

      const signedOut = await chat.say(dialogue.yes);
      expect(signedOut.results).toEqual([{ type: 'sign_in_required' }]);
      expect(signedOut.text).toMatch(new RegExp(`^${dialogue.signIn}`));
      expectInLanguage(signedOut.text, dialogue);
      chat.userId = `user-${dialogue.language}`;
      const posted = await chat.say(dialogue.yes);
      expect(posted.text).toBe(dialogue.posted);
      expect(chat.tools.posts).toHaveLength(1);
      expect(chat.tools.posts[0]).toMatchObject({
        phone: '98765 43210',
        workDate: '2026-11-24',
        ...dialogue.post,
      });
    });
  }

  it('cancels a post in each of the four languages, and greets offering the post in the language', async () => {
    const words = {
      ta: ['ரத்து', 'வணக்கம்'],
      te: ['రద్దు', 'నమస్తే'],
      mr: ['रद्द करा', 'नमस्कार'],
      bn: ['বাতিল', 'নমস্কার'],
    } as const;
    for (const dialogue of DIALOGUES) {
      const [cancel, hello] = words[dialogue.language as keyof typeof words];
      const [start] = dialogue.steps[0] ?? [''];
      const chat = new Conversation({ locale: dialogue.language });
      await chat.say(start);
      expectInLanguage((await chat.say(cancel)).text, dialogue);
      expect(chat.state).toEqual({});
      const greeting = (await new Conversation({ locale: dialogue.language }).say(hello)).text;
      expectInLanguage(greeting, dialogue);
      expect(greeting).toContain(`"${start}"`);
    }
  });

  it('reads the everyday yes, no and skip of each language during the post', () => {
    const answers = {
      confirm: ['ஆமா', 'ஆம்', 'சரி', 'అవును', 'సరే', 'हो', 'होय', 'चालेल', 'হ্যাঁ', 'ঠিক আছে', 'হ্যাঁ, পোস্ট করুন'],
      deny: ['இல்லை', 'வேண்டாம்', 'వద్దు', 'లేదు', 'नको', 'नाही', 'না'],
    } as const;
    for (const [intent, texts] of Object.entries(answers)) {
      for (const text of texts) expect([text, parseUtterance(text, 'mr').intent]).toEqual([text, intent]);
    }
  });

  it('takes a role with other details in one answer and titles the post in the language', async () => {
    const roles = [
      ['ta', 'டிரைவர், சென்னை, 700', 'டிரைவர்', 'chennai'],
      ['te', 'ప్లంబర్, విజయవాడ, 700', 'ప్లంబర్', 'vijayawada'],
      ['mr', 'ड्रायव्हर, पुणे, 700', 'ड्रायव्हर', 'pune'],
      ['bn', 'ড্রাইভার, হাওড়া, 500', 'ড্রাইভার', 'howrah'],
    ] as const;
    for (const [language, answer, title, citySlug] of roles) {
      const chat = new Conversation({ locale: language });
      const [start] = DIALOGUES.find((dialogue) => dialogue.language === language)?.steps[0] ?? [''];
      await chat.say(start);
      const next = (await chat.say(answer)).text;
      expect(next).not.toMatch(LATIN_WORD);
      expect(chat.state).toMatchObject({ draft: { title, citySlug }, asking: 'description' });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import type { AssistantEvent } from '../engine';
import { LocalEngine } from './local-engine';
import { Conversation, FakeTools, fakeJob } from './test-conversation';

const DEVANAGARI = /[\u0900-\u097f]/;

describe('LocalEngine: search', () => {
  it('passes every constraint to searchJobs and streams a short intro, then the jobs', async () => {
    const chat = new Conversation();
    const answer = await chat.say('delivery jobs in Mumbai above 600');
    expect(chat.tools.searches).toEqual([
      {
        criteria: { city: 'mumbai', category: 'delivery-transport', minPay: 600, country: 'IN' },
        limit: 5,
      },
    ]);
    expect(answer.text).toBe(
      'I found 12 jobs in Mumbai (Delivery & transport, ₹600 or more a day). Here are the first 3.',
    );
    expect(answer.chunks).toBeGreaterThan(1);
    expect(answer.results).toEqual([
      {
        type: 'jobs_found',
        jobs: chat.tools.found.jobs,
        total: 12,
        criteria: { city: 'mumbai', category: 'delivery-transport', minPay: 600, country: 'IN' },
      },
    ]);
    expect(answer.events.at(-1)?.type).toBe('state');
  });

  it('honours trade words, ranges and urgency together', async () => {
    const chat = new Conversation();
    await chat.say('urgent plumber jobs in Gurgaon between 500 and 800');
    expect(chat.tools.searches[0]?.criteria).toEqual({
      city: 'gurugram',
      category: 'construction',
      words: 'plumber',
      minPay: 500,
      maxPay: 800,
      urgentOnly: true,
      country: 'IN',
    });
  });

  it("takes the country from the city, else the visitor's, and says amounts in its currency", async () => {
    const chat = new Conversation({ country: 'IN' });
    const answer = await chat.say('delivery jobs in New York above $150');
    expect(chat.tools.searches[0]?.criteria).toMatchObject({ city: 'new-york', country: 'US', minPay: 150 });
    expect(answer.text).toContain('$150 or more a day');

    const us = new Conversation({ country: 'US' });
    const anywhere = await us.say('cleaning jobs under 120');
    expect(us.tools.searches[0]?.criteria).toEqual({ category: 'cleaning', maxPay: 120, country: 'US' });
    expect(anywhere.text).toContain('in the USA');
  });

  it('says so, with a suggestion, when nothing matches', async () => {
    const chat = new Conversation();
    chat.tools.found = { jobs: [], total: 0 };
    const answer = await chat.say('painter jobs in Pune above 2000');
    expect(answer.text).toBe(
      'I found no jobs in Pune (Painting, ₹2,000 or more a day). Try with fewer filters, for example a lower pay or not only urgent.',
    );
    expect(answer.results).toEqual([
      { type: 'jobs_found', jobs: [], total: 0, criteria: expect.objectContaining({ city: 'pune' }) },
    ]);
  });

  it('narrows or changes the last search on a refinement', async () => {
    const chat = new Conversation();
    await chat.say('delivery jobs in Mumbai above 600');
    await chat.say('only urgent');
    await chat.say('in Pune instead');
    await chat.say('under 500');
    await chat.say('what about cooking?');
    expect(chat.tools.searches.map((search) => search.criteria)).toEqual([
      { city: 'mumbai', category: 'delivery-transport', minPay: 600, country: 'IN' },
      { city: 'mumbai', category: 'delivery-transport', minPay: 600, urgentOnly: true, country: 'IN' },
      { city: 'pune', category: 'delivery-transport', minPay: 600, urgentOnly: true, country: 'IN' },
      { city: 'pune', category: 'delivery-transport', maxPay: 500, urgentOnly: true, country: 'IN' },
      { city: 'pune', category: 'cooking', maxPay: 500, urgentOnly: true, country: 'IN' },
    ]);
  });

  it('reads "no, in Pune" as a change of the last search, and a refinement of nothing as not understood', async () => {
    const chat = new Conversation();
    await chat.say('cook jobs in Delhi');
    await chat.say('no, in Pune');
    expect(chat.tools.searches.at(-1)?.criteria).toEqual({
      city: 'pune',
      category: 'cooking',
      country: 'IN',
    });
    expect((await chat.say('phone 98765 43210')).text).toMatch(/^Sorry, I did not understand\./);
    expect(chat.tools.searches).toHaveLength(2);
  });

  it('starts afresh on a new search, and treats a first refinement as a search', async () => {
    const chat = new Conversation();
    await chat.say('more than 800');
    await chat.say('cook jobs in Delhi');
    expect(chat.tools.searches.map((search) => search.criteria)).toEqual([
      { minPay: 800, country: 'IN' },
      { city: 'delhi', category: 'cooking', country: 'IN' },
    ]);
  });
});

describe('LocalEngine: details', () => {
  it('gives the job at a position of the list last shown', async () => {
    const chat = new Conversation();
    await chat.say('jobs in Mumbai');
    const answer = await chat.say('tell me more about 2');
    expect(chat.tools.detailsAsked).toEqual([12]);
    expect(answer.text).toBe('Job 2: "Cook 12" in Mumbai, Maharashtra, ₹700 a day.');
    expect(answer.results).toEqual([{ type: 'job_details', job: fakeJob(12, { title: 'Cook 12' }) }]);

    const hindi = await chat.say('तीसरे वाले के बारे में बताओ');
    expect(chat.tools.detailsAsked).toEqual([12, 13]);
    expect(hindi.text).toMatch(/^काम 3: "Cook 13"/);
  });

  it('reads the ids from the assistant messages when the state is gone', async () => {
    const chat = new Conversation();
    chat.messages.push(
      { role: 'user', content: 'jobs in Pune' },
      { role: 'assistant', content: 'I found 2 jobs in Pune.', jobIds: [41, 42] },
    );
    await chat.say('2nd');
    expect(chat.tools.detailsAsked).toEqual([42]);
  });

  it('answers clearly when the number is out of range, the list is empty or the job is gone', async () => {
    const chat = new Conversation();
    expect((await chat.say('tell me more about 2')).text).toContain('I have not shown you any jobs yet.');
    await chat.say('jobs in Mumbai');
    expect((await chat.say('number 7')).text).toBe(
      'I showed 3 jobs, so there is no number 7. Please pick a number from 1 to 3.',
    );
    chat.tools.found = { jobs: [fakeJob(404)], total: 1 };
    await chat.say('jobs in Pune');
    expect((await chat.say('1')).text).toBe('Job 1 is no longer available.');
    expect(chat.tools.detailsAsked).toEqual([404]);
  });

  it('asks which one after "yes" to the list', async () => {
    const chat = new Conversation();
    await chat.say('jobs in Mumbai');
    expect((await chat.say('yes')).text).toBe(
      'Which one? Say its number, for example "tell me more about 2".',
    );
  });
});

describe('LocalEngine: guided posting in English', () => {
  it('asks for each field, takes corrections, needs a sign-in, then posts the draft', async () => {
    const chat = new Conversation();
    expect((await chat.say('I want to post a job')).text).toBe(
      'Let’s post your job. What is the job? Give a short title, for example "Cook for a family".',
    );
    expect((await chat.say('Cook for a family')).text).toMatch(/^How much will you pay per day\?/);
    expect((await chat.say('about six hundred')).text).toBe(
      'Please give the daily pay as a number, for example 700.',
    );
    expect((await chat.say('600')).text).toMatch(/^Which city is the job in\?/);
    expect((await chat.say('Atlantis')).text).toBe(
      'I could not find "Atlantis" in our list of cities. Please name the city, for example Mumbai or Pune.',
    );
    expect((await chat.say('Pune, Maharashtra')).text).toMatch(/^Describe the work/);
    expect((await chat.say('short')).text).toBe('Please write at least 10 characters, or say "skip".');
    expect((await chat.say('Lunch and dinner for 4 people, 10am to 8pm')).text).toMatch(
      /^Which phone number should workers call\?/,
    );
    expect((await chat.say('12345')).text).toBe('Please give a phone number with at least 10 digits.');
    expect((await chat.say('98765 43210')).text).toMatch(/^How soon do you need someone\?/);
    expect((await chat.say('skip')).text).toBe(
      'When is the work? Tell me the day, start time, hours, how many workers and when you pay, for example ' +
        '"tomorrow 9 am, 8 hours, 2 workers, paid same day". Or say "skip".',
    );
    expect((await chat.say('whenever you like')).text).toMatch(/^Please say a day like "tomorrow"/);
    const summary = await chat.say('Tomorrow 9 am, 8 hours, 2 workers, paid same day');
    expect(summary.text).toBe(
      [
        'Here is your job post:',
        'Title: Cook for a family',
        'Work: Cooking',
        'Pay: ₹600 a day',
        'Place: Pune, Maharashtra',
        'About: Lunch and dinner for 4 people, 10am to 8pm',
        'Phone: 98765 43210',
        'How soon: Normal (within a week)',
        'Shift: Tomorrow (24 November), 9 am, 8 hrs a day, 2 workers, paid the same day',
        'Shall I post it? Say "yes", or tell me what to change, for example "pay 800".',
      ].join('\n'),
    );

    const changed = await chat.say('change pay to 800');
    expect(changed.text).toMatch(/^Done, I changed it\. Here is your job post:/);
    expect(changed.text).toContain('Pay: ₹800 a day');
    expect((await chat.say('no')).text).toBe(
      'What should I change? For example "pay 800", "city Pune" or "phone 98765 43210".',
    );
    expect((await chat.say('the phone number')).text).toMatch(/^Which phone number/);
    expect((await chat.say('+91 99887 76655')).text).toContain('Phone: +91 99887 76655');
    expect((await chat.say('make it urgent')).text).toContain('How soon: Urgent (2-3 days)');
    expect((await chat.say('3 workers, starting 7:30 am')).text).toContain(
      'Shift: Tomorrow (24 November), 7:30 am, 8 hrs a day, 3 workers, paid the same day',
    );

    const signedOut = await chat.say('yes');
    expect(signedOut.text).toBe(
      'To post a job you need to sign in. Please sign in, then say "yes" and I will post it.',
    );
    expect(signedOut.results).toEqual([{ type: 'sign_in_required' }]);
    expect(chat.tools.posts).toEqual([]);

    chat.userId = 'user-1';
    const posted = await chat.say('yes');
    expect(chat.tools.posts).toEqual([
      {
        title: 'Cook for a family',
        category: 'cooking',
        dailySalary: 800,
        location: 'Pune, Maharashtra',
        description: 'Lunch and dinner for 4 people, 10am to 8pm',
        phone: '+91 99887 76655',
        urgency: 'urgent',
        timing: null,
        workDate: '2026-11-24',
        startTime: '07:30',
        hoursPerDay: 8,
        workersNeeded: 3,
        payTiming: 'same-day',
      },
    ]);
    expect(posted.text).toBe('Your job "Cook for a family" is posted. Workers can now see it and call you.');
    expect(posted.results).toEqual([
      { type: 'job_created', job: fakeJob(99, { title: 'Cook for a family', isOwner: true }) },
    ]);
    expect(chat.state).toEqual({});
  });

  it('says so when the jobs service held the post for review instead of publishing it', async () => {
    const chat = new Conversation();
    chat.userId = 'user-1';
    chat.tools.postStatus = 'held';
    await chat.say('cook needed in Andheri, 700 per day, call 98765 43210');
    await chat.say('skip');
    await chat.say('normal');
    await chat.say('skip');
    const answer = await chat.say('ok');
    expect(chat.tools.posts).toHaveLength(1);
    expect(answer.text).toMatch(/^Your job ".+" is saved, but workers do not see it yet/);
    expect(answer.text).toContain('within 24 hours');
    expect(answer.text).not.toContain('is posted');
  });

  it('takes several answers at once and maps a locality to its city', async () => {
    const chat = new Conversation();
    chat.userId = 'user-1';
    const first = await chat.say('cook needed in Andheri, 700 per day, call 98765 43210');
    expect(first.text).toMatch(/^Let’s post your job\. Describe the work/);
    await chat.say('skip');
    await chat.say('normal');
    const summary = await chat.say('skip');
    expect(summary.text).toContain('Shift: Not given\n');
    expect(summary.text).toContain('Title: Cook\n');
    expect(summary.text).toContain('Place: Mumbai, Maharashtra (Andheri)');
    expect(summary.text).toContain('About: Cook needed in Mumbai. Pay ₹700 per day.');
    await chat.say('ok');
    expect(chat.tools.posts[0]).toEqual({
      title: 'Cook',
      category: 'cooking',
      dailySalary: 700,
      location: 'Mumbai, Maharashtra',
      description: 'Cook needed in Mumbai. Pay ₹700 per day.\nArea: Andheri.',
      phone: '98765 43210',
      urgency: 'normal',
      timing: null,
    });
  });

  it('shows dollars for a US city', async () => {
    const chat = new Conversation();
    await chat.say('need a gardener in Austin, pay $150 a day, phone 512 555 0199 00');
    await chat.say('Mowing and weeding, two days a week');
    await chat.say('normal');
    const summary = await chat.say('Saturday 8 am, 6 hrs, paid at the end of the job');
    expect(summary.text).toContain('Shift: 28 November, 8 am, 6 hrs a day, paid at the end of the job');
    expect(summary.text).toContain('Pay: $150 a day');
    expect(summary.text).toContain('Place: Austin, Texas');
  });

  it('cancels at any point and forgets the draft', async () => {
    const chat = new Conversation();
    await chat.say('jobs in Mumbai');
    await chat.say('post a job');
    await chat.say('Security guard for a society');
    const cancelled = await chat.say('cancel');
    expect(cancelled.text).toBe('Okay, I have cancelled the job post.');
    expect(chat.state).toEqual({
      search: expect.objectContaining({ city: 'mumbai' }),
      shownIds: [11, 12, 13],
    });
    expect((await chat.say('yes')).text).toMatch(/^Which one\?/);
    expect(chat.tools.posts).toEqual([]);
  });

  it('reads a long answer with "stop" in it as an answer, not a cancel', async () => {
    const chat = new Conversation();
    await chat.say('driver needed in Delhi, 900 per day, phone 98765 43210');
    const answer = await chat.say('Drop the kids at school and stop at the market on the way back');
    expect(answer.text).toMatch(/^How soon do you need someone\?/);
    expect(chat.state).toMatchObject({
      draft: { description: 'Drop the kids at school and stop at the market on the way back' },
    });
    expect((await chat.say('stop')).text).toBe('Okay, I have cancelled the job post.');
  });

  it('says an unverified Call number needs verifying on the post form, and asks for another (issue #24)', async () => {
    const chat = new Conversation();
    chat.userId = 'user-1';
    await chat.say('driver needed in Delhi, 900 per day, phone 98765 43210, urgent');
    await chat.say('Drive the family car in the city, 9 to 6');
    await chat.say('5 December, 9 am, 3 days');
    chat.tools.postError = new AppError(422, 'phone_not_verified', 'This Call number is not verified yet.', {
      params: { phone: '+919876543210' },
    });
    const reply = (await chat.say('yes')).text;
    expect(reply).toContain('The number +919876543210 is not verified yet.');
    expect(reply).toContain('Post a Job page (/post)');
    chat.tools.postError = new AppError(403, 'new_account_job_limit', 'New accounts can have at most 3.');
    expect((await chat.say('98111 22333')).text).toContain('Phone: 98111 22333');
    expect((await chat.say('yes')).text).toBe(
      'New accounts can have at most 3 live jobs in their first 24 hours. Close a job or try again later; your job post is kept.',
    );
  });

  it('asks again for the field the jobs service refused, and says to wait on its limit', async () => {
    const chat = new Conversation();
    chat.userId = 'user-1';
    await chat.say('driver needed in Delhi, 900 per day, phone 98765 43210, urgent');
    await chat.say('Drive the family car in the city, 9 to 6');
    expect((await chat.say('5 December, 9 am, 3 days')).text).toContain('Shift: 5 December, 9 am, 3 days');
    chat.tools.postError = new AppError(429, 'rate_limited', 'Too many jobs posted. Try again later.');
    expect((await chat.say('yes')).text).toBe(
      'You have posted many jobs in a short time. Please try again later; your job post is kept.',
    );
    chat.tools.postError = new AppError(400, 'validation_failed', 'Please check the form.', {
      fields: { phone: 'Please enter a valid phone number (at least 10 digits)' },
    });
    expect((await chat.say('yes')).text).toBe(
      'The phone was not accepted: Please enter a valid phone number (at least 10 digits). ' +
        'Which phone number should workers call? At least 10 digits.',
    );
    chat.tools.postError = new AppError(400, 'validation_failed', 'Please check the form.', {
      fields: { workDate: 'The work date has passed. Please choose today or a later day.' },
    });
    expect((await chat.say('98111 22333')).text).toContain('Phone: 98111 22333');
    expect((await chat.say('yes')).text).toMatch(
      /^The shift was not accepted: The work date has passed\. Please choose today or a later day\. When is the work\?/,
    );
    chat.tools.postError = undefined;
    expect((await chat.say('day after tomorrow')).text).toContain(
      'Shift: Day after tomorrow (25 November)\n',
    );
    const posted = await chat.say('yes');
    expect(posted.results[0]?.type).toBe('job_created');
    expect(chat.tools.posts.map((post) => post.phone)).toEqual([
      '98765 43210',
      '98765 43210',
      '98111 22333',
      '98111 22333',
    ]);
    expect(chat.tools.posts[2]).toMatchObject({ workDate: '2026-12-05', startTime: '09:00', days: 3 });
    expect(chat.tools.posts[3]).toMatchObject({
      title: 'Driver',
      urgency: 'urgent',
      dailySalary: 900,
      workDate: '2026-11-25',
    });
    expect(chat.tools.posts[3]?.startTime).toBeUndefined();
  });

  it('gives the reason of the field it asks for again when the jobs service refuses several', async () => {
    const chat = new Conversation();
    chat.userId = 'user-1';
    await chat.say('driver needed in Delhi, 900 per day, phone 98765 43210, urgent');
    await chat.say('Drive the family car in the city, 9 to 6');
    await chat.say('5 December, 9 am');
    chat.tools.postError = new AppError(400, 'validation_failed', 'Please check the form.', {
      fields: { workDate: 'The work date has passed.', phone: 'Please enter a valid phone number' },
    });
    expect((await chat.say('yes')).text).toBe(
      'The phone was not accepted: Please enter a valid phone number. ' +
        'Which phone number should workers call? At least 10 digits.',
    );
    expect(chat.state).toMatchObject({ asking: 'phone', draft: { workDate: '2026-12-05' } });
  });

  it('keeps the draft while the user searches, and resumes it on "post a job"', async () => {
    const chat = new Conversation();
    await chat.say('post a job');
    await chat.say('Painter for a 2BHK flat');
    const aside = await chat.say('find painting jobs in Pune');
    expect(chat.tools.searches).toHaveLength(1);
    expect(aside.text).toContain('Your job post is saved: say "post a job" to finish it.');
    expect((await chat.say('post a job')).text).toBe(
      'Let’s finish your job post. How much will you pay per day? Just the number, for example 700.',
    );
  });
});

describe('LocalEngine: guided posting in Hindi and Hinglish', () => {
  it('runs the whole post in Devanagari with corrections', async () => {
    const chat = new Conversation({ locale: 'hi' });
    expect((await chat.say('मुझे काम पोस्ट करना है')).text).toBe(
      'चलिए, आपका काम पोस्ट करते हैं। काम क्या है? छोटा सा नाम बताइए, जैसे "घर के लिए रसोइया"।',
    );
    expect((await chat.say('घर के लिए रसोइया')).text).toBe('रोज़ कितने पैसे देंगे? सिर्फ़ नंबर लिखिए, जैसे 700।');
    expect((await chat.say('700 रुपये')).text).toBe('काम किस शहर में है? जैसे मुंबई, पुणे या दिल्ली।');
    expect((await chat.say('अंधेरी')).text).toMatch(/^काम के बारे में/);
    expect((await chat.say('सुबह और शाम का खाना बनाना है, 4 लोग')).text).toMatch(/^काम करने वाले किस फ़ोन नंबर/);
    expect((await chat.say('९८७६५ ४३२१०')).text).toMatch(/^आदमी कितनी जल्दी चाहिए\?/);
    expect((await chat.say('तुरंत')).text).toMatch(/^काम कब है\?/);
    const summary = await chat.say('कल सुबह 9 बजे, 8 घंटे, 2 लोग, पैसे उसी दिन');
    expect(summary.text).toContain('काम का समय: कल (24 नवंबर), सुबह 9 बजे, रोज़ 8 घंटे, 2 लोग, पैसे उसी दिन');
    expect(summary.text).toContain('काम का नाम: घर के लिए रसोइया');
    expect(summary.text).toContain('पैसे: रोज़ ₹700');
    expect(summary.text).toContain('कितनी जल्दी: तुरंत (आज या कल)');
    expect((await chat.say('नहीं')).text).toMatch(/^क्या बदलना है\?/);
    const changed = await chat.say('पैसे 800');
    expect(changed.text).toMatch(/^ठीक है, बदल दिया।/);
    expect(changed.text).toContain('पैसे: रोज़ ₹800');
    const moved = await chat.say('शहर पुणे');
    expect(moved.text).toContain('जगह: Pune, Maharashtra');

    const signedOut = await chat.say('हाँ');
    expect(signedOut.results).toEqual([{ type: 'sign_in_required' }]);
    expect(signedOut.text).toMatch(/^काम पोस्ट करने के लिए साइन इन करना होगा।/);
    chat.userId = 'user-2';
    const posted = await chat.say('हाँ');
    expect(posted.text).toBe(
      'आपका काम "घर के लिए रसोइया" पोस्ट हो गया। अब काम करने वाले इसे देखकर आपको कॉल कर सकते हैं।',
    );
    expect(chat.tools.posts).toEqual([
      {
        title: 'घर के लिए रसोइया',
        category: 'cooking',
        dailySalary: 800,
        location: 'Pune, Maharashtra',
        description: 'सुबह और शाम का खाना बनाना है, 4 लोग',
        phone: '98765 43210',
        urgency: 'immediate',
        timing: null,
        workDate: '2026-11-24',
        startTime: '09:00',
        hoursPerDay: 8,
        workersNeeded: 2,
        payTiming: 'same-day',
      },
    ]);
  });

  it('runs a Hinglish post, with the role as the title', async () => {
    const chat = new Conversation();
    chat.userId = 'user-3';
    expect((await chat.say('mujhe ek driver chahiye Pune mein')).text).toBe(
      'Chaliye, aapka kaam post karte hain. Roz kitne paise denge? Sirf number likhiye, jaise 700.',
    );
    await chat.say('800 roz');
    await chat.say('skip');
    await chat.say('9876543210');
    expect((await chat.say('jaldi')).text).toMatch(/^Kaam kab hai\?/);
    const summary = await chat.say('parson shaam 5 baje, 10 ghante, paisa har hafte');
    expect(summary.text).toContain(
      'Kaam ka time: Parson (25 November), shaam 5 baje, roz 10 ghante, paisa har hafte',
    );
    expect(summary.text).toContain('Kaam ka naam: Driver');
    expect(summary.text).toContain('Details: Pune mein Driver chahiye. Roz ₹800.');
    expect(summary.text).toContain('Kitni jaldi: Urgent (2-3 din mein)');
    await chat.say('haan ji post kar do');
    expect(chat.tools.posts[0]).toMatchObject({
      title: 'Driver',
      category: 'delivery-transport',
      dailySalary: 800,
      location: 'Pune, Maharashtra',
      urgency: 'urgent',
      workDate: '2026-11-25',
      startTime: '17:00',
      hoursPerDay: 10,
      payTiming: 'weekly',
    });
  });

  it('cancels in Hinglish and Hindi', async () => {
    const chat = new Conversation();
    await chat.say('kaam dena hai');
    expect((await chat.say('ruko')).text).toBe('Theek hai, kaam ki post cancel kar di.');
    await chat.say('मुझे काम पोस्ट करना है');
    expect((await chat.say('रद्द')).text).toBe('ठीक है, काम की पोस्ट रद्द कर दी।');
    expect(chat.state).toEqual({});
  });
});

describe('LocalEngine: Spanish (issue #27)', () => {
  it('searches in Spanish and answers in Spanish, with dollars for a US city', async () => {
    const chat = new Conversation({ locale: 'es', country: 'US' });
    const answer = await chat.say('trabajo de pintor en Austin por menos de 200');
    expect(chat.tools.searches[0]?.criteria).toEqual({
      city: 'austin',
      category: 'painting',
      maxPay: 200,
      country: 'US',
    });
    expect(answer.text).toBe(
      'Encontré 12 trabajos en Austin (Pintura, hasta $200 por día). Estos son los primeros 3.',
    );
    const refined = await chat.say('solo los urgentes');
    expect(chat.tools.searches[1]?.criteria).toMatchObject({ city: 'austin', urgentOnly: true });
    expect(refined.text).toMatch(/^Encontré 12 trabajos en Austin \(.*solo urgentes\)/);
    expect((await chat.say('dígame más del 2')).text).toBe(
      'Trabajo 2: "Cook 12" en Mumbai, Maharashtra, ₹700 por día.',
    );
    expect((await new Conversation({ locale: 'es' }).say('trabajo de limpieza en Los Ángeles')).text).toMatch(
      /^Encontré 12 trabajos en Los Ángeles \(/,
    );
  });

  it('runs the whole job post in Spanish', async () => {
    const chat = new Conversation({ locale: 'es', country: 'US' });
    chat.userId = 'user-es';
    expect((await chat.say('quiero publicar un trabajo')).text).toBe(
      'Vamos a publicar su trabajo. ¿Qué trabajo es? Dé un título corto, por ejemplo "Cocinera para una familia".',
    );
    expect((await chat.say('Para los sábados')).text).toMatch(/^¿Qué tipo de trabajo es\?/);
    expect((await chat.say('limpieza')).text).toBe(
      '¿Cuánto va a pagar por día? Solo el número, por ejemplo 150.',
    );
    expect((await chat.say('150')).text).toMatch(/^¿En qué ciudad es el trabajo\?/);
    expect((await chat.say('Houston')).text).toMatch(/^Describa el trabajo/);
    expect((await chat.say('Limpiar una casa de 3 cuartos, de 9 a 3')).text).toMatch(
      /^¿A qué número deben llamar/,
    );
    expect((await chat.say('713 555 0147')).text).toMatch(/^¿Para cuándo necesita a alguien\?/);
    expect((await chat.say('urgente')).text).toMatch(/^¿Cuándo es el trabajo\?/);
    const summary = await chat.say('mañana a las 9 de la mañana, 8 horas, 2 trabajadores, pago el mismo día');
    expect(summary.text).toContain(
      'Turno: Mañana (24 de noviembre), 9 de la mañana, 8 horas por día, 2 trabajadores, pago el mismo día',
    );
    expect(summary.text).toContain('Este es su anuncio de trabajo:');
    expect(summary.text).toContain('Título: Para los sábados');
    expect(summary.text).toContain('Tipo de trabajo: Limpieza');
    expect(summary.text).toContain('Pago: $150 por día');
    expect(summary.text).toContain('Para cuándo: Urgente');
    expect(summary.text).toContain('¿Lo publico?');
    const changed = await chat.say('no, el pago es 160');
    expect(changed.text).toMatch(/^Listo, ya lo cambié\./);
    expect(changed.text).toContain('Pago: $160 por día');
    const posted = await chat.say('sí, publíquelo');
    expect(posted.text).toBe(
      'Su trabajo "Para los sábados" está publicado. Los trabajadores ya lo pueden ver y llamarle.',
    );
    expect(chat.tools.posts[0]).toMatchObject({
      title: 'Para los sábados',
      category: 'cleaning',
      dailySalary: 160,
      location: 'Houston, Texas',
      phone: '713 555 0147',
      urgency: 'urgent',
      workDate: '2026-11-24',
      startTime: '09:00',
      hoursPerDay: 8,
      workersNeeded: 2,
      payTiming: 'same-day',
    });
  });

  it('takes a role with details in one message, titles it in Spanish, and cancels in Spanish', async () => {
    const chat = new Conversation({ locale: 'es', country: 'US' });
    expect((await chat.say('busco cocinera en Los Ángeles, 140 al día, llamar al 213 555 0147')).text).toBe(
      'Vamos a publicar su trabajo. Describa el trabajo en una o dos líneas: horario, tareas, lo que deben saber los trabajadores. O diga "saltar".',
    );
    expect(chat.state).toMatchObject({
      draft: { title: 'Cocinera', category: 'cooking', dailySalary: 140, citySlug: 'los-angeles' },
    });
    expect((await chat.say('ya no, olvídelo')).text).toBe('Muy bien, cancelé la publicación del trabajo.');
  });
});

describe('LocalEngine: Marathi, Bengali, Telugu and Tamil searches (issue #27)', () => {
  it('answers a Bengali search in Bengali, with the city in Bengali script', async () => {
    const chat = new Conversation({ locale: 'bn' });
    const answer = await chat.say('কলকাতায় রান্নার কাজ ৪০০ টাকার বেশি');
    expect(chat.tools.searches[0]?.criteria).toEqual({
      city: 'kolkata',
      category: 'cooking',
      minPay: 400,
      country: 'IN',
    });
    expect(answer.text).toBe(
      'কলকাতা: 12টি কাজ পাওয়া গেছে (রান্নার কাজ, দিনে ₹400 বা বেশি)। প্রথম 3টি দেখাচ্ছি।',
    );
  });

  it('answers Marathi, Telugu and Tamil searches in their scripts', async () => {
    expect((await new Conversation().say('पुण्यात स्वयंपाकाचे काम')).text).toMatch(/^पुणे: 12 कामे मिळाली \(/);
    expect((await new Conversation().say('హైదరాబాద్‌లో క్లీనింగ్ పని')).text).toMatch(/^హైదరాబాద్: 12 పనులు దొరికాయి \(/);
    expect((await new Conversation().say('சென்னையில் வேலை')).text).toBe(
      'சென்னை: 12 வேலைகள் கிடைத்தன. முதல் 3 இதோ.',
    );
  });

  it('answers a Tamil search and its refinements in Tamil, with the city in Tamil script', async () => {
    const chat = new Conversation({ locale: 'ta' });
    const answer = await chat.say('கோவையில் சமையல் வேலை 500க்கு மேல்');
    expect(chat.tools.searches[0]?.criteria).toEqual({
      city: 'coimbatore',
      category: 'cooking',
      minPay: 500,
      country: 'IN',
    });
    expect(answer.text).toBe('கோயம்புத்தூர்: 12 வேலைகள் கிடைத்தன (சமையல், நாளுக்கு ₹500 அல்லது அதிகம்). முதல் 3 இதோ.');
    const urgent = await chat.say('அவசர வேலை மட்டும்');
    expect(chat.tools.searches[1]?.criteria).toMatchObject({
      city: 'coimbatore',
      category: 'cooking',
      minPay: 500,
      urgentOnly: true,
    });
    expect(urgent.text).toMatch(/^கோயம்புத்தூர்: 12 வேலைகள் கிடைத்தன \(.*அவசரம் மட்டும்\)/);
    const moved = await chat.say('கோவைக்கு பதிலா சென்னைல');
    expect(chat.tools.searches[2]?.criteria).toMatchObject({ city: 'chennai', category: 'cooking' });
    expect(moved.text).toMatch(/^சென்னை: 12 வேலைகள் கிடைத்தன/);
    const capped = await chat.say('800க்குள்');
    expect(chat.tools.searches[3]?.criteria).toMatchObject({ city: 'chennai', minPay: 500, maxPay: 800 });
    expect(capped.text).toMatch(/நாளுக்கு ₹500 முதல் ₹800 வரை/);
  });

  it('greets, helps and admits what it does not understand, in Tamil', async () => {
    expect((await new Conversation().say('வணக்கம்')).text).toMatch(/^வணக்கம்! உங்கள் அருகில் தினசரி வேலை/);
    expect((await new Conversation().say('உதவி')).text).toMatch(/^நான் வேலை தேடித் தர முடியும்/);
    expect((await new Conversation().say('ஏதோ ஒன்று')).text).toMatch(/^மன்னிக்கவும், புரியவில்லை\./);
  });

  it('answers in the interface language when a message does not tell (Marathi, not Hindi)', async () => {
    const chat = new Conversation({ locale: 'mr' });
    expect((await chat.say('पुणे')).text).toMatch(/^पुणे: 12 कामे मिळाली/);
  });
});

describe('LocalEngine: language, state and streaming', () => {
  it('answers in the script the user wrote in', async () => {
    const chat = new Conversation();
    expect((await chat.say('दिल्ली में सफाई का काम')).text).toBe('दिल्ली में 12 काम मिले (सफाई)। पहले 3 ये रहे।');
    expect((await chat.say('Delhi mein safai ka kaam')).text).toBe(
      'Delhi mein 12 kaam mile (Safai). Pehle 3 ye rahe.',
    );
    expect((await chat.say('cleaning jobs in Delhi')).text).toBe(
      'I found 12 jobs in Delhi (Cleaning). Here are the first 3.',
    );
  });

  it('keeps the last language for a message without telling words, else the interface language', async () => {
    const chat = new Conversation();
    await chat.say('मुंबई में काम');
    expect((await chat.say('2')).text).toMatch(DEVANAGARI);
    const fresh = new Conversation({ locale: 'hi' });
    expect((await fresh.say('Pune')).text).toMatch(DEVANAGARI);
    const english = new Conversation({ locale: 'en' });
    expect((await english.say('Pune')).text).toBe('I found 12 jobs in Pune. Here are the first 3.');
  });

  it('greets, helps and admits what it does not understand, in the right language', async () => {
    const chat = new Conversation();
    expect((await chat.say('hello')).text).toMatch(/^Hello! I can find daily work/);
    expect((await chat.say('namaste')).text).toMatch(/^Namaste! Main aapke paas/);
    expect((await chat.say('मदद')).text).toMatch(/^मैं काम ढूंढ सकता हूँ/);
    expect((await new Conversation().say('asdfgh')).text).toMatch(/^Sorry, I did not understand\./);
  });

  it('ignores a state it does not understand', async () => {
    const chat = new Conversation();
    chat.state = { draft: { dailySalary: 'lots' }, asking: 'everything', search: 42 };
    const answer = await chat.say('yes');
    expect(answer.text).toBe('Okay. What would you like to do? You can search for work or post a job.');
    expect(chat.tools.posts).toEqual([]);
  });

  it('gives the same answer to the same conversation', async () => {
    const run = async () => {
      const chat = new Conversation();
      await chat.say('delivery jobs in Mumbai above 600');
      return (await chat.say('cook needed in Andheri, 700 per day')).events;
    };
    expect(await run()).toEqual(await run());
  });

  it('stops when the request is aborted', async () => {
    const tools = new FakeTools();
    const controller = new AbortController();
    const events: AssistantEvent[] = [];
    const context = {
      messages: [{ role: 'user' as const, content: 'post a job please, I need a cook in Pune' }],
      state: undefined,
      userId: null,
      locale: 'en' as const,
      country: 'IN' as const,
      today: '2026-11-23',
      signal: controller.signal,
      tools,
    };
    for await (const event of new LocalEngine().reply(context)) {
      events.push(event);
      controller.abort();
    }
    expect(events).toHaveLength(1);

    const aborted = new AbortController();
    aborted.abort();
    const none: AssistantEvent[] = [];
    for await (const event of new LocalEngine().reply({
      ...context,
      messages: [{ role: 'user', content: 'jobs in Pune' }],
      signal: aborted.signal,
    })) {
      none.push(event);
    }
    expect(none).toEqual([]);
    expect(tools.searches).toEqual([]);
  });
});

import type { home } from './en-home';

/** Bengali texts of the home page (twin of en-home.ts). */
export const homeBn: typeof home = {
  documentTitle: '{{siteName}}: আপনার কাছেই রোজের কাজ',
  eyebrow: 'সাফাই, রান্না, ড্রাইভার, মজুর, গার্ড আর আরও অনেক কাজ',
  title: 'আপনার কাছেই রোজের কাজ',
  promise: '3 ক্লিকে কাজ খুঁজুন, 2 ধাপে কাজ পোস্ট করুন।',
  cards: {
    findJob: { title: 'কাজ খুঁজুন', body: 'আপনার শহরে রোজের মজুরির কাজ দেখুন, মালিককে কল করুন।' },
    postJob: { title: 'কাজ পোস্ট করুন', body: '2টি সহজ ধাপে কর্মী খুঁজুন। একদম ফ্রি।' },
    assistant: {
      title: 'AI কাজের সহকারী',
      body: 'সহজ কথায় বলুন বা লিখুন। সে আপনার জন্য কাজ খুঁজে দেবে বা পোস্ট করে দেবে।',
    },
  },
  stats: {
    heading: 'আজ {{siteName}}-এ',
    jobsToday: { value: '{{value}}', label: 'আজ পোস্ট হওয়া কাজ' },
    hired: { value: '{{value}}', label: 'মানুষ কাজ পেয়েছেন' },
    fillTime: { value: '{{value}} ঘণ্টার কম', label: 'লোক পেতে গড়ে যত সময় লাগে' },
    employers: { value: '{{value}}', label: 'যাচাই করা মালিক' },
  },
  categories: {
    heading: 'জনপ্রিয় কাজের ধরন',
    lead: 'আপনি যে কাজ করেন তা বেছে নিন।',
  },
  today: {
    heading: 'আজ পোস্ট হওয়া কাজ',
    lead: 'আপনার কাছের নতুন কাজ, প্রতি ঘণ্টায় আপডেট হয়।',
    viewAll: 'আজকের সব কাজ দেখুন',
    loading: 'কাজ লোড হচ্ছে...',
    urgent: 'জরুরি কাজ',
    perDay: '{{amount}}/দিন',
    posted: 'পোস্ট: {{date}}',
  },
  how: {
    heading: 'কীভাবে কাজ করে',
    findTitle: '3 ধাপে কাজ খুঁজুন',
    find: {
      city: { title: 'আপনার শহর বেছে নিন', body: 'ওপরের বাক্সে আপনার শহর লিখুন।' },
      job: { title: 'একটি কাজ বেছে নিন', body: 'মজুরি, জায়গা আর সময় দেখে নিন।' },
      call: { title: 'কল বা মেসেজ করুন', body: 'মালিকের সাথে সরাসরি কথা বলুন। কোনো দালাল নেই, কোনো ফি নেই।' },
    },
    hireTitle: '2 ধাপে কর্মী নিন',
    hire: {
      post: { title: 'আপনার কাজ পোস্ট করুন', body: 'কী কাজ, কোথায় আর রোজের মজুরি কত, লিখুন। এটা ফ্রি।' },
      calls: { title: 'কর্মীদের কল পান', body: 'কাছের কর্মীরা আপনাকে সরাসরি কল বা মেসেজ করবেন।' },
    },
  },
  cta: {
    heading: 'শুরু করবেন?',
    body: 'আজই কাজ খুঁজুন, বা আজই কর্মী খুঁজুন।',
    findWork: 'এখনই কাজ খুঁজুন',
    postJob: 'ফ্রিতে কাজ পোস্ট করুন',
  },
};

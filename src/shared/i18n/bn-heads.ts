import type { heads } from './en-heads';

/** Bengali page heads (twin of en-heads.ts; the server's instance only). */
export const headsBn: typeof heads = {
  pageTitle: '{{page}} | {{siteName}}',
  notFound: 'পেজ পাওয়া যায়নি | {{siteName}}',
  breadcrumbs: {
    home: 'হোম',
    cities: 'শহর',
    allJobs: 'সব কাজ',
    category: 'কাজ: {{category}}',
    city: '{{city}}-এ কাজ',
    categoryInCity: '{{city}}-এ কাজ: {{category}}',
  },
  home: {
    title: '{{siteName}}: আপনার কাছেই রোজের কাজ',
    description: 'ভারত আর আমেরিকায় রোজের মজুরির কাজ খুঁজুন, বা কাছের কর্মী খুঁজুন। {{siteName}}-এ কাজ পোস্ট করা ফ্রি।',
  },
  cities: {
    title: 'আপনার শহরে কাজ খুঁজুন | {{siteName}}',
    description:
      'ভারত আর আমেরিকার নানা শহরে রোজের মজুরির কাজ। {{siteName}}-এ আপনার শহর বেছে নিন, সেখানকার কাজ দেখুন।',
  },
  category: {
    notFound: 'এই কাজের ধরন পাওয়া যায়নি | {{siteName}}',
    title: 'কাজ: {{category}} | {{siteName}}',
    description:
      'আপনার কাছে রোজের মজুরির কাজ: {{category}}। মালিককে সরাসরি কল করুন; {{siteName}}-এ কাজ পোস্ট করা ফ্রি।',
  },
  categoryInCity: {
    title: '{{city}}-এ কাজ: {{category}} | {{siteName}}',
    description: '{{city}}-এ রোজের মজুরির কাজ: {{category}}। {{siteName}}-এ মালিককে সরাসরি কল করুন।',
  },
  allJobs: {
    title: 'সব কাজ | {{siteName}}',
    description: 'ভারত আর আমেরিকায় রোজের মজুরির কাজ, নতুন কাজ আগে। {{siteName}}-এ কাজ পোস্ট করা ফ্রি।',
  },
  city: {
    title: '{{city}}-এ কাজ | {{siteName}}',
    description:
      '{{place}}-এ রোজের মজুরির কাজ: বাড়ির কাজ, ডেলিভারি, নির্মাণের কাজ, দোকান, সিকিউরিটি আর আরও অনেক কিছু। মালিককে সরাসরি কল করুন।',
  },
  job: {
    notFound: 'কাজ পাওয়া যায়নি | {{siteName}}',
    title: '{{title}}, {{city}} | {{siteName}}',
    description: '{{place}}-এ দিনে {{pay}}। {{description}}',
    closedTitle: '{{title}} (আর পাওয়া যাবে না) | {{siteName}}',
    closedDescription: '{{place}}-এর এই কাজটি আর নেই। {{siteName}}-এ রোজের অন্য কাজ খুঁজুন।',
    startTime: '{{time}} থেকে',
    hoursPerDay: 'দিনে {{hours}} ঘণ্টা',
    days_one: '{{count}} দিনের জন্য',
    days_other: '{{count}} দিনের জন্য',
    meals: 'খাবার দেওয়া হবে',
    travel: 'যাতায়াতের ভাড়া দেওয়া হবে',
  },
  post: {
    title: 'ফ্রিতে কাজ পোস্ট করুন | {{siteName}}',
    description: '2টি সহজ ধাপে রোজের মজুরির কাজ ফ্রিতে পোস্ট করুন। কাছের কর্মীরা আপনাকে সরাসরি কল বা মেসেজ করবেন।',
  },
  assistant: {
    description: 'লিখে বা বলে কাজ খুঁজুন বা কাজ পোস্ট করুন, বাংলায়, ইংরেজিতে বা হিন্দিতে।',
  },
  profile: {
    description: '{{siteName}}-এ {{name}}। {{rated}}',
    unrated: 'এখনও কোনো রেটিং নেই।',
    rated_one: '{{count}}টি রেটিং থেকে {{average}} স্টার।',
    rated_other: '{{count}}টি রেটিং থেকে {{average}} স্টার।',
  },
  messages: 'মেসেজ | {{siteName}}',
  unsubscribe: 'ইমেল সেটিংস | {{siteName}}',
  notifications: 'নোটিফিকেশন | {{siteName}}',
  moderation: 'মডারেশন | {{siteName}}',
};

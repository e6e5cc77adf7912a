import type { heads } from './en-heads';

/** Hindi page heads (twin of en-heads.ts; the server's instance only). */
export const headsHi: typeof heads = {
  pageTitle: '{{page}} | {{siteName}}',
  notFound: 'पेज नहीं मिला | {{siteName}}',
  breadcrumbs: {
    home: 'होम',
    cities: 'शहर',
    allJobs: 'सारे काम',
    category: 'काम: {{category}}',
    city: '{{city}} में काम',
    categoryInCity: '{{city}} में काम: {{category}}',
  },
  home: {
    title: '{{siteName}}: आपके पास रोज़ का काम',
    description:
      'भारत और अमेरिका में रोज़ के पैसे वाला काम ढूँढें या अपने पास काम करने वाले ढूँढें। {{siteName}} पर काम पोस्ट करना मुफ़्त है।',
  },
  cities: {
    title: 'अपने शहर में काम ढूँढें | {{siteName}}',
    description: 'भारत और अमेरिका के शहरों में रोज़ के पैसे वाले काम। {{siteName}} पर अपना शहर चुनें और वहाँ के काम देखें।',
  },
  category: {
    notFound: 'यह काम का प्रकार नहीं मिला | {{siteName}}',
    title: 'काम: {{category}} | {{siteName}}',
    description:
      'आपके पास रोज़ के पैसे वाले काम: {{category}}। काम देने वाले को सीधे कॉल करें; {{siteName}} पर काम पोस्ट करना मुफ़्त है।',
  },
  categoryInCity: {
    title: '{{city}} में काम: {{category}} | {{siteName}}',
    description: '{{city}} में रोज़ के पैसे वाले काम: {{category}}। {{siteName}} पर काम देने वाले को सीधे कॉल करें।',
  },
  allJobs: {
    title: 'सारे काम | {{siteName}}',
    description: 'भारत और अमेरिका में रोज़ के पैसे वाले काम, नए काम पहले। {{siteName}} पर काम पोस्ट करना मुफ़्त है।',
  },
  city: {
    title: '{{city}} में काम | {{siteName}}',
    description:
      '{{place}} में रोज़ के पैसे वाले काम: घर का काम, डिलीवरी, मिस्त्री-मज़दूरी, दुकान, गार्ड और बहुत कुछ। काम देने वाले को सीधे कॉल करें।',
  },
  job: {
    notFound: 'काम नहीं मिला | {{siteName}}',
    title: '{{title}}, {{city}} | {{siteName}}',
    description: '{{place}} में रोज़ {{pay}}। {{description}}',
    closedTitle: '{{title}} (अब उपलब्ध नहीं) | {{siteName}}',
    closedDescription: '{{place}} का यह काम अब उपलब्ध नहीं है। {{siteName}} पर रोज़ का दूसरा काम ढूँढें।',
    startTime: '{{time}} बजे से',
    hoursPerDay: 'रोज़ {{hours}} घंटे',
    days_one: '{{count}} दिन के लिए',
    days_other: '{{count}} दिन के लिए',
    meals: 'खाना मिलेगा',
    travel: 'आने-जाने का किराया मिलेगा',
  },
  post: {
    title: 'मुफ़्त में काम पोस्ट करें | {{siteName}}',
    description:
      '2 आसान स्टेप में रोज़ के पैसे वाला काम मुफ़्त में पोस्ट करें। आपके पास के काम करने वाले आपको सीधे कॉल या मैसेज करते हैं।',
  },
  assistant: {
    description: 'लिखकर या बोलकर काम ढूँढें या काम पोस्ट करें, हिन्दी या English में।',
  },
  profile: {
    description: '{{siteName}} पर {{name}}। {{rated}}',
    unrated: 'अभी कोई रेटिंग नहीं।',
    rated_one: '{{count}} रेटिंग से {{average}} स्टार।',
    rated_other: '{{count}} रेटिंग से {{average}} स्टार।',
  },
  messages: 'मैसेज | {{siteName}}',
  unsubscribe: 'ईमेल सेटिंग्स | {{siteName}}',
  notifications: 'सूचनाएँ | {{siteName}}',
  moderation: 'मॉडरेशन | {{siteName}}',
};

import type { heads } from './en-heads';

/** Marathi page heads the server renders (twin of en-heads.ts). */
export const headsMr: typeof heads = {
  pageTitle: '{{page}} | {{siteName}}',
  notFound: 'पेज सापडले नाही | {{siteName}}',
  breadcrumbs: {
    home: 'होम',
    cities: 'शहरे',
    allJobs: 'सगळी कामे',
    category: 'काम: {{category}}',
    city: '{{city}} मधील कामे',
    categoryInCity: '{{city}} मधील कामे: {{category}}',
  },
  home: {
    title: '{{siteName}}: तुमच्या जवळ रोजचे काम',
    description:
      'भारत आणि अमेरिकेत रोजंदारीचे काम शोधा किंवा जवळचे कामगार कामावर ठेवा. {{siteName}} वर काम पोस्ट करणे मोफत आहे.',
  },
  cities: {
    title: 'तुमच्या शहरात काम शोधा | {{siteName}}',
    description:
      'भारत आणि अमेरिकेतील शहरांमध्ये रोजंदारीची कामे. {{siteName}} वर तिथली कामे पाहण्यासाठी तुमचे शहर निवडा.',
  },
  category: {
    notFound: 'कामाचा प्रकार सापडला नाही | {{siteName}}',
    title: 'काम: {{category}} | {{siteName}}',
    description:
      'तुमच्या जवळ रोजंदारीचे काम: {{category}}. काम देणाऱ्यांना थेट कॉल करा; {{siteName}} वर काम पोस्ट करणे मोफत आहे.',
  },
  categoryInCity: {
    title: '{{city}} मधील कामे: {{category}} | {{siteName}}',
    description: '{{city}} मध्ये रोजंदारीचे काम: {{category}}. {{siteName}} वर काम देणाऱ्यांना थेट कॉल करा.',
  },
  allJobs: {
    title: 'सगळी कामे | {{siteName}}',
    description: 'भारत आणि अमेरिकेतील रोजंदारीची कामे, नवीन आधी. {{siteName}} वर काम पोस्ट करणे मोफत आहे.',
  },
  city: {
    title: '{{city}} मधील कामे | {{siteName}}',
    description:
      '{{place}} मधील रोजंदारीची कामे: घरकाम, डिलिव्हरी, बांधकाम, दुकान, सिक्युरिटी आणि आणखी. काम देणाऱ्यांना थेट कॉल करा.',
  },
  job: {
    notFound: 'काम सापडले नाही | {{siteName}}',
    title: '{{city}} मध्ये {{title}} | {{siteName}}',
    description: '{{place}} मध्ये {{pay}}/दिवस. {{description}}',
    closedTitle: '{{title}} (आता उपलब्ध नाही) | {{siteName}}',
    closedDescription: '{{place}} मधील हे काम आता उपलब्ध नाही. {{siteName}} वर दुसरे रोजचे काम शोधा.',
    startTime: '{{time}} पासून',
    hoursPerDay: 'दिवसाला {{hours}} तास',
    days_one: '{{count}} दिवसासाठी',
    days_other: '{{count}} दिवसांसाठी',
    meals: 'जेवण मिळेल',
    travel: 'प्रवासखर्च मिळेल',
  },
  post: {
    title: 'मोफत काम पोस्ट करा | {{siteName}}',
    description: '2 सोप्या पायऱ्यांत रोजंदारीचे काम मोफत पोस्ट करा. जवळचे कामगार तुम्हाला थेट कॉल किंवा मेसेज करतात.',
  },
  assistant: {
    description: 'गप्पा मारून किंवा बोलून काम शोधा किंवा काम पोस्ट करा, इंग्रजी किंवा हिंदीत.',
  },
  profile: {
    description: '{{siteName}} वर {{name}}. {{rated}}',
    unrated: 'अजून रेटिंग नाही.',
    rated_one: '{{count}} रेटिंगमधून {{average}} स्टार.',
    rated_other: '{{count}} रेटिंगमधून {{average}} स्टार.',
  },
  messages: 'मेसेज | {{siteName}}',
  unsubscribe: 'ईमेल सेटिंग्ज | {{siteName}}',
  notifications: 'सूचना | {{siteName}}',
  moderation: 'मॉडरेशन | {{siteName}}',
};

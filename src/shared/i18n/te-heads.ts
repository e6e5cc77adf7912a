import type { heads } from './en-heads';

/** Telugu page heads the server renders: titles, descriptions, breadcrumb names (twin of en-heads.ts). */
export const headsTe: typeof heads = {
  pageTitle: '{{page}} | {{siteName}}',
  notFound: 'పేజీ దొరకలేదు | {{siteName}}',
  breadcrumbs: {
    home: 'హోమ్',
    cities: 'ఊర్లు',
    allJobs: 'అన్ని పనులు',
    category: '{{category}} పనులు',
    city: '{{city}} లో పనులు',
    categoryInCity: '{{city}} లో {{category}} పనులు',
  },
  home: {
    title: '{{siteName}}: మీ దగ్గర రోజు కూలీ పని',
    description: 'భారత్, అమెరికా లో రోజు కూలీ పని వెతకండి, లేదా దగ్గరలోని పనివారిని పెట్టుకోండి. {{siteName}} లో పని పోస్ట్ చేయడం ఉచితం.',
  },
  cities: {
    title: 'మీ ఊరిలో పని వెతకండి | {{siteName}}',
    description: 'భారత్, అమెరికా లోని ఊర్లలో రోజు కూలీ పనులు. {{siteName}} లో మీ ఊరి పనులు చూడడానికి మీ ఊరు ఎంచుకోండి.',
  },
  category: {
    notFound: 'పని రకం దొరకలేదు | {{siteName}}',
    title: '{{category}} పనులు | {{siteName}}',
    description:
      'మీ దగ్గర రోజు కూలీ {{category}} పనులు. పని ఇచ్చేవారికి నేరుగా కాల్ చేయండి; {{siteName}} లో పని పోస్ట్ చేయడం ఉచితం.',
  },
  categoryInCity: {
    title: '{{city}} లో {{category}} పనులు | {{siteName}}',
    description: '{{city}} లో రోజు కూలీ {{category}} పనులు. {{siteName}} లో పని ఇచ్చేవారికి నేరుగా కాల్ చేయండి.',
  },
  allJobs: {
    title: 'అన్ని పనులు | {{siteName}}',
    description: 'భారత్, అమెరికా లో రోజు కూలీ పనులు, కొత్తవి ముందు. {{siteName}} లో పని పోస్ట్ చేయడం ఉచితం.',
  },
  city: {
    title: '{{city}} లో పనులు | {{siteName}}',
    description:
      '{{place}} లో రోజు కూలీ పనులు: ఇంటి పని, డెలివరీ, కట్టడం పని, షాపులు, సెక్యూరిటీ ఇంకా ఎన్నో. పని ఇచ్చేవారికి నేరుగా కాల్ చేయండి.',
  },
  job: {
    notFound: 'పని దొరకలేదు | {{siteName}}',
    title: '{{city}} లో {{title}} | {{siteName}}',
    description: '{{place}} లో {{pay}}/రోజు. {{description}}',
    closedTitle: '{{title}} (ఇప్పుడు లేదు) | {{siteName}}',
    closedDescription: '{{place}} లోని ఈ పని ఇప్పుడు లేదు. {{siteName}} లో వేరే రోజు కూలీ పని వెతకండి.',
    startTime: '{{time}} నుండి',
    hoursPerDay: 'రోజుకు {{hours}} గంటలు',
    days_one: '{{count}} రోజు',
    days_other: '{{count}} రోజులు',
    meals: 'భోజనం ఇస్తారు',
    travel: 'రాకపోకల ఖర్చు ఇస్తారు',
  },
  post: {
    title: 'ఉచితంగా పని పోస్ట్ చేయండి | {{siteName}}',
    description: '2 సులభమైన స్టెప్స్ లో రోజు కూలీ పని పోస్ట్ చేయండి, ఉచితంగా. దగ్గరలోని పనివారు మీకు నేరుగా కాల్ లేదా మెసేజ్ చేస్తారు.',
  },
  assistant: {
    description: 'చాట్ చేసి లేదా మాట్లాడి పని వెతకండి, లేదా పని పోస్ట్ చేయండి, ఇంగ్లీష్ లేదా హిందీ లో.',
  },
  profile: {
    description: '{{siteName}} లో {{name}}. {{rated}}',
    unrated: 'ఇంకా రేటింగ్స్ లేవు.',
    rated_one: '{{count}} రేటింగ్ నుండి {{average}} స్టార్లు.',
    rated_other: '{{count}} రేటింగ్స్ నుండి {{average}} స్టార్లు.',
  },
  messages: 'మెసేజ్ లు | {{siteName}}',
  unsubscribe: 'ఈమెయిల్ సెట్టింగ్స్ | {{siteName}}',
  notifications: 'నోటిఫికేషన్లు | {{siteName}}',
  moderation: 'మోడరేషన్ | {{siteName}}',
};

import type { push } from './en-push';

/** Telugu texts of phone notifications: the Settings section, the offer and the notifications (twin of en-push.ts). */
export const pushTe: typeof push = {
  settings: {
    title: 'ఈ ఫోన్ లో నోటిఫికేషన్లు పొందండి',
    lead: 'యాప్ మూసేసి ఉన్నా, కొత్త మెసేజ్ లు, మీ అలర్ట్స్ కి కొత్త పనులు మీ ఫోన్ కి వస్తాయి.',
    turnOn: 'ఈ ఫోన్ లో నోటిఫికేషన్లు పొందండి',
    turningOn: 'ఆన్ చేస్తున్నాము...',
    onHere: 'ఈ ఫోన్ కి నోటిఫికేషన్లు వస్తాయి.',
    added: 'నోటిఫికేషన్లు ఆన్ అయ్యాయి',
    addedBody: 'కొత్త మెసేజ్ లు, మీ అలర్ట్స్ కి కొత్త పనుల గురించి మీకు చెప్తాము.',
    failed: 'నోటిఫికేషన్లు ఆన్ చేయలేకపోయాము',
    unsupported: 'ఈ బ్రౌజర్ నోటిఫికేషన్లు చూపించలేదు. మీ ఫోన్ లో Chrome లో యాప్ తెరవండి.',
    denied: 'ఈ సైట్ కి నోటిఫికేషన్లు బ్లాక్ అయ్యాయి. మీ బ్రౌజర్ సెట్టింగ్స్ లో అనుమతి ఇచ్చి, మళ్ళీ ప్రయత్నించండి.',
    devices: 'నోటిఫికేషన్లు వచ్చే ఫోన్లు, బ్రౌజర్లు',
    none: 'ఇంకా ఏ ఫోన్ కీ నోటిఫికేషన్లు రావడం లేదు.',
    loading: 'మీ ఫోన్లు వస్తున్నాయి...',
    loadFailed: 'మీ ఫోన్లు చూపించలేకపోయాము.',
    thisDevice: 'ఈ ఫోన్',
    since: '{{date}} నుండి',
    remove: 'తీసేయండి',
    removeNamed: '{{label}} తీసేయండి',
    removed: '{{label}} కి నోటిఫికేషన్లు ఆపేశాము',
    removeFailed: 'ఈ ఫోన్ తీసేయలేకపోయాము',
    emailNote: 'ఫోన్ కి నోటిఫికేషన్లు వస్తున్నంత వరకు, కొత్త మెసేజ్ ల గురించి ఈమెయిల్స్ బదులు అవే పంపుతాము.',
  },
  offer: {
    title: 'ఈ ఫోన్ లో నోటిఫికేషన్లు కావాలా?',
    body: 'యాప్ మూసేసి ఉన్నా జవాబులు, కొత్త పనుల గురించి మీకు చెప్తాము.',
    accept: 'ఆన్ చేయండి',
  },
  notification: {
    message: '{{name}} మీకు మెసేజ్ పంపారు',
    messageBody: '{{job}}: {{text}}',
    job: 'కొత్త పని: {{title}}',
    jobBody: '{{location}} లో {{pay}}',
  },
  device: {
    on: '{{system}} లో {{browser}}',
    browser: 'బ్రౌజర్',
  },
};

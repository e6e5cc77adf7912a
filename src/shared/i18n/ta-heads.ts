import type { heads } from './en-heads';

/** Tamil page heads (twin of en-heads.ts; the server's instance only). */
export const headsTa: typeof heads = {
  pageTitle: '{{page}} | {{siteName}}',
  notFound: 'பக்கம் கிடைக்கவில்லை | {{siteName}}',
  breadcrumbs: {
    home: 'முகப்பு',
    cities: 'ஊர்கள்',
    allJobs: 'எல்லா வேலைகளும்',
    category: 'வேலைகள்: {{category}}',
    city: '{{city}}-ல் வேலைகள்',
    categoryInCity: '{{city}}-ல் வேலைகள்: {{category}}',
  },
  home: {
    title: '{{siteName}}: உங்கள் அருகில் தினக்கூலி வேலை',
    description:
      'இந்தியாவிலும் அமெரிக்காவிலும் தினக்கூலி வேலை தேடுங்கள் அல்லது உள்ளூர் தொழிலாளர்களை வேலைக்கு எடுங்கள். {{siteName}}-ல் வேலை போஸ்ட் செய்வது இலவசம்.',
  },
  cities: {
    title: 'உங்கள் ஊரில் வேலை தேடுங்கள் | {{siteName}}',
    description:
      'இந்தியா, அமெரிக்கா ஊர்களில் தினக்கூலி வேலைகள். {{siteName}}-ல் உங்கள் ஊரைத் தேர்ந்தெடுத்து அங்குள்ள வேலைகளைப் பாருங்கள்.',
  },
  category: {
    notFound: 'வேலை வகை கிடைக்கவில்லை | {{siteName}}',
    title: 'வேலைகள்: {{category}} | {{siteName}}',
    description:
      'உங்கள் அருகில் தினக்கூலி வேலைகள்: {{category}}. வேலை கொடுப்பவரை நேரடியாக கால் செய்யுங்கள்; {{siteName}}-ல் வேலை போஸ்ட் செய்வது இலவசம்.',
  },
  categoryInCity: {
    title: '{{city}}-ல் வேலைகள்: {{category}} | {{siteName}}',
    description:
      '{{city}}-ல் தினக்கூலி வேலைகள்: {{category}}. {{siteName}}-ல் வேலை கொடுப்பவரை நேரடியாக கால் செய்யுங்கள்.',
  },
  allJobs: {
    title: 'எல்லா வேலைகளும் | {{siteName}}',
    description:
      'இந்தியாவிலும் அமெரிக்காவிலும் தினக்கூலி வேலைகள், புதியவை முதலில். {{siteName}}-ல் வேலை போஸ்ட் செய்வது இலவசம்.',
  },
  city: {
    title: '{{city}}-ல் வேலைகள் | {{siteName}}',
    description:
      '{{place}}-ல் தினக்கூலி வேலைகள்: வீட்டு வேலை, டெலிவரி, கட்டட வேலை, கடை வேலை, செக்யூரிட்டி மற்றும் பல. வேலை கொடுப்பவரை நேரடியாக கால் செய்யுங்கள்.',
  },
  job: {
    notFound: 'வேலை கிடைக்கவில்லை | {{siteName}}',
    title: '{{city}}-ல் {{title}} | {{siteName}}',
    description: '{{place}}-ல் {{pay}}/நாள். {{description}}',
    closedTitle: '{{title}} (இப்போது இல்லை) | {{siteName}}',
    closedDescription: '{{place}}-ல் உள்ள இந்த வேலை இப்போது இல்லை. {{siteName}}-ல் வேறு தினக்கூலி வேலை தேடுங்கள்.',
    startTime: '{{time}} முதல்',
    hoursPerDay: 'ஒரு நாளுக்கு {{hours}} மணி நேரம்',
    days_one: '{{count}} நாள்',
    days_other: '{{count}} நாட்கள்',
    meals: 'சாப்பாடு உண்டு',
    travel: 'பயணச் செலவு உண்டு',
  },
  post: {
    title: 'இலவசமாக வேலை போஸ்ட் செய்யுங்கள் | {{siteName}}',
    description:
      'எளிய 2 படிகளில் தினக்கூலி வேலையை இலவசமாக போஸ்ட் செய்யுங்கள். அருகிலுள்ள தொழிலாளர்கள் உங்களை நேரடியாக கால் அல்லது மெசேஜ் செய்வார்கள்.',
  },
  assistant: {
    description: 'ஆங்கிலத்திலோ இந்தியிலோ பேசியோ எழுதியோ வேலை தேடுங்கள் அல்லது வேலை போஸ்ட் செய்யுங்கள்.',
  },
  profile: {
    description: '{{siteName}}-ல் {{name}}. {{rated}}',
    unrated: 'இன்னும் ரேட்டிங் இல்லை.',
    rated_one: '{{count}} ரேட்டிங்கில் {{average}} ஸ்டார்.',
    rated_other: '{{count}} ரேட்டிங்குகளில் {{average}} ஸ்டார்.',
  },
  messages: 'மெசேஜ்கள் | {{siteName}}',
  unsubscribe: 'ஈமெயில் செட்டிங்ஸ் | {{siteName}}',
  notifications: 'அறிவிப்புகள் | {{siteName}}',
  moderation: 'மாடரேஷன் | {{siteName}}',
};

/**
 * The page heads the server renders (title, description, JSON-LD names) in the page's language. Only the
 * server's instance has them (src/server/i18n.ts): the browser sets its own titles from the app's texts.
 * User-written texts (job titles and descriptions, people's names) come in as {{placeholders}}, never
 * translated; the server escapes everything it writes into the head.
 */
export const heads = {
  /** A page's own title, then the site's. */
  pageTitle: '{{page}} | {{siteName}}',
  notFound: 'Page not found | {{siteName}}',
  /** schema.org BreadcrumbList names. */
  breadcrumbs: {
    home: 'Home',
    cities: 'Cities',
    allJobs: 'All Jobs',
    category: '{{category}} Jobs',
    city: 'Jobs in {{city}}',
    categoryInCity: '{{category}} Jobs in {{city}}',
  },
  home: {
    title: '{{siteName}}: daily work near you',
    description:
      'Find daily-wage work or hire local workers in India and the USA. Posting jobs on {{siteName}} is free.',
  },
  cities: {
    title: 'Find Jobs in Your City | {{siteName}}',
    description:
      'Daily-wage jobs in cities across India and the USA. Choose your city to see its jobs on {{siteName}}.',
  },
  /** {{category}} in a description is the category's name in lower case (as it reads mid-sentence). */
  category: {
    notFound: 'Category not found | {{siteName}}',
    title: '{{category}} Jobs | {{siteName}}',
    description:
      'Daily-wage {{category}} jobs near you. Call employers directly; posting jobs on {{siteName}} is free.',
  },
  categoryInCity: {
    title: '{{category}} Jobs in {{city}} | {{siteName}}',
    description: 'Daily-wage {{category}} jobs in {{city}}. Call employers directly on {{siteName}}.',
  },
  allJobs: {
    title: 'All Jobs | {{siteName}}',
    description: 'Daily-wage jobs in India and the USA, newest first. Posting jobs on {{siteName}} is free.',
  },
  city: {
    title: 'Jobs in {{city}} | {{siteName}}',
    description:
      'Daily-wage jobs in {{place}}: household work, delivery, construction, shops, security and more. Call employers directly.',
  },
  /** A job page; the shift details are JobPosting's workHours and jobBenefits. */
  job: {
    notFound: 'Job not found | {{siteName}}',
    title: '{{title}} in {{city}} | {{siteName}}',
    description: '{{pay}}/day in {{place}}. {{description}}',
    closedTitle: '{{title}} (no longer available) | {{siteName}}',
    closedDescription: 'This job in {{place}} is no longer available. Find other daily work on {{siteName}}.',
    startTime: 'from {{time}}',
    hoursPerDay: '{{hours}} hours a day',
    days_one: 'for {{count}} day',
    days_other: 'for {{count}} days',
    meals: 'Meals provided',
    travel: 'Travel paid',
  },
  post: {
    title: 'Post a Job for free | {{siteName}}',
    description:
      'Post a daily-wage job in 2 simple steps, free. Workers near you call or message you directly.',
  },
  assistant: {
    description: 'Find work or post a job by chatting or speaking, in English or Hindi.',
  },
  /** /u/{id}: {{name}} is the person's own name. */
  profile: {
    description: '{{name}} on {{siteName}}. {{rated}}',
    unrated: 'No ratings yet.',
    rated_one: '{{average}} stars from {{count}} rating.',
    rated_other: '{{average}} stars from {{count}} ratings.',
  },
  messages: 'Messages | {{siteName}}',
  unsubscribe: 'Email settings | {{siteName}}',
  notifications: 'Notifications | {{siteName}}',
  moderation: 'Moderation | {{siteName}}',
};

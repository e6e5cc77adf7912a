/** The home page's texts: loaded with the home page only (addTexts), not with the app shell. */
export const home = {
  documentTitle: '{{siteName}}: daily work near you',
  eyebrow: 'Cleaners, cooks, drivers, labourers, guards and more',
  title: 'Daily work near you',
  promise: 'Find work in 3 clicks, post jobs in 2 steps.',
  cards: {
    findJob: { title: 'Look for a Job', body: 'See daily-wage jobs in your city and call the employer.' },
    postJob: { title: 'Post a Job', body: 'Find workers in 2 simple steps. It is completely free.' },
    assistant: {
      title: 'AI Job Assistant',
      body: 'Speak or type in simple words. It finds or posts jobs for you.',
    },
  },
  stats: {
    heading: 'Today on {{siteName}}',
    jobsToday: { value: '{{value}}', label: 'Jobs posted today' },
    hired: { value: '{{value}}', label: 'People got jobs' },
    fillTime: { value: 'Under {{value}} hrs', label: 'Average fill time' },
    employers: { value: '{{value}}', label: 'Verified employers' },
  },
  categories: {
    heading: 'Popular Job Categories',
    lead: 'Choose the kind of work you do.',
  },
  today: {
    heading: 'Jobs Posted Today',
    lead: 'New jobs near you, updated every hour.',
    viewAll: "View All Today's Jobs",
    loading: 'Loading jobs...',
    urgent: 'Urgent Job',
    perDay: '{{amount}}/day',
    posted: 'Posted {{date}}',
  },
  how: {
    heading: 'How It Works',
    findTitle: 'Find work in 3 steps',
    find: {
      city: { title: 'Choose your city', body: 'Type your city in the box at the top.' },
      job: { title: 'Pick a job', body: 'Look at the pay, place and timing.' },
      call: { title: 'Call or message', body: 'Talk to the employer directly. No middleman, no fee.' },
    },
    hireTitle: 'Hire in 2 steps',
    hire: {
      post: { title: 'Post your job', body: 'Say what work, where and the daily pay. It is free.' },
      calls: { title: 'Get calls from workers', body: 'Workers near you call or message you directly.' },
    },
  },
  cta: {
    heading: 'Ready to start?',
    body: 'Find work today, or find a worker today.',
    findWork: 'Find Work Now',
    postJob: 'Post a Job for Free',
  },
};

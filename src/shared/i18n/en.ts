import { accounts } from './en-accounts';
import { auth } from './en-auth';
import { jobs } from './en-jobs';

/**
 * English texts. Every user-visible string goes through this catalogue (the format of shared/i18n/translate.ts,
 * `{{name}}` interpolation). Texts come from ../shared/spec/product-spec.md unless an issue says otherwise.
 */
export const en = {
  accounts,
  auth,
  jobs,
  brand: {
    tagline: 'Daily work, near you',
  },
  safety: {
    notice: 'Never pay to get a job. Report requests for money.',
    noticeLink: 'Safety tips',
    messageWarning: 'Employers on {{siteName}} never ask you to pay. Never share an OTP.',
    jobWarning:
      'Be careful: this post uses words often seen in job scams. Never pay money or share an OTP to get a job.',
    postRule: 'Asking workers for money (fees, deposits, uniforms, training) is not allowed on {{siteName}}.',
    moderationLink: 'Moderation',
    reportJob: {
      button: 'Report this job',
      title: 'Report this job',
      menu: 'More actions for {{title}}',
    },
    held: {
      title: 'Your job is waiting for a check',
      wording:
        'It mentions money asked from workers (a fee, deposit, payment or OTP). Employers may not ask workers for money, so workers do not see this job yet.',
      reports: 'Several people reported this job, so workers do not see it for now.',
      linked:
        'It shares its poster, a phone number, a payment id or a messenger handle with a job our team removed as a scam, so workers do not see it for now.',
      review: 'A person from our team will look at it within {{hours}} hours. You can edit it meanwhile.',
      assistant:
        'Your job "{{title}}" is waiting for a check: workers do not see it yet. A person from our team will look at it within {{hours}} hours.',
    },
    emails: {
      jobRemoved: {
        subject: 'Your job "{{jobTitle}}" was removed',
        body: 'Hello {{name}},\n\nOur moderators removed your job "{{jobTitle}}" from {{siteName}} because it broke our rules. Workers can no longer see it.\n\nJobs may not ask workers for money (fees, deposits, uniforms, training), ask for OTPs or bank details, or move the chat to other apps. Read the rules: {{safetyUrl}}\n\nIf you think this is a mistake, write to us: {{contactUrl}}',
      },
    },
    removed: {
      title: 'This job was removed',
      body: 'Our moderators removed this job because it broke our rules. Workers can no longer see it.',
    },
    /** The report dialog (components/report) on job pages, job cards, messages and conversations. */
    report: {
      reasonLegend: 'What is wrong?',
      reasons: {
        money: 'Asks for money',
        fake: 'Fake or misleading job',
        abuse: 'Abusive or harassing',
        other: 'Other',
      },
      details: 'Tell us what happened',
      detailsOptional: 'Tell us more (optional)',
      detailsCounter: '{{count}} / {{max}}',
      send: 'Send',
      sending: 'Sending...',
      cancel: 'Cancel',
      thanks: 'Thank you. We will look at it.',
      done: 'Done',
      failed: 'Could not send the report. {{reason}}',
    },
  },
  common: {
    loading: 'Loading...',
    home: 'Home',
    goHome: 'Go home',
    sampleJob: 'Sample job',
    tryAgain: 'Try again',
  },
  errors: {
    bad_request: 'The request was not understood.',
    validation_failed: 'Please check the highlighted fields.',
    unauthorized: 'Please sign in first.',
    forbidden: 'You are not allowed to do that.',
    not_found: 'Not found.',
    gone: 'This is no longer available.',
    conflict: 'That conflicts with existing data.',
    rate_limited: 'Too many attempts. Please wait {{seconds}} seconds and try again.',
    origin_rejected: 'This request came from another site and was refused.',
    payload_too_large: 'That is too large to send.',
    internal: 'An unexpected error occurred',
    service_unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    network: 'Could not reach the server. Check your connection and try again.',
    job_not_found: 'Job not found',
    under_review: 'This job is waiting for a review. We will look at it soon.',
    job_removed: 'This job was removed by our moderators and cannot be changed.',
    own_item: 'You cannot report your own post or message.',
    blocked: 'You cannot message this person: one of you has blocked the other.',
    account_suspended: 'This account has been suspended for breaking our rules.',
    phone_not_verified:
      'This Call number is not verified yet. Verify it with the code we send by SMS, then post the job.',
    new_account_job_limit:
      'New accounts can have at most {{max}} live jobs in their first {{hours}} hours. Close a job or try again later.',
    phone_banned: 'This number cannot be used here. Please use another number.',
    own_job: 'This is your own job. Workers who message you about it appear in Messages.',
    job_closed: 'This job is closed and no longer takes new messages.',
    client_id_taken: 'This message could not be sent. Please write it again.',
    too_many_connections: 'Too many open tabs. Close some and try again.',
    invalid_token: 'This link is not valid.',
    invalid_cursor: 'This list has changed. Please reload it.',
    not_messaged: 'You can hire a worker once they have written to you about this job.',
    job_full: 'Every place in this job is filled. Undo a hire to hire someone else.',
    already_replied: 'You have already replied to this rating.',
    not_eligible_yet:
      'You can rate each other after the work: once the worker is hired, or when you have both written here and the work day has passed or the job is closed.',
    rating_locked:
      'A rating can be changed for {{days}} days after it is given. This one can no longer be changed.',
    empty_alert:
      'Choose a city, a job type, a pay or search words first, so we send you only the jobs you want.',
    too_many_alerts:
      'You already have {{max}} job alerts, the most you can keep. Delete one in Settings to add another.',
    geocoder_timeout: 'Looking up your location took too long.',
    geocoder_unavailable: 'Your location could not be looked up right now.',
    ai_unavailable: 'Failed to connect to AI assistant',
    payment_required: 'AI service requires credits. Please contact support.',
  },
  /**
   * Field messages of the input check every request passes (issue #21; src/server/plugins/input-guard.ts):
   * the server answers them in English in `fields`, the web app says them in the interface language.
   */
  validation: {
    unusualCharacters: 'Remove the unusual characters from this field.',
    tooDeeplyNested: 'This field has too many levels of lists inside lists.',
  },
  /** Crews (issue #12): a job needing several workers shows how many places are filled. */
  crews: {
    filled: '{{hired}} of {{needed}} filled',
  },
  /** Send Message on job cards and job pages (spec 8: Messaging). */
  messaging: {
    errorTitle: 'Error',
    startFailed: 'Failed to start conversation',
  },
  notFound: {
    title: 'Oops! Page not found',
    backHome: 'Return to Home',
  },
  routeError: {
    title: 'Something went wrong on this page',
    body: 'Please reload the page. If it keeps happening, contact support.',
    reload: 'Reload page',
  },
  email: {
    footer: 'You received this email from {{siteName}}.',
  },
  app: {
    skipToContent: 'Skip to main content',
    offline: 'You are offline. Showing jobs saved on this phone.',
    toasts: 'Notifications',
    closeToast: 'Close notification',
  },
  dialog: {
    close: 'Close',
  },
  header: {
    logoLabel: '{{siteName}} home',
    mainLinks: 'Main',
    accountLinks: 'Account',
    cityLabel: 'Your city',
    cityPlaceholder: 'Enter your city',
    searchLabel: 'Search jobs',
    searchPlaceholder: 'Search jobs, e.g. cook, driver',
    searchSubmit: 'Search',
    aiAssistant: 'AI Assistant',
    signIn: 'Sign In',
    signUp: 'Sign Up',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    userMenu: 'Account menu for {{name}}',
    welcomeBack: 'Welcome back, {{name}}!',
    myProfile: 'My Profile',
    messages: 'Messages',
    messagesUnread_one: 'Messages, {{count}} unread',
    messagesUnread_other: 'Messages, {{count}} unread',
    notifications: 'Notifications',
    notificationsUnread_one: 'Notifications, {{count}} unread',
    notificationsUnread_other: 'Notifications, {{count}} unread',
    settings: 'Settings',
    signOut: 'Sign Out',
    signOutFailed: 'Sign out failed',
    changeLanguage: 'Change the language',
    themeToDark: 'Switch to dark theme',
    themeToLight: 'Switch to light theme',
  },
  cityBox: {
    suggestionCount_one: '{{count}} city found. Use the up and down arrows to choose.',
    suggestionCount_other: '{{count}} cities found. Use the up and down arrows to choose.',
  },
  footer: {
    about_text:
      'Daily-wage jobs near you. Employers post for free; workers call or message them directly. In India and the USA.',
    quickLinks: 'Quick Links',
    support: 'Support',
    about: 'About Us',
    howItWorks: 'How It Works',
    pricing: 'Pricing',
    safety: 'Safety Tips',
    help: 'Help Center',
    contact: 'Contact Us',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    countryLabel: 'Country and currency',
    countryIN: 'India (₹)',
    countryUS: 'United States ($)',
    copyright: '© {{year}} {{siteName}}. All rights reserved.',
  },
  home: {
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
  },
  pages: {
    post: {
      title: "Post a Job: Find workers in 2 simple steps - It's completely FREE!",
      signedOutWarning: 'You need to be signed in to post a job',
    },
    jobs: {
      all: 'All Jobs',
      inCity: 'Jobs in {{city}}',
      searchResults: 'Search Results for "{{text}}"',
      lead: 'Daily-wage jobs, newest first. Call or message the employer directly.',
      browseAll: 'Browse all jobs',
      postJob: 'Post a Job',
    },
    cityCategory: { title: '{{category}} Jobs in {{city}}' },
    job: { title: 'Job details', backToJobs: 'Back to all jobs' },
    cities: { title: 'Find Jobs in Your City', lead: 'Choose your city to see the jobs there.' },
    category: { title: '{{category}} Jobs', lead: 'Daily-wage jobs in this category.' },
    assistant: { title: 'AI Assistant' },
    profile: { title: 'My Profile', signedOut: 'Please sign in to view your profile' },
    messages: { title: 'Messages', signedOut: 'Please sign in to view messages', signIn: 'Sign In' },
    unsubscribe: { title: 'Email settings' },
    settings: { title: 'Settings' },
    login: { title: 'Sign In' },
    signup: { title: 'Create Account' },
    verifyEmail: { title: 'Verify your email' },
    forgotPassword: { title: 'Forgot your password?' },
    about: { title: 'About Us' },
    howItWorks: { title: 'How It Works' },
    pricing: { title: 'Pricing' },
    safety: { title: 'Safety Tips' },
    help: { title: 'Help Center' },
    contact: { title: 'Contact Us' },
    privacy: { title: 'Privacy Policy' },
    terms: { title: 'Terms of Service' },
    lastUpdated: 'Last updated January 1, 2025',
  },
  devMailbox: {
    title: 'Dev mailbox',
    lead: 'Emails the server would have sent, newest first. Only on development servers.',
    refresh: 'Refresh',
    off: 'The dev mailbox is off on this server.',
    empty: 'No emails yet.',
    loadFailed: 'Could not load the mailbox.',
    to: 'To',
    sentAt: 'Sent',
    count_one: '{{count}} email',
    count_other: '{{count}} emails',
  },
};

/**
 * The job page's texts (issue #4): its details, sharing, the owner's view and a job no longer open,
 * and `listen` (issue #13: the job read aloud). Loaded with the job page only (addTexts), not with the
 * app shell. Formerly `jobs.job` and `jobs.listen`; sharing on WhatsApp is on cards too (`jobs.card`).
 */
export const job = {
  loading: 'Loading job...',
  loadFailed: 'This job could not be loaded.',
  details: 'Job details',
  description: 'Description',
  expires: 'Open until {{date}}',
  share: 'Share',
  shareTitle: 'Share this job',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopiedBody: 'Paste it in a message to share this job.',
  copyFailed: 'The link could not be copied',
  moreInCity: 'More jobs in {{city}}',
  allJobs: 'See all jobs',
  owner: 'You posted this job',
  ownerLead: 'Workers call you on {{phone}}.',
  goneTitle: 'This job is no longer available',
  goneClosed: 'The employer has closed this job, so workers can no longer apply.',
  goneExpired: 'This job expired on {{date}}. Jobs stay open for 30 days.',
  goneJob: '"{{title}}" in {{location}}',
  notFoundTitle: 'Job not found',
  notFoundBody: 'This job does not exist. The link may be wrong, or the job was removed.',
  /** "Listen" on the job page (issue #13): the job read aloud in the interface language. */
  listen: {
    start: 'Listen',
    stop: 'Stop',
    startLabel: 'Listen to this job',
    stopLabel: 'Stop reading',
    pay: '{{amount}} per day',
    where: 'Place: {{location}}',
    when: 'When: {{when}}',
    category: 'Work: {{category}}',
  },
};

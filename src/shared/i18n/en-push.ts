/**
 * Web Push texts (issue #24 item 1): the Settings section, the one-time offer, and the notifications the
 * server sends (in the person's language). Loaded by the web app with the pages that use them
 * (web/lib/texts/push.ts); the server adds them to its own instance.
 */
export const push = {
  settings: {
    title: 'Get notified on this phone',
    lead: 'New messages and new jobs for your alerts reach your phone even when the app is closed.',
    turnOn: 'Get notified on this phone',
    turningOn: 'Turning on...',
    onHere: 'This phone gets notifications.',
    added: 'Notifications are on',
    addedBody: 'We will tell you about new messages and new jobs for your alerts.',
    failed: 'Notifications could not be turned on',
    unsupported: 'This browser cannot show notifications. Open the app in Chrome on your phone.',
    denied: 'Notifications are blocked for this site. Allow them in your browser settings, then try again.',
    devices: 'Phones and browsers that get notifications',
    none: 'No phone gets notifications yet.',
    loading: 'Loading your phones...',
    loadFailed: 'Your phones could not be loaded.',
    thisDevice: 'This phone',
    since: 'Since {{date}}',
    remove: 'Remove',
    removeNamed: 'Remove {{label}}',
    removed: 'Notifications turned off for {{label}}',
    removeFailed: 'Could not remove this phone',
    emailNote: 'While a phone gets notifications, we send those instead of emails about new messages.',
  },
  offer: {
    title: 'Get notified on this phone?',
    body: 'We will tell you about replies and new jobs even when the app is closed.',
    accept: 'Turn on',
  },
  notification: {
    message: '{{name}} sent you a message',
    messageBody: '{{job}}: {{text}}',
    job: 'New job: {{title}}',
    jobBody: '{{pay}} in {{location}}',
  },
  device: {
    on: '{{browser}} on {{system}}',
    browser: 'Browser',
  },
};

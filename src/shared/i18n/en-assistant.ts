/**
 * AI assistant texts (issue #9): the /ai-assistant page in text and voice mode.
 * Spec texts are verbatim (../shared/spec/product-spec.md sections 2, 4 and 8); the rest are short and
 * plain. Kept out of the app shell's catalogue: the page adds them when it loads (addTexts).
 */
export const assistant = {
  back: 'Back',
  newChat: 'New chat',
  modes: {
    label: 'Chat mode',
    text: 'Text',
    voice: 'Voice',
  },
  log: 'Conversation with the AI assistant',
  you: 'You',
  name: 'AI Assistant',
  greeting:
    'Namaste! I am your job assistant. I can find work near you or post a job for you. Tell me what you need, in English, Hindi, Spanish, Marathi, Bengali, Telugu or Tamil.',
  thinking: 'The assistant is thinking...',
  suggestions: {
    label: 'Try asking',
    findWork: 'Find work in my city',
    postJob: 'Post a job',
    hindi: 'दिल्ली में सफाई का काम',
  },
  composer: {
    label: 'Message to the assistant',
    placeholder: 'Type your message...',
    send: 'Send',
    hint: 'Enter sends. Shift+Enter starts a new line.',
  },
  jobs: {
    label: 'Jobs found',
    perDay: '{{amount}}/day',
    more: 'Would you like to see more details?',
    none: 'No matching jobs right now.',
    showing: 'Showing {{shown}} of {{total}} jobs.',
    seeAll: 'See all jobs',
  },
  created: {
    toast: 'Job posted successfully!',
    confirmation: 'Your job "{{title}}" has been posted and can be viewed in your profile or in all jobs.',
    viewJob: 'View job',
    profile: 'My Profile',
    allJobs: 'All jobs',
  },
  signIn: {
    text: 'Please sign in to post a job. This conversation will stay here.',
    button: 'Sign in',
  },
  errors: {
    title: 'AI Error',
    busy: 'AI is busy, please try again in a moment',
    credits: 'AI service requires credits. Please contact support.',
    failed: 'Failed to connect to AI assistant',
    network: 'Failed to connect to AI',
    noResponse: 'Failed to get AI response',
  },
  voice: {
    start: 'Start voice chat',
    end: 'End voice chat',
    hint: 'Say "I want to post a job" or "Find me work in Bangalore"',
    status: {
      disconnected: 'Tap the microphone to start talking',
      listening: 'Listening...',
      thinking: 'Thinking...',
      speaking: 'Speaking...',
    },
    heard: 'Heard: {{text}}',
    ended: 'Voice chat ended',
    loading: 'Loading voice chat...',
    loadFailed: 'Voice chat could not be loaded. Please check your connection.',
    retry: 'Try again',
    inputUnsupported: 'Voice input not supported',
    inputUnsupportedBody: 'Your browser does not support voice input. Please use text mode.',
    useText: 'Use text mode',
    outputUnsupported: 'Voice output not supported',
    outputUnsupportedBody: 'Your browser does not support voice output.',
    noVoiceForLanguage: 'This phone has no voice for {{language}}: replies are shown as text only.',
    startFailed: 'Failed to start',
    startFailedBody: 'Failed to start speech recognition',
    errors: {
      noSpeech: 'No speech detected. Please try again.',
      audioCapture: 'Microphone not found or not accessible.',
      notAllowed: 'Microphone permission denied.',
      network: 'Network error occurred.',
      other: 'Recognition error: {{code}}',
      unsupported: 'Speech recognition not supported in this browser',
    },
  },
};

/** Business constants and limits shared by server and web (spec section 9 and the issues). */
export const MESSAGE_MAX_LENGTH = 2000;
export const PHONE_MIN_DIGITS = 10;
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_GAP_SECONDS = 60;
/** SMS codes (issue #24): shorter-lived than the email codes. */
export const PHONE_CODE_TTL_MINUTES = 15;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MINIMUM_AGE = 18;
/** An account's name, and the email or phone it signs in with (accounts.ts). */
export const ACCOUNT_NAME_MAX = 100;
export const EMAIL_OR_PHONE_MAX = 254;
export const SEARCH_WORD_MIN_LENGTH = 3;
export const JOB_TTL_DAYS = 30;
export const JOBS_PAGE_SIZE = 20;
export const JOB_COUNT_EXACT_LIMIT = 1000;
export const JOB_TITLE_MIN = 3;
export const JOB_TITLE_MAX = 100;
export const JOB_DESCRIPTION_MIN = 10;
export const JOB_DESCRIPTION_MAX = 2000;
export const DAILY_SALARY_MIN = 1;
export const DAILY_SALARY_MAX = 1_000_000;
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 600_000;
export const CITY_SUGGESTIONS_CLOSE_DELAY_MS = 200;
export const CITY_SUGGESTIONS_DESKTOP = 15;
export const CITY_SUGGESTIONS_MOBILE = 6;
export const LOCATION_SUGGESTIONS = 10;

/** Messaging (issue #8). */
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 30;
/** Shown as "99+" beyond this. */
export const UNREAD_COUNT_CAP = 99;
/** Live connection (spec 9): the client pings every 25 s and gives up on an answer after 10 s. */
export const HEARTBEAT_INTERVAL_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;
/** Reconnect delays (spec 9): 1 s, 2 s, 5 s, then every 10 s, each with up to 30% jitter. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
export const RECONNECT_JITTER = 0.3;
/** At most one "new message" email per conversation and recipient in this time. */
export const MESSAGE_EMAIL_GAP_MS = 60 * 60_000;
/** The characters of a message shown in its email (no more). */
export const MESSAGE_EMAIL_PREVIEW_LENGTH = 80;

/** AI assistant (issue #9): request bounds, the state an engine hands back, stream keep-alive. */
export const ASSISTANT_MAX_MESSAGES = 50;
export const ASSISTANT_MAX_CONTENT = 4000;
export const ASSISTANT_STATE_MAX_BYTES = 16_000;
export const ASSISTANT_KEEPALIVE_MS = 15_000;
/** How many jobs one "jobs found" answer lists. */
export const ASSISTANT_JOBS_SHOWN = 5;
/** Voice (spec section 9). */
export const VOICE_RESTART_DELAY_MS = 100;
export const VOICE_RESUME_DELAY_MS = 500;
export const VOICE_WAVEFORM_BARS = 24;
export const VOICE_SPEECH_RATE = 0.9;

/** Trust and safety (issue #11). */
/** Different users reporting one job before it is hidden pending review. */
export const REPORTS_TO_HOLD = 3;
export const REPORT_DETAILS_MAX = 500;
/** How soon a person looks at a held post (told to its poster). */
export const REVIEW_WITHIN_HOURS = 24;

/** Verified employers (issue #24): an account younger than this may have at most that many live jobs. */
export const NEW_ACCOUNT_HOURS = 24;
export const NEW_ACCOUNT_LIVE_JOBS_MAX = 3;

/** Job alerts (issue #12). */
/** Saved searches a user may keep. */
export const ALERTS_PER_USER_MAX = 10;
/** A daily digest goes out once the oldest job in it has waited this long (so at most one a day). */
export const ALERT_DIGEST_INTERVAL_MS = 24 * 60 * 60_000;
/** The most jobs one digest email lists (the rest are in the app). */
export const ALERT_DIGEST_MAX_JOBS = 50;
export const NOTIFICATIONS_PAGE_SIZE = 30;

/** The contact form (issue #7). */
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

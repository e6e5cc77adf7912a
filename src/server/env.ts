import { z } from 'zod';
import { DEFAULT_BRAND, type Brand } from '../shared/brand';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../shared/api/accounts';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((value) => ['1', 'true', 'on', 'yes'].includes(value));

const commaSeparated = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);
const csv = commaSeparated.pipe(z.array(z.url()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  TRUST_PROXY: booleanFlag.default(false),
  TRUSTED_ORIGINS: csv.default([]),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  /** Text messages through Twilio's Messages API (src/server/sms/sms.ts); without it, the dev outbox. */
  SMS_URL: z
    .url()
    .regex(/^https?:\/\/[^/]+:[^/]+@/, 'must carry the account and token: https://SID:TOKEN@api.twilio.com/…')
    .optional(),
  DEV_MAILBOX: booleanFlag.optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Web Push's VAPID key pair (base64url; `npx web-push generate-vapid-keys`); else generated into DATA_DIR. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** How push services can reach us: a mailto: or https: address (default mailto:SUPPORT_EMAIL). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// address')
    .optional(),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  SITE_NAME: z.string().min(1).default(DEFAULT_BRAND.siteName),
  SUPPORT_EMAIL: z.email().default(DEFAULT_BRAND.supportEmail),
  FOUNDER_NAME: z.string().min(1).default(DEFAULT_BRAND.founderName),
  /** Moderators (issue #11): the signed-in users with these (verified) emails get /moderation. */
  MODERATOR_EMAILS: commaSeparated
    .pipe(
      z.array(z.email('must be a comma-separated list of emails').transform((email) => email.toLowerCase())),
    )
    .default([]),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A Nominatim-compatible reverse geocoder, called by our server only ("Use my location"). */
  GEOCODER_URL: z.url().default('https://nominatim.openstreetmap.org'),
  /** Nominatim's usage policy asks for an identifying User-Agent; default "<SITE_NAME>/1.0 (<SUPPORT_EMAIL>)". */
  GEOCODER_USER_AGENT: z.string().min(3).optional(),
  GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(5000),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** The OpenID issuer Google sign-in discovers its endpoints from (a local provider in tests). */
  GOOGLE_ISSUER: z
    .url()
    .default('https://accounts.google.com')
    .transform((url) => url.replace(/\/+$/, '')),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  X_CLIENT_ID: z.string().min(1).optional(),
  X_CLIENT_SECRET: z.string().min(1).optional(),
  /** The assistant's engine: an OpenAI-compatible chat-completions server when AI_BASE_URL is set. */
  AI_BASE_URL: z
    .url()
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  AI_MAX_STEPS: z.coerce.number().int().min(1).max(10).default(4),
  /** The share of page views that report their Core Web Vitals (0 = none, 1 = all; decision 0022). */
  VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** URLs per job sitemap file (sitemaps.org allows 50,000); smaller only to test paging. */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(50_000),
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends Omit<RawEnv, 'PUBLIC_URL' | 'AUTH_SECRET' | 'GEOCODER_USER_AGENT'> {
  PUBLIC_URL: string;
  GEOCODER_USER_AGENT: string;
  /** Undefined only for the embedded default: main.ts then generates one and keeps it in DATA_DIR. */
  AUTH_SECRET: string | undefined;
  brand: Brand;
  /**
   * The dev mailbox (GET /api/dev/mailbox, the /dev/mailbox page): when asked, or without SMTP on a
   * loopback URL; never in production. It serves only requests from this machine (dev-mailbox/).
   */
  devMailbox: boolean;
  /** Origins allowed to make state-changing requests: our own plus TRUSTED_ORIGINS. */
  allowedOrigins: string[];
  /** Social sign-in providers whose client id and secret are both set. */
  socialProviders: SocialProvider[];
}

const PROVIDER_KEYS: Record<SocialProvider, readonly [keyof RawEnv, keyof RawEnv]> = {
  google: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  facebook: ['FACEBOOK_CLIENT_ID', 'FACEBOOK_CLIENT_SECRET'],
  twitter: ['X_CLIENT_ID', 'X_CLIENT_SECRET'],
};

/** A provider is on when both its keys are set; one without the other is a configuration error. */
function socialProvidersOf(raw: RawEnv, problems: string[]): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => {
    const [idKey, secretKey] = PROVIDER_KEYS[provider];
    const hasId = raw[idKey] !== undefined;
    const hasSecret = raw[secretKey] !== undefined;
    if (hasId !== hasSecret) {
      problems.push(`${hasId ? secretKey : idKey}: required when ${hasId ? idKey : secretKey} is set`);
    }
    return hasId && hasSecret;
  });
}

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || host === '::1' || /^127\./.test(host);
}

/** Parses the environment once; throws EnvError listing every bad key. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = result.data;
  const problems: string[] = [];
  const production = raw.NODE_ENV === 'production';
  const needsSecret = raw.DATABASE_URL !== undefined || production;
  if (needsSecret && !raw.AUTH_SECRET) {
    problems.push('AUTH_SECRET: required when DATABASE_URL is set or NODE_ENV=production');
  }
  if (raw.DATABASE_URL !== undefined) {
    // Every instance signs pushes with one key pair, or subscriptions made through another one break.
    for (const key of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const) {
      if (!raw[key]) problems.push(`${key}: required when DATABASE_URL is set`);
    }
  } else if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  const socialProviders = socialProvidersOf(raw, problems);
  if (raw.AI_BASE_URL && !raw.AI_MODEL) problems.push('AI_MODEL: required when AI_BASE_URL is set');
  if (production && raw.DEV_MAILBOX === true) {
    problems.push('DEV_MAILBOX: cannot be on when NODE_ENV=production (it lists sign-up and reset codes)');
  }
  if (problems.length > 0) throw new EnvError(problems);

  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  const devMailbox =
    !production && (raw.DEV_MAILBOX ?? (raw.SMTP_URL === undefined && isLoopbackUrl(publicUrl)));
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    AUTH_SECRET: raw.AUTH_SECRET,
    GEOCODER_URL: raw.GEOCODER_URL.replace(/\/+$/, ''),
    GEOCODER_USER_AGENT: raw.GEOCODER_USER_AGENT ?? `${raw.SITE_NAME}/1.0 (${raw.SUPPORT_EMAIL})`,
    brand: { siteName: raw.SITE_NAME, supportEmail: raw.SUPPORT_EMAIL, founderName: raw.FOUNDER_NAME },
    devMailbox,
    allowedOrigins: [new URL(publicUrl).origin, ...raw.TRUSTED_ORIGINS.map((url) => new URL(url).origin)],
    socialProviders,
  };
}

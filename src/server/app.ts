import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import websocket from '@fastify/websocket';
import { pingDatabase, type DatabaseHandle } from './db/client';
import type { Env } from './env';
import type { PageRenderer } from '../shared/page-render';
import { createAuth, type Auth } from './auth/auth';
import { registerAuthRoutes, registerSessionResolver, resolveSession } from './auth/session';
import type { Mailer } from './email/mailer';
import { DevOutbox } from './email/mailer';
import type { EventBus } from './realtime/bus';
import { LiveConnections } from './realtime/live-connections';
import { BackgroundTasks } from './background-tasks';
import { RealtimeHub, SESSIONS_CHANNEL, type HeartbeatTimings } from './realtime/hub';
import { Presence } from './realtime/presence';
import { MAX_FRAME_BYTES, registerRealtimeRoute } from './realtime/socket-route';
import { registerErrorHandler } from './plugins/errors';
import { registerValidation } from './plugins/validation';
import { registerSecurity } from './plugins/security';
import { registerHtml } from './plugins/html';
import { RateLimiter, registerApiWriteLimit } from './plugins/rate-limit';
import { healthRoutes } from './features/health/health.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import { accountsRoutes } from './features/accounts/accounts.routes';
import { createAccountsDeps } from './features/accounts/accounts.deps';
import { AccountsRepo } from './features/accounts/accounts.repo';
import { AccountsService } from './features/accounts/accounts.service';
import { ProfileService } from './features/accounts/profile.service';
import { jobsRoutes } from './features/jobs/jobs.routes';
import { jobsRepos } from './features/jobs/jobs.repo';
import { JobsService } from './features/jobs/jobs.service';
import { assistantRoutes } from './features/assistant/assistant.routes';
import { seoRoutes } from './features/seo/seo.routes';
import { SitemapRepo } from './features/seo/seo.repo';
import { infoPageHeads, seoPageHeads } from './features/seo/seo.heads';
import { chooseAssistantEngine } from './features/assistant/assistant.engine-choice';
import { jobPageHeads } from './features/jobs/jobs.heads';
import { geoRoutes } from './features/geo/geo.routes';
import { contactRoutes } from './features/contact/contact.routes';
import {
  messageEmailSwitch,
  messagingPageHeads,
  messagingRoutes,
} from './features/messaging/messaging.routes';
import { createMessaging } from './features/messaging/messaging.compose';
import { messagingRepos } from './features/messaging/messaging.repo';
import { moderationPageHeads, moderationRoutes } from './features/moderation/moderation.routes';
import { moderationRepos } from './features/moderation/moderation.repo';
import { ModerationService } from './features/moderation/moderation.service';
import { jobRemovedEmails } from './features/moderation/moderation.mail';
import { ratingsPageHeads, ratingsRoutes } from './features/ratings/ratings.routes';
import {
  alertEmailSwitch,
  alertsPageHeads,
  alertsRoutes,
  createAlertDelivery,
} from './features/alerts/alerts.routes';
import type { AlertDelivery } from './features/alerts/alerts.delivery';
import { alertRepos } from './features/alerts/alerts.repo';
import { AlertsService } from './features/alerts/alerts.service';
import { UnsubscribeTokens, unsubscribeRoutes } from './email/unsubscribe';
import { vitalsRoutes } from './features/vitals/vitals.routes';
import { VitalsRepo } from './features/vitals/vitals.repo';
import { VitalsService } from './features/vitals/vitals.service';
import { ContactRepo } from './features/contact/contact.repo';
import { ContactService } from './features/contact/contact.service';
import { RatingsRepo } from './features/ratings/ratings.repo';
import { RatingsService } from './features/ratings/ratings.service';
import { pushRoutes } from './features/push/push.routes';
import { PushRepo } from './features/push/push.repo';
import { PushService } from './features/push/push.service';
import { generateVapidKeys, isPushServiceEndpoint, type VapidKeys } from './features/push/vapid';
import { DevSmsOutbox, type SmsSender } from './sms/sms';
import { PhoneCodes } from './features/accounts/phone-codes';
import { jobPhonesRoutes } from './features/jobs/job-phones.routes';
import { PhoneCodesRepo } from './features/accounts/phone-codes.repo';

export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  mailer: Mailer;
  bus: EventBus;
  authSecret: string;
  /** The clock for times computed in code (expiries, rate-limit windows); tests control it. */
  now?: () => Date;
  /** Where the built web app lives (dist/web by default). */
  webDir?: string;
  logger?: boolean;
  /** Socket heartbeat timings; tests shorten them (default: the spec's 25 s + 10 s). */
  heartbeat?: HeartbeatTimings;
  /** The web app's server renderer (main.ts loads dist/ssr/entry-server.js); without it pages are the shell. */
  pageRenderer?: PageRenderer;
  /** Sees every route as it is added: the route table, for tests that go through all of it. */
  onRoute?: (route: RouteOptions) => void;
  /** Text messages (issue #24): SMS_URL's provider (main.ts), else a dev outbox listed in /dev/mailbox. */
  sms?: SmsSender;
  /** Web Push's VAPID keys (main.ts: env or DATA_DIR); a fresh pair when not given (tests). */
  vapid?: VapidKeys;
  /** The addresses pushes may go to (default: the browsers' push services; tests allow their stand-in). */
  pushEndpointAllowed?: (url: URL) => boolean;
}

/** What tests (and moderation, until it is wired like the rest) reach on the app; routes get plugin options. */
export interface AppServices {
  auth: Auth;
  rateLimiter: RateLimiter;
  /** This instance's live sockets (GET /api/realtime). */
  hub: RealtimeHub;
  /** Work done after responses (emails); shutdown waits for it. */
  background: BackgroundTasks;
  /**
   * Job alerts in the background: jobsWentLive() after a job goes live (posted, approved) matches it
   * without holding up the response; tick() runs what is due now (tests call it).
   */
  alerts: AlertDelivery;
  /** Text messages (issue #24): verification codes. */
  sms: SmsSender;
  /** SMS codes that verify phone numbers (issue #24): send, check, isPhoneVerified. */
  phoneCodes: PhoneCodes;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    services: AppServices;
  }
}

const defaultWebDir = fileURLToPath(new URL('../../dist/web', import.meta.url));

/** Builds the whole app without listening: main.ts listens, tests call app.inject(). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps;
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger === false ? false : { level: env.LOG_LEVEL },
    // One line per request only when asked for (LOG_LEVEL=debug or trace); errors are always logged.
    logController: new LogController({
      disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace',
    }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    genReqId: () => crypto.randomUUID(),
  });

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);

  const auth = createAuth({
    db: deps.database.db,
    env,
    secret: deps.authSecret,
    // Sign-out, password resets and other session ends close that user's sockets on every instance.
    onSessionEnded: (userId) => deps.bus.publish(SESSIONS_CHANNEL, { userId }),
  });
  const rateLimiter = new RateLimiter(deps.database.db, now);
  app.decorate('deps', deps);
  const liveConnections = new LiveConnections();
  const hub = new RealtimeHub({
    presence: new Presence(deps.database.db, (error) =>
      app.log.warn({ err: error }, 'presence refresh failed'),
    ),
    bus: deps.bus,
    liveConnections,
    sessionUserId: async (cookie) => (await resolveSession(auth, { cookie }))?.user.id ?? null,
    now,
    log: app.log,
    heartbeat: deps.heartbeat,
  });
  hub.start();
  const background = new BackgroundTasks(app.log);
  const unsubscribeTokens = new UnsubscribeTokens(deps.authSecret);
  const push = new PushService({
    repo: new PushRepo(deps.database.db),
    vapid: deps.vapid ?? generateVapidKeys(`mailto:${env.brand.supportEmail}`),
    limiter: rateLimiter,
    now,
    log: app.log,
    endpointAllowed: deps.pushEndpointAllowed ?? isPushServiceEndpoint,
  });
  const sms = deps.sms ?? new DevSmsOutbox((line) => app.log.info(line));
  const phoneCodes = new PhoneCodes({
    repo: new PhoneCodesRepo(deps.database.db),
    sms,
    limiter: rateLimiter,
    now,
    siteName: env.brand.siteName,
    publicUrl: env.PUBLIC_URL,
    log: app.log,
  });
  const alerts = createAlertDelivery({
    db: deps.database.db,
    mailer: deps.mailer,
    env,
    tokens: unsubscribeTokens,
    bus: deps.bus,
    background,
    now,
    log: app.log,
    afterMatch: () => push.pushAlerts(),
  });
  // One JobsService (one cache) for the jobs API, the job pages' heads, the assistant and moderation.
  // The jobs feature's repos, JobStatuses among them: the one owner of job status changes, given to
  // moderation, messaging (hires) and accounts (deletion).
  const jobRepos = jobsRepos(deps.database.db);
  const jobs = new JobsService(jobRepos, now, rateLimiter, () => alerts.jobsWentLive());
  // One RatingsService for the ratings API and the public profile page's head.
  const ratings = new RatingsService(new RatingsRepo(deps.database.db), rateLimiter, now);
  const alertsService = new AlertsService(alertRepos(deps.database.db), rateLimiter, now);
  const messaging = createMessaging({
    repos: messagingRepos(deps.database.db, jobRepos.statuses),
    mailer: deps.mailer,
    env,
    tokens: unsubscribeTokens,
    hub,
    limiter: rateLimiter,
    bus: deps.bus,
    background,
    now,
    awayPush: (input) => push.messageWhileAway(input), // Web Push (issue #24)
  });
  const accountsDeps = createAccountsDeps({
    repo: new AccountsRepo(deps.database.db, jobRepos.statuses),
    auth,
    mailer: deps.mailer,
    env,
    log: app.log,
    phoneCodes,
    limiter: rateLimiter,
    now,
  });
  app.decorate('services', {
    auth,
    rateLimiter,
    hub,
    background,
    alerts,
    sms,
    phoneCodes,
    now,
  });
  app.addHook('preClose', async () => {
    await liveConnections.drain();
    await hub.stop();
    await background.settled();
  });
  const pruneTimer = setInterval(() => void rateLimiter.prune().catch(() => {}), 10 * 60_000).unref();
  app.addHook('onClose', async () => clearInterval(pruneTimer));

  registerErrorHandler(app);
  registerValidation(app);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    customTypes: /^(text\/(?!event-stream)|application\/(json|javascript|ld\+json|xml)|image\/svg)/,
  });
  await registerSecurity(app, {
    allowedOrigins: env.allowedOrigins,
    hsts: env.NODE_ENV === 'production' && env.PUBLIC_URL.startsWith('https://'),
  });
  registerApiWriteLimit(app, rateLimiter);
  registerSessionResolver(app, auth);
  registerAuthRoutes(app, auth);
  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  registerRealtimeRoute(app, hub, { allowedOrigins: env.allowedOrigins, limiter: rateLimiter });

  await app.register(healthRoutes, {
    database: { driver: deps.database.driver, ping: () => pingDatabase(deps.database.db) },
    bus: deps.bus,
    sockets: () => hub.socketCount,
  });
  await app.register(accountsRoutes, {
    accounts: new AccountsService(accountsDeps),
    profiles: new ProfileService(accountsDeps),
    // A deleted account's sessions went with it (no better-auth hook runs): close its sockets everywhere.
    sessionsEnded: (userId) => deps.bus.publish(SESSIONS_CHANNEL, { userId }),
  });
  await app.register(jobsRoutes, { jobs });
  await app.register(jobPhonesRoutes, { jobs, codes: phoneCodes });
  await app.register(geoRoutes, { env, limiter: rateLimiter, now });
  await app.register(contactRoutes, {
    contact: new ContactService(
      new ContactRepo(deps.database.db),
      deps.mailer,
      rateLimiter,
      env.brand,
      now,
      app.log,
    ),
  });
  await app.register(messagingRoutes, { ...messaging, hub, bus: deps.bus });
  await app.register(ratingsRoutes, { ratings });
  await app.register(alertsRoutes, {
    service: alertsService,
    delivery: alerts,
    background,
    hub,
    bus: deps.bus,
  });
  await app.register(unsubscribeRoutes, {
    tokens: unsubscribeTokens,
    switches: { messages: messageEmailSwitch(messaging.emails), alerts: alertEmailSwitch(alertsService) },
  });
  const assistantEngine = chooseAssistantEngine(env, (tool, error) =>
    app.log.error({ err: error }, `assistant tool ${tool} failed`),
  );
  await app.register(seoRoutes, {
    publicUrl: env.PUBLIC_URL,
    pageSize: env.SITEMAP_PAGE_SIZE,
    sitemap: new SitemapRepo(deps.database.db),
    now,
  });
  await app.register(assistantRoutes, {
    engine: assistantEngine,
    jobs,
    limiter: rateLimiter,
    liveConnections,
    now,
  });
  const moderationData = moderationRepos(deps.database.db, jobRepos.statuses);
  await app.register(moderationRoutes, {
    moderation: new ModerationService(
      moderationData,
      jobs,
      rateLimiter,
      now,
      jobRemovedEmails({ recipients: moderationData.actions, background, mailer: deps.mailer, env }),
      // Their sessions are gone: every instance closes their live sockets.
      (userId) => deps.bus.publish(SESSIONS_CHANNEL, { userId }),
    ),
    env,
    jobsWentLive: () => alerts.jobsWentLive(),
  });
  await app.register(vitalsRoutes, {
    vitals: new VitalsService(new VitalsRepo(deps.database.db), rateLimiter, now),
    env,
  });
  await app.register(pushRoutes, { service: push });
  if (env.devMailbox && deps.mailer instanceof DevOutbox) {
    await app.register(devMailboxRoutes, {
      outbox: deps.mailer,
      smsOutbox: sms instanceof DevSmsOutbox ? sms : undefined,
    });
  }

  await registerHtml(app, {
    webDir: deps.webDir ?? defaultWebDir,
    publicUrl: env.PUBLIC_URL,
    brand: env.brand,
    clientConfig: {
      brand: env.brand,
      devMailbox: env.devMailbox,
      socialProviders: env.socialProviders,
      publicUrl: env.PUBLIC_URL,
      vitalsSampleRate: env.VITALS_SAMPLE_RATE,
    },
    render: deps.pageRenderer,
    heads: {
      ...infoPageHeads(env.brand),
      ...seoPageHeads(env.PUBLIC_URL, env.brand),
      ...jobPageHeads(jobs, env),
      ...messagingPageHeads(env.brand.siteName),
      ...moderationPageHeads(env),
      ...ratingsPageHeads(ratings, env.brand.siteName),
      ...alertsPageHeads(env.brand.siteName),
    },
  });
  return app;
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { EnvError, loadEnv, type Env } from './env';
import { migrateDatabase, openEmbedded, openPostgres, type DatabaseHandle } from './db/client';
import { DataDirLockedError, DataDirUnwritableError } from './db/lock';
import { seedDemoDataOnFirstStart } from './db/seed';
import { createMailer, DevOutbox } from './email/mailer';
import { InProcessBus, PostgresBus, type EventBus } from './realtime/bus';
import { buildApp } from './app';
import type { PageRenderer } from '../shared/page-render';
import { vapidKeysFor } from './features/push/vapid';
import { createSmsSender } from './sms/sms';

/** The web app's server renderer, built by npm run build next to the web app (dist/ssr). */
async function loadPageRenderer(): Promise<PageRenderer | undefined> {
  const entry = new URL('../../dist/ssr/entry-server.js', import.meta.url);
  if (!existsSync(entry)) {
    console.warn(
      'No server renderer in dist/ssr: pages load their content in the browser. Run npm run build.',
    );
    return undefined;
  }
  const module = (await import(entry.href)) as { render: PageRenderer };
  return module.render;
}

/** The embedded default keeps a generated secret in DATA_DIR; elsewhere AUTH_SECRET is required. */
function authSecretFor(env: Env, dataDir: string): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const path = join(dataDir, 'auth-secret');
  if (!existsSync(path)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, randomBytes(32).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(path, 'utf8').trim();
}

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const dataDir = resolve(env.DATA_DIR);

  let database: DatabaseHandle;
  try {
    database = env.DATABASE_URL
      ? await openPostgres(env.DATABASE_URL, env.DATABASE_POOL_SIZE)
      : await openEmbedded({ dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof DataDirUnwritableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  if (database.driver === 'pglite' && env.DEMO_DATA === 'on') {
    const seeded = await seedDemoDataOnFirstStart(database.db);
    if (seeded > 0) console.info(`Seeded ${seeded} demo jobs on first start.`);
  }

  const bus: EventBus =
    database.driver === 'postgres'
      ? await PostgresBus.connect(database.connectionString, database.pool)
      : new InProcessBus();
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `${env.brand.siteName} <${env.brand.supportEmail}>`,
  });
  const app = await buildApp({
    env,
    database,
    mailer,
    bus,
    authSecret: authSecretFor(env, dataDir),
    vapid: vapidKeysFor(env, dataDir),
    sms: env.SMS_URL ? createSmsSender(env.SMS_URL) : undefined,
    pageRenderer: await loadPageRenderer(),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: draining connections and shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await bus.close();
      mailer.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      console.error('Shutdown failed', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  console.info(`${env.brand.siteName} is serving ${env.PUBLIC_URL} (database: ${database.driver})`);
  if (env.devMailbox && mailer instanceof DevOutbox) {
    console.warn(
      `Dev mailbox is on: ${env.PUBLIC_URL}/dev/mailbox lists every email kept instead of sent, sign-up and ` +
        'password reset codes included. Only requests from this machine (loopback) see it; DEV_MAILBOX=off turns it off.',
    );
  }
}

main().catch((error: unknown) => {
  console.error('Startup failed:', error);
  process.exit(1);
});

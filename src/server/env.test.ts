import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('gives the embedded defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.devMailbox).toBe(true);
    expect(env.allowedOrigins).toEqual(['http://localhost:3000']);
    expect(env.brand.siteName).toBe('DailyWork');
  });

  it('lists every bad key at once', () => {
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', TRUSTED_ORIGINS: 'not a url', SMTP_URL: 'http://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const keys = (error as EnvError).problems.map((problem) => problem.split(':')[0]);
      expect(keys).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'TRUSTED_ORIGINS.0', 'SMTP_URL']));
    }
  });

  it('requires AUTH_SECRET with DATABASE_URL or in production', () => {
    expect(() => loadEnv({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/AUTH_SECRET/);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    const secret = 'x'.repeat(32);
    expect(loadEnv({ NODE_ENV: 'production', AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  });

  it('requires the VAPID keys and subject with DATABASE_URL (one key pair for every instance)', () => {
    const shared = { DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadEnv(shared)).toThrow(/VAPID_PUBLIC_KEY.*\n?.*VAPID_PRIVATE_KEY/s);
    const keys = {
      VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'k'.repeat(43),
      VAPID_SUBJECT: 'mailto:ops@dailywork.example',
    };
    expect(loadEnv({ ...shared, ...keys }).VAPID_SUBJECT).toBe('mailto:ops@dailywork.example');
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: keys.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
    expect(() => loadEnv({ VAPID_SUBJECT: 'ops@dailywork.example' })).toThrow(/VAPID_SUBJECT/);
  });

  it('turns the dev mailbox on only without SMTP on a loopback URL, or when asked', () => {
    expect(loadEnv({ PUBLIC_URL: 'https://dailywork.example' }).devMailbox).toBe(false);
    expect(loadEnv({ SMTP_URL: 'smtp://localhost:25' }).devMailbox).toBe(false);
    expect(loadEnv({ PUBLIC_URL: 'http://127.0.0.1:8080' }).devMailbox).toBe(true);
    expect(loadEnv({ PUBLIC_URL: 'https://dailywork.example', DEV_MAILBOX: 'on' }).devMailbox).toBe(true);
  });

  it('never turns the dev mailbox on in production: off by default, and asking for it stops the start', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadEnv({ ...production, PUBLIC_URL: 'https://localhost' }).devMailbox).toBe(false);
    expect(loadEnv({ ...production, PUBLIC_URL: 'http://127.0.0.1:3000' }).devMailbox).toBe(false);
    expect(() => loadEnv({ ...production, DEV_MAILBOX: 'on' })).toThrow(
      /DEV_MAILBOX: cannot be on when NODE_ENV=production/,
    );
    expect(loadEnv({ ...production, DEV_MAILBOX: 'off' }).devMailbox).toBe(false);
  });

  it('adds trusted origins to our own', () => {
    const env = loadEnv({
      PUBLIC_URL: 'https://a.example/',
      TRUSTED_ORIGINS: 'https://b.example, https://c.example/x',
    });
    expect(env.allowedOrigins).toEqual(['https://a.example', 'https://b.example', 'https://c.example']);
  });
});

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vapidKeysFor } from './vapid';

describe('VAPID keys', () => {
  it('are generated once into DATA_DIR and kept across restarts, readable only by the owner', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dailywork-vapid-'));
    const env = { SUPPORT_EMAIL: 'help@dailywork.example' };
    const first = vapidKeysFor(env, dataDir);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe('mailto:help@dailywork.example');
    expect(vapidKeysFor(env, dataDir)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dataDir, 'vapid-keys.json'), 'utf8'))).toMatchObject({
      publicKey: first.publicKey,
    });
    expect(statSync(join(dataDir, 'vapid-keys.json')).mode & 0o077).toBe(0);
  });

  it('come from the environment when set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dailywork-vapid-'));
    const keys = vapidKeysFor(
      {
        SUPPORT_EMAIL: 'help@dailywork.example',
        VAPID_PUBLIC_KEY: 'public',
        VAPID_PRIVATE_KEY: 'private',
        VAPID_SUBJECT: 'https://dailywork.example/contact',
      },
      dataDir,
    );
    expect(keys).toEqual({
      publicKey: 'public',
      privateKey: 'private',
      subject: 'https://dailywork.example/contact',
    });
  });
});

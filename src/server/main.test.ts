import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real entry point, as `npm start` runs it: the data directory lock and recovery after kill -9. */
const dataDir = mkdtempSync(join(tmpdir(), 'dailywork-main-'));
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function start(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, deadlineMs = 60_000): Promise<unknown> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null); // null: not up yet
    if (response?.ok) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

async function demoJobCount(port: number): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/jobs?country=IN&limit=1`);
  return ((await response.json()) as { total: number }).total;
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('main.ts on the embedded database', () => {
  it('refuses a second process on the same DATA_DIR and recovers after kill -9', async () => {
    const firstPort = await freePort();
    const first = start(firstPort);
    expect(await waitForHealth(firstPort)).toMatchObject({ status: 'ok', database: { driver: 'pglite' } });
    // The dev mailbox (on: no SMTP, a loopback PUBLIC_URL) is announced, with what it shows and to whom.
    await expect
      .poll(first.output)
      .toMatch(/Dev mailbox is on: .*\/dev\/mailbox .*reset codes.*\(loopback\)/s);
    const seeded = await demoJobCount(firstPort);
    expect(seeded).toBeGreaterThan(20);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is in use by another DailyWork process');

    first.child.kill('SIGKILL');
    await first.exited;

    const thirdPort = await freePort();
    const third = start(thirdPort);
    await waitForHealth(thirdPort);
    expect(third.output()).toContain('Taking over a stale lock');
    expect(await demoJobCount(thirdPort)).toBe(seeded);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});

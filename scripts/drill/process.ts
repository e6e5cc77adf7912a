/** The drills' server: the real app as a child process that can be killed, and the drills' log line. */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import webPush from 'web-push';
import { spawnApp } from '../app-process';
import { request } from './http';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** AUTH_SECRET of every drill server: the seeded session cookies are signed with it. */
export const DRILL_SECRET = 'drill-secret-drill-secret-drill-secret-0123456789';
/** One VAPID key pair for every drill server (required with DATABASE_URL; instances behind one proxy share it). */
const DRILL_VAPID = webPush.generateVAPIDKeys();

export function log(message: string): void {
  console.log(`[drill ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

export class ServerProcess {
  private child: ChildProcess;
  readonly lines: string[] = [];
  exited: Promise<number | null>;
  private alive = true;

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.child = spawnApp(port, {
      AUTH_SECRET: DRILL_SECRET,
      VAPID_PUBLIC_KEY: DRILL_VAPID.publicKey,
      VAPID_PRIVATE_KEY: DRILL_VAPID.privateKey,
      VAPID_SUBJECT: 'mailto:drill@localhost',
      DEMO_DATA: 'off',
      ...env,
    });
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code) => {
        this.alive = false;
        resolve(code);
      }),
    );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (data: string) => {
        for (const line of data.split('\n').filter(Boolean)) {
          this.lines.push(line);
          if (process.env.DRILL_VERBOSE) console.log(`  [${name}] ${line}`);
        }
      });
    }
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  get running(): boolean {
    return this.alive;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Resolves with the time it took (ms since `since`) once GET /api/health answers 200. */
  async waitHealthy(since = performance.now(), timeoutMs = 120_000): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.alive) throw new Error(`${this.name} exited:\n${this.lines.slice(-15).join('\n')}`);
      const reply = await request(this.url, 'GET', '/api/health', { timeoutMs: 3000 });
      if (reply.status === 200) return performance.now() - since;
      await sleep(100);
    }
    throw new Error(`${this.name} did not become healthy:\n${this.lines.slice(-15).join('\n')}`);
  }

  kill(signal: NodeJS.Signals): void {
    if (this.alive) this.child.kill(signal);
  }

  /** SIGTERM, then SIGKILL after 15 s. */
  async stop(): Promise<void> {
    if (!this.alive) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** Resident memory of the server process in MB (VmRSS). */
  rssMb(): number {
    const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  }

  output(): string {
    return this.lines.join('\n');
  }
}

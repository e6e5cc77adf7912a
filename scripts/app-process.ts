/**
 * The real app as a child process (`node --import tsx src/server/main.ts`) on a free port with a fresh
 * temporary PGlite DATA_DIR and demo data: what the benchmarks and measuring scripts drive.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The caller's environment without the settings of the shell that would change what a child app does
 * (its database, mail, model and proxy trust): a measured or drilled app sets its own.
 */
export function shellEnvWithoutAppSettings(): NodeJS.ProcessEnv {
  const {
    DATABASE_URL: _db,
    SMTP_URL: _smtp,
    AI_BASE_URL: _ai,
    AI_MODEL: _model,
    TRUST_PROXY: _proxy,
    ...inherited
  } = process.env;
  return inherited;
}

/**
 * `node --import tsx src/server/main.ts` on 127.0.0.1:`port`, with the shell's environment less its app
 * settings, warnings only in the log and no field-data reporter; `env` adds or overrides. Output piped.
 */
export function spawnApp(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...shellEnvWithoutAppSettings(),
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // Measurements see what every page view loads: the field-data reporter (a chunk of its own with its
      // own budget, loaded after the page for a sample of views) would come and go by chance.
      VITALS_SAMPLE_RATE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export class AppProcess {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'dailywork-app-'));
  private readonly child: ChildProcess;
  private readonly lastLines: string[] = [];
  private exited = false;

  /** `url` is also PUBLIC_URL (the Origin state-changing requests must send); `env` adds or overrides. */
  private constructor(
    readonly url: string,
    port: number,
    env: Record<string, string>,
  ) {
    this.child = spawnApp(port, {
      PUBLIC_URL: url,
      DATA_DIR: this.dataDir,
      DEMO_DATA: 'on',
      ...env,
    });
    this.child.on('exit', () => (this.exited = true));
    for (const stream of [this.child.stdout, this.child.stderr]) {
      stream?.setEncoding('utf8');
      stream?.on('data', (data: string) => {
        this.lastLines.push(...data.split('\n').filter(Boolean));
        this.lastLines.splice(0, Math.max(0, this.lastLines.length - 20));
      });
    }
  }

  /** Starts the app and resolves once /api/health answers (or rejects with its last output lines). */
  static async start(
    options: { port?: number; publicUrl?: (port: number) => string; env?: Record<string, string> } = {},
  ) {
    const port = options.port ?? (await freePort());
    const url = options.publicUrl?.(port) ?? `http://localhost:${port}`;
    const app = new AppProcess(url, port, options.env ?? {});
    try {
      await app.waitHealthy();
    } catch (error) {
      await app.stop();
      throw error;
    }
    return app;
  }

  private async waitHealthy(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`The server exited:\n${this.lastLines.join('\n')}`);
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`The server did not become healthy:\n${this.lastLines.join('\n')}`);
  }

  /** Stops the app (SIGTERM, SIGKILL after 15 s) and removes its data directory. */
  async stop(): Promise<void> {
    if (!this.exited) {
      const exit = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(timer);
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** The servers under test: child processes with a benchmark-only preload (memory, CPU profiles, stalls). */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sleep } from './measure';
/** The repository (this file is bench/realtime/server.ts). */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** PUBLIC_URL of every instance: the socket's Origin header must be this origin. */
export const ORIGIN = 'http://localhost:3000';

/**
 * Benchmark-only preload for the server processes: reads "<id> <command> [arg]" lines on stdin and
 * answers "BENCH_REPLY {id, …}" on stderr. "mem" / "mem gc": process.memoryUsage() (after a full GC);
 * "prof-start", "prof-stop <file>": a CPU profile of the steady phase (node:inspector, same process);
 * "lag-start", "lag-stop": the event loop's delay (p99, max) and its stalls over 20 ms, with times.
 */
export function preloadSource(): string {
  return `
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
let session;
let lag;
export const reply = (id, value) => process.stderr.write('BENCH_REPLY ' + JSON.stringify({ id, ...value }) + '\\n');
${stallTrackerSource()}
export function handle(line) {
  const [id, name, arg] = line.split(' ');
  if (name === 'mem') {
    if (arg === 'gc') globalThis.gc();
    reply(id, { mem: process.memoryUsage() });
  } else if (name === 'lag-start') {
    lag = startStallTracker();
    reply(id, {});
  } else if (name === 'lag-stop') {
    reply(id, { lag: lag.stop() });
  } else if (name === 'prof-start') {
    session = new Session();
    session.connect();
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 500 }, () =>
        session.post('Profiler.start', () => reply(id, {}))));
  } else if (name === 'prof-stop') {
    session.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(arg, JSON.stringify(result.profile));
      session.disconnect();
      reply(id, { ok: !error });
    });
  }
}
let buffer = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (data) => {
  buffer += data;
  for (let i; (i = buffer.indexOf('\\n')) >= 0; ) {
    const line = buffer.slice(0, i);
    buffer = buffer.slice(i + 1);
    handle(line);
  }
});
process.stdin.unref();
`;
}

/** What a stall tracker reports: delay percentiles (ms) and the stalls over 20 ms as [wall-clock ms, ms]. */
export interface LagReport {
  p99: number;
  max: number;
  stalls: [number, number][];
}

export const STALL_TICK_MS = 5;
export const STALL_MS = 20;

/**
 * Measures an event loop with a 5 ms interval: how late each tick ran (p99, max) and when it was more
 * than 20 ms late. Plain JavaScript on purpose: its source also goes into the servers' preload.
 */
export function startStallTracker(): { stop: () => LagReport } {
  const delays: number[] = [];
  const stalls: [number, number][] = [];
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const delay = Math.max(0, now - last - STALL_TICK_MS);
    delays.push(delay);
    if (delay > STALL_MS) stalls.push([Date.now() - delay, Math.round(delay)]);
    last = now;
  }, STALL_TICK_MS);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      delays.sort((a, b) => a - b);
      const at = Math.min(delays.length - 1, Math.ceil(delays.length * 0.99) - 1);
      return { p99: delays[Math.max(0, at)] ?? 0, max: delays.at(-1) ?? 0, stalls };
    },
  };
}

/** The tracker's source for the preload (tsx compiles this file; its output is plain JavaScript). */
export function stallTrackerSource(): string {
  return `const STALL_TICK_MS = ${STALL_TICK_MS};\nconst STALL_MS = ${STALL_MS};\n${startStallTracker.toString()}`;
}

export interface MemoryUsage {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export class ServerProcess {
  readonly child: ChildProcess;
  readonly url: string;
  warnings = 0;
  readonly lastLines: string[] = [];
  private readonly replies = new Map<string, (value: Record<string, unknown>) => void>();
  private nextId = 1;
  private exited = false;
  private readonly verbose: boolean;
  readonly exit: Promise<number | null>;

  constructor(
    readonly name: string,
    readonly port: number,
    env: Record<string, string | undefined>,
    options: { nodeOptions: string[]; verbose: boolean },
  ) {
    this.verbose = options.verbose;
    this.url = `http://127.0.0.1:${port}`;
    // node itself (no shell, no npm): the pid is the server's.
    this.child = spawn(
      process.execPath,
      [
        '--expose-gc',
        ...options.nodeOptions,
        '--import',
        'tsx',
        '--import',
        `data:text/javascript,${encodeURIComponent(preloadSource())}`,
        'src/server/main.ts',
      ],
      { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    this.exit = new Promise((resolve) =>
      this.child.on('exit', (code) => {
        this.exited = true;
        resolve(code);
      }),
    );
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let buffer = '';
      stream?.setEncoding('utf8');
      stream?.on('data', (data: string) => {
        buffer += data;
        for (let i; (i = buffer.indexOf('\n')) >= 0;) {
          this.line(buffer.slice(0, i));
          buffer = buffer.slice(i + 1);
        }
      });
    }
  }

  get pid(): number {
    return this.child.pid as number;
  }

  private line(line: string): void {
    if (line.startsWith('BENCH_REPLY ')) {
      const value = JSON.parse(line.slice('BENCH_REPLY '.length)) as Record<string, unknown>;
      const id = String(value.id);
      this.replies.get(id)?.(value);
      this.replies.delete(id);
      return;
    }
    if (this.verbose) console.info(`[${this.name}] ${line}`);
    // pino JSON lines: warn is level 40, error 50, fatal 60.
    if (/"level":(40|50|60)/.test(line) || /error/i.test(line)) this.warnings++;
    this.lastLines.push(line);
    if (this.lastLines.length > 20) this.lastLines.shift();
  }

  private command(text: string): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name}: no answer to "${text}"`)), 30_000);
      const id = String(this.nextId++);
      this.replies.set(id, (value) => {
        clearTimeout(timer);
        resolve(value);
      });
      this.child.stdin?.write(`${id} ${text}\n`);
    });
  }

  async memory(gc: boolean): Promise<MemoryUsage> {
    const { mem } = await this.command(gc ? 'mem gc' : 'mem');
    return mem as MemoryUsage;
  }

  /** VmRSS from /proc, in bytes. */
  rss(): number {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.pid}/status`, 'utf8'));
    return Number(match?.[1] ?? NaN) * 1024;
  }

  /** CPU seconds used so far (user + system), from /proc. */
  cpuSeconds(): number {
    const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  }

  async startLag(): Promise<void> {
    await this.command('lag-start');
  }

  async stopLag(): Promise<LagReport> {
    const { lag } = await this.command('lag-stop');
    return lag as LagReport;
  }

  async startProfile(): Promise<void> {
    await this.command('prof-start');
  }

  async stopProfile(file: string): Promise<void> {
    await this.command(`prof-stop ${file}`);
  }

  async waitHealthy(timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.exited) throw new Error(`${this.name} exited:\n${this.lastLines.join('\n')}`);
      try {
        const response = await fetch(`${this.url}/api/health`);
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`${this.name} did not become healthy:\n${this.lastLines.join('\n')}`);
  }

  async stop(): Promise<void> {
    if (this.exited) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 20_000);
    await this.exit;
    clearTimeout(timer);
  }
}

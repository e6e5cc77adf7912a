/** The realtime benchmark's command-line flags and their limits. */
/** The server allows 30 messages per user per minute: a user sends at most one every 4 s. */
export const MIN_SECONDS_BETWEEN_SENDS = 4;

export interface Flags {
  sockets: number;
  rate: number;
  duration: number;
  warmup: number;
  instances: number;
  batch: number;
  cpuProf: boolean;
  timeline: boolean;
  /** Extra node flags for the server processes (e.g. "--trace-gc"). */
  serverNodeOptions: string[];
  /** Echo the servers' output. */
  verbose: boolean;
}

export function parseFlags(argv: string[], postgres: boolean): Flags {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const sockets = Number(value('sockets') ?? 5000);
  const flags: Flags = {
    sockets,
    rate: Number(value('rate') ?? Math.round(sockets / 50)),
    duration: Number(value('duration') ?? 30),
    warmup: Number(value('warmup') ?? 5),
    instances: Number(value('instances') ?? (postgres ? 2 : 1)),
    batch: Number(value('batch') ?? 200),
    cpuProf: argv.includes('--cpu-prof'),
    timeline: argv.includes('--timeline'),
    serverNodeOptions: (value('server-node-options') ?? '').split(' ').filter(Boolean),
    verbose: argv.includes('--verbose'),
  };
  if (!Number.isInteger(sockets) || sockets < 2 || sockets % 2 !== 0) {
    throw new Error('--sockets must be an even number of at least 2 (pairs of users).');
  }
  if (!(flags.rate > 0) || sockets / flags.rate < MIN_SECONDS_BETWEEN_SENDS) {
    throw new Error(
      `--rate must be above 0 and at most ${sockets / MIN_SECONDS_BETWEEN_SENDS} for ${sockets} sockets: ` +
        `each user sends one message every sockets/rate seconds, and the server allows one every ` +
        `${MIN_SECONDS_BETWEEN_SENDS} s (30 per minute).`,
    );
  }
  if (!postgres && flags.instances !== 1) {
    throw new Error('PGlite runs one instance (the data directory is locked): set DATABASE_URL for more.');
  }
  if (!Number.isInteger(flags.instances) || flags.instances < 1)
    throw new Error('--instances must be 1 or more.');
  return flags;
}

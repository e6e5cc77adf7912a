/** The job search benchmark's flags: `--jobs N --duration S --connections C --explain --reuse`. */

export interface Flags {
  jobs: number;
  duration: number;
  connections: number;
  explain: boolean;
  reuse: boolean;
}

export function parseFlags(argv: string[], postgres: boolean): Flags {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  return {
    jobs: Number(value('jobs') ?? (postgres ? 1_000_000 : 100_000)),
    duration: Number(value('duration') ?? 10),
    connections: Number(value('connections') ?? 10),
    explain: argv.includes('--explain'),
    reuse: argv.includes('--reuse'),
  };
}

/** Reports beyond the summary: the per-second timeline and a CPU profile's summary. */
import { readFileSync } from 'node:fs';
import { ROOT, STALL_MS } from './server';
import { percentile, ms } from './measure';
import type { Clients } from './clients';
/** Measured messages by the second they were sent in: how many, and their latency p50 / p99 / max. */
export function timeline(
  clients: Clients,
  measureStart: number,
  stalls: { name: string; stalls: [number, number][] }[],
): string {
  const seconds: number[][] = [];
  for (const record of clients.records.values()) {
    if (!record.measured || record.latency === undefined) continue;
    const second = Math.floor((record.sentAt - measureStart) / 1000);
    (seconds[second] ??= []).push(record.latency);
  }
  const wallStart = Date.now() - (performance.now() - measureStart);
  const lines = [
    `Timeline, by the second a message was sent (second 0 = ${new Date(wallStart).toISOString()}):`,
    'second | sent+delivered | p50 ms | p99 ms | max ms',
  ];
  seconds.forEach((values, second) => {
    values.sort((a, b) => a - b);
    lines.push(
      `${String(second).padStart(6)} | ${String(values.length).padStart(14)} | ${ms(percentile(values, 50)).padStart(6)} | ` +
        `${ms(percentile(values, 99)).padStart(6)} | ${ms(values.at(-1) ?? NaN).padStart(6)}`,
    );
  });
  for (const { name, stalls: list } of stalls) {
    const text = list
      .map(([at, delay]) => `${((at - wallStart) / 1000).toFixed(2)} s (${delay} ms)`)
      .join(', ');
    lines.push(`Event-loop stalls over ${STALL_MS} ms, ${name}: ${text || 'none'}`);
  }
  return lines.join('\n');
}

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/** Self time by function and by area (package, app file, Node internals) of a .cpuprofile. */
export function summarizeProfile(file: string): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const functions = new Map<string, number>();
  const areas = new Map<string, number>();
  let total = 0;
  let idle = 0;
  for (const [id, micros] of self) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    total += micros;
    if (frame.functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const url = frame.url.replace(`file://${ROOT}`, '');
    const label =
      `${frame.functionName || '(anonymous)'} ${url ? `${url}:${frame.lineNumber + 1}` : ''}`.trim();
    functions.set(label, (functions.get(label) ?? 0) + micros);
    const area = areaOf(frame.functionName, url);
    areas.set(area, (areas.get(area) ?? 0) + micros);
  }
  const busy = total - idle;
  const lines = [
    `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${((busy / total) * 100).toFixed(0)} % busy`,
    'by area (share of busy time):',
  ];
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
  for (const [area, micros] of top(areas, 20)) {
    lines.push(`  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${area}`);
  }
  lines.push('top functions by self time:');
  for (const [label, micros] of top(functions, 25)) {
    lines.push(`  ${((micros / busy) * 100).toFixed(1).padStart(5)} %  ${label}`);
  }
  return lines.join('\n');
}

export function areaOf(functionName: string, url: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1] as string;
  if (url.startsWith('node:')) return 'node: internals';
  if (url.includes('/src/')) return `app ${url.slice(url.indexOf('/src/') + 1)}`;
  return url;
}

// Summarizes a V8 .cpuprofile (node --cpu-prof): self time by package and the hottest functions, to see where a move's time goes.
// Usage: node --import tsx src/profile-summary.ts <file.cpuprofile> [top] [last seconds]
// (the last seconds leave out start-up: a bench's server profile covers its boot, then the load.)
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/** The package a script belongs to: node_modules/<pkg>, a workspace folder, or node's own. */
export function packageOf(url: string): string {
  if (url === '') return '(native/gc/idle)';
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (nm) return nm[1]!;
  const ws = /\/(apps\/[^/]+|packages\/(?:games\/)?[^/]+)\//.exec(url);
  if (ws) return ws[1]!;
  if (url.startsWith('node:')) return 'node:internal';
  return url;
}

/** The samples taken in the profile's last `lastSeconds` (all of them when it is not given). */
export function samplesInWindow(profile: Profile, lastSeconds?: number): number[] {
  const samples = profile.samples ?? [];
  if (lastSeconds === undefined) return samples;
  const from = profile.endTime - lastSeconds * 1e6;
  const deltas = profile.timeDeltas ?? [];
  const kept: number[] = [];
  let at = profile.startTime;
  samples.forEach((id, i) => {
    at += deltas[i] ?? 0;
    if (at >= from) kept.push(id);
  });
  return kept;
}

export function summarizeProfile(profile: Profile, top: number, lastSeconds?: number): string {
  const total = lastSeconds === undefined ? profile.endTime - profile.startTime : lastSeconds * 1e6;
  const perPackage = new Map<string, number>();
  const perFunction = new Map<string, number>();
  const sampleCount = new Map<number, number>();
  const window = samplesInWindow(profile, lastSeconds);
  for (const id of window) sampleCount.set(id, (sampleCount.get(id) ?? 0) + 1);
  const samples = Math.max(window.length, 1);
  for (const node of profile.nodes) {
    const hits = sampleCount.get(node.id) ?? (lastSeconds === undefined ? (node.hitCount ?? 0) : 0);
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = functionName === '(idle)' ? '(idle)' : packageOf(url);
    perPackage.set(pkg, (perPackage.get(pkg) ?? 0) + hits);
    const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    perFunction.set(key, (perFunction.get(key) ?? 0) + hits);
  }
  // The sampler is a thread of its own: on a busy machine it runs mostly when the main thread leaves a core free, so
  // idle is over-counted (54 % idle in a profile whose thread /proc showed 87 % busy). Shares of busy samples hold up.
  const busy = Math.max(samples - (perPackage.get('(idle)') ?? 0), 1);
  const pct = (n: number, of: number): string => `${((n / of) * 100).toFixed(1)} %`;
  const share = (n: number, idle: boolean): string =>
    `${pct(n, samples).padStart(7)}  ${(idle ? '' : pct(n, busy)).padStart(7)}`;
  const lines = [
    `profile: ${(total / 1e6).toFixed(1)} s, ${samples} samples (one per ${(total / 1e3 / samples).toFixed(2)} ms), ${busy} busy`,
    '(the sampler runs late on a loaded machine and then finds the thread idle: read the second column, of busy samples)',
    '',
    'self time by package (of all samples, of busy samples):',
  ];
  for (const [pkg, n] of [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${share(n, pkg === '(idle)')}  ${pkg}`);
  lines.push('', 'hottest functions (self; of all samples, of busy samples):');
  for (const [fn, n] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${share(n, fn.startsWith('(idle) '))}  ${fn}`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [top] [last seconds]');
  const last = process.argv[4] === undefined ? undefined : Number(process.argv[4]);
  console.log(
    summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(process.argv[3] ?? '25'), last),
  );
}

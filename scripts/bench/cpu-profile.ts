import { readFileSync } from 'node:fs';

/**
 * Reading a server's V8 CPU profile (`node --cpu-prof`) in the benches: the functions with the most self time
 * and, with `inclusive`, the most time including what they call, over a measured window only (startup, the
 * index build and the warm-up left out).
 */

/** Where a profile sample's self time belongs: a package, one of our folders, or V8's own entries. */
function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const source = /\/src\/((?:modules\/[^/]+|platform\/[^/]+|[^/]+))/.exec(url);
  if (source) return `src/${source[1]!.replace(/\.ts$/, '')}`;
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-1)[0]!;
}

/** The monotonic clock in microseconds, the clock of a V8 CPU profile's timestamps. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

/**
 * Top self-time functions of a V8 CPU profile, and self time per package or source folder, over the window;
 * `inclusive` adds the functions with the most time including their callees (each function counted once per
 * sample, however deep it recurses; only src/'s functions).
 */
export function summariseProfile(
  file: string,
  window: { from: number; to: number },
  top = 25,
  inclusive = false,
): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const keyOf = (node: ProfileNode) => {
    const where = node.callFrame.url.split('/').slice(-2).join('/');
    return `${node.callFrame.functionName || '(anónima)'} ${where}${where ? `:${node.callFrame.lineNumber + 1}` : ''}`;
  };
  const self = new Map<string, number>();
  const areas = new Map<string, number>();
  const total = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    const node = byId.get(id)!;
    const key = keyOf(node);
    self.set(key, (self.get(key) ?? 0) + delta);
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    areas.set(area, (areas.get(area) ?? 0) + delta);
    if (!inclusive) return;
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const frame = byId.get(n)!;
      // Our own functions only: the framework's frames are on every request's stack.
      if (!frame.callFrame.url.includes('/src/')) continue;
      const k = keyOf(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      total.set(k, (total.get(k) ?? 0) + delta);
    }
  });
  const sum = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = self.get('(idle) ') ?? 0;
  const pct = (us: number) =>
    `${((100 * us) / sum).toFixed(1).padStart(5)}% ${((100 * us) / (sum - idle)).toFixed(1).padStart(5)}%`;
  const ranked = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => `${pct(us)}  ${key}`);
  return [
    '  % total  % busy  (self time)',
    ...ranked(self),
    '  por paquete o carpeta:',
    ...ranked(areas),
    ...(inclusive ? ['  tiempo incluyendo lo que llaman (funciones de src/):', ...ranked(total)] : []),
  ];
}

import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

export interface ProfileShare {
  name: string;
  share: number;
}

export interface ProfileSummary {
  /** The process profiled (`API`, `Worker`). */
  process: string;
  file: string;
  seconds: number;
  /** Self time by package / area (node_modules package, Node internals, app code, GC, idle). */
  byArea: ProfileShare[];
  /** Self time by function. */
  byFunction: ProfileShare[];
}

function area(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  if (url.startsWith('node:')) return 'node internals';
  const lib = /\/(libs|services)\/([^/]+)\//.exec(url);
  if (lib) return `app: ${lib[1]}/${lib[2]}`;
  return url;
}

function shortUrl(url: string): string {
  const module = /node_modules\/(.*)$/.exec(url);
  if (module) return module[1];
  const app = /\/((?:libs|services)\/.*)$/.exec(url);
  return app ? app[1] : url;
}

/** Where the sampled CPU time went, from a V8 `.cpuprofile`. */
export function summarizeProfile(file: string, label: string, top = 15): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const hits = new Map<number, number>();
  if (profile.samples) for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  else for (const node of profile.nodes) hits.set(node.id, node.hitCount ?? 0);
  const total = [...hits.values()].reduce((sum, value) => sum + value, 0) || 1;
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const node of profile.nodes) {
    const count = hits.get(node.id) ?? 0;
    if (count === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = area(url, functionName);
    areas.set(where, (areas.get(where) ?? 0) + count);
    const name = `${functionName || '(anonymous)'} ${url ? `${shortUrl(url)}:${lineNumber + 1}` : ''}`.trim();
    functions.set(name, (functions.get(name) ?? 0) + count);
  }
  const ranked = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, count]) => ({ name, share: count / total }));
  return {
    process: label,
    file,
    seconds: (profile.endTime - profile.startTime) / 1e6,
    byArea: ranked(areas),
    byFunction: ranked(functions),
  };
}

import { DEFAULT_LEVEL_RATES, levelShare, MAX_LEVELS } from '../rules/levels';
/**
 * Level income (BUSINESS-RULES §4, the rule in rules/levels.ts): each member's ROI of the day is shared up the sponsor chain;
 * the upline at level L gets ROI x rate[L] if that upline is active and L <= its unlocked levels
 * (one level per active direct referral, at most 20). One credit per upline per day, explained by a
 * per-level breakdown (level, rate, number of source members, base).
 * Rates are percent x 10^4 (0.5 % = 5000); shares are floored to the micro-unit per (upline, level).
 */
export { MAX_LEVELS, unlockedLevels, levelShare } from '../rules/levels';

/** The investment (ROI-share) table a first start writes: 10, 5, 4, 3, 2, 1 x5, 0.5 x10 (percent). */
export const DEFAULT_INVESTMENT_LEVEL_RATES: bigint[] = DEFAULT_LEVEL_RATES.INVESTMENT;

export interface LevelLine {
  level: number;
  rate: bigint;
  sources: number;
  base: bigint;
  share: bigint;
}

export interface LevelCredit {
  memberId: number;
  amount: bigint;
  sources: number;
  lines: LevelLine[];
}

/** The population as compact arrays, ordered by member id. */
export interface LevelPopulation {
  ids: Int32Array;
  /** Index of the sponsor in `ids`, or -1. */
  parent: Int32Array;
  active: Uint8Array;
  /** Day's ROI per member (micro-units; exact in a double below 2^53 = $9 billion). */
  roi: Float64Array;
}

/** Builds the arrays from rows (id, sponsor id, active) and the day's ROI per member. */
export function buildPopulation(rows: Array<{ id: number; sponsorId: number | null; active: boolean }>, roiByMember: Map<number, bigint>): LevelPopulation {
  // Rows usually arrive in id order (the query sorts them): sort a copy only when they do not.
  let sorted = rows;
  for (let i = 1; i < rows.length; i++) {
    if (rows[i].id < rows[i - 1].id) {
      sorted = [...rows].sort((a, b) => a.id - b.id);
      break;
    }
  }
  const n = sorted.length;
  const ids = new Int32Array(n);
  let maxId = 0;
  for (let i = 0; i < n; i++) {
    ids[i] = sorted[i].id;
    if (ids[i] > maxId) maxId = ids[i];
  }
  // Position of a member id: a dense array when ids are (nearly) consecutive, as auto-increment ids
  // are; a Map when they are sparse.
  const dense = maxId <= 4 * n + 1024;
  const positions = dense ? new Int32Array(maxId + 1).fill(-1) : null;
  const positionMap = dense ? null : new Map<number, number>();
  for (let i = 0; i < n; i++) {
    if (positions) positions[ids[i]] = i;
    else positionMap!.set(ids[i], i);
  }
  const positionOf = (id: number) => (positions ? (id >= 0 && id <= maxId ? positions[id] : -1) : (positionMap!.get(id) ?? -1));
  const parent = new Int32Array(n);
  const active = new Uint8Array(n);
  const roi = new Float64Array(n);
  let total = 0n;
  for (let i = 0; i < n; i++) {
    const r = sorted[i];
    parent[i] = r.sponsorId !== null ? positionOf(r.sponsorId) : -1;
    active[i] = r.active ? 1 : 0;
    const v = roiByMember.get(r.id) ?? 0n;
    total += v;
    roi[i] = Number(v);
  }
  if (total >= 2n ** 53n) throw new Error('Day ROI total too large for the in-memory level pass');
  return { ids, parent, active, roi };
}

/**
 * Rolls the day's ROI up one sponsor link per level (20 passes, O(20 x members)): after pass L,
 * sum[u] is the ROI of u's descendants at depth exactly L. Eligible (upline, level) pairs become
 * breakdown lines; each upline gets one credit, the sum of its floored level shares.
 */
export function computeLevelIncome(pop: LevelPopulation, rates: bigint[]): LevelCredit[] {
  const n = pop.ids.length;
  const activeDirects = new Int32Array(n);
  for (let i = 0; i < n; i++) if (pop.active[i] && pop.parent[i] >= 0) activeDirects[pop.parent[i]]++;
  let sum = pop.roi;
  let count = new Int32Array(n);
  for (let i = 0; i < n; i++) count[i] = pop.roi[i] > 0 ? 1 : 0;
  // Lines per member position (an array, not a Map: positions are 0..n-1).
  const byMember: Array<LevelLine[] | undefined> = new Array(n);
  for (let level = 1; level <= MAX_LEVELS; level++) {
    const nextSum = new Float64Array(n);
    const nextCount = new Int32Array(n);
    let any = false;
    for (let i = 0; i < n; i++) {
      const p = pop.parent[i];
      if (p >= 0 && sum[i] > 0) {
        nextSum[p] += sum[i];
        nextCount[p] += count[i];
        any = true;
      }
    }
    if (!any) break;
    const rate = rates[level - 1] ?? 0n;
    if (rate > 0n) {
      for (let u = 0; u < n; u++) {
        if (nextSum[u] > 0 && pop.active[u] && activeDirects[u] >= level) {
          const base = BigInt(nextSum[u]);
          let lines = byMember[u];
          if (!lines) byMember[u] = lines = [];
          lines.push({ level, rate, sources: nextCount[u], base, share: levelShare(base, rate) });
        }
      }
    }
    sum = nextSum;
    count = nextCount;
  }
  // In position order, which is member-id order.
  const credits: LevelCredit[] = [];
  for (let u = 0; u < n; u++) {
    const lines = byMember[u];
    if (!lines) continue;
    const amount = lines.reduce((s, l) => s + l.share, 0n);
    if (amount > 0n) credits.push({ memberId: pop.ids[u], amount, sources: lines.reduce((s, l) => s + l.sources, 0), lines });
  }
  return credits;
}

/** `level:rate:sources:base` joined by `;` (the stored explanation). */
export function encodeLines(lines: LevelLine[]): string {
  return lines.map((l) => `${l.level}:${l.rate}:${l.sources}:${l.base}`).join(';');
}

export function decodeLines(detail: string): LevelLine[] {
  if (!detail) return [];
  return detail.split(';').map((part) => {
    const [level, rate, sources, base] = part.split(':');
    const r = BigInt(rate);
    const b = BigInt(base);
    return { level: Number(level), rate: r, sources: Number(sources), base: b, share: levelShare(b, r) };
  });
}

import DataLoader from 'dataloader';
import type { EntityManager } from 'typeorm';

/**
 * Per-member figures (wallet balances, income sums, withdrawn total, direct counts, team size) read
 * in one database round trip. Each domain service describes its figure as a `FigureQuery`: a SELECT
 * of `(m, k, v)` rows — member id, a key, a value as text — and how to fold the rows into the
 * figure. `readFigures` runs several of them as one UNION ALL; the per-request loader below
 * collects every figure the fields of one GraphQL request ask for (DataLoader batches within a
 * tick), so the member dashboard pays one statement instead of five.
 */
export interface FigureRow {
  m: number | string;
  k: string;
  v: string | null;
}

export interface FigureQuery<T> {
  /**
   * A SELECT of the columns q, m, k, v for the given members: `q` is the number given (it tells the
   * figures apart in the union; each branch of a compound SELECT selects it too).
   */
  select(ids: number[], q: number): { sql: string; params: unknown[] };
  empty(): T;
  /** Adds one row to the member's figure (returns the new value when the figure is immutable). */
  fold(figure: T, row: FigureRow): T;
}

export async function readFigures(em: EntityManager, requests: Array<{ query: FigureQuery<unknown>; ids: number[] }>): Promise<Array<Map<number, unknown>>> {
  const parts = requests.flatMap(({ query, ids }, i) => {
    if (!ids.length) return [];
    // Not wrapped in a derived table: MariaDB would materialise each one.
    return [query.select(ids, i)];
  });
  const results = requests.map(({ query, ids }) => new Map<number, unknown>(ids.map((id) => [id, query.empty()])));
  if (!parts.length) return results;
  const rows: Array<FigureRow & { q: number | string }> = await em.query(
    parts.map((p) => p.sql).join(' UNION ALL '),
    parts.flatMap((p) => p.params),
  );
  for (const row of rows) {
    const i = Number(row.q);
    const id = Number(row.m);
    const map = results[i];
    if (map.has(id)) map.set(id, requests[i].query.fold(map.get(id), row));
  }
  return results;
}

export function marks(ids: readonly unknown[]): string {
  return ids.map(() => '?').join(',');
}

/** One loader per request: `load(query, memberId)`; everything asked in the same tick is one statement. */
export function createFigureLoader(em: () => EntityManager) {
  const loader = new DataLoader<{ query: FigureQuery<unknown>; id: number }, unknown, string>(
    async (keys) => {
      const byQuery = new Map<FigureQuery<unknown>, number[]>();
      for (const { query, id } of keys) {
        const ids = byQuery.get(query) ?? [];
        if (!ids.includes(id)) ids.push(id);
        byQuery.set(query, ids);
      }
      const requests = [...byQuery].map(([query, ids]) => ({ query, ids }));
      const results = await readFigures(em(), requests);
      const index = new Map(requests.map((r, i) => [r.query, results[i]]));
      return keys.map(({ query, id }) => index.get(query)!.get(id));
    },
    { cacheKeyFn: ({ query, id }) => `${figureName(query)}:${id}` },
  );
  return <T>(query: FigureQuery<T>, id: number): Promise<T> => loader.load({ query: query as FigureQuery<unknown>, id }) as Promise<T>;
}

const names = new WeakMap<object, string>();
let counter = 0;
function figureName(query: object): string {
  let n = names.get(query);
  if (!n) names.set(query, (n = `f${++counter}`));
  return n;
}

import { EXPORT_MAX_ROWS, collectByKey, collectPages } from './exportCsv';

/** A keyset-paged list of `n` rows (ids n … 1, newest first). */
function keyset(n: number) {
  return async (before: number | undefined, size: number) => {
    const top = before === undefined ? n : before - 1;
    const items = Array.from({ length: Math.max(0, Math.min(size, top)) }, (_x, i) => top - i);
    const last = items[items.length - 1];
    return { items, nextCursor: last !== undefined && last > 1 ? last : null };
  };
}

function paged(n: number) {
  return async (page: number, size: number) => ({ items: Array.from({ length: Math.max(0, Math.min(size, n - (page - 1) * size)) }, (_x, i) => (page - 1) * size + i), total: n });
}

describe('collecting a list for a browser-side CSV', () => {
  test('a list within the cap comes whole and is not marked cut', async () => {
    const rows = await collectByKey(keyset(EXPORT_MAX_ROWS));
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(rows.truncated).toBe(false);
    const pages = await collectPages(paged(250));
    expect(pages).toHaveLength(250);
    expect(pages.truncated).toBe(false);
  });

  test('a longer list stops at the cap and says so (never silently short)', async () => {
    const rows = await collectByKey(keyset(EXPORT_MAX_ROWS + 1));
    expect(rows).toHaveLength(EXPORT_MAX_ROWS);
    expect(rows[0]).toBe(EXPORT_MAX_ROWS + 1);
    expect(rows.truncated).toBe(true);
    const pages = await collectPages(paged(EXPORT_MAX_ROWS + 40));
    expect(pages).toHaveLength(EXPORT_MAX_ROWS);
    expect(pages.truncated).toBe(true);
  });
});

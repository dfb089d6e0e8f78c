import 'reflect-metadata';
import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { GraphQLResolveInfo, Kind, SelectionSetNode } from 'graphql';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { badInput } from './errors';

/**
 * The list envelope every paged query returns: `{ items, total, page, pageSize }`, used as
 * `@ObjectType() class XPage extends Paginated(X) {}`. The abstract base is never returned by a
 * resolver, so it does not appear in the schema.
 */
export function Paginated<TItem extends object>(itemClass: ClassType<TItem>) {
  @ObjectType()
  abstract class PageClass {
    @Field(() => [itemClass]) items: TItem[];
    @Field(() => Int) total: number;
    @Field(() => Int) page: number;
    @Field(() => Int) pageSize: number;
  }
  return PageClass;
}

/**
 * The envelope of a long journal (ledger lines): also `nextCursor`, the id to pass as `before` for
 * the next page. A page asked with `before` is read by key (`id < before`), never with OFFSET, so
 * the millionth page costs what the first does; `page` alone still works (OFFSET) for jumps.
 */
export function KeysetPaginated<TItem extends object>(itemClass: ClassType<TItem>) {
  @ObjectType()
  abstract class KeysetPageClass extends CursorPaginated(itemClass) {
    @Field(() => Int, { nullable: true, description: "Pass as `before` to read the next (older) page by key; null on the last page" }) nextCursor: number | null;
  }
  return KeysetPageClass;
}

/**
 * Cursor paging (Relay style, `first`/`after`), next to `page`/`pageSize` on the report lists: a
 * page read with `after` starts right after the row the cursor names, by key (`id < last id` on a
 * list newest first), never with OFFSET, so new rows (which come first) neither shift nor repeat
 * what a walk has not read yet, and page 10,000 costs what page 1 does.
 */
@ObjectType({ description: 'Where a page ends (Relay style): pass `endCursor` as `after` for the next page.' })
export class PageInfo {
  @Field(() => String, { nullable: true, description: 'The cursor of the last row of this page; null when the page is empty' }) endCursor: string | null;
  @Field({ description: 'Whether rows follow this page' }) hasNextPage: boolean;
}

/** The cursor paging arguments of a list field (`first`/`after`), beside its `page`/`pageSize`. */
@ArgsType()
export class CursorArgs {
  @Field(() => Int, { nullable: true, description: 'Cursor paging: this many rows (1-100) after `after`' }) first?: number | null;
  @Field(() => String, { nullable: true, description: "Cursor paging: a page's `pageInfo.endCursor`" }) after?: string | null;
}

/** The paging arguments of a list field: `page`/`pageSize` (offset pages) or `first`/`after` (cursor). */
@ArgsType()
export class PageArgs extends CursorArgs {
  @Field(() => Int) page: number = 1;
  @Field(() => Int) pageSize: number = 10;
}

/** A page envelope with `pageInfo` as well (`page` is 0 on a page read by cursor). */
export function CursorPaginated<TItem extends object>(itemClass: ClassType<TItem>) {
  @ObjectType()
  abstract class CursorPageClass extends Paginated(itemClass) {
    @Field(() => PageInfo, { description: 'Cursor paging: the cursor to pass as `after` for the next page' }) pageInfo: PageInfo;
  }
  return CursorPageClass;
}

/** The opaque cursor of a row: base64 of its key (its id, or a composite key such as `day|kind`). */
export function encodeCursor(key: number | string): string {
  return Buffer.from(String(key), 'utf8').toString('base64');
}

/** The key inside a cursor, exactly as `encodeCursor` wrote it; anything else is BAD_USER_INPUT. */
export function decodeCursorKey(cursor: string, pattern: RegExp, name = 'after'): RegExpMatchArray {
  const key = /^[A-Za-z0-9+/]+={0,2}$/.test(cursor) ? Buffer.from(cursor, 'base64').toString('utf8') : '';
  const match = encodeCursor(key) === cursor ? key.match(pattern) : null;
  if (!match) throw badInput(`${name} is not a cursor of this list`, { [name]: 'an endCursor of this list' });
  return match;
}

/** The id inside an id cursor. */
export function decodeIdCursor(cursor: string, name = 'after'): number {
  const id = Number(decodeCursorKey(cursor, /^[1-9]\d{0,15}$/, name)[0]);
  if (!Number.isSafeInteger(id)) throw badInput(`${name} is not a cursor of this list`, { [name]: 'an endCursor of this list' });
  return id;
}

/** Whether the field being resolved selects `name` on its result (through fragments too): `total` costs a COUNT. */
export function selectsField(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, name: string): boolean {
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode | undefined): boolean =>
    !!set?.selections.some((sel) => {
      if (sel.kind === Kind.FIELD) return sel.name.value === name;
      if (sel.kind === Kind.INLINE_FRAGMENT) return walk(sel.selectionSet);
      if (seen.has(sel.name.value)) return false;
      seen.add(sel.name.value);
      return walk(info.fragments[sel.name.value]?.selectionSet);
    });
  return info.fieldNodes.some((node) => walk(node.selectionSet));
}

/**
 * What one list request reads: `size` rows, either page `page` (OFFSET, the web app) or, read by
 * cursor (`first`/`after` given), the rows after `after` (the key inside the cursor; none: from the
 * start). `count`: the caller selected `total`, so the filtered rows are counted.
 */
export interface PageWindow<K = number> {
  size: number;
  page: number | null;
  after?: K;
  count: boolean;
}

/**
 * The window of a list field with `page`/`pageSize` and `first`/`after`: `first` or `after` reads by
 * cursor (`first` defaults to `pageSize`); else the page. Sizes are 1 to MAX_PAGE_SIZE.
 */
export function pageWindow<K = number>(
  args: { page?: number | null; pageSize?: number | null; first?: number | null; after?: string | null },
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'> | null,
  opts: { decode?: (cursor: string) => K; defaultSize?: number; countedBy?: string[] } = {},
): PageWindow<K> {
  const decode = opts.decode ?? (decodeIdCursor as unknown as (cursor: string) => K);
  const defaultSize = opts.defaultSize ?? 10;
  // The fields a COUNT (and its sums) answer: `total` unless the list says more (the report's `sum`).
  const count = info ? (opts.countedBy ?? ['total']).some((name) => selectsField(info, name)) : true;
  const sizeOf = (value: number | null | undefined, name: string) => {
    const n = value ?? defaultSize;
    if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) throw badInput(`${name} must be between 1 and ${MAX_PAGE_SIZE}`, { [name]: `1 to ${MAX_PAGE_SIZE}` });
    return n;
  };
  if ((args.first !== undefined && args.first !== null) || (args.after !== undefined && args.after !== null)) {
    const size = sizeOf(args.first ?? args.pageSize, args.first != null ? 'first' : 'pageSize');
    return { size, page: null, after: args.after != null ? decode(args.after) : undefined, count };
  }
  const page = args.page ?? 1;
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw badInput(`page must be a whole number from 1 to ${MAX_PAGE}`, { page: `1 to ${MAX_PAGE}` });
  return { size: sizeOf(args.pageSize, 'pageSize'), page, count };
}

/** OFFSET of a window (0 when read by cursor). */
export function windowOffset(w: PageWindow<unknown>): number {
  return w.page === null ? 0 : (w.page - 1) * w.size;
}

/**
 * The envelope of rows read with one extra row (`size + 1`: whether more follow): `items`, `total`
 * (when counted; else 0, never sent), `page` (0 by cursor), `pageSize` and `pageInfo`.
 */
export function windowPage<T, K = number>(rows: T[], w: PageWindow<K>, keyOf: (row: T) => number | string, total?: number) {
  const items = rows.slice(0, w.size);
  const last = items[items.length - 1];
  return {
    items,
    total: total ?? 0,
    page: w.page ?? 0,
    pageSize: w.size,
    pageInfo: { endCursor: last === undefined ? null : encodeCursor(keyOf(last)), hasNextPage: rows.length > w.size },
  };
}

/**
 * Reads a window of a TypeORM query newest first by `idColumn` (e.g. `d.id`): the filtered count
 * when asked, then `size + 1` rows from page `page` (OFFSET) or below the cursor's id (by key).
 */
export async function readWindow<T extends ObjectLiteral & { id: number }>(qb: SelectQueryBuilder<T>, idColumn: string, w: PageWindow) {
  const total = w.count ? await qb.getCount() : 0;
  if (w.after !== undefined) qb.andWhere(`${idColumn} < :keysetAfter`, { keysetAfter: w.after });
  qb.orderBy(idColumn, 'DESC').limit(w.size + 1);
  if (w.page !== null && w.page > 1) qb.offset(windowOffset(w));
  return windowPage(await qb.getMany(), w, (row) => row.id, total);
}

/** `page`/`pageSize` as a window (the REST adapter and the web app's lists), counted. */
export function offsetWindow<K = number>(page: number, pageSize: number): PageWindow<K> {
  return { size: pageSize, page, count: true };
}

/**
 * A keyset list (`before`/`nextCursor`) read with `first`/`after` too: the id below which to read
 * (`after` is the cursor of the last row read, `before` that row's id), and its `pageInfo`.
 */
export function keysetArgs(args: { pageSize: number; first?: number | null; after?: string | null; before?: number | null }): { pageSize: number; before?: number } {
  const before = cursorArg(args.before) ?? (args.after != null ? decodeIdCursor(args.after) : undefined);
  const pageSize = args.first ?? args.pageSize;
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) throw badInput(`first must be between 1 and ${MAX_PAGE_SIZE}`, { first: `1 to ${MAX_PAGE_SIZE}` });
  return { pageSize, before };
}

export function keysetPageInfo(items: Array<{ id: number }>, nextCursor: number | null): PageInfo {
  const last = items[items.length - 1];
  return { endCursor: last ? encodeCursor(last.id) : null, hasNextPage: nextCursor !== null };
}

/** `before` cursor argument: a positive id, or absent. */
export function cursorArg(before: unknown): number | undefined {
  if (before === undefined || before === null) return undefined;
  if (!Number.isSafeInteger(before) || (before as number) < 1) throw badInput('before must be a positive id', { before: 'positive id' });
  return before as number;
}

/** Items read with one extra row: the page, and the cursor of the next one when there is more. */
export function keysetPage<T extends { id: number }>(rows: T[], pageSize: number): { items: T[]; nextCursor: number | null } {
  const items = rows.slice(0, pageSize);
  return { items, nextCursor: rows.length > pageSize ? items[items.length - 1].id : null };
}

/** The largest page a list gives (`pageSize`, `limit`, `take`, `first`...), GraphQL and REST alike. */
export const MAX_PAGE_SIZE = 100;
/** The highest page number. */
export const MAX_PAGE = 1_000_000;
/** Argument names that size a list: they multiply the GraphQL cost of what they select, and are bounded. */
export const LIST_SIZE_ARGS: ReadonlySet<string> = new Set(['limit', 'first', 'last', 'pageSize', 'take', 'childTake']);

/**
 * The one check of paging arguments, wherever they appear in a GraphQL operation (a field's
 * arguments or an input object such as `JournalFilterInput`): a size from 1 to MAX_PAGE_SIZE and a
 * `page` from 1 to MAX_PAGE. Returns the problem, or null. Only whole numbers are looked at (a Money
 * `limit` is a string, checked where it is parsed).
 */
export function pagingArgumentProblem(name: string, value: unknown): string | null {
  if (typeof value !== 'number') return null;
  if (LIST_SIZE_ARGS.has(name)) {
    return Number.isInteger(value) && value >= 1 && value <= MAX_PAGE_SIZE ? null : `${name} must be between 1 and ${MAX_PAGE_SIZE}`;
  }
  if (name === 'page') return Number.isInteger(value) && value >= 1 && value <= MAX_PAGE ? null : `page must be a whole number from 1 to ${MAX_PAGE}`;
  return null;
}

/** Walks argument values (nested input objects and lists too) and returns the first paging problem. */
export function findPagingProblem(args: Record<string, unknown>): { name: string; message: string } | null {
  for (const [name, value] of Object.entries(args)) {
    const problem = pagingArgumentProblem(name, value);
    if (problem) return { name, message: problem };
    if (value && typeof value === 'object') {
      for (const inner of Array.isArray(value) ? value : [value]) {
        if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
          const found = findPagingProblem(inner as Record<string, unknown>);
          if (found) return found;
        }
      }
    }
  }
  return null;
}

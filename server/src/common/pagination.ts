import { ClassType, Field, Int, ObjectType } from 'type-graphql';
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
  abstract class KeysetPageClass extends Paginated(itemClass) {
    @Field(() => Int, { nullable: true, description: "Pass as `before` to read the next (older) page by key; null on the last page" }) nextCursor: number | null;
  }
  return KeysetPageClass;
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

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

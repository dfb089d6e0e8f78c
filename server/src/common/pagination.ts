import { ClassType, Field, Int, ObjectType } from 'type-graphql';

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

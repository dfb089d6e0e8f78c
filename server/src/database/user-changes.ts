import { EntityManager, EntitySubscriberInterface, EventSubscriber, InsertEvent, QueryRunner, RemoveEvent, SoftRemoveEvent, TransactionCommitEvent, TransactionRollbackEvent, UpdateEvent } from 'typeorm';
import { User } from '../modules/users/user.entity';

/**
 * Which member rows changed, told after the change is visible to other connections: at commit for
 * writes inside a transaction, at once for the rare write outside one. The session cache listens,
 * so a cached account never outlives its row. `all` when the write did not say which rows (an
 * `UPDATE … WHERE` through the query builder).
 */
export type ChangedUsers = number[] | 'all';
type Listener = (changed: ChangedUsers) => void;

const listeners = new Set<Listener>();
const PENDING = Symbol('usersChanged');

export function onUsersChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function tell(changed: ChangedUsers) {
  for (const l of listeners) l(changed);
}

function note(queryRunner: QueryRunner | undefined, changed: ChangedUsers) {
  if (!queryRunner?.isTransactionActive) return tell(changed);
  const data = queryRunner.data as Record<symbol, Set<number> | 'all' | undefined>;
  const pending = data[PENDING];
  if (changed === 'all' || pending === 'all') data[PENDING] = 'all';
  else data[PENDING] = new Set([...(pending ?? []), ...changed]);
}

/** For raw SQL that writes `users` (the ORM's own writes are seen by the subscriber below). */
export function markUsersChanged(em: EntityManager, ids: number[]) {
  note(em.queryRunner, ids);
}

function idOf(entity: unknown): number | undefined {
  const id = (entity as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

@EventSubscriber()
export class UserChangeSubscriber implements EntitySubscriberInterface<User> {
  listenTo() {
    return User;
  }

  afterInsert(event: InsertEvent<User>) {
    const id = idOf(event.entity);
    note(event.queryRunner, id === undefined ? 'all' : [id]);
  }

  afterUpdate(event: UpdateEvent<User>) {
    const id = idOf(event.databaseEntity) ?? idOf(event.entity);
    note(event.queryRunner, id === undefined ? 'all' : [id]);
  }

  afterRemove(event: RemoveEvent<User>) {
    const id = idOf(event.databaseEntity) ?? (typeof event.entityId === 'number' ? event.entityId : undefined);
    note(event.queryRunner, id === undefined ? 'all' : [id]);
  }

  afterSoftRemove(event: SoftRemoveEvent<User>) {
    this.afterRemove(event as RemoveEvent<User>);
  }

  afterTransactionCommit(event: TransactionCommitEvent) {
    const data = event.queryRunner.data as Record<symbol, Set<number> | 'all' | undefined>;
    const pending = data[PENDING];
    if (!pending) return;
    data[PENDING] = undefined;
    tell(pending === 'all' ? 'all' : [...pending]);
  }

  afterTransactionRollback(event: TransactionRollbackEvent) {
    (event.queryRunner.data as Record<symbol, unknown>)[PENDING] = undefined;
  }
}

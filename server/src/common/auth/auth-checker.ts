import { getMetadataStorage, type AuthChecker } from 'type-graphql';
import type { Context } from '../../app/context';
import { forbidden, unauthenticated } from '../errors';
import { isPermission, Permission, roleCan, StaffRole } from './permissions';
import type { User } from '../../modules/users/user.entity';

/**
 * What an operation declares in `@Authorized(...)` (any one of them lets the caller in):
 * - nothing: any signed-in caller, member or staff;
 * - `'MEMBER'`: a member session;
 * - `'STAFF'`: any staff session (their own account: profile, password, sign-out);
 * - a permission (`'withdrawals:decide'`): a staff session whose role holds it (see permissions.ts).
 */
export type Access = 'MEMBER' | 'STAFF' | Permission;

/** A staff account's role; an admin row without one is the first (legacy) admin, the OWNER. */
export function staffRoleOf(admin: { user: Pick<User, 'staffRole'> } | null | undefined): StaffRole | null {
  return admin ? (admin.user.staffRole ?? 'OWNER') : null;
}

type Caller = { member: unknown; admin: { user: Pick<User, 'staffRole'> } | null; token?: { scopes: readonly string[] } | null };

export function isAccess(value: string): value is Access {
  return value === 'MEMBER' || value === 'STAFF' || isPermission(value);
}

/** The one check of GraphQL, REST and the WebSocket: may this caller use an operation declaring `access`? */
export function allowed(caller: Caller, access: readonly string[]): boolean {
  if (access.length === 0) return !!(caller.member || caller.admin);
  return access.some((a) => {
    if (a === 'MEMBER') return !!caller.member;
    if (a === 'STAFF') return !!caller.admin;
    if (!isPermission(a)) throw new Error(`Unknown access declaration: ${a}`);
    // A staff token holds at most its role's permissions: both must allow it.
    return !!caller.admin && roleCan(staffRoleOf(caller.admin), a) && (!caller.token || caller.token.scopes.includes(a));
  });
}

/** Throws UNAUTHENTICATED without a session, FORBIDDEN (naming what is missing) otherwise. */
export function requireAccess(caller: Caller, access: readonly string[]): void {
  if (allowed(caller, access)) return;
  if (!caller.member && !caller.admin) throw unauthenticated();
  const permissions = access.filter(isPermission);
  throw forbidden(caller.admin && permissions.length ? `Your role lacks the permission ${permissions.join(' or ')}` : 'Not allowed');
}

export const authChecker: AuthChecker<Context> = ({ context }, access) => {
  requireAccess(context, access);
  return true;
};

/**
 * What every GraphQL operation declares (`Query.deposits` -> ['deposits:read']), read from the
 * decorators once the schema is built; null for an operation without `@Authorized` (public).
 */
export function declaredAccess(): Map<string, string[] | null> {
  const storage = getMetadataStorage() as unknown as {
    authorizedFields: Array<{ target: Function; fieldName: string; roles: string[] }>;
    queries: Array<{ target: Function; methodName: string; schemaName: string }>;
    mutations: Array<{ target: Function; methodName: string; schemaName: string }>;
    subscriptions: Array<{ target: Function; methodName: string; schemaName: string }>;
  };
  const authorized = new Map<string, string[]>();
  for (const a of storage.authorizedFields) authorized.set(`${a.target.name}.${a.fieldName}`, a.roles);
  const out = new Map<string, string[] | null>();
  for (const [root, list] of [['Query', storage.queries], ['Mutation', storage.mutations], ['Subscription', storage.subscriptions]] as const) {
    for (const r of list) out.set(`${root}.${r.schemaName}`, authorized.get(`${r.target.name}.${r.methodName}`) ?? null);
  }
  return out;
}

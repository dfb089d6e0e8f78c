import type { AuthChecker } from 'type-graphql';
import type { Context } from '../../app/context';
import { forbidden, unauthenticated } from '../errors';

/**
 * Roles: `@Authorized()` any session, `@Authorized('MEMBER')` a member session,
 * `@Authorized('ADMIN')` an admin session, `@Authorized('MEMBER', 'ADMIN')` either.
 */
export const authChecker: AuthChecker<Context> = ({ context }, roles) => {
  const ok =
    roles.length === 0 ? !!(context.member || context.admin) : roles.some((r) => (r === 'ADMIN' ? !!context.admin : r === 'MEMBER' ? !!context.member : false));
  if (ok) return true;
  if (!context.member && !context.admin) throw unauthenticated();
  throw forbidden();
};

/**
 * What the signed-in staff member may use: one `myStaffAccess` query (with `adminMe`'s id), asked
 * once by the admin layout and shared through context. `useStaffAccess().can(permission)` hides
 * sidebar links, pages and action buttons the role cannot use; the server enforces the same rules.
 *
 * Outside a provider (a component rendered on its own) nothing is allowed: buttons stay hidden
 * rather than offering an action the server would refuse. Tests wrap with <StaticStaffAccess>.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { errorMessage } from '../../lib/notify';
import type { StaffRole } from '../../generated/types';
import { useMyStaffAccessQuery } from './access.generated';
import { STAFF_PERMISSIONS, allows, type PermissionRule } from './permissions';

export interface StaffAccess {
  /** 'loading' until the first answer; 'error' when it failed without data. */
  status: 'loading' | 'ready' | 'error';
  role: StaffRole | null;
  permissions: ReadonlySet<string>;
  /** The signed-in admin's id (the maker of requests they create). */
  adminId: number | null;
  /** Only one active staff member can move money: maker-checker needs a second person. */
  needsSecondPerson: boolean;
  /** Money moves above the rules need two people. */
  fourEyes: boolean;
  error: string | null;
  /** Asks the server again (after a failure, or after the team changed). */
  refresh(): void;
  /** True when the role holds the permission (or, for a list, any one of them). */
  can(rule: PermissionRule | null | undefined): boolean;
}

function accessOf(parts: Omit<StaffAccess, 'can'>): StaffAccess {
  return { ...parts, can: (rule) => parts.status === 'ready' && allows(parts.permissions, rule) };
}

const NOBODY = accessOf({
  status: 'ready',
  role: null,
  permissions: new Set(),
  adminId: null,
  needsSecondPerson: false,
  fourEyes: false,
  error: null,
  refresh: () => undefined,
});

const StaffAccessContext = createContext<StaffAccess>(NOBODY);

/** The signed-in staff member's access (see the module comment). */
export function useStaffAccess(): StaffAccess {
  return useContext(StaffAccessContext);
}

/** Asks `myStaffAccess` once and shares it (the admin layout). */
export function StaffAccessProvider({ children }: { children: ReactNode }) {
  // cache-and-network: every mount of the admin area (a sign-in, a reload) reads the role afresh,
  // and the staff page's changes refetch it by name.
  const { data, loading, error, refetch } = useMyStaffAccessQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const access = data?.myStaffAccess;
  const adminId = data?.adminMe?.id ?? null;
  const value = useMemo(
    () =>
      accessOf({
        status: access ? 'ready' : error && !loading ? 'error' : 'loading',
        role: access?.role ?? null,
        permissions: new Set(access?.permissions ?? []),
        adminId: adminId === null ? null : Number(adminId),
        needsSecondPerson: !!access?.needsSecondPerson,
        fourEyes: !!access?.fourEyes,
        error: error && !access ? errorMessage(error) : null,
        refresh: () => void refetch().catch(() => undefined),
      }),
    [access, adminId, error, loading, refetch],
  );
  return <StaffAccessContext.Provider value={value}>{children}</StaffAccessContext.Provider>;
}

/** A fixed access (component tests, previews): a role and its permissions, no query. */
export function StaticStaffAccess({
  children,
  role = 'OWNER',
  permissions = STAFF_PERMISSIONS,
  adminId = 1,
  needsSecondPerson = false,
  status = 'ready',
}: {
  children: ReactNode;
  role?: StaffRole;
  permissions?: readonly string[];
  adminId?: number;
  needsSecondPerson?: boolean;
  status?: StaffAccess['status'];
}) {
  const value = useMemo(
    () =>
      accessOf({
        status,
        role,
        permissions: new Set(permissions),
        adminId,
        needsSecondPerson,
        fourEyes: !needsSecondPerson,
        error: status === 'error' ? 'Something went wrong' : null,
        refresh: () => undefined,
      }),
    [role, permissions, adminId, needsSecondPerson, status],
  );
  return <StaffAccessContext.Provider value={value}>{children}</StaffAccessContext.Provider>;
}

/** Renders `children` only when the role may use `permission` (action buttons). */
export function Can({ permission, children, fallback = null }: { permission: PermissionRule; children: ReactNode; fallback?: ReactNode }) {
  return <>{useStaffAccess().can(permission) ? children : fallback}</>;
}

/**
 * Test fixtures of the staff module: each role's permissions as the server grants them
 * (server/src/common/auth/permissions.ts), and records of the staff queries. Used by *.test.tsx only.
 */
import type { StaffRole } from '../../generated/types';
import type { ApprovalFieldsFragment } from './approvals.generated';
import { STAFF_PERMISSIONS, type StaffPermission } from './permissions';
import type { StaffFieldsFragment } from './staff.generated';

const FINANCE: StaffPermission[] = ['members:read', 'wallets:adjust', 'deposits:read', 'deposits:decide', 'withdrawals:read', 'withdrawals:decide', 'topups:read', 'topups:reverse', 'income:pay', 'reports:read'];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  OWNER: STAFF_PERMISSIONS,
  FINANCE,
  SUPPORT: ['members:read', 'tickets:reply'],
  CONTENT: ['content:write', 'qr:write'],
  ANALYST: ['members:read', 'deposits:read', 'withdrawals:read', 'topups:read', 'reports:read', 'audit:read'],
};

type Typed<T> = T & { __typename: string };

/** A staff record as the server sends it (StaffFields). */
export function staffRecord(over: Partial<StaffFieldsFragment> = {}): Typed<StaffFieldsFragment> {
  const role = over.role ?? 'FINANCE';
  return {
    __typename: 'StaffRecord',
    id: '2',
    email: 'fin@example.com',
    fullname: 'Fiona Finance',
    role,
    state: 'ACTIVE',
    permissions: [...ROLE_PERMISSIONS[role]],
    lastLogin: '2025-03-12T14:05:00.000Z',
    createdAt: '2025-03-01T09:00:00.000Z',
    ...over,
  };
}

/** The staffRoles + permissions answer (StaffRoles). */
export function staffRolesData() {
  return {
    staffRoles: (Object.keys(ROLE_PERMISSIONS) as StaffRole[]).map((role) => ({ __typename: 'StaffRoleInfo', role, permissions: [...ROLE_PERMISSIONS[role]] })),
    permissions: STAFF_PERMISSIONS.map((name) => ({ __typename: 'PermissionInfo', name, description: `Allows ${name}` })),
  };
}

/** A maker-checker request (ApprovalFields): by default a withdrawal of $1,500 asked by staff #2. */
export function approvalRecord(over: Partial<ApprovalFieldsFragment> = {}): Typed<ApprovalFieldsFragment> {
  return {
    __typename: 'ApprovalRequestRecord',
    id: '7',
    kind: 'withdrawal.complete',
    permission: 'withdrawals:decide',
    status: 'PENDING',
    makerId: 2,
    makerName: 'Fiona Finance (STF12345678)',
    checkerName: null,
    memberId: 40,
    memberName: 'Sam Saver (MRD100040)',
    amount: '1500.00',
    reason: 'Withdrawal of normal above the approval threshold',
    payload: JSON.stringify({ withdrawalId: 12, expectedKind: 'NORMAL' }),
    target: 'withdrawal:12',
    decisionNote: null,
    createdAt: '2025-03-12T14:05:00.000Z',
    decidedAt: null,
    ...over,
  };
}

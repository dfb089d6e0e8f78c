/**
 * Test fixtures of the staff module: each role's permissions as the server grants them
 * (server/src/common/auth/permissions.ts), and mocks of the staff queries. Used by *.test.tsx only.
 */
import type { StaffRole } from '../../generated/types';
import { STAFF_PERMISSIONS, type StaffPermission } from './permissions';

const FINANCE: StaffPermission[] = ['members:read', 'wallets:adjust', 'deposits:read', 'deposits:decide', 'withdrawals:read', 'withdrawals:decide', 'topups:read', 'topups:reverse', 'income:pay', 'reports:read'];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  OWNER: STAFF_PERMISSIONS,
  FINANCE,
  SUPPORT: ['members:read', 'tickets:reply'],
  CONTENT: ['content:write', 'qr:write'],
  ANALYST: ['members:read', 'deposits:read', 'withdrawals:read', 'topups:read', 'reports:read', 'audit:read'],
};

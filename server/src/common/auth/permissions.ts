/**
 * Staff roles and their permissions: the one table every path (GraphQL `@Authorized`, REST routes,
 * the WebSocket) checks. A permission names what an operation does; a role is a bundle of them.
 * `server/test/permissions-matrix.test.ts` is generated from this table: an operation that declares
 * no permission, or a role that can do more or less than listed here, fails the suite.
 */
export const STAFF_ROLES = ['OWNER', 'FINANCE', 'SUPPORT', 'CONTENT', 'ANALYST'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = {
  'staff:manage': 'Invite staff, change their roles, deactivate them',
  'settings:write': 'Change platform settings (fees, switches, approval threshold)',
  'plans:write': 'Create and edit investment, activation and reward plans and the level tables',
  'jobs:run': 'Run or resume the daily income run',
  'members:read': "Read members, their trees, wallets, ledgers and caps",
  'members:write': 'Edit member profiles, block, unblock and delete members, reward notices',
  'wallets:adjust': 'Cash handling, set balance, wallet fields of the member edit (needs a second person)',
  'deposits:read': 'Read deposits',
  'deposits:decide': 'Complete or decline deposits',
  'withdrawals:read': 'Read the withdrawal queues',
  'withdrawals:decide': 'Complete or decline withdrawals (above the threshold: a second person)',
  'topups:read': 'Read top-ups and e-pins',
  'topups:reverse': 'Reverse or delete top-ups (needs a second person), top-up notes',
  'epins:issue': 'Issue e-pins',
  'income:pay': 'CTO pay and qualification, leadership reversals, rank carry-forward',
  'tickets:reply': 'Answer tickets and support messages, confirm bookings',
  'content:write': 'News, notifications, banners, offers, achievers',
  'qr:write': 'Deposit QR addresses',
  'reports:read': 'Dashboards, reports, exports, daily-run previews, reconciliation, the GraphQL explorer',
  'audit:read': 'The audit log',
  'webhooks:manage': "Platform webhook endpoints: every member's events of the chosen types",
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];

const FINANCE: Permission[] = [
  'members:read',
  'wallets:adjust',
  'deposits:read',
  'deposits:decide',
  'withdrawals:read',
  'withdrawals:decide',
  'topups:read',
  'topups:reverse',
  'income:pay',
  'reports:read',
];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  OWNER: ALL_PERMISSIONS,
  FINANCE,
  SUPPORT: ['members:read', 'tickets:reply'],
  CONTENT: ['content:write', 'qr:write'],
  // Read-only: no permission of this role guards a mutation (the matrix test checks it).
  ANALYST: ['members:read', 'deposits:read', 'withdrawals:read', 'topups:read', 'reports:read', 'audit:read'],
};

/** Read permissions: the only ones an ANALYST holds, and the only ones guarding no mutation. */
export const READ_PERMISSIONS: ReadonlySet<Permission> = new Set(['members:read', 'deposits:read', 'withdrawals:read', 'topups:read', 'reports:read', 'audit:read']);

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && value in PERMISSIONS;
}

export function roleCan(role: StaffRole | null | undefined, permission: Permission): boolean {
  return !!role && ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles holding a permission (who may check a maker's request). */
export function rolesWith(permission: Permission): StaffRole[] {
  return STAFF_ROLES.filter((r) => ROLE_PERMISSIONS[r].includes(permission));
}

/**
 * Staff permissions as the client knows them: the names of server/src/common/auth/permissions.ts
 * (nav.test.ts checks the two lists agree). The server decides; the client only hides what a role
 * cannot use (sidebar links, page gates, action buttons).
 */
export const STAFF_PERMISSIONS = [
  'staff:manage',
  'settings:write',
  'plans:write',
  'jobs:run',
  'members:read',
  'members:write',
  'wallets:adjust',
  'deposits:read',
  'deposits:decide',
  'withdrawals:read',
  'withdrawals:decide',
  'topups:read',
  'topups:reverse',
  'epins:issue',
  'income:pay',
  'tickets:reply',
  'content:write',
  'qr:write',
  'reports:read',
  'audit:read',
  'webhooks:manage',
] as const;

export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** One permission, or a list of which any one is enough. */
export type PermissionRule = StaffPermission | readonly StaffPermission[];

/** True when `granted` satisfies `rule` (no rule: every staff member). */
export function allows(granted: ReadonlySet<string> | readonly string[], rule: PermissionRule | undefined | null): boolean {
  if (!rule) return true;
  const has = (p: string) => (Array.isArray(granted) ? (granted as readonly string[]).includes(p) : (granted as ReadonlySet<string>).has(p));
  return typeof rule === 'string' ? has(rule) : rule.some(has);
}

/** The roles in the order the server lists them, with a line on what each is for. */
export const ROLE_TEXT: Record<string, string> = {
  OWNER: 'Everything, including the staff team and settings',
  FINANCE: 'Deposits, the withdrawal queues, top-up reversal, cash handling, CTO pay',
  SUPPORT: 'Tickets, support messages, reading members',
  CONTENT: 'News, notifications, banners, offers, achievers, QR addresses',
  ANALYST: 'Read-only: dashboards, reports, exports, the GraphQL explorer',
};

/** 'OWNER' → 'Owner'. */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return '—';
  return role.charAt(0) + role.slice(1).toLowerCase();
}

/** Who may open the approvals queue (the server's pendingApprovals rule). */
export const APPROVALS_RULE: readonly StaffPermission[] = ['wallets:adjust', 'withdrawals:decide', 'topups:reverse', 'reports:read'];

/**
 * Admin layout routes (PAGES §2.3), behind RequireAdmin. Add one line per page, e.g.
 *   { path: '/admin/dashboard', element: lazyPage(() => import('../../pages/admin/DashboardPage')), handle: { permission: 'reports:read' } },
 * and its sidebar entry (with the same permission) in src/app/layouts/nav.ts.
 *
 * `handle.permission` is the staff permission the page needs (a list: any one of them; null: every
 * staff member). The admin layout shows 'Your role (X) cannot open this page' instead of a page the
 * role cannot use; the server refuses its operations anyway (server/src/common/auth/permissions.ts).
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { lazyPage } from '../lazy';
import { APPROVALS_RULE, type PermissionRule } from '../../modules/staff/permissions';

export interface AdminRouteHandle {
  permission: PermissionRule | null;
}

export const adminRoutes: Array<RouteObject & { handle: AdminRouteHandle }> = [
  { path: '/admin/graphql', element: lazyPage(() => import('../../pages/admin/GraphQLExplorerPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/dashboard', element: lazyPage(() => import('../../pages/admin/DashboardPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/user/:action', element: lazyPage(() => import('../../pages/admin/UsersPage')), handle: { permission: 'members:read' } },
  { path: '/admin/check/profile/:id', element: lazyPage(() => import('../../pages/admin/MemberProfilePage')), handle: { permission: 'members:read' } },
  { path: '/admin/defaulter', element: lazyPage(() => import('../../pages/admin/DefaulterPage')), handle: { permission: 'members:read' } },
  { path: '/admin/profile', element: lazyPage(() => import('../../pages/admin/AdminProfilePage')), handle: { permission: null } },
  { path: '/admin/tokens', element: lazyPage(() => import('../../pages/admin/ApiTokensPage')), handle: { permission: null } },
  { path: '/admin/webhooks', element: lazyPage(() => import('../../pages/admin/WebhooksPage')), handle: { permission: 'webhooks:manage' } },
  { path: '/admin/settings', element: lazyPage(() => import('../../pages/admin/SettingsPage')), handle: { permission: 'settings:write' } },
  { path: '/admin/deposite', element: lazyPage(() => import('../../pages/admin/DepositsPage')), handle: { permission: 'deposits:read' } },
  { path: '/admin/deposite/:action', element: lazyPage(() => import('../../pages/admin/DepositsPage')), handle: { permission: 'deposits:read' } },
  { path: '/admin/pending-withdrawal-request', element: lazyPage(() => import('../../pages/admin/WithdrawalRequestsPage')), handle: { permission: 'withdrawals:read' } },
  { path: '/admin/pending-withdrawal-request/:action', element: lazyPage(() => import('../../pages/admin/WithdrawalRequestsPage')), handle: { permission: 'withdrawals:read' } },
  { path: '/admin/roi-pending-withdrawal-request', element: lazyPage(() => import('../../pages/admin/RoiWithdrawalsPage')), handle: { permission: 'withdrawals:read' } },
  { path: '/admin/compound-pending-withdrawal-request', element: lazyPage(() => import('../../pages/admin/CompoundWithdrawalsPage')), handle: { permission: 'withdrawals:read' } },
  { path: '/admin/jobs', element: lazyPage(() => import('../../pages/admin/JobsPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/income', element: lazyPage(() => import('../../pages/admin/IncomePage')), handle: { permission: 'reports:read' } },
  { path: '/admin/qr/Link', element: lazyPage(() => import('../../pages/admin/QrLinkPage')), handle: { permission: 'qr:write' } },
  { path: '/admin/membership/plan', element: lazyPage(() => import('../../pages/admin/PlansPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/addplan', element: lazyPage(() => import('../../pages/admin/AddPlanPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/editplan/:id', element: lazyPage(() => import('../../pages/admin/EditPlanPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/activation/plan', element: lazyPage(() => import('../../pages/admin/ActivationPlansPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/addactplan', element: lazyPage(() => import('../../pages/admin/AddActPlanPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/editactplan/:id', element: lazyPage(() => import('../../pages/admin/EditActPlanPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/level', element: lazyPage(() => import('../../pages/admin/LevelPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/topup', element: lazyPage(() => import('../../pages/admin/TopupsPage')), handle: { permission: 'topups:read' } },
  { path: '/admin/topup/detail/:id', element: lazyPage(() => import('../../pages/admin/TopupDetailPage')), handle: { permission: 'topups:read' } },
  { path: '/admin/pending-principle-withdrawal-request', element: lazyPage(() => import('../../pages/admin/PrincipalWithdrawalsPage')), handle: { permission: 'withdrawals:read' } },
  { path: '/admin/refferal-table/:referral_code', element: lazyPage(() => import('../../pages/admin/ReferralTablePage')), handle: { permission: 'members:read' } },
  { path: '/admin/refferal/:referral_code', element: lazyPage(() => import('../../pages/admin/ReferralTreePage')), handle: { permission: 'members:read' } },
  { path: '/admin/achivers', element: lazyPage(() => import('../../pages/admin/AchieversPage')), handle: { permission: 'content:write' } },
  { path: '/admin/offers/:offerId', element: lazyPage(() => import('../../pages/admin/OffersPage')), handle: { permission: 'content:write' } },
  { path: '/admin/news', element: lazyPage(() => import('../../pages/admin/NewsPage')), handle: { permission: 'content:write' } },
  { path: '/admin/bookings', element: lazyPage(() => import('../../pages/admin/BookingsPage')), handle: { permission: 'tickets:reply' } },
  { path: '/admin/reports', element: lazyPage(() => import('../../pages/admin/ReportsPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/audit-log', element: lazyPage(() => import('../../pages/admin/AuditLogPage')), handle: { permission: 'audit:read' } },
  { path: '/admin/tickets', element: lazyPage(() => import('../../pages/admin/TicketsPage')), handle: { permission: 'tickets:reply' } },
  { path: '/admin/ticket/:ticketId', element: lazyPage(() => import('../../pages/admin/TicketPage')), handle: { permission: 'tickets:reply' } },
  { path: '/admin/support', element: lazyPage(() => import('../../pages/admin/SupportPage')), handle: { permission: 'tickets:reply' } },
  { path: '/admin/notification', element: lazyPage(() => import('../../pages/admin/SendNotificationPage')), handle: { permission: 'content:write' } },
  { path: '/admin/notification/list', element: lazyPage(() => import('../../pages/admin/NotificationListPage')), handle: { permission: 'content:write' } },
  { path: '/admin/leadership', element: lazyPage(() => import('../../pages/admin/LeadershipAdminPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/rewards', element: lazyPage(() => import('../../pages/admin/RankedMembersPage')), handle: { permission: 'members:read' } },
  { path: '/admin/reward-plans', element: lazyPage(() => import('../../pages/admin/RewardPlansPage')), handle: { permission: 'plans:write' } },
  { path: '/admin/reward-transactions', element: lazyPage(() => import('../../pages/admin/RewardTransactionsAdminPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/salary-transactions', element: lazyPage(() => import('../../pages/admin/SalaryTransactionsAdminPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/salary-analysis', element: lazyPage(() => import('../../pages/admin/SalaryAnalysisPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/salary-today', element: lazyPage(() => import('../../pages/admin/SalaryTodayPage')), handle: { permission: 'reports:read' } },
  { path: '/admin/staff', element: lazyPage(() => import('../../pages/admin/StaffPage')), handle: { permission: 'staff:manage' } },
  { path: '/admin/approvals', element: lazyPage(() => import('../../pages/admin/ApprovalsPage')), handle: { permission: APPROVALS_RULE } },
  { path: '/admin/cto', element: lazyPage(() => import('../../pages/admin/CtoPage')), handle: { permission: 'reports:read' } },
];

/**
 * The permission an admin path needs: the matched route's `handle.permission` (null: any staff
 * member); undefined when no admin route matches.
 */
export function adminRoutePermission(pathname: string): PermissionRule | null | undefined {
  const matches = matchRoutes(adminRoutes, pathname);
  const leaf = matches?.[matches.length - 1]?.route as (RouteObject & { handle?: AdminRouteHandle }) | undefined;
  if (!leaf) return undefined;
  return leaf.handle?.permission ?? null;
}

/**
 * Sidebar navigation data. One line per link; a group without links is not shown; an admin link
 * the signed-in role cannot use is left out (visibleNav).
 * Only list routes that exist in the router (src/app/routes/*.tsx) — nav.test.tsx checks it.
 */
import type { ComponentType } from 'react';
import { APPROVALS_RULE, allows, type PermissionRule } from '../../modules/staff/permissions';
import {
  IconAdjustments,
  IconApi,
  IconArrowDownRight,
  IconArrowUpRight,
  IconCoins,
  IconFileCertificate,
  IconLayoutDashboard,
  IconQrcode,
  IconStack2,
  IconUserCircle,
  IconUserExclamation,
  IconUsers,
} from '@tabler/icons-react';
// Staff and maker-checker icons.
import { IconChecklist, IconUserShield } from '@tabler/icons-react';
// Content and console icons (console branch).
import { IconCalendarEvent, IconChartBar, IconGift, IconHistory, IconNews, IconTrophy } from '@tabler/icons-react';
// Help, support and content icons (services).
import { IconBell, IconHeadset, IconLifebuoy, IconSend } from '@tabler/icons-react';
// API tokens (member account group, admin system group).
import { IconKey } from '@tabler/icons-react';
// Outbound webhooks (member account group, admin system group).
import { IconWebhook } from '@tabler/icons-react';
// Member-area icons under their own names (the admin list above is edited separately).
import {
  IconArrowsExchange as MemberIconTransfer,
  IconBuildingBank as MemberIconDeposit,
  IconCash as MemberIconWithdrawal,
  IconChartLine as MemberIconRoi,
  IconCoins as MemberIconIncome,
  IconLayoutDashboard as MemberIconDashboard,
  IconListDetails as MemberIconLedger,
  IconQrcode as MemberIconScanner,
  IconSitemap as MemberIconLevel,
  IconTrophy as MemberIconReward,
  IconWallet as MemberIconWalletPay,
  IconWalletOff as MemberIconIncomeToActive,
  IconPackage as MemberIconPlans,
} from '@tabler/icons-react';
import { IconBinaryTree2 as MemberIconTree, IconUsersGroup as MemberIconTeam } from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Highlight also on sub-paths (default: exact match). */
  matchPrefix?: boolean;
  /** Other pages this entry stands for (highlighted there too), e.g. the Invest tabs. */
  alsoActiveOn?: string[];
  /**
   * Admin links: the staff permission the page needs (a list: any one of them; none: every staff
   * member). The same as its route's `handle.permission` (src/app/routes/adminRoutes.tsx).
   */
  permission?: PermissionRule;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** User area (PAGES §1.1): Overview · Funds · Invest · Team · Earnings · Market · Help · Account. */
export const USER_NAV: NavGroup[] = [
  {
    label: 'Overview',
    items: [
      { label: 'Dashboard', to: '/user/dashboard', icon: MemberIconDashboard },
    ],
  },
  {
    label: 'Funds',
    items: [
      { label: 'Manual Deposit', to: '/user/manual-deposit', icon: MemberIconDeposit },
      { label: 'Pay with Scanner', to: '/user/scanner', icon: MemberIconScanner },
      { label: 'Wallet Pay', to: '/user/wallet-pay', icon: MemberIconWalletPay },
      { label: 'Withdrawal', to: '/user/withdrawal', icon: MemberIconWithdrawal },
      { label: 'Transfer', to: '/user/transfer', icon: MemberIconTransfer },
      { label: 'Wallet Transactions', to: '/user/dep', icon: MemberIconLedger },
      { label: 'Statement', to: '/user/statement', icon: MemberIconLedger },
      { label: 'Income to Active', to: '/transactions/income_to_active', icon: MemberIconIncomeToActive },
    ],
  },
  {
    // One entry for buying (issue 20 item 10): Plans, Top-Up, Re-Top-Up and Top Up a Friend are the
    // tabs of its pages (INVEST_TABS, modules/plans/components/InvestTabs.tsx).
    label: 'Invest',
    items: [{ label: 'Invest', to: '/user/plan', icon: MemberIconPlans, alsoActiveOn: ['/user/topup', '/user/retopup', '/user/re-topup', '/user/top'] }],
  },
  {
    label: 'Team',
    items: [
      { label: 'Direct Members', to: '/user/direct-members', icon: MemberIconTeam },
      { label: 'Referral Tree', to: '/user/refferral-tree', icon: MemberIconTree },
    ],
  },
  {
    label: 'Earnings',
    items: [
      { label: 'Income', to: '/user/income', icon: MemberIconIncome },
      { label: 'Direct Income', to: '/user/transaction/direct_transaction', icon: MemberIconIncome },
      { label: 'Level Income', to: '/user/transaction/invest_level_transaction', icon: MemberIconLevel },
      { label: 'ROI Income', to: '/user/transaction/roi_transaction', icon: MemberIconRoi },
      { label: 'Reward Income', to: '/user/transaction/reward_transaction', icon: MemberIconReward },
      { label: 'CTO Income', to: '/user/transaction/cto_transaction', icon: MemberIconIncome },
      { label: 'Rewards', to: '/user/rewards', icon: MemberIconReward },
      { label: 'Reward Detail', to: '/user/reward/detail', icon: MemberIconReward },
      { label: 'Reward Transactions', to: '/user/transaction/reward-transaction', icon: MemberIconLedger },
      { label: 'Salary Transactions', to: '/user/salary-transactions', icon: MemberIconLedger },
      { label: 'Leadership Income', to: '/user/leadership', icon: MemberIconIncome },
    ],
  },
  {
    label: 'Market',
    items: [
      { label: 'Market', to: '/user/market', icon: MemberIconRoi },
      { label: 'Trade', to: '/user/trade', icon: MemberIconTransfer },
    ],
  },
  {
    label: 'Help',
    items: [
      { label: 'My Tickets', to: '/user/queries', icon: IconLifebuoy, matchPrefix: true },
      { label: 'Support', to: '/user/support', icon: IconHeadset },
      { label: 'Notifications', to: '/user/notification', icon: IconBell },
      { label: 'Offers', to: '/user/offers', icon: IconGift },
      { label: 'Consultations', to: '/user/bookings', icon: IconCalendarEvent },
      { label: 'Agreement & Terms', to: '/agreement-terms-condition', icon: IconFileCertificate },
    ],
  },
  {
    label: 'Account',
    items: [
      { label: 'Apps and tokens', to: '/user/tokens', icon: IconKey },
      { label: 'Webhooks', to: '/user/webhooks', icon: IconWebhook },
    ],
  },
];

/** Admin area (PAGES §1.1): Overview · Members · Money desk · Plans · Incomes · Support · Content · System. */
export const ADMIN_NAV: NavGroup[] = [
  {
    label: 'Overview',
    items: [
      { label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard, permission: 'reports:read' },
      { label: 'Reports', to: '/admin/reports', icon: IconChartBar, permission: 'reports:read' },
    ],
  },
  {
    label: 'Members',
    items: [
      { label: 'Users', to: '/admin/user/all', icon: IconUsers, matchPrefix: true, permission: 'members:read' },
      { label: 'Defaulter Users', to: '/admin/defaulter', icon: IconUserExclamation, permission: 'members:read' },
    ],
  },
  {
    label: 'Money desk',
    items: [
      { label: 'Deposits', to: '/admin/deposite', icon: IconArrowDownRight, matchPrefix: true, permission: 'deposits:read' },
      { label: 'Withdrawal Requests', to: '/admin/pending-withdrawal-request', icon: IconArrowUpRight, matchPrefix: true, permission: 'withdrawals:read' },
      { label: 'ROI Withdrawals', to: '/admin/roi-pending-withdrawal-request', icon: IconCoins, permission: 'withdrawals:read' },
      { label: 'Compound Withdrawals', to: '/admin/compound-pending-withdrawal-request', icon: IconStack2, permission: 'withdrawals:read' },
      { label: 'Approvals', to: '/admin/approvals', icon: IconChecklist, permission: APPROVALS_RULE },
      { label: 'QR Link', to: '/admin/qr/Link', icon: IconQrcode, permission: 'qr:write' },
    ],
  },
  {
    label: 'Plans',
    items: [
      { label: 'Investment Plans', to: '/admin/membership/plan', icon: IconStack2, permission: 'plans:write' },
      { label: 'Activation Plans', to: '/admin/activation/plan', icon: IconStack2, permission: 'plans:write' },
      { label: 'Level Income', to: '/admin/level', icon: IconStack2, permission: 'plans:write' },
      { label: 'Top-Ups', to: '/admin/topup', icon: IconCoins, matchPrefix: true, permission: 'topups:read' },
      { label: 'Principal Withdrawals', to: '/admin/pending-principle-withdrawal-request', icon: IconArrowUpRight, permission: 'withdrawals:read' },
    ],
  },
  {
    label: 'Incomes',
    items: [
      { label: 'Income', to: '/admin/income', icon: IconCoins, permission: 'reports:read' },
      { label: 'Daily runs', to: '/admin/jobs', icon: IconStack2, permission: 'reports:read' },
      { label: 'Leadership Income', to: '/admin/leadership', icon: IconCoins, permission: 'reports:read' },
      { label: 'Rewards', to: '/admin/rewards', icon: IconStack2, permission: 'members:read' },
      { label: 'Reward Plans', to: '/admin/reward-plans', icon: IconStack2, permission: 'plans:write' },
      { label: 'Reward Transactions', to: '/admin/reward-transactions', icon: IconCoins, permission: 'reports:read' },
      { label: 'Salary Transactions', to: '/admin/salary-transactions', icon: IconCoins, permission: 'reports:read' },
      { label: 'Salary Analysis', to: '/admin/salary-analysis', icon: IconStack2, permission: 'reports:read' },
      { label: "Today's Salaries", to: '/admin/salary-today', icon: IconCoins, permission: 'reports:read' },
      { label: 'CTO', to: '/admin/cto', icon: IconUsers, permission: 'reports:read' },
    ],
  },
  {
    label: 'Support',
    items: [
      { label: 'Tickets', to: '/admin/tickets', icon: IconLifebuoy, permission: 'tickets:reply' },
      { label: 'Support Messages', to: '/admin/support', icon: IconHeadset, permission: 'tickets:reply' },
      { label: 'Bookings', to: '/admin/bookings', icon: IconCalendarEvent, permission: 'tickets:reply' },
    ],
  },
  {
    label: 'Content',
    items: [
      { label: 'Send Notification', to: '/admin/notification', icon: IconSend, permission: 'content:write' },
      { label: 'Notifications', to: '/admin/notification/list', icon: IconBell, permission: 'content:write' },
      { label: 'News', to: '/admin/news', icon: IconNews, permission: 'content:write' },
      { label: 'Achievers', to: '/admin/achivers', icon: IconTrophy, permission: 'content:write' },
      { label: 'Offers', to: '/admin/offers/new', icon: IconGift, matchPrefix: true, permission: 'content:write' },
    ],
  },
  {
    label: 'System',
    items: [
      { label: 'Settings', to: '/admin/settings', icon: IconAdjustments, permission: 'settings:write' },
      { label: 'Staff', to: '/admin/staff', icon: IconUserShield, permission: 'staff:manage' },
      { label: 'Audit log', to: '/admin/audit-log', icon: IconHistory, permission: 'audit:read' },
      { label: 'Admin Profile', to: '/admin/profile', icon: IconUserCircle },
      { label: 'Apps and tokens', to: '/admin/tokens', icon: IconKey },
      { label: 'Webhooks', to: '/admin/webhooks', icon: IconWebhook, permission: 'webhooks:manage' },
      { label: 'GraphQL explorer', to: '/admin/graphql', icon: IconApi, permission: 'reports:read' },
    ],
  },
];

/** The groups with only the links `permissions` allow (a group left empty is then not shown). */
export function visibleNav(groups: NavGroup[], permissions: ReadonlySet<string> | readonly string[]): NavGroup[] {
  return groups.map((group) => ({ ...group, items: group.items.filter((item) => allows(permissions, item.permission)) }));
}

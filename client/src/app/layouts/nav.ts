/**
 * Sidebar navigation data. One line per link; a group without links is not shown.
 * Only list routes that exist in the router (src/app/routes/*.tsx) — nav.test.tsx checks it.
 */
import type { ComponentType } from 'react';
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
} from '@tabler/icons-react';

export interface NavItem {
  label: string;
  to: string;
  icon?: ComponentType<{ size?: number | string; stroke?: number }>;
  /** Highlight also on sub-paths (default: exact match). */
  matchPrefix?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

/** User area (PAGES §1.1): Overview · Funds · Plans · Team · Earnings · Market · Help. */
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
      { label: 'Income to Active', to: '/transactions/income_to_active', icon: MemberIconIncomeToActive },
    ],
  },
  { label: 'Plans', items: [] },
  { label: 'Team', items: [] },
  {
    label: 'Earnings',
    items: [
      { label: 'Direct Income', to: '/user/transaction/direct_transaction', icon: MemberIconIncome },
      { label: 'Level Income', to: '/user/transaction/invest_level_transaction', icon: MemberIconLevel },
      { label: 'ROI Income', to: '/user/transaction/roi_transaction', icon: MemberIconRoi },
      { label: 'Reward Income', to: '/user/transaction/reward_transaction', icon: MemberIconReward },
      { label: 'CTO Income', to: '/user/transaction/cto_transaction', icon: MemberIconIncome },
    ],
  },
  { label: 'Market', items: [] },
  {
    label: 'Help',
    items: [
      { label: 'Agreement & Terms', to: '/agreement-terms-condition', icon: IconFileCertificate },
    ],
  },
];

/** Admin area (PAGES §1.1): Overview · Members · Money desk · Plans · Incomes · Support · Content · System. */
export const ADMIN_NAV: NavGroup[] = [
  { label: 'Overview', items: [{ label: 'Dashboard', to: '/admin/dashboard', icon: IconLayoutDashboard }] },
  {
    label: 'Members',
    items: [
      { label: 'Users', to: '/admin/user/all', icon: IconUsers, matchPrefix: true },
      { label: 'Defaulter Users', to: '/admin/defaulter', icon: IconUserExclamation },
    ],
  },
  {
    label: 'Money desk',
    items: [
      { label: 'Deposits', to: '/admin/deposite', icon: IconArrowDownRight, matchPrefix: true },
      { label: 'Withdrawal Requests', to: '/admin/pending-withdrawal-request', icon: IconArrowUpRight, matchPrefix: true },
      { label: 'ROI Withdrawals', to: '/admin/roi-pending-withdrawal-request', icon: IconCoins },
      { label: 'Compound Withdrawals', to: '/admin/compound-pending-withdrawal-request', icon: IconStack2 },
      { label: 'QR Link', to: '/admin/qr/Link', icon: IconQrcode },
    ],
  },
  { label: 'Plans', items: [] },
  { label: 'Incomes', items: [] },
  { label: 'Support', items: [] },
  { label: 'Content', items: [] },
  {
    label: 'System',
    items: [
      { label: 'Settings', to: '/admin/settings', icon: IconAdjustments },
      { label: 'Admin Profile', to: '/admin/profile', icon: IconUserCircle },
      { label: 'GraphQL Explorer', to: '/admin/graphql', icon: IconApi },
    ],
  },
];

/**
 * Sidebar navigation data. One line per link; a group without links is not shown.
 * Only list routes that exist in the router (src/app/routes/*.tsx) — nav.test.tsx checks it.
 */
import type { ComponentType } from 'react';
import { IconApi, IconFileCertificate } from '@tabler/icons-react';

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
  { label: 'Overview', items: [] },
  { label: 'Funds', items: [] },
  { label: 'Plans', items: [] },
  { label: 'Team', items: [] },
  { label: 'Earnings', items: [] },
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
  { label: 'Overview', items: [] },
  { label: 'Members', items: [] },
  { label: 'Money desk', items: [] },
  { label: 'Plans', items: [] },
  { label: 'Incomes', items: [] },
  { label: 'Support', items: [] },
  { label: 'Content', items: [] },
  {
    label: 'System',
    items: [
      { label: 'GraphQL Explorer', to: '/admin/graphql', icon: IconApi },
    ],
  },
];

/**
 * Test helpers of the admin pages: render inside MockedProvider (generated documents, results with
 * __typename so the cache normalizes like the real one) and record factories.
 * Used by *.test.tsx only.
 */
import type { ReactElement } from 'react';
import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { screen, within, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import type { AdminMemberRowFragment } from './graphql/members.generated';
import type { AdminDepositFieldsFragment, AdminWithdrawalFieldsFragment } from './graphql/money.generated';
import type { StaffRole } from '../../generated/types';
import { StaticStaffAccess } from '../staff/access';
import { ROLE_PERMISSIONS } from '../staff/testing';

/** The signed-in staff member of a test: a role (its permissions as the server grants them) and id. */
export interface TestAccess {
  role?: StaffRole;
  permissions?: readonly string[];
  adminId?: number;
  needsSecondPerson?: boolean;
}

/** Renders an admin page or component as the admin layout does: Apollo mocks and a staff role (default OWNER). */
export function renderAdmin(
  ui: ReactElement,
  { mocks = [], access = {}, ...options }: RenderOptions & { mocks?: ReadonlyArray<MockedResponse>; access?: TestAccess } = {},
): RenderResult & { cache: InMemoryCache } {
  const cache = new InMemoryCache();
  const role = access.role ?? 'OWNER';
  const result = renderWithProviders(
    <MockedProvider mocks={mocks} cache={cache}>
      <StaticStaffAccess role={role} permissions={access.permissions ?? ROLE_PERMISSIONS[role]} adminId={access.adminId ?? 1} needsSecondPerson={access.needsSecondPerson ?? false}>
        {ui}
      </StaticStaffAccess>
    </MockedProvider>,
    options,
  );
  return Object.assign(result, { cache });
}

/** Confirms the open ConfirmDialog with its confirm button (by label); returns the dialog text. */
export async function confirmDialog(confirmLabel: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: confirmLabel }));
  return dialog;
}

type Typed<T> = T & { __typename: string };

export function depositRecord(over: Partial<AdminDepositFieldsFragment> = {}): Typed<AdminDepositFieldsFragment> {
  return {
    __typename: 'DepositRecord',
    id: 5,
    memberId: 7,
    amount: '1250.00',
    currency: 'BEP20',
    method: 'WALLET',
    hash: '0x9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
    proofUrl: null,
    status: 'PENDING',
    createdAt: '2025-03-12T14:05:00.000Z',
    processedAt: null,
    email: 'alice@example.com',
    ...over,
    member: over.member === undefined ? ({ __typename: 'MemberSummary', id: 7, username: 'MRD100007', fullname: 'Alice Member' } as AdminDepositFieldsFragment['member']) : over.member,
  };
}

export function withdrawalRecord(over: Partial<AdminWithdrawalFieldsFragment> = {}): Typed<AdminWithdrawalFieldsFragment> {
  return {
    __typename: 'WithdrawalRecord',
    id: 11,
    memberId: 7,
    kind: 'NORMAL',
    gross: '100.00',
    fee: '10.00',
    feePercent: '10',
    net: '90.00',
    bep20: '0x1111111111111111111111111111111111111111',
    trc20: null,
    status: 'PENDING',
    createdAt: '2025-03-12T14:05:00.000Z',
    processedAt: null,
    email: 'alice@example.com',
    ...over,
    member: over.member === undefined ? ({ __typename: 'MemberSummary', id: 7, username: 'MRD100007', fullname: 'Alice Member' } as AdminWithdrawalFieldsFragment['member']) : over.member,
  };
}

export function memberRow(over: Partial<AdminMemberRowFragment> = {}): Typed<AdminMemberRowFragment> {
  return {
    __typename: 'Member',
    id: 7,
    username: 'MRD100007',
    fullname: 'Alice Member',
    email: 'alice@example.com',
    isActive: true,
    status: 'unblock',
    createdAt: '2025-03-12T14:05:00.000Z',
    ...over,
    wallets: { __typename: 'Wallets', active: '1250.00', income: '40.5', roi: '0', compound: '0', ...(over.wallets ?? {}) } as AdminMemberRowFragment['wallets'],
  };
}

export function page<T>(typename: string, items: T[], extra: { page?: number; pageSize?: number; total?: number } = {}) {
  return { __typename: typename, items, page: extra.page ?? 1, pageSize: extra.pageSize ?? 10, total: extra.total ?? items.length };
}

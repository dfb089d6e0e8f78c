/** Mock answers for the member pages' GraphQL operations (shapes as the server sends them). */
import type { MockedResponse } from '@apollo/client/testing';
import { MockSubscriptionLink } from '@apollo/client/testing';
import { MyProfileDocument, MyWalletsDocument } from '../modules/member/member.generated';
import { MemberLimitsDocument, MemberStepUpMethodDocument, MyTransfersDocument, MyWithdrawalsDocument } from '../modules/money/money.generated';
import { TwoFactorStatusDocument } from '../modules/auth/twoFactor.generated';
import { member } from './render';

export interface Balances {
  active: string;
  income: string;
  roi: string;
  compound: string;
}

export const wallets = (b: Partial<Balances> = {}) => ({
  __typename: 'Wallets' as const,
  active: '0',
  income: '0',
  roi: '0',
  compound: '0',
  ...b,
});

/** `me { id wallets }`, answered as often as asked. */
export function walletsMock(b: Partial<Balances> = {}, id: number = member.id): MockedResponse {
  return {
    request: { query: MyWalletsDocument, variables: {} },
    result: { data: { me: { __typename: 'Member', id, wallets: wallets(b) } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** A walletChanged event as pushed by the server. */
export const walletEvent = (b: Partial<Balances>, memberId: number = member.id) => ({
  result: { data: { walletChanged: { ...wallets(b), __typename: 'WalletBalances', memberId } } },
});

export const sponsor = { __typename: 'MemberSummary', id: 3, username: 'MRD100003', fullname: 'Sam Sponsor', referralCode: 'MRD100003', isActive: true, status: 'unblock' };

export const profileMe = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Member',
  id: member.id,
  withdrawalHoldUntil: null,
  username: member.username,
  fullname: member.fullname,
  email: member.email,
  phone: '+15551234567',
  referralCode: 'MRD100007',
  bep20: '0x1111111111111111111111111111111111111111',
  trc20: null,
  isActive: true,
  emailVerified: true,
  status: 'unblock',
  createdAt: '2025-03-12T10:00:00.000Z',
  activationDate: '2025-03-13T10:00:00.000Z',
  sponsor,
  ...extra,
});

export function profileMock(extra: Record<string, unknown> = {}): MockedResponse {
  return { request: { query: MyProfileDocument, variables: {} }, result: { data: { me: profileMe(extra) } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

export function limitsMock(extra: Record<string, unknown> = {}): MockedResponse {
  return {
    request: { query: MemberLimitsDocument, variables: {} },
    result: { data: { settings: { __typename: 'Settings', amountMax: '10000000', withdrawalHoldHours: 24, depositMin: '10', transferMin: '10', transferFee: '0', withdrawalMin: '10', withdrawalMultiple: '10', ...extra } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** How the member confirms money moves (OtpBlock asks): the emailed code unless `totp`. */
export function stepUpMethodMock(totp = false): MockedResponse {
  return { request: { query: MemberStepUpMethodDocument, variables: {} }, result: { data: { me: { __typename: 'Member', id: member.id, totpEnabled: totp } } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** The member's two-factor card: off. */
export function twoFactorStatusMock(): MockedResponse {
  return {
    request: { query: TwoFactorStatusDocument, variables: { staff: false } },
    result: { data: { twoFactorStatus: { __typename: 'TwoFactorStatus', enabled: false, enabledAt: null, recoveryCodesLeft: 0 } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const emptyPage = (typename: string) => ({ __typename: typename, page: 1, pageSize: 10, total: 0, items: [] });

export function withdrawalsMock(items: unknown[] = []): MockedResponse {
  return {
    request: { query: MyWithdrawalsDocument, variables: { page: 1, pageSize: 10 } },
    result: { data: { myWithdrawals: { ...emptyPage('WithdrawalPage'), total: items.length, items } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function transfersMock(items: unknown[] = []): MockedResponse {
  return {
    request: { query: MyTransfersDocument, variables: { page: 1, pageSize: 10 } },
    result: { data: { myTransfers: { ...emptyPage('TransferPage'), total: items.length, items } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const newSubscriptions = () => new MockSubscriptionLink();

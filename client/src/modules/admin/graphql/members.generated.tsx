/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AdminMemberRowFragment = { id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, wallets: { active: string, income: string, roi: string, compound: string } };

export type AdminMembersQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status: Types.MemberStatusFilter;
  search?: string | null | undefined;
}>;


export type AdminMembersQuery = { members: { total: number, page: number, pageSize: number, items: Array<{ id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, wallets: { active: string, income: string, roi: string, compound: string } }> } };

export type AdminMemberQueryVariables = Exact<{
  id: number;
}>;


export type AdminMemberQuery = { member: { phone: string, referralCode: string, role: string, emailVerified: boolean, activationDate: string | null, lastLogin: string | null, bep20: string | null, trc20: string | null, sponsorId: number | null, totpEnabled: boolean, withdrawalHoldUntil: string | null, id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, sponsor: { referralCode: string, isActive: boolean, status: string, id: number, username: string, fullname: string } | null, team: { team: number, directs: number, activeDirects: number }, totals: { totalEarning: string, totalDeposit: string, totalWithdrawal: string, directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, ctoIncome: string, salaryIncome: string, leadershipIncome: string }, rewardNotice: { title: string, amount: string, createdAt: string } | null, wallets: { active: string, income: string, roi: string, compound: string } } };

export type RewardNoticeFieldsFragment = { title: string, amount: string, createdAt: string };

export type AdminDefaultersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDefaultersQuery = { defaulters: Array<{ id: number, username: string, fullname: string, email: string, createdAt: string, rewardNotice: { title: string, amount: string, createdAt: string } | null }> };

export type AdminSendRewardNoticeMutationVariables = Exact<{
  memberId: number;
  title: string;
  amount: string;
}>;


export type AdminSendRewardNoticeMutation = { sendRewardNotice: { memberId: number, title: string, amount: string, createdAt: string } };

export type AdminMemberRewardNoticeFragment = { id: number, rewardNotice: { title: string, amount: string, createdAt: string } | null };

export type AdminUpdateMemberMutationVariables = Exact<{
  id: number;
  input: Types.AdminMemberInput;
}>;


export type AdminUpdateMemberMutation = { updateMember: { phone: string, bep20: string | null, trc20: string | null, id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, wallets: { active: string, income: string, roi: string, compound: string } } };

export type AdminSetMemberStatusMutationVariables = Exact<{
  id: number;
  status: Types.AccountStatus;
}>;


export type AdminSetMemberStatusMutation = { setMemberStatus: { id: number, status: string } };

export type AdminResetMemberTotpMutationVariables = Exact<{
  memberId: number;
}>;


export type AdminResetMemberTotpMutation = { resetMemberTotp: { id: number, totpEnabled: boolean, withdrawalHoldUntil: string | null } };

export type AdminDeleteMemberMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteMemberMutation = { deleteMember: { success: boolean, message: string } };

export type AdminAdjustWalletMutationVariables = Exact<{
  input: Types.AdjustWalletInput;
}>;


export type AdminAdjustWalletMutation = { adjustWallet: { transactionId: number | null, memberId: number, wallet: Types.WalletKind, action: Types.AdjustAction, amount: string, reason: string, pendingApproval: { id: string, status: Types.ApprovalStatus } | null } };

export type AdminWalletEntriesQueryVariables = Exact<{
  memberId: number;
  wallet: Types.WalletKind;
  page: number;
  pageSize: number;
  before?: number | null | undefined;
}>;


export type AdminWalletEntriesQuery = { walletEntries: { total: number, page: number, pageSize: number, nextCursor: number | null, items: Array<{ id: number, wallet: Types.WalletKind, kind: string, amount: string, balanceAfter: string, description: string, transactionId: number, createdAt: string }> } };

export type AdminMemberTransactionsQueryVariables = Exact<{
  filter: Types.JournalFilterInput;
}>;


export type AdminMemberTransactionsQuery = { transactions: { total: number, page: number, pageSize: number, items: Array<{ transactionId: string, tableName: string, transactionType: string, source: string, amount: string, status: string, email: string | null, memberId: number, createdAt: string, updatedAt: string }> } };

export type AdminTransfersQueryVariables = Exact<{
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminTransfersQuery = { transfers: { total: number, page: number, pageSize: number, items: Array<{ id: number, kind: string, amount: string, fee: string, description: string, status: string, sourceWallet: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null }> } };

export type MemberOptionFieldsFragment = { id: number, username: string, fullname: string, email: string };

export type AdminMemberSearchQueryVariables = Exact<{
  search: string;
}>;


export type AdminMemberSearchQuery = { members: { items: Array<{ id: number, username: string, fullname: string, email: string }> } };

export const AdminMemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}}]} as unknown as DocumentNode;
export const RewardNoticeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardNoticeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AdminMemberRewardNoticeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRewardNotice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rewardNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardNoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardNoticeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const MemberOptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;
export const AdminMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberStatusFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminMembersQuery__
 *
 * To run a query within a React component, call `useAdminMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMembersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      status: // value for 'status'
 *      search: // value for 'search'
 *   },
 * });
 */
export function useAdminMembersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables> & ({ variables: AdminMembersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMembersQuery, AdminMembersQueryVariables>(AdminMembersDocument, options);
      }
export function useAdminMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMembersQuery, AdminMembersQueryVariables>(AdminMembersDocument, options);
        }
// @ts-ignore
export function useAdminMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMembersQuery, AdminMembersQueryVariables>;
export function useAdminMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMembersQuery | undefined, AdminMembersQueryVariables>;
export function useAdminMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMembersQuery, AdminMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMembersQuery, AdminMembersQueryVariables>(AdminMembersDocument, options);
        }
export type AdminMembersQueryHookResult = ReturnType<typeof useAdminMembersQuery>;
export type AdminMembersLazyQueryHookResult = ReturnType<typeof useAdminMembersLazyQuery>;
export type AdminMembersSuspenseQueryHookResult = ReturnType<typeof useAdminMembersSuspenseQuery>;
export type AdminMembersQueryResult = ApolloReactCommon.QueryResult<AdminMembersQuery, AdminMembersQueryVariables>;
export const AdminMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberRow"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorId"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamCountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rewardNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardNoticeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalHoldUntil"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardNoticeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"}},{"kind":"Field","name":{"kind":"Name","value":"directs"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEarning"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithdrawal"}},{"kind":"Field","name":{"kind":"Name","value":"directIncome"}},{"kind":"Field","name":{"kind":"Name","value":"levelIncome"}},{"kind":"Field","name":{"kind":"Name","value":"roiIncome"}},{"kind":"Field","name":{"kind":"Name","value":"rewardIncome"}},{"kind":"Field","name":{"kind":"Name","value":"ctoIncome"}},{"kind":"Field","name":{"kind":"Name","value":"salaryIncome"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipIncome"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminMemberQuery__
 *
 * To run a query within a React component, call `useAdminMemberQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMemberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMemberQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminMemberQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables> & ({ variables: AdminMemberQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMemberQuery, AdminMemberQueryVariables>(AdminMemberDocument, options);
      }
export function useAdminMemberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMemberQuery, AdminMemberQueryVariables>(AdminMemberDocument, options);
        }
// @ts-ignore
export function useAdminMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberQuery, AdminMemberQueryVariables>;
export function useAdminMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberQuery | undefined, AdminMemberQueryVariables>;
export function useAdminMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberQuery, AdminMemberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMemberQuery, AdminMemberQueryVariables>(AdminMemberDocument, options);
        }
export type AdminMemberQueryHookResult = ReturnType<typeof useAdminMemberQuery>;
export type AdminMemberLazyQueryHookResult = ReturnType<typeof useAdminMemberLazyQuery>;
export type AdminMemberSuspenseQueryHookResult = ReturnType<typeof useAdminMemberSuspenseQuery>;
export type AdminMemberQueryResult = ApolloReactCommon.QueryResult<AdminMemberQuery, AdminMemberQueryVariables>;
export const AdminDefaultersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDefaulters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaulters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"rewardNotice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardNoticeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardNoticeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDefaultersQuery__
 *
 * To run a query within a React component, call `useAdminDefaultersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDefaultersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDefaultersQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDefaultersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDefaultersQuery, AdminDefaultersQueryVariables>(AdminDefaultersDocument, options);
      }
export function useAdminDefaultersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDefaultersQuery, AdminDefaultersQueryVariables>(AdminDefaultersDocument, options);
        }
// @ts-ignore
export function useAdminDefaultersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDefaultersQuery, AdminDefaultersQueryVariables>;
export function useAdminDefaultersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDefaultersQuery | undefined, AdminDefaultersQueryVariables>;
export function useAdminDefaultersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDefaultersQuery, AdminDefaultersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDefaultersQuery, AdminDefaultersQueryVariables>(AdminDefaultersDocument, options);
        }
export type AdminDefaultersQueryHookResult = ReturnType<typeof useAdminDefaultersQuery>;
export type AdminDefaultersLazyQueryHookResult = ReturnType<typeof useAdminDefaultersLazyQuery>;
export type AdminDefaultersSuspenseQueryHookResult = ReturnType<typeof useAdminDefaultersSuspenseQuery>;
export type AdminDefaultersQueryResult = ApolloReactCommon.QueryResult<AdminDefaultersQuery, AdminDefaultersQueryVariables>;
export const AdminSendRewardNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendRewardNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRewardNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardNoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardNoticeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type AdminSendRewardNoticeMutationFn = ApolloReactCommon.MutationFunction<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>;

/**
 * __useAdminSendRewardNoticeMutation__
 *
 * To run a mutation, you first call `useAdminSendRewardNoticeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSendRewardNoticeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSendRewardNoticeMutation, { data, loading, error }] = useAdminSendRewardNoticeMutation({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      title: // value for 'title'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useAdminSendRewardNoticeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>(AdminSendRewardNoticeDocument, options);
      }
export type AdminSendRewardNoticeMutationHookResult = ReturnType<typeof useAdminSendRewardNoticeMutation>;
export type AdminSendRewardNoticeMutationResult = ApolloReactCommon.MutationResult<AdminSendRewardNoticeMutation>;
export type AdminSendRewardNoticeMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSendRewardNoticeMutation, AdminSendRewardNoticeMutationVariables>;
export const AdminUpdateMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminMemberRow"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}}]} as unknown as DocumentNode;
export type AdminUpdateMemberMutationFn = ApolloReactCommon.MutationFunction<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>;

/**
 * __useAdminUpdateMemberMutation__
 *
 * To run a mutation, you first call `useAdminUpdateMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUpdateMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUpdateMemberMutation, { data, loading, error }] = useAdminUpdateMemberMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminUpdateMemberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>(AdminUpdateMemberDocument, options);
      }
export type AdminUpdateMemberMutationHookResult = ReturnType<typeof useAdminUpdateMemberMutation>;
export type AdminUpdateMemberMutationResult = ApolloReactCommon.MutationResult<AdminUpdateMemberMutation>;
export type AdminUpdateMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminUpdateMemberMutation, AdminUpdateMemberMutationVariables>;
export const AdminSetMemberStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetMemberStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMemberStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode;
export type AdminSetMemberStatusMutationFn = ApolloReactCommon.MutationFunction<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>;

/**
 * __useAdminSetMemberStatusMutation__
 *
 * To run a mutation, you first call `useAdminSetMemberStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetMemberStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetMemberStatusMutation, { data, loading, error }] = useAdminSetMemberStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useAdminSetMemberStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>(AdminSetMemberStatusDocument, options);
      }
export type AdminSetMemberStatusMutationHookResult = ReturnType<typeof useAdminSetMemberStatusMutation>;
export type AdminSetMemberStatusMutationResult = ApolloReactCommon.MutationResult<AdminSetMemberStatusMutation>;
export type AdminSetMemberStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSetMemberStatusMutation, AdminSetMemberStatusMutationVariables>;
export const AdminResetMemberTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminResetMemberTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetMemberTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalHoldUntil"}}]}}]}}]} as unknown as DocumentNode;
export type AdminResetMemberTotpMutationFn = ApolloReactCommon.MutationFunction<AdminResetMemberTotpMutation, AdminResetMemberTotpMutationVariables>;

/**
 * __useAdminResetMemberTotpMutation__
 *
 * To run a mutation, you first call `useAdminResetMemberTotpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminResetMemberTotpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminResetMemberTotpMutation, { data, loading, error }] = useAdminResetMemberTotpMutation({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useAdminResetMemberTotpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminResetMemberTotpMutation, AdminResetMemberTotpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminResetMemberTotpMutation, AdminResetMemberTotpMutationVariables>(AdminResetMemberTotpDocument, options);
      }
export type AdminResetMemberTotpMutationHookResult = ReturnType<typeof useAdminResetMemberTotpMutation>;
export type AdminResetMemberTotpMutationResult = ApolloReactCommon.MutationResult<AdminResetMemberTotpMutation>;
export type AdminResetMemberTotpMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminResetMemberTotpMutation, AdminResetMemberTotpMutationVariables>;
export const AdminDeleteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type AdminDeleteMemberMutationFn = ApolloReactCommon.MutationFunction<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>;

/**
 * __useAdminDeleteMemberMutation__
 *
 * To run a mutation, you first call `useAdminDeleteMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeleteMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeleteMemberMutation, { data, loading, error }] = useAdminDeleteMemberMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeleteMemberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>(AdminDeleteMemberDocument, options);
      }
export type AdminDeleteMemberMutationHookResult = ReturnType<typeof useAdminDeleteMemberMutation>;
export type AdminDeleteMemberMutationResult = ApolloReactCommon.MutationResult<AdminDeleteMemberMutation>;
export type AdminDeleteMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminDeleteMemberMutation, AdminDeleteMemberMutationVariables>;
export const AdminAdjustWalletDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAdjustWallet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustWalletInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustWallet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export type AdminAdjustWalletMutationFn = ApolloReactCommon.MutationFunction<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>;

/**
 * __useAdminAdjustWalletMutation__
 *
 * To run a mutation, you first call `useAdminAdjustWalletMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminAdjustWalletMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminAdjustWalletMutation, { data, loading, error }] = useAdminAdjustWalletMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminAdjustWalletMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>(AdminAdjustWalletDocument, options);
      }
export type AdminAdjustWalletMutationHookResult = ReturnType<typeof useAdminAdjustWalletMutation>;
export type AdminAdjustWalletMutationResult = ApolloReactCommon.MutationResult<AdminAdjustWalletMutation>;
export type AdminAdjustWalletMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminAdjustWalletMutation, AdminAdjustWalletMutationVariables>;
export const AdminWalletEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWalletEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wallet"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"wallet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wallet"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminWalletEntriesQuery__
 *
 * To run a query within a React component, call `useAdminWalletEntriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminWalletEntriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminWalletEntriesQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      wallet: // value for 'wallet'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *   },
 * });
 */
export function useAdminWalletEntriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables> & ({ variables: AdminWalletEntriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>(AdminWalletEntriesDocument, options);
      }
export function useAdminWalletEntriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>(AdminWalletEntriesDocument, options);
        }
// @ts-ignore
export function useAdminWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>;
export function useAdminWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWalletEntriesQuery | undefined, AdminWalletEntriesQueryVariables>;
export function useAdminWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>(AdminWalletEntriesDocument, options);
        }
export type AdminWalletEntriesQueryHookResult = ReturnType<typeof useAdminWalletEntriesQuery>;
export type AdminWalletEntriesLazyQueryHookResult = ReturnType<typeof useAdminWalletEntriesLazyQuery>;
export type AdminWalletEntriesSuspenseQueryHookResult = ReturnType<typeof useAdminWalletEntriesSuspenseQuery>;
export type AdminWalletEntriesQueryResult = ApolloReactCommon.QueryResult<AdminWalletEntriesQuery, AdminWalletEntriesQueryVariables>;
export const AdminMemberTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JournalFilterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminMemberTransactionsQuery__
 *
 * To run a query within a React component, call `useAdminMemberTransactionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMemberTransactionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMemberTransactionsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useAdminMemberTransactionsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables> & ({ variables: AdminMemberTransactionsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>(AdminMemberTransactionsDocument, options);
      }
export function useAdminMemberTransactionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>(AdminMemberTransactionsDocument, options);
        }
// @ts-ignore
export function useAdminMemberTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>;
export function useAdminMemberTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberTransactionsQuery | undefined, AdminMemberTransactionsQueryVariables>;
export function useAdminMemberTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>(AdminMemberTransactionsDocument, options);
        }
export type AdminMemberTransactionsQueryHookResult = ReturnType<typeof useAdminMemberTransactionsQuery>;
export type AdminMemberTransactionsLazyQueryHookResult = ReturnType<typeof useAdminMemberTransactionsLazyQuery>;
export type AdminMemberTransactionsSuspenseQueryHookResult = ReturnType<typeof useAdminMemberTransactionsSuspenseQuery>;
export type AdminMemberTransactionsQueryResult = ApolloReactCommon.QueryResult<AdminMemberTransactionsQuery, AdminMemberTransactionsQueryVariables>;
export const AdminTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyTransferFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceWallet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"toMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminTransfersQuery__
 *
 * To run a query within a React component, call `useAdminTransfersQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminTransfersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminTransfersQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminTransfersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables> & ({ variables: AdminTransfersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminTransfersQuery, AdminTransfersQueryVariables>(AdminTransfersDocument, options);
      }
export function useAdminTransfersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminTransfersQuery, AdminTransfersQueryVariables>(AdminTransfersDocument, options);
        }
// @ts-ignore
export function useAdminTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransfersQuery, AdminTransfersQueryVariables>;
export function useAdminTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransfersQuery | undefined, AdminTransfersQueryVariables>;
export function useAdminTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransfersQuery, AdminTransfersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminTransfersQuery, AdminTransfersQueryVariables>(AdminTransfersDocument, options);
        }
export type AdminTransfersQueryHookResult = ReturnType<typeof useAdminTransfersQuery>;
export type AdminTransfersLazyQueryHookResult = ReturnType<typeof useAdminTransfersLazyQuery>;
export type AdminTransfersSuspenseQueryHookResult = ReturnType<typeof useAdminTransfersSuspenseQuery>;
export type AdminTransfersQueryResult = ApolloReactCommon.QueryResult<AdminTransfersQuery, AdminTransfersQueryVariables>;
export const AdminMemberSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMemberSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"8"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ALL"}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberOptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminMemberSearchQuery__
 *
 * To run a query within a React component, call `useAdminMemberSearchQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminMemberSearchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminMemberSearchQuery({
 *   variables: {
 *      search: // value for 'search'
 *   },
 * });
 */
export function useAdminMemberSearchQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminMemberSearchQuery, AdminMemberSearchQueryVariables> & ({ variables: AdminMemberSearchQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>(AdminMemberSearchDocument, options);
      }
export function useAdminMemberSearchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>(AdminMemberSearchDocument, options);
        }
// @ts-ignore
export function useAdminMemberSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>;
export function useAdminMemberSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminMemberSearchQuery | undefined, AdminMemberSearchQueryVariables>;
export function useAdminMemberSearchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>(AdminMemberSearchDocument, options);
        }
export type AdminMemberSearchQueryHookResult = ReturnType<typeof useAdminMemberSearchQuery>;
export type AdminMemberSearchLazyQueryHookResult = ReturnType<typeof useAdminMemberSearchLazyQuery>;
export type AdminMemberSearchSuspenseQueryHookResult = ReturnType<typeof useAdminMemberSearchSuspenseQuery>;
export type AdminMemberSearchQueryResult = ApolloReactCommon.QueryResult<AdminMemberSearchQuery, AdminMemberSearchQueryVariables>;
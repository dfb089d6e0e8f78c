/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { gql } from '@apollo/client';
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


export type AdminMemberQuery = { member: { phone: string, referralCode: string, role: string, emailVerified: boolean, activationDate: string | null, lastLogin: string | null, bep20: string | null, trc20: string | null, sponsorId: number | null, id: number, username: string, fullname: string, email: string, isActive: boolean, status: string, createdAt: string, sponsor: { id: number, username: string, fullname: string, referralCode: string, isActive: boolean, status: string } | null, team: { directs: number, activeDirects: number, team: number }, totals: { directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, salaryIncome: string, leadershipIncome: string, ctoIncome: string, totalEarning: string, totalDeposit: string, totalWithdrawal: string }, rewardNotice: { title: string, amount: string, createdAt: string } | null, wallets: { active: string, income: string, roi: string, compound: string } } };

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

export type AdminDeleteMemberMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteMemberMutation = { deleteMember: { success: boolean, message: string } };

export type AdminAdjustWalletMutationVariables = Exact<{
  input: Types.AdjustWalletInput;
}>;


export type AdminAdjustWalletMutation = { adjustWallet: { transactionId: number, memberId: number, wallet: Types.WalletKind, action: Types.AdjustAction, amount: string, reason: string } };

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


export type AdminTransfersQuery = { transfers: { total: number, page: number, pageSize: number, items: Array<{ id: number, kind: string, amount: string, fee: string, sourceWallet: string, description: string, status: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null }> } };

export const AdminMemberRowFragmentDoc = gql`
    fragment AdminMemberRow on Member {
  id
  username
  fullname
  email
  isActive
  status
  createdAt
  wallets {
    active
    income
    roi
    compound
  }
}
    `;
export const AdminMemberRewardNoticeFragmentDoc = gql`
    fragment AdminMemberRewardNotice on Member {
  id
  rewardNotice {
    title
    amount
    createdAt
  }
}
    `;
export const AdminMembersDocument = gql`
    query AdminMembers($page: Int!, $pageSize: Int!, $status: MemberStatusFilter!, $search: String) {
  members(page: $page, pageSize: $pageSize, status: $status, search: $search) {
    items {
      ...AdminMemberRow
    }
    total
    page
    pageSize
  }
}
    ${AdminMemberRowFragmentDoc}`;

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
export const AdminMemberDocument = gql`
    query AdminMember($id: Int!) {
  member(id: $id) {
    ...AdminMemberRow
    phone
    referralCode
    role
    emailVerified
    activationDate
    lastLogin
    bep20
    trc20
    sponsorId
    sponsor {
      id
      username
      fullname
      referralCode
      isActive
      status
    }
    team {
      directs
      activeDirects
      team
    }
    totals {
      directIncome
      levelIncome
      roiIncome
      rewardIncome
      salaryIncome
      leadershipIncome
      ctoIncome
      totalEarning
      totalDeposit
      totalWithdrawal
    }
    rewardNotice {
      title
      amount
      createdAt
    }
  }
}
    ${AdminMemberRowFragmentDoc}`;

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
export const AdminDefaultersDocument = gql`
    query AdminDefaulters {
  defaulters {
    id
    username
    fullname
    email
    createdAt
    rewardNotice {
      title
      amount
      createdAt
    }
  }
}
    `;

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
export const AdminSendRewardNoticeDocument = gql`
    mutation AdminSendRewardNotice($memberId: Int!, $title: String!, $amount: Money!) {
  sendRewardNotice(memberId: $memberId, title: $title, amount: $amount) {
    memberId
    title
    amount
    createdAt
  }
}
    `;
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
export const AdminUpdateMemberDocument = gql`
    mutation AdminUpdateMember($id: Int!, $input: AdminMemberInput!) {
  updateMember(id: $id, input: $input) {
    ...AdminMemberRow
    phone
    bep20
    trc20
  }
}
    ${AdminMemberRowFragmentDoc}`;
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
export const AdminSetMemberStatusDocument = gql`
    mutation AdminSetMemberStatus($id: Int!, $status: AccountStatus!) {
  setMemberStatus(id: $id, status: $status) {
    id
    status
  }
}
    `;
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
export const AdminDeleteMemberDocument = gql`
    mutation AdminDeleteMember($id: Int!) {
  deleteMember(id: $id) {
    success
    message
  }
}
    `;
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
export const AdminAdjustWalletDocument = gql`
    mutation AdminAdjustWallet($input: AdjustWalletInput!) {
  adjustWallet(input: $input) {
    transactionId
    memberId
    wallet
    action
    amount
    reason
  }
}
    `;
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
export const AdminWalletEntriesDocument = gql`
    query AdminWalletEntries($memberId: Int!, $wallet: WalletKind!, $page: Int!, $pageSize: Int!, $before: Int) {
  walletEntries(
    memberId: $memberId
    wallet: $wallet
    page: $page
    pageSize: $pageSize
    before: $before
  ) {
    items {
      id
      wallet
      kind
      amount
      balanceAfter
      description
      transactionId
      createdAt
    }
    total
    page
    pageSize
    nextCursor
  }
}
    `;

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
export const AdminMemberTransactionsDocument = gql`
    query AdminMemberTransactions($filter: JournalFilterInput!) {
  transactions(filter: $filter) {
    items {
      transactionId
      tableName
      transactionType
      source
      amount
      status
      email
      memberId
      createdAt
      updatedAt
    }
    total
    page
    pageSize
  }
}
    `;

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
export const AdminTransfersDocument = gql`
    query AdminTransfers($memberId: Int, $page: Int!, $pageSize: Int!) {
  transfers(memberId: $memberId, page: $page, pageSize: $pageSize) {
    items {
      id
      kind
      amount
      fee
      sourceWallet
      description
      status
      createdAt
      fromMemberId
      toMemberId
      from {
        id
        username
        fullname
      }
      to {
        id
        username
        fullname
      }
    }
    total
    page
    pageSize
  }
}
    `;

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
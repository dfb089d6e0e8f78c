/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type MyWalletBalancesFragment = { id: number, wallets: { active: string, income: string, roi: string, compound: string } };

export type WalletBalanceFieldsFragment = { active: string, income: string, roi: string, compound: string };

export type MyTotalsFieldsFragment = { totalEarning: string, totalDeposit: string, totalWithdrawal: string, directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, ctoIncome: string, salaryIncome: string, leadershipIncome: string };

export type MemberNameFieldsFragment = { id: number, username: string, fullname: string };

export type MemberSummaryFieldsFragment = { referralCode: string, isActive: boolean, status: string, id: number, username: string, fullname: string };

export type TeamCountsFieldsFragment = { team: number, directs: number, activeDirects: number };

export type MyIncomeTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyIncomeTotalsQuery = { me: { id: number, totals: { totalEarning: string, totalDeposit: string, totalWithdrawal: string, directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, ctoIncome: string, salaryIncome: string, leadershipIncome: string } } };

export type MyWalletsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWalletsQuery = { me: { id: number, wallets: { active: string, income: string, roi: string, compound: string } } };

export type MyWalletChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyWalletChangedSubscription = { walletChanged: { memberId: number, active: string, income: string, roi: string, compound: string } };

export type MyDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDashboardQuery = { me: { username: string, fullname: string, email: string, referralCode: string, isActive: boolean, emailVerified: boolean, status: string, activationDate: string | null, createdAt: string, id: number, totals: { totalEarning: string, totalDeposit: string, totalWithdrawal: string, directIncome: string, levelIncome: string, roiIncome: string, rewardIncome: string, ctoIncome: string, salaryIncome: string, leadershipIncome: string }, team: { team: number, directs: number, activeDirects: number }, sponsor: { referralCode: string, isActive: boolean, status: string, id: number, username: string, fullname: string } | null, wallets: { active: string, income: string, roi: string, compound: string } } };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { me: { id: number, withdrawalHoldUntil: string | null, username: string, fullname: string, email: string, phone: string, referralCode: string, bep20: string | null, trc20: string | null, isActive: boolean, emailVerified: boolean, status: string, createdAt: string, activationDate: string | null, sponsor: { referralCode: string, isActive: boolean, status: string, id: number, username: string, fullname: string } | null } };

export type UpdateMyProfileMutationVariables = Exact<{
  input: Types.ProfileInput;
}>;


export type UpdateMyProfileMutation = { updateProfile: { id: number, fullname: string, phone: string, email: string, emailVerified: boolean, bep20: string | null, trc20: string | null } };

export type FindMemberByRefQueryVariables = Exact<{
  query: string;
}>;


export type FindMemberByRefQuery = { findMember: { referralCode: string, isActive: boolean, status: string, id: number, username: string, fullname: string } };

export type ChangeMyEmailMutationVariables = Exact<{
  email: string;
  currentPassword: string;
}>;


export type ChangeMyEmailMutation = { updateProfile: { id: number, email: string, emailVerified: boolean, withdrawalHoldUntil: string | null } };

export type DashboardActivityQueryVariables = Exact<{
  creditKinds?: Array<string> | string | null | undefined;
}>;


export type DashboardActivityQuery = { walletEntries: { items: Array<{ id: number, kind: string, amount: string, wallet: Types.WalletKind, description: string, createdAt: string }> }, myWithdrawals: { items: Array<{ id: number, kind: Types.WithdrawalKind, gross: string, net: string, status: Types.RecordStatus, createdAt: string }> } };

export const WalletBalanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}}]} as unknown as DocumentNode;
export const MyWalletBalancesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyWalletBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}}]} as unknown as DocumentNode;
export const MyTotalsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEarning"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithdrawal"}},{"kind":"Field","name":{"kind":"Name","value":"directIncome"}},{"kind":"Field","name":{"kind":"Name","value":"levelIncome"}},{"kind":"Field","name":{"kind":"Name","value":"roiIncome"}},{"kind":"Field","name":{"kind":"Name","value":"rewardIncome"}},{"kind":"Field","name":{"kind":"Name","value":"ctoIncome"}},{"kind":"Field","name":{"kind":"Name","value":"salaryIncome"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipIncome"}}]}}]} as unknown as DocumentNode;
export const MemberNameFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export const MemberSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export const TeamCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"}},{"kind":"Field","name":{"kind":"Name","value":"directs"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}}]} as unknown as DocumentNode;
export const MyIncomeTotalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIncomeTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyTotalsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEarning"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithdrawal"}},{"kind":"Field","name":{"kind":"Name","value":"directIncome"}},{"kind":"Field","name":{"kind":"Name","value":"levelIncome"}},{"kind":"Field","name":{"kind":"Name","value":"roiIncome"}},{"kind":"Field","name":{"kind":"Name","value":"rewardIncome"}},{"kind":"Field","name":{"kind":"Name","value":"ctoIncome"}},{"kind":"Field","name":{"kind":"Name","value":"salaryIncome"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipIncome"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyIncomeTotalsQuery__
 *
 * To run a query within a React component, call `useMyIncomeTotalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyIncomeTotalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyIncomeTotalsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyIncomeTotalsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>(MyIncomeTotalsDocument, options);
      }
export function useMyIncomeTotalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>(MyIncomeTotalsDocument, options);
        }
// @ts-ignore
export function useMyIncomeTotalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>;
export function useMyIncomeTotalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeTotalsQuery | undefined, MyIncomeTotalsQueryVariables>;
export function useMyIncomeTotalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>(MyIncomeTotalsDocument, options);
        }
export type MyIncomeTotalsQueryHookResult = ReturnType<typeof useMyIncomeTotalsQuery>;
export type MyIncomeTotalsLazyQueryHookResult = ReturnType<typeof useMyIncomeTotalsLazyQuery>;
export type MyIncomeTotalsSuspenseQueryHookResult = ReturnType<typeof useMyIncomeTotalsSuspenseQuery>;
export type MyIncomeTotalsQueryResult = ApolloReactCommon.QueryResult<MyIncomeTotalsQuery, MyIncomeTotalsQueryVariables>;
export const MyWalletsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyWalletBalances"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyWalletBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyWalletsQuery__
 *
 * To run a query within a React component, call `useMyWalletsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWalletsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWalletsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyWalletsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWalletsQuery, MyWalletsQueryVariables>(MyWalletsDocument, options);
      }
export function useMyWalletsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWalletsQuery, MyWalletsQueryVariables>(MyWalletsDocument, options);
        }
// @ts-ignore
export function useMyWalletsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletsQuery, MyWalletsQueryVariables>;
export function useMyWalletsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletsQuery | undefined, MyWalletsQueryVariables>;
export function useMyWalletsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletsQuery, MyWalletsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWalletsQuery, MyWalletsQueryVariables>(MyWalletsDocument, options);
        }
export type MyWalletsQueryHookResult = ReturnType<typeof useMyWalletsQuery>;
export type MyWalletsLazyQueryHookResult = ReturnType<typeof useMyWalletsLazyQuery>;
export type MyWalletsSuspenseQueryHookResult = ReturnType<typeof useMyWalletsSuspenseQuery>;
export type MyWalletsQueryResult = ApolloReactCommon.QueryResult<MyWalletsQuery, MyWalletsQueryVariables>;
export const MyWalletChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyWalletChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyWalletChangedSubscription__
 *
 * To run a query within a React component, call `useMyWalletChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useMyWalletChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWalletChangedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useMyWalletChangedSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<MyWalletChangedSubscription, MyWalletChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<MyWalletChangedSubscription, MyWalletChangedSubscriptionVariables>(MyWalletChangedDocument, options);
      }
export type MyWalletChangedSubscriptionHookResult = ReturnType<typeof useMyWalletChangedSubscription>;
export type MyWalletChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<MyWalletChangedSubscription>;
export const MyDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyWalletBalances"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyTotalsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamCountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyWalletBalances"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WalletBalanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WalletBalanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Wallets"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"income"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"compound"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTotalsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberTotals"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalEarning"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithdrawal"}},{"kind":"Field","name":{"kind":"Name","value":"directIncome"}},{"kind":"Field","name":{"kind":"Name","value":"levelIncome"}},{"kind":"Field","name":{"kind":"Name","value":"roiIncome"}},{"kind":"Field","name":{"kind":"Name","value":"rewardIncome"}},{"kind":"Field","name":{"kind":"Name","value":"ctoIncome"}},{"kind":"Field","name":{"kind":"Name","value":"salaryIncome"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipIncome"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"}},{"kind":"Field","name":{"kind":"Name","value":"directs"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyDashboardQuery__
 *
 * To run a query within a React component, call `useMyDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyDashboardQuery, MyDashboardQueryVariables>(MyDashboardDocument, options);
      }
export function useMyDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyDashboardQuery, MyDashboardQueryVariables>(MyDashboardDocument, options);
        }
// @ts-ignore
export function useMyDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDashboardQuery, MyDashboardQueryVariables>;
export function useMyDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDashboardQuery | undefined, MyDashboardQueryVariables>;
export function useMyDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDashboardQuery, MyDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyDashboardQuery, MyDashboardQueryVariables>(MyDashboardDocument, options);
        }
export type MyDashboardQueryHookResult = ReturnType<typeof useMyDashboardQuery>;
export type MyDashboardLazyQueryHookResult = ReturnType<typeof useMyDashboardLazyQuery>;
export type MyDashboardSuspenseQueryHookResult = ReturnType<typeof useMyDashboardSuspenseQuery>;
export type MyDashboardQueryResult = ApolloReactCommon.QueryResult<MyDashboardQuery, MyDashboardQueryVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalHoldUntil"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyProfileQuery__
 *
 * To run a query within a React component, call `useMyProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
      }
export function useMyProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
        }
// @ts-ignore
export function useMyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyProfileQuery, MyProfileQueryVariables>;
export function useMyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyProfileQuery | undefined, MyProfileQueryVariables>;
export function useMyProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyProfileQuery, MyProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyProfileQuery, MyProfileQueryVariables>(MyProfileDocument, options);
        }
export type MyProfileQueryHookResult = ReturnType<typeof useMyProfileQuery>;
export type MyProfileLazyQueryHookResult = ReturnType<typeof useMyProfileLazyQuery>;
export type MyProfileSuspenseQueryHookResult = ReturnType<typeof useMyProfileSuspenseQuery>;
export type MyProfileQueryResult = ApolloReactCommon.QueryResult<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}}]}}]}}]} as unknown as DocumentNode;
export type UpdateMyProfileMutationFn = ApolloReactCommon.MutationFunction<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;

/**
 * __useUpdateMyProfileMutation__
 *
 * To run a mutation, you first call `useUpdateMyProfileMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateMyProfileMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateMyProfileMutation, { data, loading, error }] = useUpdateMyProfileMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateMyProfileMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>(UpdateMyProfileDocument, options);
      }
export type UpdateMyProfileMutationHookResult = ReturnType<typeof useUpdateMyProfileMutation>;
export type UpdateMyProfileMutationResult = ApolloReactCommon.MutationResult<UpdateMyProfileMutation>;
export type UpdateMyProfileMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateMyProfileMutation, UpdateMyProfileMutationVariables>;
export const FindMemberByRefDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindMemberByRef"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode;

/**
 * __useFindMemberByRefQuery__
 *
 * To run a query within a React component, call `useFindMemberByRefQuery` and pass it any options that fit your needs.
 * When your component renders, `useFindMemberByRefQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useFindMemberByRefQuery({
 *   variables: {
 *      query: // value for 'query'
 *   },
 * });
 */
export function useFindMemberByRefQuery(baseOptions: ApolloReactHooks.QueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables> & ({ variables: FindMemberByRefQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<FindMemberByRefQuery, FindMemberByRefQueryVariables>(FindMemberByRefDocument, options);
      }
export function useFindMemberByRefLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<FindMemberByRefQuery, FindMemberByRefQueryVariables>(FindMemberByRefDocument, options);
        }
// @ts-ignore
export function useFindMemberByRefSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FindMemberByRefQuery, FindMemberByRefQueryVariables>;
export function useFindMemberByRefSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<FindMemberByRefQuery | undefined, FindMemberByRefQueryVariables>;
export function useFindMemberByRefSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<FindMemberByRefQuery, FindMemberByRefQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<FindMemberByRefQuery, FindMemberByRefQueryVariables>(FindMemberByRefDocument, options);
        }
export type FindMemberByRefQueryHookResult = ReturnType<typeof useFindMemberByRefQuery>;
export type FindMemberByRefLazyQueryHookResult = ReturnType<typeof useFindMemberByRefLazyQuery>;
export type FindMemberByRefSuspenseQueryHookResult = ReturnType<typeof useFindMemberByRefSuspenseQuery>;
export type FindMemberByRefQueryResult = ApolloReactCommon.QueryResult<FindMemberByRefQuery, FindMemberByRefQueryVariables>;
export const ChangeMyEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeMyEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalHoldUntil"}}]}}]}}]} as unknown as DocumentNode;
export type ChangeMyEmailMutationFn = ApolloReactCommon.MutationFunction<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>;

/**
 * __useChangeMyEmailMutation__
 *
 * To run a mutation, you first call `useChangeMyEmailMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useChangeMyEmailMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [changeMyEmailMutation, { data, loading, error }] = useChangeMyEmailMutation({
 *   variables: {
 *      email: // value for 'email'
 *      currentPassword: // value for 'currentPassword'
 *   },
 * });
 */
export function useChangeMyEmailMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>(ChangeMyEmailDocument, options);
      }
export type ChangeMyEmailMutationHookResult = ReturnType<typeof useChangeMyEmailMutation>;
export type ChangeMyEmailMutationResult = ApolloReactCommon.MutationResult<ChangeMyEmailMutation>;
export type ChangeMyEmailMutationOptions = ApolloReactCommon.BaseMutationOptions<ChangeMyEmailMutation, ChangeMyEmailMutationVariables>;
export const DashboardActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"creditKinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"creditKinds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDashboardActivityQuery__
 *
 * To run a query within a React component, call `useDashboardActivityQuery` and pass it any options that fit your needs.
 * When your component renders, `useDashboardActivityQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDashboardActivityQuery({
 *   variables: {
 *      creditKinds: // value for 'creditKinds'
 *   },
 * });
 */
export function useDashboardActivityQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
      }
export function useDashboardActivityLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
        }
// @ts-ignore
export function useDashboardActivitySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardActivityQuery, DashboardActivityQueryVariables>;
export function useDashboardActivitySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DashboardActivityQuery | undefined, DashboardActivityQueryVariables>;
export function useDashboardActivitySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DashboardActivityQuery, DashboardActivityQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DashboardActivityQuery, DashboardActivityQueryVariables>(DashboardActivityDocument, options);
        }
export type DashboardActivityQueryHookResult = ReturnType<typeof useDashboardActivityQuery>;
export type DashboardActivityLazyQueryHookResult = ReturnType<typeof useDashboardActivityLazyQuery>;
export type DashboardActivitySuspenseQueryHookResult = ReturnType<typeof useDashboardActivitySuspenseQuery>;
export type DashboardActivityQueryResult = ApolloReactCommon.QueryResult<DashboardActivityQuery, DashboardActivityQueryVariables>;
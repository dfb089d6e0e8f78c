/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { moneyDashboard: { depositsCompleted: string, depositsPendingAmount: string, depositsPendingCount: number, withdrawalsCompleted: string, withdrawalsPendingAmount: string, withdrawalsPendingCount: number, incomePaid: string, fees: string, monthly: Array<{ month: string, deposits: string, withdrawals: string }>, signupsPerDay: Array<{ day: string, count: number }> }, adminOverview: { members: { total: number, active: number, inactive: number, blocked: number, joinedToday: number }, recentSignups: Array<{ id: number, username: string, fullname: string, email: string, createdAt: string }> } };

export type AdminTransactionSummaryQueryVariables = Exact<{
  month?: string | null | undefined;
}>;


export type AdminTransactionSummaryQuery = { transactionSummary: { month: string, rows: Array<{ transactionType: string, source: string, count: number, total: string }> } };

export type AdminReconciliationQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminReconciliationQuery = { reconciliation: { ok: boolean, problems: Array<string>, accounts: number, entries: number, transactions: number } };


export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneyDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"depositsPendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"depositsPendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsPendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsPendingCount"}},{"kind":"Field","name":{"kind":"Name","value":"incomePaid"}},{"kind":"Field","name":{"kind":"Name","value":"fees"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signupsPerDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"inactive"}},{"kind":"Field","name":{"kind":"Name","value":"blocked"}},{"kind":"Field","name":{"kind":"Name","value":"joinedToday"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentSignups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDashboardQuery__
 *
 * To run a query within a React component, call `useAdminDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
      }
export function useAdminDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
// @ts-ignore
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDashboardQuery | undefined, AdminDashboardQueryVariables>;
export function useAdminDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDashboardQuery, AdminDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDashboardQuery, AdminDashboardQueryVariables>(AdminDashboardDocument, options);
        }
export type AdminDashboardQueryHookResult = ReturnType<typeof useAdminDashboardQuery>;
export type AdminDashboardLazyQueryHookResult = ReturnType<typeof useAdminDashboardLazyQuery>;
export type AdminDashboardSuspenseQueryHookResult = ReturnType<typeof useAdminDashboardSuspenseQuery>;
export type AdminDashboardQueryResult = ApolloReactCommon.QueryResult<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const AdminTransactionSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminTransactionSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminTransactionSummaryQuery__
 *
 * To run a query within a React component, call `useAdminTransactionSummaryQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminTransactionSummaryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminTransactionSummaryQuery({
 *   variables: {
 *      month: // value for 'month'
 *   },
 * });
 */
export function useAdminTransactionSummaryQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>(AdminTransactionSummaryDocument, options);
      }
export function useAdminTransactionSummaryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>(AdminTransactionSummaryDocument, options);
        }
// @ts-ignore
export function useAdminTransactionSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>;
export function useAdminTransactionSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminTransactionSummaryQuery | undefined, AdminTransactionSummaryQueryVariables>;
export function useAdminTransactionSummarySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>(AdminTransactionSummaryDocument, options);
        }
export type AdminTransactionSummaryQueryHookResult = ReturnType<typeof useAdminTransactionSummaryQuery>;
export type AdminTransactionSummaryLazyQueryHookResult = ReturnType<typeof useAdminTransactionSummaryLazyQuery>;
export type AdminTransactionSummarySuspenseQueryHookResult = ReturnType<typeof useAdminTransactionSummarySuspenseQuery>;
export type AdminTransactionSummaryQueryResult = ApolloReactCommon.QueryResult<AdminTransactionSummaryQuery, AdminTransactionSummaryQueryVariables>;
export const AdminReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"accounts"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminReconciliationQuery__
 *
 * To run a query within a React component, call `useAdminReconciliationQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReconciliationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReconciliationQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminReconciliationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReconciliationQuery, AdminReconciliationQueryVariables>(AdminReconciliationDocument, options);
      }
export function useAdminReconciliationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReconciliationQuery, AdminReconciliationQueryVariables>(AdminReconciliationDocument, options);
        }
// @ts-ignore
export function useAdminReconciliationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReconciliationQuery, AdminReconciliationQueryVariables>;
export function useAdminReconciliationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReconciliationQuery | undefined, AdminReconciliationQueryVariables>;
export function useAdminReconciliationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReconciliationQuery, AdminReconciliationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReconciliationQuery, AdminReconciliationQueryVariables>(AdminReconciliationDocument, options);
        }
export type AdminReconciliationQueryHookResult = ReturnType<typeof useAdminReconciliationQuery>;
export type AdminReconciliationLazyQueryHookResult = ReturnType<typeof useAdminReconciliationLazyQuery>;
export type AdminReconciliationSuspenseQueryHookResult = ReturnType<typeof useAdminReconciliationSuspenseQuery>;
export type AdminReconciliationQueryResult = ApolloReactCommon.QueryResult<AdminReconciliationQuery, AdminReconciliationQueryVariables>;
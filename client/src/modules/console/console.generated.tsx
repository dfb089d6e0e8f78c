/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ConsoleDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsoleDashboardQuery = { consoleDashboard: { topUpsPerMonth: Array<{ month: string, amount: string }>, incomePerMonth: Array<{ month: string, kind: string, amount: string }>, incomeTotals: Array<{ kind: string, amount: string }>, queues: Array<{ queue: string, label: string, count: number, amount: string | null, link: string }> } };

export type AdminReportQueryVariables = Exact<{
  filter?: Types.ReportFilterInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminReportQuery = { report: { total: number, page: number, pageSize: number, sum: string, items: Array<{ id: number, createdAt: string, memberId: number, username: string, fullname: string, email: string, wallet: string, kind: string, amount: string, balanceAfter: string, counterpartyId: number | null, description: string }> } };

export type AuditLogQueryVariables = Exact<{
  filter?: Types.ReportFilterInput | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditLogQuery = { auditLog: { total: number, page: number, pageSize: number, items: Array<{ id: number, createdAt: string, actorId: number, actorEmail: string | null, action: string, target: string, details: string | null, before: string | null, after: string | null }> } };

export type AuditActionsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditActionsQuery = { auditActions: Array<string> };


export const ConsoleDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsoleDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consoleDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUpsPerMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incomePerMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"incomeTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"queues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useConsoleDashboardQuery__
 *
 * To run a query within a React component, call `useConsoleDashboardQuery` and pass it any options that fit your needs.
 * When your component renders, `useConsoleDashboardQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useConsoleDashboardQuery({
 *   variables: {
 *   },
 * });
 */
export function useConsoleDashboardQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>(ConsoleDashboardDocument, options);
      }
export function useConsoleDashboardLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>(ConsoleDashboardDocument, options);
        }
// @ts-ignore
export function useConsoleDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>;
export function useConsoleDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ConsoleDashboardQuery | undefined, ConsoleDashboardQueryVariables>;
export function useConsoleDashboardSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>(ConsoleDashboardDocument, options);
        }
export type ConsoleDashboardQueryHookResult = ReturnType<typeof useConsoleDashboardQuery>;
export type ConsoleDashboardLazyQueryHookResult = ReturnType<typeof useConsoleDashboardLazyQuery>;
export type ConsoleDashboardSuspenseQueryHookResult = ReturnType<typeof useConsoleDashboardSuspenseQuery>;
export type ConsoleDashboardQueryResult = ApolloReactCommon.QueryResult<ConsoleDashboardQuery, ConsoleDashboardQueryVariables>;
export const AdminReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"report"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyId"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminReportQuery__
 *
 * To run a query within a React component, call `useAdminReportQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminReportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminReportQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminReportQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminReportQuery, AdminReportQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminReportQuery, AdminReportQueryVariables>(AdminReportDocument, options);
      }
export function useAdminReportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminReportQuery, AdminReportQueryVariables>(AdminReportDocument, options);
        }
// @ts-ignore
export function useAdminReportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReportQuery, AdminReportQueryVariables>;
export function useAdminReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminReportQuery | undefined, AdminReportQueryVariables>;
export function useAdminReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminReportQuery, AdminReportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminReportQuery, AdminReportQueryVariables>(AdminReportDocument, options);
        }
export type AdminReportQueryHookResult = ReturnType<typeof useAdminReportQuery>;
export type AdminReportLazyQueryHookResult = ReturnType<typeof useAdminReportLazyQuery>;
export type AdminReportSuspenseQueryHookResult = ReturnType<typeof useAdminReportSuspenseQuery>;
export type AdminReportQueryResult = ApolloReactCommon.QueryResult<AdminReportQuery, AdminReportQueryVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"actorId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useAuditLogQuery__
 *
 * To run a query within a React component, call `useAuditLogQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditLogQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditLogQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAuditLogQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
      }
export function useAuditLogLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
// @ts-ignore
export function useAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogQuery, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditLogQuery | undefined, AuditLogQueryVariables>;
export function useAuditLogSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditLogQuery, AuditLogQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditLogQuery, AuditLogQueryVariables>(AuditLogDocument, options);
        }
export type AuditLogQueryHookResult = ReturnType<typeof useAuditLogQuery>;
export type AuditLogLazyQueryHookResult = ReturnType<typeof useAuditLogLazyQuery>;
export type AuditLogSuspenseQueryHookResult = ReturnType<typeof useAuditLogSuspenseQuery>;
export type AuditLogQueryResult = ApolloReactCommon.QueryResult<AuditLogQuery, AuditLogQueryVariables>;
export const AuditActionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditActions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditActions"}}]}}]} as unknown as DocumentNode;

/**
 * __useAuditActionsQuery__
 *
 * To run a query within a React component, call `useAuditActionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAuditActionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAuditActionsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAuditActionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
      }
export function useAuditActionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
        }
// @ts-ignore
export function useAuditActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditActionsQuery, AuditActionsQueryVariables>;
export function useAuditActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AuditActionsQuery | undefined, AuditActionsQueryVariables>;
export function useAuditActionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AuditActionsQuery, AuditActionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AuditActionsQuery, AuditActionsQueryVariables>(AuditActionsDocument, options);
        }
export type AuditActionsQueryHookResult = ReturnType<typeof useAuditActionsQuery>;
export type AuditActionsLazyQueryHookResult = ReturnType<typeof useAuditActionsLazyQuery>;
export type AuditActionsSuspenseQueryHookResult = ReturnType<typeof useAuditActionsSuspenseQuery>;
export type AuditActionsQueryResult = ApolloReactCommon.QueryResult<AuditActionsQuery, AuditActionsQueryVariables>;
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PublicWithdrawalLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicWithdrawalLimitsQuery = { settings: { withdrawalMin: string, withdrawalMultiple: string } };


export const PublicWithdrawalLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicWithdrawalLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMultiple"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicWithdrawalLimitsQuery__
 *
 * To run a query within a React component, call `usePublicWithdrawalLimitsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicWithdrawalLimitsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicWithdrawalLimitsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePublicWithdrawalLimitsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>(PublicWithdrawalLimitsDocument, options);
      }
export function usePublicWithdrawalLimitsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>(PublicWithdrawalLimitsDocument, options);
        }
// @ts-ignore
export function usePublicWithdrawalLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>;
export function usePublicWithdrawalLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicWithdrawalLimitsQuery | undefined, PublicWithdrawalLimitsQueryVariables>;
export function usePublicWithdrawalLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>(PublicWithdrawalLimitsDocument, options);
        }
export type PublicWithdrawalLimitsQueryHookResult = ReturnType<typeof usePublicWithdrawalLimitsQuery>;
export type PublicWithdrawalLimitsLazyQueryHookResult = ReturnType<typeof usePublicWithdrawalLimitsLazyQuery>;
export type PublicWithdrawalLimitsSuspenseQueryHookResult = ReturnType<typeof usePublicWithdrawalLimitsSuspenseQuery>;
export type PublicWithdrawalLimitsQueryResult = ApolloReactCommon.QueryResult<PublicWithdrawalLimitsQuery, PublicWithdrawalLimitsQueryVariables>;
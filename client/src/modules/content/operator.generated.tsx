/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PublicOperatorQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicOperatorQuery = { settings: { operatorName: string, operatorAddress: string, contactEmail: string, supportHours: string, riskNotice: string } };


export const PublicOperatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicOperator"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"operatorAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"riskNotice"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicOperatorQuery__
 *
 * To run a query within a React component, call `usePublicOperatorQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicOperatorQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicOperatorQuery({
 *   variables: {
 *   },
 * });
 */
export function usePublicOperatorQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicOperatorQuery, PublicOperatorQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicOperatorQuery, PublicOperatorQueryVariables>(PublicOperatorDocument, options);
      }
export function usePublicOperatorLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicOperatorQuery, PublicOperatorQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicOperatorQuery, PublicOperatorQueryVariables>(PublicOperatorDocument, options);
        }
// @ts-ignore
export function usePublicOperatorSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicOperatorQuery, PublicOperatorQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicOperatorQuery, PublicOperatorQueryVariables>;
export function usePublicOperatorSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicOperatorQuery, PublicOperatorQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicOperatorQuery | undefined, PublicOperatorQueryVariables>;
export function usePublicOperatorSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicOperatorQuery, PublicOperatorQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicOperatorQuery, PublicOperatorQueryVariables>(PublicOperatorDocument, options);
        }
export type PublicOperatorQueryHookResult = ReturnType<typeof usePublicOperatorQuery>;
export type PublicOperatorLazyQueryHookResult = ReturnType<typeof usePublicOperatorLazyQuery>;
export type PublicOperatorSuspenseQueryHookResult = ReturnType<typeof usePublicOperatorSuspenseQuery>;
export type PublicOperatorQueryResult = ApolloReactCommon.QueryResult<PublicOperatorQuery, PublicOperatorQueryVariables>;
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PublicPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicPlansQuery = { plans: Array<{ id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, periodMonths: number, sponsorBonus: string, capMultiplier: number, isActive: boolean }> };


export const PublicPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicPlansQuery__
 *
 * To run a query within a React component, call `usePublicPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function usePublicPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicPlansQuery, PublicPlansQueryVariables>(PublicPlansDocument, options);
      }
export function usePublicPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicPlansQuery, PublicPlansQueryVariables>(PublicPlansDocument, options);
        }
// @ts-ignore
export function usePublicPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicPlansQuery, PublicPlansQueryVariables>;
export function usePublicPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicPlansQuery | undefined, PublicPlansQueryVariables>;
export function usePublicPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicPlansQuery, PublicPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicPlansQuery, PublicPlansQueryVariables>(PublicPlansDocument, options);
        }
export type PublicPlansQueryHookResult = ReturnType<typeof usePublicPlansQuery>;
export type PublicPlansLazyQueryHookResult = ReturnType<typeof usePublicPlansLazyQuery>;
export type PublicPlansSuspenseQueryHookResult = ReturnType<typeof usePublicPlansSuspenseQuery>;
export type PublicPlansQueryResult = ApolloReactCommon.QueryResult<PublicPlansQuery, PublicPlansQueryVariables>;
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PublicNewsListQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type PublicNewsListQuery = { news: { total: number, page: number, pageSize: number, items: Array<{ id: number, title: string, content: string, createdAt: string, updatedAt: string }> } };

export type PublicAchieversQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicAchieversQuery = { achievers: Array<{ id: number, username: string, description: string, image: string, imageUrl: string, createdAt: string }> };


export const PublicNewsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicNewsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"news"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NewsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NewsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NewsItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicNewsListQuery__
 *
 * To run a query within a React component, call `usePublicNewsListQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicNewsListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicNewsListQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function usePublicNewsListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicNewsListQuery, PublicNewsListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicNewsListQuery, PublicNewsListQueryVariables>(PublicNewsListDocument, options);
      }
export function usePublicNewsListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicNewsListQuery, PublicNewsListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicNewsListQuery, PublicNewsListQueryVariables>(PublicNewsListDocument, options);
        }
// @ts-ignore
export function usePublicNewsListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicNewsListQuery, PublicNewsListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicNewsListQuery, PublicNewsListQueryVariables>;
export function usePublicNewsListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicNewsListQuery, PublicNewsListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicNewsListQuery | undefined, PublicNewsListQueryVariables>;
export function usePublicNewsListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicNewsListQuery, PublicNewsListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicNewsListQuery, PublicNewsListQueryVariables>(PublicNewsListDocument, options);
        }
export type PublicNewsListQueryHookResult = ReturnType<typeof usePublicNewsListQuery>;
export type PublicNewsListLazyQueryHookResult = ReturnType<typeof usePublicNewsListLazyQuery>;
export type PublicNewsListSuspenseQueryHookResult = ReturnType<typeof usePublicNewsListSuspenseQuery>;
export type PublicNewsListQueryResult = ApolloReactCommon.QueryResult<PublicNewsListQuery, PublicNewsListQueryVariables>;
export const PublicAchieversDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicAchievers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achievers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AchieverFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AchieverFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AchieverCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicAchieversQuery__
 *
 * To run a query within a React component, call `usePublicAchieversQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicAchieversQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicAchieversQuery({
 *   variables: {
 *   },
 * });
 */
export function usePublicAchieversQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicAchieversQuery, PublicAchieversQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicAchieversQuery, PublicAchieversQueryVariables>(PublicAchieversDocument, options);
      }
export function usePublicAchieversLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicAchieversQuery, PublicAchieversQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicAchieversQuery, PublicAchieversQueryVariables>(PublicAchieversDocument, options);
        }
// @ts-ignore
export function usePublicAchieversSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicAchieversQuery, PublicAchieversQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicAchieversQuery, PublicAchieversQueryVariables>;
export function usePublicAchieversSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicAchieversQuery, PublicAchieversQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicAchieversQuery | undefined, PublicAchieversQueryVariables>;
export function usePublicAchieversSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicAchieversQuery, PublicAchieversQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicAchieversQuery, PublicAchieversQueryVariables>(PublicAchieversDocument, options);
        }
export type PublicAchieversQueryHookResult = ReturnType<typeof usePublicAchieversQuery>;
export type PublicAchieversLazyQueryHookResult = ReturnType<typeof usePublicAchieversLazyQuery>;
export type PublicAchieversSuspenseQueryHookResult = ReturnType<typeof usePublicAchieversSuspenseQuery>;
export type PublicAchieversQueryResult = ApolloReactCommon.QueryResult<PublicAchieversQuery, PublicAchieversQueryVariables>;
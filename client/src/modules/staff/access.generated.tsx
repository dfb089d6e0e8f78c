/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type MyStaffAccessQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStaffAccessQuery = { myStaffAccess: { role: Types.StaffRole, permissions: Array<string>, fourEyes: boolean, needsSecondPerson: boolean }, adminMe: { id: number, fullname: string } };


export const MyStaffAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStaffAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStaffAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"fourEyes"}},{"kind":"Field","name":{"kind":"Name","value":"needsSecondPerson"}}]}},{"kind":"Field","name":{"kind":"Name","value":"adminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyStaffAccessQuery__
 *
 * To run a query within a React component, call `useMyStaffAccessQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyStaffAccessQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyStaffAccessQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyStaffAccessQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyStaffAccessQuery, MyStaffAccessQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyStaffAccessQuery, MyStaffAccessQueryVariables>(MyStaffAccessDocument, options);
      }
export function useMyStaffAccessLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyStaffAccessQuery, MyStaffAccessQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyStaffAccessQuery, MyStaffAccessQueryVariables>(MyStaffAccessDocument, options);
        }
// @ts-ignore
export function useMyStaffAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyStaffAccessQuery, MyStaffAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStaffAccessQuery, MyStaffAccessQueryVariables>;
export function useMyStaffAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStaffAccessQuery, MyStaffAccessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyStaffAccessQuery | undefined, MyStaffAccessQueryVariables>;
export function useMyStaffAccessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyStaffAccessQuery, MyStaffAccessQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyStaffAccessQuery, MyStaffAccessQueryVariables>(MyStaffAccessDocument, options);
        }
export type MyStaffAccessQueryHookResult = ReturnType<typeof useMyStaffAccessQuery>;
export type MyStaffAccessLazyQueryHookResult = ReturnType<typeof useMyStaffAccessLazyQuery>;
export type MyStaffAccessSuspenseQueryHookResult = ReturnType<typeof useMyStaffAccessSuspenseQuery>;
export type MyStaffAccessQueryResult = ApolloReactCommon.QueryResult<MyStaffAccessQuery, MyStaffAccessQueryVariables>;
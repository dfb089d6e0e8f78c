/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PublicHomeNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicHomeNotificationsQuery = { homeNotifications: Array<{ id: number, title: string, message: string, type: Types.NotificationKind, audience: string, imageUrl: string | null, createdAt: string }>, homeBanner: { url: string, createdAt: string } | null };


export const PublicHomeNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHomeNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationRecordFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"homeBanner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePublicHomeNotificationsQuery__
 *
 * To run a query within a React component, call `usePublicHomeNotificationsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePublicHomeNotificationsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePublicHomeNotificationsQuery({
 *   variables: {
 *   },
 * });
 */
export function usePublicHomeNotificationsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>(PublicHomeNotificationsDocument, options);
      }
export function usePublicHomeNotificationsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>(PublicHomeNotificationsDocument, options);
        }
// @ts-ignore
export function usePublicHomeNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>;
export function usePublicHomeNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PublicHomeNotificationsQuery | undefined, PublicHomeNotificationsQueryVariables>;
export function usePublicHomeNotificationsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>(PublicHomeNotificationsDocument, options);
        }
export type PublicHomeNotificationsQueryHookResult = ReturnType<typeof usePublicHomeNotificationsQuery>;
export type PublicHomeNotificationsLazyQueryHookResult = ReturnType<typeof usePublicHomeNotificationsLazyQuery>;
export type PublicHomeNotificationsSuspenseQueryHookResult = ReturnType<typeof usePublicHomeNotificationsSuspenseQuery>;
export type PublicHomeNotificationsQueryResult = ApolloReactCommon.QueryResult<PublicHomeNotificationsQuery, PublicHomeNotificationsQueryVariables>;
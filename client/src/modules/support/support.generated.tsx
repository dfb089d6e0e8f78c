/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type SupportMessageFieldsFragment = { id: number, memberId: number, title: string, message: string, reply: string | null, status: Types.SupportStatus, createdAt: string, repliedAt: string | null };

export type ListMySupportMessagesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListMySupportMessagesQuery = { mySupportMessages: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, title: string, message: string, reply: string | null, status: Types.SupportStatus, createdAt: string, repliedAt: string | null }> } };

export type ListSupportMessagesQueryVariables = Exact<{
  status?: Types.SupportStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ListSupportMessagesQuery = { supportMessages: { total: number, page: number, pageSize: number, items: Array<{ email: string | null, id: number, memberId: number, title: string, message: string, reply: string | null, status: Types.SupportStatus, createdAt: string, repliedAt: string | null }> } };

export type CreateSupportMessageMutationVariables = Exact<{
  input: Types.CreateSupportMessageInput;
}>;


export type CreateSupportMessageMutation = { createSupportMessage: { id: number, memberId: number, title: string, message: string, reply: string | null, status: Types.SupportStatus, createdAt: string, repliedAt: string | null } };

export type UpdateSupportMessageMutationVariables = Exact<{
  id: number;
  status: Types.SupportStatus;
  reply?: string | null | undefined;
}>;


export type UpdateSupportMessageMutation = { updateSupportMessage: { email: string | null, id: number, memberId: number, title: string, message: string, reply: string | null, status: Types.SupportStatus, createdAt: string, repliedAt: string | null } };

export type DeleteSupportMessageMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSupportMessageMutation = { deleteSupportMessage: { success: boolean, message: string } };

export type SupportSwitchQueryVariables = Exact<{ [key: string]: never; }>;


export type SupportSwitchQuery = { settings: { support: boolean } };

export const SupportMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessageRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]} as unknown as DocumentNode;
export const ListMySupportMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"listMySupportMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySupportMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessageRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useListMySupportMessagesQuery__
 *
 * To run a query within a React component, call `useListMySupportMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useListMySupportMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListMySupportMessagesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListMySupportMessagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>(ListMySupportMessagesDocument, options);
      }
export function useListMySupportMessagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>(ListMySupportMessagesDocument, options);
        }
// @ts-ignore
export function useListMySupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>;
export function useListMySupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListMySupportMessagesQuery | undefined, ListMySupportMessagesQueryVariables>;
export function useListMySupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>(ListMySupportMessagesDocument, options);
        }
export type ListMySupportMessagesQueryHookResult = ReturnType<typeof useListMySupportMessagesQuery>;
export type ListMySupportMessagesLazyQueryHookResult = ReturnType<typeof useListMySupportMessagesLazyQuery>;
export type ListMySupportMessagesSuspenseQueryHookResult = ReturnType<typeof useListMySupportMessagesSuspenseQuery>;
export type ListMySupportMessagesQueryResult = ApolloReactCommon.QueryResult<ListMySupportMessagesQuery, ListMySupportMessagesQueryVariables>;
export const ListSupportMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"listSupportMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessageRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useListSupportMessagesQuery__
 *
 * To run a query within a React component, call `useListSupportMessagesQuery` and pass it any options that fit your needs.
 * When your component renders, `useListSupportMessagesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useListSupportMessagesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useListSupportMessagesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>(ListSupportMessagesDocument, options);
      }
export function useListSupportMessagesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>(ListSupportMessagesDocument, options);
        }
// @ts-ignore
export function useListSupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>;
export function useListSupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ListSupportMessagesQuery | undefined, ListSupportMessagesQueryVariables>;
export function useListSupportMessagesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>(ListSupportMessagesDocument, options);
        }
export type ListSupportMessagesQueryHookResult = ReturnType<typeof useListSupportMessagesQuery>;
export type ListSupportMessagesLazyQueryHookResult = ReturnType<typeof useListSupportMessagesLazyQuery>;
export type ListSupportMessagesSuspenseQueryHookResult = ReturnType<typeof useListSupportMessagesSuspenseQuery>;
export type ListSupportMessagesQueryResult = ApolloReactCommon.QueryResult<ListSupportMessagesQuery, ListSupportMessagesQueryVariables>;
export const CreateSupportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"createSupportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateSupportMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessageRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]} as unknown as DocumentNode;
export type CreateSupportMessageMutationFn = ApolloReactCommon.MutationFunction<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>;

/**
 * __useCreateSupportMessageMutation__
 *
 * To run a mutation, you first call `useCreateSupportMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateSupportMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createSupportMessageMutation, { data, loading, error }] = useCreateSupportMessageMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateSupportMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>(CreateSupportMessageDocument, options);
      }
export type CreateSupportMessageMutationHookResult = ReturnType<typeof useCreateSupportMessageMutation>;
export type CreateSupportMessageMutationResult = ApolloReactCommon.MutationResult<CreateSupportMessageMutation>;
export type CreateSupportMessageMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateSupportMessageMutation, CreateSupportMessageMutationVariables>;
export const UpdateSupportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"updateSupportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reply"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SupportMessageFields"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SupportMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessageRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"reply"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}}]}}]} as unknown as DocumentNode;
export type UpdateSupportMessageMutationFn = ApolloReactCommon.MutationFunction<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>;

/**
 * __useUpdateSupportMessageMutation__
 *
 * To run a mutation, you first call `useUpdateSupportMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateSupportMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateSupportMessageMutation, { data, loading, error }] = useUpdateSupportMessageMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *      reply: // value for 'reply'
 *   },
 * });
 */
export function useUpdateSupportMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>(UpdateSupportMessageDocument, options);
      }
export type UpdateSupportMessageMutationHookResult = ReturnType<typeof useUpdateSupportMessageMutation>;
export type UpdateSupportMessageMutationResult = ApolloReactCommon.MutationResult<UpdateSupportMessageMutation>;
export type UpdateSupportMessageMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateSupportMessageMutation, UpdateSupportMessageMutationVariables>;
export const DeleteSupportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"deleteSupportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteSupportMessageMutationFn = ApolloReactCommon.MutationFunction<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>;

/**
 * __useDeleteSupportMessageMutation__
 *
 * To run a mutation, you first call `useDeleteSupportMessageMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteSupportMessageMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteSupportMessageMutation, { data, loading, error }] = useDeleteSupportMessageMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteSupportMessageMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>(DeleteSupportMessageDocument, options);
      }
export type DeleteSupportMessageMutationHookResult = ReturnType<typeof useDeleteSupportMessageMutation>;
export type DeleteSupportMessageMutationResult = ApolloReactCommon.MutationResult<DeleteSupportMessageMutation>;
export type DeleteSupportMessageMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteSupportMessageMutation, DeleteSupportMessageMutationVariables>;
export const SupportSwitchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"supportSwitch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"support"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useSupportSwitchQuery__
 *
 * To run a query within a React component, call `useSupportSwitchQuery` and pass it any options that fit your needs.
 * When your component renders, `useSupportSwitchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSupportSwitchQuery({
 *   variables: {
 *   },
 * });
 */
export function useSupportSwitchQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SupportSwitchQuery, SupportSwitchQueryVariables>(SupportSwitchDocument, options);
      }
export function useSupportSwitchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SupportSwitchQuery, SupportSwitchQueryVariables>(SupportSwitchDocument, options);
        }
// @ts-ignore
export function useSupportSwitchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SupportSwitchQuery, SupportSwitchQueryVariables>;
export function useSupportSwitchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SupportSwitchQuery | undefined, SupportSwitchQueryVariables>;
export function useSupportSwitchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SupportSwitchQuery, SupportSwitchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SupportSwitchQuery, SupportSwitchQueryVariables>(SupportSwitchDocument, options);
        }
export type SupportSwitchQueryHookResult = ReturnType<typeof useSupportSwitchQuery>;
export type SupportSwitchLazyQueryHookResult = ReturnType<typeof useSupportSwitchLazyQuery>;
export type SupportSwitchSuspenseQueryHookResult = ReturnType<typeof useSupportSwitchSuspenseQuery>;
export type SupportSwitchQueryResult = ApolloReactCommon.QueryResult<SupportSwitchQuery, SupportSwitchQueryVariables>;
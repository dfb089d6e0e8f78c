/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AdminProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminProfileQuery = { adminMe: { lastLogin: string | null, createdAt: string, id: number, username: string, fullname: string, email: string, role: string } };

export type AdminChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AdminChangePasswordMutation = { changeAdminPassword: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };

export type AdminDepositAddressFieldsFragment = { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string };

export type AdminDepositAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDepositAddressesQuery = { depositAddresses: { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string } | null, depositAddressHistory: Array<{ id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string }> };

export type AdminAddDepositAddressesMutationVariables = Exact<{
  input: Types.DepositAddressesInput;
}>;


export type AdminAddDepositAddressesMutation = { addDepositAddresses: { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string } };

export type AdminDeleteDepositAddressesMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteDepositAddressesMutation = { deleteDepositAddresses: { success: boolean, message: string } };

export const AdminDepositAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDepositAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddresses"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const AdminProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionAccount"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminProfileQuery__
 *
 * To run a query within a React component, call `useAdminProfileQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminProfileQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminProfileQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminProfileQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminProfileQuery, AdminProfileQueryVariables>(AdminProfileDocument, options);
      }
export function useAdminProfileLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminProfileQuery, AdminProfileQueryVariables>(AdminProfileDocument, options);
        }
// @ts-ignore
export function useAdminProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProfileQuery, AdminProfileQueryVariables>;
export function useAdminProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminProfileQuery | undefined, AdminProfileQueryVariables>;
export function useAdminProfileSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminProfileQuery, AdminProfileQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminProfileQuery, AdminProfileQueryVariables>(AdminProfileDocument, options);
        }
export type AdminProfileQueryHookResult = ReturnType<typeof useAdminProfileQuery>;
export type AdminProfileLazyQueryHookResult = ReturnType<typeof useAdminProfileLazyQuery>;
export type AdminProfileSuspenseQueryHookResult = ReturnType<typeof useAdminProfileSuspenseQuery>;
export type AdminProfileQueryResult = ApolloReactCommon.QueryResult<AdminProfileQuery, AdminProfileQueryVariables>;
export const AdminChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeAdminPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireAt"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionAccount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;
export type AdminChangePasswordMutationFn = ApolloReactCommon.MutationFunction<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;

/**
 * __useAdminChangePasswordMutation__
 *
 * To run a mutation, you first call `useAdminChangePasswordMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminChangePasswordMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminChangePasswordMutation, { data, loading, error }] = useAdminChangePasswordMutation({
 *   variables: {
 *      currentPassword: // value for 'currentPassword'
 *      newPassword: // value for 'newPassword'
 *   },
 * });
 */
export function useAdminChangePasswordMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>(AdminChangePasswordDocument, options);
      }
export type AdminChangePasswordMutationHookResult = ReturnType<typeof useAdminChangePasswordMutation>;
export type AdminChangePasswordMutationResult = ApolloReactCommon.MutationResult<AdminChangePasswordMutation>;
export type AdminChangePasswordMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;
export const AdminDepositAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDepositAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDepositAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositAddressHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDepositAddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDepositAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddresses"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDepositAddressesQuery__
 *
 * To run a query within a React component, call `useAdminDepositAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDepositAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDepositAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminDepositAddressesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>(AdminDepositAddressesDocument, options);
      }
export function useAdminDepositAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>(AdminDepositAddressesDocument, options);
        }
// @ts-ignore
export function useAdminDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>;
export function useAdminDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositAddressesQuery | undefined, AdminDepositAddressesQueryVariables>;
export function useAdminDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>(AdminDepositAddressesDocument, options);
        }
export type AdminDepositAddressesQueryHookResult = ReturnType<typeof useAdminDepositAddressesQuery>;
export type AdminDepositAddressesLazyQueryHookResult = ReturnType<typeof useAdminDepositAddressesLazyQuery>;
export type AdminDepositAddressesSuspenseQueryHookResult = ReturnType<typeof useAdminDepositAddressesSuspenseQuery>;
export type AdminDepositAddressesQueryResult = ApolloReactCommon.QueryResult<AdminDepositAddressesQuery, AdminDepositAddressesQueryVariables>;
export const AdminAddDepositAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddDepositAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddressesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDepositAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDepositAddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDepositAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositAddresses"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type AdminAddDepositAddressesMutationFn = ApolloReactCommon.MutationFunction<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>;

/**
 * __useAdminAddDepositAddressesMutation__
 *
 * To run a mutation, you first call `useAdminAddDepositAddressesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminAddDepositAddressesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminAddDepositAddressesMutation, { data, loading, error }] = useAdminAddDepositAddressesMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminAddDepositAddressesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>(AdminAddDepositAddressesDocument, options);
      }
export type AdminAddDepositAddressesMutationHookResult = ReturnType<typeof useAdminAddDepositAddressesMutation>;
export type AdminAddDepositAddressesMutationResult = ApolloReactCommon.MutationResult<AdminAddDepositAddressesMutation>;
export type AdminAddDepositAddressesMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminAddDepositAddressesMutation, AdminAddDepositAddressesMutationVariables>;
export const AdminDeleteDepositAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteDepositAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDepositAddresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type AdminDeleteDepositAddressesMutationFn = ApolloReactCommon.MutationFunction<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>;

/**
 * __useAdminDeleteDepositAddressesMutation__
 *
 * To run a mutation, you first call `useAdminDeleteDepositAddressesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeleteDepositAddressesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeleteDepositAddressesMutation, { data, loading, error }] = useAdminDeleteDepositAddressesMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeleteDepositAddressesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>(AdminDeleteDepositAddressesDocument, options);
      }
export type AdminDeleteDepositAddressesMutationHookResult = ReturnType<typeof useAdminDeleteDepositAddressesMutation>;
export type AdminDeleteDepositAddressesMutationResult = ApolloReactCommon.MutationResult<AdminDeleteDepositAddressesMutation>;
export type AdminDeleteDepositAddressesMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminDeleteDepositAddressesMutation, AdminDeleteDepositAddressesMutationVariables>;
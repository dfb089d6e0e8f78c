/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type StaffFieldsFragment = { id: string, email: string, fullname: string, role: Types.StaffRole, state: Types.StaffState, permissions: Array<string>, lastLogin: string | null, createdAt: string };

export type StaffTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffTeamQuery = { staff: Array<{ id: string, email: string, fullname: string, role: Types.StaffRole, state: Types.StaffState, permissions: Array<string>, lastLogin: string | null, createdAt: string }> };

export type StaffRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffRolesQuery = { staffRoles: Array<{ role: Types.StaffRole, permissions: Array<string> }>, permissions: Array<{ name: string, description: string }> };

export type CreateStaffMutationVariables = Exact<{
  input: Types.CreateStaffInput;
}>;


export type CreateStaffMutation = { createStaff: { id: string, email: string, fullname: string, role: Types.StaffRole, state: Types.StaffState, permissions: Array<string>, lastLogin: string | null, createdAt: string } };

export type SetStaffRoleMutationVariables = Exact<{
  id: string | number;
  role: Types.StaffRole;
}>;


export type SetStaffRoleMutation = { setStaffRole: { id: string, email: string, fullname: string, role: Types.StaffRole, state: Types.StaffState, permissions: Array<string>, lastLogin: string | null, createdAt: string } };

export type DeactivateStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type DeactivateStaffMutation = { deactivateStaff: { id: string, email: string, fullname: string, role: Types.StaffRole, state: Types.StaffState, permissions: Array<string>, lastLogin: string | null, createdAt: string } };

export type ReactivateStaffMutationVariables = Exact<{
  id: string | number;
}>;


export type ReactivateStaffMutation = { reactivateStaff: { id: string, email: string, fullname: string, role: Types.StaffRole, state: Types.StaffState, permissions: Array<string>, lastLogin: string | null, createdAt: string } };

export const StaffFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const StaffTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staff"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffTeamQuery__
 *
 * To run a query within a React component, call `useStaffTeamQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffTeamQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffTeamQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffTeamQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffTeamQuery, StaffTeamQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffTeamQuery, StaffTeamQueryVariables>(StaffTeamDocument, options);
      }
export function useStaffTeamLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffTeamQuery, StaffTeamQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffTeamQuery, StaffTeamQueryVariables>(StaffTeamDocument, options);
        }
// @ts-ignore
export function useStaffTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffTeamQuery, StaffTeamQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffTeamQuery, StaffTeamQueryVariables>;
export function useStaffTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffTeamQuery, StaffTeamQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffTeamQuery | undefined, StaffTeamQueryVariables>;
export function useStaffTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffTeamQuery, StaffTeamQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffTeamQuery, StaffTeamQueryVariables>(StaffTeamDocument, options);
        }
export type StaffTeamQueryHookResult = ReturnType<typeof useStaffTeamQuery>;
export type StaffTeamLazyQueryHookResult = ReturnType<typeof useStaffTeamLazyQuery>;
export type StaffTeamSuspenseQueryHookResult = ReturnType<typeof useStaffTeamSuspenseQuery>;
export type StaffTeamQueryResult = ApolloReactCommon.QueryResult<StaffTeamQuery, StaffTeamQueryVariables>;
export const StaffRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffRolesQuery__
 *
 * To run a query within a React component, call `useStaffRolesQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffRolesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffRolesQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffRolesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffRolesQuery, StaffRolesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffRolesQuery, StaffRolesQueryVariables>(StaffRolesDocument, options);
      }
export function useStaffRolesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffRolesQuery, StaffRolesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffRolesQuery, StaffRolesQueryVariables>(StaffRolesDocument, options);
        }
// @ts-ignore
export function useStaffRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffRolesQuery, StaffRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffRolesQuery, StaffRolesQueryVariables>;
export function useStaffRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffRolesQuery, StaffRolesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffRolesQuery | undefined, StaffRolesQueryVariables>;
export function useStaffRolesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffRolesQuery, StaffRolesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffRolesQuery, StaffRolesQueryVariables>(StaffRolesDocument, options);
        }
export type StaffRolesQueryHookResult = ReturnType<typeof useStaffRolesQuery>;
export type StaffRolesLazyQueryHookResult = ReturnType<typeof useStaffRolesLazyQuery>;
export type StaffRolesSuspenseQueryHookResult = ReturnType<typeof useStaffRolesSuspenseQuery>;
export type StaffRolesQueryResult = ApolloReactCommon.QueryResult<StaffRolesQuery, StaffRolesQueryVariables>;
export const CreateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateStaffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type CreateStaffMutationFn = ApolloReactCommon.MutationFunction<CreateStaffMutation, CreateStaffMutationVariables>;

/**
 * __useCreateStaffMutation__
 *
 * To run a mutation, you first call `useCreateStaffMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateStaffMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createStaffMutation, { data, loading, error }] = useCreateStaffMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateStaffMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateStaffMutation, CreateStaffMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateStaffMutation, CreateStaffMutationVariables>(CreateStaffDocument, options);
      }
export type CreateStaffMutationHookResult = ReturnType<typeof useCreateStaffMutation>;
export type CreateStaffMutationResult = ApolloReactCommon.MutationResult<CreateStaffMutation>;
export type CreateStaffMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateStaffMutation, CreateStaffMutationVariables>;
export const SetStaffRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetStaffRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRole"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setStaffRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type SetStaffRoleMutationFn = ApolloReactCommon.MutationFunction<SetStaffRoleMutation, SetStaffRoleMutationVariables>;

/**
 * __useSetStaffRoleMutation__
 *
 * To run a mutation, you first call `useSetStaffRoleMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetStaffRoleMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setStaffRoleMutation, { data, loading, error }] = useSetStaffRoleMutation({
 *   variables: {
 *      id: // value for 'id'
 *      role: // value for 'role'
 *   },
 * });
 */
export function useSetStaffRoleMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetStaffRoleMutation, SetStaffRoleMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetStaffRoleMutation, SetStaffRoleMutationVariables>(SetStaffRoleDocument, options);
      }
export type SetStaffRoleMutationHookResult = ReturnType<typeof useSetStaffRoleMutation>;
export type SetStaffRoleMutationResult = ApolloReactCommon.MutationResult<SetStaffRoleMutation>;
export type SetStaffRoleMutationOptions = ApolloReactCommon.BaseMutationOptions<SetStaffRoleMutation, SetStaffRoleMutationVariables>;
export const DeactivateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeactivateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type DeactivateStaffMutationFn = ApolloReactCommon.MutationFunction<DeactivateStaffMutation, DeactivateStaffMutationVariables>;

/**
 * __useDeactivateStaffMutation__
 *
 * To run a mutation, you first call `useDeactivateStaffMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeactivateStaffMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deactivateStaffMutation, { data, loading, error }] = useDeactivateStaffMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeactivateStaffMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeactivateStaffMutation, DeactivateStaffMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeactivateStaffMutation, DeactivateStaffMutationVariables>(DeactivateStaffDocument, options);
      }
export type DeactivateStaffMutationHookResult = ReturnType<typeof useDeactivateStaffMutation>;
export type DeactivateStaffMutationResult = ApolloReactCommon.MutationResult<DeactivateStaffMutation>;
export type DeactivateStaffMutationOptions = ApolloReactCommon.BaseMutationOptions<DeactivateStaffMutation, DeactivateStaffMutationVariables>;
export const ReactivateStaffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReactivateStaff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateStaff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StaffFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StaffFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StaffRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"lastLogin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type ReactivateStaffMutationFn = ApolloReactCommon.MutationFunction<ReactivateStaffMutation, ReactivateStaffMutationVariables>;

/**
 * __useReactivateStaffMutation__
 *
 * To run a mutation, you first call `useReactivateStaffMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReactivateStaffMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reactivateStaffMutation, { data, loading, error }] = useReactivateStaffMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReactivateStaffMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReactivateStaffMutation, ReactivateStaffMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReactivateStaffMutation, ReactivateStaffMutationVariables>(ReactivateStaffDocument, options);
      }
export type ReactivateStaffMutationHookResult = ReturnType<typeof useReactivateStaffMutation>;
export type ReactivateStaffMutationResult = ApolloReactCommon.MutationResult<ReactivateStaffMutation>;
export type ReactivateStaffMutationOptions = ApolloReactCommon.BaseMutationOptions<ReactivateStaffMutation, ReactivateStaffMutationVariables>;
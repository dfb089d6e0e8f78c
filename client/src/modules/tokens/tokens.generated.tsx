/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ApiTokenFieldsFragment = { id: string, name: string, prefix: string, scopes: Array<string>, expiresAt: string, lastUsedAt: string | null, lastUsedIp: string | null, costBudget: number | null, createdAt: string };

export type ApiTokenScopesQueryVariables = Exact<{
  staff?: boolean | null | undefined;
}>;


export type ApiTokenScopesQuery = { apiTokenScopes: Array<{ name: string, description: string }> };

export type ApiTokensQueryVariables = Exact<{
  staff?: boolean | null | undefined;
}>;


export type ApiTokensQuery = { apiTokens: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, expiresAt: string, lastUsedAt: string | null, lastUsedIp: string | null, costBudget: number | null, createdAt: string }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: Types.CreateApiTokenInput;
  staff?: boolean | null | undefined;
}>;


export type CreateApiTokenMutation = { createApiToken: { token: string, apiToken: { id: string, name: string, prefix: string, scopes: Array<string>, expiresAt: string, lastUsedAt: string | null, lastUsedIp: string | null, costBudget: number | null, createdAt: string } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
  staff?: boolean | null | undefined;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { id: string, revokedAt: string | null } };

export type StaffTokenStepUpMethodQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffTokenStepUpMethodQuery = { twoFactorStatus: { enabled: boolean } };

export type StaffTokenStepUpMutationVariables = Exact<{
  code: string;
}>;


export type StaffTokenStepUpMutation = { stepUp: { verified: boolean, method: string, message: string, validForSeconds: number } };

export type StaffTokenSendOtpMutationVariables = Exact<{ [key: string]: never; }>;


export type StaffTokenSendOtpMutation = { sendOtp: { success: boolean, message: string } };

export type MemberApiTokensQueryVariables = Exact<{
  memberId: number;
}>;


export type MemberApiTokensQuery = { memberApiTokens: Array<{ id: string, name: string, prefix: string, scopes: Array<string>, expiresAt: string, lastUsedAt: string | null, lastUsedIp: string | null, costBudget: number | null, createdAt: string }> };

export type SetApiTokenBudgetMutationVariables = Exact<{
  id: string | number;
  budget?: number | null | undefined;
}>;


export type SetApiTokenBudgetMutation = { setApiTokenBudget: { id: string, costBudget: number | null } };

export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"costBudget"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const ApiTokenScopesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokenScopes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokenScopes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useApiTokenScopesQuery__
 *
 * To run a query within a React component, call `useApiTokenScopesQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiTokenScopesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiTokenScopesQuery({
 *   variables: {
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useApiTokenScopesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>(ApiTokenScopesDocument, options);
      }
export function useApiTokenScopesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>(ApiTokenScopesDocument, options);
        }
// @ts-ignore
export function useApiTokenScopesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>;
export function useApiTokenScopesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ApiTokenScopesQuery | undefined, ApiTokenScopesQueryVariables>;
export function useApiTokenScopesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>(ApiTokenScopesDocument, options);
        }
export type ApiTokenScopesQueryHookResult = ReturnType<typeof useApiTokenScopesQuery>;
export type ApiTokenScopesLazyQueryHookResult = ReturnType<typeof useApiTokenScopesLazyQuery>;
export type ApiTokenScopesSuspenseQueryHookResult = ReturnType<typeof useApiTokenScopesSuspenseQuery>;
export type ApiTokenScopesQueryResult = ApolloReactCommon.QueryResult<ApiTokenScopesQuery, ApiTokenScopesQueryVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"costBudget"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useApiTokensQuery__
 *
 * To run a query within a React component, call `useApiTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useApiTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useApiTokensQuery({
 *   variables: {
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useApiTokensQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
      }
export function useApiTokensLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
// @ts-ignore
export function useApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ApiTokensQuery | undefined, ApiTokensQueryVariables>;
export function useApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ApiTokensQuery, ApiTokensQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ApiTokensQuery, ApiTokensQueryVariables>(ApiTokensDocument, options);
        }
export type ApiTokensQueryHookResult = ReturnType<typeof useApiTokensQuery>;
export type ApiTokensLazyQueryHookResult = ReturnType<typeof useApiTokensLazyQuery>;
export type ApiTokensSuspenseQueryHookResult = ReturnType<typeof useApiTokensSuspenseQuery>;
export type ApiTokensQueryResult = ApolloReactCommon.QueryResult<ApiTokensQuery, ApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"costBudget"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type CreateApiTokenMutationFn = ApolloReactCommon.MutationFunction<CreateApiTokenMutation, CreateApiTokenMutationVariables>;

/**
 * __useCreateApiTokenMutation__
 *
 * To run a mutation, you first call `useCreateApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createApiTokenMutation, { data, loading, error }] = useCreateApiTokenMutation({
 *   variables: {
 *      input: // value for 'input'
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useCreateApiTokenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateApiTokenMutation, CreateApiTokenMutationVariables>(CreateApiTokenDocument, options);
      }
export type CreateApiTokenMutationHookResult = ReturnType<typeof useCreateApiTokenMutation>;
export type CreateApiTokenMutationResult = ApolloReactCommon.MutationResult<CreateApiTokenMutation>;
export type CreateApiTokenMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode;
export type RevokeApiTokenMutationFn = ApolloReactCommon.MutationFunction<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;

/**
 * __useRevokeApiTokenMutation__
 *
 * To run a mutation, you first call `useRevokeApiTokenMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRevokeApiTokenMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [revokeApiTokenMutation, { data, loading, error }] = useRevokeApiTokenMutation({
 *   variables: {
 *      id: // value for 'id'
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useRevokeApiTokenMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>(RevokeApiTokenDocument, options);
      }
export type RevokeApiTokenMutationHookResult = ReturnType<typeof useRevokeApiTokenMutation>;
export type RevokeApiTokenMutationResult = ApolloReactCommon.MutationResult<RevokeApiTokenMutation>;
export type RevokeApiTokenMutationOptions = ApolloReactCommon.BaseMutationOptions<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const StaffTokenStepUpMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffTokenStepUpMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useStaffTokenStepUpMethodQuery__
 *
 * To run a query within a React component, call `useStaffTokenStepUpMethodQuery` and pass it any options that fit your needs.
 * When your component renders, `useStaffTokenStepUpMethodQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useStaffTokenStepUpMethodQuery({
 *   variables: {
 *   },
 * });
 */
export function useStaffTokenStepUpMethodQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>(StaffTokenStepUpMethodDocument, options);
      }
export function useStaffTokenStepUpMethodLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>(StaffTokenStepUpMethodDocument, options);
        }
// @ts-ignore
export function useStaffTokenStepUpMethodSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>;
export function useStaffTokenStepUpMethodSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<StaffTokenStepUpMethodQuery | undefined, StaffTokenStepUpMethodQueryVariables>;
export function useStaffTokenStepUpMethodSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>(StaffTokenStepUpMethodDocument, options);
        }
export type StaffTokenStepUpMethodQueryHookResult = ReturnType<typeof useStaffTokenStepUpMethodQuery>;
export type StaffTokenStepUpMethodLazyQueryHookResult = ReturnType<typeof useStaffTokenStepUpMethodLazyQuery>;
export type StaffTokenStepUpMethodSuspenseQueryHookResult = ReturnType<typeof useStaffTokenStepUpMethodSuspenseQuery>;
export type StaffTokenStepUpMethodQueryResult = ApolloReactCommon.QueryResult<StaffTokenStepUpMethodQuery, StaffTokenStepUpMethodQueryVariables>;
export const StaffTokenStepUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffTokenStepUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stepUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"validForSeconds"}}]}}]}}]} as unknown as DocumentNode;
export type StaffTokenStepUpMutationFn = ApolloReactCommon.MutationFunction<StaffTokenStepUpMutation, StaffTokenStepUpMutationVariables>;

/**
 * __useStaffTokenStepUpMutation__
 *
 * To run a mutation, you first call `useStaffTokenStepUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffTokenStepUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffTokenStepUpMutation, { data, loading, error }] = useStaffTokenStepUpMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useStaffTokenStepUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffTokenStepUpMutation, StaffTokenStepUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffTokenStepUpMutation, StaffTokenStepUpMutationVariables>(StaffTokenStepUpDocument, options);
      }
export type StaffTokenStepUpMutationHookResult = ReturnType<typeof useStaffTokenStepUpMutation>;
export type StaffTokenStepUpMutationResult = ApolloReactCommon.MutationResult<StaffTokenStepUpMutation>;
export type StaffTokenStepUpMutationOptions = ApolloReactCommon.BaseMutationOptions<StaffTokenStepUpMutation, StaffTokenStepUpMutationVariables>;
export const StaffTokenSendOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StaffTokenSendOtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type StaffTokenSendOtpMutationFn = ApolloReactCommon.MutationFunction<StaffTokenSendOtpMutation, StaffTokenSendOtpMutationVariables>;

/**
 * __useStaffTokenSendOtpMutation__
 *
 * To run a mutation, you first call `useStaffTokenSendOtpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useStaffTokenSendOtpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [staffTokenSendOtpMutation, { data, loading, error }] = useStaffTokenSendOtpMutation({
 *   variables: {
 *   },
 * });
 */
export function useStaffTokenSendOtpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<StaffTokenSendOtpMutation, StaffTokenSendOtpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<StaffTokenSendOtpMutation, StaffTokenSendOtpMutationVariables>(StaffTokenSendOtpDocument, options);
      }
export type StaffTokenSendOtpMutationHookResult = ReturnType<typeof useStaffTokenSendOtpMutation>;
export type StaffTokenSendOtpMutationResult = ApolloReactCommon.MutationResult<StaffTokenSendOtpMutation>;
export type StaffTokenSendOtpMutationOptions = ApolloReactCommon.BaseMutationOptions<StaffTokenSendOtpMutation, StaffTokenSendOtpMutationVariables>;
export const MemberApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberApiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiTokenRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedIp"}},{"kind":"Field","name":{"kind":"Name","value":"costBudget"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberApiTokensQuery__
 *
 * To run a query within a React component, call `useMemberApiTokensQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberApiTokensQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberApiTokensQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useMemberApiTokensQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MemberApiTokensQuery, MemberApiTokensQueryVariables> & ({ variables: MemberApiTokensQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberApiTokensQuery, MemberApiTokensQueryVariables>(MemberApiTokensDocument, options);
      }
export function useMemberApiTokensLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberApiTokensQuery, MemberApiTokensQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberApiTokensQuery, MemberApiTokensQueryVariables>(MemberApiTokensDocument, options);
        }
// @ts-ignore
export function useMemberApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberApiTokensQuery, MemberApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberApiTokensQuery, MemberApiTokensQueryVariables>;
export function useMemberApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberApiTokensQuery, MemberApiTokensQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberApiTokensQuery | undefined, MemberApiTokensQueryVariables>;
export function useMemberApiTokensSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberApiTokensQuery, MemberApiTokensQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberApiTokensQuery, MemberApiTokensQueryVariables>(MemberApiTokensDocument, options);
        }
export type MemberApiTokensQueryHookResult = ReturnType<typeof useMemberApiTokensQuery>;
export type MemberApiTokensLazyQueryHookResult = ReturnType<typeof useMemberApiTokensLazyQuery>;
export type MemberApiTokensSuspenseQueryHookResult = ReturnType<typeof useMemberApiTokensSuspenseQuery>;
export type MemberApiTokensQueryResult = ApolloReactCommon.QueryResult<MemberApiTokensQuery, MemberApiTokensQueryVariables>;
export const SetApiTokenBudgetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApiTokenBudget"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"budget"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiTokenBudget"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"budget"},"value":{"kind":"Variable","name":{"kind":"Name","value":"budget"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"costBudget"}}]}}]}}]} as unknown as DocumentNode;
export type SetApiTokenBudgetMutationFn = ApolloReactCommon.MutationFunction<SetApiTokenBudgetMutation, SetApiTokenBudgetMutationVariables>;

/**
 * __useSetApiTokenBudgetMutation__
 *
 * To run a mutation, you first call `useSetApiTokenBudgetMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetApiTokenBudgetMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setApiTokenBudgetMutation, { data, loading, error }] = useSetApiTokenBudgetMutation({
 *   variables: {
 *      id: // value for 'id'
 *      budget: // value for 'budget'
 *   },
 * });
 */
export function useSetApiTokenBudgetMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetApiTokenBudgetMutation, SetApiTokenBudgetMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetApiTokenBudgetMutation, SetApiTokenBudgetMutationVariables>(SetApiTokenBudgetDocument, options);
      }
export type SetApiTokenBudgetMutationHookResult = ReturnType<typeof useSetApiTokenBudgetMutation>;
export type SetApiTokenBudgetMutationResult = ApolloReactCommon.MutationResult<SetApiTokenBudgetMutation>;
export type SetApiTokenBudgetMutationOptions = ApolloReactCommon.BaseMutationOptions<SetApiTokenBudgetMutation, SetApiTokenBudgetMutationVariables>;
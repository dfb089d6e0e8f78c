/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type TwoFactorStatusFieldsFragment = { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number };

export type TwoFactorStatusQueryVariables = Exact<{
  staff?: boolean | null | undefined;
}>;


export type TwoFactorStatusQuery = { twoFactorStatus: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } };

export type BeginTotpEnrolmentMutationVariables = Exact<{
  staff?: boolean | null | undefined;
}>;


export type BeginTotpEnrolmentMutation = { beginTotpEnrolment: { secret: string, otpauthUri: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  code: string;
  staff?: boolean | null | undefined;
}>;


export type ConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { recoveryCodes: Array<string> } };

export type DisableTotpMutationVariables = Exact<{
  currentPassword: string;
  code: string;
  staff?: boolean | null | undefined;
}>;


export type DisableTotpMutation = { disableTotp: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } };

export const TwoFactorStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]} as unknown as DocumentNode;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]} as unknown as DocumentNode;

/**
 * __useTwoFactorStatusQuery__
 *
 * To run a query within a React component, call `useTwoFactorStatusQuery` and pass it any options that fit your needs.
 * When your component renders, `useTwoFactorStatusQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTwoFactorStatusQuery({
 *   variables: {
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useTwoFactorStatusQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>(TwoFactorStatusDocument, options);
      }
export function useTwoFactorStatusLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>(TwoFactorStatusDocument, options);
        }
// @ts-ignore
export function useTwoFactorStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export function useTwoFactorStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TwoFactorStatusQuery | undefined, TwoFactorStatusQueryVariables>;
export function useTwoFactorStatusSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>(TwoFactorStatusDocument, options);
        }
export type TwoFactorStatusQueryHookResult = ReturnType<typeof useTwoFactorStatusQuery>;
export type TwoFactorStatusLazyQueryHookResult = ReturnType<typeof useTwoFactorStatusLazyQuery>;
export type TwoFactorStatusSuspenseQueryHookResult = ReturnType<typeof useTwoFactorStatusSuspenseQuery>;
export type TwoFactorStatusQueryResult = ApolloReactCommon.QueryResult<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const BeginTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode;
export type BeginTotpEnrolmentMutationFn = ApolloReactCommon.MutationFunction<BeginTotpEnrolmentMutation, BeginTotpEnrolmentMutationVariables>;

/**
 * __useBeginTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useBeginTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBeginTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [beginTotpEnrolmentMutation, { data, loading, error }] = useBeginTotpEnrolmentMutation({
 *   variables: {
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useBeginTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BeginTotpEnrolmentMutation, BeginTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BeginTotpEnrolmentMutation, BeginTotpEnrolmentMutationVariables>(BeginTotpEnrolmentDocument, options);
      }
export type BeginTotpEnrolmentMutationHookResult = ReturnType<typeof useBeginTotpEnrolmentMutation>;
export type BeginTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<BeginTotpEnrolmentMutation>;
export type BeginTotpEnrolmentMutationOptions = ApolloReactCommon.BaseMutationOptions<BeginTotpEnrolmentMutation, BeginTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}}]}}]}}]} as unknown as DocumentNode;
export type ConfirmTotpEnrolmentMutationFn = ApolloReactCommon.MutationFunction<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;

/**
 * __useConfirmTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useConfirmTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmTotpEnrolmentMutation, { data, loading, error }] = useConfirmTotpEnrolmentMutation({
 *   variables: {
 *      code: // value for 'code'
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useConfirmTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>(ConfirmTotpEnrolmentDocument, options);
      }
export type ConfirmTotpEnrolmentMutationHookResult = ReturnType<typeof useConfirmTotpEnrolmentMutation>;
export type ConfirmTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<ConfirmTotpEnrolmentMutation>;
export type ConfirmTotpEnrolmentMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const DisableTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"staff"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"staff"},"value":{"kind":"Variable","name":{"kind":"Name","value":"staff"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorStatusFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]} as unknown as DocumentNode;
export type DisableTotpMutationFn = ApolloReactCommon.MutationFunction<DisableTotpMutation, DisableTotpMutationVariables>;

/**
 * __useDisableTotpMutation__
 *
 * To run a mutation, you first call `useDisableTotpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisableTotpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disableTotpMutation, { data, loading, error }] = useDisableTotpMutation({
 *   variables: {
 *      currentPassword: // value for 'currentPassword'
 *      code: // value for 'code'
 *      staff: // value for 'staff'
 *   },
 * });
 */
export function useDisableTotpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DisableTotpMutation, DisableTotpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DisableTotpMutation, DisableTotpMutationVariables>(DisableTotpDocument, options);
      }
export type DisableTotpMutationHookResult = ReturnType<typeof useDisableTotpMutation>;
export type DisableTotpMutationResult = ApolloReactCommon.MutationResult<DisableTotpMutation>;
export type DisableTotpMutationOptions = ApolloReactCommon.BaseMutationOptions<DisableTotpMutation, DisableTotpMutationVariables>;
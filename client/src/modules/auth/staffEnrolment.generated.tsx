/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type BeginStaffTotpEnrolmentMutationVariables = Exact<{
  enrolmentToken: string;
}>;


export type BeginStaffTotpEnrolmentMutation = { beginTotpEnrolment: { secret: string, otpauthUri: string } };

export type ConfirmStaffTotpEnrolmentMutationVariables = Exact<{
  code: string;
  enrolmentToken: string;
}>;


export type ConfirmStaffTotpEnrolmentMutation = { confirmTotpEnrolment: { recoveryCodes: Array<string>, session: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } | null } };


export const BeginStaffTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BeginStaffTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"enrolmentToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}}]}}]}}]} as unknown as DocumentNode;
export type BeginStaffTotpEnrolmentMutationFn = ApolloReactCommon.MutationFunction<BeginStaffTotpEnrolmentMutation, BeginStaffTotpEnrolmentMutationVariables>;

/**
 * __useBeginStaffTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useBeginStaffTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBeginStaffTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [beginStaffTotpEnrolmentMutation, { data, loading, error }] = useBeginStaffTotpEnrolmentMutation({
 *   variables: {
 *      enrolmentToken: // value for 'enrolmentToken'
 *   },
 * });
 */
export function useBeginStaffTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BeginStaffTotpEnrolmentMutation, BeginStaffTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BeginStaffTotpEnrolmentMutation, BeginStaffTotpEnrolmentMutationVariables>(BeginStaffTotpEnrolmentDocument, options);
      }
export type BeginStaffTotpEnrolmentMutationHookResult = ReturnType<typeof useBeginStaffTotpEnrolmentMutation>;
export type BeginStaffTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<BeginStaffTotpEnrolmentMutation>;
export type BeginStaffTotpEnrolmentMutationOptions = ApolloReactCommon.BaseMutationOptions<BeginStaffTotpEnrolmentMutation, BeginStaffTotpEnrolmentMutationVariables>;
export const ConfirmStaffTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmStaffTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"enrolmentToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enrolmentToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireAt"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionAccount"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;
export type ConfirmStaffTotpEnrolmentMutationFn = ApolloReactCommon.MutationFunction<ConfirmStaffTotpEnrolmentMutation, ConfirmStaffTotpEnrolmentMutationVariables>;

/**
 * __useConfirmStaffTotpEnrolmentMutation__
 *
 * To run a mutation, you first call `useConfirmStaffTotpEnrolmentMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useConfirmStaffTotpEnrolmentMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [confirmStaffTotpEnrolmentMutation, { data, loading, error }] = useConfirmStaffTotpEnrolmentMutation({
 *   variables: {
 *      code: // value for 'code'
 *      enrolmentToken: // value for 'enrolmentToken'
 *   },
 * });
 */
export function useConfirmStaffTotpEnrolmentMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ConfirmStaffTotpEnrolmentMutation, ConfirmStaffTotpEnrolmentMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ConfirmStaffTotpEnrolmentMutation, ConfirmStaffTotpEnrolmentMutationVariables>(ConfirmStaffTotpEnrolmentDocument, options);
      }
export type ConfirmStaffTotpEnrolmentMutationHookResult = ReturnType<typeof useConfirmStaffTotpEnrolmentMutation>;
export type ConfirmStaffTotpEnrolmentMutationResult = ApolloReactCommon.MutationResult<ConfirmStaffTotpEnrolmentMutation>;
export type ConfirmStaffTotpEnrolmentMutationOptions = ApolloReactCommon.BaseMutationOptions<ConfirmStaffTotpEnrolmentMutation, ConfirmStaffTotpEnrolmentMutationVariables>;
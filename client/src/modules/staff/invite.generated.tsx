/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AcceptStaffInviteMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type AcceptStaffInviteMutation = { acceptStaffInvite: { expireAt: number, account: { id: number, username: string, fullname: string, email: string, role: string } } };


export const AcceptStaffInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptStaffInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStaffInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expireAt"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionAccount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionAccount"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode;
export type AcceptStaffInviteMutationFn = ApolloReactCommon.MutationFunction<AcceptStaffInviteMutation, AcceptStaffInviteMutationVariables>;

/**
 * __useAcceptStaffInviteMutation__
 *
 * To run a mutation, you first call `useAcceptStaffInviteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAcceptStaffInviteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [acceptStaffInviteMutation, { data, loading, error }] = useAcceptStaffInviteMutation({
 *   variables: {
 *      token: // value for 'token'
 *      password: // value for 'password'
 *   },
 * });
 */
export function useAcceptStaffInviteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AcceptStaffInviteMutation, AcceptStaffInviteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AcceptStaffInviteMutation, AcceptStaffInviteMutationVariables>(AcceptStaffInviteDocument, options);
      }
export type AcceptStaffInviteMutationHookResult = ReturnType<typeof useAcceptStaffInviteMutation>;
export type AcceptStaffInviteMutationResult = ApolloReactCommon.MutationResult<AcceptStaffInviteMutation>;
export type AcceptStaffInviteMutationOptions = ApolloReactCommon.BaseMutationOptions<AcceptStaffInviteMutation, AcceptStaffInviteMutationVariables>;
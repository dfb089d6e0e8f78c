/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AdminDepositFieldsFragment = { id: number, memberId: number, amount: string, currency: Types.Network, method: string, hash: string | null, proofUrl: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null };

export type AdminDepositsQueryVariables = Exact<{
  status?: Types.RecordStatus | null | undefined;
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminDepositsQuery = { deposits: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, amount: string, currency: Types.Network, method: string, hash: string | null, proofUrl: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null }> } };

export type AdminSetDepositStatusMutationVariables = Exact<{
  id: number;
  status: Types.Decision;
}>;


export type AdminSetDepositStatusMutation = { setDepositStatus: { id: number, memberId: number, amount: string, currency: Types.Network, method: string, hash: string | null, proofUrl: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null } };

export type AdminDeleteDepositMutationVariables = Exact<{
  id: number;
}>;


export type AdminDeleteDepositMutation = { deleteDeposit: { success: boolean, message: string } };

export type AdminWithdrawalFieldsFragment = { id: number, memberId: number, kind: Types.WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null };

export type AdminWithdrawalsQueryVariables = Exact<{
  kind?: Types.WithdrawalKind | null | undefined;
  status?: Types.RecordStatus | null | undefined;
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminWithdrawalsQuery = { withdrawals: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, kind: Types.WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, member: { id: number, username: string, fullname: string } | null }> } };

export type AdminSetWithdrawalStatusMutationVariables = Exact<{
  id: number;
  status: Types.Decision;
  kind?: Types.WithdrawalKind | null | undefined;
}>;


export type AdminSetWithdrawalStatusMutation = { setWithdrawalStatus: { id: number, memberId: number, kind: Types.WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, pendingApproval: { id: string, status: Types.ApprovalStatus } | null, member: { id: number, username: string, fullname: string } | null } };

export const AdminDepositFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export const AdminWithdrawalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export const AdminDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDeposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDepositFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminDepositsQuery__
 *
 * To run a query within a React component, call `useAdminDepositsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminDepositsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminDepositsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminDepositsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables> & ({ variables: AdminDepositsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminDepositsQuery, AdminDepositsQueryVariables>(AdminDepositsDocument, options);
      }
export function useAdminDepositsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminDepositsQuery, AdminDepositsQueryVariables>(AdminDepositsDocument, options);
        }
// @ts-ignore
export function useAdminDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositsQuery, AdminDepositsQueryVariables>;
export function useAdminDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminDepositsQuery | undefined, AdminDepositsQueryVariables>;
export function useAdminDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminDepositsQuery, AdminDepositsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminDepositsQuery, AdminDepositsQueryVariables>(AdminDepositsDocument, options);
        }
export type AdminDepositsQueryHookResult = ReturnType<typeof useAdminDepositsQuery>;
export type AdminDepositsLazyQueryHookResult = ReturnType<typeof useAdminDepositsLazyQuery>;
export type AdminDepositsSuspenseQueryHookResult = ReturnType<typeof useAdminDepositsSuspenseQuery>;
export type AdminDepositsQueryResult = ApolloReactCommon.QueryResult<AdminDepositsQuery, AdminDepositsQueryVariables>;
export const AdminSetDepositStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetDepositStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepositStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminDepositFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminDepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export type AdminSetDepositStatusMutationFn = ApolloReactCommon.MutationFunction<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>;

/**
 * __useAdminSetDepositStatusMutation__
 *
 * To run a mutation, you first call `useAdminSetDepositStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetDepositStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetDepositStatusMutation, { data, loading, error }] = useAdminSetDepositStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useAdminSetDepositStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>(AdminSetDepositStatusDocument, options);
      }
export type AdminSetDepositStatusMutationHookResult = ReturnType<typeof useAdminSetDepositStatusMutation>;
export type AdminSetDepositStatusMutationResult = ApolloReactCommon.MutationResult<AdminSetDepositStatusMutation>;
export type AdminSetDepositStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSetDepositStatusMutation, AdminSetDepositStatusMutationVariables>;
export const AdminDeleteDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type AdminDeleteDepositMutationFn = ApolloReactCommon.MutationFunction<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>;

/**
 * __useAdminDeleteDepositMutation__
 *
 * To run a mutation, you first call `useAdminDeleteDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminDeleteDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminDeleteDepositMutation, { data, loading, error }] = useAdminDeleteDepositMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminDeleteDepositMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>(AdminDeleteDepositDocument, options);
      }
export type AdminDeleteDepositMutationHookResult = ReturnType<typeof useAdminDeleteDepositMutation>;
export type AdminDeleteDepositMutationResult = ApolloReactCommon.MutationResult<AdminDeleteDepositMutation>;
export type AdminDeleteDepositMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminDeleteDepositMutation, AdminDeleteDepositMutationVariables>;
export const AdminWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWithdrawalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminWithdrawalsQuery__
 *
 * To run a query within a React component, call `useAdminWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminWithdrawalsQuery({
 *   variables: {
 *      kind: // value for 'kind'
 *      status: // value for 'status'
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminWithdrawalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables> & ({ variables: AdminWithdrawalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
      }
export function useAdminWithdrawalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
        }
// @ts-ignore
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>;
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminWithdrawalsQuery | undefined, AdminWithdrawalsQueryVariables>;
export function useAdminWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>(AdminWithdrawalsDocument, options);
        }
export type AdminWithdrawalsQueryHookResult = ReturnType<typeof useAdminWithdrawalsQuery>;
export type AdminWithdrawalsLazyQueryHookResult = ReturnType<typeof useAdminWithdrawalsLazyQuery>;
export type AdminWithdrawalsSuspenseQueryHookResult = ReturnType<typeof useAdminWithdrawalsSuspenseQuery>;
export type AdminWithdrawalsQueryResult = ApolloReactCommon.QueryResult<AdminWithdrawalsQuery, AdminWithdrawalsQueryVariables>;
export const AdminSetWithdrawalStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetWithdrawalStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWithdrawalStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWithdrawalFields"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export type AdminSetWithdrawalStatusMutationFn = ApolloReactCommon.MutationFunction<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>;

/**
 * __useAdminSetWithdrawalStatusMutation__
 *
 * To run a mutation, you first call `useAdminSetWithdrawalStatusMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminSetWithdrawalStatusMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminSetWithdrawalStatusMutation, { data, loading, error }] = useAdminSetWithdrawalStatusMutation({
 *   variables: {
 *      id: // value for 'id'
 *      status: // value for 'status'
 *      kind: // value for 'kind'
 *   },
 * });
 */
export function useAdminSetWithdrawalStatusMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>(AdminSetWithdrawalStatusDocument, options);
      }
export type AdminSetWithdrawalStatusMutationHookResult = ReturnType<typeof useAdminSetWithdrawalStatusMutation>;
export type AdminSetWithdrawalStatusMutationResult = ApolloReactCommon.MutationResult<AdminSetWithdrawalStatusMutation>;
export type AdminSetWithdrawalStatusMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminSetWithdrawalStatusMutation, AdminSetWithdrawalStatusMutationVariables>;
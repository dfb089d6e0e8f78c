/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type ApprovalFieldsFragment = { id: string, kind: string, permission: string, status: Types.ApprovalStatus, makerId: number, makerName: string, checkerName: string | null, memberId: number | null, memberName: string | null, amount: string | null, reason: string, payload: string, target: string | null, decisionNote: string | null, createdAt: string, decidedAt: string | null };

export type PendingApprovalsQueryVariables = Exact<{
  status: Types.ApprovalStatus;
  page: number;
  pageSize: number;
}>;


export type PendingApprovalsQuery = { pendingApprovals: { total: number, page: number, pageSize: number, items: Array<{ id: string, kind: string, permission: string, status: Types.ApprovalStatus, makerId: number, makerName: string, checkerName: string | null, memberId: number | null, memberName: string | null, amount: string | null, reason: string, payload: string, target: string | null, decisionNote: string | null, createdAt: string, decidedAt: string | null }> } };

export type ApproveRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveRequestMutation = { approveRequest: { id: string, kind: string, permission: string, status: Types.ApprovalStatus, makerId: number, makerName: string, checkerName: string | null, memberId: number | null, memberName: string | null, amount: string | null, reason: string, payload: string, target: string | null, decisionNote: string | null, createdAt: string, decidedAt: string | null } };

export type RejectRequestMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectRequestMutation = { rejectRequest: { id: string, kind: string, permission: string, status: Types.ApprovalStatus, makerId: number, makerName: string, checkerName: string | null, memberId: number | null, memberName: string | null, amount: string | null, reason: string, payload: string, target: string | null, decisionNote: string | null, createdAt: string, decidedAt: string | null } };

export type WithdrawRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawRequestMutation = { withdrawRequest: { id: string, kind: string, permission: string, status: Types.ApprovalStatus, makerId: number, makerName: string, checkerName: string | null, memberId: number | null, memberName: string | null, amount: string | null, reason: string, payload: string, target: string | null, decisionNote: string | null, createdAt: string, decidedAt: string | null } };

export const ApprovalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequestRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"makerId"}},{"kind":"Field","name":{"kind":"Name","value":"makerName"}},{"kind":"Field","name":{"kind":"Name","value":"checkerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode;
export const PendingApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingApprovals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequestRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"makerId"}},{"kind":"Field","name":{"kind":"Name","value":"makerName"}},{"kind":"Field","name":{"kind":"Name","value":"checkerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __usePendingApprovalsQuery__
 *
 * To run a query within a React component, call `usePendingApprovalsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePendingApprovalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePendingApprovalsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function usePendingApprovalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PendingApprovalsQuery, PendingApprovalsQueryVariables> & ({ variables: PendingApprovalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PendingApprovalsQuery, PendingApprovalsQueryVariables>(PendingApprovalsDocument, options);
      }
export function usePendingApprovalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PendingApprovalsQuery, PendingApprovalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PendingApprovalsQuery, PendingApprovalsQueryVariables>(PendingApprovalsDocument, options);
        }
// @ts-ignore
export function usePendingApprovalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PendingApprovalsQuery, PendingApprovalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PendingApprovalsQuery, PendingApprovalsQueryVariables>;
export function usePendingApprovalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PendingApprovalsQuery, PendingApprovalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PendingApprovalsQuery | undefined, PendingApprovalsQueryVariables>;
export function usePendingApprovalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PendingApprovalsQuery, PendingApprovalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PendingApprovalsQuery, PendingApprovalsQueryVariables>(PendingApprovalsDocument, options);
        }
export type PendingApprovalsQueryHookResult = ReturnType<typeof usePendingApprovalsQuery>;
export type PendingApprovalsLazyQueryHookResult = ReturnType<typeof usePendingApprovalsLazyQuery>;
export type PendingApprovalsSuspenseQueryHookResult = ReturnType<typeof usePendingApprovalsSuspenseQuery>;
export type PendingApprovalsQueryResult = ApolloReactCommon.QueryResult<PendingApprovalsQuery, PendingApprovalsQueryVariables>;
export const ApproveRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequestRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"makerId"}},{"kind":"Field","name":{"kind":"Name","value":"makerName"}},{"kind":"Field","name":{"kind":"Name","value":"checkerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode;
export type ApproveRequestMutationFn = ApolloReactCommon.MutationFunction<ApproveRequestMutation, ApproveRequestMutationVariables>;

/**
 * __useApproveRequestMutation__
 *
 * To run a mutation, you first call `useApproveRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useApproveRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [approveRequestMutation, { data, loading, error }] = useApproveRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useApproveRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ApproveRequestMutation, ApproveRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ApproveRequestMutation, ApproveRequestMutationVariables>(ApproveRequestDocument, options);
      }
export type ApproveRequestMutationHookResult = ReturnType<typeof useApproveRequestMutation>;
export type ApproveRequestMutationResult = ApolloReactCommon.MutationResult<ApproveRequestMutation>;
export type ApproveRequestMutationOptions = ApolloReactCommon.BaseMutationOptions<ApproveRequestMutation, ApproveRequestMutationVariables>;
export const RejectRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequestRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"makerId"}},{"kind":"Field","name":{"kind":"Name","value":"makerName"}},{"kind":"Field","name":{"kind":"Name","value":"checkerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode;
export type RejectRequestMutationFn = ApolloReactCommon.MutationFunction<RejectRequestMutation, RejectRequestMutationVariables>;

/**
 * __useRejectRequestMutation__
 *
 * To run a mutation, you first call `useRejectRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRejectRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [rejectRequestMutation, { data, loading, error }] = useRejectRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *      reason: // value for 'reason'
 *   },
 * });
 */
export function useRejectRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RejectRequestMutation, RejectRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RejectRequestMutation, RejectRequestMutationVariables>(RejectRequestDocument, options);
      }
export type RejectRequestMutationHookResult = ReturnType<typeof useRejectRequestMutation>;
export type RejectRequestMutationResult = ApolloReactCommon.MutationResult<RejectRequestMutation>;
export type RejectRequestMutationOptions = ApolloReactCommon.BaseMutationOptions<RejectRequestMutation, RejectRequestMutationVariables>;
export const WithdrawRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApprovalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApprovalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRequestRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"permission"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"makerId"}},{"kind":"Field","name":{"kind":"Name","value":"makerName"}},{"kind":"Field","name":{"kind":"Name","value":"checkerName"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"memberName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]} as unknown as DocumentNode;
export type WithdrawRequestMutationFn = ApolloReactCommon.MutationFunction<WithdrawRequestMutation, WithdrawRequestMutationVariables>;

/**
 * __useWithdrawRequestMutation__
 *
 * To run a mutation, you first call `useWithdrawRequestMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useWithdrawRequestMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [withdrawRequestMutation, { data, loading, error }] = useWithdrawRequestMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useWithdrawRequestMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<WithdrawRequestMutation, WithdrawRequestMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<WithdrawRequestMutation, WithdrawRequestMutationVariables>(WithdrawRequestDocument, options);
      }
export type WithdrawRequestMutationHookResult = ReturnType<typeof useWithdrawRequestMutation>;
export type WithdrawRequestMutationResult = ApolloReactCommon.MutationResult<WithdrawRequestMutation>;
export type WithdrawRequestMutationOptions = ApolloReactCommon.BaseMutationOptions<WithdrawRequestMutation, WithdrawRequestMutationVariables>;
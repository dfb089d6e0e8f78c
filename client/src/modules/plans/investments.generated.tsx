/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type InvestmentFieldsFragment = { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null };

export type CapFieldsFragment = { capTotal: string, earned: string, remaining: string, open: boolean, ctoQualified: boolean, runningPrincipal: string, runningCount: number };

export type ActivationFieldsFragment = { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string };

export type MyInvestmentsQueryVariables = Exact<{
  status?: Types.InvestmentStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type MyInvestmentsQuery = { myInvestments: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null }> } };

export type MyTopUpHistoryQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyTopUpHistoryQuery = { myInvestments: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null }> } };

export type MyWithdrawableInvestmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyWithdrawableInvestmentsQuery = { myWithdrawableInvestments: Array<{ id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null }> };

export type MyCapQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCapQuery = { myCap: { capTotal: string, earned: string, remaining: string, open: boolean, ctoQualified: boolean, runningPrincipal: string, runningCount: number } };

export type MyActivationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyActivationQuery = { myActivation: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } | null };

export type EntryFeeQueryVariables = Exact<{ [key: string]: never; }>;


export type EntryFeeQuery = { settings: { entryFee: string } };

export type AdminInvestmentsQueryVariables = Exact<{
  memberId?: number | null | undefined;
  status?: Types.InvestmentStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type AdminInvestmentsQuery = { investments: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null }> } };

export type AdminInvestmentQueryVariables = Exact<{
  id: number;
}>;


export type AdminInvestmentQuery = { investment: { note: string, hidden: boolean, id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, paidIncomes: Array<{ memberId: number, kind: string, amount: string, createdAt: string }>, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type PrincipalQuoteQueryVariables = Exact<{
  investmentId: number;
}>;


export type PrincipalQuoteQuery = { principalQuote: { kind: Types.WithdrawalKind, gross: string, fee: string, net: string, feePercent: string } };

export type TopUpMutationVariables = Exact<{
  input: Types.TopUpInput;
}>;


export type TopUpMutation = { topUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type ReTopUpMutationVariables = Exact<{
  input: Types.TopUpInput;
}>;


export type ReTopUpMutation = { reTopUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type FriendTopUpMutationVariables = Exact<{
  input: Types.TopUpInput;
}>;


export type FriendTopUpMutation = { friendTopUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type ActivateWithEntryFeeMutationVariables = Exact<{
  member?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type ActivateWithEntryFeeMutation = { activateWithEntryFee: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } };

export type BuyActivationPlanMutationVariables = Exact<{
  planId: number;
  idempotencyKey?: string | null | undefined;
}>;


export type BuyActivationPlanMutation = { buyActivationPlan: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } };

export type RedeemCodeMutationVariables = Exact<{
  code: string;
}>;


export type RedeemCodeMutation = { redeemCode: { id: number, memberId: number, payerId: number, kind: string, amount: string, activationPlanId: number | null, createdAt: string } };

export type PrincipalWithdrawalFieldsFragment = { investmentId: number | null, id: number, memberId: number, kind: Types.WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, investment: { id: number, amount: string, startDay: string, ageDays: number, plan: { id: number, name: string } | null } | null, member: { id: number, username: string, fullname: string } | null };

export type PrincipalWithdrawalsQueryVariables = Exact<{
  status?: Types.RecordStatus | null | undefined;
  page: number;
  pageSize: number;
}>;


export type PrincipalWithdrawalsQuery = { withdrawals: { total: number, page: number, pageSize: number, items: Array<{ investmentId: number | null, id: number, memberId: number, kind: Types.WithdrawalKind, gross: string, fee: string, feePercent: string, net: string, bep20: string | null, trc20: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null, email: string | null, investment: { id: number, amount: string, startDay: string, ageDays: number, plan: { id: number, name: string } | null } | null, member: { id: number, username: string, fullname: string } | null }> } };

export type ReverseTopUpMutationVariables = Exact<{
  id: number;
}>;


export type ReverseTopUpMutation = { reverseTopUp: { id: number, memberId: number, payerId: number, planId: number, kind: string, amount: string, roiDay: string, capMultiplier: number, startDay: string, endDay: string, status: Types.InvestmentStatus, description: string, createdAt: string, ageDays: number, exitFeePercent: string, pendingApproval: { id: string, status: Types.ApprovalStatus } | null, plan: { id: number, name: string } | null, member: { id: number, username: string, fullname: string } | null, payer: { id: number, username: string, fullname: string } | null } };

export type SetTopUpNoteMutationVariables = Exact<{
  id: number;
  note: string;
}>;


export type SetTopUpNoteMutation = { setTopUpNote: { id: number, note: string } };

export type DeleteTopUpMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTopUpMutation = { deleteTopUp: { id: number, status: Types.InvestmentStatus, hidden: boolean, pendingApproval: { id: string, status: Types.ApprovalStatus } | null } };

export const InvestmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export const CapFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capTotal"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"ctoQualified"}},{"kind":"Field","name":{"kind":"Name","value":"runningPrincipal"}},{"kind":"Field","name":{"kind":"Name","value":"runningCount"}}]}}]} as unknown as DocumentNode;
export const ActivationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activationPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const PrincipalWithdrawalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrincipalWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWithdrawalFields"}},{"kind":"Field","name":{"kind":"Name","value":"investmentId"}},{"kind":"Field","name":{"kind":"Name","value":"investment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}}]} as unknown as DocumentNode;
export const MyInvestmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyInvestments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvestments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyInvestmentsQuery__
 *
 * To run a query within a React component, call `useMyInvestmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyInvestmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyInvestmentsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useMyInvestmentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables> & ({ variables: MyInvestmentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
      }
export function useMyInvestmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
        }
// @ts-ignore
export function useMyInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyInvestmentsQuery, MyInvestmentsQueryVariables>;
export function useMyInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyInvestmentsQuery | undefined, MyInvestmentsQueryVariables>;
export function useMyInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyInvestmentsQuery, MyInvestmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyInvestmentsQuery, MyInvestmentsQueryVariables>(MyInvestmentsDocument, options);
        }
export type MyInvestmentsQueryHookResult = ReturnType<typeof useMyInvestmentsQuery>;
export type MyInvestmentsLazyQueryHookResult = ReturnType<typeof useMyInvestmentsLazyQuery>;
export type MyInvestmentsSuspenseQueryHookResult = ReturnType<typeof useMyInvestmentsSuspenseQuery>;
export type MyInvestmentsQueryResult = ApolloReactCommon.QueryResult<MyInvestmentsQuery, MyInvestmentsQueryVariables>;
export const MyTopUpHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTopUpHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvestments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"paidForOthers"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyTopUpHistoryQuery__
 *
 * To run a query within a React component, call `useMyTopUpHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyTopUpHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyTopUpHistoryQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useMyTopUpHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables> & ({ variables: MyTopUpHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>(MyTopUpHistoryDocument, options);
      }
export function useMyTopUpHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>(MyTopUpHistoryDocument, options);
        }
// @ts-ignore
export function useMyTopUpHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>;
export function useMyTopUpHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTopUpHistoryQuery | undefined, MyTopUpHistoryQueryVariables>;
export function useMyTopUpHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>(MyTopUpHistoryDocument, options);
        }
export type MyTopUpHistoryQueryHookResult = ReturnType<typeof useMyTopUpHistoryQuery>;
export type MyTopUpHistoryLazyQueryHookResult = ReturnType<typeof useMyTopUpHistoryLazyQuery>;
export type MyTopUpHistorySuspenseQueryHookResult = ReturnType<typeof useMyTopUpHistorySuspenseQuery>;
export type MyTopUpHistoryQueryResult = ApolloReactCommon.QueryResult<MyTopUpHistoryQuery, MyTopUpHistoryQueryVariables>;
export const MyWithdrawableInvestmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWithdrawableInvestments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWithdrawableInvestments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyWithdrawableInvestmentsQuery__
 *
 * To run a query within a React component, call `useMyWithdrawableInvestmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWithdrawableInvestmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWithdrawableInvestmentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyWithdrawableInvestmentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>(MyWithdrawableInvestmentsDocument, options);
      }
export function useMyWithdrawableInvestmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>(MyWithdrawableInvestmentsDocument, options);
        }
// @ts-ignore
export function useMyWithdrawableInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>;
export function useMyWithdrawableInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawableInvestmentsQuery | undefined, MyWithdrawableInvestmentsQueryVariables>;
export function useMyWithdrawableInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>(MyWithdrawableInvestmentsDocument, options);
        }
export type MyWithdrawableInvestmentsQueryHookResult = ReturnType<typeof useMyWithdrawableInvestmentsQuery>;
export type MyWithdrawableInvestmentsLazyQueryHookResult = ReturnType<typeof useMyWithdrawableInvestmentsLazyQuery>;
export type MyWithdrawableInvestmentsSuspenseQueryHookResult = ReturnType<typeof useMyWithdrawableInvestmentsSuspenseQuery>;
export type MyWithdrawableInvestmentsQueryResult = ApolloReactCommon.QueryResult<MyWithdrawableInvestmentsQuery, MyWithdrawableInvestmentsQueryVariables>;
export const MyCapDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCap"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CapFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CapFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CapRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capTotal"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"ctoQualified"}},{"kind":"Field","name":{"kind":"Name","value":"runningPrincipal"}},{"kind":"Field","name":{"kind":"Name","value":"runningCount"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyCapQuery__
 *
 * To run a query within a React component, call `useMyCapQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyCapQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyCapQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyCapQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyCapQuery, MyCapQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyCapQuery, MyCapQueryVariables>(MyCapDocument, options);
      }
export function useMyCapLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyCapQuery, MyCapQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyCapQuery, MyCapQueryVariables>(MyCapDocument, options);
        }
// @ts-ignore
export function useMyCapSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyCapQuery, MyCapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyCapQuery, MyCapQueryVariables>;
export function useMyCapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyCapQuery, MyCapQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyCapQuery | undefined, MyCapQueryVariables>;
export function useMyCapSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyCapQuery, MyCapQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyCapQuery, MyCapQueryVariables>(MyCapDocument, options);
        }
export type MyCapQueryHookResult = ReturnType<typeof useMyCapQuery>;
export type MyCapLazyQueryHookResult = ReturnType<typeof useMyCapLazyQuery>;
export type MyCapSuspenseQueryHookResult = ReturnType<typeof useMyCapSuspenseQuery>;
export type MyCapQueryResult = ApolloReactCommon.QueryResult<MyCapQuery, MyCapQueryVariables>;
export const MyActivationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyActivation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myActivation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activationPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyActivationQuery__
 *
 * To run a query within a React component, call `useMyActivationQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyActivationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyActivationQuery({
 *   variables: {
 *   },
 * });
 */
export function useMyActivationQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyActivationQuery, MyActivationQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyActivationQuery, MyActivationQueryVariables>(MyActivationDocument, options);
      }
export function useMyActivationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyActivationQuery, MyActivationQueryVariables>(MyActivationDocument, options);
        }
// @ts-ignore
export function useMyActivationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyActivationQuery, MyActivationQueryVariables>;
export function useMyActivationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyActivationQuery | undefined, MyActivationQueryVariables>;
export function useMyActivationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyActivationQuery, MyActivationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyActivationQuery, MyActivationQueryVariables>(MyActivationDocument, options);
        }
export type MyActivationQueryHookResult = ReturnType<typeof useMyActivationQuery>;
export type MyActivationLazyQueryHookResult = ReturnType<typeof useMyActivationLazyQuery>;
export type MyActivationSuspenseQueryHookResult = ReturnType<typeof useMyActivationSuspenseQuery>;
export type MyActivationQueryResult = ApolloReactCommon.QueryResult<MyActivationQuery, MyActivationQueryVariables>;
export const EntryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EntryFee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryFee"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useEntryFeeQuery__
 *
 * To run a query within a React component, call `useEntryFeeQuery` and pass it any options that fit your needs.
 * When your component renders, `useEntryFeeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useEntryFeeQuery({
 *   variables: {
 *   },
 * });
 */
export function useEntryFeeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<EntryFeeQuery, EntryFeeQueryVariables>(EntryFeeDocument, options);
      }
export function useEntryFeeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<EntryFeeQuery, EntryFeeQueryVariables>(EntryFeeDocument, options);
        }
// @ts-ignore
export function useEntryFeeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EntryFeeQuery, EntryFeeQueryVariables>;
export function useEntryFeeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<EntryFeeQuery | undefined, EntryFeeQueryVariables>;
export function useEntryFeeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<EntryFeeQuery, EntryFeeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<EntryFeeQuery, EntryFeeQueryVariables>(EntryFeeDocument, options);
        }
export type EntryFeeQueryHookResult = ReturnType<typeof useEntryFeeQuery>;
export type EntryFeeLazyQueryHookResult = ReturnType<typeof useEntryFeeLazyQuery>;
export type EntryFeeSuspenseQueryHookResult = ReturnType<typeof useEntryFeeSuspenseQuery>;
export type EntryFeeQueryResult = ApolloReactCommon.QueryResult<EntryFeeQuery, EntryFeeQueryVariables>;
export const AdminInvestmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvestments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminInvestmentsQuery__
 *
 * To run a query within a React component, call `useAdminInvestmentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminInvestmentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminInvestmentsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useAdminInvestmentsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables> & ({ variables: AdminInvestmentsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>(AdminInvestmentsDocument, options);
      }
export function useAdminInvestmentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>(AdminInvestmentsDocument, options);
        }
// @ts-ignore
export function useAdminInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>;
export function useAdminInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentsQuery | undefined, AdminInvestmentsQueryVariables>;
export function useAdminInvestmentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>(AdminInvestmentsDocument, options);
        }
export type AdminInvestmentsQueryHookResult = ReturnType<typeof useAdminInvestmentsQuery>;
export type AdminInvestmentsLazyQueryHookResult = ReturnType<typeof useAdminInvestmentsLazyQuery>;
export type AdminInvestmentsSuspenseQueryHookResult = ReturnType<typeof useAdminInvestmentsSuspenseQuery>;
export type AdminInvestmentsQueryResult = ApolloReactCommon.QueryResult<AdminInvestmentsQuery, AdminInvestmentsQueryVariables>;
export const AdminInvestmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminInvestment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"paidIncomes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminInvestmentQuery__
 *
 * To run a query within a React component, call `useAdminInvestmentQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminInvestmentQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminInvestmentQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useAdminInvestmentQuery(baseOptions: ApolloReactHooks.QueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables> & ({ variables: AdminInvestmentQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminInvestmentQuery, AdminInvestmentQueryVariables>(AdminInvestmentDocument, options);
      }
export function useAdminInvestmentLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminInvestmentQuery, AdminInvestmentQueryVariables>(AdminInvestmentDocument, options);
        }
// @ts-ignore
export function useAdminInvestmentSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentQuery, AdminInvestmentQueryVariables>;
export function useAdminInvestmentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminInvestmentQuery | undefined, AdminInvestmentQueryVariables>;
export function useAdminInvestmentSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminInvestmentQuery, AdminInvestmentQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminInvestmentQuery, AdminInvestmentQueryVariables>(AdminInvestmentDocument, options);
        }
export type AdminInvestmentQueryHookResult = ReturnType<typeof useAdminInvestmentQuery>;
export type AdminInvestmentLazyQueryHookResult = ReturnType<typeof useAdminInvestmentLazyQuery>;
export type AdminInvestmentSuspenseQueryHookResult = ReturnType<typeof useAdminInvestmentSuspenseQuery>;
export type AdminInvestmentQueryResult = ApolloReactCommon.QueryResult<AdminInvestmentQuery, AdminInvestmentQueryVariables>;
export const PrincipalQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrincipalQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"investmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"principalQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"investmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"investmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePrincipalQuoteQuery__
 *
 * To run a query within a React component, call `usePrincipalQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `usePrincipalQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePrincipalQuoteQuery({
 *   variables: {
 *      investmentId: // value for 'investmentId'
 *   },
 * });
 */
export function usePrincipalQuoteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables> & ({ variables: PrincipalQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>(PrincipalQuoteDocument, options);
      }
export function usePrincipalQuoteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>(PrincipalQuoteDocument, options);
        }
// @ts-ignore
export function usePrincipalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>;
export function usePrincipalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalQuoteQuery | undefined, PrincipalQuoteQueryVariables>;
export function usePrincipalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>(PrincipalQuoteDocument, options);
        }
export type PrincipalQuoteQueryHookResult = ReturnType<typeof usePrincipalQuoteQuery>;
export type PrincipalQuoteLazyQueryHookResult = ReturnType<typeof usePrincipalQuoteLazyQuery>;
export type PrincipalQuoteSuspenseQueryHookResult = ReturnType<typeof usePrincipalQuoteSuspenseQuery>;
export type PrincipalQuoteQueryResult = ApolloReactCommon.QueryResult<PrincipalQuoteQuery, PrincipalQuoteQueryVariables>;
export const TopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export type TopUpMutationFn = ApolloReactCommon.MutationFunction<TopUpMutation, TopUpMutationVariables>;

/**
 * __useTopUpMutation__
 *
 * To run a mutation, you first call `useTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [topUpMutation, { data, loading, error }] = useTopUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<TopUpMutation, TopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<TopUpMutation, TopUpMutationVariables>(TopUpDocument, options);
      }
export type TopUpMutationHookResult = ReturnType<typeof useTopUpMutation>;
export type TopUpMutationResult = ApolloReactCommon.MutationResult<TopUpMutation>;
export type TopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<TopUpMutation, TopUpMutationVariables>;
export const ReTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export type ReTopUpMutationFn = ApolloReactCommon.MutationFunction<ReTopUpMutation, ReTopUpMutationVariables>;

/**
 * __useReTopUpMutation__
 *
 * To run a mutation, you first call `useReTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reTopUpMutation, { data, loading, error }] = useReTopUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useReTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReTopUpMutation, ReTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReTopUpMutation, ReTopUpMutationVariables>(ReTopUpDocument, options);
      }
export type ReTopUpMutationHookResult = ReturnType<typeof useReTopUpMutation>;
export type ReTopUpMutationResult = ApolloReactCommon.MutationResult<ReTopUpMutation>;
export type ReTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<ReTopUpMutation, ReTopUpMutationVariables>;
export const FriendTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FriendTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"friendTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export type FriendTopUpMutationFn = ApolloReactCommon.MutationFunction<FriendTopUpMutation, FriendTopUpMutationVariables>;

/**
 * __useFriendTopUpMutation__
 *
 * To run a mutation, you first call `useFriendTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useFriendTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [friendTopUpMutation, { data, loading, error }] = useFriendTopUpMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useFriendTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<FriendTopUpMutation, FriendTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<FriendTopUpMutation, FriendTopUpMutationVariables>(FriendTopUpDocument, options);
      }
export type FriendTopUpMutationHookResult = ReturnType<typeof useFriendTopUpMutation>;
export type FriendTopUpMutationResult = ApolloReactCommon.MutationResult<FriendTopUpMutation>;
export type FriendTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<FriendTopUpMutation, FriendTopUpMutationVariables>;
export const ActivateWithEntryFeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ActivateWithEntryFee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"member"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activateWithEntryFee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"member"},"value":{"kind":"Variable","name":{"kind":"Name","value":"member"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activationPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type ActivateWithEntryFeeMutationFn = ApolloReactCommon.MutationFunction<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>;

/**
 * __useActivateWithEntryFeeMutation__
 *
 * To run a mutation, you first call `useActivateWithEntryFeeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useActivateWithEntryFeeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [activateWithEntryFeeMutation, { data, loading, error }] = useActivateWithEntryFeeMutation({
 *   variables: {
 *      member: // value for 'member'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useActivateWithEntryFeeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>(ActivateWithEntryFeeDocument, options);
      }
export type ActivateWithEntryFeeMutationHookResult = ReturnType<typeof useActivateWithEntryFeeMutation>;
export type ActivateWithEntryFeeMutationResult = ApolloReactCommon.MutationResult<ActivateWithEntryFeeMutation>;
export type ActivateWithEntryFeeMutationOptions = ApolloReactCommon.BaseMutationOptions<ActivateWithEntryFeeMutation, ActivateWithEntryFeeMutationVariables>;
export const BuyActivationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BuyActivationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"planId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buyActivationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"planId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"planId"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activationPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type BuyActivationPlanMutationFn = ApolloReactCommon.MutationFunction<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>;

/**
 * __useBuyActivationPlanMutation__
 *
 * To run a mutation, you first call `useBuyActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useBuyActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [buyActivationPlanMutation, { data, loading, error }] = useBuyActivationPlanMutation({
 *   variables: {
 *      planId: // value for 'planId'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useBuyActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>(BuyActivationPlanDocument, options);
      }
export type BuyActivationPlanMutationHookResult = ReturnType<typeof useBuyActivationPlanMutation>;
export type BuyActivationPlanMutationResult = ApolloReactCommon.MutationResult<BuyActivationPlanMutation>;
export type BuyActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<BuyActivationPlanMutation, BuyActivationPlanMutationVariables>;
export const RedeemCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activationPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type RedeemCodeMutationFn = ApolloReactCommon.MutationFunction<RedeemCodeMutation, RedeemCodeMutationVariables>;

/**
 * __useRedeemCodeMutation__
 *
 * To run a mutation, you first call `useRedeemCodeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRedeemCodeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [redeemCodeMutation, { data, loading, error }] = useRedeemCodeMutation({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useRedeemCodeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RedeemCodeMutation, RedeemCodeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RedeemCodeMutation, RedeemCodeMutationVariables>(RedeemCodeDocument, options);
      }
export type RedeemCodeMutationHookResult = ReturnType<typeof useRedeemCodeMutation>;
export type RedeemCodeMutationResult = ApolloReactCommon.MutationResult<RedeemCodeMutation>;
export type RedeemCodeMutationOptions = ApolloReactCommon.BaseMutationOptions<RedeemCodeMutation, RedeemCodeMutationVariables>;
export const PrincipalWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PrincipalWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PRINCIPLE"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrincipalWithdrawalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrincipalWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminWithdrawalFields"}},{"kind":"Field","name":{"kind":"Name","value":"investmentId"}},{"kind":"Field","name":{"kind":"Name","value":"investment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePrincipalWithdrawalsQuery__
 *
 * To run a query within a React component, call `usePrincipalWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `usePrincipalWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePrincipalWithdrawalsQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function usePrincipalWithdrawalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables> & ({ variables: PrincipalWithdrawalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>(PrincipalWithdrawalsDocument, options);
      }
export function usePrincipalWithdrawalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>(PrincipalWithdrawalsDocument, options);
        }
// @ts-ignore
export function usePrincipalWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>;
export function usePrincipalWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PrincipalWithdrawalsQuery | undefined, PrincipalWithdrawalsQueryVariables>;
export function usePrincipalWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>(PrincipalWithdrawalsDocument, options);
        }
export type PrincipalWithdrawalsQueryHookResult = ReturnType<typeof usePrincipalWithdrawalsQuery>;
export type PrincipalWithdrawalsLazyQueryHookResult = ReturnType<typeof usePrincipalWithdrawalsLazyQuery>;
export type PrincipalWithdrawalsSuspenseQueryHookResult = ReturnType<typeof usePrincipalWithdrawalsSuspenseQuery>;
export type PrincipalWithdrawalsQueryResult = ApolloReactCommon.QueryResult<PrincipalWithdrawalsQuery, PrincipalWithdrawalsQueryVariables>;
export const ReverseTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reverseTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvestmentFields"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvestmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvestmentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"payerId"}},{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"ageDays"}},{"kind":"Field","name":{"kind":"Name","value":"exitFeePercent"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MemberNameFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MemberNameFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemberSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]} as unknown as DocumentNode;
export type ReverseTopUpMutationFn = ApolloReactCommon.MutationFunction<ReverseTopUpMutation, ReverseTopUpMutationVariables>;

/**
 * __useReverseTopUpMutation__
 *
 * To run a mutation, you first call `useReverseTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useReverseTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [reverseTopUpMutation, { data, loading, error }] = useReverseTopUpMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useReverseTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ReverseTopUpMutation, ReverseTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ReverseTopUpMutation, ReverseTopUpMutationVariables>(ReverseTopUpDocument, options);
      }
export type ReverseTopUpMutationHookResult = ReturnType<typeof useReverseTopUpMutation>;
export type ReverseTopUpMutationResult = ApolloReactCommon.MutationResult<ReverseTopUpMutation>;
export type ReverseTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<ReverseTopUpMutation, ReverseTopUpMutationVariables>;
export const SetTopUpNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTopUpNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTopUpNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode;
export type SetTopUpNoteMutationFn = ApolloReactCommon.MutationFunction<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>;

/**
 * __useSetTopUpNoteMutation__
 *
 * To run a mutation, you first call `useSetTopUpNoteMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetTopUpNoteMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setTopUpNoteMutation, { data, loading, error }] = useSetTopUpNoteMutation({
 *   variables: {
 *      id: // value for 'id'
 *      note: // value for 'note'
 *   },
 * });
 */
export function useSetTopUpNoteMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>(SetTopUpNoteDocument, options);
      }
export type SetTopUpNoteMutationHookResult = ReturnType<typeof useSetTopUpNoteMutation>;
export type SetTopUpNoteMutationResult = ApolloReactCommon.MutationResult<SetTopUpNoteMutation>;
export type SetTopUpNoteMutationOptions = ApolloReactCommon.BaseMutationOptions<SetTopUpNoteMutation, SetTopUpNoteMutationVariables>;
export const DeleteTopUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteTopUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTopUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApproval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode;
export type DeleteTopUpMutationFn = ApolloReactCommon.MutationFunction<DeleteTopUpMutation, DeleteTopUpMutationVariables>;

/**
 * __useDeleteTopUpMutation__
 *
 * To run a mutation, you first call `useDeleteTopUpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteTopUpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteTopUpMutation, { data, loading, error }] = useDeleteTopUpMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteTopUpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteTopUpMutation, DeleteTopUpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteTopUpMutation, DeleteTopUpMutationVariables>(DeleteTopUpDocument, options);
      }
export type DeleteTopUpMutationHookResult = ReturnType<typeof useDeleteTopUpMutation>;
export type DeleteTopUpMutationResult = ApolloReactCommon.MutationResult<DeleteTopUpMutation>;
export type DeleteTopUpMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteTopUpMutation, DeleteTopUpMutationVariables>;
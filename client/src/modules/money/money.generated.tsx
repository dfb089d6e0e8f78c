/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type MemberSendOtpMutationVariables = Exact<{ [key: string]: never; }>;


export type MemberSendOtpMutation = { sendOtp: { success: boolean, message: string } };

export type MemberStepUpMethodQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberStepUpMethodQuery = { me: { id: number, totpEnabled: boolean } };

export type MemberVerifyOtpMutationVariables = Exact<{
  otp: string;
}>;


export type MemberVerifyOtpMutation = { verifyOtp: { verified: boolean, message: string } };

export type MemberDepositAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDepositAddressesQuery = { depositAddresses: { id: number, bep20: string | null, trc20: string | null, active: boolean, createdAt: string } | null };

export type MyDepositFieldsFragment = { id: number, amount: string, currency: Types.Network, hash: string | null, method: string, proofUrl: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null };

export type MyDepositsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: Types.RecordStatus | null | undefined;
}>;


export type MyDepositsQuery = { myDeposits: { page: number, pageSize: number, total: number, items: Array<{ id: number, amount: string, currency: Types.Network, hash: string | null, method: string, proofUrl: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null }> } };

export type CreateMyDepositMutationVariables = Exact<{
  input: Types.CreateDepositInput;
}>;


export type CreateMyDepositMutation = { createDeposit: { id: number, amount: string, currency: Types.Network, hash: string | null, method: string, proofUrl: string | null, status: Types.RecordStatus, createdAt: string, processedAt: string | null } };

export type MyWithdrawalQuoteQueryVariables = Exact<{
  kind: Types.WithdrawalKind;
  amount?: string | null | undefined;
}>;


export type MyWithdrawalQuoteQuery = { withdrawalQuote: { kind: Types.WithdrawalKind, gross: string, fee: string, net: string, feePercent: string } };

export type MyWithdrawalFieldsFragment = { id: number, kind: Types.WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: Types.RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null };

export type MyWithdrawalsQueryVariables = Exact<{
  page: number;
  pageSize: number;
  status?: Types.RecordStatus | null | undefined;
  kind?: Types.WithdrawalKind | null | undefined;
}>;


export type MyWithdrawalsQuery = { myWithdrawals: { page: number, pageSize: number, total: number, items: Array<{ id: number, kind: Types.WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: Types.RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null }> } };

export type RequestMyWithdrawalMutationVariables = Exact<{
  input: Types.WithdrawalRequestInput;
}>;


export type RequestMyWithdrawalMutation = { requestWithdrawal: { id: number, kind: Types.WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: Types.RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null } };

export type CancelMyWithdrawalMutationVariables = Exact<{
  id: number;
}>;


export type CancelMyWithdrawalMutation = { cancelWithdrawal: { id: number, kind: Types.WithdrawalKind, gross: string, fee: string, net: string, feePercent: string, status: Types.RecordStatus, bep20: string | null, trc20: string | null, createdAt: string, processedAt: string | null } };

export type AddToCompoundMutationVariables = Exact<{
  amount: string;
  idempotencyKey: string;
}>;


export type AddToCompoundMutation = { compound: { success: boolean, message: string } };

export type MyTransferFieldsFragment = { id: number, kind: string, amount: string, fee: string, description: string, status: string, sourceWallet: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null };

export type MyTransfersQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type MyTransfersQuery = { myTransfers: { page: number, pageSize: number, total: number, items: Array<{ id: number, kind: string, amount: string, fee: string, description: string, status: string, sourceWallet: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null }> } };

export type SendToMemberMutationVariables = Exact<{
  input: Types.TransferToMemberInput;
}>;


export type SendToMemberMutation = { transferToMember: { id: number, kind: string, amount: string, fee: string, description: string, status: string, sourceWallet: string, createdAt: string, fromMemberId: number, toMemberId: number, from: { id: number, username: string, fullname: string } | null, to: { id: number, username: string, fullname: string } | null } };

export type MoveToActiveMutationVariables = Exact<{
  source: Types.TransferSource;
  amount?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type MoveToActiveMutation = { transferToActive: { success: boolean, message: string, transferredAmount: string } };

export type MyWalletEntriesQueryVariables = Exact<{
  wallet?: Types.WalletKind | null | undefined;
  page: number;
  pageSize: number;
  before?: number | null | undefined;
  kinds?: Array<string> | string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type MyWalletEntriesQuery = { walletEntries: { page: number, pageSize: number, total: number, nextCursor: number | null, items: Array<{ id: number, kind: string, amount: string, balanceAfter: string, description: string, transactionId: number, wallet: Types.WalletKind, createdAt: string }> } };

export type MyLedgerRowsQueryVariables = Exact<{
  tableName: string;
  page: number;
  pageSize: number;
  before?: number | null | undefined;
  fit?: string | null | undefined;
}>;


export type MyLedgerRowsQuery = { ledgerRows: { page: number, pageSize: number, total: number, totalAmount: string | null, nextCursor: number | null, items: Array<{ id: number, kind: string, amount: string, balanceAfter: string, description: string, counterpartyEmail: string | null, counterpartyName: string | null, counterpartyCode: string | null, wallet: string, createdAt: string, onAmount: string | null, percent: string | null, pair: string | null, price: string | null }> } };

export type MyJournalQueryVariables = Exact<{
  filter?: Types.JournalFilterInput | null | undefined;
}>;


export type MyJournalQuery = { transactions: { page: number, pageSize: number, total: number, items: Array<{ transactionId: string, transactionType: string, source: string, status: string, amount: string, tableName: string, createdAt: string }> } };

export type TransferQuoteQueryVariables = Exact<{
  amount: string;
}>;


export type TransferQuoteQuery = { transferQuote: { amount: string, fee: string, total: string, feePercent: string } };

export type MemberLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberLimitsQuery = { settings: { amountMax: string, withdrawalHoldHours: number, depositMin: string, transferMin: string, transferFee: string, withdrawalMin: string, withdrawalMultiple: string } };

export const MyDepositFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode;
export const MyWithdrawalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode;
export const MyTransferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceWallet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"toMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]}}]} as unknown as DocumentNode;
export const MemberSendOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberSendOtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendOtp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type MemberSendOtpMutationFn = ApolloReactCommon.MutationFunction<MemberSendOtpMutation, MemberSendOtpMutationVariables>;

/**
 * __useMemberSendOtpMutation__
 *
 * To run a mutation, you first call `useMemberSendOtpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberSendOtpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberSendOtpMutation, { data, loading, error }] = useMemberSendOtpMutation({
 *   variables: {
 *   },
 * });
 */
export function useMemberSendOtpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberSendOtpMutation, MemberSendOtpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberSendOtpMutation, MemberSendOtpMutationVariables>(MemberSendOtpDocument, options);
      }
export type MemberSendOtpMutationHookResult = ReturnType<typeof useMemberSendOtpMutation>;
export type MemberSendOtpMutationResult = ApolloReactCommon.MutationResult<MemberSendOtpMutation>;
export type MemberSendOtpMutationOptions = ApolloReactCommon.BaseMutationOptions<MemberSendOtpMutation, MemberSendOtpMutationVariables>;
export const MemberStepUpMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberStepUpMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberStepUpMethodQuery__
 *
 * To run a query within a React component, call `useMemberStepUpMethodQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberStepUpMethodQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberStepUpMethodQuery({
 *   variables: {
 *   },
 * });
 */
export function useMemberStepUpMethodQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>(MemberStepUpMethodDocument, options);
      }
export function useMemberStepUpMethodLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>(MemberStepUpMethodDocument, options);
        }
// @ts-ignore
export function useMemberStepUpMethodSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>;
export function useMemberStepUpMethodSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberStepUpMethodQuery | undefined, MemberStepUpMethodQueryVariables>;
export function useMemberStepUpMethodSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>(MemberStepUpMethodDocument, options);
        }
export type MemberStepUpMethodQueryHookResult = ReturnType<typeof useMemberStepUpMethodQuery>;
export type MemberStepUpMethodLazyQueryHookResult = ReturnType<typeof useMemberStepUpMethodLazyQuery>;
export type MemberStepUpMethodSuspenseQueryHookResult = ReturnType<typeof useMemberStepUpMethodSuspenseQuery>;
export type MemberStepUpMethodQueryResult = ApolloReactCommon.QueryResult<MemberStepUpMethodQuery, MemberStepUpMethodQueryVariables>;
export const MemberVerifyOtpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MemberVerifyOtp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"otp"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyOtp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"otp"},"value":{"kind":"Variable","name":{"kind":"Name","value":"otp"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type MemberVerifyOtpMutationFn = ApolloReactCommon.MutationFunction<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>;

/**
 * __useMemberVerifyOtpMutation__
 *
 * To run a mutation, you first call `useMemberVerifyOtpMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMemberVerifyOtpMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [memberVerifyOtpMutation, { data, loading, error }] = useMemberVerifyOtpMutation({
 *   variables: {
 *      otp: // value for 'otp'
 *   },
 * });
 */
export function useMemberVerifyOtpMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>(MemberVerifyOtpDocument, options);
      }
export type MemberVerifyOtpMutationHookResult = ReturnType<typeof useMemberVerifyOtpMutation>;
export type MemberVerifyOtpMutationResult = ApolloReactCommon.MutationResult<MemberVerifyOtpMutation>;
export type MemberVerifyOtpMutationOptions = ApolloReactCommon.BaseMutationOptions<MemberVerifyOtpMutation, MemberVerifyOtpMutationVariables>;
export const MemberDepositAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberDepositAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberDepositAddressesQuery__
 *
 * To run a query within a React component, call `useMemberDepositAddressesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberDepositAddressesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberDepositAddressesQuery({
 *   variables: {
 *   },
 * });
 */
export function useMemberDepositAddressesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>(MemberDepositAddressesDocument, options);
      }
export function useMemberDepositAddressesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>(MemberDepositAddressesDocument, options);
        }
// @ts-ignore
export function useMemberDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>;
export function useMemberDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberDepositAddressesQuery | undefined, MemberDepositAddressesQueryVariables>;
export function useMemberDepositAddressesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>(MemberDepositAddressesDocument, options);
        }
export type MemberDepositAddressesQueryHookResult = ReturnType<typeof useMemberDepositAddressesQuery>;
export type MemberDepositAddressesLazyQueryHookResult = ReturnType<typeof useMemberDepositAddressesLazyQuery>;
export type MemberDepositAddressesSuspenseQueryHookResult = ReturnType<typeof useMemberDepositAddressesSuspenseQuery>;
export type MemberDepositAddressesQueryResult = ApolloReactCommon.QueryResult<MemberDepositAddressesQuery, MemberDepositAddressesQueryVariables>;
export const MyDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDeposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDepositFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyDepositsQuery__
 *
 * To run a query within a React component, call `useMyDepositsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyDepositsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyDepositsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      status: // value for 'status'
 *   },
 * });
 */
export function useMyDepositsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables> & ({ variables: MyDepositsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyDepositsQuery, MyDepositsQueryVariables>(MyDepositsDocument, options);
      }
export function useMyDepositsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyDepositsQuery, MyDepositsQueryVariables>(MyDepositsDocument, options);
        }
// @ts-ignore
export function useMyDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDepositsQuery, MyDepositsQueryVariables>;
export function useMyDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyDepositsQuery | undefined, MyDepositsQueryVariables>;
export function useMyDepositsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyDepositsQuery, MyDepositsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyDepositsQuery, MyDepositsQueryVariables>(MyDepositsDocument, options);
        }
export type MyDepositsQueryHookResult = ReturnType<typeof useMyDepositsQuery>;
export type MyDepositsLazyQueryHookResult = ReturnType<typeof useMyDepositsLazyQuery>;
export type MyDepositsSuspenseQueryHookResult = ReturnType<typeof useMyDepositsSuspenseQuery>;
export type MyDepositsQueryResult = ApolloReactCommon.QueryResult<MyDepositsQuery, MyDepositsQueryVariables>;
export const CreateMyDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMyDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyDepositFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyDepositFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepositRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"hash"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"proofUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode;
export type CreateMyDepositMutationFn = ApolloReactCommon.MutationFunction<CreateMyDepositMutation, CreateMyDepositMutationVariables>;

/**
 * __useCreateMyDepositMutation__
 *
 * To run a mutation, you first call `useCreateMyDepositMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateMyDepositMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createMyDepositMutation, { data, loading, error }] = useCreateMyDepositMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateMyDepositMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateMyDepositMutation, CreateMyDepositMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateMyDepositMutation, CreateMyDepositMutationVariables>(CreateMyDepositDocument, options);
      }
export type CreateMyDepositMutationHookResult = ReturnType<typeof useCreateMyDepositMutation>;
export type CreateMyDepositMutationResult = ApolloReactCommon.MutationResult<CreateMyDepositMutation>;
export type CreateMyDepositMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateMyDepositMutation, CreateMyDepositMutationVariables>;
export const MyWithdrawalQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWithdrawalQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawalQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyWithdrawalQuoteQuery__
 *
 * To run a query within a React component, call `useMyWithdrawalQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWithdrawalQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWithdrawalQuoteQuery({
 *   variables: {
 *      kind: // value for 'kind'
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useMyWithdrawalQuoteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables> & ({ variables: MyWithdrawalQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>(MyWithdrawalQuoteDocument, options);
      }
export function useMyWithdrawalQuoteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>(MyWithdrawalQuoteDocument, options);
        }
// @ts-ignore
export function useMyWithdrawalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>;
export function useMyWithdrawalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalQuoteQuery | undefined, MyWithdrawalQuoteQueryVariables>;
export function useMyWithdrawalQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>(MyWithdrawalQuoteDocument, options);
        }
export type MyWithdrawalQuoteQueryHookResult = ReturnType<typeof useMyWithdrawalQuoteQuery>;
export type MyWithdrawalQuoteLazyQueryHookResult = ReturnType<typeof useMyWithdrawalQuoteLazyQuery>;
export type MyWithdrawalQuoteSuspenseQueryHookResult = ReturnType<typeof useMyWithdrawalQuoteSuspenseQuery>;
export type MyWithdrawalQuoteQueryResult = ApolloReactCommon.QueryResult<MyWithdrawalQuoteQuery, MyWithdrawalQuoteQueryVariables>;
export const MyWithdrawalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWithdrawals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalKind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyWithdrawalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyWithdrawalsQuery__
 *
 * To run a query within a React component, call `useMyWithdrawalsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWithdrawalsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWithdrawalsQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      status: // value for 'status'
 *      kind: // value for 'kind'
 *   },
 * });
 */
export function useMyWithdrawalsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables> & ({ variables: MyWithdrawalsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>(MyWithdrawalsDocument, options);
      }
export function useMyWithdrawalsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>(MyWithdrawalsDocument, options);
        }
// @ts-ignore
export function useMyWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>;
export function useMyWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWithdrawalsQuery | undefined, MyWithdrawalsQueryVariables>;
export function useMyWithdrawalsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>(MyWithdrawalsDocument, options);
        }
export type MyWithdrawalsQueryHookResult = ReturnType<typeof useMyWithdrawalsQuery>;
export type MyWithdrawalsLazyQueryHookResult = ReturnType<typeof useMyWithdrawalsLazyQuery>;
export type MyWithdrawalsSuspenseQueryHookResult = ReturnType<typeof useMyWithdrawalsSuspenseQuery>;
export type MyWithdrawalsQueryResult = ApolloReactCommon.QueryResult<MyWithdrawalsQuery, MyWithdrawalsQueryVariables>;
export const RequestMyWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestMyWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyWithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode;
export type RequestMyWithdrawalMutationFn = ApolloReactCommon.MutationFunction<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>;

/**
 * __useRequestMyWithdrawalMutation__
 *
 * To run a mutation, you first call `useRequestMyWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRequestMyWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [requestMyWithdrawalMutation, { data, loading, error }] = useRequestMyWithdrawalMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useRequestMyWithdrawalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>(RequestMyWithdrawalDocument, options);
      }
export type RequestMyWithdrawalMutationHookResult = ReturnType<typeof useRequestMyWithdrawalMutation>;
export type RequestMyWithdrawalMutationResult = ApolloReactCommon.MutationResult<RequestMyWithdrawalMutation>;
export type RequestMyWithdrawalMutationOptions = ApolloReactCommon.BaseMutationOptions<RequestMyWithdrawalMutation, RequestMyWithdrawalMutationVariables>;
export const CancelMyWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyWithdrawalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyWithdrawalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"gross"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"bep20"}},{"kind":"Field","name":{"kind":"Name","value":"trc20"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"processedAt"}}]}}]} as unknown as DocumentNode;
export type CancelMyWithdrawalMutationFn = ApolloReactCommon.MutationFunction<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>;

/**
 * __useCancelMyWithdrawalMutation__
 *
 * To run a mutation, you first call `useCancelMyWithdrawalMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCancelMyWithdrawalMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [cancelMyWithdrawalMutation, { data, loading, error }] = useCancelMyWithdrawalMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useCancelMyWithdrawalMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>(CancelMyWithdrawalDocument, options);
      }
export type CancelMyWithdrawalMutationHookResult = ReturnType<typeof useCancelMyWithdrawalMutation>;
export type CancelMyWithdrawalMutationResult = ApolloReactCommon.MutationResult<CancelMyWithdrawalMutation>;
export type CancelMyWithdrawalMutationOptions = ApolloReactCommon.BaseMutationOptions<CancelMyWithdrawalMutation, CancelMyWithdrawalMutationVariables>;
export const AddToCompoundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddToCompound"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compound"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type AddToCompoundMutationFn = ApolloReactCommon.MutationFunction<AddToCompoundMutation, AddToCompoundMutationVariables>;

/**
 * __useAddToCompoundMutation__
 *
 * To run a mutation, you first call `useAddToCompoundMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAddToCompoundMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [addToCompoundMutation, { data, loading, error }] = useAddToCompoundMutation({
 *   variables: {
 *      amount: // value for 'amount'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useAddToCompoundMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AddToCompoundMutation, AddToCompoundMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AddToCompoundMutation, AddToCompoundMutationVariables>(AddToCompoundDocument, options);
      }
export type AddToCompoundMutationHookResult = ReturnType<typeof useAddToCompoundMutation>;
export type AddToCompoundMutationResult = ApolloReactCommon.MutationResult<AddToCompoundMutation>;
export type AddToCompoundMutationOptions = ApolloReactCommon.BaseMutationOptions<AddToCompoundMutation, AddToCompoundMutationVariables>;
export const MyTransfersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTransfers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyTransferFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceWallet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"toMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyTransfersQuery__
 *
 * To run a query within a React component, call `useMyTransfersQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyTransfersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyTransfersQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useMyTransfersQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables> & ({ variables: MyTransfersQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyTransfersQuery, MyTransfersQueryVariables>(MyTransfersDocument, options);
      }
export function useMyTransfersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyTransfersQuery, MyTransfersQueryVariables>(MyTransfersDocument, options);
        }
// @ts-ignore
export function useMyTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTransfersQuery, MyTransfersQueryVariables>;
export function useMyTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTransfersQuery | undefined, MyTransfersQueryVariables>;
export function useMyTransfersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTransfersQuery, MyTransfersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyTransfersQuery, MyTransfersQueryVariables>(MyTransfersDocument, options);
        }
export type MyTransfersQueryHookResult = ReturnType<typeof useMyTransfersQuery>;
export type MyTransfersLazyQueryHookResult = ReturnType<typeof useMyTransfersLazyQuery>;
export type MyTransfersSuspenseQueryHookResult = ReturnType<typeof useMyTransfersSuspenseQuery>;
export type MyTransfersQueryResult = ApolloReactCommon.QueryResult<MyTransfersQuery, MyTransfersQueryVariables>;
export const SendToMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendToMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferToMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferToMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyTransferFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyTransferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TransferRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sourceWallet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"toMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}}]}}]}}]} as unknown as DocumentNode;
export type SendToMemberMutationFn = ApolloReactCommon.MutationFunction<SendToMemberMutation, SendToMemberMutationVariables>;

/**
 * __useSendToMemberMutation__
 *
 * To run a mutation, you first call `useSendToMemberMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSendToMemberMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [sendToMemberMutation, { data, loading, error }] = useSendToMemberMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useSendToMemberMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SendToMemberMutation, SendToMemberMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SendToMemberMutation, SendToMemberMutationVariables>(SendToMemberDocument, options);
      }
export type SendToMemberMutationHookResult = ReturnType<typeof useSendToMemberMutation>;
export type SendToMemberMutationResult = ApolloReactCommon.MutationResult<SendToMemberMutation>;
export type SendToMemberMutationOptions = ApolloReactCommon.BaseMutationOptions<SendToMemberMutation, SendToMemberMutationVariables>;
export const MoveToActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveToActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"source"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransferSource"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferToActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"source"},"value":{"kind":"Variable","name":{"kind":"Name","value":"source"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"transferredAmount"}}]}}]}}]} as unknown as DocumentNode;
export type MoveToActiveMutationFn = ApolloReactCommon.MutationFunction<MoveToActiveMutation, MoveToActiveMutationVariables>;

/**
 * __useMoveToActiveMutation__
 *
 * To run a mutation, you first call `useMoveToActiveMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useMoveToActiveMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [moveToActiveMutation, { data, loading, error }] = useMoveToActiveMutation({
 *   variables: {
 *      source: // value for 'source'
 *      amount: // value for 'amount'
 *      idempotencyKey: // value for 'idempotencyKey'
 *   },
 * });
 */
export function useMoveToActiveMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<MoveToActiveMutation, MoveToActiveMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<MoveToActiveMutation, MoveToActiveMutationVariables>(MoveToActiveDocument, options);
      }
export type MoveToActiveMutationHookResult = ReturnType<typeof useMoveToActiveMutation>;
export type MoveToActiveMutationResult = ApolloReactCommon.MutationResult<MoveToActiveMutation>;
export type MoveToActiveMutationOptions = ApolloReactCommon.BaseMutationOptions<MoveToActiveMutation, MoveToActiveMutationVariables>;
export const MyWalletEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyWalletEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"wallet"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTimeISO"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walletEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"wallet"},"value":{"kind":"Variable","name":{"kind":"Name","value":"wallet"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"kinds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kinds"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyWalletEntriesQuery__
 *
 * To run a query within a React component, call `useMyWalletEntriesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyWalletEntriesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyWalletEntriesQuery({
 *   variables: {
 *      wallet: // value for 'wallet'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *      kinds: // value for 'kinds'
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useMyWalletEntriesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables> & ({ variables: MyWalletEntriesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>(MyWalletEntriesDocument, options);
      }
export function useMyWalletEntriesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>(MyWalletEntriesDocument, options);
        }
// @ts-ignore
export function useMyWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>;
export function useMyWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyWalletEntriesQuery | undefined, MyWalletEntriesQueryVariables>;
export function useMyWalletEntriesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>(MyWalletEntriesDocument, options);
        }
export type MyWalletEntriesQueryHookResult = ReturnType<typeof useMyWalletEntriesQuery>;
export type MyWalletEntriesLazyQueryHookResult = ReturnType<typeof useMyWalletEntriesLazyQuery>;
export type MyWalletEntriesSuspenseQueryHookResult = ReturnType<typeof useMyWalletEntriesSuspenseQuery>;
export type MyWalletEntriesQueryResult = ApolloReactCommon.QueryResult<MyWalletEntriesQuery, MyWalletEntriesQueryVariables>;
export const MyLedgerRowsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyLedgerRows"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tableName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"fit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyName"}},{"kind":"Field","name":{"kind":"Name","value":"counterpartyCode"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"onAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyLedgerRowsQuery__
 *
 * To run a query within a React component, call `useMyLedgerRowsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyLedgerRowsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyLedgerRowsQuery({
 *   variables: {
 *      tableName: // value for 'tableName'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *      fit: // value for 'fit'
 *   },
 * });
 */
export function useMyLedgerRowsQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables> & ({ variables: MyLedgerRowsQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>(MyLedgerRowsDocument, options);
      }
export function useMyLedgerRowsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>(MyLedgerRowsDocument, options);
        }
// @ts-ignore
export function useMyLedgerRowsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>;
export function useMyLedgerRowsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyLedgerRowsQuery | undefined, MyLedgerRowsQueryVariables>;
export function useMyLedgerRowsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>(MyLedgerRowsDocument, options);
        }
export type MyLedgerRowsQueryHookResult = ReturnType<typeof useMyLedgerRowsQuery>;
export type MyLedgerRowsLazyQueryHookResult = ReturnType<typeof useMyLedgerRowsLazyQuery>;
export type MyLedgerRowsSuspenseQueryHookResult = ReturnType<typeof useMyLedgerRowsSuspenseQuery>;
export type MyLedgerRowsQueryResult = ApolloReactCommon.QueryResult<MyLedgerRowsQuery, MyLedgerRowsQueryVariables>;
export const MyJournalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJournal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"JournalFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionId"}},{"kind":"Field","name":{"kind":"Name","value":"transactionType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMyJournalQuery__
 *
 * To run a query within a React component, call `useMyJournalQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyJournalQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyJournalQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useMyJournalQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyJournalQuery, MyJournalQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyJournalQuery, MyJournalQueryVariables>(MyJournalDocument, options);
      }
export function useMyJournalLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyJournalQuery, MyJournalQueryVariables>(MyJournalDocument, options);
        }
// @ts-ignore
export function useMyJournalSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyJournalQuery, MyJournalQueryVariables>;
export function useMyJournalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyJournalQuery | undefined, MyJournalQueryVariables>;
export function useMyJournalSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyJournalQuery, MyJournalQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyJournalQuery, MyJournalQueryVariables>(MyJournalDocument, options);
        }
export type MyJournalQueryHookResult = ReturnType<typeof useMyJournalQuery>;
export type MyJournalLazyQueryHookResult = ReturnType<typeof useMyJournalLazyQuery>;
export type MyJournalSuspenseQueryHookResult = ReturnType<typeof useMyJournalSuspenseQuery>;
export type MyJournalQueryResult = ApolloReactCommon.QueryResult<MyJournalQuery, MyJournalQueryVariables>;
export const TransferQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"fee"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"feePercent"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useTransferQuoteQuery__
 *
 * To run a query within a React component, call `useTransferQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `useTransferQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTransferQuoteQuery({
 *   variables: {
 *      amount: // value for 'amount'
 *   },
 * });
 */
export function useTransferQuoteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TransferQuoteQuery, TransferQuoteQueryVariables> & ({ variables: TransferQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TransferQuoteQuery, TransferQuoteQueryVariables>(TransferQuoteDocument, options);
      }
export function useTransferQuoteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TransferQuoteQuery, TransferQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TransferQuoteQuery, TransferQuoteQueryVariables>(TransferQuoteDocument, options);
        }
// @ts-ignore
export function useTransferQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TransferQuoteQuery, TransferQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TransferQuoteQuery, TransferQuoteQueryVariables>;
export function useTransferQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TransferQuoteQuery, TransferQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TransferQuoteQuery | undefined, TransferQuoteQueryVariables>;
export function useTransferQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TransferQuoteQuery, TransferQuoteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TransferQuoteQuery, TransferQuoteQueryVariables>(TransferQuoteDocument, options);
        }
export type TransferQuoteQueryHookResult = ReturnType<typeof useTransferQuoteQuery>;
export type TransferQuoteLazyQueryHookResult = ReturnType<typeof useTransferQuoteLazyQuery>;
export type TransferQuoteSuspenseQueryHookResult = ReturnType<typeof useTransferQuoteSuspenseQuery>;
export type TransferQuoteQueryResult = ApolloReactCommon.QueryResult<TransferQuoteQuery, TransferQuoteQueryVariables>;
export const MemberLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountMax"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalHoldHours"}},{"kind":"Field","name":{"kind":"Name","value":"depositMin"}},{"kind":"Field","name":{"kind":"Name","value":"transferMin"}},{"kind":"Field","name":{"kind":"Name","value":"transferFee"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMultiple"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberLimitsQuery__
 *
 * To run a query within a React component, call `useMemberLimitsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberLimitsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberLimitsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMemberLimitsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberLimitsQuery, MemberLimitsQueryVariables>(MemberLimitsDocument, options);
      }
export function useMemberLimitsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberLimitsQuery, MemberLimitsQueryVariables>(MemberLimitsDocument, options);
        }
// @ts-ignore
export function useMemberLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberLimitsQuery, MemberLimitsQueryVariables>;
export function useMemberLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberLimitsQuery | undefined, MemberLimitsQueryVariables>;
export function useMemberLimitsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberLimitsQuery, MemberLimitsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberLimitsQuery, MemberLimitsQueryVariables>(MemberLimitsDocument, options);
        }
export type MemberLimitsQueryHookResult = ReturnType<typeof useMemberLimitsQuery>;
export type MemberLimitsLazyQueryHookResult = ReturnType<typeof useMemberLimitsLazyQuery>;
export type MemberLimitsSuspenseQueryHookResult = ReturnType<typeof useMemberLimitsSuspenseQuery>;
export type MemberLimitsQueryResult = ApolloReactCommon.QueryResult<MemberLimitsQuery, MemberLimitsQueryVariables>;
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AdminSettingsFieldsFragment = { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null, approvalThreshold: string | null, operatorName: string, operatorAddress: string, contactEmail: string, supportHours: string, riskNotice: string };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null, approvalThreshold: string | null, operatorName: string, operatorAddress: string, contactEmail: string, supportHours: string, riskNotice: string } };

export type AdminUpdateSettingsMutationVariables = Exact<{
  input: Types.SettingsInput;
}>;


export type AdminUpdateSettingsMutation = { updateSettings: { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null, approvalThreshold: string | null, operatorName: string, operatorAddress: string, contactEmail: string, supportHours: string, riskNotice: string } };

export const AdminSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"}},{"kind":"Field","name":{"kind":"Name","value":"deposite"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"topup"}},{"kind":"Field","name":{"kind":"Name","value":"entryFee"}},{"kind":"Field","name":{"kind":"Name","value":"depositMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMultiple"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeNormal"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeRoi"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeCompound"}},{"kind":"Field","name":{"kind":"Name","value":"transferMin"}},{"kind":"Field","name":{"kind":"Name","value":"transferFee"}},{"kind":"Field","name":{"kind":"Name","value":"compoundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ctoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"requireSponsor"}},{"kind":"Field","name":{"kind":"Name","value":"manualTrade"}},{"kind":"Field","name":{"kind":"Name","value":"directOnRetopup"}},{"kind":"Field","name":{"kind":"Name","value":"approvalThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"operatorAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"riskNotice"}}]}}]} as unknown as DocumentNode;
export const AdminSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"}},{"kind":"Field","name":{"kind":"Name","value":"deposite"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"topup"}},{"kind":"Field","name":{"kind":"Name","value":"entryFee"}},{"kind":"Field","name":{"kind":"Name","value":"depositMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMultiple"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeNormal"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeRoi"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeCompound"}},{"kind":"Field","name":{"kind":"Name","value":"transferMin"}},{"kind":"Field","name":{"kind":"Name","value":"transferFee"}},{"kind":"Field","name":{"kind":"Name","value":"compoundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ctoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"requireSponsor"}},{"kind":"Field","name":{"kind":"Name","value":"manualTrade"}},{"kind":"Field","name":{"kind":"Name","value":"directOnRetopup"}},{"kind":"Field","name":{"kind":"Name","value":"approvalThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"operatorAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"riskNotice"}}]}}]} as unknown as DocumentNode;

/**
 * __useAdminSettingsQuery__
 *
 * To run a query within a React component, call `useAdminSettingsQuery` and pass it any options that fit your needs.
 * When your component renders, `useAdminSettingsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useAdminSettingsQuery({
 *   variables: {
 *   },
 * });
 */
export function useAdminSettingsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
      }
export function useAdminSettingsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
        }
// @ts-ignore
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSettingsQuery, AdminSettingsQueryVariables>;
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<AdminSettingsQuery | undefined, AdminSettingsQueryVariables>;
export function useAdminSettingsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<AdminSettingsQuery, AdminSettingsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<AdminSettingsQuery, AdminSettingsQueryVariables>(AdminSettingsDocument, options);
        }
export type AdminSettingsQueryHookResult = ReturnType<typeof useAdminSettingsQuery>;
export type AdminSettingsLazyQueryHookResult = ReturnType<typeof useAdminSettingsLazyQuery>;
export type AdminSettingsSuspenseQueryHookResult = ReturnType<typeof useAdminSettingsSuspenseQuery>;
export type AdminSettingsQueryResult = ApolloReactCommon.QueryResult<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const AdminUpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Settings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"direct"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"register"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"}},{"kind":"Field","name":{"kind":"Name","value":"deposite"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}},{"kind":"Field","name":{"kind":"Name","value":"support"}},{"kind":"Field","name":{"kind":"Name","value":"topup"}},{"kind":"Field","name":{"kind":"Name","value":"entryFee"}},{"kind":"Field","name":{"kind":"Name","value":"depositMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMin"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalMultiple"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeNormal"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeRoi"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalFeeCompound"}},{"kind":"Field","name":{"kind":"Name","value":"transferMin"}},{"kind":"Field","name":{"kind":"Name","value":"transferFee"}},{"kind":"Field","name":{"kind":"Name","value":"compoundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"ctoPercent"}},{"kind":"Field","name":{"kind":"Name","value":"usernamePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"}},{"kind":"Field","name":{"kind":"Name","value":"requireSponsor"}},{"kind":"Field","name":{"kind":"Name","value":"manualTrade"}},{"kind":"Field","name":{"kind":"Name","value":"directOnRetopup"}},{"kind":"Field","name":{"kind":"Name","value":"approvalThreshold"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"operatorAddress"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportHours"}},{"kind":"Field","name":{"kind":"Name","value":"riskNotice"}}]}}]} as unknown as DocumentNode;
export type AdminUpdateSettingsMutationFn = ApolloReactCommon.MutationFunction<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>;

/**
 * __useAdminUpdateSettingsMutation__
 *
 * To run a mutation, you first call `useAdminUpdateSettingsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useAdminUpdateSettingsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [adminUpdateSettingsMutation, { data, loading, error }] = useAdminUpdateSettingsMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useAdminUpdateSettingsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>(AdminUpdateSettingsDocument, options);
      }
export type AdminUpdateSettingsMutationHookResult = ReturnType<typeof useAdminUpdateSettingsMutation>;
export type AdminUpdateSettingsMutationResult = ApolloReactCommon.MutationResult<AdminUpdateSettingsMutation>;
export type AdminUpdateSettingsMutationOptions = ApolloReactCommon.BaseMutationOptions<AdminUpdateSettingsMutation, AdminUpdateSettingsMutationVariables>;
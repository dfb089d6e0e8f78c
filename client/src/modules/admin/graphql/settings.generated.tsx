/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../../generated/types';

import { gql } from '@apollo/client';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type AdminSettingsFieldsFragment = { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null } };

export type AdminUpdateSettingsMutationVariables = Exact<{
  input: Types.SettingsInput;
}>;


export type AdminUpdateSettingsMutation = { updateSettings: { level: boolean, direct: boolean, reward: boolean, register: boolean, login: boolean, withdrawal: boolean, deposite: boolean, roi: boolean, support: boolean, topup: boolean, entryFee: string, depositMin: string, withdrawalMin: string, withdrawalMultiple: string, withdrawalFeeNormal: string, withdrawalFeeRoi: string, withdrawalFeeCompound: string, transferMin: string, transferFee: string, compoundPercent: string, ctoPercent: string | null, usernamePrefix: string | null, timeZone: string | null, verifyEmail: boolean, requireSponsor: boolean, manualTrade: boolean, directOnRetopup: boolean | null } };

export const AdminSettingsFieldsFragmentDoc = gql`
    fragment AdminSettingsFields on Settings {
  level
  direct
  reward
  register
  login
  withdrawal
  deposite
  roi
  support
  topup
  entryFee
  depositMin
  withdrawalMin
  withdrawalMultiple
  withdrawalFeeNormal
  withdrawalFeeRoi
  withdrawalFeeCompound
  transferMin
  transferFee
  compoundPercent
  ctoPercent
  usernamePrefix
  timeZone
  verifyEmail
  requireSponsor
  manualTrade
  directOnRetopup
}
    `;
export const AdminSettingsDocument = gql`
    query AdminSettings {
  settings {
    ...AdminSettingsFields
  }
}
    ${AdminSettingsFieldsFragmentDoc}`;

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
export const AdminUpdateSettingsDocument = gql`
    mutation AdminUpdateSettings($input: SettingsInput!) {
  updateSettings(input: $input) {
    ...AdminSettingsFields
  }
}
    ${AdminSettingsFieldsFragmentDoc}`;
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
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type PlanFieldsFragment = { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean, buyBlockedReason: string | null };

export type ActivationPlanFieldsFragment = { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string };

export type EpinFieldsFragment = { id: number, code: string, status: string, usedBy: number | null, usedAt: string | null, createdAt: string };

export type DeskPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type DeskPlansQuery = { plans: Array<{ id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean, buyBlockedReason: string | null }> };

export type DeskPlanQueryVariables = Exact<{
  id: number;
}>;


export type DeskPlanQuery = { plan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean, buyBlockedReason: string | null } };

export type CreatePlanMutationVariables = Exact<{
  input: Types.PlanInput;
}>;


export type CreatePlanMutation = { createPlan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean, buyBlockedReason: string | null } };

export type UpdatePlanMutationVariables = Exact<{
  id: number;
  input: Types.PlanInput;
}>;


export type UpdatePlanMutation = { updatePlan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean, buyBlockedReason: string | null } };

export type RetirePlanMutationVariables = Exact<{
  id: number;
}>;


export type RetirePlanMutation = { retirePlan: { id: number, name: string, description: string, price: string, minAmount: string, maxAmount: string, roiDay: string, sponsorBonus: string, periodMonths: number, capMultiplier: number, isActive: boolean, buyBlockedReason: string | null } };

export type ActivationPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type ActivationPlansQuery = { activationPlans: Array<{ id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string }> };

export type ActivationPlanQueryVariables = Exact<{
  id: number;
}>;


export type ActivationPlanQuery = { activationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type CreateActivationPlanMutationVariables = Exact<{
  input: Types.ActivationPlanInput;
}>;


export type CreateActivationPlanMutation = { createActivationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type UpdateActivationPlanMutationVariables = Exact<{
  id: number;
  input: Types.ActivationPlanInput;
}>;


export type UpdateActivationPlanMutation = { updateActivationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type RetireActivationPlanMutationVariables = Exact<{
  id: number;
}>;


export type RetireActivationPlanMutation = { retireActivationPlan: { id: number, name: string, description: string, price: string, isActive: boolean, createdAt: string } };

export type LevelTablesQueryVariables = Exact<{ [key: string]: never; }>;


export type LevelTablesQuery = { levelTables: { investment: Array<string>, activation: Array<string> } };

export type SetLevelRatesMutationVariables = Exact<{
  table: Types.LevelTable;
  rates: Array<string> | string;
}>;


export type SetLevelRatesMutation = { setLevelRates: Array<string> };

export type CodesQueryVariables = Exact<{
  status?: string | null | undefined;
  page: number;
  pageSize: number;
}>;


export type CodesQuery = { codes: { total: number, page: number, pageSize: number, items: Array<{ id: number, code: string, status: string, usedBy: number | null, usedAt: string | null, createdAt: string }> } };

export type CreateCodesMutationVariables = Exact<{
  count?: number | null | undefined;
  codes?: Array<string> | string | null | undefined;
}>;


export type CreateCodesMutation = { createCodes: Array<{ id: number, code: string, status: string, usedBy: number | null, usedAt: string | null, createdAt: string }> };

export const PlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"buyBlockedReason"}}]}}]} as unknown as DocumentNode;
export const ActivationPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const EpinFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpinRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const DeskPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"buyBlockedReason"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeskPlansQuery__
 *
 * To run a query within a React component, call `useDeskPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeskPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeskPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useDeskPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DeskPlansQuery, DeskPlansQueryVariables>(DeskPlansDocument, options);
      }
export function useDeskPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DeskPlansQuery, DeskPlansQueryVariables>(DeskPlansDocument, options);
        }
// @ts-ignore
export function useDeskPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlansQuery, DeskPlansQueryVariables>;
export function useDeskPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlansQuery | undefined, DeskPlansQueryVariables>;
export function useDeskPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlansQuery, DeskPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DeskPlansQuery, DeskPlansQueryVariables>(DeskPlansDocument, options);
        }
export type DeskPlansQueryHookResult = ReturnType<typeof useDeskPlansQuery>;
export type DeskPlansLazyQueryHookResult = ReturnType<typeof useDeskPlansLazyQuery>;
export type DeskPlansSuspenseQueryHookResult = ReturnType<typeof useDeskPlansSuspenseQuery>;
export type DeskPlansQueryResult = ApolloReactCommon.QueryResult<DeskPlansQuery, DeskPlansQueryVariables>;
export const DeskPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"plan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"buyBlockedReason"}}]}}]} as unknown as DocumentNode;

/**
 * __useDeskPlanQuery__
 *
 * To run a query within a React component, call `useDeskPlanQuery` and pass it any options that fit your needs.
 * When your component renders, `useDeskPlanQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDeskPlanQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeskPlanQuery(baseOptions: ApolloReactHooks.QueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables> & ({ variables: DeskPlanQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DeskPlanQuery, DeskPlanQueryVariables>(DeskPlanDocument, options);
      }
export function useDeskPlanLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DeskPlanQuery, DeskPlanQueryVariables>(DeskPlanDocument, options);
        }
// @ts-ignore
export function useDeskPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlanQuery, DeskPlanQueryVariables>;
export function useDeskPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DeskPlanQuery | undefined, DeskPlanQueryVariables>;
export function useDeskPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DeskPlanQuery, DeskPlanQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DeskPlanQuery, DeskPlanQueryVariables>(DeskPlanDocument, options);
        }
export type DeskPlanQueryHookResult = ReturnType<typeof useDeskPlanQuery>;
export type DeskPlanLazyQueryHookResult = ReturnType<typeof useDeskPlanLazyQuery>;
export type DeskPlanSuspenseQueryHookResult = ReturnType<typeof useDeskPlanSuspenseQuery>;
export type DeskPlanQueryResult = ApolloReactCommon.QueryResult<DeskPlanQuery, DeskPlanQueryVariables>;
export const CreatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"buyBlockedReason"}}]}}]} as unknown as DocumentNode;
export type CreatePlanMutationFn = ApolloReactCommon.MutationFunction<CreatePlanMutation, CreatePlanMutationVariables>;

/**
 * __useCreatePlanMutation__
 *
 * To run a mutation, you first call `useCreatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createPlanMutation, { data, loading, error }] = useCreatePlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreatePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreatePlanMutation, CreatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreatePlanMutation, CreatePlanMutationVariables>(CreatePlanDocument, options);
      }
export type CreatePlanMutationHookResult = ReturnType<typeof useCreatePlanMutation>;
export type CreatePlanMutationResult = ApolloReactCommon.MutationResult<CreatePlanMutation>;
export type CreatePlanMutationOptions = ApolloReactCommon.BaseMutationOptions<CreatePlanMutation, CreatePlanMutationVariables>;
export const UpdatePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"buyBlockedReason"}}]}}]} as unknown as DocumentNode;
export type UpdatePlanMutationFn = ApolloReactCommon.MutationFunction<UpdatePlanMutation, UpdatePlanMutationVariables>;

/**
 * __useUpdatePlanMutation__
 *
 * To run a mutation, you first call `useUpdatePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdatePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updatePlanMutation, { data, loading, error }] = useUpdatePlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdatePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdatePlanMutation, UpdatePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdatePlanMutation, UpdatePlanMutationVariables>(UpdatePlanDocument, options);
      }
export type UpdatePlanMutationHookResult = ReturnType<typeof useUpdatePlanMutation>;
export type UpdatePlanMutationResult = ApolloReactCommon.MutationResult<UpdatePlanMutation>;
export type UpdatePlanMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdatePlanMutation, UpdatePlanMutationVariables>;
export const RetirePlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetirePlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retirePlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"buyBlockedReason"}}]}}]} as unknown as DocumentNode;
export type RetirePlanMutationFn = ApolloReactCommon.MutationFunction<RetirePlanMutation, RetirePlanMutationVariables>;

/**
 * __useRetirePlanMutation__
 *
 * To run a mutation, you first call `useRetirePlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRetirePlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [retirePlanMutation, { data, loading, error }] = useRetirePlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRetirePlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RetirePlanMutation, RetirePlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RetirePlanMutation, RetirePlanMutationVariables>(RetirePlanDocument, options);
      }
export type RetirePlanMutationHookResult = ReturnType<typeof useRetirePlanMutation>;
export type RetirePlanMutationResult = ApolloReactCommon.MutationResult<RetirePlanMutation>;
export type RetirePlanMutationOptions = ApolloReactCommon.BaseMutationOptions<RetirePlanMutation, RetirePlanMutationVariables>;
export const ActivationPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivationPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useActivationPlansQuery__
 *
 * To run a query within a React component, call `useActivationPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useActivationPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActivationPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useActivationPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActivationPlansQuery, ActivationPlansQueryVariables>(ActivationPlansDocument, options);
      }
export function useActivationPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActivationPlansQuery, ActivationPlansQueryVariables>(ActivationPlansDocument, options);
        }
// @ts-ignore
export function useActivationPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlansQuery, ActivationPlansQueryVariables>;
export function useActivationPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlansQuery | undefined, ActivationPlansQueryVariables>;
export function useActivationPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlansQuery, ActivationPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActivationPlansQuery, ActivationPlansQueryVariables>(ActivationPlansDocument, options);
        }
export type ActivationPlansQueryHookResult = ReturnType<typeof useActivationPlansQuery>;
export type ActivationPlansLazyQueryHookResult = ReturnType<typeof useActivationPlansLazyQuery>;
export type ActivationPlansSuspenseQueryHookResult = ReturnType<typeof useActivationPlansSuspenseQuery>;
export type ActivationPlansQueryResult = ApolloReactCommon.QueryResult<ActivationPlansQuery, ActivationPlansQueryVariables>;
export const ActivationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useActivationPlanQuery__
 *
 * To run a query within a React component, call `useActivationPlanQuery` and pass it any options that fit your needs.
 * When your component renders, `useActivationPlanQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useActivationPlanQuery({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useActivationPlanQuery(baseOptions: ApolloReactHooks.QueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables> & ({ variables: ActivationPlanQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ActivationPlanQuery, ActivationPlanQueryVariables>(ActivationPlanDocument, options);
      }
export function useActivationPlanLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ActivationPlanQuery, ActivationPlanQueryVariables>(ActivationPlanDocument, options);
        }
// @ts-ignore
export function useActivationPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlanQuery, ActivationPlanQueryVariables>;
export function useActivationPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ActivationPlanQuery | undefined, ActivationPlanQueryVariables>;
export function useActivationPlanSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ActivationPlanQuery, ActivationPlanQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ActivationPlanQuery, ActivationPlanQueryVariables>(ActivationPlanDocument, options);
        }
export type ActivationPlanQueryHookResult = ReturnType<typeof useActivationPlanQuery>;
export type ActivationPlanLazyQueryHookResult = ReturnType<typeof useActivationPlanLazyQuery>;
export type ActivationPlanSuspenseQueryHookResult = ReturnType<typeof useActivationPlanSuspenseQuery>;
export type ActivationPlanQueryResult = ApolloReactCommon.QueryResult<ActivationPlanQuery, ActivationPlanQueryVariables>;
export const CreateActivationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateActivationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActivationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type CreateActivationPlanMutationFn = ApolloReactCommon.MutationFunction<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>;

/**
 * __useCreateActivationPlanMutation__
 *
 * To run a mutation, you first call `useCreateActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createActivationPlanMutation, { data, loading, error }] = useCreateActivationPlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>(CreateActivationPlanDocument, options);
      }
export type CreateActivationPlanMutationHookResult = ReturnType<typeof useCreateActivationPlanMutation>;
export type CreateActivationPlanMutationResult = ApolloReactCommon.MutationResult<CreateActivationPlanMutation>;
export type CreateActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateActivationPlanMutation, CreateActivationPlanMutationVariables>;
export const UpdateActivationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateActivationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateActivationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type UpdateActivationPlanMutationFn = ApolloReactCommon.MutationFunction<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>;

/**
 * __useUpdateActivationPlanMutation__
 *
 * To run a mutation, you first call `useUpdateActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateActivationPlanMutation, { data, loading, error }] = useUpdateActivationPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>(UpdateActivationPlanDocument, options);
      }
export type UpdateActivationPlanMutationHookResult = ReturnType<typeof useUpdateActivationPlanMutation>;
export type UpdateActivationPlanMutationResult = ApolloReactCommon.MutationResult<UpdateActivationPlanMutation>;
export type UpdateActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateActivationPlanMutation, UpdateActivationPlanMutationVariables>;
export const RetireActivationPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetireActivationPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireActivationPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivationPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivationPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActivationPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type RetireActivationPlanMutationFn = ApolloReactCommon.MutationFunction<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>;

/**
 * __useRetireActivationPlanMutation__
 *
 * To run a mutation, you first call `useRetireActivationPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRetireActivationPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [retireActivationPlanMutation, { data, loading, error }] = useRetireActivationPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useRetireActivationPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>(RetireActivationPlanDocument, options);
      }
export type RetireActivationPlanMutationHookResult = ReturnType<typeof useRetireActivationPlanMutation>;
export type RetireActivationPlanMutationResult = ApolloReactCommon.MutationResult<RetireActivationPlanMutation>;
export type RetireActivationPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<RetireActivationPlanMutation, RetireActivationPlanMutationVariables>;
export const LevelTablesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LevelTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levelTables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"investment"}},{"kind":"Field","name":{"kind":"Name","value":"activation"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLevelTablesQuery__
 *
 * To run a query within a React component, call `useLevelTablesQuery` and pass it any options that fit your needs.
 * When your component renders, `useLevelTablesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLevelTablesQuery({
 *   variables: {
 *   },
 * });
 */
export function useLevelTablesQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LevelTablesQuery, LevelTablesQueryVariables>(LevelTablesDocument, options);
      }
export function useLevelTablesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LevelTablesQuery, LevelTablesQueryVariables>(LevelTablesDocument, options);
        }
// @ts-ignore
export function useLevelTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelTablesQuery, LevelTablesQueryVariables>;
export function useLevelTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelTablesQuery | undefined, LevelTablesQueryVariables>;
export function useLevelTablesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelTablesQuery, LevelTablesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LevelTablesQuery, LevelTablesQueryVariables>(LevelTablesDocument, options);
        }
export type LevelTablesQueryHookResult = ReturnType<typeof useLevelTablesQuery>;
export type LevelTablesLazyQueryHookResult = ReturnType<typeof useLevelTablesLazyQuery>;
export type LevelTablesSuspenseQueryHookResult = ReturnType<typeof useLevelTablesSuspenseQuery>;
export type LevelTablesQueryResult = ApolloReactCommon.QueryResult<LevelTablesQuery, LevelTablesQueryVariables>;
export const SetLevelRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetLevelRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LevelTable"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rates"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLevelRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"rates"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rates"}}}]}]}}]} as unknown as DocumentNode;
export type SetLevelRatesMutationFn = ApolloReactCommon.MutationFunction<SetLevelRatesMutation, SetLevelRatesMutationVariables>;

/**
 * __useSetLevelRatesMutation__
 *
 * To run a mutation, you first call `useSetLevelRatesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSetLevelRatesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [setLevelRatesMutation, { data, loading, error }] = useSetLevelRatesMutation({
 *   variables: {
 *      table: // value for 'table'
 *      rates: // value for 'rates'
 *   },
 * });
 */
export function useSetLevelRatesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SetLevelRatesMutation, SetLevelRatesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SetLevelRatesMutation, SetLevelRatesMutationVariables>(SetLevelRatesDocument, options);
      }
export type SetLevelRatesMutationHookResult = ReturnType<typeof useSetLevelRatesMutation>;
export type SetLevelRatesMutationResult = ApolloReactCommon.MutationResult<SetLevelRatesMutation>;
export type SetLevelRatesMutationOptions = ApolloReactCommon.BaseMutationOptions<SetLevelRatesMutation, SetLevelRatesMutationVariables>;
export const CodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Codes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"codes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpinFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpinRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useCodesQuery__
 *
 * To run a query within a React component, call `useCodesQuery` and pass it any options that fit your needs.
 * When your component renders, `useCodesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCodesQuery({
 *   variables: {
 *      status: // value for 'status'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useCodesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<CodesQuery, CodesQueryVariables> & ({ variables: CodesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CodesQuery, CodesQueryVariables>(CodesDocument, options);
      }
export function useCodesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CodesQuery, CodesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CodesQuery, CodesQueryVariables>(CodesDocument, options);
        }
// @ts-ignore
export function useCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CodesQuery, CodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CodesQuery, CodesQueryVariables>;
export function useCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CodesQuery, CodesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CodesQuery | undefined, CodesQueryVariables>;
export function useCodesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CodesQuery, CodesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CodesQuery, CodesQueryVariables>(CodesDocument, options);
        }
export type CodesQueryHookResult = ReturnType<typeof useCodesQuery>;
export type CodesLazyQueryHookResult = ReturnType<typeof useCodesLazyQuery>;
export type CodesSuspenseQueryHookResult = ReturnType<typeof useCodesSuspenseQuery>;
export type CodesQueryResult = ApolloReactCommon.QueryResult<CodesQuery, CodesQueryVariables>;
export const CreateCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"codes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}},{"kind":"Argument","name":{"kind":"Name","value":"codes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"codes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EpinFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EpinFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EpinRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"}},{"kind":"Field","name":{"kind":"Name","value":"usedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export type CreateCodesMutationFn = ApolloReactCommon.MutationFunction<CreateCodesMutation, CreateCodesMutationVariables>;

/**
 * __useCreateCodesMutation__
 *
 * To run a mutation, you first call `useCreateCodesMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateCodesMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createCodesMutation, { data, loading, error }] = useCreateCodesMutation({
 *   variables: {
 *      count: // value for 'count'
 *      codes: // value for 'codes'
 *   },
 * });
 */
export function useCreateCodesMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateCodesMutation, CreateCodesMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateCodesMutation, CreateCodesMutationVariables>(CreateCodesDocument, options);
      }
export type CreateCodesMutationHookResult = ReturnType<typeof useCreateCodesMutation>;
export type CreateCodesMutationResult = ApolloReactCommon.MutationResult<CreateCodesMutation>;
export type CreateCodesMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateCodesMutation, CreateCodesMutationVariables>;
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type TopUpQuoteFieldsFragment = { planId: number, planName: string, amount: string, roiDay: string, dailyRoi: string, monthDays: number, monthlyRoi: string, startDay: string, endDay: string, periodMonths: number, capMultiplier: number, capAmount: string, sponsorBonusPercent: string, sponsorBonus: string, blockedReason: string | null, exitFees: Array<{ fromDay: number, toDay: number | null, percent: string }>, sponsor: { id: number, fullname: string, referralCode: string } | null, receiver: { id: number, fullname: string, referralCode: string } };

export type TopUpQuoteQueryVariables = Exact<{
  input: Types.TopUpQuoteInput;
}>;


export type TopUpQuoteQuery = { topUpQuote: { planId: number, planName: string, amount: string, roiDay: string, dailyRoi: string, monthDays: number, monthlyRoi: string, startDay: string, endDay: string, periodMonths: number, capMultiplier: number, capAmount: string, sponsorBonusPercent: string, sponsorBonus: string, blockedReason: string | null, exitFees: Array<{ fromDay: number, toDay: number | null, percent: string }>, sponsor: { id: number, fullname: string, referralCode: string } | null, receiver: { id: number, fullname: string, referralCode: string } } };

export const TopUpQuoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopUpQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRoi"}},{"kind":"Field","name":{"kind":"Name","value":"monthDays"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRoi"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"capAmount"}},{"kind":"Field","name":{"kind":"Name","value":"exitFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonusPercent"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}}]}}]} as unknown as DocumentNode;
export const TopUpQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TopUpQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"topUpQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TopUpQuoteFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TopUpQuoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TopUpQuote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planId"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"dailyRoi"}},{"kind":"Field","name":{"kind":"Name","value":"monthDays"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRoi"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"periodMonths"}},{"kind":"Field","name":{"kind":"Name","value":"capMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"capAmount"}},{"kind":"Field","name":{"kind":"Name","value":"exitFees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromDay"}},{"kind":"Field","name":{"kind":"Name","value":"toDay"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonusPercent"}},{"kind":"Field","name":{"kind":"Name","value":"sponsorBonus"}},{"kind":"Field","name":{"kind":"Name","value":"sponsor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockedReason"}}]}}]} as unknown as DocumentNode;

/**
 * __useTopUpQuoteQuery__
 *
 * To run a query within a React component, call `useTopUpQuoteQuery` and pass it any options that fit your needs.
 * When your component renders, `useTopUpQuoteQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTopUpQuoteQuery({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useTopUpQuoteQuery(baseOptions: ApolloReactHooks.QueryHookOptions<TopUpQuoteQuery, TopUpQuoteQueryVariables> & ({ variables: TopUpQuoteQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TopUpQuoteQuery, TopUpQuoteQueryVariables>(TopUpQuoteDocument, options);
      }
export function useTopUpQuoteLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TopUpQuoteQuery, TopUpQuoteQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TopUpQuoteQuery, TopUpQuoteQueryVariables>(TopUpQuoteDocument, options);
        }
// @ts-ignore
export function useTopUpQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TopUpQuoteQuery, TopUpQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TopUpQuoteQuery, TopUpQuoteQueryVariables>;
export function useTopUpQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TopUpQuoteQuery, TopUpQuoteQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TopUpQuoteQuery | undefined, TopUpQuoteQueryVariables>;
export function useTopUpQuoteSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TopUpQuoteQuery, TopUpQuoteQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TopUpQuoteQuery, TopUpQuoteQueryVariables>(TopUpQuoteDocument, options);
        }
export type TopUpQuoteQueryHookResult = ReturnType<typeof useTopUpQuoteQuery>;
export type TopUpQuoteLazyQueryHookResult = ReturnType<typeof useTopUpQuoteLazyQuery>;
export type TopUpQuoteSuspenseQueryHookResult = ReturnType<typeof useTopUpQuoteSuspenseQuery>;
export type TopUpQuoteQueryResult = ApolloReactCommon.QueryResult<TopUpQuoteQuery, TopUpQuoteQueryVariables>;
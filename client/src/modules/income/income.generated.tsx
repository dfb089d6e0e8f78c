/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type IncomeKindAmountFieldsFragment = { kind: string, amount: string };

export type MyIncomeQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type MyIncomeQuery = { myIncome: { from: string, today: string, totalEarning: string, limit: string, capTotal: string, earned: string, totals: Array<{ kind: string, amount: string }>, todayTotals: Array<{ kind: string, amount: string }>, days: Array<{ day: string, kind: string, amount: string }> } };

export type LevelIncomeExplanationQueryVariables = Exact<{
  date: string;
  memberId?: number | null | undefined;
}>;


export type LevelIncomeExplanationQuery = { levelIncomeExplanation: { memberId: number, day: string, amount: string, credited: string, sources: number, lines: Array<{ level: number, rate: string, sources: number, base: string, share: string }> } | null };

export type IncomeReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type IncomeReportQuery = { incomeReport: Array<{ day: string, kind: string, amount: string, members: number }> };

export type JobStepFieldsFragment = { id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, worker: string | null, startedAt: string, finishedAt: string | null };

export type DailyRunFieldsFragment = { day: string, status: string, settings: string, worker: string | null, heartbeatAt: string | null, steps: Array<{ id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, worker: string | null, startedAt: string, finishedAt: string | null }> };

export type DailyRunChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DailyRunChangedSubscription = { dailyRunChanged: { id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, worker: string | null, startedAt: string, finishedAt: string | null } };

export type DailyRunsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type DailyRunsQuery = { dailyRuns: Array<{ day: string, status: string, settings: string, worker: string | null, heartbeatAt: string | null, steps: Array<{ id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, worker: string | null, startedAt: string, finishedAt: string | null }> }> };

export type PreviewDayQueryVariables = Exact<{
  date: string;
}>;


export type PreviewDayQuery = { previewDay: { day: string, totals: Array<{ kind: string, amount: string, members: number }>, topEarners: Array<{ memberId: number, amount: string, member: { id: number, fullname: string, username: string, referralCode: string } | null }> } };

export type RunDayMutationVariables = Exact<{
  date: string;
}>;


export type RunDayMutation = { runDay: { day: string, status: string, settings: string, worker: string | null, heartbeatAt: string | null, steps: Array<{ id: number, day: string, step: string, status: string, done: number, total: number, rows: number, durationMs: number, attempts: number, error: string | null, worker: string | null, startedAt: string, finishedAt: string | null }> } };

export const IncomeKindAmountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeKindAmountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeKindAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode;
export const JobStepFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStepRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode;
export const DailyRunFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DailyRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DailyRunRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"heartbeatAt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStepRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode;
export const MyIncomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyIncome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myIncome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeKindAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalEarning"}},{"kind":"Field","name":{"kind":"Name","value":"todayTotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"IncomeKindAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"capTotal"}},{"kind":"Field","name":{"kind":"Name","value":"earned"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"IncomeKindAmountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"IncomeKindAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyIncomeQuery__
 *
 * To run a query within a React component, call `useMyIncomeQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyIncomeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyIncomeQuery({
 *   variables: {
 *      days: // value for 'days'
 *   },
 * });
 */
export function useMyIncomeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyIncomeQuery, MyIncomeQueryVariables>(MyIncomeDocument, options);
      }
export function useMyIncomeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyIncomeQuery, MyIncomeQueryVariables>(MyIncomeDocument, options);
        }
// @ts-ignore
export function useMyIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeQuery, MyIncomeQueryVariables>;
export function useMyIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyIncomeQuery | undefined, MyIncomeQueryVariables>;
export function useMyIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyIncomeQuery, MyIncomeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyIncomeQuery, MyIncomeQueryVariables>(MyIncomeDocument, options);
        }
export type MyIncomeQueryHookResult = ReturnType<typeof useMyIncomeQuery>;
export type MyIncomeLazyQueryHookResult = ReturnType<typeof useMyIncomeLazyQuery>;
export type MyIncomeSuspenseQueryHookResult = ReturnType<typeof useMyIncomeSuspenseQuery>;
export type MyIncomeQueryResult = ApolloReactCommon.QueryResult<MyIncomeQuery, MyIncomeQueryVariables>;
export const LevelIncomeExplanationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LevelIncomeExplanation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"levelIncomeExplanation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"credited"}},{"kind":"Field","name":{"kind":"Name","value":"sources"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sources"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"share"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useLevelIncomeExplanationQuery__
 *
 * To run a query within a React component, call `useLevelIncomeExplanationQuery` and pass it any options that fit your needs.
 * When your component renders, `useLevelIncomeExplanationQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLevelIncomeExplanationQuery({
 *   variables: {
 *      date: // value for 'date'
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useLevelIncomeExplanationQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables> & ({ variables: LevelIncomeExplanationQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>(LevelIncomeExplanationDocument, options);
      }
export function useLevelIncomeExplanationLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>(LevelIncomeExplanationDocument, options);
        }
// @ts-ignore
export function useLevelIncomeExplanationSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>;
export function useLevelIncomeExplanationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LevelIncomeExplanationQuery | undefined, LevelIncomeExplanationQueryVariables>;
export function useLevelIncomeExplanationSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>(LevelIncomeExplanationDocument, options);
        }
export type LevelIncomeExplanationQueryHookResult = ReturnType<typeof useLevelIncomeExplanationQuery>;
export type LevelIncomeExplanationLazyQueryHookResult = ReturnType<typeof useLevelIncomeExplanationLazyQuery>;
export type LevelIncomeExplanationSuspenseQueryHookResult = ReturnType<typeof useLevelIncomeExplanationSuspenseQuery>;
export type LevelIncomeExplanationQueryResult = ApolloReactCommon.QueryResult<LevelIncomeExplanationQuery, LevelIncomeExplanationQueryVariables>;
export const IncomeReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IncomeReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"incomeReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"members"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useIncomeReportQuery__
 *
 * To run a query within a React component, call `useIncomeReportQuery` and pass it any options that fit your needs.
 * When your component renders, `useIncomeReportQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useIncomeReportQuery({
 *   variables: {
 *      from: // value for 'from'
 *      to: // value for 'to'
 *   },
 * });
 */
export function useIncomeReportQuery(baseOptions: ApolloReactHooks.QueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables> & ({ variables: IncomeReportQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<IncomeReportQuery, IncomeReportQueryVariables>(IncomeReportDocument, options);
      }
export function useIncomeReportLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<IncomeReportQuery, IncomeReportQueryVariables>(IncomeReportDocument, options);
        }
// @ts-ignore
export function useIncomeReportSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IncomeReportQuery, IncomeReportQueryVariables>;
export function useIncomeReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<IncomeReportQuery | undefined, IncomeReportQueryVariables>;
export function useIncomeReportSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<IncomeReportQuery, IncomeReportQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<IncomeReportQuery, IncomeReportQueryVariables>(IncomeReportDocument, options);
        }
export type IncomeReportQueryHookResult = ReturnType<typeof useIncomeReportQuery>;
export type IncomeReportLazyQueryHookResult = ReturnType<typeof useIncomeReportLazyQuery>;
export type IncomeReportSuspenseQueryHookResult = ReturnType<typeof useIncomeReportSuspenseQuery>;
export type IncomeReportQueryResult = ApolloReactCommon.QueryResult<IncomeReportQuery, IncomeReportQueryVariables>;
export const DailyRunChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DailyRunChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyRunChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStepRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useDailyRunChangedSubscription__
 *
 * To run a query within a React component, call `useDailyRunChangedSubscription` and pass it any options that fit your needs.
 * When your component renders, `useDailyRunChangedSubscription` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the subscription, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDailyRunChangedSubscription({
 *   variables: {
 *   },
 * });
 */
export function useDailyRunChangedSubscription(baseOptions?: ApolloReactHooks.SubscriptionHookOptions<DailyRunChangedSubscription, DailyRunChangedSubscriptionVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useSubscription<DailyRunChangedSubscription, DailyRunChangedSubscriptionVariables>(DailyRunChangedDocument, options);
      }
export type DailyRunChangedSubscriptionHookResult = ReturnType<typeof useDailyRunChangedSubscription>;
export type DailyRunChangedSubscriptionResult = ApolloReactCommon.SubscriptionResult<DailyRunChangedSubscription>;
export const DailyRunsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DailyRuns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyRuns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DailyRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStepRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DailyRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DailyRunRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"heartbeatAt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useDailyRunsQuery__
 *
 * To run a query within a React component, call `useDailyRunsQuery` and pass it any options that fit your needs.
 * When your component renders, `useDailyRunsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDailyRunsQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useDailyRunsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DailyRunsQuery, DailyRunsQueryVariables>(DailyRunsDocument, options);
      }
export function useDailyRunsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DailyRunsQuery, DailyRunsQueryVariables>(DailyRunsDocument, options);
        }
// @ts-ignore
export function useDailyRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DailyRunsQuery, DailyRunsQueryVariables>;
export function useDailyRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DailyRunsQuery | undefined, DailyRunsQueryVariables>;
export function useDailyRunsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DailyRunsQuery, DailyRunsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DailyRunsQuery, DailyRunsQueryVariables>(DailyRunsDocument, options);
        }
export type DailyRunsQueryHookResult = ReturnType<typeof useDailyRunsQuery>;
export type DailyRunsLazyQueryHookResult = ReturnType<typeof useDailyRunsLazyQuery>;
export type DailyRunsSuspenseQueryHookResult = ReturnType<typeof useDailyRunsSuspenseQuery>;
export type DailyRunsQueryResult = ApolloReactCommon.QueryResult<DailyRunsQuery, DailyRunsQueryVariables>;
export const PreviewDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"members"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topEarners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePreviewDayQuery__
 *
 * To run a query within a React component, call `usePreviewDayQuery` and pass it any options that fit your needs.
 * When your component renders, `usePreviewDayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePreviewDayQuery({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function usePreviewDayQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables> & ({ variables: PreviewDayQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PreviewDayQuery, PreviewDayQueryVariables>(PreviewDayDocument, options);
      }
export function usePreviewDayLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PreviewDayQuery, PreviewDayQueryVariables>(PreviewDayDocument, options);
        }
// @ts-ignore
export function usePreviewDaySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PreviewDayQuery, PreviewDayQueryVariables>;
export function usePreviewDaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PreviewDayQuery | undefined, PreviewDayQueryVariables>;
export function usePreviewDaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PreviewDayQuery, PreviewDayQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PreviewDayQuery, PreviewDayQueryVariables>(PreviewDayDocument, options);
        }
export type PreviewDayQueryHookResult = ReturnType<typeof usePreviewDayQuery>;
export type PreviewDayLazyQueryHookResult = ReturnType<typeof usePreviewDayLazyQuery>;
export type PreviewDaySuspenseQueryHookResult = ReturnType<typeof usePreviewDaySuspenseQuery>;
export type PreviewDayQueryResult = ApolloReactCommon.QueryResult<PreviewDayQuery, PreviewDayQueryVariables>;
export const RunDayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunDay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DailyRunFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobStepFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JobStepRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"durationMs"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DailyRunFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DailyRunRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"settings"}},{"kind":"Field","name":{"kind":"Name","value":"worker"}},{"kind":"Field","name":{"kind":"Name","value":"heartbeatAt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobStepFields"}}]}}]}}]} as unknown as DocumentNode;
export type RunDayMutationFn = ApolloReactCommon.MutationFunction<RunDayMutation, RunDayMutationVariables>;

/**
 * __useRunDayMutation__
 *
 * To run a mutation, you first call `useRunDayMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRunDayMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [runDayMutation, { data, loading, error }] = useRunDayMutation({
 *   variables: {
 *      date: // value for 'date'
 *   },
 * });
 */
export function useRunDayMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RunDayMutation, RunDayMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RunDayMutation, RunDayMutationVariables>(RunDayDocument, options);
      }
export type RunDayMutationHookResult = ReturnType<typeof useRunDayMutation>;
export type RunDayMutationResult = ApolloReactCommon.MutationResult<RunDayMutation>;
export type RunDayMutationOptions = ApolloReactCommon.BaseMutationOptions<RunDayMutation, RunDayMutationVariables>;
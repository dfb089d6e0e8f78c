/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/types';

import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type RewardPlanFieldsFragment = { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean };

export type RankProgressFieldsFragment = { id: number, rewardPlanId: number, rank: number, title: string, threshold: string, rewardAmount: string, salaryAmount: string, startDay: string, endDay: string, currentBusiness: string, carriedForward: string, rewardPaid: string, status: string, isActive: boolean, isCompleted: boolean, completedDay: string | null };

export type TeamBusinessFieldsFragment = { memberId: number, currentRank: number, totalBusiness: string, strongestLeg: string, otherLegs: string, countedBusiness: string, strongestLegCap: string, qualifies: boolean, rankSplits: Array<{ rank: number, threshold: string, strongestCap: string, strongestCounted: string, others: string, counted: string, ratio: string, qualifies: boolean }>, legs: Array<{ legId: number, username: string | null, business: string }>, nextRank: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } | null };

export type RewardPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type RewardPlansQuery = { rewardPlans: Array<{ id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean }> };

export type MemberRewardsQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type MemberRewardsQuery = { memberRewards: Array<{ id: number, rewardPlanId: number, rank: number, title: string, threshold: string, rewardAmount: string, salaryAmount: string, startDay: string, endDay: string, currentBusiness: string, carriedForward: string, rewardPaid: string, status: string, isActive: boolean, isCompleted: boolean, completedDay: string | null }> };

export type TeamBusinessQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type TeamBusinessQuery = { teamBusiness: { memberId: number, currentRank: number, totalBusiness: string, strongestLeg: string, otherLegs: string, countedBusiness: string, strongestLegCap: string, qualifies: boolean, rankSplits: Array<{ rank: number, threshold: string, strongestCap: string, strongestCounted: string, others: string, counted: string, ratio: string, qualifies: boolean }>, legs: Array<{ legId: number, username: string | null, business: string }>, nextRank: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } | null } };

export type InitializeRewardsMutationVariables = Exact<{ [key: string]: never; }>;


export type InitializeRewardsMutation = { initializeRewards: { success: boolean, message: string } };

export type ClaimRewardMutationVariables = Exact<{ [key: string]: never; }>;


export type ClaimRewardMutation = { claimReward: { message: string, rank: number, amount: string } };

export type CarryForwardRewardMutationVariables = Exact<{
  memberId: number;
}>;


export type CarryForwardRewardMutation = { carryForwardReward: { id: number, rewardPlanId: number, rank: number, title: string, threshold: string, rewardAmount: string, salaryAmount: string, startDay: string, endDay: string, currentBusiness: string, carriedForward: string, rewardPaid: string, status: string, isActive: boolean, isCompleted: boolean, completedDay: string | null } };

export type RankedMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type RankedMembersQuery = { rankedMembers: Array<{ memberId: number, username: string, email: string, rank: number, totalReward: string, teamBusiness: string }> };

export type CreateRewardPlanMutationVariables = Exact<{
  input: Types.RewardPlanInput;
}>;


export type CreateRewardPlanMutation = { createRewardPlan: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } };

export type UpdateRewardPlanMutationVariables = Exact<{
  id: number;
  input: Types.RewardPlanInput;
}>;


export type UpdateRewardPlanMutation = { updateRewardPlan: { id: number, rank: number, title: string, description: string, threshold: string, rewardAmount: string, salaryAmount: string, leadershipPercent: string, durationDays: number, isActive: boolean } };

export type DeleteRewardPlanMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRewardPlanMutation = { deleteRewardPlan: { success: boolean, message: string } };

export type SalaryPaymentFieldsFragment = { id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string };

export type SalaryTierFieldsFragment = { rank: number, title: string, salaryAmount: string, requiredBusiness: string, duration: number, members: number, activeMembers: number, paidTotal: string };

export type SalaryTodayFieldsFragment = { date: string, paidCount: number, paidTotal: string, dueCount: number, newAssignments: number };

export type MySalaryPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySalaryPaymentsQuery = { mySalaryPayments: Array<{ id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string }> };

export type SalaryTransactionsQueryVariables = Exact<{
  filter?: Types.SalaryFilterInput | null | undefined;
}>;


export type SalaryTransactionsQuery = { salaryTransactions: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string }> } };

export type UserSalariesQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type UserSalariesQuery = { userSalaries: { total: number, page: number, pageSize: number, items: Array<{ id: number, memberId: number, username: string, rank: number, salaryAmount: string, requiredBusiness: string, duration: number, monthsPaid: number, remaining: number, status: string, assignedDay: string }> } };

export type SalaryTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type SalaryTodayQuery = { salaryTodayStats: { date: string, paidCount: number, paidTotal: string, dueCount: number, newAssignments: number } };

export type SalaryUserHistoryQueryVariables = Exact<{
  memberId: number;
}>;


export type SalaryUserHistoryQuery = { salaryUserHistory: { memberId: number, rank: number, salaryAmount: string, monthsPaid: number, monthsLeft: number, totalPaid: string, payments: Array<{ id: number, memberId: number, username: string, email: string, rank: number, salaryAmount: string, paidAmount: string, notes: string, transactionDate: string, createdAt: string }> } };

export type SalaryAnalysisQueryVariables = Exact<{ [key: string]: never; }>;


export type SalaryAnalysisQuery = { salaryAdminDashboard: { totalPaid: string, paidThisMonth: string, payments: number, membersPaid: number, averagePayment: string, activeEntitlements: number, tiers: Array<{ rank: number, title: string, salaryAmount: string, requiredBusiness: string, duration: number, members: number, activeMembers: number, paidTotal: string }>, today: { date: string, paidCount: number, paidTotal: string, dueCount: number, newAssignments: number }, perMonth: Array<{ month: string, total: string }> } };

export type LeadershipFieldsFragment = { id: number, leaderId: number, sourceMemberId: number, investmentId: number, onAmount: string, percent: string, amount: string, createdAt: string, leaderEmail: string | null, sourceEmail: string | null };

export type LeadershipIncomeQueryVariables = Exact<{
  memberId?: number | null | undefined;
  page: number;
  pageSize: number;
}>;


export type LeadershipIncomeQuery = { leadershipIncome: { total: number, page: number, pageSize: number, totalAmount: string, items: Array<{ id: number, leaderId: number, sourceMemberId: number, investmentId: number, onAmount: string, percent: string, amount: string, createdAt: string, leaderEmail: string | null, sourceEmail: string | null }> } };

export type DeleteLeadershipMutationVariables = Exact<{
  id: number;
}>;


export type DeleteLeadershipMutation = { deleteLeadership: { success: boolean, message: string } };

export type CtoFieldsFragment = { id: number, memberId: number, username: string | null, email: string | null, category: number, status: string, qualifiedDay: string, monthlyAmount: string | null, giftAmount: string, bonusPaid: string, totalPaid: string, paidAt: string | null };

export type CtoListQueryVariables = Exact<{ [key: string]: never; }>;


export type CtoListQuery = { ctoList: Array<{ id: number, memberId: number, username: string | null, email: string | null, category: number, status: string, qualifiedDay: string, monthlyAmount: string | null, giftAmount: string, bonusPaid: string, totalPaid: string, paidAt: string | null }> };

export type CtoPaymentsQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type CtoPaymentsQuery = { ctoPayments: Array<{ id: number, memberId: number, month: string, amount: string, day: string, createdAt: string }> };

export type RunCtoQualificationMutationVariables = Exact<{ [key: string]: never; }>;


export type RunCtoQualificationMutation = { runCtoQualification: number };

export type PayCtoMutationVariables = Exact<{
  id: number;
  amount: string;
  gift: string;
}>;


export type PayCtoMutation = { payCto: { id: number, memberId: number, username: string | null, email: string | null, category: number, status: string, qualifiedDay: string, monthlyAmount: string | null, giftAmount: string, bonusPaid: string, totalPaid: string, paidAt: string | null } };

export type DisqualifyCtoMutationVariables = Exact<{
  id: number;
}>;


export type DisqualifyCtoMutation = { disqualifyCto: { success: boolean, message: string } };

export type MarketPairFieldsFragment = { pair: string, lastPrice: string, change24h: string, high24h: string, low24h: string };

export type MarketPairsQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketPairsQuery = { marketPairs: Array<{ pair: string, lastPrice: string, change24h: string, high24h: string, low24h: string }> };

export type PairHistoryQueryVariables = Exact<{
  pair: string;
  range: string;
}>;


export type PairHistoryQuery = { pairHistory: Array<{ time: string, price: string }> };

export type TradeFieldsFragment = { id: number, pair: string, price: string, amount: string, day: string, tradedAt: string };

export type MyTradesQueryVariables = Exact<{
  limit: number;
}>;


export type MyTradesQuery = { myTrades: Array<{ id: number, pair: string, price: string, amount: string, day: string, tradedAt: string }> };

export type SelfTradeMutationVariables = Exact<{
  pair: string;
}>;


export type SelfTradeMutation = { selfTrade: { id: number, pair: string, price: string, amount: string, day: string, tradedAt: string } };

export type TodayTradeQueryVariables = Exact<{ [key: string]: never; }>;


export type TodayTradeQuery = { todayTrade: { id: number, pair: string, price: string, amount: string, day: string, tradedAt: string } | null };

export type RewardLedgerQueryVariables = Exact<{
  page: number;
  pageSize: number;
  before?: number | null | undefined;
}>;


export type RewardLedgerQuery = { ledgerRows: { page: number, pageSize: number, total: number, nextCursor: number | null, items: Array<{ id: number, memberId: number, email: string, username: string, amount: string, description: string, createdAt: string }> } };

export type TradeRunningPlansQueryVariables = Exact<{ [key: string]: never; }>;


export type TradeRunningPlansQuery = { myInvestments: { total: number, items: Array<{ id: number, amount: string, roiDay: string, plan: { id: number, name: string } | null }> } };

export const RankProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RankProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RankProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"currentBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"carriedForward"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"completedDay"}}]}}]} as unknown as DocumentNode;
export const RewardPlanFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipPercent"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode;
export const TeamBusinessFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamBusinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamBusinessView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"currentRank"}},{"kind":"Field","name":{"kind":"Name","value":"totalBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"strongestLeg"}},{"kind":"Field","name":{"kind":"Name","value":"otherLegs"}},{"kind":"Field","name":{"kind":"Name","value":"countedBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"strongestLegCap"}},{"kind":"Field","name":{"kind":"Name","value":"qualifies"}},{"kind":"Field","name":{"kind":"Name","value":"rankSplits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"strongestCap"}},{"kind":"Field","name":{"kind":"Name","value":"strongestCounted"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"qualifies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"business"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextRank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipPercent"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode;
export const SalaryPaymentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"transactionDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;
export const SalaryTierFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryTierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryTier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"activeMembers"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}}]}}]} as unknown as DocumentNode;
export const SalaryTodayFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryTodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryTodayStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newAssignments"}}]}}]} as unknown as DocumentNode;
export const LeadershipFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadershipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadershipRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"investmentId"}},{"kind":"Field","name":{"kind":"Name","value":"onAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leaderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sourceEmail"}}]}}]} as unknown as DocumentNode;
export const CtoFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CtoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CtoRecordView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"qualifiedDay"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode;
export const MarketPairFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketPair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"change24h"}},{"kind":"Field","name":{"kind":"Name","value":"high24h"}},{"kind":"Field","name":{"kind":"Name","value":"low24h"}}]}}]} as unknown as DocumentNode;
export const TradeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"tradedAt"}}]}}]} as unknown as DocumentNode;
export const RewardPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipPercent"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode;

/**
 * __useRewardPlansQuery__
 *
 * To run a query within a React component, call `useRewardPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useRewardPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRewardPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useRewardPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RewardPlansQuery, RewardPlansQueryVariables>(RewardPlansDocument, options);
      }
export function useRewardPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RewardPlansQuery, RewardPlansQueryVariables>(RewardPlansDocument, options);
        }
// @ts-ignore
export function useRewardPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardPlansQuery, RewardPlansQueryVariables>;
export function useRewardPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardPlansQuery | undefined, RewardPlansQueryVariables>;
export function useRewardPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardPlansQuery, RewardPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RewardPlansQuery, RewardPlansQueryVariables>(RewardPlansDocument, options);
        }
export type RewardPlansQueryHookResult = ReturnType<typeof useRewardPlansQuery>;
export type RewardPlansLazyQueryHookResult = ReturnType<typeof useRewardPlansLazyQuery>;
export type RewardPlansSuspenseQueryHookResult = ReturnType<typeof useRewardPlansSuspenseQuery>;
export type RewardPlansQueryResult = ApolloReactCommon.QueryResult<RewardPlansQuery, RewardPlansQueryVariables>;
export const MemberRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberRewards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberRewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RankProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RankProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"currentBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"carriedForward"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"completedDay"}}]}}]} as unknown as DocumentNode;

/**
 * __useMemberRewardsQuery__
 *
 * To run a query within a React component, call `useMemberRewardsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMemberRewardsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMemberRewardsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useMemberRewardsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MemberRewardsQuery, MemberRewardsQueryVariables>(MemberRewardsDocument, options);
      }
export function useMemberRewardsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MemberRewardsQuery, MemberRewardsQueryVariables>(MemberRewardsDocument, options);
        }
// @ts-ignore
export function useMemberRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberRewardsQuery, MemberRewardsQueryVariables>;
export function useMemberRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MemberRewardsQuery | undefined, MemberRewardsQueryVariables>;
export function useMemberRewardsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MemberRewardsQuery, MemberRewardsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MemberRewardsQuery, MemberRewardsQueryVariables>(MemberRewardsDocument, options);
        }
export type MemberRewardsQueryHookResult = ReturnType<typeof useMemberRewardsQuery>;
export type MemberRewardsLazyQueryHookResult = ReturnType<typeof useMemberRewardsLazyQuery>;
export type MemberRewardsSuspenseQueryHookResult = ReturnType<typeof useMemberRewardsSuspenseQuery>;
export type MemberRewardsQueryResult = ApolloReactCommon.QueryResult<MemberRewardsQuery, MemberRewardsQueryVariables>;
export const TeamBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamBusinessFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipPercent"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamBusinessFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamBusinessView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"currentRank"}},{"kind":"Field","name":{"kind":"Name","value":"totalBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"strongestLeg"}},{"kind":"Field","name":{"kind":"Name","value":"otherLegs"}},{"kind":"Field","name":{"kind":"Name","value":"countedBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"strongestLegCap"}},{"kind":"Field","name":{"kind":"Name","value":"qualifies"}},{"kind":"Field","name":{"kind":"Name","value":"rankSplits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"strongestCap"}},{"kind":"Field","name":{"kind":"Name","value":"strongestCounted"}},{"kind":"Field","name":{"kind":"Name","value":"others"}},{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"qualifies"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"business"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextRank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardPlanFields"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useTeamBusinessQuery__
 *
 * To run a query within a React component, call `useTeamBusinessQuery` and pass it any options that fit your needs.
 * When your component renders, `useTeamBusinessQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTeamBusinessQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useTeamBusinessQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TeamBusinessQuery, TeamBusinessQueryVariables>(TeamBusinessDocument, options);
      }
export function useTeamBusinessLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TeamBusinessQuery, TeamBusinessQueryVariables>(TeamBusinessDocument, options);
        }
// @ts-ignore
export function useTeamBusinessSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamBusinessQuery, TeamBusinessQueryVariables>;
export function useTeamBusinessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamBusinessQuery | undefined, TeamBusinessQueryVariables>;
export function useTeamBusinessSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamBusinessQuery, TeamBusinessQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TeamBusinessQuery, TeamBusinessQueryVariables>(TeamBusinessDocument, options);
        }
export type TeamBusinessQueryHookResult = ReturnType<typeof useTeamBusinessQuery>;
export type TeamBusinessLazyQueryHookResult = ReturnType<typeof useTeamBusinessLazyQuery>;
export type TeamBusinessSuspenseQueryHookResult = ReturnType<typeof useTeamBusinessSuspenseQuery>;
export type TeamBusinessQueryResult = ApolloReactCommon.QueryResult<TeamBusinessQuery, TeamBusinessQueryVariables>;
export const InitializeRewardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InitializeRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initializeRewards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type InitializeRewardsMutationFn = ApolloReactCommon.MutationFunction<InitializeRewardsMutation, InitializeRewardsMutationVariables>;

/**
 * __useInitializeRewardsMutation__
 *
 * To run a mutation, you first call `useInitializeRewardsMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useInitializeRewardsMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [initializeRewardsMutation, { data, loading, error }] = useInitializeRewardsMutation({
 *   variables: {
 *   },
 * });
 */
export function useInitializeRewardsMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<InitializeRewardsMutation, InitializeRewardsMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<InitializeRewardsMutation, InitializeRewardsMutationVariables>(InitializeRewardsDocument, options);
      }
export type InitializeRewardsMutationHookResult = ReturnType<typeof useInitializeRewardsMutation>;
export type InitializeRewardsMutationResult = ApolloReactCommon.MutationResult<InitializeRewardsMutation>;
export type InitializeRewardsMutationOptions = ApolloReactCommon.BaseMutationOptions<InitializeRewardsMutation, InitializeRewardsMutationVariables>;
export const ClaimRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimReward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimReward"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode;
export type ClaimRewardMutationFn = ApolloReactCommon.MutationFunction<ClaimRewardMutation, ClaimRewardMutationVariables>;

/**
 * __useClaimRewardMutation__
 *
 * To run a mutation, you first call `useClaimRewardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useClaimRewardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [claimRewardMutation, { data, loading, error }] = useClaimRewardMutation({
 *   variables: {
 *   },
 * });
 */
export function useClaimRewardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<ClaimRewardMutation, ClaimRewardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<ClaimRewardMutation, ClaimRewardMutationVariables>(ClaimRewardDocument, options);
      }
export type ClaimRewardMutationHookResult = ReturnType<typeof useClaimRewardMutation>;
export type ClaimRewardMutationResult = ApolloReactCommon.MutationResult<ClaimRewardMutation>;
export type ClaimRewardMutationOptions = ApolloReactCommon.BaseMutationOptions<ClaimRewardMutation, ClaimRewardMutationVariables>;
export const CarryForwardRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CarryForwardReward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"carryForwardReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RankProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RankProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RankProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPlanId"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"startDay"}},{"kind":"Field","name":{"kind":"Name","value":"endDay"}},{"kind":"Field","name":{"kind":"Name","value":"currentBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"carriedForward"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPaid"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"completedDay"}}]}}]} as unknown as DocumentNode;
export type CarryForwardRewardMutationFn = ApolloReactCommon.MutationFunction<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>;

/**
 * __useCarryForwardRewardMutation__
 *
 * To run a mutation, you first call `useCarryForwardRewardMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCarryForwardRewardMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [carryForwardRewardMutation, { data, loading, error }] = useCarryForwardRewardMutation({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useCarryForwardRewardMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>(CarryForwardRewardDocument, options);
      }
export type CarryForwardRewardMutationHookResult = ReturnType<typeof useCarryForwardRewardMutation>;
export type CarryForwardRewardMutationResult = ApolloReactCommon.MutationResult<CarryForwardRewardMutation>;
export type CarryForwardRewardMutationOptions = ApolloReactCommon.BaseMutationOptions<CarryForwardRewardMutation, CarryForwardRewardMutationVariables>;
export const RankedMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RankedMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rankedMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"totalReward"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRankedMembersQuery__
 *
 * To run a query within a React component, call `useRankedMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useRankedMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRankedMembersQuery({
 *   variables: {
 *   },
 * });
 */
export function useRankedMembersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RankedMembersQuery, RankedMembersQueryVariables>(RankedMembersDocument, options);
      }
export function useRankedMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RankedMembersQuery, RankedMembersQueryVariables>(RankedMembersDocument, options);
        }
// @ts-ignore
export function useRankedMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RankedMembersQuery, RankedMembersQueryVariables>;
export function useRankedMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RankedMembersQuery | undefined, RankedMembersQueryVariables>;
export function useRankedMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RankedMembersQuery, RankedMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RankedMembersQuery, RankedMembersQueryVariables>(RankedMembersDocument, options);
        }
export type RankedMembersQueryHookResult = ReturnType<typeof useRankedMembersQuery>;
export type RankedMembersLazyQueryHookResult = ReturnType<typeof useRankedMembersLazyQuery>;
export type RankedMembersSuspenseQueryHookResult = ReturnType<typeof useRankedMembersSuspenseQuery>;
export type RankedMembersQueryResult = ApolloReactCommon.QueryResult<RankedMembersQuery, RankedMembersQueryVariables>;
export const CreateRewardPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRewardPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRewardPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipPercent"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode;
export type CreateRewardPlanMutationFn = ApolloReactCommon.MutationFunction<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>;

/**
 * __useCreateRewardPlanMutation__
 *
 * To run a mutation, you first call `useCreateRewardPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useCreateRewardPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [createRewardPlanMutation, { data, loading, error }] = useCreateRewardPlanMutation({
 *   variables: {
 *      input: // value for 'input'
 *   },
 * });
 */
export function useCreateRewardPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>(CreateRewardPlanDocument, options);
      }
export type CreateRewardPlanMutationHookResult = ReturnType<typeof useCreateRewardPlanMutation>;
export type CreateRewardPlanMutationResult = ApolloReactCommon.MutationResult<CreateRewardPlanMutation>;
export type CreateRewardPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<CreateRewardPlanMutation, CreateRewardPlanMutationVariables>;
export const UpdateRewardPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRewardPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRewardPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RewardPlanFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RewardPlanFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPlanRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"threshold"}},{"kind":"Field","name":{"kind":"Name","value":"rewardAmount"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"leadershipPercent"}},{"kind":"Field","name":{"kind":"Name","value":"durationDays"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]} as unknown as DocumentNode;
export type UpdateRewardPlanMutationFn = ApolloReactCommon.MutationFunction<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>;

/**
 * __useUpdateRewardPlanMutation__
 *
 * To run a mutation, you first call `useUpdateRewardPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useUpdateRewardPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [updateRewardPlanMutation, { data, loading, error }] = useUpdateRewardPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *      input: // value for 'input'
 *   },
 * });
 */
export function useUpdateRewardPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>(UpdateRewardPlanDocument, options);
      }
export type UpdateRewardPlanMutationHookResult = ReturnType<typeof useUpdateRewardPlanMutation>;
export type UpdateRewardPlanMutationResult = ApolloReactCommon.MutationResult<UpdateRewardPlanMutation>;
export type UpdateRewardPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<UpdateRewardPlanMutation, UpdateRewardPlanMutationVariables>;
export const DeleteRewardPlanDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRewardPlan"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRewardPlan"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteRewardPlanMutationFn = ApolloReactCommon.MutationFunction<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>;

/**
 * __useDeleteRewardPlanMutation__
 *
 * To run a mutation, you first call `useDeleteRewardPlanMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteRewardPlanMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteRewardPlanMutation, { data, loading, error }] = useDeleteRewardPlanMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteRewardPlanMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>(DeleteRewardPlanDocument, options);
      }
export type DeleteRewardPlanMutationHookResult = ReturnType<typeof useDeleteRewardPlanMutation>;
export type DeleteRewardPlanMutationResult = ApolloReactCommon.MutationResult<DeleteRewardPlanMutation>;
export type DeleteRewardPlanMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteRewardPlanMutation, DeleteRewardPlanMutationVariables>;
export const MySalaryPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySalaryPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySalaryPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalaryPaymentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"transactionDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMySalaryPaymentsQuery__
 *
 * To run a query within a React component, call `useMySalaryPaymentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMySalaryPaymentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMySalaryPaymentsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMySalaryPaymentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>(MySalaryPaymentsDocument, options);
      }
export function useMySalaryPaymentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>(MySalaryPaymentsDocument, options);
        }
// @ts-ignore
export function useMySalaryPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>;
export function useMySalaryPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MySalaryPaymentsQuery | undefined, MySalaryPaymentsQueryVariables>;
export function useMySalaryPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>(MySalaryPaymentsDocument, options);
        }
export type MySalaryPaymentsQueryHookResult = ReturnType<typeof useMySalaryPaymentsQuery>;
export type MySalaryPaymentsLazyQueryHookResult = ReturnType<typeof useMySalaryPaymentsLazyQuery>;
export type MySalaryPaymentsSuspenseQueryHookResult = ReturnType<typeof useMySalaryPaymentsSuspenseQuery>;
export type MySalaryPaymentsQueryResult = ApolloReactCommon.QueryResult<MySalaryPaymentsQuery, MySalaryPaymentsQueryVariables>;
export const SalaryTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaryTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalaryPaymentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"transactionDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSalaryTransactionsQuery__
 *
 * To run a query within a React component, call `useSalaryTransactionsQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryTransactionsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryTransactionsQuery({
 *   variables: {
 *      filter: // value for 'filter'
 *   },
 * });
 */
export function useSalaryTransactionsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>(SalaryTransactionsDocument, options);
      }
export function useSalaryTransactionsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>(SalaryTransactionsDocument, options);
        }
// @ts-ignore
export function useSalaryTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>;
export function useSalaryTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTransactionsQuery | undefined, SalaryTransactionsQueryVariables>;
export function useSalaryTransactionsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>(SalaryTransactionsDocument, options);
        }
export type SalaryTransactionsQueryHookResult = ReturnType<typeof useSalaryTransactionsQuery>;
export type SalaryTransactionsLazyQueryHookResult = ReturnType<typeof useSalaryTransactionsLazyQuery>;
export type SalaryTransactionsSuspenseQueryHookResult = ReturnType<typeof useSalaryTransactionsSuspenseQuery>;
export type SalaryTransactionsQueryResult = ApolloReactCommon.QueryResult<SalaryTransactionsQuery, SalaryTransactionsQueryVariables>;
export const UserSalariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSalaries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userSalaries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"monthsPaid"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"assignedDay"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useUserSalariesQuery__
 *
 * To run a query within a React component, call `useUserSalariesQuery` and pass it any options that fit your needs.
 * When your component renders, `useUserSalariesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useUserSalariesQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useUserSalariesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables> & ({ variables: UserSalariesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<UserSalariesQuery, UserSalariesQueryVariables>(UserSalariesDocument, options);
      }
export function useUserSalariesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<UserSalariesQuery, UserSalariesQueryVariables>(UserSalariesDocument, options);
        }
// @ts-ignore
export function useUserSalariesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserSalariesQuery, UserSalariesQueryVariables>;
export function useUserSalariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<UserSalariesQuery | undefined, UserSalariesQueryVariables>;
export function useUserSalariesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<UserSalariesQuery, UserSalariesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<UserSalariesQuery, UserSalariesQueryVariables>(UserSalariesDocument, options);
        }
export type UserSalariesQueryHookResult = ReturnType<typeof useUserSalariesQuery>;
export type UserSalariesLazyQueryHookResult = ReturnType<typeof useUserSalariesLazyQuery>;
export type UserSalariesSuspenseQueryHookResult = ReturnType<typeof useUserSalariesSuspenseQuery>;
export type UserSalariesQueryResult = ApolloReactCommon.QueryResult<UserSalariesQuery, UserSalariesQueryVariables>;
export const SalaryTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaryTodayStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalaryTodayFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryTodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryTodayStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newAssignments"}}]}}]} as unknown as DocumentNode;

/**
 * __useSalaryTodayQuery__
 *
 * To run a query within a React component, call `useSalaryTodayQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryTodayQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryTodayQuery({
 *   variables: {
 *   },
 * });
 */
export function useSalaryTodayQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryTodayQuery, SalaryTodayQueryVariables>(SalaryTodayDocument, options);
      }
export function useSalaryTodayLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryTodayQuery, SalaryTodayQueryVariables>(SalaryTodayDocument, options);
        }
// @ts-ignore
export function useSalaryTodaySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTodayQuery, SalaryTodayQueryVariables>;
export function useSalaryTodaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryTodayQuery | undefined, SalaryTodayQueryVariables>;
export function useSalaryTodaySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryTodayQuery, SalaryTodayQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryTodayQuery, SalaryTodayQueryVariables>(SalaryTodayDocument, options);
        }
export type SalaryTodayQueryHookResult = ReturnType<typeof useSalaryTodayQuery>;
export type SalaryTodayLazyQueryHookResult = ReturnType<typeof useSalaryTodayLazyQuery>;
export type SalaryTodaySuspenseQueryHookResult = ReturnType<typeof useSalaryTodaySuspenseQuery>;
export type SalaryTodayQueryResult = ApolloReactCommon.QueryResult<SalaryTodayQuery, SalaryTodayQueryVariables>;
export const SalaryUserHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryUserHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaryUserHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"monthsPaid"}},{"kind":"Field","name":{"kind":"Name","value":"monthsLeft"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalaryPaymentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryPaymentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryPaymentRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"transactionDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useSalaryUserHistoryQuery__
 *
 * To run a query within a React component, call `useSalaryUserHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryUserHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryUserHistoryQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useSalaryUserHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables> & ({ variables: SalaryUserHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>(SalaryUserHistoryDocument, options);
      }
export function useSalaryUserHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>(SalaryUserHistoryDocument, options);
        }
// @ts-ignore
export function useSalaryUserHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>;
export function useSalaryUserHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryUserHistoryQuery | undefined, SalaryUserHistoryQueryVariables>;
export function useSalaryUserHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>(SalaryUserHistoryDocument, options);
        }
export type SalaryUserHistoryQueryHookResult = ReturnType<typeof useSalaryUserHistoryQuery>;
export type SalaryUserHistoryLazyQueryHookResult = ReturnType<typeof useSalaryUserHistoryLazyQuery>;
export type SalaryUserHistorySuspenseQueryHookResult = ReturnType<typeof useSalaryUserHistorySuspenseQuery>;
export type SalaryUserHistoryQueryResult = ApolloReactCommon.QueryResult<SalaryUserHistoryQuery, SalaryUserHistoryQueryVariables>;
export const SalaryAnalysisDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryAnalysis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaryAdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}},{"kind":"Field","name":{"kind":"Name","value":"membersPaid"}},{"kind":"Field","name":{"kind":"Name","value":"averagePayment"}},{"kind":"Field","name":{"kind":"Name","value":"activeEntitlements"}},{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalaryTierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SalaryTodayFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"perMonth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryTierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryTier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"salaryAmount"}},{"kind":"Field","name":{"kind":"Name","value":"requiredBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"activeMembers"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SalaryTodayFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SalaryTodayStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"paidCount"}},{"kind":"Field","name":{"kind":"Name","value":"paidTotal"}},{"kind":"Field","name":{"kind":"Name","value":"dueCount"}},{"kind":"Field","name":{"kind":"Name","value":"newAssignments"}}]}}]} as unknown as DocumentNode;

/**
 * __useSalaryAnalysisQuery__
 *
 * To run a query within a React component, call `useSalaryAnalysisQuery` and pass it any options that fit your needs.
 * When your component renders, `useSalaryAnalysisQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSalaryAnalysisQuery({
 *   variables: {
 *   },
 * });
 */
export function useSalaryAnalysisQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>(SalaryAnalysisDocument, options);
      }
export function useSalaryAnalysisLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>(SalaryAnalysisDocument, options);
        }
// @ts-ignore
export function useSalaryAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>;
export function useSalaryAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SalaryAnalysisQuery | undefined, SalaryAnalysisQueryVariables>;
export function useSalaryAnalysisSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>(SalaryAnalysisDocument, options);
        }
export type SalaryAnalysisQueryHookResult = ReturnType<typeof useSalaryAnalysisQuery>;
export type SalaryAnalysisLazyQueryHookResult = ReturnType<typeof useSalaryAnalysisLazyQuery>;
export type SalaryAnalysisSuspenseQueryHookResult = ReturnType<typeof useSalaryAnalysisSuspenseQuery>;
export type SalaryAnalysisQueryResult = ApolloReactCommon.QueryResult<SalaryAnalysisQuery, SalaryAnalysisQueryVariables>;
export const LeadershipIncomeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LeadershipIncome"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leadershipIncome"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LeadershipFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LeadershipFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LeadershipRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaderId"}},{"kind":"Field","name":{"kind":"Name","value":"sourceMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"investmentId"}},{"kind":"Field","name":{"kind":"Name","value":"onAmount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"leaderEmail"}},{"kind":"Field","name":{"kind":"Name","value":"sourceEmail"}}]}}]} as unknown as DocumentNode;

/**
 * __useLeadershipIncomeQuery__
 *
 * To run a query within a React component, call `useLeadershipIncomeQuery` and pass it any options that fit your needs.
 * When your component renders, `useLeadershipIncomeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useLeadershipIncomeQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *   },
 * });
 */
export function useLeadershipIncomeQuery(baseOptions: ApolloReactHooks.QueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables> & ({ variables: LeadershipIncomeQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>(LeadershipIncomeDocument, options);
      }
export function useLeadershipIncomeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>(LeadershipIncomeDocument, options);
        }
// @ts-ignore
export function useLeadershipIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>;
export function useLeadershipIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<LeadershipIncomeQuery | undefined, LeadershipIncomeQueryVariables>;
export function useLeadershipIncomeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>(LeadershipIncomeDocument, options);
        }
export type LeadershipIncomeQueryHookResult = ReturnType<typeof useLeadershipIncomeQuery>;
export type LeadershipIncomeLazyQueryHookResult = ReturnType<typeof useLeadershipIncomeLazyQuery>;
export type LeadershipIncomeSuspenseQueryHookResult = ReturnType<typeof useLeadershipIncomeSuspenseQuery>;
export type LeadershipIncomeQueryResult = ApolloReactCommon.QueryResult<LeadershipIncomeQuery, LeadershipIncomeQueryVariables>;
export const DeleteLeadershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLeadership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLeadership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type DeleteLeadershipMutationFn = ApolloReactCommon.MutationFunction<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>;

/**
 * __useDeleteLeadershipMutation__
 *
 * To run a mutation, you first call `useDeleteLeadershipMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDeleteLeadershipMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [deleteLeadershipMutation, { data, loading, error }] = useDeleteLeadershipMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDeleteLeadershipMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>(DeleteLeadershipDocument, options);
      }
export type DeleteLeadershipMutationHookResult = ReturnType<typeof useDeleteLeadershipMutation>;
export type DeleteLeadershipMutationResult = ApolloReactCommon.MutationResult<DeleteLeadershipMutation>;
export type DeleteLeadershipMutationOptions = ApolloReactCommon.BaseMutationOptions<DeleteLeadershipMutation, DeleteLeadershipMutationVariables>;
export const CtoListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtoList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ctoList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CtoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CtoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CtoRecordView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"qualifiedDay"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useCtoListQuery__
 *
 * To run a query within a React component, call `useCtoListQuery` and pass it any options that fit your needs.
 * When your component renders, `useCtoListQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCtoListQuery({
 *   variables: {
 *   },
 * });
 */
export function useCtoListQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CtoListQuery, CtoListQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CtoListQuery, CtoListQueryVariables>(CtoListDocument, options);
      }
export function useCtoListLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CtoListQuery, CtoListQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CtoListQuery, CtoListQueryVariables>(CtoListDocument, options);
        }
// @ts-ignore
export function useCtoListSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CtoListQuery, CtoListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoListQuery, CtoListQueryVariables>;
export function useCtoListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoListQuery, CtoListQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoListQuery | undefined, CtoListQueryVariables>;
export function useCtoListSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoListQuery, CtoListQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CtoListQuery, CtoListQueryVariables>(CtoListDocument, options);
        }
export type CtoListQueryHookResult = ReturnType<typeof useCtoListQuery>;
export type CtoListLazyQueryHookResult = ReturnType<typeof useCtoListLazyQuery>;
export type CtoListSuspenseQueryHookResult = ReturnType<typeof useCtoListSuspenseQuery>;
export type CtoListQueryResult = ApolloReactCommon.QueryResult<CtoListQuery, CtoListQueryVariables>;
export const CtoPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CtoPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ctoPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useCtoPaymentsQuery__
 *
 * To run a query within a React component, call `useCtoPaymentsQuery` and pass it any options that fit your needs.
 * When your component renders, `useCtoPaymentsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useCtoPaymentsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useCtoPaymentsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<CtoPaymentsQuery, CtoPaymentsQueryVariables>(CtoPaymentsDocument, options);
      }
export function useCtoPaymentsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<CtoPaymentsQuery, CtoPaymentsQueryVariables>(CtoPaymentsDocument, options);
        }
// @ts-ignore
export function useCtoPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoPaymentsQuery, CtoPaymentsQueryVariables>;
export function useCtoPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<CtoPaymentsQuery | undefined, CtoPaymentsQueryVariables>;
export function useCtoPaymentsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<CtoPaymentsQuery, CtoPaymentsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<CtoPaymentsQuery, CtoPaymentsQueryVariables>(CtoPaymentsDocument, options);
        }
export type CtoPaymentsQueryHookResult = ReturnType<typeof useCtoPaymentsQuery>;
export type CtoPaymentsLazyQueryHookResult = ReturnType<typeof useCtoPaymentsLazyQuery>;
export type CtoPaymentsSuspenseQueryHookResult = ReturnType<typeof useCtoPaymentsSuspenseQuery>;
export type CtoPaymentsQueryResult = ApolloReactCommon.QueryResult<CtoPaymentsQuery, CtoPaymentsQueryVariables>;
export const RunCtoQualificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunCtoQualification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runCtoQualification"}}]}}]} as unknown as DocumentNode;
export type RunCtoQualificationMutationFn = ApolloReactCommon.MutationFunction<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>;

/**
 * __useRunCtoQualificationMutation__
 *
 * To run a mutation, you first call `useRunCtoQualificationMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useRunCtoQualificationMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [runCtoQualificationMutation, { data, loading, error }] = useRunCtoQualificationMutation({
 *   variables: {
 *   },
 * });
 */
export function useRunCtoQualificationMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>(RunCtoQualificationDocument, options);
      }
export type RunCtoQualificationMutationHookResult = ReturnType<typeof useRunCtoQualificationMutation>;
export type RunCtoQualificationMutationResult = ApolloReactCommon.MutationResult<RunCtoQualificationMutation>;
export type RunCtoQualificationMutationOptions = ApolloReactCommon.BaseMutationOptions<RunCtoQualificationMutation, RunCtoQualificationMutationVariables>;
export const PayCtoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayCto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gift"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Money"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payCto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"gift"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gift"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CtoFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CtoFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CtoRecordView"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"qualifiedDay"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"giftAmount"}},{"kind":"Field","name":{"kind":"Name","value":"bonusPaid"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaid"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]} as unknown as DocumentNode;
export type PayCtoMutationFn = ApolloReactCommon.MutationFunction<PayCtoMutation, PayCtoMutationVariables>;

/**
 * __usePayCtoMutation__
 *
 * To run a mutation, you first call `usePayCtoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `usePayCtoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [payCtoMutation, { data, loading, error }] = usePayCtoMutation({
 *   variables: {
 *      id: // value for 'id'
 *      amount: // value for 'amount'
 *      gift: // value for 'gift'
 *   },
 * });
 */
export function usePayCtoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<PayCtoMutation, PayCtoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<PayCtoMutation, PayCtoMutationVariables>(PayCtoDocument, options);
      }
export type PayCtoMutationHookResult = ReturnType<typeof usePayCtoMutation>;
export type PayCtoMutationResult = ApolloReactCommon.MutationResult<PayCtoMutation>;
export type PayCtoMutationOptions = ApolloReactCommon.BaseMutationOptions<PayCtoMutation, PayCtoMutationVariables>;
export const DisqualifyCtoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisqualifyCto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disqualifyCto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode;
export type DisqualifyCtoMutationFn = ApolloReactCommon.MutationFunction<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>;

/**
 * __useDisqualifyCtoMutation__
 *
 * To run a mutation, you first call `useDisqualifyCtoMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useDisqualifyCtoMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [disqualifyCtoMutation, { data, loading, error }] = useDisqualifyCtoMutation({
 *   variables: {
 *      id: // value for 'id'
 *   },
 * });
 */
export function useDisqualifyCtoMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>(DisqualifyCtoDocument, options);
      }
export type DisqualifyCtoMutationHookResult = ReturnType<typeof useDisqualifyCtoMutation>;
export type DisqualifyCtoMutationResult = ApolloReactCommon.MutationResult<DisqualifyCtoMutation>;
export type DisqualifyCtoMutationOptions = ApolloReactCommon.BaseMutationOptions<DisqualifyCtoMutation, DisqualifyCtoMutationVariables>;
export const MarketPairsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketPairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MarketPairFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MarketPairFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MarketPair"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"lastPrice"}},{"kind":"Field","name":{"kind":"Name","value":"change24h"}},{"kind":"Field","name":{"kind":"Name","value":"high24h"}},{"kind":"Field","name":{"kind":"Name","value":"low24h"}}]}}]} as unknown as DocumentNode;

/**
 * __useMarketPairsQuery__
 *
 * To run a query within a React component, call `useMarketPairsQuery` and pass it any options that fit your needs.
 * When your component renders, `useMarketPairsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMarketPairsQuery({
 *   variables: {
 *   },
 * });
 */
export function useMarketPairsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MarketPairsQuery, MarketPairsQueryVariables>(MarketPairsDocument, options);
      }
export function useMarketPairsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MarketPairsQuery, MarketPairsQueryVariables>(MarketPairsDocument, options);
        }
// @ts-ignore
export function useMarketPairsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketPairsQuery, MarketPairsQueryVariables>;
export function useMarketPairsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MarketPairsQuery | undefined, MarketPairsQueryVariables>;
export function useMarketPairsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MarketPairsQuery, MarketPairsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MarketPairsQuery, MarketPairsQueryVariables>(MarketPairsDocument, options);
        }
export type MarketPairsQueryHookResult = ReturnType<typeof useMarketPairsQuery>;
export type MarketPairsLazyQueryHookResult = ReturnType<typeof useMarketPairsLazyQuery>;
export type MarketPairsSuspenseQueryHookResult = ReturnType<typeof useMarketPairsSuspenseQuery>;
export type MarketPairsQueryResult = ApolloReactCommon.QueryResult<MarketPairsQuery, MarketPairsQueryVariables>;
export const PairHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PairHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pair"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"range"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pair"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pair"}}},{"kind":"Argument","name":{"kind":"Name","value":"range"},"value":{"kind":"Variable","name":{"kind":"Name","value":"range"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode;

/**
 * __usePairHistoryQuery__
 *
 * To run a query within a React component, call `usePairHistoryQuery` and pass it any options that fit your needs.
 * When your component renders, `usePairHistoryQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = usePairHistoryQuery({
 *   variables: {
 *      pair: // value for 'pair'
 *      range: // value for 'range'
 *   },
 * });
 */
export function usePairHistoryQuery(baseOptions: ApolloReactHooks.QueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables> & ({ variables: PairHistoryQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<PairHistoryQuery, PairHistoryQueryVariables>(PairHistoryDocument, options);
      }
export function usePairHistoryLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<PairHistoryQuery, PairHistoryQueryVariables>(PairHistoryDocument, options);
        }
// @ts-ignore
export function usePairHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PairHistoryQuery, PairHistoryQueryVariables>;
export function usePairHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<PairHistoryQuery | undefined, PairHistoryQueryVariables>;
export function usePairHistorySuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<PairHistoryQuery, PairHistoryQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<PairHistoryQuery, PairHistoryQueryVariables>(PairHistoryDocument, options);
        }
export type PairHistoryQueryHookResult = ReturnType<typeof usePairHistoryQuery>;
export type PairHistoryLazyQueryHookResult = ReturnType<typeof usePairHistoryLazyQuery>;
export type PairHistorySuspenseQueryHookResult = ReturnType<typeof usePairHistorySuspenseQuery>;
export type PairHistoryQueryResult = ApolloReactCommon.QueryResult<PairHistoryQuery, PairHistoryQueryVariables>;
export const MyTradesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTrades"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTrades"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"tradedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useMyTradesQuery__
 *
 * To run a query within a React component, call `useMyTradesQuery` and pass it any options that fit your needs.
 * When your component renders, `useMyTradesQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useMyTradesQuery({
 *   variables: {
 *      limit: // value for 'limit'
 *   },
 * });
 */
export function useMyTradesQuery(baseOptions: ApolloReactHooks.QueryHookOptions<MyTradesQuery, MyTradesQueryVariables> & ({ variables: MyTradesQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<MyTradesQuery, MyTradesQueryVariables>(MyTradesDocument, options);
      }
export function useMyTradesLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<MyTradesQuery, MyTradesQueryVariables>(MyTradesDocument, options);
        }
// @ts-ignore
export function useMyTradesSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTradesQuery, MyTradesQueryVariables>;
export function useMyTradesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<MyTradesQuery | undefined, MyTradesQueryVariables>;
export function useMyTradesSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<MyTradesQuery, MyTradesQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<MyTradesQuery, MyTradesQueryVariables>(MyTradesDocument, options);
        }
export type MyTradesQueryHookResult = ReturnType<typeof useMyTradesQuery>;
export type MyTradesLazyQueryHookResult = ReturnType<typeof useMyTradesLazyQuery>;
export type MyTradesSuspenseQueryHookResult = ReturnType<typeof useMyTradesSuspenseQuery>;
export type MyTradesQueryResult = ApolloReactCommon.QueryResult<MyTradesQuery, MyTradesQueryVariables>;
export const SelfTradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SelfTrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pair"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selfTrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pair"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pair"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"tradedAt"}}]}}]} as unknown as DocumentNode;
export type SelfTradeMutationFn = ApolloReactCommon.MutationFunction<SelfTradeMutation, SelfTradeMutationVariables>;

/**
 * __useSelfTradeMutation__
 *
 * To run a mutation, you first call `useSelfTradeMutation` within a React component and pass it any options that fit your needs.
 * When your component renders, `useSelfTradeMutation` returns a tuple that includes:
 * - A mutate function that you can call at any time to execute the mutation
 * - An object with fields that represent the current status of the mutation's execution
 *
 * @param baseOptions options that will be passed into the mutation, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options-2;
 *
 * @example
 * const [selfTradeMutation, { data, loading, error }] = useSelfTradeMutation({
 *   variables: {
 *      pair: // value for 'pair'
 *   },
 * });
 */
export function useSelfTradeMutation(baseOptions?: ApolloReactHooks.MutationHookOptions<SelfTradeMutation, SelfTradeMutationVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useMutation<SelfTradeMutation, SelfTradeMutationVariables>(SelfTradeDocument, options);
      }
export type SelfTradeMutationHookResult = ReturnType<typeof useSelfTradeMutation>;
export type SelfTradeMutationResult = ApolloReactCommon.MutationResult<SelfTradeMutation>;
export type SelfTradeMutationOptions = ApolloReactCommon.BaseMutationOptions<SelfTradeMutation, SelfTradeMutationVariables>;
export const TodayTradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodayTrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todayTrade"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TradeRecord"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pair"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"tradedAt"}}]}}]} as unknown as DocumentNode;

/**
 * __useTodayTradeQuery__
 *
 * To run a query within a React component, call `useTodayTradeQuery` and pass it any options that fit your needs.
 * When your component renders, `useTodayTradeQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTodayTradeQuery({
 *   variables: {
 *   },
 * });
 */
export function useTodayTradeQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TodayTradeQuery, TodayTradeQueryVariables>(TodayTradeDocument, options);
      }
export function useTodayTradeLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TodayTradeQuery, TodayTradeQueryVariables>(TodayTradeDocument, options);
        }
// @ts-ignore
export function useTodayTradeSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TodayTradeQuery, TodayTradeQueryVariables>;
export function useTodayTradeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TodayTradeQuery | undefined, TodayTradeQueryVariables>;
export function useTodayTradeSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TodayTradeQuery, TodayTradeQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TodayTradeQuery, TodayTradeQueryVariables>(TodayTradeDocument, options);
        }
export type TodayTradeQueryHookResult = ReturnType<typeof useTodayTradeQuery>;
export type TodayTradeLazyQueryHookResult = ReturnType<typeof useTodayTradeLazyQuery>;
export type TodayTradeSuspenseQueryHookResult = ReturnType<typeof useTodayTradeSuspenseQuery>;
export type TodayTradeQueryResult = ApolloReactCommon.QueryResult<TodayTradeQuery, TodayTradeQueryVariables>;
export const RewardLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerRows"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tableName"},"value":{"kind":"StringValue","value":"reward_transaction","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useRewardLedgerQuery__
 *
 * To run a query within a React component, call `useRewardLedgerQuery` and pass it any options that fit your needs.
 * When your component renders, `useRewardLedgerQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useRewardLedgerQuery({
 *   variables: {
 *      page: // value for 'page'
 *      pageSize: // value for 'pageSize'
 *      before: // value for 'before'
 *   },
 * });
 */
export function useRewardLedgerQuery(baseOptions: ApolloReactHooks.QueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables> & ({ variables: RewardLedgerQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<RewardLedgerQuery, RewardLedgerQueryVariables>(RewardLedgerDocument, options);
      }
export function useRewardLedgerLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<RewardLedgerQuery, RewardLedgerQueryVariables>(RewardLedgerDocument, options);
        }
// @ts-ignore
export function useRewardLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardLedgerQuery, RewardLedgerQueryVariables>;
export function useRewardLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<RewardLedgerQuery | undefined, RewardLedgerQueryVariables>;
export function useRewardLedgerSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<RewardLedgerQuery, RewardLedgerQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<RewardLedgerQuery, RewardLedgerQueryVariables>(RewardLedgerDocument, options);
        }
export type RewardLedgerQueryHookResult = ReturnType<typeof useRewardLedgerQuery>;
export type RewardLedgerLazyQueryHookResult = ReturnType<typeof useRewardLedgerLazyQuery>;
export type RewardLedgerSuspenseQueryHookResult = ReturnType<typeof useRewardLedgerSuspenseQuery>;
export type RewardLedgerQueryResult = ApolloReactCommon.QueryResult<RewardLedgerQuery, RewardLedgerQueryVariables>;
export const TradeRunningPlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TradeRunningPlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myInvestments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"RUNNING"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"roiDay"}},{"kind":"Field","name":{"kind":"Name","value":"plan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode;

/**
 * __useTradeRunningPlansQuery__
 *
 * To run a query within a React component, call `useTradeRunningPlansQuery` and pass it any options that fit your needs.
 * When your component renders, `useTradeRunningPlansQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTradeRunningPlansQuery({
 *   variables: {
 *   },
 * });
 */
export function useTradeRunningPlansQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>(TradeRunningPlansDocument, options);
      }
export function useTradeRunningPlansLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>(TradeRunningPlansDocument, options);
        }
// @ts-ignore
export function useTradeRunningPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>;
export function useTradeRunningPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TradeRunningPlansQuery | undefined, TradeRunningPlansQueryVariables>;
export function useTradeRunningPlansSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>(TradeRunningPlansDocument, options);
        }
export type TradeRunningPlansQueryHookResult = ReturnType<typeof useTradeRunningPlansQuery>;
export type TradeRunningPlansLazyQueryHookResult = ReturnType<typeof useTradeRunningPlansLazyQuery>;
export type TradeRunningPlansSuspenseQueryHookResult = ReturnType<typeof useTradeRunningPlansSuspenseQuery>;
export type TradeRunningPlansQueryResult = ApolloReactCommon.QueryResult<TradeRunningPlansQuery, TradeRunningPlansQueryVariables>;
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { DocumentNode } from 'graphql';
import * as ApolloReactCommon from '@apollo/client';
import * as ApolloReactHooks from '@apollo/client';
const defaultOptions = {} as const;
export type TeamNodeFieldsFragment = { id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number };

export type TeamSummaryFieldsFragment = { memberId: number, directCount: number, activeDirects: number, teamSize: number, ownBusiness: string, teamBusiness: string };

export type TeamFiguresQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type TeamFiguresQuery = { teamSummary: { memberId: number, directCount: number, activeDirects: number, teamSize: number, ownBusiness: string, teamBusiness: string } };

export type TeamSummaryWithLevelsQueryVariables = Exact<{
  memberId?: number | null | undefined;
}>;


export type TeamSummaryWithLevelsQuery = { teamSummary: { memberId: number, directCount: number, activeDirects: number, teamSize: number, ownBusiness: string, teamBusiness: string, levels: Array<{ level: number, members: number, active: number, business: string }> } };

export type TreeMemberQueryVariables = Exact<{
  code?: string | null | undefined;
}>;


export type TreeMemberQuery = { treeMember: { id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number } };

export type DirectMembersQueryVariables = Exact<{
  memberId?: number | null | undefined;
  after?: number | null | undefined;
  take?: number | null | undefined;
}>;


export type DirectMembersQuery = { directMembers: { total: number, nextAfter: number | null, items: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number }> } };

export type ReferralBranchQueryVariables = Exact<{
  memberId?: number | null | undefined;
  after?: number | null | undefined;
  take?: number | null | undefined;
  childTake?: number | null | undefined;
}>;


export type ReferralBranchQuery = { referralTree: { total: number, nextAfter: number | null, items: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number, children: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number }> | null }> } };

export type SearchTeamQueryVariables = Exact<{
  query: string;
  memberId?: number | null | undefined;
}>;


export type SearchTeamQuery = { searchTeam: { level: number, node: { id: number }, path: Array<{ id: number, username: string, fullname: string, email: string, referralCode: string, isActive: boolean, status: string, joinedAt: string, planName: string | null, ownBusiness: string, teamBusiness: string, teamSize: number, directCount: number, activeDirects: number }> } };

export const TeamNodeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}}]} as unknown as DocumentNode;
export const TeamSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}}]}}]} as unknown as DocumentNode;
export const TeamFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamSummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}}]}}]} as unknown as DocumentNode;

/**
 * __useTeamFiguresQuery__
 *
 * To run a query within a React component, call `useTeamFiguresQuery` and pass it any options that fit your needs.
 * When your component renders, `useTeamFiguresQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTeamFiguresQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useTeamFiguresQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TeamFiguresQuery, TeamFiguresQueryVariables>(TeamFiguresDocument, options);
      }
export function useTeamFiguresLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TeamFiguresQuery, TeamFiguresQueryVariables>(TeamFiguresDocument, options);
        }
// @ts-ignore
export function useTeamFiguresSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamFiguresQuery, TeamFiguresQueryVariables>;
export function useTeamFiguresSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamFiguresQuery | undefined, TeamFiguresQueryVariables>;
export function useTeamFiguresSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamFiguresQuery, TeamFiguresQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TeamFiguresQuery, TeamFiguresQueryVariables>(TeamFiguresDocument, options);
        }
export type TeamFiguresQueryHookResult = ReturnType<typeof useTeamFiguresQuery>;
export type TeamFiguresLazyQueryHookResult = ReturnType<typeof useTeamFiguresLazyQuery>;
export type TeamFiguresSuspenseQueryHookResult = ReturnType<typeof useTeamFiguresSuspenseQuery>;
export type TeamFiguresQueryResult = ApolloReactCommon.QueryResult<TeamFiguresQuery, TeamFiguresQueryVariables>;
export const TeamSummaryWithLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TeamSummaryWithLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"members"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"business"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberId"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}}]}}]} as unknown as DocumentNode;

/**
 * __useTeamSummaryWithLevelsQuery__
 *
 * To run a query within a React component, call `useTeamSummaryWithLevelsQuery` and pass it any options that fit your needs.
 * When your component renders, `useTeamSummaryWithLevelsQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTeamSummaryWithLevelsQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useTeamSummaryWithLevelsQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>(TeamSummaryWithLevelsDocument, options);
      }
export function useTeamSummaryWithLevelsLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>(TeamSummaryWithLevelsDocument, options);
        }
// @ts-ignore
export function useTeamSummaryWithLevelsSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>;
export function useTeamSummaryWithLevelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TeamSummaryWithLevelsQuery | undefined, TeamSummaryWithLevelsQueryVariables>;
export function useTeamSummaryWithLevelsSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>(TeamSummaryWithLevelsDocument, options);
        }
export type TeamSummaryWithLevelsQueryHookResult = ReturnType<typeof useTeamSummaryWithLevelsQuery>;
export type TeamSummaryWithLevelsLazyQueryHookResult = ReturnType<typeof useTeamSummaryWithLevelsLazyQuery>;
export type TeamSummaryWithLevelsSuspenseQueryHookResult = ReturnType<typeof useTeamSummaryWithLevelsSuspenseQuery>;
export type TeamSummaryWithLevelsQueryResult = ApolloReactCommon.QueryResult<TeamSummaryWithLevelsQuery, TeamSummaryWithLevelsQueryVariables>;
export const TreeMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TreeMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"treeMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamNodeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}}]} as unknown as DocumentNode;

/**
 * __useTreeMemberQuery__
 *
 * To run a query within a React component, call `useTreeMemberQuery` and pass it any options that fit your needs.
 * When your component renders, `useTreeMemberQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useTreeMemberQuery({
 *   variables: {
 *      code: // value for 'code'
 *   },
 * });
 */
export function useTreeMemberQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<TreeMemberQuery, TreeMemberQueryVariables>(TreeMemberDocument, options);
      }
export function useTreeMemberLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<TreeMemberQuery, TreeMemberQueryVariables>(TreeMemberDocument, options);
        }
// @ts-ignore
export function useTreeMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TreeMemberQuery, TreeMemberQueryVariables>;
export function useTreeMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<TreeMemberQuery | undefined, TreeMemberQueryVariables>;
export function useTreeMemberSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<TreeMemberQuery, TreeMemberQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<TreeMemberQuery, TreeMemberQueryVariables>(TreeMemberDocument, options);
        }
export type TreeMemberQueryHookResult = ReturnType<typeof useTreeMemberQuery>;
export type TreeMemberLazyQueryHookResult = ReturnType<typeof useTreeMemberLazyQuery>;
export type TreeMemberSuspenseQueryHookResult = ReturnType<typeof useTreeMemberSuspenseQuery>;
export type TreeMemberQueryResult = ApolloReactCommon.QueryResult<TreeMemberQuery, TreeMemberQueryVariables>;
export const DirectMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextAfter"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamNodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}}]} as unknown as DocumentNode;

/**
 * __useDirectMembersQuery__
 *
 * To run a query within a React component, call `useDirectMembersQuery` and pass it any options that fit your needs.
 * When your component renders, `useDirectMembersQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useDirectMembersQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      after: // value for 'after'
 *      take: // value for 'take'
 *   },
 * });
 */
export function useDirectMembersQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<DirectMembersQuery, DirectMembersQueryVariables>(DirectMembersDocument, options);
      }
export function useDirectMembersLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<DirectMembersQuery, DirectMembersQueryVariables>(DirectMembersDocument, options);
        }
// @ts-ignore
export function useDirectMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectMembersQuery, DirectMembersQueryVariables>;
export function useDirectMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<DirectMembersQuery | undefined, DirectMembersQueryVariables>;
export function useDirectMembersSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<DirectMembersQuery, DirectMembersQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<DirectMembersQuery, DirectMembersQueryVariables>(DirectMembersDocument, options);
        }
export type DirectMembersQueryHookResult = ReturnType<typeof useDirectMembersQuery>;
export type DirectMembersLazyQueryHookResult = ReturnType<typeof useDirectMembersLazyQuery>;
export type DirectMembersSuspenseQueryHookResult = ReturnType<typeof useDirectMembersSuspenseQuery>;
export type DirectMembersQueryResult = ApolloReactCommon.QueryResult<DirectMembersQuery, DirectMembersQueryVariables>;
export const ReferralBranchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralBranch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"take"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"childTake"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referralTree"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"take"},"value":{"kind":"Variable","name":{"kind":"Name","value":"take"}}},{"kind":"Argument","name":{"kind":"Name","value":"childTake"},"value":{"kind":"Variable","name":{"kind":"Name","value":"childTake"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextAfter"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamNodeFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamNodeFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}}]} as unknown as DocumentNode;

/**
 * __useReferralBranchQuery__
 *
 * To run a query within a React component, call `useReferralBranchQuery` and pass it any options that fit your needs.
 * When your component renders, `useReferralBranchQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useReferralBranchQuery({
 *   variables: {
 *      memberId: // value for 'memberId'
 *      after: // value for 'after'
 *      take: // value for 'take'
 *      childTake: // value for 'childTake'
 *   },
 * });
 */
export function useReferralBranchQuery(baseOptions?: ApolloReactHooks.QueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<ReferralBranchQuery, ReferralBranchQueryVariables>(ReferralBranchDocument, options);
      }
export function useReferralBranchLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<ReferralBranchQuery, ReferralBranchQueryVariables>(ReferralBranchDocument, options);
        }
// @ts-ignore
export function useReferralBranchSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReferralBranchQuery, ReferralBranchQueryVariables>;
export function useReferralBranchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<ReferralBranchQuery | undefined, ReferralBranchQueryVariables>;
export function useReferralBranchSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<ReferralBranchQuery, ReferralBranchQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<ReferralBranchQuery, ReferralBranchQueryVariables>(ReferralBranchDocument, options);
        }
export type ReferralBranchQueryHookResult = ReturnType<typeof useReferralBranchQuery>;
export type ReferralBranchLazyQueryHookResult = ReturnType<typeof useReferralBranchLazyQuery>;
export type ReferralBranchSuspenseQueryHookResult = ReturnType<typeof useReferralBranchSuspenseQuery>;
export type ReferralBranchQueryResult = ApolloReactCommon.QueryResult<ReferralBranchQuery, ReferralBranchQueryVariables>;
export const SearchTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchTeam"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchTeam"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"memberId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"memberId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"path"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamNodeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamNodeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TreeNode"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"referralCode"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"planName"}},{"kind":"Field","name":{"kind":"Name","value":"ownBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"activeDirects"}}]}}]} as unknown as DocumentNode;

/**
 * __useSearchTeamQuery__
 *
 * To run a query within a React component, call `useSearchTeamQuery` and pass it any options that fit your needs.
 * When your component renders, `useSearchTeamQuery` returns an object from Apollo Client that contains loading, error, and data properties
 * you can use to render your UI.
 *
 * @param baseOptions options that will be passed into the query, supported options are listed on: https://www.apollographql.com/docs/react/api/react-hooks/#options;
 *
 * @example
 * const { data, loading, error } = useSearchTeamQuery({
 *   variables: {
 *      query: // value for 'query'
 *      memberId: // value for 'memberId'
 *   },
 * });
 */
export function useSearchTeamQuery(baseOptions: ApolloReactHooks.QueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables> & ({ variables: SearchTeamQueryVariables; skip?: boolean; } | { skip: boolean; }) ) {
        const options = {...defaultOptions, ...baseOptions}
        return ApolloReactHooks.useQuery<SearchTeamQuery, SearchTeamQueryVariables>(SearchTeamDocument, options);
      }
export function useSearchTeamLazyQuery(baseOptions?: ApolloReactHooks.LazyQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>) {
          const options = {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useLazyQuery<SearchTeamQuery, SearchTeamQueryVariables>(SearchTeamDocument, options);
        }
// @ts-ignore
export function useSearchTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SuspenseQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchTeamQuery, SearchTeamQueryVariables>;
export function useSearchTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>): ApolloReactHooks.UseSuspenseQueryResult<SearchTeamQuery | undefined, SearchTeamQueryVariables>;
export function useSearchTeamSuspenseQuery(baseOptions?: ApolloReactHooks.SkipToken | ApolloReactHooks.SuspenseQueryHookOptions<SearchTeamQuery, SearchTeamQueryVariables>) {
          const options = baseOptions === ApolloReactHooks.skipToken ? baseOptions : {...defaultOptions, ...baseOptions}
          return ApolloReactHooks.useSuspenseQuery<SearchTeamQuery, SearchTeamQueryVariables>(SearchTeamDocument, options);
        }
export type SearchTeamQueryHookResult = ReturnType<typeof useSearchTeamQuery>;
export type SearchTeamLazyQueryHookResult = ReturnType<typeof useSearchTeamLazyQuery>;
export type SearchTeamSuspenseQueryHookResult = ReturnType<typeof useSearchTeamSuspenseQuery>;
export type SearchTeamQueryResult = ApolloReactCommon.QueryResult<SearchTeamQuery, SearchTeamQueryVariables>;
/** Mock answers for the team operations (shapes as the server sends them). */
import type { MockedResponse } from '@apollo/client/testing';
import { DirectMembersDocument, ReferralBranchDocument, SearchTeamDocument, TeamFiguresDocument, TeamSummaryWithLevelsDocument, TreeMemberDocument } from './team.generated';
import { mockOp } from '../../test/apollo';

export interface NodeOver {
  id: number;
  [key: string]: unknown;
}

export const teamNode = (over: NodeOver) => ({
  __typename: 'TreeNode' as const,
  username: `MRD${100000 + over.id}`,
  fullname: `Member ${over.id}`,
  email: `m${over.id}@example.com`,
  referralCode: `MRD${100000 + over.id}`,
  isActive: false,
  status: 'unblock',
  joinedAt: '2025-03-01T12:00:00.000Z',
  planName: null,
  ownBusiness: '0',
  teamBusiness: '0',
  teamSize: 0,
  directCount: 0,
  activeDirects: 0,
  ...over,
});

const summary = (over: Record<string, unknown> = {}) => ({
  __typename: 'TeamSummary' as const,
  memberId: 7,
  directCount: 0,
  activeDirects: 0,
  teamSize: 0,
  ownBusiness: '0',
  teamBusiness: '0',
  ...over,
});

const always = { maxUsageCount: Number.POSITIVE_INFINITY };

export function teamFiguresMock(over: Record<string, unknown> = {}, variables: Record<string, unknown> = {}): MockedResponse {
  return mockOp(TeamFiguresDocument, variables, { teamSummary: summary(over) }, always);
}

export function teamLevelsMock(memberId: number, over: Record<string, unknown> = {}, levels: Array<[number, number, string]> = []): MockedResponse {
  const rows = Array.from({ length: 20 }, (_v, i) => {
    const [members, active, business] = levels[i] ?? [0, 0, '0'];
    return { __typename: 'LevelFigures' as const, level: i + 1, members, active, business };
  });
  return mockOp(TeamSummaryWithLevelsDocument, { memberId }, { teamSummary: { ...summary({ memberId, ...over }), levels: rows } }, always);
}

export function treeMemberMock(node: ReturnType<typeof teamNode>, code?: string): MockedResponse {
  return mockOp(TreeMemberDocument, code === undefined ? {} : { code }, { treeMember: node }, always);
}

export function directMembersMock(variables: Record<string, unknown>, items: unknown[], total: number, nextAfter: number | null = null): MockedResponse {
  return mockOp(DirectMembersDocument, variables, { directMembers: { __typename: 'TreeNodePage', total, nextAfter, items } }, always);
}

export function branchMock(memberId: number, items: unknown[], opts: { after?: number; nextAfter?: number | null; total?: number } = {}): MockedResponse {
  const variables: Record<string, unknown> = { memberId, take: 50, childTake: 10 };
  if (opts.after !== undefined) variables.after = opts.after;
  // The server sends every branch node with its (possibly empty) first children.
  const nodes = items.map((item) => ({ children: [], ...(item as object) }));
  return mockOp(ReferralBranchDocument, variables, { referralTree: { __typename: 'TreeNodePage', total: opts.total ?? items.length, nextAfter: opts.nextAfter ?? null, items: nodes } }, always);
}

export function searchMock(query: string, memberId: number, path: Array<ReturnType<typeof teamNode>>): MockedResponse {
  const last = path[path.length - 1];
  return mockOp(SearchTeamDocument, { query, memberId }, { searchTeam: { __typename: 'TeamSearchResult', level: path.length - 1, node: { __typename: 'TreeNode', id: last.id }, path } }, always);
}

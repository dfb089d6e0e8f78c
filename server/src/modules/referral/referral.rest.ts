import type { RestRouter } from '../../app/rest';
import { badInput } from '../../common/errors';
import { toLegacyNumber } from '../../common/money';
import { treeMemberId, viewerOf } from './tree.resolver';
import { FULL_TREE_LIMIT, TreeNode } from './tree.service';
import { TREE_LEVELS } from './referral.service';

/** The legacy tree node (REST-CONTRACT §4.13), plus the team figures the new pages show. */
function legacyNode(n: TreeNode) {
  return {
    id: n.id,
    username: n.username,
    fullname: n.fullname,
    email: n.email,
    refferal_code: n.referralCode,
    is_active: n.isActive ? 'active' : 'inactive',
    active_plan: toLegacyNumber(n.ownBusiness),
    plan_name: n.planName,
    status: n.status,
    created_at: n.joinedAt.toISOString(),
    direct_count: n.directCount,
    team_size: n.teamSize,
    team_business: toLegacyNumber(n.teamBusiness),
  };
}

type LegacyTreeNode = ReturnType<typeof legacyNode> & { referrals: LegacyTreeNode[] };
function legacyTree(n: TreeNode): LegacyTreeNode {
  return { ...legacyNode(n), referrals: (n.children ?? []).map(legacyTree) };
}

function parseDepth(value: unknown): number {
  if (value === undefined || value === '') return TREE_LEVELS;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1) throw badInput('depth must be a positive integer', { depth: `1 to ${TREE_LEVELS}` });
  return Math.min(n, TREE_LEVELS);
}

/** /api/v1 referral/list and referral/full (REST-CONTRACT §4.13): {id} is a referral code or a member id. */
export function registerReferralRoutes({ route }: RestRouter) {
  route('get', '/referral/list/:id', 'M', async (req, ctx) => {
    const tree = ctx.services.tree;
    const memberId = treeMemberId(ctx, (await tree.resolveMember(String(req.params.id))).id);
    const items: TreeNode[] = [];
    let after: number | null = null;
    do {
      const page = await tree.levelPage(viewerOf(ctx), memberId, 1, after, 100);
      items.push(...page.items);
      after = page.nextAfter;
    } while (after !== null && items.length < FULL_TREE_LIMIT);
    return { body: { referralTree: items.map(legacyNode), truncated: after !== null } };
  });

  route('get', '/referral/full/:id', 'M', async (req, ctx) => {
    const tree = ctx.services.tree;
    const depth = parseDepth(req.query.depth);
    const memberId = treeMemberId(ctx, (await tree.resolveMember(String(req.params.id))).id);
    const { roots, truncated } = await tree.fullTree(viewerOf(ctx), memberId, depth);
    return { body: { treeData: roots.map(legacyTree), truncated } };
  });
}

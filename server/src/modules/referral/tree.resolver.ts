import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../app/context';
import { forbidden } from '../../common/errors';
import { positiveId } from '../../common/validate';
import type { Viewer } from './tree.service';
import { LevelFigures, TeamSearchResult, TeamSummary, TreeNode, TreeNodePage } from './tree.types';

export function viewerOf(ctx: Context): Viewer {
  return { memberId: ctx.member?.id ?? null, isAdmin: !!ctx.admin };
}

/** The member a tree read is about: the given one, else the signed-in member (admins must name one). */
export function treeMemberId(ctx: Context, memberId?: number | null): number {
  if (memberId !== undefined && memberId !== null) return positiveId(memberId, 'memberId');
  if (ctx.member) return ctx.member.id;
  throw forbidden('Name the member to act on');
}

const memberArg = { nullable: true, description: 'Defaults to the signed-in member; a member may name only themself or their downline' };

@Resolver(() => TeamSummary)
export class TreeResolver {
  @Authorized()
  @Scope('read:team')
  @Query(() => TeamSummary, { description: 'Team size, team business and direct counts, from the aggregates.' })
  async teamSummary(@Ctx() ctx: Context, @Arg('memberId', () => Int, memberArg) memberId?: number | null): Promise<TeamSummary> {
    return ctx.services.tree.summary(viewerOf(ctx), treeMemberId(ctx, memberId));
  }

  @FieldResolver(() => [LevelFigures], { description: 'Members, active members and business at each level 1-20' })
  async levels(@Root() s: TeamSummary, @Ctx() ctx: Context): Promise<LevelFigures[]> {
    return ctx.services.tree.levels(viewerOf(ctx), s.memberId);
  }

  @Authorized()
  @Scope('read:team')
  @Query(() => TreeNode, { description: 'One member of a tree by id or referral code (the root card of a tree page).' })
  async treeMember(@Ctx() ctx: Context, @Arg('code', () => String, { nullable: true, description: 'Referral code, username or id; defaults to the signed-in member' }) code?: string | null): Promise<TreeNode> {
    const id = code ? (await ctx.services.tree.resolveMember(code)).id : treeMemberId(ctx);
    await ctx.services.tree.authorize(viewerOf(ctx), id);
    return (await ctx.services.tree.nodes([id]))[0];
  }

  @Authorized()
  @Scope('read:team')
  @Query(() => TreeNodePage, { description: 'Direct members, paged by key (id order).' })
  async directMembers(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, memberArg) memberId?: number | null,
    @Arg('after', () => Int, { nullable: true }) after?: number | null,
    @Arg('take', () => Int, { nullable: true, description: '1 to 100, default 20' }) take?: number | null,
  ): Promise<TreeNodePage> {
    return ctx.services.tree.levelPage(viewerOf(ctx), treeMemberId(ctx, memberId), 1, after, take ?? undefined);
  }

  @Authorized()
  @Scope('read:team')
  @Query(() => TreeNodePage, { description: 'The members exactly `level` levels below, paged by key (id order).' })
  async downlineLevel(
    @Ctx() ctx: Context,
    @Arg('level', () => Int) level: number,
    @Arg('memberId', () => Int, memberArg) memberId?: number | null,
    @Arg('after', () => Int, { nullable: true }) after?: number | null,
    @Arg('take', () => Int, { nullable: true, description: '1 to 100, default 20' }) take?: number | null,
  ): Promise<TreeNodePage> {
    return ctx.services.tree.levelPage(viewerOf(ctx), treeMemberId(ctx, memberId), level, after, take ?? undefined);
  }

  @Authorized()
  @Scope('read:team')
  @Query(() => TreeNodePage, { description: 'Two levels of the tree: a page of direct members, each with its first direct members.' })
  async referralTree(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, memberArg) memberId?: number | null,
    @Arg('after', () => Int, { nullable: true }) after?: number | null,
    @Arg('take', () => Int, { nullable: true, description: '1 to 50, default 20' }) take?: number | null,
    @Arg('childTake', () => Int, { nullable: true, description: 'Children shown per direct member, 1 to 50, default 10' }) childTake?: number | null,
  ): Promise<TreeNodePage> {
    return ctx.services.tree.branch(viewerOf(ctx), treeMemberId(ctx, memberId), after, take ?? undefined, childTake ?? undefined);
  }

  @Authorized()
  @Scope('read:team')
  @Query(() => TeamSearchResult, { description: 'Finds a member by username, email or referral code inside the downline; outside it is FORBIDDEN.' })
  async searchTeam(@Ctx() ctx: Context, @Arg('query') query: string, @Arg('memberId', () => Int, memberArg) memberId?: number | null): Promise<TeamSearchResult> {
    return ctx.services.tree.search(viewerOf(ctx), treeMemberId(ctx, memberId), query);
  }
}

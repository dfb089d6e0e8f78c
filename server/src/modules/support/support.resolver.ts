import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Context, requireMember, requireStaff } from '../../app/context';
import { paging, positiveId } from '../../common/validate';
import { MemberSummary, MessageResult } from '../users/users.types';
import { toSummary } from '../users/users.mappers';
import type { SupportMessage } from './support-message.entity';
import { CreateSupportMessageInput, SupportMessagePage, SupportMessageRecord, SupportStatusValue } from './support.types';

export const toSupportRecord = (m: SupportMessage): SupportMessageRecord => ({ ...m, memberId: m.userId });

@Resolver(() => SupportMessageRecord)
export class SupportResolver {
  @Authorized('MEMBER')
  @Scope('write:tickets')
  @Mutation(() => SupportMessageRecord, { description: 'Sends a support message (refused while the support switch is off).' })
  async createSupportMessage(@Arg('input') input: CreateSupportMessageInput, @Ctx() ctx: Context): Promise<SupportMessageRecord> {
    return toSupportRecord(await ctx.services.support.create(requireMember(ctx).id, input));
  }

  @Authorized('MEMBER')
  @Scope('write:tickets')
  @Query(() => SupportMessagePage, { description: "The signed-in member's support messages, newest first." })
  async mySupportMessages(@Ctx() ctx: Context, @Arg('page', () => Int, { defaultValue: 1 }) page: number, @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number): Promise<SupportMessagePage> {
    const r = await ctx.services.support.list({ memberId: requireMember(ctx).id, ...paging(page, pageSize) });
    return { ...r, items: r.items.map(toSupportRecord) };
  }

  @Authorized('tickets:reply')
  @Query(() => SupportMessagePage, { description: 'All support messages, newest first, by status.' })
  async supportMessages(
    @Ctx() ctx: Context,
    @Arg('status', () => SupportStatusValue, { nullable: true }) status?: SupportStatusValue | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
  ): Promise<SupportMessagePage> {
    const r = await ctx.services.support.list({ status: (status ?? undefined) as any, ...paging(page, pageSize) });
    return { ...r, items: r.items.map(toSupportRecord) };
  }

  @Authorized('tickets:reply')
  @Mutation(() => SupportMessageRecord, { description: 'Sets the status and optionally the reply; notifies the member.' })
  async updateSupportMessage(
    @Arg('id', () => Int) id: number,
    @Arg('status', () => SupportStatusValue) status: SupportStatusValue,
    @Ctx() ctx: Context,
    @Arg('reply', () => String, { nullable: true }) reply?: string | null,
  ): Promise<SupportMessageRecord> {
    return toSupportRecord(await ctx.services.support.update(ctx.admin!.id, positiveId(id), { status, reply }));
  }

  @Authorized('MEMBER', 'tickets:reply')
  @Scope('write:tickets')
  @Mutation(() => MessageResult, { description: 'The owner or an admin deletes a message.' })
  async deleteSupportMessage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    const m = await ctx.services.support.require(positiveId(id));
    const caller = ctx.member && m.userId === ctx.member.id ? ctx.member : ctx.admin ? requireStaff(ctx, 'tickets:reply') : requireMember(ctx);
    await ctx.services.support.remove({ id: caller.id, role: caller.role }, id);
    return { success: true, message: 'Support message deleted' };
  }

  @FieldResolver(() => MemberSummary, { nullable: true })
  async member(@Root() m: SupportMessageRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(m.memberId);
    return u ? toSummary(u) : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Member email (owner and admins)' })
  async email(@Root() m: SupportMessageRecord, @Ctx() ctx: Context): Promise<string | null> {
    if (!ctx.admin && ctx.member?.id !== m.memberId) return null;
    return (await ctx.loaders.user.load(m.memberId))?.email ?? null;
  }
}

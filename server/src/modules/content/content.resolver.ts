import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actingMemberId, Context } from '../../app/context';
import { paging, positiveId } from '../../common/validate';
import { MemberSummary, MessageResult } from '../users/users.types';
import { toSummary } from '../users/users.mappers';
import { AchieverCard, AchieverInput, BookingDecision, BookingInput, BookingPage, BookingRecord, BookingState, NewsInput, NewsItem, NewsPage, OfferInput, OfferRecord } from './content.types';
import { toAchieverCard, toBookingRecord, toNewsItem, toOfferRecord } from './content.mappers';
import type { OfferInput as ServiceOfferInput } from './content.service';

/** GraphQL input -> the service's legacy-shaped input (one validation path for both APIs). */
const offerFields = (i: OfferInput): ServiceOfferInput => ({
  title: i.title,
  description: i.description,
  start_date: i.startDate,
  end_date: i.endDate,
  status: i.status,
  users: i.allMembers,
  user_ids: i.allMembers ? undefined : (i.memberIds ?? []),
});

@Resolver()
export class ContentResolver {
  @Query(() => NewsPage, { description: 'News, newest first (public).' })
  async news(@Arg('page', () => Int, { defaultValue: 1 }) page: number, @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number, @Ctx() ctx: Context): Promise<NewsPage> {
    const r = await ctx.services.content.listNews(paging(page, pageSize));
    return { ...r, items: r.items.map(toNewsItem) };
  }

  @Authorized()
  @Scope('read:notifications')
  @Query(() => NewsItem)
  async newsItem(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<NewsItem> {
    return toNewsItem(await ctx.services.content.getNews(positiveId(id)));
  }

  @Authorized('content:write')
  @Mutation(() => NewsItem)
  async createNews(@Arg('input') input: NewsInput, @Ctx() ctx: Context): Promise<NewsItem> {
    return toNewsItem(await ctx.services.content.createNews(ctx.admin!.id, input));
  }

  @Authorized('content:write')
  @Mutation(() => NewsItem)
  async updateNews(@Arg('id', () => Int) id: number, @Arg('input') input: NewsInput, @Ctx() ctx: Context): Promise<NewsItem> {
    return toNewsItem(await ctx.services.content.updateNews(ctx.admin!.id, positiveId(id), input));
  }

  @Authorized('content:write')
  @Mutation(() => MessageResult)
  async deleteNews(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.content.deleteNews(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'News deleted' };
  }

  @Query(() => [AchieverCard], { description: 'Achiever cards, newest first (public).' })
  async achievers(@Ctx() ctx: Context): Promise<AchieverCard[]> {
    return (await ctx.services.content.listAchievers()).map(toAchieverCard);
  }

  @Authorized('content:write')
  @Mutation(() => AchieverCard)
  async addAchiever(@Arg('input') input: AchieverInput, @Ctx() ctx: Context): Promise<AchieverCard> {
    return toAchieverCard(await ctx.services.content.addAchiever(ctx.admin!.id, input, input.image));
  }

  @Authorized('content:write')
  @Mutation(() => MessageResult)
  async deleteAchiever(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.content.deleteAchiever(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Achiever deleted' };
  }

  @Authorized('MEMBER', 'content:write')
  @Scope('read:notifications')
  @Query(() => [OfferRecord], { description: 'Admin: every offer (or the active ones of memberId). Member: the active offers addressed to them.' })
  async offers(@Ctx() ctx: Context, @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null): Promise<OfferRecord[]> {
    if (ctx.admin && !memberId) {
      const all = await ctx.services.content.listAllOffers();
      const targets = await ctx.services.content.targetsOfMany(all.filter((o) => !o.allMembers).map((o) => o.id));
      return all.map((o) => toOfferRecord(o, targets.get(o.id) ?? []));
    }
    const id = actingMemberId(ctx, memberId ? positiveId(memberId) : undefined);
    return (await ctx.services.content.activeOffersFor(id)).map((o) => toOfferRecord(o));
  }

  @Authorized('MEMBER', 'content:write')
  @Scope('read:notifications')
  @Query(() => OfferRecord)
  async offer(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<OfferRecord> {
    const r = await ctx.services.content.getOffer(ctx.admin ? { admin: true } : { memberId: ctx.member!.id }, positiveId(id));
    return toOfferRecord(r.offer, r.memberIds);
  }

  @Authorized('content:write')
  @Mutation(() => OfferRecord)
  async createOffer(@Arg('input') input: OfferInput, @Ctx() ctx: Context): Promise<OfferRecord> {
    const o = await ctx.services.content.createOffer(ctx.admin!.id, offerFields(input), input.image);
    return toOfferRecord(o, await ctx.services.content.targetsOf(o.id));
  }

  @Authorized('content:write')
  @Mutation(() => OfferRecord)
  async updateOffer(@Arg('id', () => Int) id: number, @Arg('input') input: OfferInput, @Ctx() ctx: Context): Promise<OfferRecord> {
    const o = await ctx.services.content.updateOffer(ctx.admin!.id, positiveId(id), offerFields(input), input.image);
    return toOfferRecord(o, await ctx.services.content.targetsOf(o.id));
  }

  @Authorized('content:write')
  @Mutation(() => MessageResult)
  async deleteOffer(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.content.deleteOffer(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Offer deleted' };
  }

  @Authorized('MEMBER')
  @Scope('write:tickets')
  @Mutation(() => BookingRecord, { description: 'Books a consultation; pending until an admin confirms it.' })
  async createBooking(@Arg('input') input: BookingInput, @Ctx() ctx: Context): Promise<BookingRecord> {
    return toBookingRecord(await ctx.services.content.createBooking(actingMemberId(ctx), input));
  }

  @Authorized('MEMBER', 'tickets:reply')
  @Scope('write:tickets')
  @Query(() => BookingPage, { description: "A member's bookings, newest first (members: their own only)." })
  async myBookings(
    @Ctx() ctx: Context,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
  ): Promise<BookingPage> {
    const id = actingMemberId(ctx, memberId ? positiveId(memberId) : undefined);
    const r = await ctx.services.content.listBookings({ memberId: id, ...paging(page, pageSize) });
    return { ...r, items: r.items.map(toBookingRecord) };
  }

  @Authorized('tickets:reply')
  @Query(() => BookingPage, { description: 'Every booking, newest first, by status and member.' })
  async bookings(
    @Ctx() ctx: Context,
    @Arg('status', () => BookingState, { nullable: true }) status?: BookingState | null,
    @Arg('memberId', () => Int, { nullable: true }) memberId?: number | null,
    @Arg('page', () => Int, { defaultValue: 1 }) page = 1,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize = 10,
  ): Promise<BookingPage> {
    const r = await ctx.services.content.listBookings({ memberId: memberId ? positiveId(memberId) : undefined, status: status ?? undefined, ...paging(page, pageSize) });
    return { ...r, items: r.items.map(toBookingRecord) };
  }

  @Authorized('tickets:reply')
  @Mutation(() => BookingRecord, { description: 'Confirms or cancels a pending booking, once.' })
  async updateBooking(@Arg('id', () => Int) id: number, @Arg('status', () => BookingDecision) status: BookingDecision, @Ctx() ctx: Context): Promise<BookingRecord> {
    return toBookingRecord(await ctx.services.content.decideBooking(ctx.admin!.id, positiveId(id), status));
  }
}

@Resolver(() => BookingRecord)
export class BookingFieldsResolver {
  @FieldResolver(() => MemberSummary, { nullable: true })
  async member(@Root() b: BookingRecord, @Ctx() ctx: Context): Promise<MemberSummary | null> {
    const u = await ctx.loaders.user.load(b.memberId);
    return u ? toSummary(u) : null;
  }
}

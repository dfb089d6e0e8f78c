import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { Context, requireAdmin, requireMember } from '../../app/context';
import { paging, positiveId } from '../../common/validate';
import { MessageResult } from '../users/users.types';
import type { NotificationEvent } from './notifications.service';
import { toBanner, toMyNotification, toNotificationRecord } from './notifications.mappers';
import { AdminNotificationPage, Banner, CreateNotificationInput, MyNotification, MyNotificationPage, NotificationArea, NotificationRecord } from './notifications.types';

/** The user whose bell an operation reads: the member session, or the admin session for ADMIN. */
function bellOwner(ctx: Context, area: NotificationArea): number {
  return area === NotificationArea.ADMIN ? requireAdmin(ctx).id : requireMember(ctx).id;
}

/** Whether a socket's session is among an event's recipients. */
export function receives(e: NotificationEvent, ctx: Pick<Context, 'member' | 'admin'>, area: NotificationArea): boolean {
  if (area === NotificationArea.ADMIN) return !!ctx.admin && e.audience === 'ADMINS';
  if (!ctx.member) return false;
  return e.audience === 'ALL' || (e.audience === 'SELECTED' && e.userIds.includes(ctx.member.id));
}

@Resolver()
export class NotificationsResolver {
  @Authorized('content:write')
  @Mutation(() => NotificationRecord, { description: 'Sends a notification to every member or to chosen members; published live.' })
  async createNotification(@Arg('input') input: CreateNotificationInput, @Ctx() ctx: Context): Promise<NotificationRecord> {
    return toNotificationRecord(await ctx.services.notifications.create(ctx.admin!.id, input));
  }

  @Authorized('content:write')
  @Mutation(() => Banner, { description: 'Replaces the home banner with an image uploaded through POST /api/v1/uploads/banner.' })
  async createBanner(@Arg('image') image: string, @Ctx() ctx: Context): Promise<Banner> {
    return toBanner(await ctx.services.notifications.setBanner(ctx.admin!.id, image));
  }

  @Authorized('content:write')
  @Query(() => AdminNotificationPage, { description: 'Composed notifications, newest first, with seen counts.' })
  async notifications(@Ctx() ctx: Context, @Arg('page', () => Int, { defaultValue: 1 }) page: number, @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number): Promise<AdminNotificationPage> {
    const r = await ctx.services.notifications.list(paging(page, pageSize));
    return { ...r, items: r.items.map((i) => ({ ...toNotificationRecord(i.notification), recipients: i.recipients, seenCount: i.seen })) };
  }

  @Query(() => [NotificationRecord], { description: 'Public: site pop-ups and home notices for everyone, newest first.' })
  async homeNotifications(@Ctx() ctx: Context): Promise<NotificationRecord[]> {
    return (await ctx.services.notifications.home()).map(toNotificationRecord);
  }

  @Query(() => Banner, { nullable: true, description: 'Public: the current home banner.' })
  async homeBanner(@Ctx() ctx: Context): Promise<Banner | null> {
    const b = await ctx.services.notifications.banner();
    return b ? toBanner(b) : null;
  }

  @Authorized()
  @Scope('read:notifications')
  @Query(() => MyNotificationPage, { description: "The caller's notifications, unseen first, then newest." })
  async myNotifications(
    @Ctx() ctx: Context,
    @Arg('area', () => NotificationArea, { defaultValue: NotificationArea.MEMBER }) area: NotificationArea,
    @Arg('unseenOnly', { defaultValue: false }) unseenOnly: boolean,
    @Arg('page', () => Int, { defaultValue: 1 }) page: number,
    @Arg('pageSize', () => Int, { defaultValue: 10 }) pageSize: number,
  ): Promise<MyNotificationPage> {
    const r = await ctx.services.notifications.forUser(bellOwner(ctx, area), { ...paging(page, pageSize), unseenOnly });
    return { ...r, items: r.items.map(toMyNotification) };
  }

  @Authorized()
  @Scope('read:notifications')
  @Mutation(() => MyNotification, { description: 'Marks one of the caller\'s notifications seen; a repeat keeps the first time.' })
  async markNotificationSeen(
    @Arg('id', () => Int) id: number,
    @Ctx() ctx: Context,
    @Arg('area', () => NotificationArea, { defaultValue: NotificationArea.MEMBER }) area: NotificationArea,
  ): Promise<MyNotification> {
    return toMyNotification(await ctx.services.notifications.markSeen(bellOwner(ctx, area), positiveId(id)));
  }

  @Authorized()
  @Scope('read:notifications')
  @Mutation(() => Int, { description: "Marks all the caller's notifications seen; returns how many changed." })
  async markAllNotificationsSeen(@Ctx() ctx: Context, @Arg('area', () => NotificationArea, { defaultValue: NotificationArea.MEMBER }) area: NotificationArea): Promise<number> {
    return ctx.services.notifications.markAllSeen(bellOwner(ctx, area));
  }

  @Authorized('content:write')
  @Mutation(() => MessageResult)
  async deleteNotification(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.notifications.remove(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Notification deleted successfully!' };
  }

  @Authorized()
  @Scope('read:notifications')
  @Subscription(() => MyNotification, {
    topics: 'NOTIFICATION_ADDED',
    filter: ({ payload, context, args }: { payload: NotificationEvent; context: Context; args: { area: NotificationArea } }) => receives(payload, context, args.area),
    description: 'A new notification for the member session (area MEMBER) or the admin session (area ADMIN).',
  })
  async notificationAdded(
    @Root() e: NotificationEvent,
    @Ctx() ctx: Context,
    @Arg('area', () => NotificationArea, { defaultValue: NotificationArea.MEMBER }) area: NotificationArea,
  ): Promise<MyNotification> {
    return toMyNotification(await ctx.services.notifications.forRecipient(bellOwner(ctx, area), e.notificationId));
  }
}

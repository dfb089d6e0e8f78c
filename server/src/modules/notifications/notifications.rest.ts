import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireStaff } from '../../app/context';
import type { Context } from '../../app/context';
import { badInput } from '../../common/errors';
import { bareName, singleFile } from '../../common/uploads/upload.routes';
import { uploadUrl } from '../../common/uploads/upload.service';
import { positiveId } from '../../common/validate';
import type { Notification } from './notification.entities';
import type { MemberNotification } from './notifications.service';

const LEGACY_LIST_MAX = 5000;

const legacy = (n: Notification, users: true | number[]) => ({
  id: n.id,
  title: n.title,
  message: n.message,
  type: n.type,
  users,
  image: n.image,
  imageUrl: uploadUrl(n.image),
  created_at: n.createdAt.toISOString(),
});

const legacyMine = (m: MemberNotification, memberId: number) => ({
  ...legacy(m.notification, m.notification.audience === 'ALL' ? true : [memberId]),
  seen: m.seen ? 1 : 0,
  seen_at: m.seenAt?.toISOString() ?? null,
});

/** /api/v1 notifications/* (REST-CONTRACT §4.10) and the banner upload for GraphQL clients. */
export function registerNotificationRoutes({ route, router }: RestRouter) {
  router.post('/notifications/banner', singleFile('image'));
  router.post('/uploads/banner', singleFile('file'));

  route('post', '/uploads/banner', 'content:write', async (req, ctx) => {
    if (!req.file) throw badInput('Attach a file in the field "file"', { file: 'required' });
    const upload = await ctx.services.uploads.store('banners', req.file.buffer, ctx.admin!.id);
    return { status: 201, message: 'Uploaded', body: { upload: { name: upload.name, url: uploadUrl(upload.name), mime: upload.mime, size: upload.size } } };
  });

  route('post', '/notifications/banner', 'content:write', async (req, ctx) => {
    if (!req.file) throw badInput('An image is required', { image: 'required' });
    const upload = await ctx.services.uploads.store('banners', req.file.buffer, ctx.admin!.id);
    try {
      const banner = await ctx.services.notifications.setBanner(ctx.admin!.id, upload.name);
      return { status: 201, message: 'Banner created successfully!', body: { banner: bareName(banner.image), bannerUrl: uploadUrl(banner.image) } };
    } catch (err) {
      await ctx.services.uploads.remove(upload.name);
      throw err;
    }
  });

  route('get', '/notifications/banner', 'P', async (_req, ctx) => {
    const b = await ctx.services.notifications.banner();
    // The bare file name (the legacy client loads /uploads/banner/<name>) and its URL.
    return { body: { banner: bareName(b?.image), bannerUrl: uploadUrl(b?.image) } };
  });

  route('get', '/notifications/home', 'P', async (_req, ctx) => {
    const rows = await ctx.services.notifications.home();
    return { body: { homenotifications: rows.map((n) => legacy(n, true)) } };
  });

  route('post', '/notifications', 'content:write', async (req, ctx) => {
    const b = body(req);
    const toAll = b.users === true || b.users === 'true' || b.users === 'all';
    const recipients = b.recipients ?? b.user_ids ?? (Array.isArray(b.users) ? b.users : undefined);
    const n = await ctx.services.notifications.create(ctx.admin!.id, { title: b.title, message: b.message, type: b.type, toAll, recipients, image: b.image });
    const users = n.audience === 'ALL' ? true : ((await ctx.services.notifications.recipientIds([n.id])).get(n.id) ?? []);
    return { status: 201, message: 'Notification created successfully!', body: { notification: legacy(n, users) } };
  }, { listFields: ['recipients', 'user_ids', 'users'] });

  const memberNotifications = async (ctx: Context, memberId: number) => {
    const r = await ctx.services.notifications.forUser(memberId, { page: 1, pageSize: LEGACY_LIST_MAX });
    return { body: { notifications: r.items.map((m) => legacyMine(m, memberId)), unseen: r.unseen } };
  };

  // Staff: every notification; a member: their own (as notifications/user/{id}).
  route('get', '/notifications', 'S', async (_req, ctx) => {
    if (!ctx.admin) return memberNotifications(ctx, ctx.member!.id);
    requireStaff(ctx, 'content:write');
    const r = await ctx.services.notifications.list({ page: 1, pageSize: LEGACY_LIST_MAX });
    const selected = await ctx.services.notifications.recipientIds(r.items.filter((i) => i.notification.audience !== 'ALL').map((i) => i.notification.id));
    const notifications = r.items.map((i) => ({
      ...legacy(i.notification, i.notification.audience === 'ALL' ? true : (selected.get(i.notification.id) ?? [])),
      recipients_count: i.recipients,
      seen_count: i.seen,
    }));
    return { body: { notifications } };
  });

  route('get', '/notifications/user/:id', 'M', async (req, ctx) => {
    return memberNotifications(ctx, actingMemberId(ctx, positiveId(req.params.id)));
  });

  route('put', '/notifications/:id/seen', 'M', async (req, ctx) => {
    const b = body(req);
    const named = b.userId ?? b.user_id;
    const memberId = actingMemberId(ctx, named !== undefined && named !== '' ? positiveId(named, 'userId') : undefined);
    const m = await ctx.services.notifications.markSeen(memberId, positiveId(req.params.id));
    return { message: 'Notification marked as seen', body: { seen_at: m.seenAt?.toISOString() ?? null } };
  });

  route('delete', '/notifications/delete/:id', 'content:write', async (req, ctx) => {
    await ctx.services.notifications.remove(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Notification deleted successfully!' };
  });
}

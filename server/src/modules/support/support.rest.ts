import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireMember, requireStaff } from '../../app/context';
import type { Services } from '../../app/services';
import { positiveId } from '../../common/validate';
import type { SupportMessage } from './support-message.entity';
import { parseSupportStatus } from './support.service';

const LEGACY_LIST_MAX = 5000;

async function legacySupport(services: Services, rows: SupportMessage[]) {
  const users = await services.users.byIds([...new Set(rows.map((m) => m.userId))]);
  const email = new Map(users.map((u) => [u.id, u.email]));
  return rows.map((m) => ({
    id: m.id,
    user_id: m.userId,
    email: email.get(m.userId) ?? null,
    title: m.title,
    message: m.message,
    reply: m.reply,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** /api/v1 support/* (REST-CONTRACT §4.17). */
export function registerSupportRoutes({ route }: RestRouter) {
  route('post', '/support/add', 'M', async (req, ctx) => {
    const b = body(req);
    const memberId = actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined, 'tickets:reply');
    requireMember(ctx);
    const m = await ctx.services.support.create(memberId, { title: b.title, message: b.message });
    return { status: 201, message: 'Support message sent', body: { support: (await legacySupport(ctx.services, [m]))[0] } };
  });

  route('get', '/support/list', 'tickets:reply', async (req, ctx) => {
    const status = typeof req.query.status === 'string' && req.query.status !== '' ? parseSupportStatus(req.query.status) : undefined;
    const r = await ctx.services.support.list({ status, page: 1, pageSize: LEGACY_LIST_MAX });
    return { body: { allsupport: await legacySupport(ctx.services, r.items) } };
  });

  route('get', '/support/by/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const r = await ctx.services.support.list({ memberId, page: 1, pageSize: LEGACY_LIST_MAX });
    return { body: { singlesupport: await legacySupport(ctx.services, r.items) } };
  });

  route('delete', '/support/:id', 'M', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const m = await ctx.services.support.require(id);
    const caller = ctx.member && m.userId === ctx.member.id ? ctx.member : ctx.admin ? requireStaff(ctx, 'tickets:reply') : requireMember(ctx);
    await ctx.services.support.remove({ id: caller.id, role: caller.role }, id);
    return { message: 'Support message deleted' };
  });

  route('put', '/support/:id', 'tickets:reply', async (req, ctx) => {
    const b = body(req);
    const m = await ctx.services.support.update(ctx.admin!.id, positiveId(req.params.id), { status: b.status, reply: b.reply });
    return { message: 'Support message updated', body: { support: (await legacySupport(ctx.services, [m]))[0] } };
  });
}

import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireMember } from '../../app/context';
import { toLegacyNumber } from '../../common/money';
import { paging, positiveId } from '../../common/validate';
import type { Services } from '../../app/services';
import type { Transfer } from './transfer.entity';
import { parseActiveSource } from './transfers.service';

export async function legacyTransfers(services: Services, rows: Transfer[]) {
  const ids = [...new Set(rows.flatMap((t) => [t.fromUserId, t.toUserId]))];
  const users = new Map((await services.users.byIds(ids)).map((u) => [u.id, u]));
  return rows.map((t) => ({
    id: t.id,
    userby_id: t.fromUserId,
    userto_id: t.toUserId,
    email: users.get(t.fromUserId)?.email ?? null,
    userto_email: users.get(t.toUserId)?.email ?? null,
    amount: toLegacyNumber(t.amount),
    fee: toLegacyNumber(t.fee),
    description: t.description,
    kind: t.kind,
    status: t.status,
    created_at: t.createdAt.toISOString(),
  }));
}

const key = (req: Request) => (req.headers['idempotency-key'] as string | undefined) ?? null;

/** /api/v1 transfer/* (REST-CONTRACT §4.21). */
export function registerTransferRoutes({ route }: RestRouter) {
  route('post', '/transfer/touser', 'M', async (req, ctx) => {
    const b = body(req);
    actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined);
    const sender = requireMember(ctx);
    const recipient = b.userto_id ?? b.email ?? b.recipient;
    const t = await ctx.services.transfers.toMember(sender.user, recipient, b.amount, b.desc ?? b.description, key(req));
    return { status: 201, message: 'Transfer successful', body: { transfer: (await legacyTransfers(ctx.services, [t]))[0] } };
  });

  route('post', '/transfer/to-active', 'M', async (req, ctx) => {
    const b = body(req);
    actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined);
    const moved = await ctx.services.transfers.toActive(requireMember(ctx).id, parseActiveSource(b.source), b.amount, key(req));
    return { message: 'Your funds successfully transfer to active wallet', body: { transferredAmount: toLegacyNumber(moved) } };
  });

  route('get', '/transfer/list', 'reports:read', async (_req, ctx) => {
    const r = await ctx.services.transfers.list({ page: 1, pageSize: 5000 });
    return { body: { alltransfer: await legacyTransfers(ctx.services, r.items) } };
  });

  route('get', '/transfer/byid/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const r = await ctx.services.transfers.list({ memberId, ...paging(req.query.page ?? 1, req.query.limit ?? 100) });
    return { body: { transfer: await legacyTransfers(ctx.services, r.items), total: r.total } };
  });
}

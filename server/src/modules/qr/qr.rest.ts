import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { positiveId } from '../../common/validate';
import type { DepositAddress } from './deposit-address.entity';

const legacy = (q: DepositAddress | null) => (q ? { id: q.id, BEB20: q.bep20, TRC20: q.trc20, created_at: q.createdAt.toISOString() } : null);

/** /api/v1 qr (REST-CONTRACT §4.12). */
export function registerQrRoutes({ route }: RestRouter) {
  route('post', '/qr/add', 'qr:write', async (req, ctx) => {
    const b = body(req);
    const q = await ctx.services.qr.add(ctx.admin!.id, { bep20: b.BEB20 ?? b.BEP20 ?? b.bep20, trc20: b.TRC20 ?? b.trc20 });
    return { status: 201, message: 'Deposit addresses saved', body: { qr: legacy(q) } };
  });
  route('get', '/qr', 'P', async (_req, ctx) => ({ body: { qr: legacy(await ctx.services.qr.current()) } }));
  route('delete', '/qr/:id', 'qr:write', async (req, ctx) => {
    await ctx.services.qr.retire(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Addresses retired' };
  });
}

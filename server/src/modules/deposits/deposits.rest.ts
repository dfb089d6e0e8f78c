import { sha256 } from '../../common/hash';
import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireMember, requireStaff } from '../../app/context';
import { toLegacyNumber } from '../../common/money';
import { badInput } from '../../common/errors';
import { singleFile } from '../../common/uploads/upload.routes';
import { uploadUrl } from '../../common/uploads/upload.service';
import { paging, positiveId } from '../../common/validate';
import type { Services } from '../../app/services';
import { parseDecision, parseStatusFilter } from '../ledger/status';
import type { Deposit } from './deposit.entity';

export async function legacyDeposits(services: Services, rows: Deposit[]) {
  const users = await services.users.byIds([...new Set(rows.map((d) => d.userId))]);
  const email = new Map(users.map((u) => [u.id, u.email]));
  return rows.map((d) => ({
    id: d.id,
    user_id: d.userId,
    email: email.get(d.userId) ?? null,
    amount: toLegacyNumber(d.amount),
    currency: d.currency,
    method: d.method,
    hash: d.hash,
    image: d.image,
    // The stored file name (`deposits/<hex>.<ext>`, as `image`): the legacy receipt column reads it.
    image_name: d.image,
    imageUrl: uploadUrl(d.image),
    status: d.status,
    createdAT: d.createdAt.toISOString(),
    acceptat: d.processedAt?.toISOString() ?? null,
  }));
}

const idempotencyKey = (req: Request) => (req.headers['idempotency-key'] as string | undefined) ?? null;

/** /api/v1 deposite/* and the proof upload used by GraphQL clients (REST-CONTRACT §4.8). */
export function registerDepositRoutes({ route, router }: RestRouter) {
  // Multipart is parsed before the handler; JSON bodies still work.
  router.post('/deposite/add', singleFile('image'));
  router.post('/uploads/deposit-proof', singleFile('file'));

  route('post', '/uploads/deposit-proof', 'M', async (req, ctx) => {
    const member = requireMember(ctx);
    if (!req.file) throw badInput('Attach a file in the field "file"', { file: 'required' });
    const upload = await ctx.services.uploads.store('deposits', req.file.buffer, member.id, { allowPdf: true, private: true });
    return { status: 201, message: 'Uploaded', body: { upload: { name: upload.name, url: uploadUrl(upload.name), mime: upload.mime, size: upload.size } } };
  });

  route('post', '/deposite/add', 'M', async (req, ctx) => {
    const b = body(req);
    const memberId = actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined, 'deposits:decide');
    requireMember(ctx);
    let proof: string | null = null;
    if (req.file) proof = (await ctx.services.uploads.store('deposits', req.file.buffer, memberId, { allowPdf: true, private: true })).name;
    const proofDigest = req.file ? sha256(req.file.buffer) : null;
    try {
      const deposit = await ctx.services.deposits.create(memberId, { amount: b.amount, currency: b.currency, hash: b.hash, proof, proofDigest }, idempotencyKey(req));
      // An idempotent replay answers with the first deposit: this try's copy of the file is not needed.
      if (proof && deposit.image !== proof) await ctx.services.uploads.remove(proof);
      return { status: 201, message: 'Deposit request submitted', body: { deposit: (await legacyDeposits(ctx.services, [deposit]))[0] } };
    } catch (err) {
      await ctx.services.uploads.remove(proof); // a failed request leaves nothing behind
      throw err;
    }
  });

  route('get', '/deposite/list', 'deposits:read', async (req, ctx) => {
    const status = parseStatusFilter(req.query.status);
    const r = await ctx.services.deposits.list({ status, page: 1, pageSize: 5000 });
    return { body: { alldeposite: await legacyDeposits(ctx.services, r.items) } };
  });

  route('get', '/deposite/by/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    const p = paging(req.query.page ?? 1, req.query.limit ?? 100);
    const r = await ctx.services.deposits.list({ memberId, ...p });
    return { body: { singleDeposite: await legacyDeposits(ctx.services, r.items), total: r.total } };
  });

  route('delete', '/deposite/:id', 'M', async (req, ctx) => {
    const caller = ctx.admin ? requireStaff(ctx, 'deposits:decide') : requireMember(ctx);
    await ctx.services.deposits.remove({ id: caller.id, role: caller.role }, positiveId(req.params.id));
    return { message: 'Deposit removed' };
  });

  route('put', '/deposite/:id', 'deposits:decide', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const deposit = await ctx.services.deposits.decide(ctx.admin!.id, id, parseDecision(body(req).status));
    return { message: `Deposit ${deposit.status}`, body: { deposit: (await legacyDeposits(ctx.services, [deposit]))[0] } };
  });
}

import { requireAccess } from '../../common/auth/auth-checker';
import { legacyApproval } from '../staff/staff.types';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId } from '../../app/context';
import { badInput, forbidden } from '../../common/errors';
import { paging, positiveId } from '../../common/validate';
import type { MemberListStatus } from './users.service';
import { legacyMember, legacyMembers, legacyPublicMember } from './users.legacy';
import { maskAddressRows, MEMBER_ADDRESS_PERMISSIONS } from '../../common/auth/masking';
import { toLegacyNumber } from '../../common/money';
import type { RewardNotice } from './reward-notice.entity';

const legacyNotice = (n: RewardNotice) => ({ userId: n.userId, title: n.title, amount: toLegacyNumber(n.amount), created_at: n.createdAt.toISOString() });

const WALLET_FIELDS: Record<string, 'ACTIVE' | 'INCOME' | 'ROI' | 'COMPOUND'> = {
  business: 'ACTIVE',
  non_working: 'INCOME',
  working: 'ROI',
  compound: 'COMPOUND',
};

/** /api/v1 users/* and settings (REST-CONTRACT §4.16, §4.22). */
export function registerUserRoutes({ route }: RestRouter) {
  route('get', '/users/list', 'members:read', async (req, ctx) => {
    const q = req.query as Record<string, string>;
    const p = paging(q.page, q.limit, 20);
    const status = (['active', 'inactive', 'blocked'].includes(q.status) ? q.status : 'all') as MemberListStatus;
    const result = await ctx.services.users.list({ ...p, status, search: typeof q.search === 'string' ? q.search : undefined });
    return {
      body: {
        allusers: maskAddressRows(ctx, await legacyMembers(ctx.services, result.items), (m) => Number(m.id), MEMBER_ADDRESS_PERMISSIONS),
        totalPages: Math.max(1, Math.ceil(result.total / p.pageSize)),
        page: p.page,
        total: result.total,
      },
    };
  });

  route('get', '/users/non/users', 'members:read', async (_req, ctx) => {
    const rows = await ctx.services.users.defaulters();
    const notices = await ctx.services.users.rewardNotices(rows.map((u) => u.id));
    return {
      body: {
        allnonusers: rows.map((u) => {
          const n = notices.get(u.id);
          return { id: u.id, username: u.username, fullname: u.fullname, email: u.email, title: n?.title ?? null, amount: n ? toLegacyNumber(n.amount) : null, created_at: u.createdAt.toISOString() };
        }),
      },
    };
  });

  route('get', '/users/rewards', 'members:read', async (_req, ctx) => {
    const rows = await ctx.services.rewards.rankedMembers();
    return {
      body: {
        allrewards: rows.map((r) => ({ id: r.memberId, username: r.username, email: r.email, reward: toLegacyNumber(r.totalReward), reward_level: r.rank })),
      },
    };
  });

  route('post', '/users/send/reward', 'members:write', async (req, ctx) => {
    const b = body(req);
    const n = await ctx.services.users.sendRewardNotice(ctx.admin!.id, positiveId(b.userId ?? b.user_id, 'userId'), b.title, b.amount);
    return { message: 'Reward notice sent', body: { notice: legacyNotice(n) } };
  });

  route('get', '/users/get/defaulterreward/:id', 'M', async (req, ctx) => {
    const id = actingMemberId(ctx, positiveId(req.params.id));
    const n = (await ctx.services.users.rewardNotices([id])).get(id);
    return { body: { userrewardnotification: n ? legacyNotice(n) : null } };
  });

  route('get', '/users', 'S', async (req, ctx) => {
    const user = await ctx.services.users.find(String(req.query.email ?? ''));
    return { body: { emailuser: ctx.admin ? maskAddressRows(ctx, [await legacyMember(ctx.services, user)], (m) => Number(m.id), MEMBER_ADDRESS_PERMISSIONS)[0] : legacyPublicMember(user) } };
  });

  route('get', '/users/:id', 'M', async (req, ctx) => {
    const id = actingMemberId(ctx, positiveId(req.params.id));
    return { body: { singleuser: maskAddressRows(ctx, [await legacyMember(ctx.services, await ctx.services.users.requireMember(id))], (m) => Number(m.id), MEMBER_ADDRESS_PERMISSIONS)[0] } };
  });

  route('put', '/users/:id', 'M', async (req, ctx) => {
    const id = actingMemberId(ctx, positiveId(req.params.id), 'members:write');
    const b = body(req);
    const { fullname, phone, email, bep20, trc20, status } = b;
    if (ctx.admin) {
      const wallets = Object.fromEntries(Object.entries(WALLET_FIELDS).filter(([field]) => b[field] !== undefined).map(([field, wallet]) => [wallet, b[field]]));
      const edit = await ctx.services.moneyDesk.editMember(ctx, id, { profile: { fullname, phone, email, bep20, trc20, status }, wallets, reason: b.reason });
      const singleuser = await legacyMember(ctx.services, edit.member);
      if (edit.pending) return { status: 202, message: 'User updated; the wallet change waits for a second staff member', body: { singleuser, approval: legacyApproval(edit.pending) } };
      return { message: 'User updated', body: { singleuser } };
    }
    const current = await legacyMember(ctx.services, await ctx.services.users.requireMember(id));
    for (const field of ['status', ...Object.keys(WALLET_FIELDS)]) {
      if (b[field] === undefined) continue;
      // Unchanged read-only echoes are ignored; changes are admin-only.
      if (String(b[field]) !== String((current as any)[field])) throw forbidden();
    }
    const user = await ctx.services.users.updateProfile(id, { fullname, phone, email, bep20, trc20, currentPassword: b.currentPassword });
    return { message: 'Profile updated', body: { singleuser: await legacyMember(ctx.services, user) } };
  });

  route('delete', '/users/:id', 'members:write', async (req, ctx) => {
    await ctx.services.users.softDelete(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'User deleted' };
  });

  route('get', '/settings', 'P', async (_req, ctx) => {
    const values = ctx.admin ? await ctx.services.settings.all() : await ctx.services.settings.publicSubset();
    return { body: { settings: legacySettings(values) } };
  });

  route('put', '/settings', 'settings:write', async (req, ctx) => {
    const b = body(req);
    if (!Object.keys(b).length) throw badInput('No settings given');
    const values = await ctx.services.settings.update(b, ctx.admin!.id);
    return { message: 'Settings updated', body: { settings: legacySettings(values) } };
  });
}

/** Switches also appear under their legacy `set<name>` keys as 0/1. */
function legacySettings(values: Record<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    out[k] = v;
    if (['level', 'direct', 'reward', 'register', 'login', 'withdrawal', 'deposite', 'roi', 'support', 'topup'].includes(k)) out[`set${k}`] = Number(v);
  }
  return out;
}

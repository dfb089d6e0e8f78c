import type { Database } from '../../database/data-source';
import { asText } from '../../database/sql';
import { badInput, forbidden, notFound } from '../../common/errors';
import { User } from '../users/user.entity';
import { ReferralService, TREE_LEVELS, TeamFigures } from './referral.service';

/** Who is asking: an admin may look at any tree, a member only at their own downline. */
export interface Viewer {
  memberId: number | null;
  isAdmin: boolean;
}

/** One member as the tree shows it (money in micro-units). */
export interface TreeNode extends Omit<TeamFigures, 'memberId'> {
  id: number;
  username: string;
  fullname: string;
  email: string;
  referralCode: string;
  isActive: boolean;
  status: string;
  sponsorId: number | null;
  joinedAt: Date;
  /** Plan of the member's latest running investment. */
  planName: string | null;
  /** First children, when the call loads two levels. */
  children?: TreeNode[];
}

export interface LevelFigures {
  level: number;
  members: number;
  active: number;
  business: bigint;
}

export interface NodePage {
  items: TreeNode[];
  total: number;
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: number | null;
}

/** Cut of the legacy full tree (REST-CONTRACT §4.13). */
export const FULL_TREE_LIMIT = 5000;
export const MAX_PAGE = 100;
export const MAX_TREE_PAGE = 50;

const HELD = "('RUNNING', 'PAUSED')";
/** A datetime column read by a raw query: mysql2 gives a Date, SQLite TypeORM's UTC text. */
function readDate(value: unknown): Date {
  if (value instanceof Date) return value;
  return new Date(String(value).replace(' ', 'T') + 'Z');
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(',');

function pageSize(take: number | undefined, fallback: number, max: number): number {
  const n = take ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(`take must be between 1 and ${max}`, { take: `1 to ${max}` });
  return n;
}

function afterKey(after: number | null | undefined): number {
  if (after === null || after === undefined) return 0;
  if (!Number.isSafeInteger(after) || after < 0) throw badInput('Invalid after', { after: 'member id' });
  return after;
}

/**
 * Reads of the referral tree: team summary, per-level figures, directs and level pages by key, the
 * two-level lazy tree, search inside one's downline, and the legacy full tree. Every read answers
 * from the aggregates and the closure indexes, never by scanning a downline.
 */
export class TreeService {
  constructor(
    private readonly db: Database,
    private readonly referral: ReferralService,
  ) {}

  /** A member named by id, referral code or username (member accounts only). */
  async resolveMember(ref: string | number): Promise<User> {
    const text = String(ref).trim();
    if (!text) throw badInput('Invalid id', { id: 'member id or referral code' });
    const where = /^\d+$/.test(text) ? [{ id: Number(text) }] : [{ referralCode: text.toUpperCase() }, { username: text.toUpperCase() }];
    const users = await this.db.manager.find(User, { where: where.map((w) => ({ ...w, role: 'user' as const })) });
    if (!users.length) throw notFound('User not found');
    return users[0];
  }

  /** FORBIDDEN unless the viewer is an admin, the member, or an upline of the member. */
  async authorize(viewer: Viewer, memberId: number): Promise<void> {
    if (viewer.isAdmin) return;
    if (viewer.memberId === null) throw forbidden();
    if (viewer.memberId === memberId) return;
    if (!(await this.referral.isInDownline(viewer.memberId, memberId))) throw forbidden();
  }

  /** Tree nodes for the given ids, in that order: one query over users, the aggregates and the latest running plan. */
  async nodes(ids: number[]): Promise<TreeNode[]> {
    if (!ids.length) return [];
    const engine = this.db.engine;
    const rows: Array<Record<string, any>> = await this.db.manager.query(
      `SELECT u.id, u.username, u.fullname, u.email, u.referral_code, u.is_active, u.status, u.sponsor_id, u.created_at,
              t.direct_count, t.active_directs, t.team_size,
              ${asText(engine, 't.own_business')} AS own_business, ${asText(engine, 't.team_business')} AS team_business,
              (SELECT p.name FROM investments i JOIN plans p ON p.id = i.plan_id
               WHERE i.member_id = u.id AND i.status IN ${HELD} ORDER BY i.id DESC LIMIT 1) AS plan_name
       FROM users u LEFT JOIN member_team t ON t.member_id = u.id WHERE u.id IN (${placeholders(ids.length)})`,
      ids,
    );
    const byId = new Map(rows.map((r) => [Number(r.id), r]));
    return ids
      .filter((id) => byId.has(id))
      .map((id) => {
        const r = byId.get(id)!;
        return {
          id,
          username: r.username,
          fullname: r.fullname,
          email: r.email,
          referralCode: r.referral_code,
          isActive: Number(r.is_active) === 1,
          status: r.status,
          sponsorId: r.sponsor_id === null ? null : Number(r.sponsor_id),
          joinedAt: readDate(r.created_at),
          planName: r.plan_name ?? null,
          directCount: Number(r.direct_count ?? 0),
          activeDirects: Number(r.active_directs ?? 0),
          teamSize: Number(r.team_size ?? 0),
          ownBusiness: BigInt(r.own_business ?? 0),
          teamBusiness: BigInt(r.team_business ?? 0),
        };
      });
  }

  /** Team aggregates of one member. */
  async summary(viewer: Viewer, memberId: number): Promise<TeamFigures> {
    await this.authorize(viewer, memberId);
    return this.referral.team(memberId);
  }

  /** Members, active members and business at each level 1-20 below the member (zero-filled). */
  async levels(viewer: Viewer, memberId: number): Promise<LevelFigures[]> {
    await this.authorize(viewer, memberId);
    const engine = this.db.engine;
    const rows: Array<{ depth: number; members: number; active: number; business: string }> = await this.db.manager.query(
      `SELECT depth, members, active, ${asText(engine, 'business')} AS business
       FROM member_level_count WHERE member_id = ? AND depth BETWEEN 1 AND ${TREE_LEVELS}`,
      [memberId],
    );
    const byDepth = new Map(rows.map((r) => [Number(r.depth), r]));
    return Array.from({ length: TREE_LEVELS }, (_v, i) => {
      const r = byDepth.get(i + 1);
      return { level: i + 1, members: Number(r?.members ?? 0), active: Number(r?.active ?? 0), business: BigInt(r?.business ?? 0) };
    });
  }

  /** One page of the members exactly `level` levels below the member, in id order, paged by key. */
  async levelPage(viewer: Viewer, memberId: number, level: number, after?: number | null, take?: number): Promise<NodePage> {
    await this.authorize(viewer, memberId);
    if (!Number.isInteger(level) || level < 1 || level > TREE_LEVELS) throw badInput(`level must be between 1 and ${TREE_LEVELS}`, { level: `1 to ${TREE_LEVELS}` });
    const size = pageSize(take, 20, MAX_PAGE);
    const rows: Array<{ id: number }> = await this.db.manager.query(
      `SELECT descendant_id AS id FROM referral_closure WHERE ancestor_id = ? AND depth = ? AND descendant_id > ?
       ORDER BY descendant_id LIMIT ${size + 1}`,
      [memberId, level, afterKey(after)],
    );
    const [count] = await this.db.manager.query('SELECT members FROM member_level_count WHERE member_id = ? AND depth = ?', [memberId, level]);
    return this.page(rows.map((r) => Number(r.id)), size, Number(count?.members ?? 0));
  }

  /**
   * Two levels of the tree under a member: one page of its direct members (by key), each with its
   * first `childTake` direct members. The client expands a grandchild with the next call.
   */
  async branch(viewer: Viewer, memberId: number, after?: number | null, take?: number, childTake?: number): Promise<NodePage> {
    await this.authorize(viewer, memberId);
    const size = pageSize(take, 20, MAX_TREE_PAGE);
    const perChild = pageSize(childTake, 10, MAX_TREE_PAGE);
    const [rows, team] = await Promise.all([
      this.db.manager.query(`SELECT id FROM users WHERE sponsor_id = ? AND id > ? ORDER BY id LIMIT ${size + 1}`, [memberId, afterKey(after)]) as Promise<Array<{ id: number }>>,
      this.referral.team(memberId),
    ]);
    const childIds = rows.slice(0, size).map((r) => Number(r.id));
    const grand: Array<{ id: number; sponsor_id: number }> = childIds.length
      ? await this.db.manager.query(
          childIds.map(() => `SELECT * FROM (SELECT id, sponsor_id FROM users WHERE sponsor_id = ? ORDER BY id LIMIT ${perChild}) g`).join(' UNION ALL '),
          childIds,
        )
      : [];
    const nodes = await this.nodes([...childIds, ...grand.map((g) => Number(g.id))]);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const children = childIds.map((id) => byId.get(id)!).filter(Boolean);
    for (const child of children) child.children = grand.filter((g) => Number(g.sponsor_id) === child.id).map((g) => byId.get(Number(g.id))!).filter(Boolean);
    return { items: children, total: team.directCount, nextAfter: rows.length > size ? childIds[childIds.length - 1] : null };
  }

  /**
   * Finds a member by username, referral code or email inside the downline of `rootId` and returns the
   * path from the root down to it (root first), so the tree can open it. A member searching for someone
   * outside their own downline gets FORBIDDEN.
   */
  async search(viewer: Viewer, rootId: number, query: string): Promise<{ node: TreeNode; level: number; path: TreeNode[] }> {
    await this.authorize(viewer, rootId);
    const q = query.trim();
    if (!q) throw badInput('Enter a username, email or referral code', { query: 'required' });
    const found = await this.db.manager.findOne(User, {
      where: [
        { username: q.toUpperCase(), role: 'user' },
        { referralCode: q.toUpperCase(), role: 'user' },
        { email: q.toLowerCase(), role: 'user' },
      ],
    });
    if (!found) throw notFound('Not found in this team');
    const [link] = await this.db.manager.query('SELECT depth FROM referral_closure WHERE ancestor_id = ? AND descendant_id = ?', [rootId, found.id]);
    if (!link) {
      if (!viewer.isAdmin && found.id !== viewer.memberId) throw forbidden();
      throw notFound('Not found in this team');
    }
    const level = Number(link.depth);
    const chain: Array<{ id: number }> = await this.db.manager.query(
      'SELECT ancestor_id AS id FROM referral_closure WHERE descendant_id = ? AND depth <= ? ORDER BY depth DESC',
      [found.id, level],
    );
    const path = await this.nodes(chain.map((r) => Number(r.id)));
    return { node: path[path.length - 1], level, path };
  }

  /**
   * The legacy full tree: the downline to `depth` levels (breadth first, id order), nested under
   * `referrals`, cut at 5,000 nodes.
   */
  async fullTree(viewer: Viewer, memberId: number, depth: number): Promise<{ roots: TreeNode[]; truncated: boolean }> {
    await this.authorize(viewer, memberId);
    if (!Number.isInteger(depth) || depth < 1 || depth > TREE_LEVELS) throw badInput(`depth must be between 1 and ${TREE_LEVELS}`, { depth: `1 to ${TREE_LEVELS}` });
    const rows: Array<{ id: number }> = await this.db.manager.query(
      `SELECT descendant_id AS id FROM referral_closure WHERE ancestor_id = ? AND depth BETWEEN 1 AND ?
       ORDER BY depth, descendant_id LIMIT ${FULL_TREE_LIMIT + 1}`,
      [memberId, depth],
    );
    const ids = rows.slice(0, FULL_TREE_LIMIT).map((r) => Number(r.id));
    const nodes: TreeNode[] = [];
    for (let i = 0; i < ids.length; i += 1000) nodes.push(...(await this.nodes(ids.slice(i, i + 1000))));
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const roots: TreeNode[] = [];
    for (const n of nodes) {
      n.children = [];
      if (n.sponsorId === memberId) roots.push(n);
      else byId.get(n.sponsorId!)?.children!.push(n);
    }
    return { roots, truncated: rows.length > FULL_TREE_LIMIT };
  }

  private async page(ids: number[], size: number, total: number): Promise<NodePage> {
    const pageIds = ids.slice(0, size);
    return { items: await this.nodes(pageIds), total, nextAfter: ids.length > size ? pageIds[pageIds.length - 1] : null };
  }
}

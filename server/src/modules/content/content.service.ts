import { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { alreadyProcessed, badInput, forbidden, notFound } from '../../common/errors';
import { dateParam, execute } from '../../database/sql';
import type { UploadService } from '../../common/uploads/upload.service';
import type { AuditService } from '../audit/audit.service';
import type { UsersService } from '../users/users.service';
import { Achiever, Booking, News, Offer, OfferMember } from './content.entities';
import { BookingStatus, bookingDay, bookingStatus, clockTime, flag, offerWindow, text, todayUtc } from './content.rules';

export interface NewsInput {
  title?: unknown;
  content?: unknown;
}

export interface AchieverInput {
  username?: unknown;
  description?: unknown;
}

export interface OfferInput {
  title?: unknown;
  description?: unknown;
  start_date?: unknown;
  end_date?: unknown;
  status?: unknown;
  users?: unknown;
  user_ids?: unknown;
}

export interface BookingInput {
  date?: unknown;
  time?: unknown;
  topic?: unknown;
  message?: unknown;
}

/** The viewer of member-facing content: a member id, or null for an admin (sees everything). */
export type Viewer = { memberId: number } | { admin: true };

const MAX_TARGETS = 1000;

/**
 * News, achievers, offers and consultation bookings. No money moves here; every admin write is
 * audited with the record before and after, in the same transaction.
 */
export class ContentService {
  constructor(
    private readonly db: Database,
    private readonly uploads: UploadService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
  ) {}

  // ---- news ----

  async listNews(opts: { page: number; pageSize: number }) {
    const [items, total] = await this.db.manager.findAndCount(News, { order: { id: 'DESC' }, skip: (opts.page - 1) * opts.pageSize, take: opts.pageSize });
    return { items, total, ...opts };
  }

  async getNews(id: number): Promise<News> {
    const n = await this.db.manager.findOne(News, { where: { id } });
    if (!n) throw notFound('News not found');
    return n;
  }

  async createNews(adminId: number, input: NewsInput): Promise<News> {
    const title = text(input.title, 'title', 'Title', 3, 120);
    const content = text(input.content, 'content', 'Content', 1, 10000);
    const now = new Date();
    return this.db.transaction(async (em) => {
      const news = em.create(News, { title, content, createdBy: adminId, createdAt: now, updatedAt: now });
      await em.insert(News, news);
      await this.audit.record(adminId, 'news.create', `news:${news.id}`, undefined, em, { before: null, after: news });
      return news;
    });
  }

  async updateNews(adminId: number, id: number, input: NewsInput): Promise<News> {
    const before = await this.getNews(id);
    const title = input.title === undefined ? before.title : text(input.title, 'title', 'Title', 3, 120);
    const content = input.content === undefined ? before.content : text(input.content, 'content', 'Content', 1, 10000);
    return this.db.transaction(async (em) => {
      const after = { ...before, title, content, updatedAt: new Date() };
      await em.update(News, { id }, { title, content, updatedAt: after.updatedAt });
      await this.audit.record(adminId, 'news.update', `news:${id}`, undefined, em, { before, after });
      return after;
    });
  }

  async deleteNews(adminId: number, id: number): Promise<void> {
    const before = await this.getNews(id);
    await this.db.transaction(async (em) => {
      await em.delete(News, { id });
      await this.audit.record(adminId, 'news.delete', `news:${id}`, undefined, em, { before, after: null });
    });
  }

  // ---- achievers ----

  async listAchievers(): Promise<Achiever[]> {
    return this.db.manager.find(Achiever, { order: { id: 'DESC' }, take: 5000 });
  }

  /** `image` is the name of an upload the admin made in the `achievers` area. */
  async addAchiever(adminId: number, input: AchieverInput, image: string | null | undefined): Promise<Achiever> {
    const username = text(input.username, 'username', 'Name', 1, 100);
    const description = text(input.description, 'description', 'Description', 0, 1000);
    if (!image) throw badInput('A photo is required', { image: 'required' });
    return this.db.transaction(async (em) => {
      await this.uploads.attach(em, image, adminId, 'achievers');
      const achiever = em.create(Achiever, { username, description, image, createdBy: adminId, createdAt: new Date() });
      await em.insert(Achiever, achiever);
      await this.audit.record(adminId, 'achiever.create', `achiever:${achiever.id}`, undefined, em, { before: null, after: achiever });
      return achiever;
    });
  }

  async deleteAchiever(adminId: number, id: number): Promise<void> {
    const before = await this.db.manager.findOne(Achiever, { where: { id } });
    if (!before) throw notFound('Achiever not found');
    await this.db.transaction(async (em) => {
      await em.delete(Achiever, { id });
      await this.audit.record(adminId, 'achiever.delete', `achiever:${id}`, undefined, em, { before, after: null });
    });
    await this.uploads.remove(before.image);
  }

  // ---- offers ----

  private async parseTargets(input: OfferInput, fallbackAll: boolean): Promise<{ allMembers: boolean; memberIds: number[] | null }> {
    const allMembers = flag(input.users, 'users', fallbackAll);
    if (allMembers) return { allMembers, memberIds: [] };
    let raw = input.user_ids;
    if (typeof raw === 'string') raw = raw.trim() === '' ? [] : raw.split(',');
    if (raw === undefined || raw === null) return { allMembers, memberIds: null };
    if (!Array.isArray(raw)) throw badInput('user_ids must be a list of member ids', { user_ids: 'list of ids' });
    if (raw.length > MAX_TARGETS) throw badInput(`At most ${MAX_TARGETS} members per offer`, { user_ids: `at most ${MAX_TARGETS}` });
    const ids = [...new Set(raw.map((v) => (typeof v === 'string' ? v.trim() : v)).map((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v)))];
    if (!ids.every((v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0)) throw badInput('user_ids must be member ids', { user_ids: 'positive integers' });
    const found = (await this.users.byIds(ids as number[])).filter((u) => u.role === 'user');
    if (found.length !== ids.length) throw badInput('Some members in user_ids do not exist', { user_ids: 'unknown member' });
    if (!ids.length) throw badInput('Choose at least one member, or address the offer to everyone', { user_ids: 'at least one member' });
    return { allMembers, memberIds: ids as number[] };
  }

  async createOffer(adminId: number, input: OfferInput, image: string | null | undefined): Promise<Offer> {
    const title = text(input.title, 'title', 'Title', 3, 120);
    const description = text(input.description, 'description', 'Description', 0, 1000);
    const window = offerWindow(input.start_date, input.end_date);
    const status = flag(input.status, 'status', true);
    const targets = await this.parseTargets(input, true);
    if (!targets.allMembers && !targets.memberIds) throw badInput('Choose at least one member, or address the offer to everyone', { user_ids: 'at least one member' });
    return this.db.transaction(async (em) => {
      if (image) await this.uploads.attach(em, image, adminId, 'offers');
      const offer = em.create(Offer, { title, description, image: image ?? null, ...window, status, allMembers: targets.allMembers, createdBy: adminId, createdAt: new Date() });
      await em.insert(Offer, offer);
      if (targets.memberIds?.length) await em.insert(OfferMember, targets.memberIds.map((memberId) => ({ offerId: offer.id, memberId })));
      await this.audit.record(adminId, 'offer.create', `offer:${offer.id}`, undefined, em, { before: null, after: { ...offer, memberIds: targets.memberIds } });
      return offer;
    });
  }

  async updateOffer(adminId: number, id: number, input: OfferInput, image: string | null | undefined): Promise<Offer> {
    const before = await this.requireOffer(id);
    const beforeTargets = await this.targetsOf(id);
    const title = input.title === undefined ? before.title : text(input.title, 'title', 'Title', 3, 120);
    const description = input.description === undefined ? before.description : text(input.description, 'description', 'Description', 0, 1000);
    const window = offerWindow(input.start_date ?? before.startDate, input.end_date ?? before.endDate);
    const status = flag(input.status, 'status', before.status);
    const targets = await this.parseTargets(input, before.allMembers);
    if (!targets.allMembers && !targets.memberIds && !beforeTargets.length) throw badInput('Choose at least one member, or address the offer to everyone', { user_ids: 'at least one member' });
    const after = await this.db.transaction(async (em) => {
      if (image) await this.uploads.attach(em, image, adminId, 'offers');
      const changes = { title, description, ...window, status, allMembers: targets.allMembers, image: image ?? before.image };
      await em.update(Offer, { id }, changes);
      // A new list of members replaces the old one; addressing everyone clears it.
      if (targets.memberIds) {
        await em.delete(OfferMember, { offerId: id });
        if (targets.memberIds.length) await em.insert(OfferMember, targets.memberIds.map((memberId) => ({ offerId: id, memberId })));
      }
      const fresh = { ...before, ...changes };
      await this.audit.record(adminId, 'offer.update', `offer:${id}`, undefined, em, {
        before: { ...before, memberIds: beforeTargets },
        after: { ...fresh, memberIds: targets.memberIds ?? beforeTargets },
      });
      return fresh;
    });
    if (image && before.image && before.image !== image) await this.uploads.remove(before.image);
    return after;
  }

  async deleteOffer(adminId: number, id: number): Promise<void> {
    const before = await this.requireOffer(id);
    const memberIds = await this.targetsOf(id);
    await this.db.transaction(async (em) => {
      await em.delete(OfferMember, { offerId: id });
      await em.delete(Offer, { id });
      await this.audit.record(adminId, 'offer.delete', `offer:${id}`, undefined, em, { before: { ...before, memberIds }, after: null });
    });
    await this.uploads.remove(before.image);
  }

  async requireOffer(id: number): Promise<Offer> {
    const o = await this.db.manager.findOne(Offer, { where: { id } });
    if (!o) throw notFound('Offer not found');
    return o;
  }

  async targetsOf(offerId: number): Promise<number[]> {
    const rows = await this.db.manager.find(OfferMember, { where: { offerId }, order: { memberId: 'ASC' } });
    return rows.map((r) => r.memberId);
  }

  /** The members of several targeted offers in one query, by offer id. */
  async targetsOfMany(offerIds: number[]): Promise<Map<number, number[]>> {
    const out = new Map<number, number[]>(offerIds.map((id) => [id, []]));
    if (!offerIds.length) return out;
    const rows = await this.db.manager.createQueryBuilder(OfferMember, 'om').where('om.offer_id IN (:...ids)', { ids: offerIds }).orderBy('om.member_id', 'ASC').getMany();
    for (const r of rows) out.get(r.offerId)!.push(r.memberId);
    return out;
  }

  /** Admin: every offer. */
  async listAllOffers(): Promise<Offer[]> {
    return this.db.manager.find(Offer, { order: { id: 'DESC' }, take: 5000 });
  }

  /** Offers active today and addressed to the member (everyone, or the member by name). */
  async activeOffersFor(memberId: number, now = new Date()): Promise<Offer[]> {
    const today = todayUtc(now);
    return this.db.manager
      .createQueryBuilder(Offer, 'o')
      .where('o.status = :on', { on: true })
      .andWhere('o.start_date <= :today AND o.end_date >= :today', { today })
      .andWhere('(o.all_members = :all OR EXISTS (SELECT 1 FROM offer_members om WHERE om.offer_id = o.id AND om.member_id = :m))', { all: true, m: memberId })
      .orderBy('o.id', 'DESC')
      .take(5000)
      .getMany();
  }

  /** One offer; a member only one addressed to them (else FORBIDDEN). */
  async getOffer(viewer: Viewer, id: number): Promise<{ offer: Offer; memberIds: number[] }> {
    const offer = await this.requireOffer(id);
    const memberIds = offer.allMembers ? [] : await this.targetsOf(id);
    if ('memberId' in viewer && !offer.allMembers && !memberIds.includes(viewer.memberId)) throw forbidden();
    return { offer, memberIds: 'memberId' in viewer ? [] : memberIds };
  }

  // ---- bookings ----

  async createBooking(memberId: number, input: BookingInput): Promise<Booking> {
    const date = bookingDay(input.date);
    const time = clockTime(input.time);
    const topic = text(input.topic, 'topic', 'Topic', 3, 120);
    const message = text(input.message, 'message', 'Message', 10, 2000);
    const now = new Date();
    return this.db.transaction(async (em) => {
      const booking = em.create(Booking, { memberId, date, time, topic, message, status: 'pending', createdAt: now, updatedAt: now });
      await em.insert(Booking, booking);
      return booking;
    });
  }

  async listBookings(opts: { memberId?: number; status?: BookingStatus | 'pending'; page: number; pageSize: number }) {
    const qb = this.db.manager.createQueryBuilder(Booking, 'b');
    if (opts.memberId) qb.andWhere('b.member_id = :m', { m: opts.memberId });
    if (opts.status) qb.andWhere('b.status = :s', { s: opts.status });
    const [items, total] = await qb.orderBy('b.id', 'DESC').skip((opts.page - 1) * opts.pageSize).take(opts.pageSize).getManyAndCount();
    return { items, total, page: opts.page, pageSize: opts.pageSize };
  }

  /** Admin confirms or cancels a pending booking, once: the loser of two clicks gets ALREADY_PROCESSED. */
  async decideBooking(adminId: number, id: number, status: unknown): Promise<Booking> {
    const target = bookingStatus(status);
    const before = await this.db.manager.findOne(Booking, { where: { id } });
    if (!before) throw notFound('Booking not found');
    return this.db.transaction(async (em: EntityManager) => {
      const now = new Date();
      const changed = await execute(em, "UPDATE bookings SET status = ?, updated_at = ? WHERE id = ? AND status = 'pending'", [target, dateParam(this.db.engine, now), id]);
      if (changed !== 1) throw alreadyProcessed();
      const after = { ...before, status: target, updatedAt: now };
      await this.audit.record(adminId, `booking.${target}`, `booking:${id}`, undefined, em, { before, after });
      return after;
    });
  }
}

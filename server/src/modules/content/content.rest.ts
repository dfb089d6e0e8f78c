import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { body } from '../../app/rest';
import { actingMemberId, requireMember } from '../../app/context';
import { badInput, notFound } from '../../common/errors';
import { singleFile } from '../../common/uploads/upload.routes';
import { uploadUrl, type UploadArea } from '../../common/uploads/upload.service';
import { positiveId } from '../../common/validate';
import type { Context } from '../../app/context';
import { legacyAchiever, legacyBooking, legacyNews, legacyOffer } from './content.mappers';

/** Stores the request's file (if any) in `area`; returns its name and a clean-up for failed requests. */
async function storedImage(req: Request, ctx: Context, area: UploadArea) {
  if (!req.file) return { name: null as string | null, discard: async () => {} };
  const upload = await ctx.services.uploads.store(area, req.file.buffer, ctx.admin!.id);
  return { name: upload.name, discard: () => ctx.services.uploads.remove(upload.name) };
}

/** Runs a write with a freshly stored image; a failure removes the file again (nothing left behind). */
async function withImage<T>(req: Request, ctx: Context, area: UploadArea, write: (image: string | null) => Promise<T>): Promise<T> {
  const image = await storedImage(req, ctx, area);
  try {
    return await write(image.name);
  } catch (err) {
    await image.discard();
    throw err;
  }
}

/** /api/v1 news, achivers, offers, bookings (REST-CONTRACT §4.4, §4.6, §4.24, §4.26) and the admin image upload. */
export function registerContentRoutes({ route, router }: RestRouter) {
  router.post('/achivers/add', singleFile('image'));
  router.post('/offers/create', singleFile('image'));
  router.put('/offers/update/:id', singleFile('image'));
  router.post('/uploads/image', singleFile('image'));

  // For GraphQL clients: upload first, then pass the returned name to addAchiever / createOffer.
  route('post', '/uploads/image', 'content:write', async (req, ctx) => {
    const area = String(req.body?.area ?? req.query.area ?? '');
    if (area !== 'achievers' && area !== 'offers') throw badInput('area must be achievers or offers', { area: 'achievers or offers' });
    if (!req.file) throw badInput('Attach an image in the field "image"', { image: 'required' });
    const upload = await ctx.services.uploads.store(area, req.file.buffer, ctx.admin!.id);
    return { status: 201, message: 'Uploaded', body: { upload: { name: upload.name, url: uploadUrl(upload.name), mime: upload.mime, size: upload.size } } };
  });

  // ---- news ----
  route('post', '/news/add', 'content:write', async (req, ctx) => {
    const news = await ctx.services.content.createNews(ctx.admin!.id, body(req));
    return { status: 201, message: 'News added', body: { news: legacyNews(news) } };
  });
  route('get', '/news/list', 'P', async (_req, ctx) => {
    const r = await ctx.services.content.listNews({ page: 1, pageSize: 5000 });
    return { body: { allnews: r.items.map(legacyNews) } };
  });
  route('get', '/news/:id', 'S', async (req, ctx) => ({ body: { singlenews: legacyNews(await ctx.services.content.getNews(positiveId(req.params.id))) } }));
  route('put', '/news/:id', 'content:write', async (req, ctx) => {
    const news = await ctx.services.content.updateNews(ctx.admin!.id, positiveId(req.params.id), body(req));
    return { message: 'News updated', body: { singlenews: legacyNews(news) } };
  });
  route('delete', '/news/:id', 'content:write', async (req, ctx) => {
    await ctx.services.content.deleteNews(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'News deleted' };
  });

  // ---- achievers ----
  route('post', '/achivers/add', 'content:write', async (req, ctx) => {
    if (!req.file) throw badInput('A photo is required', { image: 'required' });
    const b = body(req);
    const achiever = await withImage(req, ctx, 'achievers', (image) => ctx.services.content.addAchiever(ctx.admin!.id, b, image));
    return { status: 201, message: 'Achiever added', body: { achiver: legacyAchiever(achiever) } };
  });
  route('get', '/achivers/list', 'P', async (_req, ctx) => ({ body: { allachivers: (await ctx.services.content.listAchievers()).map(legacyAchiever) } }));
  route('delete', '/achivers/:id', 'content:write', async (req, ctx) => {
    await ctx.services.content.deleteAchiever(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Achiever deleted' };
  });

  // ---- offers (bare arrays / objects: legacy client) ----
  route('post', '/offers/create', 'content:write', async (req, ctx) => {
    const b = body(req);
    const offer = await withImage(req, ctx, 'offers', (image) => ctx.services.content.createOffer(ctx.admin!.id, b, image));
    return { status: 201, message: 'Offer created', body: { offerId: offer.id } };
  }, { listFields: ['user_ids'] });
  route('get', '/offers', 'S', async (_req, ctx) => {
    const offers = ctx.admin ? await ctx.services.content.listAllOffers() : await ctx.services.content.activeOffersFor(requireMember(ctx).id);
    return { raw: offers.map(legacyOffer) };
  });
  route('get', '/offers/user/:id', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.id));
    return { raw: (await ctx.services.content.activeOffersFor(memberId)).map(legacyOffer) };
  });
  // Business-target offers of a later legacy variant are not in our design (REST-CONTRACT §4.26).
  route('get', '/offers/mine', 'S', async () => {
    throw notFound('Not found');
  });
  route('get', '/offers/:offerId', 'S', async (req, ctx) => {
    const viewer = ctx.admin ? { admin: true as const } : { memberId: requireMember(ctx).id };
    const { offer, memberIds } = await ctx.services.content.getOffer(viewer, positiveId(req.params.offerId));
    const raw: Record<string, unknown> = legacyOffer(offer);
    if (ctx.admin && !offer.allMembers) {
      const users = await ctx.services.users.byIds(memberIds);
      raw.associatedUsers = users.map((u) => ({ id: u.id, username: u.username, fullname: u.fullname, email: u.email }));
    }
    return { raw };
  });
  route('put', '/offers/update/:id', 'content:write', async (req, ctx) => {
    const id = positiveId(req.params.id);
    const b = body(req);
    const offer = await withImage(req, ctx, 'offers', (image) => ctx.services.content.updateOffer(ctx.admin!.id, id, b, image));
    return { message: 'Offer updated', body: { offer: legacyOffer(offer) } };
  }, { listFields: ['user_ids'] });
  route('delete', '/offers/delete/:id', 'content:write', async (req, ctx) => {
    await ctx.services.content.deleteOffer(ctx.admin!.id, positiveId(req.params.id));
    return { message: 'Offer deleted' };
  });

  // ---- bookings ----
  route('post', '/bookings', 'M', async (req, ctx) => {
    const b = body(req);
    const memberId = actingMemberId(ctx, b.user_id !== undefined && b.user_id !== '' ? positiveId(b.user_id, 'user_id') : undefined, 'tickets:reply');
    requireMember(ctx);
    const booking = await ctx.services.content.createBooking(memberId, b);
    return { status: 201, message: 'Consultation booked', body: { booking: legacyBooking(booking) } };
  });
  route('get', '/bookings/:userId', 'M', async (req, ctx) => {
    const memberId = actingMemberId(ctx, positiveId(req.params.userId));
    const r = await ctx.services.content.listBookings({ memberId, page: 1, pageSize: 5000 });
    return { body: { booking: r.items.map(legacyBooking) } };
  });
}

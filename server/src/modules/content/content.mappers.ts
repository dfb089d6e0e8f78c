import { bareName } from '../../common/uploads/upload.routes';
import { uploadUrl } from '../../common/uploads/upload.service';
import type { Achiever, Booking, News, Offer } from './content.entities';
import type { AchieverCard, BookingRecord, NewsItem, OfferRecord } from './content.types';

export const toNewsItem = (n: News): NewsItem => ({ id: n.id, title: n.title, content: n.content, createdAt: n.createdAt, updatedAt: n.updatedAt });

export const toAchieverCard = (a: Achiever): AchieverCard => ({ id: a.id, username: a.username, description: a.description, image: a.image, imageUrl: uploadUrl(a.image)!, createdAt: a.createdAt });

export const toOfferRecord = (o: Offer, memberIds: number[] = []): OfferRecord => ({
  id: o.id,
  title: o.title,
  description: o.description,
  image: o.image,
  imageUrl: uploadUrl(o.image),
  startDate: o.startDate,
  endDate: o.endDate,
  status: !!o.status,
  allMembers: !!o.allMembers,
  memberIds,
  createdAt: o.createdAt,
});

export const toBookingRecord = (b: Booking): BookingRecord => ({ id: b.id, memberId: b.memberId, date: b.date, time: b.time, topic: b.topic, message: b.message, status: b.status, createdAt: b.createdAt });

/** Legacy REST shapes (REST-CONTRACT §4.4, §4.6, §4.24, §4.26). */
export const legacyNews = (n: News) => ({ id: n.id, title: n.title, content: n.content, created_at: n.createdAt.toISOString(), updated_at: n.updatedAt.toISOString() });

// `image`: the bare file name, which the legacy client serves from /uploads/achivers/<name>; `imageUrl`: its URL.
export const legacyAchiever = (a: Achiever) => ({ id: a.id, username: a.username, description: a.description, image: a.image ? bareName(a.image) : a.image, imageUrl: uploadUrl(a.image), created_at: a.createdAt.toISOString() });

export const legacyOffer = (o: Offer) => ({
  offer_id: o.id,
  title: o.title,
  description: o.description,
  image: o.image,
  imageUrl: uploadUrl(o.image),
  start_date: o.startDate,
  end_date: o.endDate,
  status: !!o.status,
  users: !!o.allMembers,
  created_at: o.createdAt.toISOString(),
});

export const legacyBooking = (b: Booking) => ({ id: b.id, user_id: b.memberId, date: b.date, time: b.time, topic: b.topic, message: b.message, status: b.status, created_at: b.createdAt.toISOString() });

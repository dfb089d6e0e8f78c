import { uploadUrl } from '../../common/uploads/upload.service';
import type { HomeBanner, Notification } from './notification.entities';
import type { MemberNotification } from './notifications.service';
import type { Banner, MyNotification, NotificationRecord } from './notifications.types';

export function toNotificationRecord(n: Notification): NotificationRecord {
  return { id: n.id, title: n.title, message: n.message, type: n.type, audience: n.audience, imageUrl: uploadUrl(n.image), createdAt: n.createdAt };
}

export function toMyNotification(m: MemberNotification): MyNotification {
  const n = m.notification;
  return { id: n.id, title: n.title, message: n.message, type: n.type, imageUrl: uploadUrl(n.image), createdAt: n.createdAt, seen: m.seen, seenAt: m.seenAt };
}

export function toBanner(b: HomeBanner): Banner {
  return { image: b.image, url: uploadUrl(b.image)!, createdAt: b.createdAt };
}

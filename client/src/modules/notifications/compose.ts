/** The compose form's rules (PAGES §4 '/admin/notification'), mirrored from the server. */
import type { NotificationKind } from '../../generated/types';
import { validateImage } from './uploadBanner';

export interface ComposeValues {
  type: NotificationKind;
  title: string;
  message: string;
  toAll: boolean;
  recipients: string[];
  image: File | null;
}

export const NOTIFICATION_TYPE_LABELS: Record<NotificationKind, string> = { NOTIFICATION: 'Notification', SITE_POPUP: 'Site Popup', HOME: 'Home' };

export function composeErrors(v: ComposeValues): Partial<Record<keyof ComposeValues, string>> {
  const errors: Partial<Record<keyof ComposeValues, string>> = {};
  const title = v.title.trim();
  if (!title) errors.title = 'Title is required';
  else if (title.length < 3 || title.length > 120) errors.title = 'Title must be 3 to 120 characters';
  const message = v.message.trim();
  if (!message) errors.message = 'Message is required';
  else if (message.length > 2000) errors.message = 'Message must be at most 2000 characters';
  if (!v.toAll && v.recipients.length === 0) errors.recipients = 'Choose at least one member or send to all users';
  if (v.type === 'SITE_POPUP' && !v.image) errors.image = 'An image is required for a site pop-up';
  const imageProblem = validateImage(v.image);
  if (imageProblem) errors.image = imageProblem;
  return errors;
}

import type { TicketPriority, TicketStatus } from '../../generated/types';

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { OPEN: 'Open', IN_PROGRESS: 'In Progress', RESOLVED: 'Resolved', CLOSED: 'Closed' };
export const TICKET_STATUS_COLORS: Record<TicketStatus, string> = { OPEN: 'blue', IN_PROGRESS: 'yellow', RESOLVED: 'green', CLOSED: 'gray' };
export const TICKET_STATUSES = Object.keys(TICKET_STATUS_LABELS) as TicketStatus[];
export const PRIORITY_LABELS: Record<TicketPriority, string> = { LOW: 'Low', NORMAL: 'Normal', HIGH: 'High' };
export const TICKET_CATEGORIES = ['Deposit', 'Withdrawal', 'Plans', 'Account', 'Other'];

/** Form rules mirrored from the server (PAGES §4): subject/title 3–120, message 10–2000, reply 1–2000. */
export function subjectError(v: string, label = 'Subject'): string | null {
  const t = v.trim();
  if (!t) return `${label} is required`;
  return t.length < 3 || t.length > 120 ? `${label} must be 3 to 120 characters` : null;
}
export function messageError(v: string): string | null {
  const t = v.trim();
  if (!t) return 'Message is required';
  return t.length < 10 || t.length > 2000 ? 'Message must be 10 to 2000 characters' : null;
}
export function replyError(v: string): string | null {
  const t = v.trim();
  if (!t) return 'Reply is required';
  return t.length > 2000 ? 'Reply must be at most 2000 characters' : null;
}

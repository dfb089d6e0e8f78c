import type { EntityManager } from 'typeorm';
import type { MemberScope } from '../../common/auth/scopes';

/** The event types an endpoint may subscribe to (README "Webhooks" documents each payload). */
export const WEBHOOK_EVENT_TYPES = ['deposit.decided', 'withdrawal.decided', 'transfer.received', 'income.daily', 'ticket.replied', 'topup.created'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'deposit.decided': 'A deposit was completed (credited) or declined',
  'withdrawal.decided': 'A withdrawal was paid, declined or cancelled',
  'transfer.received': 'Money arrived from another member',
  'income.daily': "The day's incomes by kind, once per member and day after the daily run",
  'ticket.replied': 'Support answered a ticket',
  'topup.created': 'A plan top-up was bought (for the member, by them or another member)',
};

/**
 * The token scope a member's API token needs to subscribe to an event: the scope of the data the
 * event carries (any one of the listed). A web session may subscribe to every event.
 */
export const WEBHOOK_EVENT_SCOPES: Record<WebhookEventType, MemberScope[]> = {
  'deposit.decided': ['read:wallets'],
  'withdrawal.decided': ['read:wallets'],
  'transfer.received': ['read:wallets'],
  'topup.created': ['read:wallets'],
  'income.daily': ['read:income'],
  'ticket.replied': ['write:tickets', 'read:notifications'],
};

export function isWebhookEventType(value: unknown): value is WebhookEventType {
  return typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/**
 * Where the services report events: inside the transaction of the change (`em`), so the event is
 * written with it and never exists for a rolled-back change. `memberId` is the member the event
 * belongs to (their endpoints and every staff endpoint of the type receive it).
 */
export interface WebhookSink {
  record(em: EntityManager, type: WebhookEventType, memberId: number, data: Record<string, unknown>): Promise<void>;
}

import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { forbidden, unauthenticated } from '../../common/errors';
import { allowed, requireAccess } from '../../common/auth/auth-checker';
import { Scope } from '../../common/auth/scopes';
import { positiveId } from '../../common/validate';
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENT_SCOPES, WEBHOOK_EVENT_TYPES } from './events';
import type { WebhookEndpoint } from './webhook.entities';
import type { DeliveryView, WebhookCaller, WebhookOwner } from './webhooks.service';

@ObjectType({ description: 'An outbound webhook endpoint (the signing secret is shown once, at creation).' })
export class Webhook {
  @Field(() => ID) id: number;
  @Field() url: string;
  @Field(() => [String]) events: string[];
  @Field({ description: "A staff endpoint: every member's events of its types" }) platform: boolean;
  @Field(() => Date, { nullable: true, description: 'Set when 3 days of failed deliveries disabled it' }) disabledAt: Date | null;
  @Field(() => String, { nullable: true }) disabledReason: string | null;
  @Field(() => Date, { nullable: true, description: 'The first failure since the last success' }) failingSince: Date | null;
  @Field(() => Date, { nullable: true }) lastSuccessAt: Date | null;
  @Field() createdAt: Date;
}

@ObjectType()
export class CreatedWebhook {
  @Field({ description: 'The signing secret (`whsec_…`): shown this once; verify each delivery with it' }) secret: string;
  @Field(() => Webhook) webhook: Webhook;
}

@ObjectType({ description: 'One HTTP attempt of a delivery.' })
export class WebhookAttemptRecord {
  @Field(() => Int) attempt: number;
  @Field({ description: 'Asked for by hand (redeliver)' }) manual: boolean;
  @Field(() => Int, { nullable: true, description: 'HTTP status; null when no answer came' }) statusCode: number | null;
  @Field(() => Int) latencyMs: number;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field(() => String, { nullable: true, description: "The answer's first 200 characters" }) responseExcerpt: string | null;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'One event sent (or to be sent) to one endpoint.' })
export class WebhookDeliveryRecord {
  @Field(() => ID) id: number;
  @Field({ description: 'The `webhook-id` header: the same on every attempt and redelivery' }) eventId: string;
  @Field() eventType: string;
  @Field({ description: 'pending, delivered, failed (retries over) or cancelled (endpoint deleted or disabled)' }) status: string;
  @Field(() => Int) attempts: number;
  @Field(() => Date, { nullable: true }) nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) lastAttemptAt: Date | null;
  @Field(() => Int, { nullable: true }) statusCode: number | null;
  @Field(() => Int, { nullable: true }) latencyMs: number | null;
  @Field(() => String, { nullable: true }) error: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) deliveredAt: Date | null;
  @Field(() => [WebhookAttemptRecord], { description: 'The latest attempts first (at most 20)' }) attemptLog: WebhookAttemptRecord[];
}

@ObjectType({ description: 'An event type an endpoint may subscribe to.' })
export class WebhookEventTypeInfo {
  @Field() name: string;
  @Field() description: string;
  @Field(() => [String], { description: "The scopes of which a member's API token needs one to subscribe" }) scopes: string[];
}

@InputType()
export class CreateWebhookInput {
  @Field({ description: 'https:// (http:// only for loopback in development or with WEBHOOKS_ALLOW_LOOPBACK=1)' }) url: string;
  @Field(() => [String]) events: string[];
  @Field(() => Boolean, { nullable: true, description: "A staff endpoint for every member's events (needs webhooks:manage); default: a staff caller without a member session" })
  platform?: boolean | null;
}

export function toWebhook(e: WebhookEndpoint): Webhook {
  return {
    id: e.id,
    url: e.url,
    events: e.events.split(' ').filter(Boolean),
    platform: e.platform,
    disabledAt: e.disabledAt,
    disabledReason: e.disabledReason,
    failingSince: e.failingSince,
    lastSuccessAt: e.lastSuccessAt,
    createdAt: e.createdAt,
  };
}

function toDelivery(v: DeliveryView): WebhookDeliveryRecord {
  const d = v.delivery;
  return {
    id: d.id,
    eventId: v.eventUid,
    eventType: v.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
    lastAttemptAt: d.lastAttemptAt,
    statusCode: d.lastStatusCode,
    latencyMs: d.lastLatencyMs,
    error: d.lastError,
    createdAt: d.createdAt,
    deliveredAt: d.deliveredAt,
    attemptLog: v.attempts.map((a) => ({ attempt: a.attempt, manual: a.manual, statusCode: a.statusCode, latencyMs: a.latencyMs, error: a.error, responseExcerpt: a.responseExcerpt, createdAt: a.createdAt })),
  };
}

/** May this caller manage the platform's endpoints (a staff session or token holding webhooks:manage)? */
function staffManager(ctx: Context): boolean {
  return !!ctx.admin && allowed({ member: null, admin: ctx.admin, token: ctx.token }, ['webhooks:manage']);
}

/**
 * Whose endpoints a create or list acts on: `platform` true: the platform's (staff with
 * webhooks:manage); false: the member's own; omitted: the member's when a member session is
 * present, else the platform's (a browser may hold both sessions: the web app says which).
 */
function ownerOf(ctx: Context, platform: boolean | null | undefined): WebhookOwner {
  const wantsPlatform = platform ?? !ctx.member;
  if (wantsPlatform) {
    if (!ctx.admin) throw ctx.member ? forbidden('Platform webhooks are for staff') : unauthenticated();
    requireAccess({ member: null, admin: ctx.admin, token: ctx.token }, ['webhooks:manage']);
    return { id: ctx.admin.id, platform: true };
  }
  if (!ctx.member) throw forbidden('Member webhooks are for members: staff manage platform webhooks');
  return { id: ctx.member.id, platform: false };
}

function callerOf(ctx: Context): WebhookCaller {
  return { memberId: ctx.member?.id ?? null, staffId: staffManager(ctx) ? ctx.admin!.id : null };
}

/**
 * Outbound webhooks. Members manage their own endpoints (web session or API token); staff holding
 * `webhooks:manage` (OWNER) manage the platform's, which receive every member's events.
 *
 * Token scopes: a webhook sends the member's data to another server, so a member's token may manage
 * webhooks when it holds a scope of that data — any one of read:wallets, read:income,
 * read:notifications and write:tickets lets it in (declared below), and `createWebhook` then checks
 * every chosen event against the scope of what it carries (WEBHOOK_EVENT_SCOPES: money events need
 * read:wallets, income.daily read:income, ticket.replied write:tickets or read:notifications). A
 * partner app can thus register its own endpoint for exactly the data it may already read, and
 * nothing more; staff tokens need webhooks:manage.
 */
@Resolver()
export class WebhooksResolver {
  @Authorized('MEMBER', 'webhooks:manage')
  @Scope('read:wallets', 'read:income', 'read:notifications', 'write:tickets')
  @Query(() => [WebhookEventTypeInfo], { description: 'The event types an endpoint may subscribe to.' })
  webhookEventTypes(): WebhookEventTypeInfo[] {
    return WEBHOOK_EVENT_TYPES.map((name) => ({ name, description: WEBHOOK_EVENT_DESCRIPTIONS[name], scopes: WEBHOOK_EVENT_SCOPES[name] }));
  }

  @Authorized('MEMBER', 'webhooks:manage')
  @Scope('read:wallets', 'read:income', 'read:notifications', 'write:tickets')
  @Query(() => [Webhook], { description: "Your webhook endpoints (platform: true — the platform's, for staff), newest first." })
  async webhooks(@Arg('platform', () => Boolean, { nullable: true }) platform: boolean | null, @Ctx() ctx: Context): Promise<Webhook[]> {
    return (await ctx.services.webhooks.list(ownerOf(ctx, platform))).map(toWebhook);
  }

  @Authorized('MEMBER', 'webhooks:manage')
  @Scope('read:wallets', 'read:income', 'read:notifications', 'write:tickets')
  @Mutation(() => CreatedWebhook, { description: 'Registers an endpoint. The URL must resolve to public addresses only; the secret is in the answer only.' })
  async createWebhook(@Arg('input') input: CreateWebhookInput, @Ctx() ctx: Context): Promise<CreatedWebhook> {
    const owner = ownerOf(ctx, input.platform);
    const { secret, endpoint } = await ctx.services.webhooks.create(owner, input, ctx.token ? ctx.token.scopes : null);
    return { secret, webhook: toWebhook(endpoint) };
  }

  @Authorized('MEMBER', 'webhooks:manage')
  @Scope('read:wallets', 'read:income', 'read:notifications', 'write:tickets')
  @Query(() => [WebhookDeliveryRecord], { description: "An endpoint's latest deliveries (default 50, at most 200), newest first, with their attempts." })
  async webhookDeliveries(
    @Arg('webhookId', () => ID) webhookId: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<WebhookDeliveryRecord[]> {
    return (await ctx.services.webhooks.deliveries(callerOf(ctx), positiveId(webhookId, 'webhookId'), limit ?? 50)).map(toDelivery);
  }

  @Authorized('MEMBER', 'webhooks:manage')
  @Scope('read:wallets', 'read:income', 'read:notifications', 'write:tickets')
  @Mutation(() => WebhookDeliveryRecord, { description: 'Sends a delivery again now (same webhook-id and body).' })
  async redeliver(@Arg('deliveryId', () => ID) deliveryId: string, @Ctx() ctx: Context): Promise<WebhookDeliveryRecord> {
    return toDelivery(await ctx.services.webhooks.redeliver(callerOf(ctx), positiveId(deliveryId, 'deliveryId')));
  }

  @Authorized('MEMBER', 'webhooks:manage')
  @Scope('read:wallets', 'read:income', 'read:notifications', 'write:tickets')
  @Mutation(() => Webhook, { description: 'Deletes an endpoint: nothing more is sent to it (pending deliveries are cancelled).' })
  async deleteWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Webhook> {
    return toWebhook(await ctx.services.webhooks.remove(callerOf(ctx), positiveId(id)));
  }

  @Authorized('MEMBER', 'webhooks:manage')
  @Scope('read:wallets', 'read:income', 'read:notifications', 'write:tickets')
  @Mutation(() => Webhook, { description: 'Turns a disabled endpoint back on (after fixing the receiver).' })
  async enableWebhook(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<Webhook> {
    return toWebhook(await ctx.services.webhooks.enable(callerOf(ctx), positiveId(id)));
  }
}

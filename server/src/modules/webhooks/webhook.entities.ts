import { Column, Entity, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/**
 * An outbound webhook endpoint (issue 18 item 5). A member's endpoint (`platform` false) receives
 * that member's events only; a staff endpoint (`platform` true, managed with `webhooks:manage`)
 * receives every member's events of its types. The signing secret (`whsec_…`) is shown once and
 * kept encrypted with a key derived from the server secret (it is needed to sign every delivery).
 */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn() id: number;
  /** Who created it (the member, or the staff member for a platform endpoint). */
  @Index() @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Index() @Column({ type: 'boolean', default: false }) platform: boolean;
  @Column({ type: 'varchar', length: 2000 }) url: string;
  /** Space-separated event types. */
  @Column({ type: 'varchar', length: 255 }) events: string;
  @Column({ name: 'secret_enc', type: 'varchar', length: 255 }) secretEnc: string;
  /** The start of the current run of failures (null after a success): 3 days of it disables the endpoint. */
  @DateColumn({ name: 'failing_since', nullable: true }) failingSince: Date | null;
  @DateColumn({ name: 'last_success_at', nullable: true }) lastSuccessAt: Date | null;
  @DateColumn({ name: 'disabled_at', nullable: true }) disabledAt: Date | null;
  @Column({ name: 'disabled_reason', type: 'varchar', length: 200, nullable: true }) disabledReason: string | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'deleted_at', nullable: true }) deletedAt: Date | null;
}

/**
 * One event, written in the transaction of the change it reports (the outbox): a rolled-back
 * posting leaves none. `uid` is the Standard Webhooks message id (`webhook-id`), the same on every
 * attempt and redelivery; `eventKey` makes events that may be emitted twice (income.daily) unique.
 */
@Entity('webhook_events')
export class WebhookEvent {
  @PrimaryGeneratedColumn() id: number;
  @Index({ unique: true }) @Column({ type: 'varchar', length: 40 }) uid: string;
  @Column({ type: 'varchar', length: 32 }) type: string;
  @Column({ name: 'member_id', type: 'int', nullable: true }) memberId: number | null;
  @Index({ unique: true }) @Column({ name: 'event_key', type: 'varchar', length: 100, nullable: true }) eventKey: string | null;
  /** The JSON body sent: `{ type, timestamp, data }`. */
  @Column({ type: 'text' }) payload: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed' | 'cancelled';

/**
 * One event for one endpoint, with its state; each attempt is logged in `webhook_attempts`.
 * Without Redis the database outbox is polled (`next_attempt_at`, claimed with `lock_token` until
 * `locked_until`); with Redis a BullMQ job carries it (`queued_at`) and BullMQ times the retries.
 */
@Entity('webhook_deliveries')
@Index('uq_webhook_delivery_event_endpoint', ['eventId', 'endpointId'], { unique: true })
@Index('idx_webhook_delivery_due', ['status', 'nextAttemptAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'endpoint_id', type: 'int' }) endpointId: number;
  @Column({ name: 'event_id', type: 'int' }) eventId: number;
  @Column({ type: 'varchar', length: 12 }) status: DeliveryStatus;
  @Column({ type: 'int', default: 0 }) attempts: number;
  @DateColumn({ name: 'next_attempt_at', nullable: true }) nextAttemptAt: Date | null;
  /** The start of the retry window (24 h); a redelivery starts a new one. */
  @DateColumn({ name: 'window_start', nullable: true }) windowStart: Date | null;
  @DateColumn({ name: 'last_attempt_at', nullable: true }) lastAttemptAt: Date | null;
  @Column({ name: 'last_status_code', type: 'int', nullable: true }) lastStatusCode: number | null;
  @Column({ name: 'last_latency_ms', type: 'int', nullable: true }) lastLatencyMs: number | null;
  @Column({ name: 'last_error', type: 'varchar', length: 300, nullable: true }) lastError: string | null;
  /** The next attempt was asked for by hand (redeliver). */
  @Column({ type: 'boolean', default: false }) manual: boolean;
  @DateColumn({ name: 'locked_until', nullable: true }) lockedUntil: Date | null;
  @Column({ name: 'lock_token', type: 'varchar', length: 32, nullable: true }) lockToken: string | null;
  @DateColumn({ name: 'queued_at', nullable: true }) queuedAt: Date | null;
  @DateColumn({ name: 'delivered_at', nullable: true }) deliveredAt: Date | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** One HTTP attempt of a delivery: status code (null when no answer), latency, error, a short excerpt of the answer. */
@Entity('webhook_attempts')
export class WebhookAttempt {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'delivery_id', type: 'int' }) deliveryId: number;
  @Column({ type: 'int' }) attempt: number;
  @Column({ type: 'boolean', default: false }) manual: boolean;
  @Column({ name: 'status_code', type: 'int', nullable: true }) statusCode: number | null;
  @Column({ name: 'latency_ms', type: 'int' }) latencyMs: number;
  @Column({ type: 'varchar', length: 300, nullable: true }) error: string | null;
  @Column({ name: 'response_excerpt', type: 'varchar', length: 200, nullable: true }) responseExcerpt: string | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

/** Days whose `income.daily` events were written (so a restart after a crash writes a missed day once). */
@Entity('webhook_daily_runs')
export class WebhookDailyRun {
  @PrimaryColumn({ type: 'varchar', length: 10 }) day: string;
  @Column({ type: 'int', default: 0 }) events: number;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}

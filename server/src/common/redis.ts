import type { Redis, RedisOptions } from 'ioredis';
import type { Logger } from './logger';

/**
 * Redis connections of one process. Every connection reconnects with back-off (up to 5 s between
 * attempts) and never throws: an unreachable Redis is a state (readiness 503), not a crash. The
 * connections' own errors are swallowed; one monitor connection logs one line per state change
 * (`Redis unreachable ...`, `Redis reachable again`), and `up` is what /readyz reports.
 */
export class RedisConnections {
  private readonly clients: Redis[] = [];
  private monitor: Redis | null = null;
  private state: 'connecting' | 'up' | 'down' = 'connecting';

  constructor(
    readonly url: string,
    /** REDIS_PREFIX: every key and channel starts with `<prefix>:`. */
    readonly prefix: string,
    private readonly log: Logger,
  ) {}

  /** A connection for BullMQ or pub/sub (commands wait for the reconnect rather than fail). */
  async connection(options: RedisOptions = {}): Promise<Redis> {
    const { Redis } = await import('ioredis');
    const client = new Redis(this.url, { maxRetriesPerRequest: null, retryStrategy: backoff, ...options });
    client.on('error', () => undefined);
    this.clients.push(client);
    return client;
  }

  /** Starts watching (once): the monitor connection's state changes are logged and read by /readyz. */
  async watch(): Promise<void> {
    if (this.monitor) return;
    const { Redis } = await import('ioredis');
    const monitor = new Redis(this.url, { retryStrategy: backoff, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.monitor = monitor;
    monitor.on('ready', () => this.set('up'));
    monitor.on('error', (err) => this.set('down', err.message));
    monitor.on('end', () => this.set('down', 'connection closed'));
  }

  get up(): boolean {
    return this.state === 'up';
  }

  /** Connected and answering PING within `timeoutMs` (a Redis that accepts but hangs is not reachable). */
  async ping(timeoutMs = 1_000): Promise<boolean> {
    const monitor = this.monitor;
    if (!monitor || this.state !== 'up') return false;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([monitor.ping().then((r) => r === 'PONG'), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private set(state: 'up' | 'down', reason?: string) {
    if (state === this.state) return;
    const before = this.state;
    this.state = state;
    if (state === 'down') this.log.warn({ redis: 'down', reason }, `Redis unreachable (${reason}); reconnecting with back-off`);
    else this.log.info({ redis: 'up' }, before === 'connecting' ? 'Redis connected' : 'Redis reachable again');
  }

  async close(): Promise<void> {
    for (const client of this.clients.splice(0)) client.disconnect();
    this.monitor?.disconnect();
    this.monitor = null;
  }
}

/** Reconnect delay: 100 ms doubling per attempt, at most 5 s. */
function backoff(attempt: number): number {
  return Math.min(100 * 2 ** Math.min(attempt, 10), 5_000);
}

type Listener = ((event: CustomEvent) => void) | { handleEvent: (event: CustomEvent) => void };

/**
 * The pub/sub's event target over Redis: channels `<prefix>:<topic>` (deployments sharing a Redis do
 * not hear each other), and a publish while Redis is down is logged and dropped, never an unhandled
 * rejection (the events are live notices; the database holds the truth).
 */
export function prefixedRedisEventTarget(publish: Redis, subscribe: Redis, prefix: string, log: Logger) {
  const head = `${prefix}:`;
  const callbacks = new Map<string, Set<(event: CustomEvent) => void>>();
  const original = new Map<Listener, (event: CustomEvent) => void>();
  subscribe.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(head)) return;
    const topic = channel.slice(head.length);
    let detail: unknown;
    try {
      detail = message === '' ? null : JSON.parse(message);
    } catch {
      log.warn({ topic }, `Redis message on ${channel} is not JSON: dropped`);
      return;
    }
    const event = new CustomEvent(topic, { detail });
    for (const callback of callbacks.get(topic) ?? []) callback(event);
  });
  const asCallback = (listener: Listener) => {
    let callback = original.get(listener);
    if (!callback) {
      callback = typeof listener === 'function' ? listener : (e) => listener.handleEvent(e);
      original.set(listener, callback);
    }
    return callback;
  };
  return {
    addEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      let set = callbacks.get(topic);
      if (!set) {
        set = new Set();
        callbacks.set(topic, set);
        subscribe.subscribe(head + topic).catch((err) => log.warn({ topic }, `Redis subscribe to ${topic} failed: ${err.message}`));
      }
      set.add(asCallback(listener));
    },
    removeEventListener(topic: string, listener: Listener | null) {
      if (!listener) return;
      const set = callbacks.get(topic);
      if (!set) return;
      set.delete(asCallback(listener));
      original.delete(listener);
      if (set.size) return;
      callbacks.delete(topic);
      subscribe.unsubscribe(head + topic).catch(() => undefined);
    },
    dispatchEvent(event: CustomEvent) {
      // The publish connection has no offline queue: while Redis is down the notice is dropped at
      // once (the monitor has logged the outage), not queued and replayed late.
      publish.publish(head + event.type, event.detail === undefined ? '' : JSON.stringify(event.detail)).catch(() => undefined);
      return true;
    },
  };
}

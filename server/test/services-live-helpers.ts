/** A graphql-ws subscription watcher for the services suites (tickets, notifications). */
import { createClient, Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestApp } from './harness';

export interface Watch<T> {
  events: T[];
  errors: unknown[];
  next(pred: (e: T) => boolean, ms?: number): Promise<T>;
  /** Waits `ms` and returns the events that arrived (to prove that nothing did). */
  settle(ms?: number): Promise<T[]>;
  client: Client;
}

export function watchSubscription<T>(t: TestApp, query: string, variables: Record<string, unknown>, field: string, token?: string): Watch<T> {
  const events: T[] = [];
  const errors: unknown[] = [];
  const waiters: Array<{ pred: (e: T) => boolean; resolve: (e: T) => void }> = [];
  const client = createClient({
    url: t.url.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : undefined,
    retryAttempts: 0,
    lazy: true,
  });
  client.subscribe<Record<string, T>>(
    { query, variables },
    {
      next: (msg) => {
        if (msg.errors) errors.push(msg.errors);
        const e = msg.data?.[field];
        if (!e) return;
        events.push(e);
        for (const w of waiters.splice(0)) {
          if (w.pred(e)) w.resolve(e);
          else waiters.push(w);
        }
      },
      error: (err) => errors.push(err),
      complete: () => undefined,
    },
  );
  return {
    events,
    errors,
    client,
    next(pred, ms = 5000) {
      const seen = events.find(pred);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching ${field} event within ${ms} ms; got ${JSON.stringify(events)}; errors ${JSON.stringify(errors)}`)), ms);
        waiters.push({ pred, resolve: (e) => { clearTimeout(timer); resolve(e); } });
      });
    },
    async settle(ms = 400) {
      await new Promise((r) => setTimeout(r, ms));
      return events;
    },
  };
}

/** Resolves once the subscription is registered on the server (an event published now reaches it). */
export async function subscribed(ms = 300) {
  await new Promise((r) => setTimeout(r, ms));
}

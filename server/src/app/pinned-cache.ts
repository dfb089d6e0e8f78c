import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';

/**
 * One of Apollo Server's caches (the document store, the APQ store) with entries fixed at start:
 * `pinned(key)` answers those for good (Apollo's writes to them change nothing); every other key
 * lives in an LRU, as in Apollo's own stores. Apollo prefixes the keys it uses, so `pinned` reads
 * the end of the key.
 */
export function pinnedCache<V extends object | string>(pinned: (key: string) => V | undefined): KeyValueCache<V> {
  const others = new InMemoryLRUCache<V>();
  return {
    get: async (key) => pinned(key) ?? others.get(key),
    set: async (key, value, options) => {
      if (pinned(key) === undefined) await others.set(key, value, options);
    },
    delete: async (key) => {
      if (pinned(key) === undefined) await others.delete(key);
    },
  };
}

/** The SHA-256 (64 hex digits) that ends a key of Apollo's caches. */
export function keyHash(key: string): string {
  return key.slice(-64);
}

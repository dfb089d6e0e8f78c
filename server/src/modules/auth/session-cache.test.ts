import { SessionCache } from './session-cache';
import type { User } from '../users/user.entity';

const row = (id: number, tokenVersion = 0) => ({ id, tokenVersion, deletedAt: null }) as unknown as User;

describe('SessionCache', () => {
  test('serves a row again until it is forgotten', async () => {
    const cache = new SessionCache(10_000);
    const read = jest.fn(async (id: number) => row(id));
    await cache.load(1, read);
    await cache.load(1, read);
    expect(read).toHaveBeenCalledTimes(1);
    cache.forget([1]);
    await cache.load(1, read);
    expect(read).toHaveBeenCalledTimes(2);
    cache.forget('all');
    await cache.load(1, read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  test('a read that raced a change does not store the row it read', async () => {
    const cache = new SessionCache(10_000);
    let finish!: (u: User) => void;
    const slow = cache.load(1, () => new Promise<User>((resolve) => (finish = resolve)));
    cache.forget([1]); // the row changed (committed) while the read was in flight
    finish(row(1, 0));
    expect((await slow)!.tokenVersion).toBe(0);
    const fresh = await cache.load(1, async () => row(1, 1));
    expect(fresh!.tokenVersion).toBe(1);
  });

  test('rows expire after the lifetime; a lifetime of 0 keeps nothing', async () => {
    const off = new SessionCache(0);
    const read = jest.fn(async (id: number) => row(id));
    await off.load(1, read);
    await off.load(1, read);
    expect(read).toHaveBeenCalledTimes(2);
    const short = new SessionCache(5);
    await short.load(1, read);
    await new Promise((r) => setTimeout(r, 15));
    await short.load(1, read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  test('loadMany reads only the rows it does not hold, in one call', async () => {
    const cache = new SessionCache(10_000);
    await cache.load(1, async (id) => row(id));
    const readMany = jest.fn(async (ids: number[]) => ids.map((id) => row(id)));
    const found = await cache.loadMany([1, 2, 3], readMany);
    expect(readMany).toHaveBeenCalledWith([2, 3]);
    expect([...found.keys()].sort()).toEqual([1, 2, 3]);
  });
});

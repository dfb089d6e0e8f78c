import { ChunkLoadTimeoutError, withTimeout } from './lazy';

describe('withTimeout (lazy chunk loading)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rejects with ChunkLoadTimeoutError when the import takes longer than the limit', async () => {
    const never = new Promise<{ default: () => null }>(() => {});
    const raced = withTimeout(never, 120_000);
    const assertion = expect(raced).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    jest.advanceTimersByTime(120_000);
    await assertion;
  });

  it('resolves with the module when it loads in time', async () => {
    const mod = { default: () => null };
    const raced = withTimeout(Promise.resolve(mod), 120_000);
    await expect(raced).resolves.toBe(mod);
  });

  it('passes a load failure through', async () => {
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(withTimeout(Promise.reject(failure), 120_000)).rejects.toBe(failure);
  });
});

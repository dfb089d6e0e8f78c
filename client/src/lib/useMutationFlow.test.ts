import { act, renderHook } from '@testing-library/react';
import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { notifications } from '@mantine/notifications';
import { runAction, useMutationFlow } from './useMutationFlow';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let show: jest.SpyInstance;
beforeEach(() => {
  show = jest.spyOn(notifications, 'show');
});
afterEach(() => show.mockRestore());

describe('useMutationFlow', () => {
  it('marks the id busy while the call runs, then shows the success toast and resolves to the result', async () => {
    const { result } = renderHook(() => useMutationFlow<number>());
    expect(result.current.busyId).toBeNull();
    const call = deferred<{ data: { ok: true } }>();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(7, () => call.promise, 'Member blocked');
    });
    expect(result.current.busyId).toBe(7);
    expect(show).not.toHaveBeenCalled();
    await act(async () => {
      call.resolve({ data: { ok: true } });
      await expect(outcome).resolves.toEqual({ data: { ok: true } });
    });
    expect(result.current.busyId).toBeNull();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Member blocked' }));
  });

  it('makes the success text from the result, and shows none when it gives none', async () => {
    const { result } = renderHook(() => useMutationFlow());
    await act(async () => {
      await result.current.run('a', async () => ({ message: 'Deposit removed by the server' }), (r) => r.message);
    });
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ color: 'green', message: 'Deposit removed by the server' }));
    show.mockClear();
    await act(async () => {
      await expect(result.current.run('b', async () => 'done', () => undefined)).resolves.toBe('done');
      await expect(result.current.run('c', async () => 'done')).resolves.toBe('done');
    });
    expect(show).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure, resolves to null and clears the busy id (never rejects)", async () => {
    const { result } = renderHook(() => useMutationFlow());
    const refused = new ApolloError({ graphQLErrors: [new GraphQLError('A second staff member must check this request: you made it')] });
    let outcome: unknown = 'unset';
    await act(async () => {
      outcome = await result.current.run('r1', () => Promise.reject(refused), 'Approved');
    });
    expect(outcome).toBeNull();
    expect(result.current.busyId).toBeNull();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'A second staff member must check this request: you made it' }));
  });

  it("shows 'Something went wrong' when the failure carries no server text", async () => {
    const { result } = renderHook(() => useMutationFlow());
    await act(async () => {
      await expect(result.current.run('x', () => Promise.reject(new ApolloError({ networkError: new TypeError('Failed to fetch') })), 'Saved')).resolves.toBeNull();
    });
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Something went wrong' }));
  });

  it("keeps a second row busy when the first row's action ends before it", async () => {
    const { result } = renderHook(() => useMutationFlow<number>());
    const first = deferred<string>();
    const second = deferred<string>();
    let outcomes: Promise<unknown>[] = [];
    act(() => {
      outcomes = [result.current.run(1, () => first.promise, 'First done')];
    });
    act(() => {
      outcomes.push(result.current.run(2, () => second.promise, 'Second done'));
    });
    expect(result.current.busyId).toBe(2);
    await act(async () => {
      first.resolve('a');
      await outcomes[0];
    });
    expect(result.current.busyId).toBe(2);
    await act(async () => {
      second.resolve('b');
      await outcomes[1];
    });
    expect(result.current.busyId).toBeNull();
  });

  it('keeps the same run function across renders', () => {
    const { result, rerender } = renderHook(() => useMutationFlow());
    const first = result.current.run;
    rerender();
    expect(result.current.run).toBe(first);
  });
});

describe('runAction (the same flow without a busy row)', () => {
  it('shows the success toast and resolves to the result', async () => {
    await expect(runAction(async () => 42, (n) => `Sent to ${n} members`)).resolves.toBe(42);
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'green', message: 'Sent to 42 members' }));
  });

  it("shows the caller's fallback when the failure carries no server text, and resolves to null", async () => {
    await expect(runAction(() => Promise.reject(undefined), 'Saved', 'Could not reset two-factor sign-in')).resolves.toBeNull();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', message: 'Could not reset two-factor sign-in' }));
  });
});

import { useCallback, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from './notify';

/** The success toast: fixed text, or text made from the call's result (nothing when it gives none). */
export type SuccessMessage<T> = string | ((result: T) => string | null | undefined);

/**
 * Runs a mutation call: the success toast (text from `success`; none without it), or the server's
 * message (PAGES §1.10; `fallbackError` when it gives none) as an error toast. Resolves to the
 * call's result, or null after a failure; never rejects.
 */
export async function runAction<T>(call: () => Promise<T>, success?: SuccessMessage<T>, fallbackError?: string): Promise<T | null> {
  try {
    const result = await call();
    const text = typeof success === 'function' ? success(result) : success;
    if (text) notifySuccess(text);
    return result;
  } catch (err) {
    notifyError(errorMessage(err, fallbackError));
    return null;
  }
}

/**
 * A row action of a list (block a member, decide a deposit, approve a request): `run(id, call,
 * success)` is `runAction` with `id` marked busy (`busyId`) while the call runs.
 */
export function useMutationFlow<Id = string>() {
  const [busyId, setBusyId] = useState<Id | null>(null);

  const run = useCallback(async <T>(id: Id, call: () => Promise<T>, success?: SuccessMessage<T>): Promise<T | null> => {
    setBusyId(id);
    try {
      return await runAction(call, success);
    } finally {
      // A second row's action started meanwhile keeps its busy mark until it ends.
      setBusyId((current) => (current === id ? null : current));
    }
  }, []);

  return { busyId, run };
}

import { useCallback, useState } from 'react';
import { errorMessage, notifyError, notifySuccess } from './notify';

/** The success toast: fixed text, or text made from the call's result (nothing when it gives none). */
export type SuccessMessage<T> = string | ((result: T) => string | null | undefined);

/**
 * A row action of a list (block a member, decide a deposit, approve a request): `run(id, call,
 * success)` marks `id` busy (`busyId`) while `call` runs, then shows the success toast, or the
 * server's message (PAGES §1.10) when the call fails. Resolves to the call's result, or null after a
 * failure; never rejects. Without `success` it shows no success toast (the call shows its own).
 */
export function useMutationFlow<Id = string>() {
  const [busyId, setBusyId] = useState<Id | null>(null);

  const run = useCallback(async <T>(id: Id, call: () => Promise<T>, success?: SuccessMessage<T>): Promise<T | null> => {
    setBusyId(id);
    try {
      const result = await call();
      const text = typeof success === 'function' ? success(result) : success;
      if (text) notifySuccess(text);
      return result;
    } catch (err) {
      notifyError(errorMessage(err));
      return null;
    } finally {
      setBusyId(null);
    }
  }, []);

  return { busyId, run };
}

/**
 * Runs one mutation of a member page (PAGES §1.9, §1.10): success toast (the exact text, or the
 * server `message`), error toast with the server message, else `fallback`, else (network failure)
 * 'Something went wrong'. Resolves, never rejects.
 */
import { useCallback, useRef } from 'react';
import { callFailure, type CallFailure } from '../auth/errors';
import { GENERIC_ERROR, notifyError, notifySuccess } from '../../lib/notify';
import { newIdempotencyKey } from './amount';

export type Outcome<T> = { ok: true; data: T } | CallFailure;

export interface PerformOptions<T> {
  /** Success toast: fixed text, or derived from the answer; nothing when undefined. */
  success?: string | ((data: T) => string | undefined);
  /** Error text when the server gives none (e.g. 'Transfer failed.'). */
  fallback?: string;
  /** Do not toast the failure (the caller shows it inline). */
  quietFailure?: boolean;
}

export async function perform<T>(call: () => Promise<{ data?: T | null }>, options: PerformOptions<T> = {}): Promise<Outcome<T>> {
  try {
    const { data } = await call();
    if (data === undefined || data === null) throw new Error('Empty answer');
    const text = typeof options.success === 'function' ? options.success(data) : options.success;
    if (text) notifySuccess(text);
    return { ok: true, data };
  } catch (err) {
    const failure = callFailure(err, options.fallback ?? GENERIC_ERROR);
    if (!options.quietFailure) notifyError(failure.error);
    return failure;
  }
}

/** True when the call never got a GraphQL answer (a retry may safely reuse the idempotency key). */
export function isNetworkFailure(failure: CallFailure): boolean {
  return failure.code === undefined;
}

/**
 * One idempotency key per money movement: the same key while a submit is retried after a network
 * failure; a fresh one after the server answered (success or refusal).
 */
export function useIdempotencyKey(): { current: () => string; settle: (outcome: Outcome<unknown>) => void } {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    if (!key.current) key.current = newIdempotencyKey();
    return key.current;
  }, []);
  const settle = useCallback((outcome: Outcome<unknown>) => {
    if (outcome.ok || !isNetworkFailure(outcome)) key.current = null;
  }, []);
  return { current, settle };
}

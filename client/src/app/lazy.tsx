/**
 * Route-level code splitting (PAGES §1.4): every page is React.lazy over an import that races a
 * 120000 ms timer. A timeout or a failed chunk load throws into the route error boundary, whose
 * 'Refresh Page' loads fresh chunks. The Suspense fallback is the loading overlay.
 */
import { Suspense, lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { LoadingOverlay } from '../components/LoadingOverlay';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor(ms: number) {
    super(`Loading the page timed out after ${ms} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Resolves with `promise`, or rejects with ChunkLoadTimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** React.lazy over `factory`, racing a timer (default 120000 ms). */
export function lazyWithTimeout<T extends AnyComponent>(
  factory: () => Promise<{ default: T }>,
  ms: number = CHUNK_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(() => withTimeout(factory(), ms));
}

/** A route element for a lazy page: `{ path, element: lazyPage(() => import('…')) }`. */
export function lazyPage(factory: () => Promise<{ default: AnyComponent }>, ms: number = CHUNK_TIMEOUT_MS): ReactElement {
  const Page = lazyWithTimeout(factory, ms);
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <Page />
    </Suspense>
  );
}

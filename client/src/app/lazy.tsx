/**
 * Route-level code splitting (PAGES §1.4): every page (and the member and admin layouts) is
 * React.lazy over an import that races a 120000 ms timer. A timeout or a failed chunk load throws into the route error boundary, whose
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

/** How each lazyPage element loads its chunk (for preloadPage). */
const pageLoaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A route element for a lazy page: `{ path, element: lazyPage(() => import('…')) }`. The chunk is
 * imported once, when the page first renders or when preloadPage asks for it earlier.
 */
export function lazyPage(factory: () => Promise<{ default: AnyComponent }>, ms: number = CHUNK_TIMEOUT_MS): ReactElement {
  let loading: Promise<{ default: AnyComponent }> | null = null;
  const load = () => (loading ??= factory());
  const Page = lazyWithTimeout(load, ms);
  const element = (
    <Suspense fallback={<LoadingOverlay />}>
      <Page />
    </Suspense>
  );
  pageLoaders.set(element, load);
  return element;
}

/**
 * Starts loading a lazyPage element's chunk now (anything else: nothing to do). Used while a lazy
 * layout loads, so the page's chunk comes at the same time instead of after it. A failure is left
 * to the page's own render (error boundary), as without the preload.
 */
export function preloadPage(element: unknown): void {
  const load = element && typeof element === 'object' ? pageLoaders.get(element) : undefined;
  load?.().catch(() => undefined);
}

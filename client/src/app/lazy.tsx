/**
 * Route-level code splitting (PAGES §1.4): every page (and the member and admin layouts) is a lazy
 * import that races a 120000 ms timer. A timeout or a failed chunk load throws into the route error
 * boundary, whose 'Refresh Page' loads fresh chunks. While a chunk loads, the loading overlay shows.
 */
import { Suspense, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
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

/**
 * A lazily imported component. Imported once (racing the timer); `Component` renders it: straight
 * away when the chunk is already in (no Suspense fallback, so none of React's throttled fallback
 * reveals either), else through React.lazy under a Suspense fallback (the loading overlay). Which of
 * the two is decided when it mounts, so a mounted instance is never swapped (its state stays).
 */
export interface LazyModule {
  /** Imports the chunk (once); resolves when it is in, never rejects (a failure shows when rendered). */
  preload(): Promise<void>;
  /** The component, if its chunk is in. */
  loaded(): AnyComponent | null;
  /** The module's exports, if its chunk is in. */
  exports(): Record<string, unknown> | null;
  Component: ComponentType;
}

export function lazyModule(factory: () => Promise<{ default: AnyComponent }>, ms: number = CHUNK_TIMEOUT_MS): LazyModule {
  let loading: Promise<{ default: AnyComponent }> | null = null;
  let loadedModule: ({ default: AnyComponent } & Record<string, unknown>) | null = null;
  const load = () =>
    (loading ??= withTimeout(factory(), ms).then((module) => {
      loadedModule = module;
      return module;
    }));
  const Lazy = lazy(load);
  function Component() {
    const [Ready] = useState(() => loadedModule?.default ?? null);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<LoadingOverlay />}>
        <Lazy />
      </Suspense>
    );
  }
  return {
    preload: () => load().then(
      () => undefined,
      () => undefined,
    ),
    loaded: () => loadedModule?.default ?? null,
    exports: () => loadedModule,
    Component,
  };
}

/** The lazy module behind each lazyPage element (for preloadPage). */
const pageModules = new WeakMap<object, LazyModule>();
const pageModuleOf = (element: unknown) => (element && typeof element === 'object' ? pageModules.get(element) : undefined);

/**
 * A route element for a lazy page: `{ path, element: lazyPage(() => import('…')) }`. The chunk is
 * imported once, when the page first renders or when preloadPage asks for it earlier.
 */
export function lazyPage(factory: () => Promise<{ default: AnyComponent }>, ms: number = CHUNK_TIMEOUT_MS): ReactElement {
  const page = lazyModule(factory, ms);
  const element = <page.Component />;
  pageModules.set(element, page);
  return element;
}

/**
 * Starts loading a lazyPage element's chunk now; resolves when it is in (or failed: the page's own
 * render then throws into its error boundary, as without the preload). Anything else: resolved.
 */
export function preloadPage(element: unknown): Promise<void> {
  return pageModuleOf(element)?.preload() ?? Promise.resolve();
}

/** True when `element` is not a lazyPage element or its chunk is already in. */
export function pageLoaded(element: unknown): boolean {
  const page = pageModuleOf(element);
  return !page || page.loaded() !== null;
}

/**
 * Starts the data a lazyPage element's page shows first: its module's `prefetchData` export, if the
 * chunk is in and has one. Used for the first page of a visit (router.preloadFirstPage), so its
 * queries are under way while the layout and the page render; the page's own query then finds the
 * answer in the cache or joins the request in flight (Apollo deduplicates identical queries).
 */
export function prefetchPageData(element: unknown): void {
  const prefetch = pageModuleOf(element)?.exports()?.prefetchData;
  if (typeof prefetch === 'function') prefetch();
}

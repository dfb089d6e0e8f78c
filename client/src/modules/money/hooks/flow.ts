/**
 * What every member money flow of modules/money/hooks shares: the page's callbacks (refetch after a
 * success, the page's overlay while the call runs).
 */
export interface MoneyFlowOptions {
  /** After a success: the page reloads its balances and history. */
  onDone: () => void;
  /** The page's LoadingOverlay while the mutation runs. */
  setBusy: (busy: boolean) => void;
}

/** Runs `call` with the page's overlay shown, and hides it however the call ends. */
export async function whileBusy<T>(setBusy: (busy: boolean) => void, call: () => Promise<T>): Promise<T> {
  setBusy(true);
  try {
    return await call();
  } finally {
    setBusy(false);
  }
}

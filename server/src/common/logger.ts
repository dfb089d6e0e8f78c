import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

/**
 * Structured JSON logs (pino) on stdout: one line per event with `level`, `time`, `msg` and fields.
 * A line written while serving a request carries its `reqId` (the X-Request-Id the answer returns).
 * LOG_LEVEL sets the threshold (default `info`; tests: `warn`).
 */
export type Logger = pino.Logger;

/** The request being served (set by the request-id middleware; async code inherits it). */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')): Logger {
  // Synchronous writes: the last lines before an exit (a failed start, a shutdown) are not lost.
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const store = requestContext.getStore();
        return store ? { reqId: store.reqId } : {};
      },
    },
    pino.destination({ dest: 1, sync: true }),
  );
}

/** The process's logger. */
export const log: Logger = createLogger();

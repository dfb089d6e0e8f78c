import pino from 'pino';

/**
 * Structured JSON logs (pino) on stdout: one line per event with `level`, `time`, `msg` and fields.
 * A line about a request (a resolver fault, a REST 500) names its `reqId` (the X-Request-Id the
 * answer returns): the id is passed explicitly, in the GraphQL context and on the REST response
 * (request-id.ts), not through AsyncLocalStorage, whose promise hooks cost about a tenth of a
 * GraphQL read's CPU. LOG_LEVEL sets the threshold (default `info`; tests: `warn`).
 */
export type Logger = pino.Logger;

export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')): Logger {
  // Synchronous writes: the last lines before an exit (a failed start, a shutdown) are not lost.
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: true }));
}

/** The process's logger. */
export const log: Logger = createLogger();

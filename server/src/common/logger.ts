import pino from 'pino';

/**
 * Structured JSON logs (pino) on stdout: one line per event with `level`, `time`, `msg` and fields
 * such as `reqId`. LOG_LEVEL sets the threshold (default `info`; tests: `warn`).
 */
export type Logger = pino.Logger;

export function createLogger(level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info')): Logger {
  // Synchronous writes: the last lines before an exit (a failed start, a shutdown) are not lost.
  return pino({ level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime }, pino.destination({ dest: 1, sync: true }));
}

/** The process's logger. */
export const log: Logger = createLogger();

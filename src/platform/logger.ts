import { pino, type Logger } from 'pino';

export type { Logger };

/** Paths that may carry secrets or card data: never written to the log. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  'token',
  '*.token',
  '*.refreshToken',
  '*.accessToken',
  '*.cardNumber',
  '*.cvv',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: { paths: REDACTED_PATHS, censor: '[oculto]' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}

/**
 * The process's standard output for its log, written asynchronously: lines logged while a write is under way
 * go out together in the next one, instead of one blocking write per line (the access log's line per request
 * was a write system call on the comparison's path, issue 31). Nothing waits for a size: an idle process's
 * line goes out at once. pino flushes what is pending when the process exits.
 */
export function stdoutDestination(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

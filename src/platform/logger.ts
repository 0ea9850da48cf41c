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

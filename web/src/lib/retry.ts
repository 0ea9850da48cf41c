/** The retry helper of spec 02 §7 and spec 03 §7: 3 attempts, 1,500 ms apart (1,000 ms for the UF). */
export const RETRY_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 1500;
export const UF_RETRY_DELAY_MS = 1000;

/** spec 02 §8 "Retry limit reached". */
export function retryLimitMessage(attempts: number): string {
  return `Se ha sobrepasado el limite de intentos (${attempts}), Intente mas tarde.`;
}

export class RetryLimitError extends Error {
  constructor(
    readonly attempts: number,
    readonly last: unknown,
  ) {
    super(retryLimitMessage(attempts));
  }
}

/** The delay before retrying a URL: 1,000 ms for the UF (GET /api/globales/uf), else 1,500 ms. */
export function retryDelayFor(url: string): number {
  return /\/api\/globales\/uf(\?|$)/.test(url) ? UF_RETRY_DELAY_MS : RETRY_DELAY_MS;
}

/**
 * Runs `attempt` up to `attempts` times while it fails with a retryable error, waiting `delayMs` between
 * tries; after the last retryable failure throws RetryLimitError (its message is the spec's). A failure
 * that is not retryable (a 4xx answer) is thrown as it came.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  options: {
    attempts?: number;
    delayMs?: number;
    retryable?: (error: unknown) => boolean;
    wait?: (ms: number) => Promise<void>;
  } = {},
): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? RETRY_ATTEMPTS);
  const wait = options.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(options.retryable?.(error) ?? true)) throw error;
      if (tried >= attempts) throw attempts > 1 ? new RetryLimitError(attempts, error) : error;
      await wait(options.delayMs ?? RETRY_DELAY_MS);
    }
  }
}

/**
 * How long tests wait for what takes time (a process to start, a job to run, a browser to render), in one
 * place (issue 26). Each deadline is what a quiet machine needs, times TEST_PATIENCE: a busy 2-core machine
 * or CI runner (load 20) is many times slower than a quiet one. A real defect still fails, only later.
 * TEST_PATIENCE=1 gives the quiet-machine deadlines (to find a hang sooner).
 */
export const TEST_PATIENCE: number = (() => {
  const value = Number(process.env.TEST_PATIENCE);
  return Number.isFinite(value) && value > 0 ? value : 4;
})();

/** A deadline of `ms` on a quiet machine, stretched by TEST_PATIENCE. */
export const patience = (ms: number): number => Math.round(ms * TEST_PATIENCE);

/**
 * Reads until `done` holds and answers the value that satisfied it; past the deadline it throws, naming
 * what it waited for and the last value read (never answers a value that does not satisfy `done`).
 */
export async function waitUntil<T>(
  what: string,
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { timeoutMs = patience(30_000), everyMs = 100 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`waited ${timeoutMs} ms for ${what}; last value: ${describe(value)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

function describe(value: unknown): string {
  try {
    return JSON.stringify(value)?.slice(0, 2000) ?? String(value);
  } catch {
    return String(value);
  }
}

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ok'; value: T };

/**
 * One piece of data a page shows, loaded at most once per key (issue 24: a detail page re-ran its lookup on
 * every render and sent ~300 requests a second). Asking again for the key already loading, loaded or failed
 * does nothing, so no render, effect or failure can make it ask again; only a new key or the visitor's
 * retry does. Retries of a failed request belong to the HTTP client (api-client.ts: 3 attempts 1,500 ms
 * apart, spec 03 §9); after them the state is 'error' and the page shows its retry alert.
 */
export class KeyedLoad<T> {
  private key: string | undefined;
  private run = 0;
  private state: LoadState<T> = { status: 'loading' };

  constructor(private readonly publish: (key: string, state: LoadState<T>) => void) {}

  /** Loads `key` unless it is the current key. */
  request(key: string, load: () => Promise<T>): void {
    if (key === this.key) return;
    this.key = key;
    this.start(key, load);
  }

  /** A key whose value is already known (the server rendered the page from it): nothing to load. */
  settle(key: string, value: T): void {
    this.key = key;
    this.state = { status: 'ok', value };
  }

  /** The retry alert's button: loads the current key once more, unless it is still loading. */
  retry(load: () => Promise<T>): void {
    if (this.key === undefined || this.state.status === 'loading') return;
    this.start(this.key, load);
  }

  /** The page went away: a late answer is dropped and the next request loads afresh. */
  dispose(): void {
    this.run++;
    this.key = undefined;
  }

  private start(key: string, load: () => Promise<T>): void {
    const run = ++this.run;
    this.set(key, { status: 'loading' });
    let pending: Promise<T>;
    try {
      pending = load();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => run === this.run && this.set(key, { status: 'ok', value }),
      (error: unknown) => run === this.run && this.set(key, { status: 'error', error }),
    );
  }

  private set(key: string, state: LoadState<T>): void {
    this.state = state;
    this.publish(key, state);
  }
}

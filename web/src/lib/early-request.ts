/**
 * One request of a page started before the page asks it (issue 9, issue 31): sent at start-up while the
 * page's code loads (main.tsx), or answered by the server's render in-process (entry-server.tsx). Only the
 * page's first request may take it, and only for the same body: any other request is sent as usual, so an
 * early request never serves a different or later search. The result list's comparison and the isapre plan
 * list's search each keep one.
 */
export class EarlyRequest<B, A> {
  private early: { key: string; response: Promise<A>; answer?: A } | undefined;

  constructor(private readonly send: (body: B, signal?: AbortSignal) => Promise<A>) {}

  /** Sends `body` now; the page's request for the same body takes its answer. */
  prefetch(body: B): B {
    const entry: NonNullable<typeof this.early> = { key: JSON.stringify(body), response: this.send(body) };
    // The page that takes it handles a failure; until then it is not an unhandled rejection.
    entry.response.then((answer) => (entry.answer = answer)).catch(() => undefined);
    this.early = entry;
    return body;
  }

  /** An answer already given for `body` (the server's render asked it itself). */
  provide(body: B, answer: A): void {
    this.early = { key: JSON.stringify(body), response: Promise.resolve(answer), answer };
  }

  /** Resolves once the early request has answered (or failed), or after `waitMs`; at once without one. */
  settled(waitMs: number): Promise<void> {
    const pending = this.early?.response;
    if (!pending) return Promise.resolve();
    return Promise.race([
      pending.then(
        () => undefined,
        () => undefined,
      ),
      new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
    ]);
  }

  /** Whether the early request has answered (and not been taken yet). */
  hasAnswer(): boolean {
    return this.early?.answer !== undefined;
  }

  /** The answer already here for exactly this body (not taken: see drop). */
  answerFor(body: B): A | undefined {
    if (!this.early?.answer) return undefined;
    return this.early.key === JSON.stringify(body) ? this.early.answer : undefined;
  }

  /** Forgets the early request once a page rendered its answer, so no later request can take it. */
  drop(): void {
    this.early = undefined;
  }

  /** The page's request: the early one's answer for the same body (once), otherwise a request of its own. */
  request(body: B, signal?: AbortSignal): Promise<A> {
    const early = this.early;
    this.early = undefined;
    if (early && early.key === JSON.stringify(body)) return abortable(early.response, signal);
    return this.send(body, signal);
  }
}

/** The answer, or an AbortError once the signal aborts (the request itself was not the caller's). */
function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

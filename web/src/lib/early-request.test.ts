import { describe, expect, it } from 'vitest';
import { EarlyRequest } from './early-request';

/** A request that answers when the test says, and records the bodies it was sent. */
function sender() {
  const sent: { n: number }[] = [];
  const answers: ((answer: string) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  return {
    sent,
    answer: (index: number, value: string) => answers[index]!(value),
    fail: (index: number) => failures[index]!(new Error('500')),
    send: (body: { n: number }) => {
      sent.push(body);
      return new Promise<string>((resolve, reject) => {
        answers.push(resolve);
        failures.push(reject);
      });
    },
  };
}

describe('an early request (lib/early-request)', () => {
  it("gives its answer to the page's first request for the same body, once", async () => {
    const request = sender();
    const early = new EarlyRequest(request.send);
    early.prefetch({ n: 1 });
    const taken = early.request({ n: 1 });
    request.answer(0, 'primera');
    expect(await taken).toBe('primera');
    const again = early.request({ n: 1 });
    request.answer(1, 'segunda');
    expect(await again).toBe('segunda');
    expect(request.sent).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('sends a request of its own for another body, and the early one is gone', async () => {
    const request = sender();
    const early = new EarlyRequest(request.send);
    early.prefetch({ n: 1 });
    const other = early.request({ n: 2 });
    request.answer(1, 'otra');
    expect(await other).toBe('otra');
    expect(early.hasAnswer()).toBe(false);
    request.answer(0, 'tarde');
    const later = early.request({ n: 1 });
    expect(request.sent).toHaveLength(3);
    request.answer(2, 'nueva');
    expect(await later).toBe('nueva');
  });

  it("keeps the server's answer for the same body only, until dropped", async () => {
    const request = sender();
    const early = new EarlyRequest(request.send);
    early.provide({ n: 1 }, 'del servidor');
    expect(early.hasAnswer()).toBe(true);
    expect(early.answerFor({ n: 1 })).toBe('del servidor');
    expect(early.answerFor({ n: 2 })).toBeUndefined();
    await early.settled(10_000);
    early.drop();
    expect(early.answerFor({ n: 1 })).toBeUndefined();
    expect(request.sent).toEqual([]);
  });

  it('settles when the early request fails, without an unhandled rejection, and the taker sees the failure', async () => {
    const request = sender();
    const early = new EarlyRequest(request.send);
    early.prefetch({ n: 1 });
    const settled = early.settled(10_000);
    request.fail(0);
    await settled;
    expect(early.hasAnswer()).toBe(false);
    await expect(early.request({ n: 1 })).rejects.toThrow('500');
  });

  it('settles at once without an early request, and after the wait when it does not answer', async () => {
    const early = new EarlyRequest(sender().send);
    await early.settled(10_000);
    early.prefetch({ n: 1 });
    await early.settled(1);
    expect(early.hasAnswer()).toBe(false);
  });

  it("rejects with an AbortError when the taker's signal aborts", async () => {
    const request = sender();
    const early = new EarlyRequest(request.send);
    early.prefetch({ n: 1 });
    const controller = new AbortController();
    const taken = early.request({ n: 1 }, controller.signal);
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
  });
});

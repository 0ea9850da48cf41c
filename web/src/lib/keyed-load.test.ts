import { describe, expect, it } from 'vitest';
import { KeyedLoad, type LoadState } from './keyed-load';

/** A loader that answers when the test says, and counts its calls. */
function loader() {
  const calls: string[] = [];
  const settle: ((ok: boolean) => void)[] = [];
  return {
    calls,
    settle: (index: number, ok: boolean) => settle[index]!(ok),
    load: (key: string) => () => {
      calls.push(key);
      return new Promise<string>((resolve, reject) =>
        settle.push((ok) => (ok ? resolve(`valor ${key}`) : reject(new Error('404')))),
      );
    },
  };
}
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('KeyedLoad: data a page loads once per key (issue 24)', () => {
  it('asks once for a key however often it is asked again, and publishes the answer', async () => {
    const seen: [string, LoadState<string>][] = [];
    const gate = new KeyedLoad<string>((key, state) => seen.push([key, state]));
    const api = loader();
    for (let render = 0; render < 300; render++) gate.request('producto:QPS416', api.load('QPS416'));
    expect(api.calls).toEqual(['QPS416']);
    api.settle(0, true);
    await tick();
    for (let render = 0; render < 300; render++) gate.request('producto:QPS416', api.load('QPS416'));
    expect(api.calls).toHaveLength(1);
    expect(seen).toEqual([
      ['producto:QPS416', { status: 'loading' }],
      ['producto:QPS416', { status: 'ok', value: 'valor QPS416' }],
    ]);
  });

  it('a failure stays a failure (no request of its own) until the visitor retries, once per click', async () => {
    const seen: LoadState<string>[] = [];
    const gate = new KeyedLoad<string>((_key, state) => seen.push(state));
    const api = loader();
    gate.request('org:Seguro-de-Vida-Familiar-QPS416', api.load('a'));
    api.settle(0, false);
    await tick();
    expect(seen.at(-1)).toMatchObject({ status: 'error' });
    for (let render = 0; render < 100; render++) gate.request('org:Seguro-de-Vida-Familiar-QPS416', api.load('a'));
    expect(api.calls).toHaveLength(1);
    gate.retry(api.load('a'));
    gate.retry(api.load('a'));
    expect(api.calls).toHaveLength(2);
    api.settle(1, true);
    await tick();
    expect(seen.at(-1)).toEqual({ status: 'ok', value: 'valor a' });
  });

  it('a new key loads; the late answer of the previous key or of a disposed page is dropped', async () => {
    const seen: [string, LoadState<string>][] = [];
    const gate = new KeyedLoad<string>((key, state) => seen.push([key, state]));
    const api = loader();
    gate.request('a', api.load('a'));
    gate.request('b', api.load('b'));
    api.settle(0, true);
    api.settle(1, true);
    await tick();
    expect(seen.filter(([, state]) => state.status === 'ok')).toEqual([['b', { status: 'ok', value: 'valor b' }]]);
    gate.request('c', api.load('c'));
    gate.dispose();
    api.settle(2, true);
    await tick();
    expect(seen.some(([key, state]) => key === 'c' && state.status === 'ok')).toBe(false);
    gate.request('c', api.load('c'));
    expect(api.calls).toEqual(['a', 'b', 'c', 'c']);
  });

  it('a loader that throws before its promise is an error, not a crash', async () => {
    const seen: LoadState<string>[] = [];
    const gate = new KeyedLoad<string>((_key, state) => seen.push(state));
    gate.request('x', () => {
      throw new Error('roto');
    });
    await tick();
    expect(seen.at(-1)).toMatchObject({ status: 'error' });
  });
});

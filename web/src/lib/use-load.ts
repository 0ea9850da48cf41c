import { useEffect, useRef, useState } from 'react';
import { KeyedLoad, type LoadState } from './keyed-load';
import { pageData, takePageData } from './page-data';

/**
 * Loads what a page shows, once per `key` (null: nothing to load yet). `key` must name everything `load`
 * reads: the effect depends on that string only, never on an object or function made by the render, so it
 * cannot loop (issue 24). Answers the state of the current key and the retry the error alert's button calls.
 *
 * `name`: the load's name in the data a server-rendered page came with (lib/page-data.ts, issue 31); the
 * first render then starts from that value, as the server's render did, and nothing is asked.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, name?: string): [LoadState<T>, () => void] {
  const latest = useRef(load);
  const [given] = useState(() =>
    name !== undefined && key !== null ? (pageData(name, key) as T | undefined) : undefined,
  );
  const [shown, setShown] = useState<{ key: string; state: LoadState<T> } | null>(() =>
    given !== undefined && key !== null ? { key, state: { status: 'ok', value: given } } : null,
  );
  const [gate] = useState(() => {
    const gate = new KeyedLoad<T>((loaded, state) => setShown({ key: loaded, state }));
    if (given !== undefined && key !== null) gate.settle(key, given);
    return gate;
  });
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (given !== undefined && name !== undefined && key !== null) takePageData(name, key);
    if (key !== null) gate.request(key, () => latest.current());
  }, [gate, key]); // eslint-disable-line react-hooks/exhaustive-deps -- given and name hold from the first render
  useEffect(() => () => gate.dispose(), [gate]);
  const state: LoadState<T> = shown && shown.key === key ? shown.state : { status: 'loading' };
  return [state, () => gate.retry(() => latest.current())];
}

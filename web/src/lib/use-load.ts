import { useEffect, useRef, useState } from 'react';
import { KeyedLoad, type LoadState } from './keyed-load';

/**
 * Loads what a page shows, once per `key` (null: nothing to load yet). `key` must name everything `load`
 * reads: the effect depends on that string only, never on an object or function made by the render, so it
 * cannot loop (issue 24). Answers the state of the current key and the retry the error alert's button calls.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): [LoadState<T>, () => void] {
  const latest = useRef(load);
  const [shown, setShown] = useState<{ key: string; state: LoadState<T> } | null>(null);
  const [gate] = useState(() => new KeyedLoad<T>((loaded, state) => setShown({ key: loaded, state })));
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    if (key !== null) gate.request(key, () => latest.current());
  }, [gate, key]);
  useEffect(() => () => gate.dispose(), [gate]);
  const state: LoadState<T> = shown && shown.key === key ? shown.state : { status: 'loading' };
  return [state, () => gate.retry(() => latest.current())];
}

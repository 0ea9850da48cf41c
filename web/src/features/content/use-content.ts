import { useEffect, useState } from 'react';

export type ContentLoad<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'ok'; value: T };

/** Loads one piece of content; `retry` asks again after an error. */
export function useContent<T>(key: string, load: () => Promise<T | undefined>): [ContentLoad<T>, () => void] {
  const [state, setState] = useState<{ key: string; value: ContentLoad<T> }>({ key: '', value: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ key, value: { status: 'loading' } });
    load()
      .then(
        (value) =>
          live && setState({ key, value: value === undefined ? { status: 'missing' } : { status: 'ok', value } }),
      )
      .catch(() => live && setState({ key, value: { status: 'error' } }));
    return () => {
      live = false;
    };
    // `key` names what `load` fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state.key === key ? state.value : { status: 'loading' }, () => setAttempt((n) => n + 1)];
}

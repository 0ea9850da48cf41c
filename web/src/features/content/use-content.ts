import { useEffect, useState } from 'react';
import { pageData, takePageData } from '../../lib/page-data';

export type ContentLoad<T> =
  { status: 'loading' } | { status: 'error' } | { status: 'missing' } | { status: 'ok'; value: T };

/** The content pages' load in a server-rendered page's data (lib/page-data.ts, issue 31); null: a 404. */
export const CONTENT_LOAD = 'content';

const loadOf = <T>(value: T | null | undefined): ContentLoad<T> =>
  value === undefined || value === null ? { status: 'missing' } : { status: 'ok', value };

/**
 * Loads one piece of content; `retry` asks again after an error. A page the server rendered starts from
 * the content it was rendered with (its data, keyed by `key`), as the server's render did: nothing is asked.
 */
export function useContent<T>(key: string, load: () => Promise<T | undefined>): [ContentLoad<T>, () => void] {
  const [given] = useState(() => {
    const value = pageData(CONTENT_LOAD, key) as T | null | undefined;
    return value === undefined ? undefined : { key, value: loadOf(value) };
  });
  const [state, setState] = useState<{ key: string; value: ContentLoad<T> }>(
    () => given ?? { key: '', value: { status: 'loading' } },
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (given && given.key === key && attempt === 0) {
      takePageData(CONTENT_LOAD, key);
      if (state.key === key) return;
    }
    let live = true;
    setState({ key, value: { status: 'loading' } });
    load()
      .then((value) => live && setState({ key, value: loadOf(value) }))
      .catch(() => live && setState({ key, value: { status: 'error' } }));
    return () => {
      live = false;
    };
    // `key` names what `load` fetches; the given content holds from the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  return [state.key === key ? state.value : { status: 'loading' }, () => setAttempt((n) => n + 1)];
}

import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For the API client's unit tests: records each call the page's one fetch makes and answers with
 * `recorder.answer()` (JSON `{ data }` unless a test sets another). Installed per test by `recordFetch()`.
 */
export interface FetchRecorder {
  calls: { url: string; init: RequestInit }[];
  answer: () => Response;
  headersOf(index?: number): Record<string, string>;
}

export function recordFetch(data: unknown): FetchRecorder {
  const recorder: FetchRecorder = {
    calls: [],
    answer: () => Response.json({ data }),
    headersOf: (index = 0) => recorder.calls[index]!.init.headers as Record<string, string>,
  };
  beforeEach(() => {
    recorder.calls = [];
    recorder.answer = () => Response.json({ data });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      recorder.calls.push({ url, init });
      return recorder.answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return recorder;
}

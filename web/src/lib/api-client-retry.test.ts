import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordFetch } from './fetch-recorder';
import { ApiError, apiGet, clearApiCache } from './api-client';

/** The retry policy of every GET the site's data hooks make (spec 03 §9: 3 attempts 1,500 ms apart; issue 24). */
const fetches = recordFetch(1);
const times: number[] = [];

describe('api client: retries and expected answers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearApiCache();
    times.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries a failing GET 3 times 1,500 ms apart, then fails with the limit message and stops', async () => {
    fetches.answer = () => {
      times.push(Date.now());
      return Response.json({ error: { code: 'INTERNAL', message: 'caído' } }, { status: 503 });
    };
    const failed = apiGet('/api/organization/institucion/x').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    const error = await failed;
    expect(fetches.calls).toHaveLength(3);
    expect(times.slice(1).map((at, i) => at - times[i]!)).toEqual([1500, 1500]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'RETRY_LIMIT' });
    expect((error as Error).message).toBe('Se ha sobrepasado el limite de intentos (3), Intente mas tarde.');
  });

  it("a call with a message of spec 03 §8 fails with that message after its retries (the UF's)", async () => {
    fetches.answer = () => Response.json({ error: { code: 'INTERNAL', message: 'caído' } }, { status: 503 });
    const failed = apiGet('/api/globales/uf').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await failed).toMatchObject({ code: 'RETRY_LIMIT', message: 'Error al obtener el valor de la UF.' });
  });

  it('a 404 is an answer: asked once, never retried, and asking again is answered from the cache', async () => {
    fetches.answer = () => Response.json({ error: { code: 'NOT_FOUND', message: 'No existe.' } }, { status: 404 });
    const url = '/api/organization/institucion/Seguro-de-Vida-Familiar-QPS416';
    for (let render = 0; render < 50; render++) {
      const error = await apiGet(url).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    }
    expect(fetches.calls).toHaveLength(1);
  });

  it('a failure that is not a 404 is asked again on the next call (the retry button)', async () => {
    fetches.answer = () => Response.json({}, { status: 400 });
    await apiGet('/api/x').catch(() => undefined);
    await apiGet('/api/x').catch(() => undefined);
    expect(fetches.calls).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { retryDelayFor, retryLimitMessage, RetryLimitError, withRetry } from './retry';

describe('the retry helper (spec 02 §7, §8; spec 03 §7)', () => {
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };

  it('tries 3 times 1,500 ms apart, then fails with the Spanish limit message', async () => {
    waits.length = 0;
    let calls = 0;
    const error = await withRetry(
      async () => {
        calls++;
        throw new Error('caído');
      },
      { wait },
    ).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(waits).toEqual([1500, 1500]);
    expect(error).toBeInstanceOf(RetryLimitError);
    expect((error as Error).message).toBe('Se ha sobrepasado el limite de intentos (3), Intente mas tarde.');
    expect(((error as RetryLimitError).last as Error).message).toBe('caído');
  });

  it('answers as soon as an attempt succeeds', async () => {
    waits.length = 0;
    let calls = 0;
    const value = await withRetry(async () => (++calls < 2 ? Promise.reject(new Error('x')) : 'ok'), { wait });
    expect(value).toBe('ok');
    expect(calls).toBe(2);
    expect(waits).toEqual([1500]);
  });

  it('does not retry what is not retryable, nor wrap a single attempt', async () => {
    let calls = 0;
    const refused = new Error('400');
    await expect(
      withRetry(
        async () => {
          calls++;
          throw refused;
        },
        { retryable: () => false, wait },
      ),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
    await expect(withRetry(() => Promise.reject(refused), { attempts: 1, wait })).rejects.toBe(refused);
  });

  it('waits 1,000 ms for the UF and 1,500 ms for the rest', () => {
    expect(retryDelayFor('/api/globales/uf')).toBe(1000);
    expect(retryDelayFor('/api/globales/uf?forceRefresh=1')).toBe(1000);
    expect(retryDelayFor('/api/organization/seguros/tipo/ISAPRE')).toBe(1500);
    expect(retryLimitMessage(5)).toBe('Se ha sobrepasado el limite de intentos (5), Intente mas tarde.');
  });
});

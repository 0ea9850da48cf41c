import { describe, expect, it } from 'vitest';
import { recordFetch } from '../../../lib/fetch-recorder';
import { fetchSale } from './get-sale';
import { paySale } from './pay-sale';
import { SALE_ERROR_FALLBACK } from './sale';
import { saveStep } from './save-step';
import { forgetStartKey, startKeyFor, startSale } from './start-sale';

/** The purchase calls through the site's client: the sale's token, the payment's Idempotency-Key, no cache. */
const fetches = recordFetch({ id: 'p-1' });

describe('sales api calls', () => {
  it('pays with the sale token and the attempt idempotency key, never from the cache', async () => {
    expect(await paySale('s/1', 'tok', 'key-1', { paymentType: 'CARD', token: 'card' })).toEqual({ id: 'p-1' });
    expect(fetches.calls[0]!.url).toBe('/api/sales/s%2F1/payments');
    expect(fetches.calls[0]!.init).toMatchObject({ method: 'POST', cache: 'no-store' });
    expect(fetches.headersOf()).toMatchObject({
      'x-sale-token': 'tok',
      'Idempotency-Key': 'key-1',
      'x-country': 'chile',
    });
  });

  it('starts without a token, then reads and saves steps with it', async () => {
    await startSale({ productCode: 'P1', profile: null }, 'start-1');
    await fetchSale('s1', 'tok');
    await saveStep('s1', 'tok', 'SIGNATURE', { a: 1 });
    expect(fetches.headersOf(0)['x-sale-token']).toBeUndefined();
    expect(fetches.headersOf(0)['Idempotency-Key']).toBe('start-1');
    expect(fetches.calls.map((c) => `${c.init.method} ${c.url} ${c.init.cache}`)).toEqual([
      'POST /api/sales no-store',
      'GET /api/sales/s1 no-store',
      'PUT /api/sales/s1/steps/SIGNATURE no-store',
    ]);
    expect(fetches.headersOf(1)).toEqual({ Accept: 'application/json', 'x-sale-token': 'tok' });
    expect(fetches.headersOf(2)['x-sale-token']).toBe('tok');
  });

  it("shows the server's message, or the purchase's own when the answer carries none", async () => {
    fetches.answer = () =>
      Response.json({ error: { code: 'CONFLICT', message: 'La venta ya fue pagada.' } }, { status: 409 });
    await expect(paySale('s1', 'tok', 'k', { paymentType: 'CARD' })).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'La venta ya fue pagada.',
    });
    fetches.answer = () => new Response('gateway', { status: 504 });
    await expect(fetchSale('s1', 'tok')).rejects.toMatchObject({ status: 504, message: SALE_ERROR_FALLBACK });
  });

  it('keeps one start key per product until the sale is stored, so a reload reuses it', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const first = startKeyFor('P1', storage);
    expect(startKeyFor('P1', storage)).toBe(first);
    expect(startKeyFor('P2', storage)).not.toBe(first);
    forgetStartKey('P1', storage);
    expect(startKeyFor('P1', storage)).not.toBe(first);
  });
});

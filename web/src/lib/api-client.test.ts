import { describe, expect, it } from 'vitest';
import { recordFetch } from './fetch-recorder';
import { ApiError, apiGetOnce, apiPost, apiPut, fieldErrorsOf } from './api-client';

/** The client's one fetch, seen through a stub: what each call sends and how it reads the answer. */
const fetches = recordFetch(1);

describe('api client', () => {
  it("sends a POST's own headers (Idempotency-Key, tokens) beside the JSON and country headers", async () => {
    await apiPost('/api/sales/1/payments', { paymentType: 'CARD' }, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(fetches.calls[0]!.url).toBe('/api/sales/1/payments');
    expect(fetches.calls[0]!.init.method).toBe('POST');
    expect(fetches.calls[0]!.init.body).toBe('{"paymentType":"CARD"}');
    expect(fetches.headersOf()).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-country': 'chile',
      'Idempotency-Key': 'k-1',
    });
    expect(fetches.calls[0]!.init.cache).toBeUndefined();
    expect(fetches.calls[0]!.init.keepalive).toBeUndefined();
  });

  it('still takes a bare abort signal as the POST options', async () => {
    const controller = new AbortController();
    await apiPost('/api/x', {}, controller.signal);
    expect(fetches.calls[0]!.init.signal).toBe(controller.signal);
  });

  it('sends a GET once, uncached, with its headers and without a country; no-store when asked', async () => {
    expect(await apiGetOnce('/api/sales/1', { headers: { 'x-sale-token': 't' }, noStore: true })).toEqual({ data: 1 });
    await apiGetOnce('/api/sales/1', { headers: { 'x-sale-token': 't' }, noStore: true });
    expect(fetches.calls).toHaveLength(2);
    expect(fetches.calls[0]!.init.method).toBe('GET');
    expect(fetches.calls[0]!.init.body).toBeUndefined();
    expect(fetches.calls[0]!.init.cache).toBe('no-store');
    expect(fetches.headersOf()).toEqual({ Accept: 'application/json', 'x-sale-token': 't' });
  });

  it('PUTs a body and may keep a request alive past the page', async () => {
    await apiPut('/api/sales/1/steps/SIGNATURE', { a: 1 });
    await apiPost('/api/experiments/exposures', { visitorId: 'v' }, { keepalive: true });
    expect(fetches.calls[0]!.init.method).toBe('PUT');
    expect(fetches.calls[1]!.init.keepalive).toBe(true);
  });

  it('answers undefined to a 204', async () => {
    fetches.answer = () => new Response(null, { status: 204 });
    expect(await apiGetOnce('/api/qppayment/insurance-payment/1')).toBeUndefined();
  });

  it("throws the server's Spanish message, code and details; the call's fallback when the answer has none", async () => {
    fetches.answer = () =>
      Response.json(
        { error: { code: 'BAD_REQUEST', message: 'Revisa los datos.', details: { errors: { rut: 'RUT inválido' } } } },
        { status: 400 },
      );
    const refused = await apiPut('/api/sales/1/steps/X', {}, { errorMessage: 'Otro' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 400, message: 'Revisa los datos.', code: 'BAD_REQUEST' });
    expect(fieldErrorsOf(refused)).toEqual({ rut: 'RUT inválido' });

    fetches.answer = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const cut = await apiPost('/api/sales', {}, { errorMessage: 'No pudimos conectarnos.' }).catch((e: unknown) => e);
    expect(cut).toMatchObject({ status: 502, message: 'No pudimos conectarnos.', code: 'DEFAULT' });
    expect(fieldErrorsOf(cut)).toEqual({});
    const bare = await apiPost('/api/x', {}).catch((e: unknown) => e);
    expect(bare).toMatchObject({ message: 'Ups! algo salió mal.' });
  });

  it('finds no field errors in what is not an API error', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(fieldErrorsOf(new ApiError(400, 'x', 'BAD_REQUEST', { other: 1 }))).toEqual({});
  });
});

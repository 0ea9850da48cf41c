import { describe, expect, it } from 'vitest';
import { installHttpInterceptor, interceptRequest, type InterceptContext } from './http-interceptor';

const context: InterceptContext = {
  origin: 'https://demo.comparador.cl',
  country: 'chile',
  version: '0.1.0',
  visitorId: 'visitante-0001',
  internal: false,
  forceRefresh: false,
};

describe('request interception (spec 02 §7)', () => {
  it('puts the country, version and visitor headers on every non-GET to the site', () => {
    const { url, headers } = interceptRequest(
      '/api/contactos',
      'POST',
      { 'Content-Type': 'application/json' },
      context,
    );
    expect(url).toBe('/api/contactos');
    expect(headers.get('x-country')).toBe('chile');
    expect(headers.get('x-version')).toBe('0.1.0');
    expect(headers.get('x-visitor-id')).toBe('visitante-0001');
    expect(headers.get('x-internal-traffic')).toBeNull();
    expect(headers.get('content-type')).toBe('application/json');
    const internal = interceptRequest('https://demo.comparador.cl/api/sales', 'put', undefined, {
      ...context,
      internal: true,
    });
    expect(internal.headers.get('x-internal-traffic')).toBe('true');
  });

  it('leaves GETs alone, unless a forced refresh adds forceRefresh=1 to API calls', () => {
    expect(interceptRequest('/api/menu', 'GET', undefined, context).url).toBe('/api/menu');
    const forced = { ...context, forceRefresh: true };
    expect(interceptRequest('/api/menu', 'GET', undefined, forced).url).toBe('/api/menu?forceRefresh=1');
    expect(interceptRequest('/api/x?a=1#h', 'GET', undefined, forced).url).toBe('/api/x?a=1&forceRefresh=1#h');
    expect(interceptRequest('/api/x?forceRefresh=1', 'GET', undefined, forced).url).toBe('/api/x?forceRefresh=1');
    expect(interceptRequest('https://demo.comparador.cl/api/x', 'GET', undefined, forced).url).toBe(
      'https://demo.comparador.cl/api/x?forceRefresh=1',
    );
    expect(interceptRequest('/assets/app.js', 'GET', undefined, forced).url).toBe('/assets/app.js');
    expect(interceptRequest('/api/menu', 'GET', undefined, context).headers.get('x-version')).toBeNull();
  });

  it('strips the internal headers from external URLs and never adds them', () => {
    const { url, headers } = interceptRequest(
      'https://maps.example.com/geo',
      'POST',
      {
        'x-country': 'chile',
        'X-Token': 't',
        'x-version': '1',
        baggage: 'b',
        'X-Visitor-Id': 'v',
        'Content-Type': 'application/json',
        'Public-Merchant-Id': 'sdk',
      },
      { ...context, forceRefresh: true, internal: true },
    );
    expect(url).toBe('https://maps.example.com/geo');
    // A provider SDK's own headers go through.
    expect([...headers.keys()].sort()).toEqual(['content-type', 'public-merchant-id']);
  });

  it('wraps fetch once and applies the rule to every call', async () => {
    const seen: { url: string; headers: Headers }[] = [];
    const fake = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push({ url: String(input), headers: new Headers(init?.headers) });
        return new Response('{}');
      },
    } as unknown as typeof globalThis;
    installHttpInterceptor(fake, () => context);
    installHttpInterceptor(fake, () => ({ ...context, country: 'peru' }));
    await fake.fetch('/api/solicitarplans', { method: 'POST', body: '{}' });
    await fake.fetch('https://otro.example/x', { headers: { 'x-country': 'chile' } });
    expect(seen[0]!.headers.get('x-country')).toBe('chile');
    expect(seen[0]!.headers.get('x-visitor-id')).toBe('visitante-0001');
    expect(seen[1]!.headers.has('x-country')).toBe(false);
  });
});

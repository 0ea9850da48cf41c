import { describe, expect, it } from 'vitest';
import { decodeTranslatorUrl, isCachedApp, landingTarget, translateRoute } from './site-extras.js';
import { PRODUCT_PAGES, SUBSCRIPTION_AREA } from './product-pages.js';
import { matchSiteRoute } from './site-routes.js';
import { routeHead } from './site-head.js';

const ORIGINS = ['https://www.example.cl'];

describe('landingTarget (/landing?url=…: same-site paths only, never an open redirect)', () => {
  it.each([
    ['/Comparar/Seguros-de-Salud', '/Comparar/Seguros-de-Salud'],
    ['/Comparar/Seguros-de-Salud?utm_source=google#top', '/Comparar/Seguros-de-Salud?utm_source=google#top'],
    ['Cotizar', '/Cotizar'],
    ['  /contacto  ', '/contacto'],
    ['https://www.example.cl/Seguros-de-Vida?x=1', '/Seguros-de-Vida?x=1'],
  ])('keeps %s as %s', (url, target) => {
    expect(landingTarget(url, ORIGINS)).toBe(target);
  });

  it.each([
    ['https://evil.example.com/Comparar'],
    ['http://www.example.cl/Comparar'], // another origin: the scheme differs
    ['//evil.example.com'],
    ['/\\evil.example.com'],
    ['\\\\evil.example.com'],
    ['javascript:alert(1)'],
    ['data:text/html,hola'],
    ['/\t/evil.example.com'],
    ['/a/../../etc'],
    [''],
    [null],
    [undefined],
    ['/' + 'a'.repeat(600)],
  ])('refuses %s', (url) => {
    expect(landingTarget(url, ORIGINS)).toBeNull();
  });
});

describe('decodeTranslatorUrl', () => {
  it('reads URI-encoded and base64 paths or URLs, and a path without its slash', () => {
    expect(decodeTranslatorUrl(encodeURIComponent('/Isapre/Colmena'))).toBe('/Isapre/Colmena');
    expect(decodeTranslatorUrl('/Isapre/Colmena')).toBe('/Isapre/Colmena');
    expect(decodeTranslatorUrl(Buffer.from('/Seguros').toString('base64'))).toBe('/Seguros');
    expect(decodeTranslatorUrl(Buffer.from('https://x.cl/Seguros').toString('base64url'))).toBe('https://x.cl/Seguros');
    expect(decodeTranslatorUrl('Comparar')).toBe('/Comparar');
  });

  it('refuses what is not a path or URL', () => {
    expect(decodeTranslatorUrl('')).toBeNull();
    expect(decodeTranslatorUrl('no es una ruta')).toBeNull();
    expect(decodeTranslatorUrl('javascript:alert(1)')).toBeNull();
    expect(decodeTranslatorUrl('x'.repeat(2001))).toBeNull();
  });
});

describe('translateRoute', () => {
  it('follows the redirects, keeps only the path and answers es-CL and x-default on this site', () => {
    const route = translateRoute('https://otro.sitio/Isapres-de-Chile?x=1', 'https://www.example.cl/');
    expect(route).toEqual({
      path: '/Isapre',
      found: true,
      alternates: [
        { hreflang: 'es-CL', href: 'https://www.example.cl/Isapre' },
        { hreflang: 'x-default', href: 'https://www.example.cl/Isapre' },
      ],
    });
  });

  it('points an unknown path at the home page', () => {
    const route = translateRoute('/No-Existe', 'https://www.example.cl');
    expect(route.found).toBe(false);
    expect(route.alternates[0]!.href).toBe('https://www.example.cl/');
    expect(translateRoute('/', 'https://www.example.cl')).toMatchObject({ path: '/', found: true });
  });
});

describe("issue 30's routes", () => {
  it('opens the named pages, the subscription area and the staff tools, each with its own head', () => {
    const paths = [
      ...Object.values(PRODUCT_PAGES),
      SUBSCRIPTION_AREA,
      `${SUBSCRIPTION_AREA}/caja-andes`,
      `${SUBSCRIPTION_AREA}/caja-andes/QPS135`,
      'v1',
      'preview',
      'chatbot/comparador-es',
      'landing',
    ];
    for (const path of paths) expect(matchSiteRoute(path), path).toBeDefined();
    expect(matchSiteRoute('chatbot')).toBeUndefined();
    expect(matchSiteRoute('Que-es-Otro')).toBeUndefined();
    expect(matchSiteRoute('Que-es-QuePlan')?.route.id).toBe('que-es');
    for (const id of ['profile-generator', 'preview', 'chatbot', 'landing'])
      expect(routeHead(id, {}).noindex, id).toBe(true);
  });

  it('purges only the known applications', () => {
    expect(isCachedApp('comparador')).toBe(true);
    expect(isCachedApp('Comparador')).toBe(true);
    expect(isCachedApp('otra')).toBe(false);
  });
});

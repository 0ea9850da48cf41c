import { describe, expect, it } from 'vitest';
import { DEFAULT_PARTNER_CONFIG, DEFAULT_PARTNER_PATH, validatePartnerConfig } from './partner-config';

const keep = (html: string) => html;
const strip = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '');

describe('validatePartnerConfig (spec 02 §3 fields, spec 02 §5 rules)', () => {
  it('fills every field with its default when nothing is sent', () => {
    expect(validatePartnerConfig(undefined, keep)).toEqual({ ok: true, value: DEFAULT_PARTNER_CONFIG });
    expect(validatePartnerConfig({}, keep)).toEqual({ ok: true, value: DEFAULT_PARTNER_CONFIG });
    expect(DEFAULT_PARTNER_CONFIG.redirects.defaultPath).toBe(DEFAULT_PARTNER_PATH);
  });

  it('normalises what it accepts: colours, origins, codes, paths, lists from text', () => {
    const result = validatePartnerConfig(
      {
        allowedUrls: ['https://socio.cl/comparar?x=1', 'http://localhost:4000/'],
        allowedOrganizations: 'cl-ase-01, CL-ASE-02\nCL-ASE-01',
        subdomainBanner: { color: 'FF0000', endGradient: '#00FF00AA', text: ' Hola ' },
        subdomainProfile: { backgroundColor: '#fff', textColor: '000' },
        redirects: {
          allowedPaths: ['/Comparar/Seguros-de-Salud/', '/Contacto'],
          defaultPath: '/Comparar/Seguros-de-Salud',
        },
        SEOMetadata: { title: 'Demo', addedTags: ['a', 'b'], email: 'seo@socio.cl' },
        clinicsEnabled: 'false',
        pseudoLogin: true,
        subdomainCardConfig: { hidePrice: false, columns: 3 },
        headerHTML: '<b>Hola</b><script>alert(1)</script>',
      },
      strip,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.allowedUrls).toEqual(['https://socio.cl', 'http://localhost:4000']);
    expect(result.value.allowedOrganizations).toEqual(['CL-ASE-01', 'CL-ASE-02']);
    expect(result.value.subdomainBanner).toEqual({ color: '#ff0000', endGradient: '#00ff00', text: 'Hola' });
    expect(result.value.subdomainProfile).toEqual({ backgroundColor: '#fff', textColor: '#000' });
    expect(result.value.redirects.allowedPaths).toEqual(['/Comparar/Seguros-de-Salud', '/Contacto']);
    expect(result.value.SEOMetadata.title).toBe('Demo');
    expect(result.value.SEOMetadata.addedTags).toEqual(['a', 'b']);
    expect(result.value.clinicsEnabled).toBe(false);
    expect(result.value.pseudoLogin).toBe(true);
    expect(result.value.subdomainCardConfig).toEqual({ hidePrice: false, columns: 3 });
    expect(result.value.headerHTML).toBe('<b>Hola</b>');
  });

  it('refuses bad fields, each with its message under its dotted path', () => {
    const result = validatePartnerConfig(
      {
        allowedUrls: ['javascript:alert(1)', 'no es url'],
        allowedOrganizations: ['ok', 'con espacio'],
        subdomainBanner: { color: '#12', endGradient: 'zzz' },
        cardContractButtonColor: 'rojo',
        redirects: { allowedPaths: ['Comparar'], defaultPath: '/' },
        SEOMetadata: { email: 'no-mail', title: 'x'.repeat(121), imageRRSS: 'ftp://x' },
        disableShowcase: 'quizás',
        subdomainCardConfig: { nested: { a: 1 } },
        headerHTML: 42,
      },
      keep,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      'allowedUrls.0': 'Debe ser una URL http(s).',
      'allowedUrls.1': 'Debe ser una URL http(s).',
      'allowedOrganizations.1': 'Código de organización inválido.',
      'subdomainBanner.color': 'Invalid HEX color.',
      'subdomainBanner.endGradient': 'Invalid HEX color.',
      cardContractButtonColor: 'Invalid HEX color.',
      'redirects.allowedPaths.0': 'Debe ser una ruta que empiece con /.',
      'redirects.defaultPath': 'Debe ser una ruta que empiece con / (distinta de la raíz).',
      'SEOMetadata.email': 'Correo electrónico inválido.',
      'SEOMetadata.title': 'Máximo 120 caracteres.',
      'SEOMetadata.imageRRSS': 'Debe ser una URL http(s) o una ruta que empiece con /.',
      disableShowcase: 'Debe ser verdadero o falso.',
      'subdomainCardConfig.nested': 'Debe ser un texto, número o verdadero/falso.',
      headerHTML: 'Debe ser un texto.',
    });
  });

  it('refuses a configuration that is not an object', () => {
    expect(validatePartnerConfig('hola', keep)).toEqual({
      ok: false,
      errors: { '': 'La configuración debe ser un objeto.' },
    });
    expect(validatePartnerConfig(['a'], keep).ok).toBe(false);
  });
});

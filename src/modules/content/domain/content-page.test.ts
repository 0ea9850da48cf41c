import { describe, expect, it } from 'vitest';
import { contentDraftErrors, isSitePath, isSlug, paragraphsOf, type ContentDraft } from './content-page.js';

const draft = (changes: Partial<ContentDraft> = {}): ContentDraft => ({
  kind: 'information',
  area: null,
  slug: 'Terminos-y-Condiciones',
  title: 'Términos y Condiciones',
  summary: 'Las reglas del sitio.',
  body: 'Primer párrafo.\n\nSegundo párrafo.',
  cta: null,
  published: true,
  ...changes,
});

describe('content pages (editable information pages and blog articles)', () => {
  it('accepts a valid information page and a valid article', () => {
    expect(contentDraftErrors(draft())).toEqual({});
    expect(
      contentDraftErrors(
        draft({
          kind: 'blog',
          area: 'Seguros-de-Salud',
          slug: 'CyberDay',
          cta: { label: 'Ver', path: '/Comparar/Seguros-de-Salud/Cyber-Day' },
        }),
      ),
    ).toEqual({});
  });

  it('explains each bad field in Spanish', () => {
    const errors = contentDraftErrors(
      draft({
        slug: 'términos y condiciones',
        title: 'ab',
        summary: 'x'.repeat(301),
        body: ' \n\n ',
        cta: { label: '', path: 'https://evil.example' },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['body', 'ctaLabel', 'ctaPath', 'slug', 'summary', 'title']);
    expect(errors.slug).toMatch(/letras, números y guiones/);
  });

  it('asks an area of an article and none of an information page', () => {
    expect(contentDraftErrors(draft({ kind: 'blog', area: null })).area).toMatch(/área/);
    expect(contentDraftErrors(draft({ area: 'Seguros-de-Salud' })).area).toMatch(/no lleva área/);
  });

  it('keeps links inside the site', () => {
    expect(isSitePath('/Comparar/Seguros-de-Salud')).toBe(true);
    expect(isSitePath('//evil.example')).toBe(false);
    expect(isSitePath('javascript:alert(1)')).toBe(false);
    expect(isSitePath('/a b')).toBe(false);
  });

  it('splits the body into paragraphs on blank lines', () => {
    expect(paragraphsOf('Uno\nsigue\n\n\nDos\r\n\r\nTres')).toEqual(['Uno sigue', 'Dos', 'Tres']);
    expect(paragraphsOf('')).toEqual([]);
  });

  it('takes slugs of letters, digits and single hyphens', () => {
    expect(isSlug('CyberDay')).toBe(true);
    expect(isSlug('Seguros--de')).toBe(false);
    expect(isSlug('-x')).toBe(false);
    expect(isSlug('a'.repeat(101))).toBe(false);
  });
});

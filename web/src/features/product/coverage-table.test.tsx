import type { CoverageTag } from '@domain/catalogue/domain/product-card';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CoverageTables } from './coverage-table';

const pct = (min: number, max = min) => ({
  minAmount: min,
  maxAmount: max,
  unit: { currencyCode: '%' as const, name: '%' },
});
const uf = (amount: number | null) => ({
  minAmount: null,
  maxAmount: amount,
  unit: { currencyCode: 'UF' as const, name: 'UF' },
});

const tags: CoverageTag[] = [
  {
    id: 1,
    name: 'Hospitalario',
    code: 'HOSP',
    coverages: [
      {
        insuranceBenefit: { id: 1, name: 'Día cama', code: 'DIA_CAMA' },
        amounts: {
          percentage_fonasa: pct(70),
          percentage_isapre: pct(60, 80),
          yearly_top: uf(500),
          monthly_top: uf(50),
        },
      },
      {
        insuranceBenefit: { id: 2, name: 'Honorarios', code: 'HON' },
        amounts: { percentage_fonasa: pct(-1), percentage_particular: pct(50), daily_top: uf(0) },
      },
      { insuranceBenefit: { id: 3, name: 'Pabellón', code: 'PAB' }, amounts: {} },
    ],
  },
];

const cells = (html: string, benefit: string) => {
  const row = new RegExp(`<th scope="row">${benefit}</th>(.*?)</tr>`).exec(html)![1]!;
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ''));
};

describe('coverage tables by tag (spec 02 §3)', () => {
  const html = renderToString(<CoverageTables tags={tags} />);

  it('shows Fonasa, Isapre and particular % and the cap of the first period in priority order', () => {
    expect(html).toContain('<h3 id="tag-1">Hospitalario</h3>');
    expect(cells(html, 'Día cama')).toEqual(['70%', '60% - 80%', '—', 'UF 500,00 anual']);
  });

  it("says 'Igual cobertura Isapre/Fonasa' for -1 and 'Sin tope' for a zero cap", () => {
    expect(cells(html, 'Honorarios')).toEqual(['Igual cobertura Isapre/Fonasa', '—', '50%', 'Sin tope']);
  });

  it("says 'Consultar' for an unknown cap and a dash where nothing is covered", () => {
    expect(cells(html, 'Pabellón')).toEqual(['—', '—', '—', 'Consultar']);
  });

  it("names a range's two values 'mínimas' and 'máximas' (spec 03 §9): in the cell and under the table", () => {
    expect(html).toContain('aria-label="60% mínimas, 80% máximas"');
    expect(html).toContain('son las coberturas mínimas y máximas');
    const single = renderToString(<CoverageTables tags={[{ ...tags[0]!, coverages: [tags[0]!.coverages[1]!] }]} />);
    expect(single).not.toContain('mínimas');
  });

  it('explains an empty list', () => {
    expect(renderToString(<CoverageTables tags={[]} />)).toContain('no informa coberturas');
  });
});

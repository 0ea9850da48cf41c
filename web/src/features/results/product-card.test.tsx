import type { ProductCard as Card } from '@domain/catalogue/domain/product-card';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeCard } from './card-fixture';
import { ProductCard, type ProductCardProps } from './product-card';

const noop = () => undefined;

function render(card: Card, props: Partial<ProductCardProps> = {}): string {
  return renderToString(
    <MemoryRouter>
      <ProductCard
        card={card}
        profileEntered={false}
        view="list"
        selected={false}
        compareFull={false}
        onToggleCompare={noop}
        onOpenDetail={noop}
        {...props}
      />
    </MemoryRouter>,
  ).replace(/<!-- -->/g, '');
}

/** The text of an element with a data-testid (first match), tags stripped. */
function textOf(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  if (start < 0) return '';
  const open = html.lastIndexOf('<', start);
  const tag = /^<(\w+)/.exec(html.slice(open))![1];
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
  re.lastIndex = open;
  let match: RegExpExecArray | null;
  while ((match = re.exec(html))) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) break;
  }
  return html
    .slice(open, match ? match.index : undefined)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('ProductCard price block (spec 01 §4, §9)', () => {
  it("shows 'Desde' and the reference price without a profile", () => {
    expect(textOf(render(makeCard()), 'card-price')).toBe('Desde $23.490 /mes');
  });

  it("drops 'Desde' once a profile is entered and the price is exact", () => {
    const card = makeCard({ price: { ...makeCard().price, exact: true, label: null } });
    expect(textOf(render(card, { profileEntered: true }), 'card-price')).toBe('$23.490 /mes');
    expect(render(card, { profileEntered: true })).toContain('data-exact="true"');
    // A profile without a defined price for it keeps the reference label.
    const undefinedPrice = makeCard({ price: { ...makeCard().price, exact: false, arePricesDefined: false } });
    expect(textOf(render(undefinedPrice, { profileEntered: true }), 'card-price')).toMatch(/^Desde/);
  });

  it("shows 'Consultar' when no price is known", () => {
    const card = makeCard({ price: { ...makeCard().price, amount: null, amountClp: null, minPrice: null } });
    expect(textOf(render(card), 'card-price')).toBe('Consultar');
  });

  it("shows guards annually in UF with 'Precio Anual' and 'p/p'", () => {
    const card = makeCard({
      price: { ...makeCard().price, amount: 3.6, currency: 'UF', suffix: 'p/p', period: 'anual', exact: true },
    });
    expect(textOf(render(card, { profileEntered: true }), 'card-price')).toBe('Precio Anual UF 3,60 p/p');
  });

  it('states the minimum of employees for company insurance until a count is entered', () => {
    const card = makeCard({
      insuranceMetadata: { ...makeCard().insuranceMetadata, metadata: { minEmployeeQuantity: 5 } },
    });
    expect(render(card)).toContain('Seguro para un mínimo de 5 empleados');
    expect(render(card, { employeeCount: 0 })).toContain('Seguro para un mínimo de 5');
    expect(render(card, { employeeCount: 12 })).not.toContain('Seguro para un mínimo');
  });
});

describe('ProductCard button and ribbons', () => {
  it.each(['QpOnlineSale', 'ExternalOnlineSaleX', 'QpMixSale'])('sells online (%s): animated Contratar', (channel) => {
    const html = render(makeCard({ insuranceMetadata: { ...makeCard().insuranceMetadata, salesChannel: channel } }));
    expect(textOf(html, 'card-action')).toMatch(/^Contratar/);
    expect(html).toMatch(/class="button button-primary is-animated"[^>]*><span data-testid="card-action">Contratar/);
    // Contratar buys online (spec 03 §2), it does not ask an advisor.
    expect(html).toContain(`href="/Compra-Online/${makeCard().productCode}"`);
    expect(html).not.toContain('/Solicitar"');
  });

  it('otherwise Solicitar, linking to the product Solicitar url', () => {
    const html = render(makeCard());
    expect(textOf(html, 'card-action')).toMatch(/^Solicitar/);
    expect(html).toContain('href="/Seguros/Aseguradora-Uno/Seguro-Complementario-Plus/Solicitar"');
    expect(html).not.toContain('is-animated');
  });

  it('shows each ribbon only when its flag is set', () => {
    expect(render(makeCard())).not.toContain('class="ribbons"');
    const html = render(
      makeCard({
        isPromoted: true,
        isNew: true,
        exclusive: true,
        insuranceMetadata: { ...makeCard().insuranceMetadata, isPopular: true },
      }),
    );
    for (const text of ['Destacado', 'Nuevo', 'Exclusivo', 'Popular']) expect(html).toContain(`>${text}</li>`);
  });
});

describe('ProductCard coverage texts (spec 01 §5)', () => {
  it("shows 'Sin tope' for a zero cap, 'Consultar' for an unknown one", () => {
    expect(render(makeCard({ topAmount: { min: 0, max: 0, unit: 'UF', period: 'anual' } }))).toContain('Sin tope');
    expect(render(makeCard({ topAmount: null }))).toMatch(/Tope<\/dt><dd>Consultar/);
    expect(render(makeCard())).toMatch(/Tope<\/dt><dd>UF 500,00/);
  });

  it("shows 'Sin deducible' for 0 to 0 and 'No cubre' for none", () => {
    expect(render(makeCard({ deductible: { min: 0, max: 0, unit: 'UF' } }))).toContain('Sin deducible');
    expect(render(makeCard({ deductible: null }))).toMatch(/Deducible<\/dt><dd>No cubre/);
  });

  it('shows pre-existing conditions by the cubre_preexistencias feature', () => {
    expect(render(makeCard())).toMatch(/Preexistencias<\/dt><dd>No Cubre/);
    const card = makeCard({
      featuresAll: [{ id: 9, name: 'cubre_preexistencias', displayName: 'Preexistencias', icon: 'x', value: true }],
    });
    expect(render(card)).toMatch(/Preexistencias<\/dt><dd>Cubre/);
  });

  it('words the coverage requirement', () => {
    expect(render(makeCard())).toContain('Sin exigencias');
    const zero = makeCard({
      coverageRequirement: { value: 0, unit: '%', previsionType: null, previousCoverage: true },
    });
    expect(render(zero)).toContain('Sin Requisito');
    const percent = makeCard({
      coverageRequirement: { value: 50, unit: '%', previsionType: { name: 'Fonasa' }, previousCoverage: false },
    });
    expect(render(percent)).toContain('Tu Fonasa debe cubrir al menos el 50%');
    expect(render(percent)).toContain('tope de 2 UF');
  });

  it('shows a Fonasa-Isapre range, or the same-coverage text for -1', () => {
    expect(render(makeCard())).toContain('70% - 80%');
    const same = makeCard();
    same.coverages!.tags[0]!.coverages[0]!.amounts.percentage_fonasa!.minAmount = -1;
    expect(render(same)).toContain('Igual cobertura Isapre/Fonasa');
  });

  it('shows the first 2 tags when there are more, and the one when there is one', () => {
    const tag = (id: number, name: string) => ({ id, name, code: name, coverages: [] });
    const html = render(
      makeCard({ coverages: { tags: [tag(1, 'Ambulatorio'), tag(2, 'Dental'), tag(3, 'Maternidad')] } }),
    );
    const shown = html.match(/<span class="tag-name">([^<]+)<\/span>/g)!;
    expect(shown).toEqual(['<span class="tag-name">Ambulatorio</span>', '<span class="tag-name">Dental</span>']);
    expect(render(makeCard()).match(/class="tag-name"/g)).toHaveLength(1);
  });

  it('shows life products their summary, with 0 as No Cubre', () => {
    const card = makeCard({
      upperType: { name: 'SEGURO VIDA', displayName: 'Seguros de vida' },
      topsAndDeductibles: [
        {
          name: 'Vida',
          coverageOrganizations: [],
          topAmounts: [
            { name: 'Indemnización muerte natural', amount: 1000, unit: 'UF' },
            { name: 'Indemnización muerte accidental', amount: 0, unit: 'UF' },
          ],
          deductibles: [],
        },
      ],
    });
    const html = render(card);
    expect(html).toMatch(/Muerte natural<\/dt><dd>UF 1\.000,00/);
    expect(html).toMatch(/Muerte accidental<\/dt><dd>No Cubre/);
  });
});

describe('ProductCard icons, providers and states', () => {
  it("shows at most 5 feature icons and '+N' for the rest", () => {
    const features = Array.from({ length: 7 }, (_, i) => ({
      id: i,
      name: `f${i}`,
      displayName: `Beneficio ${i}`,
      icon: 'x',
    }));
    const html = render(makeCard({ features }));
    expect(html.match(/class="feature-name"/g)).toHaveLength(5);
    expect(html).toContain('+2');
    expect(render(makeCard({ features: features.slice(0, 5) }))).not.toContain('+');
  });

  it("lists 'Cubre en' providers, 3 and the count of the rest", () => {
    const html = render(makeCard({ prestadores: ['Clínica A', 'Clínica B', 'Clínica C', 'Clínica D', 'Clínica E'] }));
    expect(html).toContain('Cubre en');
    expect(html).toContain('Clínica A, Clínica B, Clínica C y 2 más');
    expect(render(makeCard())).not.toContain('Cubre en');
  });

  it('shows the error state with Retry when the coverage failed, and a skeleton while it loads', () => {
    const error = render(makeCard(), { coverageState: 'error', coverages: null });
    expect(error).toContain('No pudimos cargar la información de este seguro.');
    expect(error).toContain('Revisa tu conexión a internet');
    expect(error).toContain('>Reintentar</button>');
    expect(render(makeCard(), { coverageState: 'loading' })).toContain('aria-busy="true"');
    expect(render(makeCard({ coverages: null as never }))).toContain('data-testid="card-error"');
  });

  it('disables the compare box when 3 other products are selected', () => {
    expect(render(makeCard(), { compareFull: true })).toMatch(/<input type="checkbox" disabled=""/);
    expect(render(makeCard(), { compareFull: true, selected: true })).not.toMatch(/disabled=""/);
  });
});

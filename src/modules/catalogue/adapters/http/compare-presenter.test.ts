import { describe, expect, it } from 'vitest';
import type { ComparePage } from '../../application/compare-products.js';
import { CompareJsonPresenter } from './compare-presenter.js';

/** A card with texts outside ASCII (the bytes are spliced by offset: a wrong length would cut a character). */
function card(id: number) {
  return {
    id,
    name: `Seguro Clínica Año ${id} — niño/niña “plus”`,
    organization: { name: 'Compañía Ñandú' },
    tags: ['Cobertura dental', 'Urgencia 24 h'],
    minPrice: 1234,
    priceUnit: 'CLP',
  };
}

function pageOf(cards: ReturnType<typeof card>[], take = 20): ComparePage {
  return {
    cards: cards.map((base, i) => ({ base, price: { amountClp: 1000 + i, text: `$${1000 + i}`, period: 'mensual' } })),
    total: cards.length,
    page: 1,
    take,
    metaData: { uuid: 'x', order: 'lowerPrice', currency: 'CLP' },
  } as unknown as ComparePage;
}

/** What the answer must equal: the plain JSON of the cards without their price keys, each with its price. */
function expected(page: ComparePage): unknown {
  return {
    data: page.cards.map(({ base, price }) => {
      const { minPrice: _m, priceUnit: _u, ...rest } = base as unknown as ReturnType<typeof card>;
      return { ...rest, price };
    }),
    total: page.total,
    page: page.page,
    take: page.take,
    metaData: page.metaData,
  };
}

describe('CompareJsonPresenter', () => {
  it('writes the same JSON as serialising the answer, as UTF-8 bytes, for the cached cards too', () => {
    const presenter = new CompareJsonPresenter();
    const cards = [card(1), card(2), card(3)];
    const first = pageOf(cards);
    const bytes = presenter.writeBytes(first);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual(expected(first));
    expect(bytes.toString('utf8')).toBe(presenter.write(first));
    // The second page reuses the first page's card bytes with other prices.
    const second = pageOf([cards[2]!, cards[0]!]);
    second.cards[0]!.price = { amountClp: 7, text: '$7', period: 'anual' } as never;
    expect(JSON.parse(presenter.writeBytes(second).toString('utf8'))).toEqual(expected(second));
  });

  it('writes an empty page', () => {
    const empty = pageOf([]);
    expect(JSON.parse(new CompareJsonPresenter().write(empty))).toEqual(expected(empty));
  });

  it('writes the answer in parts around the uuid, which make the same bytes as the whole answer', () => {
    const presenter = new CompareJsonPresenter();
    const page = pageOf([card(1), card(2)]);
    page.metaData = { ...page.metaData, uuid: 'búsqueda-"1"' };
    const { headParts, headLength, uuid, tail } = presenter.writeParts(page);
    const head = Buffer.concat(headParts as Buffer[]);
    expect(head.length).toBe(headLength);
    expect(head.toString('utf8').endsWith('"metaData":{"uuid":')).toBe(true);
    expect(uuid).toBe(JSON.stringify('búsqueda-"1"'));
    const whole = Buffer.concat([head, Buffer.from(uuid), tail]);
    expect(whole.equals(presenter.writeBytes(page))).toBe(true);
    expect(whole.toString('utf8')).toBe(JSON.stringify(expected(page)));
  });
});

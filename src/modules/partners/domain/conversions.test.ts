import { describe, expect, it } from 'vitest';
import { conversionKindOf, ratePer100, variantReport } from './conversions';

describe('conversions per variant (issue 14)', () => {
  it('knows the public calls that create a lead or a sale', () => {
    expect(conversionKindOf('POST', '/api/solicitarplans')).toBe('lead');
    expect(conversionKindOf('post', '/api/seguro-adicional/solicitar/')).toBe('lead');
    expect(conversionKindOf('POST', '/api/contactos')).toBe('lead');
    expect(conversionKindOf('POST', '/api/sendemail')).toBe('lead');
    expect(conversionKindOf('POST', '/api/sales')).toBe('sale');
    expect(conversionKindOf('GET', '/api/sales')).toBeNull();
    expect(conversionKindOf('POST', '/api/solicitarplans/update')).toBeNull();
    expect(conversionKindOf('POST', '/api/sales/abc/pay')).toBeNull();
  });

  it('rates per 100 visitors with one decimal, none without visitors', () => {
    expect(ratePer100(1, 3)).toBe(33.3);
    expect(ratePer100(0, 10)).toBe(0);
    expect(ratePer100(2, 0)).toBeNull();
  });

  it('lists both variants of every experiment in order, zeros for one nobody saw', () => {
    const rows = variantReport([
      {
        experiment: 'DISTANCETEST',
        variant: 'withDistance',
        visitors: 4,
        leads: 1,
        salesStarted: 2,
        salesCompleted: 1,
      },
      { experiment: 'OTRO', variant: 'x', visitors: 9, leads: 9, salesStarted: 0, salesCompleted: 0 },
    ]);
    expect(rows.map((r) => r.id)).toEqual([
      'TESTABCLUSTER:clusterOne',
      'TESTABCLUSTER:clusterTwo',
      'TESTWHYWEFORM:originalForm',
      'TESTWHYWEFORM:withWhyWe',
      'DISTANCETEST:originalDistance',
      'DISTANCETEST:withDistance',
    ]);
    expect(rows[5]).toMatchObject({ visitors: 4, leads: 1, leadRate: 25, saleRate: 25 });
    expect(rows[4]).toMatchObject({ visitors: 0, leads: 0, leadRate: null, saleRate: null });
  });
});

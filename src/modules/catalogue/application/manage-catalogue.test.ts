import { describe, expect, it } from 'vitest';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';
import { ManageCatalogue } from './manage-catalogue.js';
import type { CatalogueAdminRepository } from './ports.js';
import type { AdminProductRow, ProductChanges } from '../domain/admin-catalogue.js';

const row: AdminProductRow = {
  id: 7,
  productCode: 'P7',
  productName: 'Producto 7',
  displayName: 'Seguro Siete',
  urlSegment: 'Seguro-Siete',
  organizationId: 1,
  organizationName: 'Aseguradora Uno',
  insuranceTypeId: 2,
  insuranceTypeName: 'Vida',
  exclusive: false,
  isPromoted: false,
  active: true,
  salesChannel: 'QpLead',
  priceUnit: 'UF',
  minPrice: 0.5,
  requestCount: 0,
  sample: true,
};

/** An in-memory repository holding one product; organizations are not needed here. */
function setup() {
  const products = new Map([[row.id, { ...row }]]);
  let invalidations = 0;
  const repository = {
    product: async (id: number) => products.get(id) ?? null,
    updateProduct: async (id: number, changes: ProductChanges) => {
      const current = products.get(id);
      if (!current) return null;
      const next = { ...current, ...changes };
      products.set(id, next);
      return next;
    },
    organization: async () => null,
    updateOrganization: async () => null,
  } as unknown as CatalogueAdminRepository;
  const compare = { invalidate: () => (invalidations += 1) } as unknown as CatalogueSnapshots;
  return { manage: new ManageCatalogue(repository, compare), invalidations: () => invalidations };
}

describe('ManageCatalogue', () => {
  it('an edit answers the new row and drops this process snapshot once', async () => {
    const { manage, invalidations } = setup();
    expect(await manage.updateProduct(7, { displayName: 'Nuevo', active: false })).toMatchObject({
      displayName: 'Nuevo',
      active: false,
    });
    expect(invalidations()).toBe(1);
  });

  it('an unknown id is NOT_FOUND with a Spanish message and invalidates nothing', async () => {
    const { manage, invalidations } = setup();
    await expect(manage.updateProduct(8, { active: true })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'El producto no existe.',
    });
    await expect(manage.product(8)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(manage.updateOrganization(1, { name: 'X' })).rejects.toMatchObject({
      message: 'La organización no existe.',
    });
    expect(invalidations()).toBe(0);
  });
});

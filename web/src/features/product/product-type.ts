import { PRODUCT_TYPES } from '@domain/catalogue/domain/categories';
import type { ProductCard } from '@domain/catalogue/domain/product-card';

/** The profile form (product type of spec 02 §3) that prices this product: the one selecting its upper type. */
export function productTypeOf(product: Pick<ProductCard, 'upperType'>): string {
  const entry = Object.entries(PRODUCT_TYPES).find(([, uppers]) => uppers.includes(product.upperType.name));
  return entry?.[0] ?? 'SEGURO SALUD';
}

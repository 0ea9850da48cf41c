import { comparatorLine } from '@domain/content/domain/insurance-types';
import type { LineConfig } from './api';

/** The comparator of each /Comparar/{line} page: which organizations and product type it lists. */
export function lineConfigFor(segment: string): LineConfig | null {
  if (segment === 'Isapres') {
    return { comparator: 'Isapres', productType: 'ISAPRES', organizationType: ['ISAPRE'], title: 'Planes de Isapre' };
  }
  if (segment === 'Seguro-Complementario-Empresa-Legacy') return lineConfigFor('Seguro-Complementario-Empresa');
  if (segment === 'Guardias-old') return lineConfigFor('Guardias');
  const line = comparatorLine(segment);
  if (!line) return null;
  return {
    comparator: line.segment,
    productType: line.productType,
    organizationType: ['ASEGURADORA', 'CLINICA'],
    title: line.title,
  };
}

import { comparatorLine } from '@domain/content/domain/insurance-types';

/** The product type a page's profile form is for (the comparator line in the path; health by default). */
export function productTypeForPath(pathname: string): string {
  const match = /^\/Comparar\/([^/]+)/.exec(pathname);
  return (match && comparatorLine(match[1]!)?.productType) || 'SEGURO SALUD';
}

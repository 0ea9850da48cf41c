/**
 * The documents of a product (GET api/documents/insurance/{id}, spec 03 §7): its page and each part of its
 * detail that has content, named in Spanish, with the address that serves it. The catalogue holds no files;
 * a product whose conditions are empty simply lists fewer documents.
 */
export const PRODUCT_DOCUMENT_TYPES = ['FICHA', 'CONDICIONES', 'EXCLUSIONES', 'PREGUNTAS_FRECUENTES'] as const;
export type ProductDocumentType = (typeof PRODUCT_DOCUMENT_TYPES)[number];

export interface ProductDocument {
  type: ProductDocumentType;
  name: string;
  /** 'html': a page of the site; 'json': a call of this API. */
  format: 'html' | 'json';
  url: string;
}

export interface DocumentSource {
  id: number;
  /** The product's page, e.g. '/Seguros/Consorcio/Seguro-Complementario-Salud-Plus'. */
  url: string;
  conditions: readonly unknown[];
  exclusions: readonly unknown[];
  faq: readonly unknown[];
}

export function productDocuments(product: DocumentSource): ProductDocument[] {
  const api = `/api/insurance/${product.id}`;
  const documents: ProductDocument[] = [{ type: 'FICHA', name: 'Ficha del seguro', format: 'html', url: product.url }];
  if (product.conditions.length > 0)
    documents.push({ type: 'CONDICIONES', name: 'Condiciones del seguro', format: 'json', url: `${api}/conditions` });
  if (product.exclusions.length > 0)
    documents.push({ type: 'EXCLUSIONES', name: 'Exclusiones', format: 'json', url: `${api}/exclusions` });
  if (product.faq.length > 0)
    documents.push({ type: 'PREGUNTAS_FRECUENTES', name: 'Preguntas frecuentes', format: 'json', url: `${api}/faq` });
  return documents;
}

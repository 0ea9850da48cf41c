import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ProductRef } from '../shared/product-ref';

/**
 * The Solicitar button for cards and detail pages: goes to {product url}/Solicitar carrying the product
 * (id, code, name) so the request form need not ask the catalogue again.
 */
export function SolicitarLink({
  productUrl,
  product,
  className = 'button button-primary',
  children = 'Solicitar',
}: {
  productUrl: string;
  product: ProductRef;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link to={`${productUrl.replace(/\/+$/, '')}/Solicitar`} state={{ product }} className={className}>
      {children}
    </Link>
  );
}

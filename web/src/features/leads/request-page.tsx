import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import type { ProductRef } from '../../shared/product-ref';
import { fetchPlanRef, fetchProductRef } from './api/get-product-ref';
import type { LeadReceipt } from './api/lead-receipt';
import { LeadConfirmation } from './lead-confirmation';
import { RequestForm } from './request-form';
import { ShareLinkButton } from '../../shared/share-link/share-link-button';
import { LEAD_TEXTS as T } from './texts';

/** "Seguro-Complementario-Plus" → "Seguro Complementario Plus": a name to show before the catalogue answers. */
const nameFromSegment = (segment: string) => decodeURIComponent(segment).replace(/-/g, ' ').trim();

/**
 * {product url}/Solicitar (spec 01 §2, spec 03 §3): the request form for one product. The product
 * comes from the card's navigation state or the catalogue; the form never waits for the catalogue.
 */
export default function RequestPage() {
  const params = useParams();
  const location = useLocation();
  const segment = params.insuranceUrl ?? params.planId ?? params.productCode ?? '';
  // A product's slug ends in its code (…-QPS1132), looked up by it; an isapre plan's segment is its codigoplan.
  const isPlan = params.insuranceUrl === undefined && params.planId !== undefined;
  const fromCard = (location.state as { product?: ProductRef } | null)?.product;
  const adicional = location.pathname.startsWith('/Isapre/') && location.pathname.includes('/Complementos/');
  const [product, setProduct] = useState<ProductRef>(fromCard ?? { code: segment, name: nameFromSegment(segment) });
  const [sent, setSent] = useState<{ receipt: LeadReceipt; email: string } | null>(null);

  useEffect(() => {
    if (fromCard?.id) return;
    let live = true;
    (isPlan ? fetchPlanRef(segment) : fetchProductRef(segment)).then((found) => {
      if (live && found)
        setProduct((current) => ({ ...current, ...Object.fromEntries(Object.entries(found).filter(([, v]) => v)) }));
    });
    return () => {
      live = false;
    };
  }, [segment, isPlan, fromCard?.id]);

  return (
    <main className="container lead-page">
      <h1>{T.requestTitle}</h1>
      <p className="lead" data-testid="request-product">
        {T.requestIntro}: <strong>{product.name || segment}</strong>
      </p>
      <p>
        <ShareLinkButton label={T.sharePlan} />
      </p>
      {sent ? (
        <LeadConfirmation receipt={sent.receipt} email={sent.email} />
      ) : (
        <RequestForm
          kind={adicional ? 'adicional' : 'plan'}
          product={product}
          onSent={(receipt, email) => setSent({ receipt, email })}
        />
      )}
    </main>
  );
}

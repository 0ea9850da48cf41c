import { coverageRequirementTexts } from '@domain/catalogue/domain/coverage-requirement';
import {
  deductibleText,
  preexistingText,
  topAmountText,
  topSummaryText,
} from '@domain/catalogue/domain/coverage-texts';
import { cardPriceDisplay } from '@domain/catalogue/domain/price-display';
import type { PaymentOffer, ProductDetail } from '@domain/catalogue/domain/product-card';
import { purchasePath, salesButton } from '@domain/catalogue/domain/sales-button';
import { PRODUCT_TABS, type ProductTabSegment } from '@domain/content/domain/detail-resolver';
import type { PriceBreakdown } from '@domain/pricing/domain/calculate-price';
import { formatMoney } from '@domain/pricing/domain/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { retryFailureMessage } from '../../lib/retry-messages';
import { t } from '../../i18n/t';
import { fetchPriceBreakdown } from '../../shared/api/get-price-breakdown';
import type { LoadState } from '../../lib/keyed-load';
import { useLoad } from '../../lib/use-load';
import { ShareLinkButton } from '../../shared/share-link/share-link-button';
import { SolicitarLink } from '../../components/solicitar-link';
import { useProfile } from '../../shared/profile/profile-context';
import { areaOfType, ORGANIZATION_AREAS } from '../../shared/organization-areas';
import { fetchPaymentOffer, PAYMENT_OFFER_LOAD } from './api/get-payment-offer';
import { CoverageTables } from './coverage-table';
import { productTypeOf } from './product-type';
import { PRODUCT_TEXTS as T } from './texts';
import '../../shared/detail-pages.css';

type PriceState = { status: 'none' } | LoadState<PriceBreakdown>;

/** The price for the stored profile (calculatePrice), or the card's reference price without one. */
function PriceBox({ product }: { product: ProductDetail }) {
  const profile = useProfile();
  const productType = productTypeOf(product);
  const stored = profile.stored?.ingresodatos ? profile.stored.profile : null;
  // Keyed by what the call reads (issue 24: never by an object's identity).
  const [load] = useLoad<PriceBreakdown>(stored ? JSON.stringify([product.id, stored, productType]) : null, () =>
    fetchPriceBreakdown(product.id, stored!, productType),
  );
  const state: PriceState = !stored ? { status: 'none' } : load;

  const reference = cardPriceDisplay(product.price, false);
  const exact =
    state.status === 'ok' && state.value.display.amount !== null
      ? `${formatMoney(state.value.display.amount, state.value.display.currency)}${state.value.suffix ? ` ${state.value.suffix}` : ''}`
      : null;
  return (
    <section className="product-price" aria-labelledby="product-price-title">
      <h2 id="product-price-title" className="product-price-title">
        {exact ? T.priceFor : T.priceReference}
      </h2>
      {state.status === 'loading' && <p aria-busy="true">{t('detail.loading')}</p>}
      {state.status === 'error' && (
        <p role="alert">{retryFailureMessage(`/api/insurance/${product.id}/calculatePrice`) ?? T.priceError}</p>
      )}
      <p className="product-price-amount" data-testid="product-price">
        {exact ?? (
          <>
            {reference.label && <span className="price-label">{reference.label} </span>}
            {reference.amountText}
          </>
        )}{' '}
        <span className="muted">
          {(exact ? state.status === 'ok' && state.value.period === 'anual' : product.price.period === 'anual')
            ? T.yearly
            : T.monthly}
        </span>
      </p>
      <button
        type="button"
        className="button button-outline button-small"
        onClick={() => profile.openModal(productTypeOf(product))}
      >
        {stored ? T.editProfile : T.enterProfile}
      </button>
    </section>
  );
}

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="product-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function PaymentOfferBlock({ product }: { product: ProductDetail }) {
  const [load] = useLoad<PaymentOffer | 0 | null>(
    String(product.id),
    () => fetchPaymentOffer(product),
    PAYMENT_OFFER_LOAD,
  );
  const offer = load.status === 'ok' ? load.value : load.status === 'error' ? null : undefined;
  return (
    <section className="product-block" aria-labelledby="payment-offer-title">
      <h3 id="payment-offer-title">{T.paymentOffer}</h3>
      {offer === undefined ? (
        <p aria-busy="true">{t('detail.loading')}</p>
      ) : offer ? (
        <div data-testid="payment-offer">
          <p>
            <strong>{offer.title}</strong>
          </p>
          <p>{offer.description}</p>
          {offer.installments !== null && <p>{T.installments.replace('{n}', String(offer.installments))}</p>}
          {offer.paymentMethods.length > 0 && (
            <p>
              {T.paymentMethods}: {offer.paymentMethods.join(', ')}
            </p>
          )}
        </div>
      ) : (
        <p>{T.noPaymentOffer}</p>
      )}
    </section>
  );
}

function TabPanel({ product, tab }: { product: ProductDetail; tab: ProductTabSegment }) {
  switch (tab) {
    case 'Resumen':
      return (
        <>
          <p className="lead">{product.description}</p>
          <dl className="detail-list">
            <div>
              <dt>{t('card.coverage')}</dt>
              <dd>{product.insuranceType.displayName}</dd>
            </div>
            <div>
              <dt>{t('card.top')}</dt>
              <dd>{topSummaryText(product.topAmount)}</dd>
            </div>
            <div>
              <dt>{t('card.deductible')}</dt>
              <dd>{deductibleText(product.deductible)}</dd>
            </div>
            <div>
              <dt>{T.preexisting}</dt>
              <dd>{preexistingText(product.featuresAll)}</dd>
            </div>
            <div>
              <dt>{t('card.requirement')}</dt>
              <dd>{coverageRequirementTexts(product.coverageRequirement).join(' ')}</dd>
            </div>
            {product.prestadores.length > 0 && (
              <div>
                <dt>{T.coversAt}</dt>
                <dd>{product.prestadores.join(', ')}</dd>
              </div>
            )}
          </dl>
        </>
      );
    case 'Coberturas':
      return <CoverageTables tags={product.allCoverages.tags} />;
    case 'Topes-y-Deducibles':
      if (product.topsAndDeductibles.length === 0) return <p>{T.noTops}</p>;
      return (
        <>
          {product.topsAndDeductibles.map((group) => (
            <section key={group.name} className="product-block" aria-label={group.name}>
              <h3>{group.name}</h3>
              {group.coverageOrganizations.length > 0 && (
                <p className="muted">{group.coverageOrganizations.join(', ')}</p>
              )}
              <dl className="detail-list">
                {group.topAmounts.map((top) => (
                  <div key={`t-${top.name}`}>
                    <dt>
                      {T.tops}: {top.name}
                    </dt>
                    <dd>
                      {topAmountText(top)}
                      {top.period && top.amount ? ` ${top.period}` : ''}
                    </dd>
                  </div>
                ))}
                {group.deductibles.map((deductible) => (
                  <div key={`d-${deductible.name}`}>
                    <dt>
                      {T.deductibles}: {deductible.name}
                    </dt>
                    <dd>{deductibleText(deductible)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </>
      );
    case 'Caracteristicas':
      return (
        <>
          <section className="product-block" aria-labelledby="features-title">
            <h3 id="features-title">{T.features}</h3>
            {product.featuresAll.length === 0 ? (
              <p>{T.noFeatures}</p>
            ) : (
              <dl className="detail-list">
                {product.featuresAll.map((feature) => (
                  <div key={feature.id}>
                    <dt>{feature.displayName}</dt>
                    <dd>
                      {feature.value === false
                        ? 'No'
                        : feature.value === true || feature.value == null
                          ? 'Sí'
                          : String(feature.value)}
                      {feature.description ? ` · ${feature.description}` : ''}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </section>
          <section className="product-block" aria-labelledby="requirements-title">
            <h3 id="requirements-title">{T.requirements}</h3>
            <List items={coverageRequirementTexts(product.coverageRequirement)} empty={T.none} />
          </section>
          <section className="product-block" aria-labelledby="extra-title">
            <h3 id="extra-title">{T.extraBenefits}</h3>
            <List items={product.extraBenefits} empty={T.none} />
          </section>
        </>
      );
    case 'Ofertas':
      return (
        <>
          <section className="product-block" aria-labelledby="offers-title">
            <h3 id="offers-title">{T.offers}</h3>
            {product.offers.length === 0 ? (
              <p>{T.noOffers}</p>
            ) : (
              <ul className="product-list">
                {product.offers.map((offer) => (
                  <li key={offer.id}>
                    <strong>{offer.title}</strong>
                    {offer.discount && ` (${formatMoney(offer.discount.amount, offer.discount.unitCode)})`}
                    {offer.description && <span>. {offer.description}</span>}
                    {offer.validUntil && (
                      <span className="muted"> {T.validUntil.replace('{date}', offer.validUntil.slice(0, 10))}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <PaymentOfferBlock product={product} />
        </>
      );
    case 'Cubre-en':
      return <List items={product.prestadores} empty={T.noCoversAt} />;
    case 'Condiciones':
      return (
        <>
          <section className="product-block" aria-labelledby="conditions-title">
            <h3 id="conditions-title">{T.conditions}</h3>
            <List items={product.conditions} empty={T.none} />
          </section>
          <section className="product-block" aria-labelledby="exclusions-title">
            <h3 id="exclusions-title">{T.exclusions}</h3>
            <List items={product.exclusions} empty={T.none} />
          </section>
        </>
      );
    case 'Preguntas-Frecuentes':
      if (product.faq.length === 0) return <p>{T.noFaq}</p>;
      return (
        <div className="faq">
          {product.faq.map((item) => (
            <details key={item.question}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
  }
}

/**
 * The product detail page (spec 01 §2, spec 02 §2.2): summary, price for the stored profile, the tabs as
 * addressable sections (`{url}/{tab}`), Solicitar or Contratar, and share.
 */
export function ProductPage({
  product,
  tab,
  basePath,
}: {
  product: ProductDetail;
  tab: ProductTabSegment;
  basePath: string;
}) {
  const button = salesButton(product.insuranceMetadata.salesChannel);
  useEffect(() => {
    document.title = `${product.seo.title || product.displayName} | ${t('site.name')}`;
  }, [product]);
  const ref = {
    id: String(product.id),
    code: product.productCode,
    name: product.displayName,
    type: product.insuranceType.name,
  };
  const current = PRODUCT_TABS.find((item) => item.segment === tab)!;
  const area = areaOfType(product.organization.organizationType);
  return (
    <main className="container product-page" aria-labelledby="product-title" data-testid="product-page">
      <nav aria-label="Ruta" className="breadcrumbs">
        <Link to="/">Inicio</Link> › <Link to={`/${area}`}>{ORGANIZATION_AREAS[area].title}</Link> ›{' '}
        <Link to={`/${area}/${product.organization.url}`}>{product.organization.name}</Link>
      </nav>
      <header className="product-header">
        {product.organization.image && (
          <img
            className="product-logo"
            src={product.organization.image}
            alt={product.organization.name}
            width="96"
            height="48"
          />
        )}
        <div>
          <h1 id="product-title">{product.displayName}</h1>
          <p className="muted">
            {product.organization.name} · {product.insuranceType.displayName}
            {product.isNew && <span className="ribbon ribbon-new"> {T.newProduct}</span>}
          </p>
          {product.sample && <p className="card-sample">{T.sample}</p>}
        </div>
      </header>
      <div className="product-layout">
        <div className="product-main">
          <nav aria-label={T.sections} className="product-tabs">
            <ul>
              {PRODUCT_TABS.map((item) => (
                <li key={item.segment}>
                  <Link
                    to={`${basePath}/${item.segment}`}
                    aria-current={item.segment === tab ? 'page' : undefined}
                    state={{ skipResolver: true }}
                    preventScrollReset
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="product-panel" aria-labelledby="product-panel-title">
            <h2 id="product-panel-title">{current.label}</h2>
            <TabPanel product={product} tab={tab} />
          </section>
        </div>
        <aside className="product-aside" aria-label={T.price}>
          <PriceBox product={product} />
          <div className="product-actions">
            {button.online && (
              <Link
                to={purchasePath(product.productCode)}
                className="button button-primary is-animated"
                data-testid="product-contratar"
              >
                Contratar
              </Link>
            )}
            <SolicitarLink
              productUrl={basePath}
              product={ref}
              className={`button ${button.online ? 'button-outline' : 'button-primary'}`}
            >
              <span data-testid="product-solicitar">Solicitar</span>
            </SolicitarLink>
            <ShareLinkButton label={T.share} />
            <Link to="/Comparar/Seguros-de-Salud">{T.compareMore}</Link>
          </div>
        </aside>
      </div>
    </main>
  );
}

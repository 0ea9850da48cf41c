import { cardTags } from '@domain/catalogue/domain/card-tags';
import { BADGE_CATEGORIES, INSURANCE_TYPES } from '@domain/catalogue/domain/categories';
import { companyAlert } from '@domain/catalogue/domain/company-alert';
import { coverageRequirementTexts } from '@domain/catalogue/domain/coverage-requirement';
import { deductibleText, preexistingText, topSummaryText } from '@domain/catalogue/domain/coverage-texts';
import { featureIcons } from '@domain/catalogue/domain/feature-icons';
import { lifeSummary } from '@domain/catalogue/domain/life-summary';
import { previsionCoverageText } from '@domain/catalogue/domain/prevision-coverage';
import { cardPriceDisplay } from '@domain/catalogue/domain/price-display';
import type { CoverageTag, ProductCard as Card } from '@domain/catalogue/domain/product-card';
import { purchasePath, salesButton } from '@domain/catalogue/domain/sales-button';
import type { Prevision } from '@domain/pricing/domain/profile';
import { memo, useState } from 'react';
import { Link } from 'react-router';
import { Popover } from '../../components/popover';
import { t } from '../../i18n/t';
import { SolicitarLink } from '../../components/solicitar-link';
import { useSiteOptions } from '../../shared/site/site-options';
import { FeatureIcon } from './feature-icon';
import { deductibleLabel } from '../../lib/edition';

export type CoverageState = 'loaded' | 'loading' | 'error';

export interface ProductCardProps {
  card: Card;
  /** The visitor entered a profile (ingresodatos): exact prices instead of 'Desde'. */
  profileEntered: boolean;
  prevision?: Prevision | null;
  employeeCount?: number | null;
  view: 'list' | 'grid';
  /** Per-card coverage state (spec 01 §4): loading, loaded or error with Retry. */
  coverageState?: CoverageState;
  coverages?: { tags: CoverageTag[] } | null;
  selected: boolean;
  compareFull: boolean;
  onToggleCompare(card: Card): void;
  onOpenDetail(card: Card): void;
  onRetry?(card: Card): void;
  /** Price alerts for this product (issue 29); absent without a profile. */
  onSaveProduct?(card: Card): void;
  /** Eager logo for the first cards (LCP), lazy below the fold. */
  eager?: boolean;
}

const tooltipOf = (code: string) => INSURANCE_TYPES.find((type) => type.code === code)?.tooltip;
const badgeTooltip = (code: string) => BADGE_CATEGORIES.find((badge) => badge.code === code)?.tooltip;
const PRESTADORES_SHOWN = 3;

function Ribbons({ card }: { card: Card }) {
  const ribbons: { key: string; text: string; title?: string }[] = [];
  if (card.isPromoted) ribbons.push({ key: 'badge', text: t('card.ribbon.badge') });
  if (card.isNew) ribbons.push({ key: 'new', text: t('card.ribbon.new'), title: badgeTooltip('NUEVO') });
  if (card.exclusive)
    ribbons.push({ key: 'exclusive', text: t('card.ribbon.exclusive'), title: badgeTooltip('EXCLUSIVO') });
  if (card.insuranceMetadata.isPopular) {
    ribbons.push({ key: 'popular', text: t('card.ribbon.popular'), title: badgeTooltip('POPULAR') });
  }
  if (ribbons.length === 0) return null;
  return (
    <ul className="ribbons" aria-label="Distintivos">
      {ribbons.map((ribbon) => (
        <li key={ribbon.key} className={`ribbon ribbon-${ribbon.key}`} title={ribbon.title}>
          {ribbon.text}
        </li>
      ))}
    </ul>
  );
}

function CoverageArea(props: {
  card: Card;
  state: CoverageState;
  coverages: { tags: CoverageTag[] } | null | undefined;
  prevision?: Prevision | null;
  onRetry?(card: Card): void;
}) {
  const { card, state, coverages, prevision } = props;
  if (state === 'loading') {
    return <div className="card-coverage skeleton-block" aria-busy="true" aria-label={t('results.loading')} />;
  }
  if (state === 'error' || !coverages) {
    return (
      <div className="card-coverage card-error" role="alert" data-testid="card-error">
        <p>{t('error.loading.results')}</p>
        <p>{t('error.internet.conection')}</p>
        <button type="button" className="button button-small" onClick={() => props.onRetry?.(card)}>
          {t('error.retry')}
        </button>
      </div>
    );
  }
  if (card.upperType.name === 'SEGURO VIDA') {
    const rows = lifeSummary(card.topsAndDeductibles.flatMap((group) => group.topAmounts));
    return (
      <dl className="card-coverage life-summary">
        {rows.map((row) => (
          <div key={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const tags = cardTags(coverages.tags);
  return (
    <div className="card-coverage">
      <ul className="tags">
        {tags.map((tag) => {
          const first = tag.coverages[0];
          const text = first ? previsionCoverageText(first.amounts, prevision) : null;
          return (
            <li key={tag.id} className="tag">
              <span className="tag-name">{tag.name}</span>
              {text && <span className="tag-value"> {text}</span>}
            </li>
          );
        })}
      </ul>
      {coverages.tags.length > 0 && (
        <Popover label={t('card.moreInfo', { what: t('card.coverage').toLowerCase() })} trigger="i">
          <span className="popover-title">{t('card.coverage')}</span>
          {coverages.tags.map((tag) => (
            <span key={tag.id} className="popover-row">
              <strong>{tag.name}</strong>
              {tag.coverages.map((coverage) => (
                <span key={coverage.insuranceBenefit.id} className="popover-line">
                  {coverage.insuranceBenefit.name}: {previsionCoverageText(coverage.amounts, prevision) ?? '—'}
                </span>
              ))}
            </span>
          ))}
        </Popover>
      )}
    </div>
  );
}

/** The insurer's logo, or its name when there is no image or it fails to load. */
function OrganizationLogo({ card, eager }: { card: Card; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (!card.organization.image || failed) {
    return <span className="card-logo card-logo-text">{card.organization.name}</span>;
  }
  return (
    <img
      className="card-logo"
      src={card.organization.image}
      alt={card.organization.name}
      width={96}
      height={40}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** The product card (spec 01 §2, §4, §5, §9). Every text rule comes from the shared domain functions. */
export const ProductCard = memo(function ProductCard(props: ProductCardProps) {
  const { card, profileEntered, view, selected, compareFull } = props;
  const price = cardPriceDisplay(card.price, profileEntered);
  const button = salesButton(card.insuranceMetadata.salesChannel);
  const alert = companyAlert(card.insuranceMetadata.metadata.minEmployeeQuantity, props.employeeCount);
  const icons = featureIcons(card.features);
  const tooltip = tooltipOf(card.insuranceType.name);
  const deductibles = card.topsAndDeductibles.flatMap((group) => group.deductibles);
  const tops = card.topsAndDeductibles.flatMap((group) => group.topAmounts);
  const titleId = `card-title-${card.id}`;
  const compareDisabled = !selected && compareFull;
  // A partner's card choices (subdomainCardConfig, partners/domain/site-options.ts); none on the main site.
  const options = useSiteOptions().card;
  const actionText = options.contractLabel ?? button.text;

  return (
    <article className={`product-card product-card-${view}`} aria-labelledby={titleId} data-testid="product-card">
      <Ribbons card={card} />
      <div className="card-head">
        <OrganizationLogo card={card} eager={props.eager} />
        <div>
          <h3 id={titleId} className="card-title">
            {card.displayName}
          </h3>
          <p className="card-type">
            {card.insuranceType.displayName}
            {tooltip && (
              <Popover label={t('card.moreInfo', { what: card.insuranceType.displayName })} trigger="?">
                {tooltip}
              </Popover>
            )}
          </p>
        </div>
      </div>

      <div
        className="card-price"
        data-testid="card-price"
        data-exact={String(profileEntered && card.price.exact && card.price.arePricesDefined)}
      >
        {price.label && <span className="price-label">{price.label}</span>}
        <span className="price-amount" data-testid="price-amount">
          {price.amountText}
        </span>
        {price.suffix && <span className="price-suffix"> {price.suffix}</span>}
        {price.hasPrice && card.price.period === 'mensual' && <span className="price-period">/mes</span>}
        {alert && (
          <p className="card-alert" role="note">
            {alert}
          </p>
        )}
      </div>

      <CoverageArea
        card={card}
        state={props.coverageState ?? 'loaded'}
        coverages={props.coverages === undefined ? card.coverages : props.coverages}
        prevision={props.prevision}
        onRetry={props.onRetry}
      />

      <dl className="card-facts">
        <div>
          <dt>{deductibleLabel(t('card.deductible'))}</dt>
          <dd>
            {deductibleText(card.deductible)}
            {deductibles.length > 0 && (
              <Popover
                label={t('card.moreInfo', { what: deductibleLabel(t('card.deductible')).toLowerCase() })}
                trigger="i"
              >
                {deductibles.map((deductible, index) => (
                  <span key={index} className="popover-line">
                    {deductible.name}: {deductibleText(deductible)}
                  </span>
                ))}
              </Popover>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('card.top')}</dt>
          <dd>
            {topSummaryText(card.topAmount)}
            {tops.length > 0 && (
              <Popover label={t('card.moreInfo', { what: t('card.top').toLowerCase() })} trigger="i">
                {tops.map((top, index) => (
                  <span key={index} className="popover-line">
                    {top.name}: {topSummaryText({ min: top.amount, max: top.amount, unit: top.unit, period: null })}
                  </span>
                ))}
              </Popover>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('card.preexisting')}</dt>
          <dd>{preexistingText(card.featuresAll)}</dd>
        </div>
        <div className="card-requirement">
          <dt>{t('card.requirement')}</dt>
          <dd>{coverageRequirementTexts(card.coverageRequirement).join(' ')}</dd>
        </div>
      </dl>

      {icons.shown.length > 0 && (
        <div className="card-features">
          <ul aria-label={t('card.features')}>
            {icons.shown.map((feature) => (
              <li key={feature.id} title={feature.displayName}>
                <FeatureIcon name={feature.displayName} />
                <span className="feature-name">{feature.displayName}</span>
              </li>
            ))}
          </ul>
          {icons.moreText && (
            <Popover label={`${icons.moreText} ${t('card.features').toLowerCase()}`} trigger={icons.moreText}>
              {card.features.map((feature) => (
                <span key={feature.id} className="popover-line">
                  {feature.displayName}
                </span>
              ))}
            </Popover>
          )}
        </div>
      )}

      {card.prestadores.length > 0 && (
        <p className="card-prestadores">
          <strong>{t('card.coversAt')}:</strong> {card.prestadores.slice(0, PRESTADORES_SHOWN).join(', ')}
          {card.prestadores.length > PRESTADORES_SHOWN &&
            ` ${t('card.morePrestadores', { count: card.prestadores.length - PRESTADORES_SHOWN })}`}
        </p>
      )}

      {card.offers[0] && (
        <p className="card-offer">
          <span className="offer-badge">{t('card.offer')}</span> {card.offers[0].title}
        </p>
      )}
      {card.sample && <p className="card-sample">{t('card.sample')}</p>}

      <div className="card-actions">
        {!options.hideCompare && (
          <label className={`compare-toggle${compareDisabled ? ' is-disabled' : ''}`}>
            <input
              type="checkbox"
              checked={selected}
              disabled={compareDisabled}
              onChange={() => props.onToggleCompare(card)}
              aria-describedby={compareDisabled ? `compare-full-${card.id}` : undefined}
            />
            {t('card.compare')}
            {compareDisabled && (
              <span id={`compare-full-${card.id}`} className="visually-hidden">
                {t('card.compare.full')}
              </span>
            )}
          </label>
        )}
        {!options.hideDetail && (
          <button type="button" className="button button-outline" onClick={() => props.onOpenDetail(card)}>
            {t('card.detail')}
            <span className="visually-hidden"> {card.displayName}</span>
          </button>
        )}
        {props.onSaveProduct && (
          <button type="button" className="button button-outline" onClick={() => props.onSaveProduct?.(card)}>
            {t('alerts.save.product')}
            <span className="visually-hidden"> {card.displayName}</span>
          </button>
        )}
        {button.online ? (
          // A product sold online is bought on Compra-Online; the rest ask an advisor (Solicitar).
          <Link
            to={purchasePath(card.productCode)}
            className={`button button-primary${button.animated ? ' is-animated' : ''}`}
          >
            <span data-testid="card-action">{actionText}</span>
            <span className="visually-hidden"> {card.displayName}</span>
          </Link>
        ) : (
          <SolicitarLink
            productUrl={card.url}
            product={{
              id: String(card.id),
              code: card.productCode,
              name: card.displayName,
              type: card.insuranceType.name,
            }}
            className={`button button-primary${button.animated ? ' is-animated' : ''}`}
          >
            <span data-testid="card-action">{actionText}</span>
            <span className="visually-hidden"> {card.displayName}</span>
          </SolicitarLink>
        )}
      </div>
    </article>
  );
});

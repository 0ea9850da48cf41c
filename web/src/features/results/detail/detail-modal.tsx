import { coverageRequirementTexts } from '@domain/catalogue/domain/coverage-requirement';
import { deductibleText, preexistingText, topAmountText } from '@domain/catalogue/domain/coverage-texts';
import { previsionCoverageText } from '@domain/catalogue/domain/prevision-coverage';
import type { ProductCard } from '@domain/catalogue/domain/product-card';
import { formatMoney, fromClp } from '@domain/pricing/domain/money';
import type { Profile } from '@domain/pricing/domain/profile';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../../components/dialog';
import { t } from '../../../i18n/t';
import { WhyPrice } from './why-price';

export type DetailTab = 'summary' | 'coverages' | 'tops' | 'why';
const TABS: { id: DetailTab; label: Parameters<typeof t>[0] }[] = [
  { id: 'summary', label: 'detail.tab.summary' },
  { id: 'coverages', label: 'detail.tab.coverages' },
  { id: 'tops', label: 'detail.tab.tops' },
  { id: 'why', label: 'detail.tab.why' },
];

interface DetailModalProps {
  card: ProductCard;
  profile: Profile | null;
  profileEntered: boolean;
  productType: string;
  uf: number | null;
  tab?: DetailTab;
  onClose(): void;
}

/** The product detail modal (spec 01 §2): tabs (arrow keys move between them) and a currency. */
export default function DetailModal({
  card,
  profile,
  profileEntered,
  productType,
  uf,
  tab = 'summary',
  onClose,
}: DetailModalProps) {
  const [active, setActive] = useState<DetailTab>(tab);
  const [currency, setCurrency] = useState<'CLP' | 'UF'>('CLP');
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + TABS.length) % TABS.length;
    setActive(TABS[next]!.id);
    tabRefs.current[next]?.focus();
  };
  const clp = card.price.amountClp;
  const converted = clp === null ? null : currency === 'CLP' ? clp : uf ? fromClp(clp, 'UF', { UF: uf, USD: 0 }) : null;

  return (
    <Dialog title={card.displayName} onClose={onClose} variant="large">
      <div className="detail-head">
        <p>
          {card.organization.name} · {card.insuranceType.displayName}
        </p>
        <label>
          {t('detail.currency')}{' '}
          <select value={currency} onChange={(event) => setCurrency(event.target.value as 'CLP' | 'UF')}>
            <option value="CLP">CLP</option>
            <option value="UF" disabled={!uf}>
              UF
            </option>
          </select>
        </label>
        <p className="detail-price" data-testid="detail-price">
          {converted === null ? 'Consultar' : formatMoney(converted, currency)}
          {card.price.period === 'anual' ? ' anual' : ' mensual'}
        </p>
      </div>
      <div role="tablist" aria-label={t('detail.tabs')} className="tabs">
        {TABS.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.id}`}
            aria-selected={active === item.id}
            aria-controls={`${id}-panel`}
            tabIndex={active === item.id ? 0 : -1}
            onClick={() => setActive(item.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(item.label)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        className="tab-panel"
        tabIndex={0}
      >
        {active === 'summary' && (
          <dl className="detail-list">
            <div>
              <dt>{t('card.requirement')}</dt>
              <dd>{coverageRequirementTexts(card.coverageRequirement).join(' ')}</dd>
            </div>
            <div>
              <dt>{t('card.preexisting')}</dt>
              <dd>{preexistingText(card.featuresAll)}</dd>
            </div>
            <div>
              <dt>{t('card.deductible')}</dt>
              <dd>{deductibleText(card.deductible)}</dd>
            </div>
            <div>
              <dt>{t('card.features')}</dt>
              <dd>{card.features.map((feature) => feature.displayName).join(', ') || '—'}</dd>
            </div>
            {card.prestadores.length > 0 && (
              <div>
                <dt>{t('card.coversAt')}</dt>
                <dd>{card.prestadores.join(', ')}</dd>
              </div>
            )}
          </dl>
        )}
        {active === 'coverages' && (
          <ul className="detail-coverages">
            {(card.coverages?.tags ?? []).map((tag) => (
              <li key={tag.id}>
                <h3>{tag.name}</h3>
                <ul>
                  {tag.coverages.map((coverage) => (
                    <li key={coverage.insuranceBenefit.id}>
                      {coverage.insuranceBenefit.name}:{' '}
                      {previsionCoverageText(coverage.amounts, profile?.prevision) ?? '—'}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {active === 'tops' && (
          <ul className="detail-coverages">
            {card.topsAndDeductibles.map((group) => (
              <li key={group.name}>
                <h3>{group.name}</h3>
                <ul>
                  {group.topAmounts.map((top) => (
                    <li key={top.name}>
                      {top.name}: {topAmountText(top)}
                    </li>
                  ))}
                  {group.deductibles.map((deductible) => (
                    <li key={deductible.name}>
                      {deductible.name}: {deductibleText(deductible)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {active === 'why' &&
          (profile && profileEntered ? (
            <WhyPrice productId={card.id} profile={profile} productType={productType} />
          ) : (
            <p>{t('detail.why.noProfile')}</p>
          ))}
      </div>
      <p>
        {/* The card is a product already: its page skips the resolver's organization lookup (spec 02 §2.4). */}
        <Link to={card.url} state={{ skipResolver: true }} onClick={onClose}>
          {t('detail.open')}
        </Link>
      </p>
    </Dialog>
  );
}

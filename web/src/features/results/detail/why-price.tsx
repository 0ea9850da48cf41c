import type { PriceBreakdown } from '@domain/pricing/domain/calculate-price';
import { formatMoney } from '@domain/pricing/domain/money';
import type { Profile } from '@domain/pricing/domain/profile';
import { t } from '../../../i18n/t';
import { fetchPriceBreakdown } from '../../../shared/api/get-price-breakdown';
import { useLoad } from '../../../lib/use-load';
import { retryFailureMessage } from '../../../lib/retry-messages';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ok'; breakdown: PriceBreakdown };

/** '¿Por qué este precio?': each insured person's part, discounts and the total, from calculatePrice. */
export function WhyPrice({
  productId,
  profile,
  productType,
}: {
  productId: number;
  profile: Profile;
  productType: string;
}) {
  // Keyed by what the call reads (issue 24: never by the profile object's identity).
  const [load] = useLoad<PriceBreakdown>(JSON.stringify([productId, profile, productType]), () =>
    fetchPriceBreakdown(productId, profile, productType),
  );
  const state: State = load.status === 'ok' ? { status: 'ok', breakdown: load.value } : load;

  if (state.status === 'loading') return <p aria-busy="true">{t('detail.loading')}</p>;
  if (state.status === 'error') {
    // spec 03 §8: the price call's own message.
    const message = retryFailureMessage(`/api/insurance/${productId}/calculatePrice`) ?? t('detail.why.error');
    return <p role="alert">{message}</p>;
  }
  const { breakdown } = state;
  return (
    <div className="why-price" data-testid="why-price">
      <table>
        <caption className="visually-hidden">{t('detail.tab.why')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('detail.why.person')}</th>
            <th scope="col">{t('detail.why.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {breakdown.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.label}
                {line.ageBandLabel && <span className="muted"> ({line.ageBandLabel})</span>}
                {line.quantity > 1 && <span className="muted"> × {line.quantity}</span>}
              </th>
              <td>{line.amount === null ? '—' : formatMoney(line.amount, line.unit)}</td>
            </tr>
          ))}
          {breakdown.discounts.map((discount, index) => (
            <tr key={`d${index}`}>
              <th scope="row">{discount.label}</th>
              <td>-{formatMoney(discount.amount, breakdown.unit)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{breakdown.period === 'anual' ? 'Total anual' : t('detail.why.total')}</th>
            <td>
              <span data-testid="why-total">
                {breakdown.display.amount === null
                  ? '—'
                  : formatMoney(breakdown.display.amount, breakdown.display.currency)}
              </span>
              {breakdown.unit !== breakdown.display.currency && breakdown.total !== null && (
                <span className="muted"> ({formatMoney(breakdown.total, breakdown.unit)})</span>
              )}
            </td>
          </tr>
        </tfoot>
      </table>
      {breakdown.unit === 'UF' && (
        <p className="muted">Valores en UF convertidos a pesos con la UF de {breakdown.uf.date}.</p>
      )}
      {breakdown.notes.map((note) => (
        <p key={note} className="muted">
          {note}
        </p>
      ))}
    </div>
  );
}

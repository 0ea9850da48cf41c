import { preferredCoverageText } from '@domain/catalogue/domain/plan-coverage-metadata';
import { annualTopLabel } from '@domain/catalogue/domain/plan-search';
import { isaprePayment } from '@domain/pricing/domain/isapre-payment';
import { formatMoney } from '@domain/pricing/domain/money';
import { memo } from 'react';
import { Link } from 'react-router';
import type { Plan } from './api/plan';
import { CareTotal } from './care-breakdown';
import { PLAN_TEXTS as T } from './texts';

const pct = (value: number | null) => (value === null ? '—' : `${value}%`);

/** The plan's coverage as the card shows it: preferred and libre elección percentages (spec 02 §3). */
export function CoverageSummary({ plan }: { plan: Plan }) {
  return (
    <dl className="plan-coverage">
      <div>
        <dt>{T.hospital}</dt>
        <dd>
          {plan.coverage.preferredHospital !== null && (
            <>
              {preferredCoverageText(
                plan.hosp_preferente_metadata.preferente_porc_hosp,
                plan.hosp_preferente_metadata.cuenta,
              )}{' '}
              ·{' '}
            </>
          )}
          {pct(plan.coverage.hospital)} {T.libre}
        </dd>
      </div>
      <div>
        <dt>{T.ambulatory}</dt>
        <dd>
          {plan.coverage.preferredAmbulatory !== null && (
            <>
              {preferredCoverageText(
                plan.amb_preferente_metadata.preferente_porc_amb,
                plan.amb_preferente_metadata.cuenta,
              )}{' '}
              ·{' '}
            </>
          )}
          {pct(plan.coverage.ambulatory)} {T.libre}
        </dd>
      </div>
      <div>
        <dt>{T.top}</dt>
        <dd>{annualTopLabel(plan.topeanual)}</dd>
      </div>
      <div>
        <dt>{T.restrictions}</dt>
        <dd>
          {plan.prestacionesrest.every((r) => r.code === 6)
            ? T.none
            : plan.prestacionesrest.map((r) => r.description).join(', ')}
        </dd>
      </div>
    </dl>
  );
}

/** The household's price of a plan: CLP and UF, and the extra beyond the 7% or the excedente. */
export function PlanPrice({ plan }: { plan: Plan }) {
  const { price } = plan;
  const payment = isaprePayment(price, price.budget);
  return (
    <div className="plan-price">
      <p className="plan-price-clp" data-testid="plan-price">
        {price.text}
      </p>
      <p className="muted">
        {price.totalUf !== null && `${formatMoney(price.totalUf, 'UF')} · `}
        {price.exact ? T.monthly : T.reference}
      </p>
      {payment.extraClp !== null && payment.extraClp > 0 && (
        <p className="plan-extra">{T.extra(formatMoney(payment.extraClp, 'CLP'))}</p>
      )}
      {payment.excedenteClp !== null && payment.excedenteClp > 0 && (
        <p className="plan-excedente">{T.excedente(formatMoney(payment.excedenteClp, 'CLP'))}</p>
      )}
      {price.notes.map((note) => (
        <p key={note} className="plan-notice" role="note">
          {note}
        </p>
      ))}
    </div>
  );
}

export const PlanCard = memo(function PlanCard({
  plan,
  selected,
  compareFull,
  onToggleCompare,
  chosenClinics = [],
  linkQuery = '',
}: {
  plan: Plan;
  selected: boolean;
  compareFull: boolean;
  onToggleCompare(code: string): void;
  /** The clinics the visitor filtered by come first in the network line. */
  chosenClinics?: readonly string[];
  /** '?renta=imponible' when the income typed is taxable: the plan page prices the 7% the same way. */
  linkQuery?: string;
}) {
  const titleId = `plan-${plan.id}-title`;
  const chosen = (n: Plan['network'][number]) => chosenClinics.includes(n.url) || chosenClinics.includes(String(n.id));
  const network = [...plan.network.filter(chosen), ...plan.network.filter((n) => !chosen(n))];
  const shown = network.slice(0, 3);
  return (
    <article className="plan-card" aria-labelledby={titleId} data-testid="plan-card" data-code={plan.codigoplan}>
      <header>
        <p className="plan-isapre">{plan.isapre.name}</p>
        <h3 id={titleId}>
          <Link to={`${plan.url}${linkQuery}`}>{plan.nombreplan}</Link>
        </h3>
        <p className="muted">
          {plan.codigoplan} · <span data-testid="plan-modality">{plan.modalidadplan.label}</span>
          {plan.isNew && <span className="ribbon ribbon-new"> {T.isNew}</span>}
          {plan.sample && <span className="plan-sample"> · {T.sample}</span>}
        </p>
      </header>
      <div className="plan-body">
        <div>
          <CoverageSummary plan={plan} />
          {shown.length > 0 && (
            <p className="plan-network">
              <strong>{T.network}:</strong> {shown.map((n) => n.name).join(', ')}
              {network.length > shown.length && ` y ${network.length - shown.length} más`}
            </p>
          )}
        </div>
        <div>
          <PlanPrice plan={plan} />
        </div>
      </div>
      {plan.careCost && <CareTotal cost={plan.careCost} />}
      <footer className="plan-actions">
        <label className="plan-compare-toggle">
          <input
            type="checkbox"
            checked={selected}
            disabled={!selected && compareFull}
            onChange={() => onToggleCompare(plan.codigoplan)}
          />{' '}
          {selected ? T.compareRemove : compareFull ? T.compareFull : T.compareAdd}
          <span className="visually-hidden"> {plan.nombreplan}</span>
        </label>
        <Link to={`${plan.url}${linkQuery}`} className="button button-outline button-small">
          {T.seePlan}
          <span className="visually-hidden"> {plan.nombreplan}</span>
        </Link>
        <Link
          to={`${plan.url}/Solicitar`}
          state={{ product: { code: plan.codigoplan, name: plan.nombreplan, type: 'ISAPRES' } }}
          className="button button-primary button-small"
        >
          {T.solicitar}
          <span className="visually-hidden"> {plan.nombreplan}</span>
        </Link>
      </footer>
    </article>
  );
});

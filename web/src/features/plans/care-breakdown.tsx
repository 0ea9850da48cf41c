import type { CareCost } from '@domain/pricing/domain/care-cost';
import { formatMoney } from '@domain/pricing/domain/money';
import { PLAN_TEXTS as T } from './texts';

const clp = (value: number) => formatMoney(value, 'CLP');

/** The estimated yearly total of a plan and its '¿Cómo se calculó?' breakdown (issue 13). */
export function CareTotal({ cost }: { cost: CareCost }) {
  const insured = cost.insurance !== null;
  return (
    <div className="care-total" data-testid="care-total">
      <p>
        <strong>{T.yearly}:</strong> <span data-testid="care-yearly">{clp(cost.yearlyTotalClp)}</span>
      </p>
      <p className="muted">
        {T.premiums}: {clp(cost.planPremiumsClp + (cost.insurance?.premiumsClp ?? 0))} · {T.outOfPocket}:{' '}
        {clp(cost.outOfPocketClp)}
      </p>
      {cost.insurance && (
        <p className="muted" data-testid="care-insurance">
          {T.insuranceIncluded(cost.insurance.name)} {T.insurancePays}: {clp(cost.insurance.reimbursedClp)}
        </p>
      )}
      <details className="care-breakdown">
        <summary>{T.how}</summary>
        <table>
          <caption className="visually-hidden">{T.how}</caption>
          <thead>
            <tr>
              <th scope="col">{T.line}</th>
              <th scope="col">{T.billed}</th>
              <th scope="col">{T.covered}</th>
              <th scope="col">{T.planPays}</th>
              <th scope="col">{T.copay}</th>
              {insured && <th scope="col">{T.insurancePays}</th>}
            </tr>
          </thead>
          <tbody>
            {cost.lines.map((line, i) => (
              <tr key={`${line.scenario}-${i}`}>
                <th scope="row">
                  {line.label} × {line.quantity}
                  {line.notes.length > 0 && <small className="muted"> ({line.notes.join('; ')})</small>}
                </th>
                <td>{clp(line.billedClp)}</td>
                <td>{line.coveragePct}%</td>
                <td>{clp(line.planPaysClp)}</td>
                <td>{clp(line.copayClp)}</td>
                {insured && <td>{clp(line.insurancePaysClp ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
        <ol className="care-steps">
          {cost.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
    </div>
  );
}

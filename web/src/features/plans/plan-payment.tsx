import { isaprePayment } from '@domain/pricing/domain/isapre-payment';
import { formatMoney } from '@domain/pricing/domain/money';
import type { Plan } from './api/plan';
import { PLAN_TEXTS as T } from './texts';

/**
 * '¿Cuánto pagarías?' on the plan page (issue 13): the plan's price against the visitor's 7% legal health
 * contribution, from their renta imponible (declared, or gross ÷ 0,8, capped at 87,8 UF): the difference
 * they pay or the excedente left, and the pay slip's deduction. The rule is the pricing domain's.
 */
export function PlanPayment({
  plan,
  taxable,
  onTaxable,
  onEditIncome,
}: {
  plan: Plan;
  taxable: boolean;
  onTaxable(taxable: boolean): void;
  onEditIncome(): void;
}) {
  const payment = isaprePayment(plan.price, plan.price.budget);
  return (
    <section className="plan-payment" aria-labelledby="plan-payment-title" data-testid="plan-payment">
      <h2 id="plan-payment-title">{T.paymentTitle}</h2>
      <p className="plan-payment-headline" data-testid="payment-headline">
        {payment.headline}
      </p>
      <table>
        <caption className="visually-hidden">{T.paymentTitle}</caption>
        <tbody>
          {payment.lines.map((line) => (
            <tr key={line.key} data-testid={`payment-${line.key}`} className={`payment-${line.key}`}>
              <th scope="row">
                {line.label}
                {line.detail && <small className="muted"> ({line.detail})</small>}
              </th>
              <td>{line.amountClp === null ? '' : formatMoney(line.amountClp, 'CLP')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="plan-payment-actions">
        {plan.price.budget.fromIncome && (
          <label className="check">
            <input
              type="checkbox"
              checked={taxable}
              onChange={(e) => onTaxable(e.target.checked)}
              data-testid="payment-taxable"
            />{' '}
            {T.taxable}
          </label>
        )}
        <button type="button" className="button button-outline button-small" onClick={onEditIncome}>
          {plan.price.budget.fromIncome ? T.paymentEditIncome : T.paymentAddIncome}
        </button>
      </div>
    </section>
  );
}

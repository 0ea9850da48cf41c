import { simulatorInsuranceLines } from '@domain/catalogue/domain/care-insurance-product';
import type { Profile } from '@domain/pricing/domain/profile';
import { useEffect, useState } from 'react';
import { fetchSimulatorInsurances, type SimulatorInsuranceOption } from './api/get-simulator-insurances';
import { PLAN_TEXTS as T } from './texts';

/**
 * The simulator's optional catalogue insurance (issue 13): a type, then one of its products cheapest first
 * for the household, or none. Products the estimate cannot use are listed disabled with the reason.
 */
export function InsurancePicker({
  value,
  profile,
  onChange,
}: {
  value: string | null;
  profile: Profile | null;
  onChange(code: string | null): void;
}) {
  const [type, setType] = useState<string>(Object.keys(T.insuranceTypes)[0]!);
  const [options, setOptions] = useState<SimulatorInsuranceOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  const profileKey = JSON.stringify(profile);
  useEffect(() => {
    let live = true;
    setOptions(null);
    setFailed(false);
    fetchSimulatorInsurances(type, profile)
      .then((answer) => live && setOptions(answer.data))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // profileKey stands for the household.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, profileKey]);
  const listed = options?.some((o) => o.productCode === value) ?? false;
  return (
    <fieldset className="insurance-picker" data-testid="insurance-picker">
      <legend>{T.insuranceLegend}</legend>
      <p className="muted">{T.insuranceIntro}</p>
      <label className="field">
        {T.insuranceType}{' '}
        <select value={type} onChange={(e) => setType(e.target.value)} data-testid="insurance-type">
          {Object.entries(T.insuranceTypes).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <ul className="insurance-options" aria-busy={options === null && !failed}>
        <li>
          <label className="check">
            <input type="radio" name="care-insurance" checked={value === null} onChange={() => onChange(null)} />{' '}
            {T.insuranceNone}
          </label>
        </li>
        {value !== null && !listed && (
          <li>
            <label className="check">
              <input type="radio" name="care-insurance" checked readOnly /> {T.insuranceChosen(value)}
            </label>
          </li>
        )}
        {failed && <li role="alert">{T.insuranceError}</li>}
        {options === null && !failed && <li>{T.loading}</li>}
        {options?.map((option) => {
          const id = `insurance-${option.productCode}`;
          return (
            <li key={option.productCode}>
              <label className="check">
                <input
                  type="radio"
                  name="care-insurance"
                  checked={value === option.productCode}
                  disabled={!option.insurance}
                  aria-describedby={`${id}-terms`}
                  onChange={() => onChange(option.productCode)}
                  data-testid="insurance-option"
                />{' '}
                <strong>{option.name}</strong> · {option.insurer} · {option.priceText}
                {option.exactPrice ? ` ${T.insuranceMonthly}` : ''}
              </label>
              <small id={`${id}-terms`} className="muted insurance-terms">
                {option.insurance
                  ? simulatorInsuranceLines(option.insurance).join(' ')
                  : T.insuranceUnavailable(option.reason ?? '')}
              </small>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

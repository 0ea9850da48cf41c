import type { CareScenario } from '@domain/pricing/domain/care-cost';
import type { Profile } from '@domain/pricing/domain/profile';
import { useState } from 'react';
import { useLoad } from '../../lib/use-load';
import { fetchScenarios } from './api/get-scenarios';
import { InsurancePicker } from './insurance-picker';
import { OUTPATIENT_SCENARIO, type PlanSearchState } from './plan-state';
import { PLAN_TEXTS as T } from './texts';

/**
 * The simulator's controls: scenarios, where the care happens, the outpatient year's consultations and an
 * optional catalogue insurance added to every plan.
 */
export function CareSimulator({
  state,
  profile,
  onChange,
}: {
  state: Pick<PlanSearchState, 'scenarios' | 'network' | 'consultations' | 'exams' | 'medicineMonths' | 'insurance'>;
  /** The household the insurances are priced for. */
  profile: Profile | null;
  onChange(next: Partial<PlanSearchState>): void;
}) {
  const [open, setOpen] = useState(state.scenarios.length > 0);
  // The scenarios are fetched when the simulator opens (not one of the list's first calls), once.
  const [opened, setOpened] = useState(open);
  const [load] = useLoad<CareScenario[]>(opened ? 'scenarios' : null, () => fetchScenarios().catch(() => []));
  const scenarios = load.status === 'ok' ? load.value : null;
  const toggle = (code: string) =>
    onChange({
      scenarios: state.scenarios.includes(code)
        ? state.scenarios.filter((c) => c !== code)
        : [...state.scenarios, code],
    });
  const sample = scenarios?.find((s) => s.sample) ?? scenarios?.[0];
  return (
    <details
      className="care-simulator"
      open={open}
      onToggle={(e) => {
        const isOpen = (e.target as HTMLDetailsElement).open;
        setOpen(isOpen);
        if (isOpen) setOpened(true);
      }}
    >
      <summary>{T.simulator}</summary>
      <p className="muted">{T.simulatorIntro}</p>
      {!scenarios && open && <p>{T.loading}</p>}
      {scenarios && (
        <form onSubmit={(e) => e.preventDefault()}>
          <fieldset>
            <legend>Escenarios</legend>
            {scenarios.map((s) => (
              <label key={s.code} className="check">
                <input type="checkbox" checked={state.scenarios.includes(s.code)} onChange={() => toggle(s.code)} />{' '}
                {s.name}
                <small className="muted"> — {s.description}</small>
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>¿Dónde te atenderías?</legend>
            {(['preferente', 'libreEleccion'] as const).map((network) => (
              <label key={network} className="check">
                <input
                  type="radio"
                  name="care-network"
                  checked={state.network === network}
                  onChange={() => onChange({ network })}
                />{' '}
                {T[`network_${network}`]}
              </label>
            ))}
          </fieldset>
          {state.scenarios.includes(OUTPATIENT_SCENARIO) && (
            <fieldset>
              <legend>{T.outpatientLegend}</legend>
              {(
                [
                  ['consultations', T.consultations, 365, '6'],
                  ['exams', T.exams, 365, '4'],
                  ['medicineMonths', T.medicineMonths, 12, '12'],
                ] as const
              ).map(([key, label, max, placeholder]) => (
                <label key={key} className="field">
                  {label}
                  <input
                    type="number"
                    min={0}
                    max={max}
                    value={state[key] ?? ''}
                    placeholder={placeholder}
                    onChange={(e) =>
                      onChange({
                        [key]:
                          /^\d{1,3}$/.test(e.target.value) && Number(e.target.value) <= max
                            ? Number(e.target.value)
                            : null,
                      })
                    }
                  />
                </label>
              ))}
            </fieldset>
          )}
          <InsurancePicker
            value={state.insurance}
            profile={profile}
            onChange={(insurance) => onChange({ insurance })}
          />
          {sample && (
            <p className="muted" data-testid="scenario-source">
              {T.sourceNote(sample.source, sample.asOf)}
            </p>
          )}
        </form>
      )}
    </details>
  );
}

import { PLAN_MODALITIES, RESTRICTION_CODES } from '@domain/catalogue/domain/plan-search';
import { formatNumber } from '@domain/pricing/domain/money';
import type { Clinic } from './api/get-clinics';
import type { IsapreOption } from './api/get-isapres';
import type { PlanSearchState } from './plan-state';
import { PLAN_TEXTS as T } from './texts';

const REGIONS: [string, string][] = [
  ['13', 'Metropolitana'],
  ['1', 'Tarapacá'],
  ['2', 'Antofagasta'],
  ['4', 'Coquimbo'],
  ['5', 'Valparaíso'],
  ['8', 'Biobío'],
  ['9', 'La Araucanía'],
  ['10', 'Los Lagos'],
  ['12', 'Magallanes'],
];

function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

const numberOrNull = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

/** A fieldset of checkboxes, one an option; `onToggle` answers the option's value on each change. */
function CheckList<V>({
  legend,
  options,
  checked,
  onToggle,
}: {
  legend: string;
  options: readonly { value: V; key: string | number; label: string }[];
  checked: readonly V[];
  onToggle(value: V): void;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.key} className="check">
          <input type="checkbox" checked={checked.includes(option.value)} onChange={() => onToggle(option.value)} />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A select of "at least" values (or any); `onPick` answers the number picked, or null. */
function AtLeast({
  label,
  value,
  values,
  text,
  onPick,
}: {
  label: string;
  value: number | null;
  values: readonly number[];
  text(value: number): string;
  onPick(value: number | null): void;
}) {
  return (
    <label className="field">
      {label}
      <select value={value ?? ''} onChange={(e) => onPick(numberOrNull(e.target.value))}>
        <option value="">{T.any}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

const RESTRICTION_OPTIONS = [1, 2, 3, 4, 5, 6].map((code) => ({
  value: code,
  key: code,
  label: code === 6 ? 'Solo planes sin restricciones' : (RESTRICTION_CODES[code] ?? ''),
}));
const STATE_OPTIONS = (['Comercializable', 'No Comercializable'] as const).map((s) => ({ value: s, key: s, label: s }));
const orMore = (v: number) => `${v}% o más`;

/** The plan list's filters (issue 13): every change lands in the URL. */
export function PlanFilters({
  state,
  isapres,
  clinics,
  onChange,
}: {
  state: PlanSearchState;
  isapres: IsapreOption[];
  clinics: Clinic[];
  onChange(next: Partial<PlanSearchState>): void;
}) {
  const states = state.states.length ? state.states : ['Comercializable'];
  return (
    <form className="plan-filters" onSubmit={(event) => event.preventDefault()} aria-label={T.filters}>
      <CheckList
        legend={T.filterIsapre}
        options={isapres
          .filter((i) => i.isOpen)
          .map((isapre) => ({ value: isapre.urlSegment, key: isapre.id, label: isapre.displayName }))}
        checked={state.isapres}
        onToggle={(value) => onChange({ isapres: toggle(state.isapres, value) })}
      />
      <CheckList
        legend={T.filterModality}
        options={PLAN_MODALITIES.map((m) => ({ value: m.id, key: m.id, label: m.label }))}
        checked={state.modalities}
        onToggle={(value) => onChange({ modalities: toggle(state.modalities, value) })}
      />
      <CheckList
        legend={T.filterClinics}
        options={clinics.map((clinic) => ({ value: clinic.url, key: clinic.id, label: clinic.name }))}
        checked={state.clinics}
        onToggle={(value) => onChange({ clinics: toggle(state.clinics, value) })}
      />
      <AtLeast
        label={T.filterHospital}
        value={state.minHospitalPct}
        values={[70, 80, 90, 100]}
        text={orMore}
        onPick={(minHospitalPct) => onChange({ minHospitalPct })}
      />
      <AtLeast
        label={T.filterAmbulatory}
        value={state.minAmbulatoryPct}
        values={[50, 60, 70, 80, 90]}
        text={orMore}
        onPick={(minAmbulatoryPct) => onChange({ minAmbulatoryPct })}
      />
      <AtLeast
        label={T.filterTop}
        value={state.minTopeUf}
        values={[2000, 5000, 8000, 10000]}
        text={(v) => `UF ${formatNumber(v, 0)} o sin tope`}
        onPick={(minTopeUf) => onChange({ minTopeUf })}
      />
      <label className="field">
        {T.filterRegion}
        <select value={state.region ?? ''} onChange={(e) => onChange({ region: e.target.value || null })}>
          <option value="">{T.any}</option>
          {REGIONS.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {T.filterMaternity}
        <select
          value={state.maternity ?? ''}
          onChange={(e) => onChange({ maternity: (e.target.value || null) as PlanSearchState['maternity'] })}
        >
          <option value="">{T.any}</option>
          <option value="conParto">Con parto</option>
          <option value="reducidoParto">Parto reducido</option>
        </select>
      </label>
      <CheckList
        legend={T.filterRestrictions}
        options={RESTRICTION_OPTIONS}
        checked={state.excludedRestrictions}
        onToggle={(code) => onChange({ excludedRestrictions: toggle(state.excludedRestrictions, code) })}
      />
      <CheckList
        legend={T.filterState}
        options={STATE_OPTIONS}
        checked={states}
        onToggle={(value) => {
          // Comercializable alone is the default, kept out of the URL.
          const next = toggle(states, value);
          onChange({ states: next.length === 1 && next[0] === 'Comercializable' ? [] : next });
        }}
      />
      <fieldset>
        <legend>{T.filterPrice}</legend>
        <label className="field">
          {T.from}
          <input
            inputMode="numeric"
            defaultValue={state.fromPrice ?? ''}
            onBlur={(e) => onChange({ fromPrice: numberOrNull(e.target.value.replace(/\./g, '')) })}
          />
        </label>
        <label className="field">
          {T.to}
          <input
            inputMode="numeric"
            defaultValue={state.toPrice ?? ''}
            onBlur={(e) => onChange({ toPrice: numberOrNull(e.target.value.replace(/\./g, '')) })}
          />
        </label>
      </fieldset>
    </form>
  );
}

import { PLAN_MODALITIES, RESTRICTION_CODES } from '@domain/catalogue/domain/plan-search';
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
  return (
    <form className="plan-filters" onSubmit={(event) => event.preventDefault()} aria-label={T.filters}>
      <fieldset>
        <legend>{T.filterIsapre}</legend>
        {isapres
          .filter((i) => i.isOpen)
          .map((isapre) => (
            <label key={isapre.id} className="check">
              <input
                type="checkbox"
                checked={state.isapres.includes(isapre.urlSegment)}
                onChange={() => onChange({ isapres: toggle(state.isapres, isapre.urlSegment) })}
              />{' '}
              {isapre.displayName}
            </label>
          ))}
      </fieldset>
      <fieldset>
        <legend>{T.filterModality}</legend>
        {PLAN_MODALITIES.map((m) => (
          <label key={m.id} className="check">
            <input
              type="checkbox"
              checked={state.modalities.includes(m.id)}
              onChange={() => onChange({ modalities: toggle(state.modalities, m.id) })}
            />{' '}
            {m.label}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{T.filterClinics}</legend>
        {clinics.map((clinic) => (
          <label key={clinic.id} className="check">
            <input
              type="checkbox"
              checked={state.clinics.includes(clinic.url)}
              onChange={() => onChange({ clinics: toggle(state.clinics, clinic.url) })}
            />{' '}
            {clinic.name}
          </label>
        ))}
      </fieldset>
      <label className="field">
        {T.filterHospital}
        <select
          value={state.minHospitalPct ?? ''}
          onChange={(e) => onChange({ minHospitalPct: numberOrNull(e.target.value) })}
        >
          <option value="">{T.any}</option>
          {[70, 80, 90, 100].map((v) => (
            <option key={v} value={v}>
              {v}% o más
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {T.filterAmbulatory}
        <select
          value={state.minAmbulatoryPct ?? ''}
          onChange={(e) => onChange({ minAmbulatoryPct: numberOrNull(e.target.value) })}
        >
          <option value="">{T.any}</option>
          {[50, 60, 70, 80, 90].map((v) => (
            <option key={v} value={v}>
              {v}% o más
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        {T.filterTop}
        <select value={state.minTopeUf ?? ''} onChange={(e) => onChange({ minTopeUf: numberOrNull(e.target.value) })}>
          <option value="">{T.any}</option>
          {[2000, 5000, 8000, 10000].map((v) => (
            <option key={v} value={v}>
              UF {v.toLocaleString('es-CL').replace(/,/g, '.')} o sin tope
            </option>
          ))}
        </select>
      </label>
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
      <fieldset>
        <legend>{T.filterRestrictions}</legend>
        {[1, 2, 3, 4, 5, 6].map((code) => (
          <label key={code} className="check">
            <input
              type="checkbox"
              checked={state.excludedRestrictions.includes(code)}
              onChange={() => onChange({ excludedRestrictions: toggle(state.excludedRestrictions, code) })}
            />{' '}
            {code === 6 ? 'Solo planes sin restricciones' : RESTRICTION_CODES[code]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{T.filterState}</legend>
        {(['Comercializable', 'No Comercializable'] as const).map((s) => {
          const current = state.states.length ? state.states : ['Comercializable'];
          return (
            <label key={s} className="check">
              <input
                type="checkbox"
                checked={current.includes(s)}
                onChange={() => {
                  const next = toggle(current, s);
                  onChange({ states: next.length === 1 && next[0] === 'Comercializable' ? [] : next });
                }}
              />{' '}
              {s}
            </label>
          );
        })}
      </fieldset>
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

import { useId, useState, type FormEvent } from 'react';
import { t } from '../../i18n/t';
import type { FilterOption } from './api/filter-option';
import type { SearchState } from './search-state';

export interface FilterOptions {
  insuranceTypes: FilterOption[];
  organizations: FilterOption[];
  coverageOrganizations: FilterOption[];
  previsiones: FilterOption[];
}

type ListKey = 'insuranceTypes' | 'organizations' | 'coverageOrganizations';

/** The checkbox lists: the types (known at once), then the insurers and the clinics (fetched). */
const GROUPS: { key: ListKey; label: Parameters<typeof t>[0] }[] = [
  { key: 'insuranceTypes', label: 'results.filters.insuranceTypes' },
  { key: 'organizations', label: 'results.filters.organizations' },
  { key: 'coverageOrganizations', label: 'results.filters.coverageOrganizations' },
];

/** Filters of spec 01 §3 (filter state): each change asks the server for the first page again. */
export function Filters(props: {
  state: SearchState;
  options: FilterOptions;
  onChange(next: Partial<SearchState>): void;
}) {
  const { state, options } = props;
  const id = useId();
  const [prices, setPrices] = useState({
    from: state.fromPrice?.toString() ?? '',
    to: state.toPrice?.toString() ?? '',
  });
  const toggle = (key: ListKey, value: string) => {
    const current = state[key];
    props.onChange({ [key]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] });
  };
  const applyPrices = (event: FormEvent) => {
    event.preventDefault();
    const parse = (text: string) =>
      /^\d{1,9}$/.test(text.replace(/\./g, '')) ? Number(text.replace(/\./g, '')) : null;
    props.onChange({ fromPrice: parse(prices.from), toPrice: parse(prices.to) });
  };
  const active =
    GROUPS.some((group) => state[group.key].length > 0) || state.fromPrice !== null || state.toPrice !== null;

  const listGroup = (group: (typeof GROUPS)[number]) =>
    options[group.key].length > 0 && (
      <fieldset key={group.key} className="filter-group">
        <legend>{t(group.label)}</legend>
        <ul>
          {options[group.key].map((option) => (
            <li key={option.value}>
              <label>
                <input
                  type="checkbox"
                  checked={state[group.key].includes(option.value)}
                  onChange={() => toggle(group.key, option.value)}
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    );

  return (
    <div className="filters" data-testid="filters">
      {listGroup(GROUPS[0]!)}
      <fieldset className="filter-group">
        <legend>{t('results.filters.previsiones')}</legend>
        <ul>
          {[{ value: '', label: t('results.filters.previsiones.all') }, ...options.previsiones].map((option) => (
            <li key={option.value}>
              <label>
                <input
                  type="radio"
                  name={`${id}-prevision`}
                  checked={(state.previsiones[0] ?? '') === option.value}
                  onChange={() => props.onChange({ previsiones: option.value ? [option.value] : [] })}
                />
                {option.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <form className="filter-group" onSubmit={applyPrices}>
        <fieldset>
          <legend>{t('results.filters.price')}</legend>
          <label htmlFor={`${id}-from`}>{t('results.filters.priceMin')}</label>
          <input
            id={`${id}-from`}
            inputMode="numeric"
            value={prices.from}
            onChange={(event) => setPrices({ ...prices, from: event.target.value.replace(/[^\d.]/g, '') })}
          />
          <label htmlFor={`${id}-to`}>{t('results.filters.priceMax')}</label>
          <input
            id={`${id}-to`}
            inputMode="numeric"
            value={prices.to}
            onChange={(event) => setPrices({ ...prices, to: event.target.value.replace(/[^\d.]/g, '') })}
          />
          <button type="submit" className="button button-outline button-small">
            {t('results.filters.apply')}
          </button>
        </fieldset>
      </form>
      {/* The insurers and clinics arrive from the API after the page: below the groups known at once, so
          their arrival moves nothing (no layout shift). */}
      {GROUPS.slice(1).map(listGroup)}
      {active && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setPrices({ from: '', to: '' });
            props.onChange({
              insuranceTypes: [],
              organizations: [],
              coverageOrganizations: [],
              previsiones: [],
              fromPrice: null,
              toPrice: null,
            });
          }}
        >
          {t('results.filters.clear')}
        </button>
      )}
    </div>
  );
}

import { SEXOS } from '@domain/pricing/domain/profile';
import { holderFieldNames } from '@domain/profile/domain/form-definition';
import { cotizanteSexo, typedAge, typedIncome } from '@domain/profile/domain/profile-values';
import { useId, useState } from 'react';
import { t } from '../../i18n/t';
import { DependantsMenu } from './dependants-menu';
import { fieldOf, type ProfileFormProps } from './form-fields';

/** The persons form (individual and international kinds): the holder, then the dependants menu. */
export function PersonsForm({ form, values, invalid, onChange }: ProfileFormProps) {
  const id = useId();
  const [dependantsOpen, setDependantsOpen] = useState(false);
  const set = (patch: Partial<typeof values>) => onChange({ ...values, ...patch });

  // The holder's field names differ by edition (Colombia's titular.edadTitular…, issue 27).
  const names = holderFieldNames(form.country);
  const ageField = fieldOf(form, names.edad);
  const sexField = fieldOf(form, names.sexo);
  const incomeField = fieldOf(form, 'cotizante.ingreso');
  const epsField = fieldOf(form, 'epsActual');
  const maternityField = fieldOf(form, 'maternidad');
  const departmentField = fieldOf(form, 'departamento');
  const parentescos = fieldOf(form, 'cargas.parentescoCarga')?.allowedValues ?? [];
  return (
    <div className="profile-form">
      <p>{form.intro}</p>
      <fieldset className="person-row">
        <legend>{t('profile.titular')}</legend>
        <fieldset className="radio-group">
          <legend>{sexField?.label ?? t('profile.sexo')}</legend>
          {SEXOS.map((sexo) => (
            <label key={sexo}>
              <input
                type="radio"
                name={`${id}-sexo`}
                value={sexo}
                checked={cotizanteSexo(values.cotizante) === sexo}
                onChange={() => set({ cotizante: { ...values.cotizante, sexo } })}
              />
              {sexo}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-edad`}>{ageField?.label ?? t('profile.edad')}</label>
        <input
          id={`${id}-edad`}
          inputMode="numeric"
          autoComplete="off"
          data-testid="profile-age"
          value={values.cotizante.edad}
          onChange={(event) =>
            set({ cotizante: { ...values.cotizante, edad: typedAge(event.target.value, ageField) } })
          }
        />
        {incomeField && (
          <>
            <label htmlFor={`${id}-ingreso`}>{t('profile.ingreso')}</label>
            <input
              id={`${id}-ingreso`}
              inputMode="numeric"
              aria-describedby={`${id}-ingreso-help`}
              value={values.cotizante.ingreso}
              onChange={(event) =>
                set({
                  cotizante: { ...values.cotizante, ingreso: typedIncome(event.target.value) },
                })
              }
            />
            <small id={`${id}-ingreso-help`}>{incomeField.helper}</small>
          </>
        )}
        {epsField && (
          <>
            <label htmlFor={`${id}-eps`}>{epsField.label}</label>
            <select
              id={`${id}-eps`}
              data-testid="profile-eps"
              value={values.epsActual}
              onChange={(event) => set({ epsActual: event.target.value })}
            >
              <option value="">—</option>
              {(epsField.allowedValues ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
        {maternityField && (
          <label className="checkbox-line">
            <input
              type="checkbox"
              checked={values.maternidad ?? false}
              onChange={(event) => set({ maternidad: event.target.checked })}
            />{' '}
            {maternityField.label}
          </label>
        )}
        {departmentField && (
          <>
            <label htmlFor={`${id}-dep`}>{departmentField.label}</label>
            <select
              id={`${id}-dep`}
              data-testid="profile-departamento"
              value={values.departamento ?? String(departmentField.defaultValue ?? '')}
              onChange={(event) => set({ departamento: event.target.value })}
            >
              {(departmentField.allowedValues ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
      </fieldset>

      {form.kind === 'internacional' && (
        <fieldset className="person-row">
          <legend>{t('profile.titular')}</legend>
          <label htmlFor={`${id}-nac`}>{fieldOf(form, 'titular.nacionalidad')?.label}</label>
          <input
            id={`${id}-nac`}
            data-testid="profile-nacionalidad"
            value={values.titular.nacionalidad}
            onChange={(event) => set({ titular: { ...values.titular, nacionalidad: event.target.value } })}
          />
          <label htmlFor={`${id}-pais`}>{fieldOf(form, 'titular.paisCobertura')?.label}</label>
          <input
            id={`${id}-pais`}
            data-testid="profile-pais"
            value={values.titular.paisCobertura}
            onChange={(event) => set({ titular: { ...values.titular, paisCobertura: event.target.value } })}
          />
        </fieldset>
      )}

      <section className="dependants" aria-label={t('profile.cargas')}>
        <h3>{t('profile.cargas')}</h3>
        {!form.allowsDependants && <p className="muted">{t('profile.noDependants')}</p>}
        {values.cargas.length > 0 && (
          <ul className="dependants-summary">
            {values.cargas.map((carga, index) => (
              <li key={index} className={invalid.cargas.includes(index) ? 'shake form-error' : undefined}>
                {t('profile.carga', { n: index + 1 })}:{' '}
                {parentescos.find((p) => p.value === carga.parentescoCarga)?.label}
                {carga.edad ? `, ${carga.edad} años` : ''}
              </li>
            ))}
          </ul>
        )}
        {form.allowsDependants && (
          <button
            type="button"
            className="button button-outline"
            data-testid="open-dependants"
            onClick={() => setDependantsOpen(true)}
          >
            {form.addButton ?? t('profile.addCarga')}
          </button>
        )}
      </section>
      {dependantsOpen && (
        <DependantsMenu
          form={form}
          values={values}
          onChange={onChange}
          ageField={ageField}
          onClose={() => setDependantsOpen(false)}
        />
      )}
    </div>
  );
}

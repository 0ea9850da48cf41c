import type { ProfileForm, ProfileFormField } from '@domain/profile/domain/form-definition';
import {
  canAddSpouse,
  invalidCargaIndexes,
  limitDigits,
  type CargaValues,
  type ProfileValues,
} from '@domain/profile/domain/profile-values';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';
import { useIsMobile } from '../../lib/use-media';

interface Props {
  form: ProfileForm;
  values: ProfileValues;
  invalid: { cargas: number[]; pets: number[] };
  onChange(values: ProfileValues): void;
}

const fieldOf = (form: ProfileForm, name: string) => form.profileFormFields.find((field) => field.fldName === name);
const digits = (field: ProfileFormField | undefined, text: string) => limitDigits(text, field?.maxDigits ?? 3);

/** "¿Quiénes se asegurarán?" rendered from the server's field definitions (spec 02 §2.10, §3). */
export function ProfileFormView({ form, values, invalid, onChange }: Props) {
  const id = useId();
  const [dependantsOpen, setDependantsOpen] = useState(false);
  const set = (patch: Partial<ProfileValues>) => onChange({ ...values, ...patch });

  if (form.kind === 'colectivo') {
    const field = form.profileFormFields[0]!;
    return (
      <div className="profile-form">
        <p>{form.intro}</p>
        <label htmlFor={`${id}-employees`}>{field.label}</label>
        <input
          id={`${id}-employees`}
          inputMode="numeric"
          placeholder={field.placeholder ?? undefined}
          value={values.cantidadempleados}
          onChange={(event) => set({ cantidadempleados: event.target.value.replace(/[^\d.]/g, '').slice(0, 9) })}
        />
      </div>
    );
  }

  if (form.kind === 'mascotas') {
    const ageField = fieldOf(form, 'mascota.edad');
    const especies = fieldOf(form, 'mascota.mascota_tipo')?.allowedValues ?? [];
    return (
      <div className="profile-form">
        <p>{form.intro}</p>
        {values.mascota.map((pet, index) => (
          <fieldset key={index} className={`person-row${invalid.pets.includes(index) ? ' shake' : ''}`}>
            <legend>{t('profile.pet', { n: index + 1 })}</legend>
            <label htmlFor={`${id}-pet-${index}-especie`}>{t('profile.especie')}</label>
            <select
              id={`${id}-pet-${index}-especie`}
              value={pet.especie}
              onChange={(event) =>
                set({
                  mascota: values.mascota.map((p, i) =>
                    i === index ? { ...p, especie: event.target.value as 'perro' | 'gato' } : p,
                  ),
                })
              }
            >
              {especies.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-pet-${index}-raza`}>{t('profile.raza')}</label>
            <input
              id={`${id}-pet-${index}-raza`}
              value={pet.raza}
              maxLength={60}
              onChange={(event) =>
                set({ mascota: values.mascota.map((p, i) => (i === index ? { ...p, raza: event.target.value } : p)) })
              }
            />
            <label htmlFor={`${id}-pet-${index}-edad`}>{ageField?.label ?? t('profile.edad')}</label>
            <input
              id={`${id}-pet-${index}-edad`}
              inputMode="numeric"
              aria-invalid={invalid.pets.includes(index)}
              value={pet.edad}
              onChange={(event) =>
                set({
                  mascota: values.mascota.map((p, i) =>
                    i === index ? { ...p, edad: digits(ageField, event.target.value) } : p,
                  ),
                })
              }
            />
            {values.mascota.length > 1 && (
              <button
                type="button"
                className="link-button"
                onClick={() => set({ mascota: values.mascota.filter((_, i) => i !== index) })}
              >
                {t('profile.removePet', { n: index + 1 })}
              </button>
            )}
          </fieldset>
        ))}
        {form.addButton && (
          <button
            type="button"
            className="button button-outline"
            onClick={() => set({ mascota: [...values.mascota, { especie: 'perro', raza: '', edad: '' }] })}
          >
            {form.addButton}
          </button>
        )}
      </div>
    );
  }

  const ageField = fieldOf(form, 'cotizante.edad');
  const incomeField = fieldOf(form, 'cotizante.ingreso');
  const parentescos = fieldOf(form, 'cargas.parentescoCarga')?.allowedValues ?? [];
  return (
    <div className="profile-form">
      <p>{form.intro}</p>
      <fieldset className="person-row">
        <legend>{t('profile.titular')}</legend>
        <fieldset className="radio-group">
          <legend>{t('profile.sexo')}</legend>
          {(['Masculino', 'Femenino'] as const).map((sexo) => (
            <label key={sexo}>
              <input
                type="radio"
                name={`${id}-sexo`}
                value={sexo}
                checked={(values.cotizante.sexo || 'Masculino') === sexo}
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
          onChange={(event) => set({ cotizante: { ...values.cotizante, edad: digits(ageField, event.target.value) } })}
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
                  cotizante: { ...values.cotizante, ingreso: event.target.value.replace(/[^\d.]/g, '').slice(0, 12) },
                })
              }
            />
            <small id={`${id}-ingreso-help`}>{incomeField.helper}</small>
          </>
        )}
      </fieldset>

      {form.kind === 'internacional' && (
        <fieldset className="person-row">
          <legend>{t('profile.titular')}</legend>
          <label htmlFor={`${id}-nac`}>{fieldOf(form, 'titular.nacionalidad')?.label}</label>
          <input
            id={`${id}-nac`}
            value={values.titular.nacionalidad}
            onChange={(event) => set({ titular: { ...values.titular, nacionalidad: event.target.value } })}
          />
          <label htmlFor={`${id}-pais`}>{fieldOf(form, 'titular.paisCobertura')?.label}</label>
          <input
            id={`${id}-pais`}
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

/**
 * The dependants menu (spec 02 §2.10, §4): a side panel on desktop, a bottom sheet on phones. It cannot
 * be closed while a dependant has no valid age; those rows shake.
 */
function DependantsMenu({
  form,
  values,
  onChange,
  ageField,
  onClose,
}: {
  form: ProfileForm;
  values: ProfileValues;
  onChange(values: ProfileValues): void;
  ageField: ProfileFormField | undefined;
  onClose(): void;
}) {
  const id = useId();
  const mobile = useIsMobile();
  const [shake, setShake] = useState<number[]>([]);
  const parentescos = fieldOf(form, 'cargas.parentescoCarga')?.allowedValues ?? [];
  const set = (patch: Partial<ProfileValues>) => onChange({ ...values, ...patch });
  const updateCarga = (index: number, patch: Partial<CargaValues>) =>
    set({ cargas: values.cargas.map((carga, i) => (i === index ? { ...carga, ...patch } : carga)) });
  const canClose = () => {
    const invalid = invalidCargaIndexes(values.cargas);
    setShake(invalid);
    return invalid.length === 0;
  };
  return (
    <Dialog
      title={t('profile.cargas')}
      variant={mobile ? 'sheet' : 'side'}
      onClose={onClose}
      canClose={canClose}
      footer={
        <button
          type="button"
          className="button button-primary"
          data-testid="dependants-done"
          onClick={() => canClose() && onClose()}
        >
          {t('profile.dependants.done')}
        </button>
      }
    >
      {shake.length > 0 && (
        <p className="form-error" role="alert">
          {t('profile.dependants.blocked')}
        </p>
      )}
      {values.cargas.map((carga, index) => {
        const shaking = shake.includes(index);
        const spouseTaken = !canAddSpouse(values.cargas.filter((_, i) => i !== index));
        return (
          <fieldset key={index} className={`person-row carga-row${shaking ? ' shake' : ''}`} data-testid="carga-row">
            <legend>{t('profile.carga', { n: index + 1 })}</legend>
            <label htmlFor={`${id}-c${index}-par`}>{t('profile.parentesco')}</label>
            <select
              id={`${id}-c${index}-par`}
              value={carga.parentescoCarga}
              onChange={(event) =>
                updateCarga(index, { parentescoCarga: event.target.value as CargaValues['parentescoCarga'] })
              }
            >
              {parentescos.map((option) => (
                <option key={option.value} value={option.value} disabled={option.value === 'Pareja' && spouseTaken}>
                  {option.label}
                  {option.value === 'Pareja' && spouseTaken ? ` (${t('profile.spouseTaken')})` : ''}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-c${index}-edad`}>{t('profile.edad')}</label>
            <input
              id={`${id}-c${index}-edad`}
              inputMode="numeric"
              aria-invalid={shaking}
              value={carga.edad}
              onChange={(event) => updateCarga(index, { edad: digits(ageField, event.target.value) })}
            />
            <label htmlFor={`${id}-c${index}-sexo`}>{t('profile.sexo')}</label>
            <select
              id={`${id}-c${index}-sexo`}
              value={carga.sexo}
              onChange={(event) => updateCarga(index, { sexo: event.target.value as CargaValues['sexo'] })}
            >
              <option value="">—</option>
              <option value="Masculino">Masculino</option>
              <option value="Femenino">Femenino</option>
            </select>
            <button
              type="button"
              className="link-button"
              onClick={() => set({ cargas: values.cargas.filter((_, i) => i !== index) })}
            >
              {t('profile.removeCarga', { n: index + 1 })}
            </button>
          </fieldset>
        );
      })}
      <button
        type="button"
        className="button button-outline"
        data-testid="add-carga"
        onClick={() =>
          set({
            cargas: [
              ...values.cargas,
              { parentescoCarga: canAddSpouse(values.cargas) ? 'Pareja' : 'Hijo', sexo: '', edad: '' },
            ],
          })
        }
      >
        {t('profile.addCarga')}
      </button>
    </Dialog>
  );
}

import type { ProfileForm, ProfileFormField } from '@domain/profile/domain/form-definition';
import {
  canAddSpouse,
  invalidCargaIndexes,
  newCarga,
  typedAge,
  type CargaValues,
  type ProfileValues,
} from '@domain/profile/domain/profile-values';
import { useId, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';
import { useIsMobile } from '../../lib/use-media';
import { fieldOf } from './form-fields';

/**
 * The dependants menu (spec 02 §2.10, §4): a side panel on desktop, a bottom sheet on phones. It cannot
 * be closed while a dependant has no valid age; those rows shake.
 */
export function DependantsMenu({
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
              onChange={(event) => updateCarga(index, { edad: typedAge(event.target.value, ageField) })}
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
        onClick={() => set({ cargas: [...values.cargas, newCarga(values.cargas)] })}
      >
        {t('profile.addCarga')}
      </button>
    </Dialog>
  );
}

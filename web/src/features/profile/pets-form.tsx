import { MAX_BREED_LENGTH, newPet, typedAge, type PetValues } from '@domain/profile/domain/profile-values';
import { useId } from 'react';
import { t } from '../../i18n/t';
import { fieldOf, type ProfileFormProps } from './form-fields';

/** The pets form (kind 'mascotas'): each pet's species, breed and age. */
export function PetsForm({ form, values, invalid, onChange }: ProfileFormProps) {
  const id = useId();
  const set = (patch: Partial<typeof values>) => onChange({ ...values, ...patch });
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
                  i === index ? { ...p, especie: event.target.value as PetValues['especie'] } : p,
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
            maxLength={MAX_BREED_LENGTH}
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
                  i === index ? { ...p, edad: typedAge(event.target.value, ageField) } : p,
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
          onClick={() => set({ mascota: [...values.mascota, newPet()] })}
        >
          {form.addButton}
        </button>
      )}
    </div>
  );
}

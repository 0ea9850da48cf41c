import type { ProfileForm } from '@domain/profile/domain/form-definition';
import { emptyProfileValues, validateProfileValues, type ProfileValues } from '@domain/profile/domain/profile-values';
import { useEffect, useState } from 'react';
import { Dialog } from '../../components/dialog';
import { t } from '../../i18n/t';
import { fetchProfileForm } from './api/get-profile-form';
import { sendProfileForm } from './api/send-profile-form';
import { useProfile } from '../../shared/profile/profile-context';
import { ProfileFormView } from './profile-form';
import { isInternalTraffic } from '../../lib/site-flags';
import { currentCountry } from '../../lib/edition';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ok'; form: ProfileForm };

/** The large profile modal (spec 02 §2.10): loads the form definition, validates, stores and closes. */
export default function ProfileModal({ productType, onClose }: { productType: string; onClose(): void }) {
  const profile = useProfile();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const stored = profile.stored;
  const [values, setValues] = useState<ProfileValues>(() =>
    stored && stored.values.productType === productType
      ? stored.values
      : emptyProfileValues(productType, currentCountry()),
  );
  const [error, setError] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<{ cargas: number[]; pets: number[] }>({ cargas: [], pets: [] });

  useEffect(() => {
    let live = true;
    fetchProfileForm(productType)
      .then((form) => live && setLoad({ status: 'ok', form }))
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [productType]);

  const submit = () => {
    const result = validateProfileValues(values);
    if (!result.ok) {
      setError(result.message || t('profile.invalid'));
      setInvalid({ cargas: result.invalidCargas, pets: result.invalidPets });
      return;
    }
    profile.save({ values, profile: result.profile, ingresodatos: true, savedAt: new Date().toISOString() });
    // The server checks and records the form too; the visitor does not wait for it. Internal traffic
    // never sends it (spec 02 §4, §6).
    if (!isInternalTraffic()) sendProfileForm(values).catch(() => undefined);
    onClose();
  };

  return (
    <Dialog
      title={t('profile.title')}
      onClose={onClose}
      variant="large"
      footer={
        load.status === 'ok' && (
          <>
            {stored && (
              <button
                type="button"
                className="button button-outline"
                onClick={() => {
                  profile.clear();
                  onClose();
                }}
              >
                {t('profile.clear')}
              </button>
            )}
            <button type="submit" form="profile-form" className="button button-primary" data-testid="profile-submit">
              {t('profile.submit')}
            </button>
          </>
        )
      }
    >
      {load.status === 'loading' && (
        <p className="spinner-line" aria-busy="true">
          <span className="spinner" aria-hidden="true" /> {t('profile.loading')}
        </p>
      )}
      {load.status === 'error' && <p role="alert">{t('error.server.title')}</p>}
      {load.status === 'ok' && (
        <form
          id="profile-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ProfileFormView
            form={load.form}
            values={values}
            invalid={invalid}
            onChange={(next) => {
              setValues(next);
              setError(null);
            }}
          />
          {error && (
            <p className="form-error" role="alert" data-testid="profile-error">
              {error}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { saveStoredProfile, type StoredProfile } from '../../shared/profile/profile-store';
import { openSharedLink } from './api/open-shared-link';
import { LEAD_TEXTS as T } from './texts';

const isStoredProfile = (value: unknown): value is StoredProfile =>
  !!value &&
  typeof value === 'object' &&
  'values' in value &&
  'profile' in value &&
  typeof (value as StoredProfile).values?.country === 'string';

/**
 * /url/{link} (spec 02 §7): restores the shared search and the sender's profile in this browser, then
 * opens the search with a full load so every part of the site starts from the restored profile.
 */
export default function SharedLinkPage() {
  const { link = '' } = useParams();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    openSharedLink(link)
      .then((shared) => {
        if (!live) return;
        if (isStoredProfile(shared.decodedProfile)) saveStoredProfile(shared.decodedProfile);
        window.location.replace(shared.url);
      })
      .catch(() => live && setMissing(true));
    return () => {
      live = false;
    };
  }, [link]);

  return (
    <main className="container lead-page" aria-busy={!missing}>
      {missing ? (
        <>
          <h1>{T.sharedMissing}</h1>
          <Link className="button button-primary" to="/">
            {T.goHome}
          </Link>
        </>
      ) : (
        <p className="lead">{T.sharedLoading}</p>
      )}
    </main>
  );
}

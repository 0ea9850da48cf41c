import { useState } from 'react';
import { loadStoredProfile } from '../profile/profile-store';
import { createSharedLink } from './create-shared-link';
import { SHARE_TEXTS as T } from './texts';
import './share-link.css';

/**
 * "Compartir": saves the current search and the visitor's profile and copies the short address
 * /url/{link} (spec 02 §7); the alert says the link was copied and shows it.
 */
export function ShareLinkButton({ url, label = T.share }: { url?: string; label?: string }) {
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' } | { kind: 'done'; link: string; copied: boolean } | { kind: 'error' }
  >({ kind: 'idle' });
  const share = async () => {
    setState({ kind: 'busy' });
    try {
      const shared = await createSharedLink(url ?? window.location.href, loadStoredProfile());
      const address = `${window.location.origin}${shared.path}`;
      let copied = false;
      try {
        await navigator.clipboard.writeText(address);
        copied = true;
      } catch {
        copied = false;
      }
      setState({ kind: 'done', link: address, copied });
    } catch {
      setState({ kind: 'error' });
    }
  };
  return (
    <span className="share-link">
      <button type="button" className="button button-outline" onClick={share} disabled={state.kind === 'busy'}>
        {state.kind === 'busy' ? T.sharing : label}
      </button>
      {state.kind === 'done' && (
        <span role="status" className="share-link-result">
          {state.copied ? T.shareCopied : T.shareReady}{' '}
          <a href={state.link} data-testid="share-link-url">
            {state.link}
          </a>
        </span>
      )}
      {state.kind === 'error' && (
        <span role="alert" className="form-error">
          {T.shareError}
        </span>
      )}
    </span>
  );
}

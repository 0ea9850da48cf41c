import type { StoredReferrer } from '@domain/leads/domain/referrer';
import { useEffect } from 'react';
import { useStoredState } from '../../lib/server-markup';
import { loadReferrer, onReferrerChange } from './lead-storage';
import { LEAD_TEXTS as T } from './texts';
import './leads.css';

/** Header badge with the referring advisor's name and e-mail (spec 02 §2.8); nothing without one. */
export function AdvisorBadge() {
  const [referrer, setReferrer] = useStoredState<StoredReferrer | null>(loadReferrer, null);
  useEffect(() => onReferrerChange(() => setReferrer(loadReferrer())), [setReferrer]);
  if (!referrer) return null;
  return (
    <span className="advisor-badge" data-testid="advisor-badge" title={`${T.badgeLabel}: ${referrer.name}`}>
      <span className="visually-hidden">{T.badgeLabel}: </span>
      <strong>{referrer.name}</strong> <span>{referrer.email}</span>
    </span>
  );
}

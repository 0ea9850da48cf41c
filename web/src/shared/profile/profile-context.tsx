import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { serverMarkup } from '../../lib/server-markup';
import { clearStoredProfile, loadStoredProfile, saveStoredProfile, type StoredProfile } from './profile-store';

/** Restore delay of spec 02 §4 / §9. */
export const PROFILE_RESTORE_DELAY_MS = 200;

interface ProfileState {
  stored: StoredProfile | null;
  /** Set once the stored profile was restored (or there was none). */
  restored: boolean;
  modal: { productType: string } | null;
  openModal(productType: string): void;
  closeModal(): void;
  save(stored: StoredProfile): void;
  clear(): void;
}

const ProfileContext = createContext<ProfileState | null>(null);

export function ProfileProvider({ children }: { children: ReactNode }) {
  // The existing site restores the stored profile after 200 ms; in the browser it is read at once, in the
  // first render, so the first result request already carries it (no second request for exact prices) and
  // the page does not render twice. The server's render (no storage) renders a visitor without one; the
  // browser hydrates that HTML only when it has none either (main.tsx), and replaces it otherwise.
  const inBrowser = typeof window !== 'undefined';
  const [stored, setStored] = useState<StoredProfile | null>(() => (inBrowser ? loadStoredProfile() : null));
  const restored = inBrowser || serverMarkup() !== null;
  const [modal, setModal] = useState<{ productType: string } | null>(null);

  const save = useCallback((next: StoredProfile) => {
    saveStoredProfile(next);
    setStored(next);
  }, []);
  const clear = useCallback(() => {
    clearStoredProfile();
    setStored(null);
  }, []);
  const value = useMemo<ProfileState>(
    () => ({
      stored,
      restored,
      modal,
      openModal: (productType) => setModal({ productType }),
      closeModal: () => setModal(null),
      save,
      clear,
    }),
    [stored, restored, modal, save, clear],
  );
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}

export function useProfile(): ProfileState {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfile fuera de ProfileProvider');
  return value;
}

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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
  const [stored, setStored] = useState<StoredProfile | null>(null);
  const [restored, setRestored] = useState(false);
  const [modal, setModal] = useState<{ productType: string } | null>(null);

  useEffect(() => {
    // The existing site restores the stored profile after 200 ms; a stored one is read at once here
    // so the first result request already carries it (no second request for exact prices).
    const found = loadStoredProfile();
    setStored(found);
    setRestored(true);
  }, []);

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

import type { ReactElement } from 'react';
import { CompareProvider } from '../features/compare/compare-context';
import { ProfileProvider } from '../features/profile/profile-context';

export function AppProviders({ children }: { children: ReactElement }) {
  return (
    <ProfileProvider>
      <CompareProvider>{children}</CompareProvider>
    </ProfileProvider>
  );
}

import type { ReactElement } from 'react';
import { CompareProvider } from '../shared/compare/compare-context';
import { ExperimentsProvider } from '../features/partner/experiments';
import { PartnerProvider } from '../features/partner/partner-context';
import { ProfileProvider } from '../shared/profile/profile-context';

export function AppProviders({ children }: { children: ReactElement }) {
  return (
    <PartnerProvider>
      <ExperimentsProvider>
        <ProfileProvider>
          <CompareProvider>{children}</CompareProvider>
        </ProfileProvider>
      </ExperimentsProvider>
    </PartnerProvider>
  );
}

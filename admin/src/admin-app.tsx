import { Admin, CustomRoutes } from 'react-admin';
import { Route } from 'react-router';
import { Dashboard } from './dashboard';
import { i18nProvider } from './i18n';

export function AdminApp() {
  return (
    <Admin title="Back-office" dashboard={Dashboard} i18nProvider={i18nProvider} disableTelemetry>
      <CustomRoutes>
        <Route path="/inicio" element={<Dashboard />} />
      </CustomRoutes>
    </Admin>
  );
}

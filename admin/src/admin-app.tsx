import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { authProvider } from './auth/auth-provider';
import { ChangePasswordPage } from './auth/change-password-page';
import { LoginPage } from './auth/login-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { Dashboard } from './dashboard';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import { BackofficeLayout } from './layout';
import { backofficeTheme } from './locale';
import { careScenarios } from './resources/care-scenarios';
import { contentPages } from './resources/content-pages';
import { leads } from './resources/leads';
import { mailbox } from './resources/mailbox';
import { organizations } from './resources/organizations';
import { products } from './resources/products';
import { roles } from './resources/roles';
import { users } from './resources/users';
import { sales } from './resources/sales';
import { billingDashboard } from './resources/billing/billing-dashboard';
import { billingJobs } from './resources/billing/jobs';
import { payments } from './resources/billing/payments';
import { paymentPeriods } from './resources/billing/periods';
import { preinvoices } from './resources/billing/preinvoices';
import { taxDocuments } from './resources/billing/tax-documents';
import { unsentNotifications } from './resources/billing/unsent-notifications';
import { bulkLoads } from './resources/bulk-loads';
import { clientOrganizations } from './resources/client-organizations';
import { insured } from './resources/insured';
import { insurerContacts, insurerSettings } from './resources/insurer-settings';
import { uninsured } from './resources/uninsured';
import { policies } from './resources/policies';
import { experiments } from './resources/experiments';
import { featureFlags } from './resources/feature-flags';
import { partners } from './resources/partners';

export function AdminApp() {
  return (
    <Admin
      title="Back-office"
      dashboard={Dashboard}
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={backofficeTheme}
      loginPage={LoginPage}
      layout={BackofficeLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="leads" {...leads} />
      <Resource name="users" {...users} recordRepresentation="name" />
      <Resource name="roles" {...roles} recordRepresentation="name" />
      <Resource name="mailbox" {...mailbox} recordRepresentation="subject" />
      <Resource name="products" {...products} options={{ label: 'Productos' }} recordRepresentation="displayName" />
      <Resource
        name="organizations"
        {...organizations}
        options={{ label: 'Organizaciones' }}
        recordRepresentation="name"
      />
      <Resource
        name="care-scenarios"
        {...careScenarios}
        options={{ label: 'Escenarios de atención' }}
        recordRepresentation="name"
      />
      <Resource name="billing-dashboard" {...billingDashboard} options={{ label: 'Cobranza' }} />
      <Resource name="payment-periods" {...paymentPeriods} options={{ label: 'Períodos de pago' }} />
      <Resource name="payments" {...payments} options={{ label: 'Pagos' }} />
      <Resource name="preinvoices" {...preinvoices} options={{ label: 'Prefacturas' }} />
      <Resource name="tax-documents" {...taxDocuments} options={{ label: 'Documentos tributarios' }} />
      <Resource
        name="unsent-notifications"
        {...unsentNotifications}
        options={{ label: 'Notificaciones no enviadas' }}
      />
      <Resource name="billing-jobs" {...billingJobs} options={{ label: 'Trabajos programados' }} />
      <Resource name="executives" recordRepresentation="name" />
      <Resource name="sales" {...sales} options={{ label: 'Ventas' }} />
      <Resource
        name="content-pages"
        {...contentPages}
        options={{ label: 'Contenido del sitio' }}
        recordRepresentation="title"
      />
      <Resource name="policies" {...policies} options={{ label: 'Pólizas' }} recordRepresentation="number" />
      <Resource name="insured" {...insured} options={{ label: 'Asegurados' }} recordRepresentation="fullName" />
      <Resource name="bulk-loads" {...bulkLoads} options={{ label: 'Cargas masivas' }} />
      <Resource
        name="client-organizations"
        {...clientOrganizations}
        options={{ label: 'Empresas clientes' }}
        recordRepresentation="name"
      />
      <Resource name="uninsured" {...uninsured} options={{ label: 'Trabajadores sin póliza' }} />
      <Resource
        name="insurer-settings"
        {...insurerSettings}
        options={{ label: 'Aseguradoras' }}
        recordRepresentation="insurerName"
      />
      <Resource name="insurer-contacts" {...insurerContacts} recordRepresentation="name" />
      <Resource name="insurer-documents" recordRepresentation="fileName" />
      <Resource name="insurers" recordRepresentation="name" />
      <Resource name="insurer-products" recordRepresentation="name" />
      <Resource name="partners" {...partners} options={{ label: 'Socios' }} recordRepresentation="name" />
      <Resource name="experiments" {...experiments} options={{ label: 'Experimentos' }} />
      <Resource
        name="feature-flags"
        {...featureFlags}
        options={{ label: 'Feature flags' }}
        recordRepresentation="key"
      />
      <Resource name="permissions" />
      <CustomRoutes noLayout>
        <Route path="/restablecer-contrasena" element={<ResetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/inicio" element={<Dashboard />} />
        <Route path="/mi-contrasena" element={<ChangePasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}

import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { AccessLinkPage } from './auth/access-link-page';
import { authProvider } from './auth/auth-provider';
import { ChangePasswordPage } from './auth/change-password-page';
import { LoginPage } from './auth/login-page';
import { ResetPasswordPage } from './auth/reset-password-page';
import { Dashboard } from './dashboard';
import { dataProvider } from './data-provider';
import { i18nProvider } from './i18n';
import { BackofficeLayout } from './layout';
import { backofficeTheme } from './locale';
import {
  careScenarios,
  companyDetails,
  contentPages,
  siteNotifications,
  countryLandings,
  organizationSubscriptions,
  productSubscriptions,
  successReviews,
  leads,
  mailbox,
  organizations,
  products,
  roles,
  users,
  sales,
  subscriptions,
  savedSearches,
  customers,
  priceAlerts,
  billingDashboard,
  billingJobs,
  payments,
  paymentPeriods,
  preinvoices,
  taxDocuments,
  unsentNotifications,
  bulkLoads,
  clientOrganizations,
  insured,
  insurerContacts,
  insurerSettings,
  uninsured,
  policies,
  experiments,
  ufRates,
  featureFlags,
  partners,
  advisors,
  contactInformation,
  feedbacks,
  isaprePlans,
  supportTickets,
} from './resource-screens';

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
      <Resource
        name="products"
        {...products}
        options={{ label: 'resources.products.menu' }}
        recordRepresentation="displayName"
      />
      <Resource
        name="organizations"
        {...organizations}
        options={{ label: 'resources.organizations.menu' }}
        recordRepresentation="name"
      />
      <Resource
        name="care-scenarios"
        {...careScenarios}
        options={{ label: 'resources.care-scenarios.menu' }}
        recordRepresentation="name"
      />
      <Resource
        name="billing-dashboard"
        {...billingDashboard}
        options={{ label: 'resources.billing-dashboard.menu' }}
      />
      <Resource name="payment-periods" {...paymentPeriods} options={{ label: 'resources.payment-periods.menu' }} />
      <Resource name="payments" {...payments} options={{ label: 'resources.payments.menu' }} />
      <Resource name="preinvoices" {...preinvoices} options={{ label: 'resources.preinvoices.menu' }} />
      <Resource name="tax-documents" {...taxDocuments} options={{ label: 'resources.tax-documents.menu' }} />
      <Resource
        name="unsent-notifications"
        {...unsentNotifications}
        options={{ label: 'resources.unsent-notifications.menu' }}
      />
      <Resource name="billing-jobs" {...billingJobs} options={{ label: 'resources.billing-jobs.menu' }} />
      <Resource name="uf-rates" {...ufRates} options={{ label: 'resources.uf-rates.menu' }} />
      <Resource name="company-details" {...companyDetails} options={{ label: 'resources.company-details.menu' }} />
      <Resource name="executives" recordRepresentation="name" />
      <Resource name="sales" {...sales} options={{ label: 'resources.sales.menu' }} />
      <Resource name="subscriptions" {...subscriptions} options={{ label: 'resources.subscriptions.menu' }} />
      <Resource
        name="content-pages"
        {...contentPages}
        options={{ label: 'resources.content-pages.menu' }}
        recordRepresentation="title"
      />
      {/* Issue 30: the content service's resources (spec 03 §7). */}
      <Resource
        name="country-landings"
        {...countryLandings}
        options={{ label: 'resources.country-landings.menu' }}
        recordRepresentation="title"
      />
      <Resource
        name="organization-subscriptions"
        {...organizationSubscriptions}
        options={{ label: 'resources.organization-subscriptions.menu' }}
        recordRepresentation="name"
      />
      <Resource
        name="product-subscriptions"
        {...productSubscriptions}
        options={{ label: 'resources.product-subscriptions.menu' }}
        recordRepresentation="title"
      />
      <Resource
        name="success-reviews"
        {...successReviews}
        options={{ label: 'resources.success-reviews.menu' }}
        recordRepresentation="comparatorId"
      />
      <Resource
        name="site-notifications"
        {...siteNotifications}
        options={{ label: 'resources.site-notifications.menu' }}
        recordRepresentation="title"
      />
      <Resource
        name="customers"
        {...customers}
        options={{ label: 'resources.customers.menu' }}
        recordRepresentation="email"
      />
      <Resource
        name="saved-searches"
        {...savedSearches}
        options={{ label: 'resources.saved-searches.menu' }}
        recordRepresentation="email"
      />
      <Resource
        name="price-alerts"
        {...priceAlerts}
        options={{ label: 'resources.price-alerts.menu' }}
        recordRepresentation="email"
      />
      <Resource
        name="policies"
        {...policies}
        options={{ label: 'resources.policies.menu' }}
        recordRepresentation="number"
      />
      <Resource
        name="insured"
        {...insured}
        options={{ label: 'resources.insured.menu' }}
        recordRepresentation="fullName"
      />
      <Resource name="bulk-loads" {...bulkLoads} options={{ label: 'resources.bulk-loads.menu' }} />
      <Resource
        name="client-organizations"
        {...clientOrganizations}
        options={{ label: 'resources.client-organizations.menu' }}
        recordRepresentation="name"
      />
      <Resource name="uninsured" {...uninsured} options={{ label: 'resources.uninsured.menu' }} />
      <Resource
        name="insurer-settings"
        {...insurerSettings}
        options={{ label: 'resources.insurer-settings.menu' }}
        recordRepresentation="insurerName"
      />
      <Resource name="insurer-contacts" {...insurerContacts} recordRepresentation="name" />
      <Resource name="insurer-documents" recordRepresentation="fileName" />
      <Resource name="insurers" recordRepresentation="name" />
      <Resource name="insurer-products" recordRepresentation="name" />
      <Resource
        name="partners"
        {...partners}
        options={{ label: 'resources.partners.menu' }}
        recordRepresentation="name"
      />
      <Resource name="experiments" {...experiments} options={{ label: 'resources.experiments.menu' }} />
      <Resource
        name="feature-flags"
        {...featureFlags}
        options={{ label: 'resources.feature-flags.menu' }}
        recordRepresentation="key"
      />
      <Resource name="permissions" />
      <Resource
        name="support-tickets"
        {...supportTickets}
        options={{ label: 'resources.support-tickets.menu' }}
        recordRepresentation="subject"
      />
      <Resource name="support-agents" recordRepresentation="name" />
      <Resource
        name="advisors"
        {...advisors}
        options={{ label: 'resources.advisors.menu' }}
        recordRepresentation="name"
      />
      <Resource name="feedbacks" {...feedbacks} options={{ label: 'resources.feedbacks.menu' }} />
      <Resource
        name="contact-information"
        {...contactInformation}
        options={{ label: 'resources.contact-information.menu' }}
      />
      <Resource
        name="isapre-plans"
        {...isaprePlans}
        options={{ label: 'resources.isapre-plans.menu' }}
        recordRepresentation="codigoplan"
      />
      <CustomRoutes noLayout>
        <Route path="/restablecer-contrasena" element={<ResetPasswordPage />} />
        <Route path="/acceso/:hash" element={<AccessLinkPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/inicio" element={<Dashboard />} />
        <Route path="/mi-contrasena" element={<ChangePasswordPage />} />
      </CustomRoutes>
    </Admin>
  );
}

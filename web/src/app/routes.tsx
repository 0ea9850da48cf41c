import { PRODUCT_PAGES } from '@domain/content/domain/product-pages';
import { matchSiteRoute, routeInEdition, SITE_ROUTES, type SiteRoute } from '@domain/content/domain/site-routes';
import type { SiteBase } from '@domain/content/domain/site-editions';
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { leadRoutes, preloadContactPage, requestPage } from '../features/leads/routes';
import { currentSiteBase } from '../lib/edition';
import { preloadable } from '../lib/preloadable';
import { ORGANIZATION_DETAIL_ROUTES, ORGANIZATION_PAGES, PRODUCT_DETAIL_ROUTES } from './routes/detail-resolution';
import { purchasePage, saleRoutes } from '../features/sales/routes';
import type { LandingInfo } from './routes/landing-page';
import { NotFoundPage } from '../components/not-found-page';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { AppProviders } from './providers';

// Every page is its own chunk (spec 02 §2.1 "every route opens its own area on demand").
const HomePage = preloadable(() => import('./routes/home-page'));
const ResultsPage = preloadable(() => import('../features/results/results-page'));
const ComparePage = preloadable(() => import('../features/compare/compare-page'));
const CyberDayPage = preloadable(() => import('./routes/cyber-day-page'));
const DetailPage = preloadable(() => import('./routes/detail-page'));
const LandingPage = preloadable(() => import('./routes/landing-page'));
const PlansPage = preloadable(() => import('../features/plans/plans-page'));
const PlanPage = preloadable(() => import('../features/plans/plan-page'));
const PlanSiPage = lazy(() => import('../features/plans/plan-si-page'));
const IsaprePlansSection = preloadable<{ isapreUrl: string }>(() =>
  import('../features/plans/isapre-plans-section').then((module) => ({ default: module.IsaprePlansSection })),
);
/** The isapre's plans on its organization page /Isapre/{url} (issue 13 beside issue 17's page). */
const isaprePlans = (urlSegment: string) => (
  <Suspense fallback={null}>
    <IsaprePlansSection isapreUrl={urlSegment} />
  </Suspense>
);
const InformationPage = preloadable(() => import('../features/content/information-page'));
const BlogPage = preloadable(() => import('../features/content/blog-page'));
const SearchPage = preloadable(() => import('./routes/search-page'));
const LoginPage = lazy(() => import('./routes/login-page'));
const PortalClientesPage = lazy(() => import('./routes/portal-clientes-page'));
const PortalPersonasPage = lazy(() => import('../features/portal/portal-page'));
const ConsultaRutEmpresaPage = lazy(() => import('./routes/consulta-rut-empresa-page'));
const SitemapProductsPage = preloadable(() => import('./routes/sitemap-products-page'));
const WizardPage = preloadable(() => import('./routes/wizard-page'));
// Issue 30 (spec 02 §2.1): the subscription area, the profile generator, staff preview, chatbot test, landing.
const SubscriptionPage = lazy(() => import('./routes/subscription-page'));
const ProfileGeneratorPage = lazy(() => import('./routes/profile-generator-page'));
const PreviewPage = lazy(() => import('./routes/preview-page'));
const ChatbotPage = lazy(() => import('./routes/chatbot-page'));
const LandingRedirectPage = lazy(() => import('./routes/landing-redirect-page'));

const landing = (info: LandingInfo) => <LandingPage info={info} />;
/** An information page whose texts staff edit in the back-office (GET /api/information/{name}). */
const information = (name: string) => <InformationPage key={name} name={name} />;

/**
 * The information pages by route id (their name in GET /api/information/{name}): the server renders them
 * with their content (entry-server.tsx, issue 31).
 */
export const INFORMATION_ROUTES: Readonly<Record<string, string>> = {
  terminos: 'Terminos-y-Condiciones',
  partners: 'Partners-y-Alianzas',
  'seguros-de-salud': 'Seguros-de-Salud',
  'tu-mejor-plan': 'Tu-Mejor-Plan',
  cotizar: 'Cotizar',
  viaje: 'Seguros-de-Viaje',
  'comunidad-educativa': 'Seguros-Comunidad-Educativa',
  // Issue 30 (spec 02 §2.1): the product's named pages are information pages edited in the back-office.
  ...PRODUCT_PAGES,
};

/**
 * The comparator landing pages by route id (a title and the way to the comparator): the server renders
 * them, and the home (entry-server.tsx, issue 31).
 */
export const LANDING_ROUTES: ReadonlySet<string> = new Set([
  'accidentes-personales',
  'guardias',
  'vida',
  'seguros-empresa',
  'eps-landing',
]);

/** The page for each route id of the content module's route table (a few read their route's path). */
const PAGES: Record<string, (route: SiteRoute) => ReactElement> = {
  home: () => <HomePage />,
  comparar: () => <ResultsPage />,
  'comparar-isapres': () => <PlansPage />,
  'comparar-empresa-legacy': () => <ResultsPage line="Seguro-Complementario-Empresa-Legacy" />,
  'comparar-guardias-old': () => <ResultsPage line="Guardias-old" />,
  'cyber-day': () => <CyberDayPage />,
  'comparar-planes': () => <ComparePage />,
  'isapre-plan': () => <PlanPage />,
  'isapre-planes': () => <PlansPage />,
  'plan-si': () => <PlanSiPage />,
  'isapre-complemento': () => <DetailPage fallbackPath="/Isapre" />,
  'seguro-detalle': () => <DetailPage fallbackPath="/Seguros" />,
  'clinica-seguro': () => <DetailPage fallbackPath="/Clinicas-y-Hospitales" />,
  'empresa-plan': () => <DetailPage fallbackPath="/Comparar/Seguro-Complementario-Empresa" />,
  'seguros-colectivos': () => (
    <DetailPage fallbackPath="/Comparar/Seguro-Complementario-Empresa" page={ORGANIZATION_PAGES.collective} />
  ),
  'isapre-landing': () => (
    <DetailPage fallbackPath="/Isapre" page={ORGANIZATION_PAGES.isapre} organizationExtra={isaprePlans} />
  ),
  'seguros-landing': () => <DetailPage fallbackPath="/Seguros" page={ORGANIZATION_PAGES.seguros} />,
  'clinicas-landing': () => <DetailPage fallbackPath="/Clinicas-y-Hospitales" page={ORGANIZATION_PAGES.clinicas} />,
  'accidentes-personales': () =>
    landing({
      title: 'Seguros de Accidentes Personales',
      cta: { label: 'Comparar', to: '/Comparar/Accidentes-Personales' },
    }),
  guardias: () => landing({ title: 'Seguros de Guardia', cta: { label: 'Comparar', to: '/Comparar/Guardias' } }),
  vida: () => landing({ title: 'Seguros de Vida', cta: { label: 'Comparar', to: '/Comparar/Seguros-de-Vida' } }),
  'seguros-empresa': () =>
    landing({
      title: 'Seguros para Empresas',
      cta: { label: 'Comparar', to: '/Comparar/Seguro-Complementario-Empresa' },
    }),
  'not-found': () => <NotFoundPage />,
  buscar: () => <SearchPage />,
  login: () => <LoginPage />,
  'portal-clientes': () => <PortalClientesPage />,
  'portal-personas': () => <PortalPersonasPage />,
  'consulta-rut-empresa': () => <ConsultaRutEmpresaPage />,
  'sitemap-products': () => <SitemapProductsPage />,
  wizard: () => <WizardPage />,
  blog: () => <BlogPage />,
  ...Object.fromEntries(Object.entries(INFORMATION_ROUTES).map(([id, name]) => [id, () => information(name)])),
  'compra-online': purchasePage,
  suscripcion: () => <SubscriptionPage />,
  'profile-generator': () => <ProfileGeneratorPage />,
  preview: () => <PreviewPage />,
  chatbot: () => <ChatbotPage />,
  landing: () => <LandingRedirectPage />,
  // Issue 27: the lines, EPS page and insurer details of Peru, Colombia and the international edition.
  'comparar-edicion': (route) => <ResultsPage key={route.path} line={route.path.slice('Comparar/'.length)} />,
  'eps-landing': () => landing({ title: 'EPS', cta: { label: 'Comparar', to: '/Comparar/EPS' } }),
  'edicion-detalle': () => <DetailPage fallbackPath="/" />,
  solicitar: requestPage,
};

/**
 * Loads the page of a path the server pre-renders (the comparators' first screen, see entry-server.tsx)
 * so the first client render replaces that HTML with the same markup instead of a loading state.
 */
export function preloadServerRenderedPage(pathname: string): Promise<unknown> {
  if (pathname.startsWith('/Comparar/Seguros-de-Salud/Cyber-Day')) return CyberDayPage.preload();
  if (pathname.startsWith('/Comparar/Isapres') || /^\/Isapre\/[^/]+\/Planes\/?$/.test(pathname)) {
    return PlansPage.preload();
  }
  if (pathname.startsWith('/Comparar/')) return ResultsPage.preload();
  const route = matchSiteRoute(pathname, currentSiteBase())?.route.id;
  // An isapre's page: its plan section too (issue 31), so it hydrates the server's plans at once.
  if (route === 'isapre-landing') return Promise.all([DetailPage.preload(), IsaprePlansSection.preload()]);
  if (route && (route in PRODUCT_DETAIL_ROUTES || route in ORGANIZATION_DETAIL_ROUTES)) return DetailPage.preload();
  if (route === 'isapre-plan') return PlanPage.preload();
  // Issue 31: the compare table and the content pages.
  if (route === 'comparar-planes') return ComparePage.preload();
  if (route === 'blog') return BlogPage.preload();
  if (route === 'contacto') return preloadContactPage();
  if (route && route in INFORMATION_ROUTES) return InformationPage.preload();
  // The home and the comparator landing pages.
  if (route === 'home') return HomePage.preload();
  if (route && LANDING_ROUTES.has(route)) return LandingPage.preload();
  // The site's search, its products' map and the health wizard.
  if (route === 'buscar') return SearchPage.preload();
  if (route === 'sitemap-products') return SitemapProductsPage.preload();
  if (route === 'wizard') return WizardPage.preload();
  return Promise.resolve();
}

const normalise = (path: string | undefined) => (path ?? '').replace(/^\/+|\/+$/g, '');

/** The route tree: the leads feature's routes first (they own their pages), then the site's table, then 404. */
export function buildRoutes(
  leads: RouteObject[] = leadRoutes,
  Providers: ComponentType<{ children: ReactElement }> = AppProviders,
  siteBase: SiteBase = currentSiteBase(),
): RouteObject[] {
  // The leads feature's pages of another edition (an isapre's Solicitar outside Chile) are not mounted.
  const inEdition = leads.filter((route) => {
    const site = SITE_ROUTES.find((candidate) => candidate.path === normalise(route.path));
    return !site || routeInEdition(site, siteBase);
  });
  const taken = new Set(leads.map((route) => normalise(route.path)));
  // A route without a page is not mounted: it answers the 404 page, never a page titled with its id.
  // (compra-online gets its page from the sales feature.)
  // A page of another edition is not mounted either (issue 27): /Comparar/SCTR is a 404 in Chile.
  const siteRoutes: RouteObject[] = SITE_ROUTES.filter(
    (route) =>
      route.path !== '' && !taken.has(route.path) && PAGES[route.id] !== undefined && routeInEdition(route, siteBase),
  ).map((route) => ({ path: route.path, caseSensitive: true, element: PAGES[route.id]!(route) }));
  return [
    {
      errorElement: <RouteError />,
      element: (
        <Providers>
          <Layout />
        </Providers>
      ),
      children: [
        { index: true, element: PAGES.home!(SITE_ROUTES[0]!) },
        ...inEdition,
        ...siteRoutes,
        ...saleRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

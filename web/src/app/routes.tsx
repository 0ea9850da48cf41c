import { SITE_ROUTES } from '@domain/content/domain/site-routes';
import { lazy, type ComponentType, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { leadRoutes } from '../features/leads/routes';
import { purchasePage, saleRoutes } from '../features/sales/routes';
import type { LandingInfo } from '../features/pages/landing-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { Layout } from './layout';
import { RouteError } from './route-error';
import { AppProviders } from './providers';

// Every page is its own chunk (spec 02 §2.1 "every route opens its own area on demand").
const HomePage = lazy(() => import('../features/pages/home-page'));
const ResultsPage = lazy(() => import('../features/results/results-page'));
const ComparePage = lazy(() => import('../features/compare/compare-page'));
const CyberDayPage = lazy(() => import('../features/pages/cyber-day-page'));
const DetailPage = lazy(() => import('../features/pages/detail-page'));
const LandingPage = lazy(() => import('../features/pages/landing-page'));

const landing = (info: LandingInfo) => <LandingPage info={info} />;

/** The page for each route id of the content module's route table. */
const PAGES: Record<string, () => ReactElement> = {
  home: () => <HomePage />,
  comparar: () => <ResultsPage />,
  'comparar-isapres': () => <ResultsPage line="Isapres" />,
  'comparar-empresa-legacy': () => <ResultsPage line="Seguro-Complementario-Empresa-Legacy" />,
  'comparar-guardias-old': () => <ResultsPage line="Guardias-old" />,
  'cyber-day': () => <CyberDayPage />,
  'comparar-planes': () => <ComparePage />,
  'isapre-plan': () => <DetailPage fallbackPath="/comparar" />,
  'plan-si': () => <DetailPage fallbackPath="/comparar" />,
  'isapre-complemento': () => <DetailPage />,
  'seguro-detalle': () => <DetailPage />,
  'clinica-seguro': () => <DetailPage />,
  'empresa-plan': () => <DetailPage fallbackPath="/Comparar/Seguro-Complementario-Empresa" />,
  'seguros-colectivos': () => <DetailPage fallbackPath="/Comparar/Seguro-Complementario-Empresa" />,
  'isapre-landing': () => <DetailPage fallbackPath="/Isapre" />,
  'seguros-landing': () => <DetailPage fallbackPath="/Seguros" />,
  'clinicas-landing': () => <DetailPage fallbackPath="/Clinicas-y-Hospitales" />,
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
  'compra-online': purchasePage,
};

const TITLES: Record<string, string> = {
  contacto: 'Contacto',
  'portal-clientes': 'Portal Clientes',
  partners: 'Partners y Alianzas',
  'seguros-de-salud': 'Seguros de Salud',
  'tu-mejor-plan': 'Tu Mejor Plan',
  terminos: 'Términos y Condiciones',
  viaje: 'Seguros de Viaje',
  'comunidad-educativa': 'Seguros Comunidad Educativa',
  wizard: 'Encuentra tu seguro de salud ideal',
  solicitar: 'Solicitar',
};

const normalise = (path: string | undefined) => (path ?? '').replace(/^\/+|\/+$/g, '');

/** The route tree: the leads feature's routes first (they own their pages), then the site's table, then 404. */
export function buildRoutes(
  leads: RouteObject[] = leadRoutes,
  Providers: ComponentType<{ children: ReactElement }> = AppProviders,
): RouteObject[] {
  const taken = new Set(leads.map((route) => normalise(route.path)));
  const siteRoutes: RouteObject[] = SITE_ROUTES.filter((route) => route.path !== '' && !taken.has(route.path)).map(
    (route) => {
      const page = PAGES[route.id];
      return {
        path: route.path,
        caseSensitive: true,
        element: page ? page() : landing({ title: TITLES[route.id] ?? route.id }),
      };
    },
  );
  return [
    {
      errorElement: <RouteError />,
      element: (
        <Providers>
          <Layout />
        </Providers>
      ),
      children: [
        { index: true, element: PAGES.home!() },
        ...leads,
        ...siteRoutes,
        ...saleRoutes,
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

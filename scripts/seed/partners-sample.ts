import { PARTNERS, type CreatePartner, type PartnerCommand } from '../../src/modules/partners/index.js';
import type { Runtime } from '../../src/runtime.js';

/**
 * Sample partners (issue 14), so a fresh clone shows both kinds of white-label site:
 * - `demo` (http://demo.localhost:3000): exactly two insurers, its own colours, banner and SEO title, a
 *   hosted footer, and embeddable from the example host page examples/partner-host, which the development
 *   server serves at http://localhost:3000/ejemplos/sitio-socio?socio=demo.
 * - `clinica` (http://clinica.localhost:3000): hides clinics and uses pseudo-login (/ref first).
 */
export const SAMPLE_PARTNERS: PartnerCommand[] = [
  {
    code: 'demo',
    name: 'Socio Demo (ejemplo)',
    config: {
      allowedUrls: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      allowedOrganizations: ['ASE-METLIFE', 'ASE-CONSORCIO'],
      subdomainBanner: { color: '#0b7a75', endGradient: '#14b8a6', text: 'Seguros de salud para socios Demo' },
      subdomainProfile: { backgroundColor: '#0b7a75', textColor: '#ffffff' },
      formContractButtonColor: '#f97316',
      cardContractButtonColor: '#f97316',
      cardContractButtonHoverColor: '#c2410c',
      redirects: {
        allowedPaths: ['/Comparar/Seguros-de-Salud', '/Comparar/Seguros-de-Vida', '/Contacto'],
        defaultPath: '/Comparar/Seguros-de-Salud',
      },
      SEOMetadata: {
        title: 'Comparador de seguros Socio Demo',
        description: 'Compara los seguros de salud que ofrece Socio Demo (sitio de ejemplo).',
        author: 'Socio Demo',
      },
      useFooter: true,
      footerHTML:
        '<footer><p><strong>Socio Demo</strong> · Sitio de ejemplo · <a href="mailto:contacto@socio-demo.example">contacto@socio-demo.example</a></p></footer>',
    },
  },
  {
    code: 'clinica',
    name: 'Clínica Ejemplo (ejemplo)',
    config: {
      clinicsEnabled: false,
      pseudoLogin: true,
      subdomainBanner: { color: '#1d4ed8', endGradient: '#60a5fa', text: 'Clínica Ejemplo: compara tu plan' },
      SEOMetadata: { title: 'Clínica Ejemplo: comparador de seguros' },
    },
  },
];

/** Creates the sample partners that do not exist yet (a second load leaves them as they are). */
export async function loadPartnersSample(runtime: Runtime): Promise<number> {
  const create = runtime.container.get<CreatePartner>(PARTNERS.CreatePartner);
  let created = 0;
  for (const sample of SAMPLE_PARTNERS) {
    try {
      await create.execute(sample, { sample: true });
      created++;
    } catch (error) {
      if ((error as { code?: string }).code !== 'CONFLICT') throw error;
    }
  }
  if (created > 0) runtime.logger.info({ created }, 'Socios de ejemplo cargados (demo, clinica)');
  return created;
}

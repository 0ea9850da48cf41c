import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../../catalogue/index.js';
import type { Config } from '../../../platform/config.js';
import { PLATFORM, type Clock } from '../../../platform/tokens.js';
import { CYBER_DAY, isEventVisible } from '../domain/events.js';
import { COMPARATOR_LINES } from '../domain/insurance-types.js';
import { robotsTxt, sitemapPaths, sitemapXml } from '../domain/site-head.js';
import { siteStatusOf } from '../domain/site-routes.js';
import type { SiteCatalogue } from './ports.js';

/** /sitemap.xml: every comparator, organization and active product detail page (spec 02 §2.1), and /robots.txt. */
@injectable()
export class Sitemap {
  constructor(
    @inject(CATALOGUE.SitePages) private readonly catalogue: SiteCatalogue,
    @inject(PLATFORM.Config) private readonly config: Pick<Config, 'PUBLIC_URL'>,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  private get base(): string {
    return this.config.PUBLIC_URL.replace(/\/+$/, '');
  }

  async paths(): Promise<string[]> {
    const catalogue = await this.catalogue.paths();
    return sitemapPaths({
      comparatorSegments: [
        'Seguros-de-Salud',
        ...COMPARATOR_LINES.map((line) => line.segment),
        'Isapres',
        ...catalogue.comparators,
      ],
      cyberDayVisible: isEventVisible(CYBER_DAY, this.clock.now()),
      organizationPaths: catalogue.organizations,
      productPaths: catalogue.products,
      answers: (path) => siteStatusOf(path) === 200,
    });
  }

  async xml(): Promise<string> {
    return sitemapXml((await this.paths()).map((path) => `${this.base}${encodeURI(path)}`));
  }

  robots(): string {
    return robotsTxt(this.base);
  }
}

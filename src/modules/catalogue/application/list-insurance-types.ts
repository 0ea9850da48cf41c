import { inject, injectable } from 'inversify';
import { CATALOGUE } from '../tokens.js';
import type { CatalogueSnapshots } from './catalogue-snapshot.js';

/** GET /api/seguro-adicional/tipos: every insurance type with its upper type. */
@injectable()
export class ListInsuranceTypes {
  constructor(@inject(CATALOGUE.Snapshots) private readonly snapshots: CatalogueSnapshots) {}

  async execute() {
    const snapshot = await this.snapshots.current();
    return snapshot.typeList.map((t) => ({
      id: t.id,
      name: t.name,
      displayName: t.displayName,
      urlSegment: t.urlSegment,
      description: t.description,
      tooltip: t.tooltip,
      showcaseOnly: t.showcaseOnly,
      upperType: { name: t.upperType.name, displayName: t.upperType.displayName },
    }));
  }
}

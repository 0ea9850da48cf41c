import { inject, injectable } from 'inversify';
import { AppError } from '../../../platform/errors.js';
import { normaliseSections, sectionsProblem } from '../domain/steps.js';
import { SALES } from '../tokens.js';
import type { ProductForms } from './ports.js';

/**
 * Stores which sections products' purchases ask (the back-office's product screen, one product; the
 * sample data, many). Each list is checked by the domain rule (sectionsProblem) and stored normalised
 * (known codes once each, the payment last). A purchase already started keeps the sections it began with.
 */
@injectable()
export class SetProductForms {
  constructor(@inject(SALES.ProductForms) private readonly forms: ProductForms) {}

  async execute(entries: { productCode: string; sections: readonly string[] }[], by: string | null): Promise<void> {
    const checked = entries.map((entry) => {
      const productCode = entry.productCode.trim();
      const problem = !productCode ? 'Falta el código del producto.' : sectionsProblem(entry.sections);
      if (problem) {
        throw new AppError('BAD_REQUEST', problem, { productCode, errors: { sections: problem } });
      }
      return { productCode, sections: normaliseSections(entry.sections) };
    });
    await this.forms.save(checked, by);
  }
}

import type { CompareProducts } from '../../application/compare-products.js';
import type { CompareScope } from '../../application/ports.js';
import type { CompareResponse } from '../../domain/compare.js';
import type { CompareJsonPresenter } from './compare-presenter.js';
import { parseCompareRequest } from './compare-request-fast.js';

/**
 * The comparison a server-rendered comparator page shows (issue 9, web/src/entry-server.tsx): the same
 * answer POST /api/insurance/compare/metadata gives for that body and host — same parsing, the host's
 * site restriction, the same JSON writer — so the browser, asking the API the same, hydrates the same cards.
 */
export class PageComparison {
  constructor(
    private readonly compare: CompareProducts,
    private readonly presenter: CompareJsonPresenter,
    private readonly scope: () => CompareScope | undefined,
  ) {}

  async answer(body: unknown, host: string | undefined): Promise<CompareResponse> {
    const restriction = (await this.scope()?.restrictionFor(host)) ?? null;
    const request = { ...parseCompareRequest(body), restriction };
    return JSON.parse(this.presenter.write(await this.compare.page(request))) as CompareResponse;
  }
}

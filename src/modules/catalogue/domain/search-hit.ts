/** A search hit of the site's search (GET /api/search): a product, an isapre plan or an organization. */
export interface SearchHit {
  kind: 'product' | 'plan' | 'organization';
  id: number;
  title: string;
  /** Organization name, type… */
  subtitle: string;
  /** Page of the site it opens. */
  url: string;
}

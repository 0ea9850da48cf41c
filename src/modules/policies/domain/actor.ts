/* Who acts on policies and which client companies they may see. */

/** Organizations a caller may see: null = every one (staff). */
export type OrgFilter = number[] | null;

/** Who acts (for the history) and what they may see. */
export interface Actor {
  id: number | null;
  name: string;
  orgs: OrgFilter;
}

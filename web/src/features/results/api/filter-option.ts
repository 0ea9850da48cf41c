/** One choice of the organization and clinic filters. */
export interface FilterOption {
  value: string;
  label: string;
}

/** An organization (insurer, isapre or clinic) as the organization lists answer it. */
export interface OrganizationRow {
  id: number;
  name?: string;
  displayName?: string;
  organizationCode?: string;
  organizationType?: string;
}

/** A filter choice per row: filtered by its code (its id when it has none), shown by its display name. */
export const toFilterOption = (row: OrganizationRow): FilterOption => ({
  value: String(row.organizationCode ?? row.id),
  label: row.displayName ?? row.name ?? String(row.id),
});

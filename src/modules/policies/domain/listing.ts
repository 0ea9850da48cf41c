/** A page of a list and how to ask for one (the react-admin list protocol, as the repositories take it). */

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface ListOptions<F, S extends string = string> {
  offset: number;
  limit: number;
  sort: { field: S; order: 'ASC' | 'DESC' };
  filter: F;
}

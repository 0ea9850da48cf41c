/** A product as the request form and the Solicitar links carry it (id, code, name, insurance type). */
export interface ProductRef {
  id?: string;
  code?: string;
  name?: string;
  type?: string;
}

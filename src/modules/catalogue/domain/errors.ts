/**
 * Catalogue errors with a stable code (spec 03 §8) that the HTTP layer maps to a status by duck typing.
 * Messages are Spanish and shown to visitors.
 */
export class CatalogueNotFoundError extends Error {
  readonly code = 'NOT_FOUND';
}

export class CatalogueBadRequestError extends Error {
  readonly code = 'BAD_REQUEST';
  constructor(
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** spec 03 §8: the promoted-product call answers 404 with this message when there is none. */
export const PROMOTED_NOT_FOUND = 'Problema en endpoint para obtener producto promocionado';
export const ORGANIZATION_TYPES_REQUIRED = 'organizationTypes es requerido';

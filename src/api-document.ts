import 'reflect-metadata';
import { Container } from 'inversify';
import { healthApiDoc } from './platform/http/health.openapi.js';
import { buildOpenApiDocument, type ApiDoc } from './platform/http/openapi.js';
import { PLATFORM } from './platform/tokens.js';
import { allModules } from './modules.js';

/**
 * Every module's OpenAPI registration, read from the modules' bindings without a database, Redis or server
 * (the registrations are constant values; nothing else is resolved): for the linter and the tests' checks.
 */
export function apiDocRegistrations(): ApiDoc[] {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(...allModules);
  return [healthApiDoc, ...container.getAll<ApiDoc>(PLATFORM.ApiDoc)];
}

/** The document GET /api/docs/openapi.json serves. */
export const buildApiDocument = () => buildOpenApiDocument(apiDocRegistrations());

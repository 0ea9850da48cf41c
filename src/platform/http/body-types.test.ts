import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { apiDocRegistrations } from '../../api-document.js';
import { documentedBodyTypes } from './body-types.js';
import { buildOpenApiDocument, registeredOperations } from './openapi.js';

type Paths = Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } } | undefined>>;

/** path → method → content types of the request body, for the operations that take one. */
const bodyTypesOf = (paths: Paths) =>
  Object.fromEntries(
    Object.entries(paths).flatMap(([path, operations]) => {
      const methods = Object.entries(operations)
        .filter(([, operation]) => operation?.requestBody?.content)
        .map(([method, operation]) => [method, Object.keys(operation!.requestBody!.content!).sort()]);
      return methods.length > 0 ? [[path, Object.fromEntries(methods)]] : [];
    }),
  );

// The JSON boundary reads the uploads' content types from the registrations without generating the document
// (a process's first upload paid for the whole document): both must say the same of every operation.
describe('registeredOperations', () => {
  const docs = apiDocRegistrations();

  it("declares every operation's request body content types as the generated document does", () => {
    const generated = bodyTypesOf(buildOpenApiDocument(docs).paths as Paths);
    const registered = bodyTypesOf(registeredOperations(docs).paths);
    expect(registered).toEqual(generated);
    expect(JSON.stringify(registered)).toContain('multipart/form-data'); // the uploads are among them
  });

  it('lets the bulk-load upload through as multipart and nothing else for a JSON route', () => {
    const types = documentedBodyTypes(() => registeredOperations(docs));
    expect(types('POST', '/api/admin/bulk-loads')).toEqual(['multipart/form-data']);
    expect(types('POST', '/api/admin/bulk-loads/12/cancel')).toEqual([]);
  });
});

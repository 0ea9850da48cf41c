import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * Checks an answer of the API against the OpenAPI 3.1 document: its status must be documented for its
 * operation, and a JSON body must match the documented JSON schema (OpenAPI 3.1 schemas are JSON Schema
 * 2020-12, which Ajv2020 validates as they are). Other bodies (pages, files, redirects) are checked for status.
 */

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface Response {
  content?: Record<string, MediaType>;
}
interface Operation {
  responses?: Record<string, Response>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** What the check needs of an answer (a supertest/superagent response has these). */
export interface ContractAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
  text?: string;
}

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  literals: number;
  operation: Operation;
}

/** Marks a request whose answer is not the API's (the worker's ops listener): the supertest hook skips it. */
export const OUTSIDE_CONTRACT = Symbol.for('api-contract.outside');
export function outsideContract<T extends object>(test: T): T {
  return Object.assign(test, { [OUTSIDE_CONTRACT]: true });
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const COMPONENTS_ID = 'openapi-components';

export class ApiContract {
  private readonly routes: Route[];
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  /** How many answers were checked, by kind (the suite's coverage figure). */
  readonly counts = { schema: 0, status: 0 };

  constructor(document: OpenApiDocument) {
    // `#/components/schemas/X` points into the document; validators see the components as one schema of $defs.
    const rewritten = JSON.parse(
      JSON.stringify(document).replaceAll('"#/components/schemas/', `"${COMPONENTS_ID}#/$defs/`),
    ) as OpenApiDocument;
    this.ajv = new Ajv2020({ allErrors: true, strict: false, allowUnionTypes: true });
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewritten.components?.schemas ?? {} });
    this.routes = Object.entries(rewritten.paths)
      .flatMap(([template, item]) =>
        Object.entries(item)
          .filter(([method]) => METHODS.has(method))
          .map(([method, operation]) => ({
            method,
            template,
            operation,
            pattern: new RegExp(
              `^${template
                .split(/\{[^}]+\}/)
                .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
                .join('[^/]+')}$`,
            ),
            literals: template.split('/').filter((segment) => segment && !segment.includes('{')).length,
          })),
      )
      // Literal segments win over parameters (/insurance/product/{code} before /insurance/{id}/…), as the
      // routers are ordered.
      .sort((a, b) => b.literals - a.literals);
  }

  /** The documented operation an answer belongs to, or undefined for a request outside the document. */
  route(method: string, path: string): Route | undefined {
    const lower = method.toLowerCase();
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return this.routes.find((route) => route.method === lower && route.pattern.test(clean));
  }

  /** A message naming what is wrong, or undefined when the answer keeps to the document (or is not in it). */
  check(method: string, url: string, answer: ContractAnswer): string | undefined {
    const path = pathOf(url);
    const route = this.route(method, path);
    if (!route) return undefined;
    const where = `${method.toUpperCase()} ${route.template}${route.template === path ? '' : ` (${path})`}`;
    const responses = route.operation.responses ?? {};
    const status = String(answer.status);
    const documented =
      responses[status] ?? responses[`${status[0]}XX`] ?? responses[`${status[0]}xx`] ?? responses.default;
    if (!documented) {
      return `OpenAPI contract: ${where} answered ${status}, a status its operation does not document (documented: ${Object.keys(responses).join(', ')}). Body: ${preview(answer)}`;
    }
    const contentType = header(answer, 'content-type');
    if (!/[/+]json\b/.test(contentType) || answer.status === 204) {
      this.counts.status += 1;
      return undefined;
    }
    const content = documented.content ?? {};
    const media = Object.entries(content).find(([type]) => /[/+]json\b/.test(type))?.[1];
    if (!media) {
      return `OpenAPI contract: ${where} answered ${status} with JSON, documented as ${Object.keys(content).join(', ') || 'no body'}. Body: ${preview(answer)}`;
    }
    this.counts.schema += 1;
    if (!media.schema || Object.keys(media.schema).length === 0) return undefined;
    const key = `${route.method} ${route.template} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(media.schema);
      this.validators.set(key, validate);
    }
    if (validate(answer.body)) return undefined;
    return `OpenAPI contract: ${where} answered ${status} with a body that does not match its documented schema:\n${describe(validate.errors ?? [])}\nBody: ${preview(answer)}`;
  }
}

function pathOf(url: string): string {
  const path = /^[a-z]+:\/\//i.test(url) ? new URL(url).pathname : (url.split('?')[0] ?? url);
  return path || '/';
}

function header(answer: ContractAnswer, name: string): string {
  const value = answer.headers[name];
  return (Array.isArray(value) ? value.join(', ') : value) ?? '';
}

function describe(errors: ErrorObject[]): string {
  const lines = errors
    .slice(0, 12)
    .map(
      (error) =>
        `  ${error.instancePath || '(body)'}: ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
    );
  if (errors.length > 12) lines.push(`  … and ${errors.length - 12} more`);
  return lines.join('\n');
}

function preview(answer: ContractAnswer): string {
  const text =
    answer.body !== undefined && typeof answer.body === 'object' ? JSON.stringify(answer.body) : (answer.text ?? '');
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Sequelize } from 'sequelize';
import { badBodies, type BadBody, type JsonSchema } from './bad-bodies.js';
import { listTables } from '../../src/platform/testing/table-snapshot.js';
import { installWriteCounter, writesBetween, writesSoFar } from './write-counter.js';

/**
 * Sends bad bodies to every write operation (POST/PUT/PATCH/DELETE) of the served OpenAPI document, on
 * the loopback interface only, and reports 5xx answers and rows written by refused (4xx) requests.
 */

export interface FuzzOptions {
  app: Express;
  sequelize: Sequelize;
  /** Bearer token of an admin, sent to /api/admin routes (and to routes that document a bearer). */
  adminToken: string;
  bodiesPerOperation: number;
  /** Values for path parameters by name (default '1'). */
  pathValues?: Record<string, string>;
  /** Only operations whose "METHOD /path" matches. */
  only?: RegExp;
  seed?: number;
  log?: (line: string) => void;
}

export interface Finding {
  operation: string;
  label: string;
  status: number;
  detail: string;
}

export interface FuzzReport {
  operations: number;
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: Finding[];
  /** Refused requests (4xx) that changed rows. */
  writesOnRefusal: Finding[];
  rowsWrittenOnRefusal: number;
  /** A body that is not JSON answered 2xx by a route that takes JSON (it should be a 415). */
  acceptedNonJson: Finding[];
}

type Operation = { method: string; path: string; schema?: JsonSchema; secured: boolean; types: string[] };

const isJsonType = (type: string | null) => /^application\/([\w.-]+\+)?json\b/.test(type ?? '');
/** Whether an operation takes this non-JSON body: it documents the type, or it is a provider's webhook. */
const takesOtherTypes = (operation: Operation, type: string | null) =>
  isJsonType(type) || operation.types.includes(type ?? '') || /\/webhooks\//.test(operation.path);

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];
const REQUEST_TIMEOUT_MS = 15_000;

export async function fuzzApi(options: FuzzOptions): Promise<FuzzReport> {
  const log = options.log ?? (() => {});
  const server = await listenOnLoopback(options.app);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const document = (await (await fetch(`${base}/api/docs/openapi.json`)).json()) as OpenApiDocument;
    const resolve = resolverOf(document);
    const operations = writeOperations(document, resolve).filter(
      (op) => !options.only || options.only.test(`${op.method} ${op.path}`),
    );
    await installWriteCounter(options.sequelize, await listTables(options.sequelize));
    const report: FuzzReport = {
      operations: operations.length,
      requests: 0,
      byStatus: {},
      serverErrors: [],
      writesOnRefusal: [],
      rowsWrittenOnRefusal: 0,
      acceptedNonJson: [],
    };
    let before = await writesSoFar(options.sequelize);
    let ip = 0;
    for (const [index, operation] of operations.entries()) {
      const name = `${operation.method.toUpperCase()} ${operation.path}`;
      const params = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
      const bodies = badBodies(
        operation.schema,
        resolve,
        options.bodiesPerOperation,
        (options.seed ?? 24) + index,
        params,
      );
      let fiveHundreds = 0;
      const started = Date.now();
      for (const body of bodies) {
        ip += 1;
        const url = base + pathOf(operation.path, options.pathValues ?? {}, body.path);
        const status = await send(
          url,
          operation,
          body,
          options.adminToken,
          `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
        );
        report.requests += 1;
        const bucket = `${Math.floor(status.code / 100)}xx`;
        report.byStatus[bucket] = (report.byStatus[bucket] ?? 0) + 1;
        if (status.code >= 500) {
          fiveHundreds += 1;
          report.serverErrors.push({
            operation: name,
            label: body.label,
            status: status.code,
            detail: status.text.slice(0, 200),
          });
        }
        const after = await writesSoFar(options.sequelize);
        if (status.code < 300 && body.kind === 'raw' && !takesOtherTypes(operation, body.contentType)) {
          report.acceptedNonJson.push({ operation: name, label: body.label, status: status.code, detail: '' });
        }
        if (status.code >= 400 && status.code < 500) {
          const written = writesBetween(before, after);
          if (written.length > 0) {
            const rows = written.reduce((sum, w) => sum + w.rows, 0);
            report.rowsWrittenOnRefusal += rows;
            report.writesOnRefusal.push({
              operation: name,
              label: body.label,
              status: status.code,
              detail: written.map((w) => `${w.table}: ${w.rows}`).join(', '),
            });
          }
        }
        before = after;
      }
      log(
        `${name}: ${bodies.length} cuerpos en ${Date.now() - started} ms${fiveHundreds ? `, ${fiveHundreds} 5xx` : ''}`,
      );
    }
    return report;
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function listenOnLoopback(app: Express): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
    server.on('error', reject);
  });
}

function pathOf(template: string, values: Record<string, string>, junk?: string): string {
  let first = true;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (junk !== undefined && first) {
      first = false;
      return junk;
    }
    first = false;
    return encodeURIComponent(values[name] ?? '1');
  });
}

async function send(
  url: string,
  operation: Operation,
  body: BadBody,
  token: string,
  ip: string,
): Promise<{ code: number; text: string }> {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip, Accept: 'application/json' };
  if (operation.secured || new URL(url).pathname.startsWith('/api/admin')) headers.Authorization = `Bearer ${token}`;
  let payload: string;
  if (body.kind === 'raw') {
    if (body.contentType) headers['Content-Type'] = body.contentType;
    payload = body.text;
  } else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body.value) ?? 'null';
  }
  // fetch sends a text body as UTF-8: lone surrogates are written as JSON escapes by JSON.stringify.
  try {
    const response = await fetch(url, {
      method: operation.method.toUpperCase(),
      headers,
      body: new TextEncoder().encode(payload),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    return { code: response.status, text };
  } catch (error) {
    // No answer in time counts as a server error (599), never as a pass.
    return { code: 599, text: `sin respuesta: ${(error as Error).message}` };
  }
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

function resolverOf(document: OpenApiDocument): (schema: JsonSchema) => JsonSchema {
  return (schema) => {
    let current = schema;
    for (let i = 0; i < 10 && current.$ref; i++) {
      const name = current.$ref.replace('#/components/schemas/', '');
      current = document.components?.schemas?.[name] ?? {};
    }
    return current;
  };
}

function writeOperations(document: OpenApiDocument, resolve: (s: JsonSchema) => JsonSchema): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!WRITE_METHODS.includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      operations.push({
        method,
        path,
        schema: json ? resolve(json) : undefined,
        secured: (operation.security?.length ?? 0) > 0,
        types: Object.keys(content),
      });
    }
  }
  return operations;
}

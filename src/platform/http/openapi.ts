import { OpenAPIRegistry, OpenApiGeneratorV31, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

/**
 * The OpenAPI document of the whole API, assembled from what each router registers beside itself
 * (`<router>.openapi.ts`, bound to PLATFORM.ApiDoc by its module): the zod schemas the routes parse with
 * describe the requests, so the document cannot drift from the validation. tests: api-docs.test.ts walks the
 * Express app and fails when a route is missing here (or documented but gone).
 */

/** A module's registration: adds its routes to the document. */
export type ApiDoc = (api: ApiDocs) => void;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const errorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'Código estable (spec 03 §8): NOT_FOUND, BAD_REQUEST, …' }),
      message: z.string().meta({ description: 'Mensaje en español para mostrar' }),
      details: z.unknown().optional(),
    }),
  })
  .meta({ id: 'Error' });

const ERROR_TEXT: Record<number, string> = {
  400: 'Datos inválidos: mensaje en español y errores por campo en details.errors.',
  401: 'Sin token de acceso válido.',
  403: 'Sin el permiso requerido.',
  404: 'No encontrado.',
  409: 'En conflicto con el estado actual.',
  413: 'Demasiado grande.',
  415: 'El cuerpo no es JSON (Content-Type: application/json) ni un formulario de subida declarado.',
  422: 'No se puede procesar.',
  429: 'Demasiadas solicitudes (Retry-After).',
  502: 'El proveedor externo no respondió.',
  503: 'Servicio no disponible.',
};

/** How a route answers when it succeeds. */
export interface SuccessDoc {
  /** Default 200 (201 for a POST with `created`). */
  status?: number;
  description?: string;
  /** The JSON body; absent for an answer without a schema of its own (say what it is in description). */
  schema?: z.ZodType;
  /** A non-JSON answer: 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'… */
  contentType?: string;
}

export interface RouteDoc {
  summary: string;
  description?: string;
  /** Path parameters: the schema the route parses them with; default, each `:name` of the path as a string. */
  params?: z.ZodType;
  /** The query schema the route parses with (an object, possibly wrapped in preprocess/transform). */
  query?: z.ZodType;
  /** The JSON body schema the route parses with. */
  body?: z.ZodType;
  /** A multipart/form-data upload: its fields (files as z.string().meta({ format: 'binary' })). */
  form?: z.ZodType;
  /** The success answer: a JSON schema, or its full description. */
  response?: z.ZodType | SuccessDoc;
  /** Other answers that are not `{ error }` (a 204 without an offer, readiness' 503 with its checks). */
  responses?: Record<number, SuccessDoc>;
  /** Statuses of `{ error }` answers beyond 400 (added when the route takes input). */
  errors?: number[];
  /** Back-office route: the permission string required (bearer token); adds 401 and 403. */
  permission?: string;
  /** Needs a signed-in user (bearer token) but no particular permission; adds 401. */
  auth?: boolean;
  /** A react-admin list: the total comes in Content-Range. */
  list?: boolean;
  /** Request headers the route reads (Idempotency-Key…). */
  headers?: z.ZodObject;
  deprecated?: boolean;
}

const isSuccessDoc = (value: z.ZodType | SuccessDoc): value is SuccessDoc => !(value instanceof z.ZodType);

/** `/a/:id{/:b}` (Express 5) as the OpenAPI paths it stands for: `/a/{id}` and `/a/{id}/{b}`. */
export function openApiPaths(expressPath: string): string[] {
  const optional = /\{([^{}]*)\}/.exec(expressPath);
  if (optional) {
    const [whole, inner] = optional;
    const before = expressPath.slice(0, optional.index);
    const after = expressPath.slice(optional.index + whole.length);
    return [...openApiPaths(before + after), ...openApiPaths(before + inner + after)].map((p) => p || '/');
  }
  return [expressPath.replace(/[:*](\w+)/g, '{$1}').replace(/(.)\/$/, '$1')];
}

const pathParams = (openApiPath: string) => [...openApiPath.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);

/** The routes of one router, mounted at `base`, under one tag of the document. */
export class ApiRouterDocs {
  constructor(
    private readonly registry: OpenAPIRegistry,
    private readonly base: string,
    private readonly tag: string,
    private readonly operationIds: Set<string> = new Set(),
  ) {}

  get(path: string, doc: RouteDoc): this {
    return this.add('get', path, doc);
  }
  post(path: string, doc: RouteDoc): this {
    return this.add('post', path, doc);
  }
  put(path: string, doc: RouteDoc): this {
    return this.add('put', path, doc);
  }
  patch(path: string, doc: RouteDoc): this {
    return this.add('patch', path, doc);
  }
  delete(path: string, doc: RouteDoc): this {
    return this.add('delete', path, doc);
  }

  private add(method: Method, path: string, doc: RouteDoc): this {
    const full = `${this.base}${path === '/' ? '' : path}` || '/';
    for (const openApiPath of openApiPaths(full)) {
      this.registry.registerPath(this.config(method, openApiPath, doc));
    }
    return this;
  }

  private config(method: Method, path: string, doc: RouteDoc): RouteConfig {
    const names = pathParams(path);
    const params =
      names.length === 0
        ? undefined
        : doc.params
          ? onlyKeys(doc.params, names)
          : z.object(Object.fromEntries(names.map((name) => [name, z.string()])));
    const takesInput = Boolean(doc.query || doc.body || doc.form || doc.headers || names.length > 0);
    const takesBody = Boolean(doc.body || doc.form);
    const statuses = new Set<number>([
      ...(takesInput ? [400] : []),
      // The body parser (and multer's file limit) refuse an oversized body before the route runs.
      ...(takesBody ? [413] : []),
      // A write whose body is not JSON (or a declared upload) is refused before the route runs.
      ...(method === 'get' ? [] : [415]),
      ...(doc.permission || doc.auth ? [401] : []),
      ...(doc.permission ? [403] : []),
      ...(doc.errors ?? []),
    ]);
    const errorResponses = Object.fromEntries(
      [...statuses]
        .sort()
        .map((status) => [
          status,
          { description: ERROR_TEXT[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } },
        ]),
    );
    const success: SuccessDoc = doc.response
      ? isSuccessDoc(doc.response)
        ? doc.response
        : { schema: doc.response }
      : {};
    const status = success.status ?? 200;
    const headers = doc.list
      ? {
          'Content-Range': {
            description: 'La página y el total para react-admin: `<recurso> 0-24/319`',
            schema: { type: 'string' as const },
          },
        }
      : undefined;
    const description = [
      doc.description,
      doc.permission ? `Permiso requerido: \`${doc.permission}\`.` : undefined,
      doc.list
        ? 'Listado de react-admin: `sort=["campo","ASC"]`, `range=[0,24]`, `filter={…}` (JSON en la query).'
        : undefined,
    ]
      .filter(Boolean)
      .join('\n\n');
    const operationId = operationIdOf(method, path);
    if (this.operationIds.has(operationId)) throw new Error(`OpenAPI: operationId repetido ${operationId} (${path})`);
    this.operationIds.add(operationId);
    return {
      method,
      path,
      operationId,
      tags: [this.tag],
      summary: doc.summary,
      ...(description ? { description } : {}),
      ...(doc.deprecated ? { deprecated: true } : {}),
      // Public operations say so: no global requirement applies to them.
      security: doc.permission || doc.auth ? [{ bearerAuth: [] }] : [],
      request: {
        ...(params ? { params } : {}),
        ...(doc.query ? { query: objectOf(doc.query, `${method} ${path} query`) } : {}),
        ...(doc.headers ? { headers: doc.headers } : {}),
        ...(doc.body ? { body: { required: true, content: { 'application/json': { schema: doc.body } } } } : {}),
        ...(doc.form ? { body: { required: true, content: { 'multipart/form-data': { schema: doc.form } } } } : {}),
      },
      responses: {
        [status]: { ...answer(status, success), ...(headers ? { headers } : {}) },
        ...errorResponses,
        ...Object.fromEntries(
          Object.entries(doc.responses ?? {}).map(([code, other]) => [code, answer(Number(code), other)]),
        ),
      },
    };
  }
}

/**
 * A stable, unique operationId from the method and the path (not the summary, which is edited freely):
 * `GET /api/admin/leads/{id}/assign` is `getAdminLeadsByIdAssign`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment, index) => segment && !(index === 1 && segment === 'api'))
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1] as string] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function answer(status: number, doc: SuccessDoc) {
  const description = doc.description ?? (status === 204 ? 'Sin contenido.' : 'Correcto.');
  if (status === 204) return { description };
  const content = doc.contentType
    ? { [doc.contentType]: { schema: { type: 'string' as const, format: 'binary' } } }
    : { 'application/json': doc.schema ? { schema: doc.schema } : {} };
  return { description, content };
}

type Def = { type: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object inside a schema wrapped in preprocess/transform/optional (query strings are objects). */
export function objectOf(schema: z.ZodType, where: string): z.ZodObject {
  const def = defOf(schema);
  if (schema instanceof z.ZodObject) return schema;
  if (def.type === 'pipe') {
    for (const side of [def.in, def.out]) {
      if (!side) continue;
      try {
        return objectOf(side, where);
      } catch {
        // the other side
      }
    }
  }
  if (def.innerType) return objectOf(def.innerType, where);
  throw new Error(`OpenAPI: ${where} no es un objeto zod`);
}

/** The path parameters of a route, from the schema it parses them with (keys the path does not have dropped). */
function onlyKeys(schema: z.ZodType, names: string[]): z.ZodObject {
  const object = objectOf(schema, 'params');
  const shape = object.shape as Record<string, z.ZodType>;
  return z.object(Object.fromEntries(names.map((name) => [name, shape[name] ?? z.string()])));
}

/** What each module's ApiDoc receives. */
export class ApiDocs {
  readonly registry = new OpenAPIRegistry();
  private readonly operationIds = new Set<string>();

  constructor() {
    this.registry.registerComponent('securitySchemes', 'bearerAuth', {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'Token de acceso de POST /token (back-office y empresas clientes).',
    });
  }

  /** The routes of the router mounted at `base`, under `tag`. */
  router(base: string, tag: string): ApiRouterDocs {
    return new ApiRouterDocs(this.registry, base, tag, this.operationIds);
  }
}

/** `{ data: … }`, the envelope of most site answers. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/**
 * A body whose listed fields the route requires although its zod schema lets them out (the domain checks them
 * and answers every missing field at once, in Spanish): the document says they are required.
 */
export function requiredIn<T extends z.ZodObject>(
  schema: T,
  keys: readonly (keyof T['shape'] & string)[],
): z.ZodObject {
  const shape = schema.shape as Record<string, z.ZodType>;
  return schema.extend(Object.fromEntries(keys.map((key) => [key, present(shape[key]!)])));
}

/** The field without its optional/default wrapper. */
function present(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  return (def.type === 'optional' || def.type === 'default') && def.innerType ? present(def.innerType) : schema;
}

/** A path id the routes parse as a positive integer. */
export const numericIdParams = z.object({ id: z.coerce.number().int().positive() });

/** What a registered operation declares of its request body: its content types. */
export type RegisteredOperations = Record<
  string,
  Record<string, { requestBody?: { content?: Record<string, unknown> } } | undefined>
>;

/**
 * Each registered operation's request body by path and method, as the document has them, without generating
 * the document: turning every zod schema into JSON Schema took 1-3 s (a profile of the bulk-load bench, issue
 * 31), paid by a process's first upload, when only the content types were read (documentedBodyTypes).
 */
export function registeredOperations(docs: ApiDoc[]): { paths: RegisteredOperations } {
  const api = new ApiDocs();
  for (const register of docs) register(api);
  const paths: RegisteredOperations = {};
  for (const definition of api.registry.definitions) {
    if (definition.type !== 'route') continue;
    const { path, method, request } = definition.route;
    (paths[path] ??= {})[method] = { requestBody: request?.body as { content?: Record<string, unknown> } };
  }
  return { paths };
}

/** The whole document (OpenAPI 3.1) from every registration. */
export function buildOpenApiDocument(docs: ApiDoc[]): ReturnType<OpenApiGeneratorV31['generateDocument']> {
  const api = new ApiDocs();
  for (const register of docs) register(api);
  return new OpenApiGeneratorV31(api.registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Comparador de seguros — API',
      version: '1.0.0',
      description:
        'Rutas de spec 02 §7 y spec 03 §7. Errores: `{ error: { code, message, details? } }` con mensajes en español. ' +
        'Las rutas /api/admin piden un token de acceso (POST /token) con el permiso indicado en cada una.',
    },
    servers: [{ url: '/' }],
  });
}

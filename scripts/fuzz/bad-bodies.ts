/**
 * Bad request bodies for one write operation, built from its documented JSON schema: a plausible body
 * with one field broken at a time (wrong types, NUL, lone surrogates, huge and negative numbers, impossible
 * dates), whole-body junk, and raw payloads with wrong content types. Deterministic for a seed.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  minLength?: number;
  pattern?: string;
};

/** One request to send: a JSON value (sent as application/json) or raw text with its content type. */
export type BadBody =
  | { kind: 'json'; label: string; value: unknown; path?: string }
  | { kind: 'raw'; label: string; contentType: string | null; text: string; path?: string };

export function prng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
}

/** A value that is plausibly valid for the schema: the base that one broken field at a time departs from. */
export function plausible(schema: JsonSchema | undefined, resolve: (s: JsonSchema) => JsonSchema, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum[0];
  const options = s.anyOf ?? s.oneOf;
  if (options) {
    const nonNull = options.map(resolve).find((o) => o.type !== 'null');
    return plausible(nonNull ?? options[0], resolve, depth + 1);
  }
  if (s.allOf?.[0]) return plausible(s.allOf[0], resolve, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(s.properties ?? {})) out[key] = plausible(sub, resolve, depth + 1);
      return out;
    }
    case 'array':
      return [plausible(s.items, resolve, depth + 1)];
    case 'integer':
      return Math.max(1, s.minimum ?? 1);
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date') return '2026-01-15';
      if (s.format === 'date-time') return '2026-01-15T12:00:00.000Z';
      if (s.format === 'email') return 'fuzz@example.com';
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 'x';
  }
}

const JUNK_VALUES: [string, unknown][] = [
  ['true', true],
  ['false', false],
  ['empty string', ''],
  ['blank string', '   '],
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'a\ud800b'],
  ['lone low surrogate', '\udc00'],
  ['null', null],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['beyond safe integer', Number.MAX_SAFE_INTEGER + 2],
  ['numeric string', '1'],
  ['negative string', '-5'],
  ['impossible date', '2026-02-30'],
  ['array', []],
  ['array of null', [null]],
  ['object', {}],
  ['nested junk', { a: [{ b: { c: ['\u0000', -1e300, null] } }] }],
  ['long string', 'z'.repeat(20_000)],
  ['prototype key', JSON.parse('{"__proto__":{"admin":true}}')],
];

const WHOLE_BODIES: [string, unknown][] = [
  ['empty object', {}],
  ['array body', []],
  ['array of objects', [{}, {}]],
  ['string body', 'hola'],
  ['number body', 42],
  ['null body', null],
  ['true body', true],
  ['NUL key', { 'a\u0000': 1 }],
  ['surrogate key', { '\ud800': 'x' }],
  ['deep nesting', JSON.parse('['.repeat(500) + ']'.repeat(500))],
];

const RAW_BODIES: [string, string | null, string][] = [
  ['text/plain JSON', 'text/plain', '{"name":"x"}'],
  ['form-urlencoded', 'application/x-www-form-urlencoded', 'name=x&id=1'],
  ['no content type', null, '{"name":"x"}'],
  ['xml', 'application/xml', '<a>1</a>'],
  ['broken JSON', 'application/json', '{"name":'],
  ['JSON with raw NUL escape', 'application/json', '{"name":"a\\u0000b"}'],
  ['latin1 charset', 'application/json; charset=latin1', '{"name":"x"}'],
  ['octet-stream', 'application/octet-stream', '\u0000\u0001\u0002'],
];

const PATH_JUNK = ['0', '-1', '1.5', 'abc', '99999999999999999999', '%00', '%ED%A0%80', 'true', '%20'];

/** At least `count` bad bodies for an operation (fewer only when count is small: then a spread sample). */
export function badBodies(
  schema: JsonSchema | undefined,
  resolve: (s: JsonSchema) => JsonSchema,
  count: number,
  seed: number,
  pathParams: string[],
): BadBody[] {
  const random = prng(seed);
  const base = schema ? plausible(schema, resolve) : {};
  const all: BadBody[] = [];
  for (const [label, contentType, text] of RAW_BODIES) all.push({ kind: 'raw', label, contentType, text });
  for (const [label, value] of WHOLE_BODIES) all.push({ kind: 'json', label, value });
  if (pathParams.length > 0) {
    for (const junk of PATH_JUNK) all.push({ kind: 'json', label: `path ${junk}`, value: base, path: junk });
  }
  const fields = leafPaths(base);
  for (const field of fields) {
    for (const [label, value] of JUNK_VALUES) {
      all.push({
        kind: 'json',
        label: `${field.join('.') || '(body)'}: ${label}`,
        value: replaced(base, field, value),
      });
    }
    if (field.length > 0) all.push({ kind: 'json', label: `${field.join('.')}: missing`, value: removed(base, field) });
  }
  // Random mixes: several fields broken at once, until there are enough.
  const junkOnly = JUNK_VALUES.map(([, value]) => value);
  while (all.length < count) {
    let value = base;
    const broken = 1 + Math.floor(random() * 3);
    for (let i = 0; i < broken && fields.length > 0; i++) {
      const field = fields[Math.floor(random() * fields.length)] as string[];
      value = replaced(value, field, junkOnly[Math.floor(random() * junkOnly.length)]);
    }
    if (fields.length === 0) value = { [`campo${all.length}`]: junkOnly[Math.floor(random() * junkOnly.length)] };
    all.push({ kind: 'json', label: `mix ${all.length}`, value });
  }
  if (all.length <= count) return all;
  // A spread sample that keeps the first raw and whole-body cases.
  const step = all.length / count;
  return Array.from({ length: count }, (_, i) => all[Math.floor(i * step)] as BadBody);
}

function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0) return prefix.length > 0 ? [prefix] : [];
    return [...(prefix.length > 0 ? [prefix] : []), ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k]))];
  }
  if (Array.isArray(value) && value.length > 0) return [prefix, ...leafPaths(value[0], [...prefix, '0'])];
  return prefix.length > 0 ? [prefix] : [];
}

function replaced(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[Number(head)] = replaced(copy[Number(head)], rest, leaf);
    return copy;
  }
  const object = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ...object, [head]: replaced(object[head], rest, leaf) };
}

function removed(value: unknown, path: string[]): unknown {
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = removed(copy[Number(head)], rest);
    return copy;
  }
  const object = { ...((value ?? {}) as Record<string, unknown>) };
  if (rest.length === 0) delete object[head];
  else object[head] = removed(object[head], rest);
  return object;
}

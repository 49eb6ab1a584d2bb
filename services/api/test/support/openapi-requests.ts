import fc from 'fast-check';

/** The parts of an OpenAPI 3 document the request generator reads. */
export interface SchemaObject {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: SchemaObject;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content: Record<string, { schema?: SchemaObject }> };
  security?: unknown[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, SchemaObject> };
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  parameters: ParameterObject[];
  jsonBody?: SchemaObject;
  multipartBody?: SchemaObject;
}

/** A request ready for `app.inject`. */
export interface GeneratedRequest {
  operation: Operation;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      jsonBody: operation.requestBody?.content['application/json']?.schema,
      multipartBody: operation.requestBody?.content['multipart/form-data']?.schema,
    })),
  );
}

/** Strings an attacker tries in every text field, search and path segment. */
const HOSTILE_TEXTS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5000),
  "' OR 1=1 --",
  '../../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  '😀😀😀',
  '\uD800',
  '1e308',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '9'.repeat(400),
  'NaN',
  'null',
  'true',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '[object Object]',
];

/** Path segments an attacker tries, already as they would appear in a URL. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1e308',
  '1.5',
  '99999999999999999999',
  '9'.repeat(400),
  '%00',
  'a%00b',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'abc',
  '%20',
  'x'.repeat(600),
];

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 2,
  2_147_483_648,
  [],
  [null],
  ['x'],
  [1, 2, 3],
  {},
  { a: 1 },
  { __proto__: { is_staff: true } },
];

const hostileText = fc.oneof(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ maxLength: 40 }));
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 3, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Bodies that are not what any route expects: empty, not JSON, too deep, of the wrong kind. */
const HOSTILE_RAW_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"texte"',
  '12',
  '[1,2,3]',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  '{"__proto__":{"is_staff":true}}',
  '{"constructor":{"prototype":{"is_staff":true}}}',
];

/** A query value as a URL carries it; a lone surrogate becomes the invalid UTF-8 it would be sent as. */
function encodeQueryValue(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

export class RequestGenerator {
  constructor(
    private readonly document: OpenApiDocument,
    /** Ids that exist in the database, so that some requests reach the code behind the lookup. */
    private readonly knownIds: number[],
  ) {}

  private resolve(schema: SchemaObject): SchemaObject {
    if (schema.$ref) {
      const name = schema.$ref.split('/').pop() as string;
      return this.resolve(this.document.components?.schemas?.[name] ?? {});
    }
    if (schema.allOf?.length) return this.resolve(schema.allOf[0]);
    if (schema.oneOf?.length) return this.resolve(schema.oneOf[0]);
    if (schema.anyOf?.length) return this.resolve(schema.anyOf[0]);
    return schema;
  }

  /** A value the schema accepts, or near it. */
  private plausible(raw: SchemaObject, depth = 0): fc.Arbitrary<unknown> {
    const schema = this.resolve(raw);
    if (schema.enum?.length) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'integer':
      case 'number':
        return fc.oneof(
          fc.constantFrom(...this.knownIds),
          fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 1000, 1_000_000) }),
        );
      case 'boolean':
        return fc.boolean();
      case 'array':
        return depth > 2 ? fc.constant([]) : fc.array(this.plausible(schema.items ?? {}, depth + 1), { maxLength: 3 });
      case 'object':
        return depth > 2 ? fc.constant({}) : this.object(schema, depth + 1);
      default:
        if (schema.format === 'email') return fc.emailAddress();
        if (schema.format === 'date') return fc.constantFrom('2026-01-15', '2026-12-31');
        if (schema.format === 'date-time') return fc.constantFrom('2026-01-15T10:00:00Z', '2027-06-01T00:00:00Z');
        if (schema.format === 'binary') return fc.constant('fichier');
        return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    }
  }

  /** A schema's value three times in four, something hostile otherwise. */
  private field(schema: SchemaObject, depth = 0): fc.Arbitrary<unknown> {
    return fc.oneof({ weight: 3, arbitrary: this.plausible(schema, depth) }, { weight: 1, arbitrary: hostileValue });
  }

  private object(schema: SchemaObject, depth = 0): fc.Arbitrary<Record<string, unknown>> {
    const properties = Object.entries(schema.properties ?? {});
    return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, this.field(property, depth)])), {
      requiredKeys: [],
    });
  }

  private pathSegment(): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...this.knownIds).map(String) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
    );
  }

  private queryValue(schema: SchemaObject): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 3, arbitrary: this.plausible(schema).map(String) },
      { weight: 1, arbitrary: hostileText },
    );
  }

  private query(operation: Operation): fc.Arbitrary<string> {
    const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
    const pairs = parameters.map((parameter) =>
      fc.option(
        fc.tuple(
          this.queryValue(parameter.schema ?? {}),
          fc.option(this.queryValue(parameter.schema ?? {}), { freq: 8 }),
        ),
        { freq: 2 },
      ),
    );
    return fc.tuple(...pairs).map((values) =>
      values
        .flatMap((value, index) => {
          if (!value) return [];
          const name = parameters[index].name;
          return [value[0], ...(value[1] === null ? [] : [value[1]])].map(
            (item) => `${name}=${encodeQueryValue(item)}`,
          );
        })
        .join('&'),
    );
  }

  private url(operation: Operation): fc.Arbitrary<string> {
    const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    return fc
      .tuple(fc.array(this.pathSegment(), { minLength: names.length, maxLength: names.length }), this.query(operation))
      .map(([segments, query]) => {
        let path = operation.path;
        names.forEach((name, index) => (path = path.replace(`{${name}}`, segments[index])));
        return query ? `${path}?${query}` : path;
      });
  }

  private jsonPayload(schema: SchemaObject): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 6, arbitrary: this.object(this.resolve(schema)).map((body) => JSON.stringify(body)) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_RAW_BODIES) },
      { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
    );
  }

  private multipartPayload(schema: SchemaObject): fc.Arbitrary<{ boundary: string; payload: Buffer }> {
    const boundary = 'fuzz-boundary-7d93';
    return this.object(this.resolve(schema)).map((fields) => {
      const parts = Object.entries(fields).map(([name, value]) => {
        const isFile = this.resolve(schema).properties?.[name]?.format === 'binary';
        const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
        return isFile
          ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${text}\r\n`
          : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`;
      });
      return { boundary, payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) };
    });
  }

  /** Requests for one operation: plausible and hostile path, query and body. */
  requests(operation: Operation): fc.Arbitrary<GeneratedRequest> {
    const body: fc.Arbitrary<Pick<GeneratedRequest, 'headers' | 'payload'>> = operation.jsonBody
      ? operation.multipartBody
        ? fc.oneof(this.json(operation.jsonBody), this.multipart(operation.multipartBody))
        : this.json(operation.jsonBody)
      : operation.multipartBody
        ? this.multipart(operation.multipartBody)
        : fc.constant({ headers: {} });
    return fc
      .tuple(this.url(operation), body)
      .map(([url, { headers, payload }]) => ({ operation, url, headers, payload }));
  }

  private json(schema: SchemaObject): fc.Arbitrary<Pick<GeneratedRequest, 'headers' | 'payload'>> {
    return this.jsonPayload(schema).map((payload) => ({ headers: { 'content-type': 'application/json' }, payload }));
  }

  private multipart(schema: SchemaObject): fc.Arbitrary<Pick<GeneratedRequest, 'headers' | 'payload'>> {
    return this.multipartPayload(schema).map(({ boundary, payload }) => ({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    }));
  }
}

/** Every string of an error body (a `detail`, or the messages of each field). */
export function messagesOf(body: unknown): string[] {
  if (typeof body === 'string') return [body];
  if (Array.isArray(body)) return body.flatMap(messagesOf);
  if (body && typeof body === 'object') {
    return Object.entries(body)
      .filter(([key]) => key !== 'request_id' && key !== 'code')
      .flatMap(([, value]) => messagesOf(value));
  }
  return [];
}

/** Phrases of the frameworks' English messages (the French ones may quote an English value such as `failed`). */
const ENGLISH =
  /\b(must be|should (be|not)|is (not|expected|required)|failed \(|unknown value|object is|Cannot|Unexpected|Bad Request|Not Found|Internal Server|Payload Too Large|FST_\w+|undefined)\b/i;

export const isFrench = (message: string): boolean => message.trim().length > 0 && !ENGLISH.test(message);

import fc from 'fast-check';

/**
 * Hostile inputs for the fuzz suite, generated from the zod 4 schemas the routes declare. No
 * published zod-to-fast-check package supports zod 4 (zod-fast-check stops at zod 3), so this walks
 * zod 4's own introspection (`schema._zod.def`) to build values of about the right shape, then
 * breaks them in the ways an attacker would.
 */

interface ZodDef {
  type: string;
  checks?: Array<{
    _zod: { def: { check: string; minimum?: number; maximum?: number; format?: string } };
  }>;
  [key: string]: unknown;
}
interface ZodLike {
  _zod: { def: ZodDef };
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  safeParse?: (value: unknown) => { success: boolean };
}

export const isZodSchema = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;
const defOf = (schema: ZodLike) => schema._zod.def;

/** The object shape of a schema (through optional, default and pipe wrappers), or null. */
export function shapeOf(schema: ZodLike): Record<string, ZodLike> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, ZodLike>;
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable')
    return shapeOf(def.innerType as ZodLike);
  if (def.type === 'pipe') return shapeOf(def.in as ZodLike);
  return null;
}

const lengthLimit = (schema: ZodLike, check: 'min_length' | 'max_length') =>
  defOf(schema).checks?.find((c) => c._zod.def.check === check)?._zod.def[
    check === 'min_length' ? 'minimum' : 'maximum'
  ];

/** Values of about the schema's shape (many pass it), a base for the mutations below. */
export function validish(schema: ZodLike, key = ''): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      if (/email/i.test(key)) return fc.emailAddress();
      const min = schema.minLength ?? 0;
      const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
      return fc.string({ minLength: min, maxLength: max });
    }
    case 'number': {
      const low = Math.max(schema.minValue ?? -1000, -1e6);
      const high = Math.min(schema.maxValue ?? 1000, 1e6);
      const isInt = def.checks?.some(
        (c) => c._zod.def.format === 'safeint' || c._zod.def.format === 'int32',
      );
      return isInt
        ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
        : fc.double({ min: low, max: high, noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
      return fc.option(validish(def.innerType as ZodLike, key), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(validish(def.innerType as ZodLike, key), { nil: null, freq: 4 });
    case 'pipe': {
      // z.preprocess is a pipe whose input is a transform: its output schema says what to send.
      const input = def.in as ZodLike;
      return validish(defOf(input).type === 'transform' ? (def.out as ZodLike) : input, key);
    }
    case 'union':
      return fc.oneof(...(def.options as ZodLike[]).map((option) => validish(option, key)));
    case 'object': {
      const shape = def.shape as Record<string, ZodLike>;
      return fc.record(
        Object.fromEntries(
          Object.entries(shape).map(([name, field]) => [name, validish(field, name)]),
        ),
      );
    }
    case 'array': {
      const min = lengthLimit(schema, 'min_length') ?? 0;
      const max = Math.max(min, Math.min(lengthLimit(schema, 'max_length') ?? 5, 8));
      return fc.array(validish(def.element as ZodLike, key), { minLength: min, maxLength: max });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 4,
      });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const NUL = '\u0000';
/** Right-to-left override, pop, right-to-left mark: what makes a file name or a text read backwards. */
const RTL = '\u202e';

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    NUL,
    `a${NUL}b`,
    `${RTL}gpj.exe${'\u202c'}`,
    `\u200f${RTL}ليلى`,
    '\ud800',
    'x\udfffy',
    '__proto__',
    'constructor',
    '../../../../etc/passwd',
    '..%2f..%2f',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '%00',
    '${7*7}{{7*7}}',
    '   ',
    '',
    '\r\nSet-Cookie: a=b',
    'NaN',
    '2147483648',
    '-1',
    '9'.repeat(400),
    '🌙'.repeat(3000),
    'ـ'.repeat(10_000),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 30 }).map((text) => `${text}${NUL}${text}`),
  fc.string({ maxLength: 30 }).map((text) => `${RTL}${text}`),
  fc.integer({ min: 1000, max: 400_000 }).map((length) => 'x'.repeat(length)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2147483648,
    2147483647,
    -2147483649,
    4294967296,
    -1,
    0,
    -0,
    0.5,
    1e308,
    -1e308,
    1e-300,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A value of any kind that a field should not hold. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      null,
      true,
      false,
      [],
      {},
      [null],
      [[[]]],
      { $gt: '' },
      { __proto__: null },
    ),
  },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.array(hostileNumber, { maxLength: 20 }) },
);

/** JSON number literals that JSON.stringify cannot write: past int4, past doubles, past 64 bits. */
const rawNumbers = [
  '2147483648',
  '-2147483649',
  '1e400',
  '-1e400',
  '123456789012345678901234567890',
  '-0',
  '1E+2',
  '0.0000000000000000000000001',
  '9223372036854775808',
];

const malformedJson = [
  '{',
  '{"a":',
  '[1,2',
  '{"a":1}}',
  'nul',
  NUL,
  "{'a':1}",
  '{"a":-}',
  '{"a":1,}',
  '{"a":"\\u0000"}',
  '{"a":"\\ud800"}',
  `{"a":"${'\\'.repeat(3)}"}`,
  '',
  ' ',
  '\ufeff{}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
];

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=qamar',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/jsonx',
  'APPLICATION/JSON',
  '',
];

export interface HostileBody {
  /** What this payload tries, for the failure report. */
  kind: string;
  contentType: string | undefined;
  body: string | undefined;
}

const json = (value: unknown) => JSON.stringify(value) ?? 'null';

/** The object's JSON with `key` set to a raw JSON text (prototype keys and raw literals survive this way). */
const withRawKey = (base: unknown, key: string, rawValue: string) => {
  const rest =
    typeof base === 'object' && base !== null && !Array.isArray(base)
      ? Object.fromEntries(Object.entries(base).filter(([name]) => name !== key))
      : {};
  const text = json(rest);
  return `{${JSON.stringify(key)}:${rawValue}${text === '{}' ? '' : ','}${text.slice(1)}`;
};

/**
 * Hostile bodies for a route whose body schema is `schema` (or none): one field broken, every field
 * broken, prototype keys, raw number literals, malformed JSON, wrong content types, oversize bodies,
 * and a few valid-looking ones so the handler itself is reached.
 */
export function hostileBodies(schema: ZodLike | undefined): fc.Arbitrary<HostileBody> {
  const base = schema ? validish(schema) : fc.constant({});
  const keys = (schema && shapeOf(schema) && Object.keys(shapeOf(schema)!)) || [
    'id',
    'name',
    'email',
  ];
  const key = fc.constantFrom(...keys);
  const asJson =
    (kind: string) =>
    (text: string): HostileBody => ({ kind, contentType: 'application/json', body: text });
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(base, key, hostileValue)
        .map(([value, name, bad]) =>
          asJson('one field hostile')(withRawKey(value, name, json(bad))),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .array(hostileValue, { minLength: keys.length, maxLength: keys.length })
        .map((values) =>
          asJson('every field hostile')(
            json(Object.fromEntries(keys.map((name, i) => [name, values[i]]))),
          ),
        ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(base, fc.constantFrom('__proto__', 'constructor', 'prototype'), hostileValue)
        .map(([value, name, bad]) =>
          asJson('prototype key')(
            withRawKey(
              value,
              name,
              json(
                name === 'constructor'
                  ? { prototype: { isAdmin: true, bad } }
                  : { isAdmin: true, polluted: bad },
              ),
            ),
          ),
        ),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, key, fc.constantFrom(...rawNumbers))
        .map(([value, name, raw]) => asJson('raw number literal')(withRawKey(value, name, raw))),
    },
    {
      weight: 2,
      arbitrary: hostileValue.map((value) => asJson('whole body hostile')(json(value))),
    },
    { weight: 2, arbitrary: fc.constantFrom(...malformedJson).map(asJson('malformed JSON')) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.constantFrom(...wrongContentTypes))
        .map(([value, type]): HostileBody => ({
          kind: 'wrong content type',
          contentType: type || undefined,
          body: json(value),
        })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(1_100_000, 2_000_000)
        .map((size) => asJson('oversize body')(json({ [keys[0]!]: 'x'.repeat(size) }))),
    },
    { weight: 2, arbitrary: base.map((value) => asJson('valid-looking')(json(value))) },
    {
      weight: 1,
      arbitrary: fc.constant<HostileBody>({
        kind: 'no body',
        contentType: undefined,
        body: undefined,
      }),
    },
  );
}

/** Hostile values for one path or query parameter, as they go into a URL (already percent-encoded where needed). */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constantFrom(
      '2147483648',
      '2147483647',
      '9223372036854775808',
      '99999999999999999999999',
      '-1',
      '0',
      '-0',
      '00001',
      '1e3',
      '1e400',
      '1.5',
      '0x10',
      '%201',
      'Infinity',
      'NaN',
      '%00',
      '1%00',
      '%',
      '%zz',
      '%E2%80%AE',
      '%C0%AE%C0%AE',
      '..',
      '%2e%2e%2f%2e%2e%2f',
      '%2F',
      '__proto__',
      'constructor',
      'a'.repeat(101),
      'a'.repeat(5000),
      '%F0%9F%8C%99',
      '%D9%84%D9%8A%D9%84%D9%89',
    ),
  },
  {
    weight: 3,
    arbitrary: hostileString
      .filter((text) => text.length < 2000)
      .map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\u0000'))),
  },
  {
    weight: 2,
    arbitrary: fc
      .oneof(fc.integer(), hostileNumber)
      .map((value) => encodeURIComponent(String(value))),
  },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String) },
);

/** The same path with one letter of its first segment percent-encoded (`/%61pi/...`, `/ap%69/...`). */
export function encodedPath(url: string, which: number): string {
  const match = /^\/([a-z]+)/.exec(url);
  if (!match) return url;
  const segment = match[1]!;
  const index = which % segment.length;
  const letter = segment[index]!;
  return `/${segment.slice(0, index)}%${letter.charCodeAt(0).toString(16)}${segment.slice(index + 1)}${url.slice(segment.length + 1)}`;
}

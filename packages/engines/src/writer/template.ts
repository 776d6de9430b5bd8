/**
 * The small template language the story lines are written in. One line is written three times
 * (English, Fusha, dialect); the languages must say the same thing, so the random choices inside a
 * line are linked: the k-th `[a|b|c]` group takes the same index in every language.
 *
 *   {H} {H.a} {d.want:H} {H:m|f} {d:eg|lb|gulf}   tokens, resolved by the story's vocabulary
 *   [walked|tiptoed|skipped]                      a linked random choice (options may hold tokens)
 */
export type Part = string | Token | Choice;
export interface Token {
  kind: 'token';
  name: string;
  field: string;
  args: string[];
}
export interface Choice {
  kind: 'choice';
  options: Part[][];
}

const cache = new Map<string, Part[]>();

export function parseTemplate(source: string): Part[] {
  const cached = cache.get(source);
  if (cached) return cached;
  const parts = parseParts(source, true);
  cache.set(source, parts);
  return parts;
}

function parseParts(source: string, allowChoices: boolean): Part[] {
  const parts: Part[] = [];
  let literal = '';
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '{') {
      const end = source.indexOf('}', i);
      if (end < 0) throw new Error(`unclosed { in: ${source}`);
      if (literal) parts.push(literal);
      literal = '';
      parts.push(parseToken(source.slice(i + 1, end)));
      i = end + 1;
    } else if (ch === '[' && allowChoices) {
      const end = source.indexOf(']', i);
      if (end < 0) throw new Error(`unclosed [ in: ${source}`);
      if (literal) parts.push(literal);
      literal = '';
      parts.push({
        kind: 'choice',
        options: splitOutsideBraces(source.slice(i + 1, end)).map((o) => parseParts(o, false)),
      });
      i = end + 1;
    } else {
      literal += ch;
      i++;
    }
  }
  if (literal) parts.push(literal);
  return parts;
}

function parseToken(body: string): Token {
  const colon = body.indexOf(':');
  const head = colon < 0 ? body : body.slice(0, colon);
  const args = colon < 0 ? [] : body.slice(colon + 1).split('|');
  const dot = head.indexOf('.');
  return {
    kind: 'token',
    name: dot < 0 ? head : head.slice(0, dot),
    field: dot < 0 ? '' : head.slice(dot + 1),
    args,
  };
}

function splitOutsideBraces(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of body) {
    if (ch === '{') depth++;
    if (ch === '}') depth--;
    if (ch === '|' && depth === 0) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
}

/** The sizes of the choice groups in order; the three languages of a line must agree on them. */
export function choiceShape(parts: Part[]): number[] {
  return parts
    .filter((p): p is Choice => typeof p !== 'string' && p.kind === 'choice')
    .map((c) => c.options.length);
}

/** Tokens used anywhere in a template, choices included. */
export function tokensOf(parts: Part[]): Token[] {
  const out: Token[] = [];
  for (const p of parts) {
    if (typeof p === 'string') continue;
    if (p.kind === 'token') out.push(p);
    else for (const o of p.options) out.push(...tokensOf(o));
  }
  return out;
}

export type Resolve = (token: Token) => string | null;

/** Renders with fixed choice indices; null when a token cannot be resolved for this story. */
export function renderTemplate(
  parts: Part[],
  choices: readonly number[],
  resolve: Resolve,
): string | null {
  let out = '';
  let k = 0;
  const renderFlat = (flat: Part[]): boolean => {
    for (const p of flat) {
      if (typeof p === 'string') out += p;
      else if (p.kind === 'token') {
        const value = resolve(p);
        if (value === null) return false;
        out += value;
      }
    }
    return true;
  };
  for (const p of parts) {
    if (typeof p !== 'string' && p.kind === 'choice') {
      const option = p.options[(choices[k] ?? 0) % p.options.length] ?? [];
      k++;
      if (!renderFlat(option)) return null;
    } else if (!renderFlat([p])) return null;
  }
  return out;
}

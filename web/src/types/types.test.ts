// @vitest-environment node
/// <reference types="node" />
// The API's shapes are declared once: generated into types/api.ts, named in types/index.ts.
// (`make check-api-types` proves api.ts matches the API; this proves nobody writes them again.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page, Schemas } from './index';

const SRC = join(process.cwd(), 'src');
const read = (path: string) => readFileSync(join(SRC, path), 'utf8');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative(SRC, path).split(sep).join('/')] : [];
  });
}

/** Schema names of the generated file (`components.schemas`). */
function schemaNames(): string[] {
  const generated = read('types/api.ts');
  const block = generated.slice(generated.indexOf('    schemas: {'), generated.indexOf('    responses:'));
  return [...block.matchAll(/^ {8}(\w+): \{/gm)].map((m) => m[1]);
}

/** The friendly names of types/index.ts that stand for a generated schema. */
function aliasNames(): string[] {
  return [...read('types/index.ts').matchAll(/^export type (\w+) =\s*(?:Schemas\[|ProductListItem\b)/gm)].map((m) => m[1]);
}

// Type-level: every paged schema of the API is a Page of its items (tsc -b checks this file).
type PageSchemaName = Extract<keyof Schemas, `Page_${string}`>;
type NotAPage = {
  [K in PageSchemaName]: Schemas[K] extends Page<Schemas[K]['items'][number]> ? never : K;
}[PageSchemaName];
const everyPagedSchemaIsAPage: [NotAPage] extends [never] ? true : NotAPage = true;

describe('API types', () => {
  it('api.ts is the generated file', () => {
    expect(read('types/api.ts')).toMatch(/^\/\*\*\n \* Generated from the API's OpenAPI document by web\/scripts\/gen-api-types\.mjs/);
    expect(schemaNames()).toEqual(expect.arrayContaining(['Suggestion', 'ProductDetail', 'ProductListItem', 'SearchItem']));
  });

  it('every paged schema is a Page<item>', () => {
    expect(everyPagedSchemaIsAPage).toBe(true);
  });

  it('no module outside types/ declares a type named like an API schema or its alias', () => {
    const names = new Set([...schemaNames(), ...aliasNames()]);
    expect(names.has('Suggestion')).toBe(true);
    const offenders = sources(SRC)
      .filter((path) => !path.startsWith('types/'))
      .flatMap((path) =>
        [...read(path).matchAll(/^\s*(?:export\s+)?(?:type|interface)\s+(\w+)\b[^=;{]*(=\s*\{|\{)/gm)]
          .map((m) => m[1])
          .filter((name) => names.has(name))
          .map((name) => `${path}: ${name}`),
      );
    expect(offenders).toEqual([]);
  });
});

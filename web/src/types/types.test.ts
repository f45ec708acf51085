// @vitest-environment node
/// <reference types="node" />
// The API's shapes are declared once: generated into types/api.ts, named in types/index.ts.
// (`make check-api-types` proves api.ts matches the API; this proves nobody writes them again.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
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

  // A copy under another name slips past the test above (NewComment, SavingFacts, SimilarParams.metric did): these
  // compare shapes instead. A hand-written object type whose fields (3 or more) are all fields of one schema, with
  // the same types, is a slice of that schema: name it from Schemas (Pick/Omit) instead. A hand-written union of
  // string literals equal to an enum of the document is that enum: take it from Schemas or the call's ApiQuery.
  it('no module outside types/api.ts re-declares a schema (or a slice of one) under another name', () => {
    const offenders = handWrittenShapes()
      .filter(({ path, name }) => !ALLOWED_SHAPES.has(`${path}: ${name}`))
      .flatMap(({ path, name, fields }) =>
        generatedShapes()
          .filter((schema) => isSliceOf(fields, schema.fields))
          .map((schema) => `${path}: ${name} (fields of ${schema.name})`),
      );
    expect(offenders).toEqual([]);
  });

  it('no module outside types/api.ts re-declares an enum of the document', () => {
    const enums = new Set(generatedEnums());
    expect(enums.has(literalSetKey(['jaccard', 'weighted_jaccard']))).toBe(true);
    const offenders = handWrittenUnions()
      .filter(({ key }) => enums.has(key))
      .map(({ path, key }) => `${path}: ${key}`);
    expect(offenders).toEqual([]);
  });
});

// --- shapes, read with the TypeScript parser -------------------------------------------------------------------

/** Hand-written shapes that only look like a schema, each with its reason. */
const ALLOWED_SHAPES = new Map([
  // The file host's answer (spec §7): not part of the API's document, though shaped like its ImageOut.
  ['lib/upload-image.ts: UploadedImage', 'file host'],
  // The generic page every Page_*_ schema is (checked above by everyPagedSchemaIsAPage).
  ['types/index.ts: Page', 'generic'],
]);

type Shape = { path: string; name: string; fields: Map<string, string> };

const parse = (path: string) => ts.createSourceFile(path, read(path), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
/** A type as text without spaces, `| null` and `| undefined` (optional and nullable fields compare alike). */
const typeText = (node: ts.TypeNode | undefined, file: ts.SourceFile) =>
  (node?.getText(file) ?? 'unknown').replace(/\s+/g, '').split('|').filter((t) => t !== 'null' && t !== 'undefined').sort().join('|');

function fieldsOf(members: ts.NodeArray<ts.TypeElement>, file: ts.SourceFile): Map<string, string> {
  const fields = new Map<string, string>();
  for (const member of members) {
    if (ts.isPropertySignature(member) && member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name))) {
      fields.set(member.name.text, typeText(member.type, file));
    }
  }
  return fields;
}

function shapesIn(path: string): Shape[] {
  const file = parse(path);
  const shapes: Shape[] = [];
  const visit = (node: ts.Node, name: string) => {
    if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) shapes.push({ path, name, fields: fieldsOf(node.members, file) });
    ts.forEachChild(node, (child) => visit(child, ts.isPropertySignature(child) && ts.isIdentifier(child.name) ? `${name}.${child.name.text}` : name));
  };
  ts.forEachChild(file, (node) => {
    if (ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node)) visit(node, node.name.text);
  });
  return shapes;
}

function handWrittenShapes(): Shape[] {
  return sources(SRC).filter((path) => path !== 'types/api.ts').flatMap(shapesIn);
}

let generated: Shape[] | null = null;
/** Every object type of the generated file: schemas, and the queries and bodies of its operations. */
function generatedShapes(): Shape[] {
  generated ??= shapesIn('types/api.ts').filter((shape) => shape.fields.size > 0);
  return generated;
}

/** The hand-written type's fields (3 or more) are all fields of the schema, with the same types. */
function isSliceOf(fields: Map<string, string>, schema: Map<string, string>): boolean {
  if (fields.size < 3) return false;
  const ref = (t: string) => t.replace(/components\["schemas"\]\["(\w+)"\]/g, '$1');
  return [...fields].every(([name, type]) => schema.has(name) && (ref(schema.get(name)!) === type || type === 'unknown'));
}

const literalSetKey = (values: string[]) => [...new Set(values)].sort().join(' | ');

function literalUnions(path: string): string[] {
  const file = parse(path);
  const keys: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isUnionTypeNode(node)) {
      const literals = node.types.filter((t): t is ts.LiteralTypeNode => ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal));
      if (literals.length >= 2) keys.push(literalSetKey(literals.map((t) => (t.literal as ts.StringLiteral).text)));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return keys;
}

function generatedEnums(): string[] {
  return literalUnions('types/api.ts');
}

function handWrittenUnions(): { path: string; key: string }[] {
  return sources(SRC)
    .filter((path) => path !== 'types/api.ts')
    .flatMap((path) => literalUnions(path).map((key) => ({ path, key })));
}

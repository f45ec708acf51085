// Generate the API's TypeScript types (web/src/types/api.ts) from its OpenAPI document.
//
//   npm run gen:api-types                     write src/types/api.ts (what `make api-types` runs)
//   npm run gen:api-types -- --out FILE       write FILE instead (`make check-api-types` diffs it)
//   npm run gen:api-types -- --schema FILE    read an OpenAPI document already exported
//
// The document comes from `python -m api.openapi_export` (the app built without serving or a
// database); PYTHON names the interpreter, default the repository's .venv. Nothing else is read,
// so the output depends only on the API's code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webDir, '..');

const BANNER = `/**
 * Generated from the API's OpenAPI document by web/scripts/gen-api-types.mjs (openapi-typescript).
 * Do not edit: change the API, then run \`make api-types\`. \`make test\` fails when this file is stale.
 * Friendly names for these schemas live in ./index.ts.
 */

`;

function parseArgs(argv) {
  const args = { out: join(webDir, 'src', 'types', 'api.ts'), schema: null };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out' && argv[i + 1]) args.out = resolve(process.cwd(), argv[(i += 1)]);
    else if (argv[i] === '--schema' && argv[i + 1]) args.schema = resolve(process.cwd(), argv[(i += 1)]);
    else throw new Error(`unknown argument: ${argv[i]} (usage: gen-api-types.mjs [--out FILE] [--schema FILE])`);
  }
  return args;
}

function exportOpenApi(jsonPath) {
  const python = process.env.PYTHON || join(repoRoot, '.venv', 'bin', 'python');
  execFileSync(python, ['-m', 'api.openapi_export', '--out', jsonPath], { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  return JSON.parse(readFileSync(jsonPath, 'utf8'));
}

async function main() {
  const { out, schema } = parseArgs(process.argv.slice(2));
  const tmp = mkdtempSync(join(tmpdir(), 'glowdex-openapi-'));
  try {
    const document = schema ? JSON.parse(readFileSync(schema, 'utf8')) : exportOpenApi(join(tmp, 'openapi.json'));
    const ast = await openapiTS(document);
    writeFileSync(out, BANNER + astToString(ast));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`gen-api-types: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

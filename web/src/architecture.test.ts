// @vitest-environment node
/// <reference types="node" />
// Bulletproof-react's one-way rule: shared code never imports features, and no feature
// imports another feature (routes in src/app compose them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// vitest runs with the web/ folder as root.
const SRC = join(process.cwd(), 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function imports(path: string): string[] {
  const source = readFileSync(path, 'utf8');
  return [...source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);
}

describe('module boundaries', () => {
  const all = files(SRC).map((path) => ({ path: relative(SRC, path).split(sep).join('/'), deps: imports(path) }));

  it('no feature imports another feature', () => {
    const offenders = all.flatMap(({ path, deps }) => {
      const own = /^features\/([^/]+)\//.exec(path)?.[1];
      if (!own) return [];
      return deps.filter((d) => /^@\/features\/([^/]+)/.exec(d)?.[1] && /^@\/features\/([^/]+)/.exec(d)?.[1] !== own).map((d) => `${path} → ${d}`);
    });
    expect(offenders).toEqual([]);
  });

  it('shared code (components, lib, config) never imports features or app', () => {
    const offenders = all.flatMap(({ path, deps }) =>
      /^(components|lib|config)\//.test(path) ? deps.filter((d) => /^@\/(features|app)\//.test(d)).map((d) => `${path} → ${d}`) : [],
    );
    expect(offenders).toEqual([]);
  });
});

// @vitest-environment node
/// <reference types="node" />
// The app's routes are known to the servers in front of it, so that any other path answers 404: the build writes
// spaRoutePatterns for the API (api/spa.py, tested in tests/api/test_spa_routes.py) and deploy/nginx.conf lists
// them in one regular expression, checked here against the same patterns.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { spaRoutePatterns } from './spa-routes';

const nginx = readFileSync(join(process.cwd(), '..', 'deploy', 'nginx.conf'), 'utf8');
const routeRegex = new RegExp(/location ~ "(\^\/\(\?:account[^"]+)"/.exec(nginx)?.[1] ?? 'nginx.conf has no route list');

const example = (pattern: string) => pattern.replace(/:[a-z]+/g, '42');

describe('SPA routes known to the servers', () => {
  it('lists every route but the not-found page', () => {
    expect(spaRoutePatterns).toContain('/');
    expect(spaRoutePatterns).toContain(paths.productDetail.path);
    expect(spaRoutePatterns).not.toContain(paths.notFound.path);
    expect(spaRoutePatterns).toHaveLength(Object.keys(paths).length - 1);
  });

  it.each(spaRoutePatterns)('nginx serves %s as a page of the app', (pattern) => {
    expect(routeRegex.test(example(pattern))).toBe(true);
  });

  it.each(['/no/such/page', '/404', '/productDetail', '/productDetail/1/2', '/signinx', '/nbn/draft', '/index.htm'])(
    'nginx answers %s as not found',
    (path) => {
      expect(routeRegex.test(path)).toBe(false);
    },
  );
});

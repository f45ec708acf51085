// The path patterns the app answers (every route of ./paths except the not-found page). The build writes
// them to dist/spa-routes.json, from which the API's history fallback answers any other path with a 404
// status (api/spa.py); deploy/nginx.conf lists the same routes (src/config/spa-routes.test.ts checks it).
import { paths } from './paths';

export const spaRoutePatterns: string[] = Object.values(paths)
  .map((route) => route.path)
  .filter((path) => path !== paths.notFound.path);

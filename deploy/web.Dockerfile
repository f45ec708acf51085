# The SPA as static files behind nginx, which proxies /api and /files to the api service.
FROM node:20-slim AS build
WORKDIR /web
COPY web/package.json web/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY web ./
# No source maps in the production image (web/vite.config.ts; nginx also refuses *.map).
RUN GLOWDEX_SOURCEMAPS=0 npm run build

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /web/dist /usr/share/nginx/html

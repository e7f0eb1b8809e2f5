# syntax=docker/dockerfile:1.7
# Multi-stage build: one image runs either the API (serving the SPA) or the workers (docker-compose.yml picks the command).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY api/package.json api/
COPY workers/package.json workers/
COPY web/package.json web/
COPY dev/package.json dev/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --include=dev --no-audit --no-fund

FROM deps AS build
COPY . .
RUN npm run build -w web && npm run build -w api && npm run build -w workers

FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY --from=deps /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=deps /app/shared/package.json shared/
COPY --from=deps /app/server/package.json server/
COPY --from=deps /app/api/package.json api/
COPY --from=deps /app/workers/package.json workers/
COPY --from=deps /app/web/package.json web/
COPY --from=deps /app/dev/package.json dev/
COPY --from=deps /app/e2e/package.json e2e/
COPY --from=deps /app/bench/package.json bench/
# NOTE: web's runtime dependencies too (React, the router, React Query): the API renders the public pages (ADR 057).
RUN npm ci --omit=dev --no-audit --no-fund -w server -w api -w workers -w web --include-workspace-root=false

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/src/db/migrations ./api/src/db/migrations
COPY --from=build /app/workers/package.json ./workers/package.json
COPY --from=build /app/workers/dist ./workers/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-ssr ./web/dist-ssr
COPY --from=build /app/web/package.json ./web/package.json
USER node
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--"]
# API: migrate as the owner (DATABASE_OWNER_URL, which also keeps the app role at rows only), seed reference data (idempotent) and
# serve SPA + API as the app role, without the owner's login (ADR 250). The worker service overrides the command.
CMD ["sh", "-c", "node api/dist/cli/migrate.js && env -u DATABASE_OWNER_URL node api/dist/cli/seed.js && exec env -u DATABASE_OWNER_URL node --enable-source-maps api/dist/server.js"]

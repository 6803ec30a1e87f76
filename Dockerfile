# syntax=docker/dockerfile:1
# One image recipe for every service of the local stack; docker-compose.yml picks the target.
# The runtime images (gateway, upstream-mocks) hold the compiled server and its production
# dependencies only (pnpm deploy --prod), on a pinned Node base, and run as the node user.

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS workspace
RUN npm install --global pnpm@10.34.9 && apt-get update && apt-get install -y --no-install-recommends curl && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/schema/package.json packages/schema/
COPY packages/gateway/package.json packages/gateway/
COPY packages/upstream-mocks/package.json packages/upstream-mocks/
COPY packages/web/package.json packages/web/
COPY packages/repository-checks/package.json packages/repository-checks/
RUN pnpm install --frozen-lockfile
COPY tsconfig.json codegen.ts ./
COPY scripts/build-server.mjs scripts/
COPY packages packages

# The SPA with a brotli and a gzip file beside every asset (decision 020); build argument
# WEB_SERVICE_WORKER=off builds the service worker's kill switch (README "For operators").
FROM workspace AS web-build
ARG WEB_SERVICE_WORKER=on
RUN WEB_SERVICE_WORKER=${WEB_SERVICE_WORKER} pnpm --filter @mein-konto/web build

# Each server compiled to dist/server.js and deployed with its production dependencies only.
FROM workspace AS server-build
RUN node scripts/build-server.mjs packages/gateway \
  && node scripts/build-server.mjs packages/upstream-mocks \
  && pnpm --filter @mein-konto/gateway deploy --prod --legacy /out/gateway \
  && pnpm --filter @mein-konto/upstream-mocks deploy --prod --legacy /out/upstream-mocks \
  && rm -rf /out/*/src /out/*/test /out/*/bench

# Upstream mocks: the stateful stand-ins for the retailer's REST services.
FROM ${NODE_IMAGE} AS upstream-mocks
ENV NODE_ENV=production MOCKS_HOST=0.0.0.0 MOCKS_PORT=4010
WORKDIR /app/upstream-mocks
COPY --from=server-build --chown=node:node /out/upstream-mocks ./
USER node
EXPOSE 4010
HEALTHCHECK --interval=10s --timeout=10s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:4010/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]

# Gateway: GraphQL API plus the built SPA under /dpl/av/ (dist/server.js finds it at ../../web/dist).
FROM ${NODE_IMAGE} AS gateway
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000
WORKDIR /app/gateway
COPY --from=server-build --chown=node:node /out/gateway ./
COPY --from=web-build --chown=node:node /app/packages/web/dist /app/web/dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=10s --retries=5 CMD ["node", "-e", "fetch('http://127.0.0.1:4000/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# A 160 MB heap limit makes V8 size its heap for it (decision 020); young generation semi-spaces
# of up to 32 MB keep a request's data from reaching the old generation (decision 030): peak RSS
# about 185 MB under 200 connections. GATEWAY_MAX_HEAP_MB changes the limit; exec keeps node as
# PID 1 for the stop signal.
CMD ["sh", "-c", "exec node --enable-source-maps --max-old-space-size=${GATEWAY_MAX_HEAP_MB:-160} --max-semi-space-size=32 dist/server.js"]

# Web dev server: Vite with hot reload, proxying GraphQL to the gateway.
FROM workspace AS web-dev
WORKDIR /app/packages/web
EXPOSE 5173
HEALTHCHECK --interval=10s --timeout=10s --retries=10 CMD curl -fsS http://127.0.0.1:5173/dpl/av/ || exit 1
CMD ["node_modules/.bin/vite", "--host", "0.0.0.0", "--port", "5173", "--strictPort"]

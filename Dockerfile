# syntax=docker/dockerfile:1
# One image for both processes: the API (default command), which also serves the public site
# (web/dist, its pages rendered with web/dist-server) and the back office at /admin/ (admin-web/dist), and the worker
# (command: node dist/services/worker/src/main.js). See docker-compose.yml.
# `--target witness`: the vote log's witness alone, for whoever runs one (docs/transparency.md).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY web-common/package.json ./web-common/
COPY web/package.json ./web/
COPY admin-web/package.json ./admin-web/
RUN npm ci --no-audit --no-fund
COPY nest-cli.json tsconfig*.json ./
COPY libs ./libs
COPY services ./services
COPY web-common ./web-common
COPY web ./web
COPY admin-web ./admin-web
RUN npm run build \
 && for file in dist/services/api/src/main.js dist/services/worker/src/main.js dist/services/live/src/main.js dist/libs/platform/database/src/data-source.js \
      dist/services/witness/src/main.js \
      web/dist/index.html web/dist-server/entry-server.cjs admin-web/dist/index.html; do \
      test -f "$file" || { echo "build output missing: $file" >&2; exit 1; }; \
    done \
 && npm prune --omit=dev --no-audit --no-fund

# A witness of the vote log (services/witness), run by someone other than the deployment (a court officer):
# its build and libs/platform/contracts only. Its memory, key included, is /data: a volume to keep and back up.
FROM node:22-bookworm-slim AS witness
ENV NODE_ENV=production WITNESS_HOST=0.0.0.0 WITNESS_FOLDER=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist/services/witness ./dist/services/witness
COPY --from=build /app/dist/libs/platform/contracts ./dist/libs/platform/contracts
RUN mkdir /data && chown node:node /data && chmod 700 /data
USER node
VOLUME /data
EXPOSE 4030
CMD ["node", "dist/services/witness/src/main.js"]

# The default target, last: the API, the worker and the live processes.
FROM node:22-bookworm-slim AS runtime
# 64 MB semi-spaces: fewer scavenges under a vote peak (README, "Requirements").
ENV NODE_ENV=production NODE_OPTIONS=--max-semi-space-size=64
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-server ./web/dist-server
COPY --from=build /app/admin-web/dist ./admin-web/dist
# The signing keys' folder outside production (SECRETS_DIR), the only place the unprivileged user writes.
RUN mkdir -p var/secrets && chown node:node var/secrets && chmod 700 var/secrets
# Unprivileged user shipped with the node image; the application files stay read-only for it.
USER node
# 3001: the live processes' sockets, when LIVE_PORT=3001 (otherwise the API serves them on 3000).
EXPOSE 3000 3001
CMD ["node", "dist/services/api/src/main.js"]

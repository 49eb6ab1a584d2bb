# syntax=docker/dockerfile:1
# One image for both processes: the API (default command) and the worker
# (command: node dist/services/worker/src/main.js). See docker-compose.yml.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY nest-cli.json tsconfig*.json ./
COPY libs ./libs
COPY services ./services
RUN npm run build \
 && for file in dist/services/api/src/main.js dist/services/worker/src/main.js dist/libs/database/src/data-source.js; do \
      test -f "$file" || { echo "build output missing: $file" >&2; exit 1; }; \
    done \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Unprivileged user shipped with the node image; the application files stay read-only for it.
USER node
EXPOSE 3000
CMD ["node", "dist/services/api/src/main.js"]

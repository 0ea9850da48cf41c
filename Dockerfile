# syntax=docker/dockerfile:1
# The production image: the site, the back-office and the server built once (`npm run build`), run by node
# with production dependencies only (no tsx, no dev tools). `docker compose --profile prod …` runs it
# (docker-compose.yml); every setting comes from the environment (README, Configuration / Production).

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# DATA_DIR (.data): uploaded files with FILE_STORAGE=local; a volume in docker-compose.yml.
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000 3001
# Liveness: the API's port, or the worker's small listener (ROLE=worker, WORKER_HTTP_PORT).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const e=process.env,p=e.ROLE==='worker'?(e.WORKER_HTTP_PORT||3001):(e.PORT||3000);fetch('http://127.0.0.1:'+p+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/main.js"]

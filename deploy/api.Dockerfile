# The API image: NestJS on Node 20, talking to MariaDB through DATABASE_URL; its client tools make the
# nightly backup (mariadb-dump).
FROM node:20-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm ci --workspace services/api --workspace packages/contracts --include-workspace-root=false \
 && npm run build -w @qmj/contracts && npm run build -w @qmj/api \
 && npm prune --omit=dev --workspace services/api --workspace packages/contracts

FROM node:20-bookworm-slim
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends mariadb-client && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=3100 DATA_DIR=/data
COPY --from=build /app /app
VOLUME /data
EXPOSE 3100
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:3100/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "services/api/dist/main.js"]

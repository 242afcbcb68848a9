# One static image per web module (the shell or a remote): `--build-arg APP=mf-catalog`.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm ci --workspace ${APP} --workspace packages/contracts --workspace packages/web-kit --include-workspace-root=false \
 && npm run build -w @qmj/contracts && npm run build -w ${APP} \
 && node scripts/precompress.mjs ${APP}/dist

FROM nginx:1.27-alpine
ARG APP
# The pages' policy when the modules share one origin; docker-compose.yml gives the shell its own.
ENV QMJ_CONTENT_SECURITY_POLICY="default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80

# One static image per web module (the shell or a remote): `--build-arg APP=mf-catalog`.
FROM node:20-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY . .
RUN npm ci --workspace ${APP} --workspace packages/contracts --workspace packages/web-kit --include-workspace-root=false \
 && npm run build -w @qmj/contracts && npm run build -w ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/${APP}/dist /usr/share/nginx/html
EXPOSE 80

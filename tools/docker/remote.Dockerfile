# Any one remote (mfe-public, mfe-admin, mfe-hr, mfe-team, mfe-volunteer), named by the build argument
# REMOTE: its build only, served by its own small nginx. Built from the repository root (see
# docker-compose.yml, which passes REMOTE for each remote's service). Redeploying one needs no shell or
# gateway rebuild:
#   docker-compose build mfe-admin && docker-compose up -d --no-deps mfe-admin
# Without compose:
#   docker build -f tools/docker/remote.Dockerfile --build-arg REMOTE=mfe-admin -t society-mfe-admin .
FROM node:20-bookworm-slim AS build
WORKDIR /repo
# Manifests first, so the dependency layer is reused until a package.json or the lock changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/web-kit/package.json packages/web-kit/
COPY api/package.json api/
COPY render/package.json render/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-admin/package.json mfe-admin/
COPY mfe-hr/package.json mfe-hr/
COPY mfe-team/package.json mfe-team/
COPY mfe-volunteer/package.json mfe-volunteer/
ARG REMOTE
# A missing or mistyped REMOTE stops the build here, not after the install.
RUN case "$REMOTE" in \
      mfe-public|mfe-admin|mfe-hr|mfe-team|mfe-volunteer) ;; \
      *) echo "Pass the remote to build: --build-arg REMOTE=mfe-public|mfe-admin|mfe-hr|mfe-team|mfe-volunteer (got '$REMOTE')" >&2; exit 1 ;; \
    esac
RUN npm ci --workspace "$REMOTE" --workspace packages/web-kit --workspace packages/contracts --include-workspace-root --no-audit --no-fund
COPY tsconfig.json ./
COPY tools/webpack tools/webpack
COPY packages packages
COPY ${REMOTE} ${REMOTE}
# The build lands at one path whatever the remote, so the serving stage needs no argument.
RUN npm run build -w "$REMOTE" && mv "$REMOTE/dist" /remote-dist

FROM nginx:1.27-alpine
COPY nginx/remote.conf /etc/nginx/conf.d/default.conf
COPY --from=build /remote-dist /usr/share/nginx/html
EXPOSE 8080

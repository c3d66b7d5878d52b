# syntax=docker/dockerfile:1
# The freight site as a container image (docs/deployment.md, "Containers"; decision 059): the
# release docs/deployment.md describes (package.json, the lock file, dist/, drizzle/ and production
# node_modules) on Node 24, run as an unprivileged user. One image for every role:
#   docker run IMAGE                                                  the server (port 5000)
#   docker run IMAGE node dist/server/server/cli/db-migrate.js        the migrations, then exit
#   docker run -it IMAGE node dist/server/server/cli/admin-create.js you@example.com
# Settings are the README's environment variables, given at run time; none is baked in but the
# four below. Build:
#   docker build -t freight-site .
# Without registry access, make the base first (deploy/container/make-base-image.sh), then:
#   podman build --format docker --build-arg NODE_IMAGE=localhost/node:24.22.3-bookworm-slim -t freight-site .
# (--format docker: the OCI image format has no HEALTHCHECK). Behind a TLS-intercepting proxy, hand
# npm its CA as a build secret, which stays out of every layer: --secret id=ca,src=/path/to/ca.crt

# The same base for every stage: argon2's native binary is chosen for the runtime's libc.
ARG NODE_IMAGE=node:24.22.3-bookworm-slim

# Production dependencies alone, from the lock file alone: a release that changes only code reuses
# this layer (about 250 MB) instead of rebuilding and re-pushing it. argon2, the one native addon,
# ships prebuilt binaries for Linux x64 and arm64 (glibc and musl): nothing is compiled, and these
# stages have no compiler (on a platform without a prebuilt binary, npm ci would fail here: add
# python3, make and g++). The last line proves argon2 loads and hashes on this base.
FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    --mount=type=secret,id=ca \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --omit=dev --no-audit --no-fund --no-update-notifier \
 && node -e "import('argon2').then((argon2) => argon2.hash('image build check')).then(() => console.log('argon2 loads'))"

# The build: every dependency, the development ones too (Vite, tsc and the Lingui compiler), then
# the client (Vite) and the server (tsc) into dist/. Only dist/ leaves this stage.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    --mount=type=secret,id=ca \
    if [ -f /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --no-audit --no-fund --no-update-notifier
COPY . .
RUN npm run build

FROM ${NODE_IMAGE}
# The README's variables that differ in a container: production, every address (the container's
# network is its own; publish the port or put a proxy on the same network), DATA_DIR below.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/var/lib/freight-site
# A user of its own (a fixed number, so Kubernetes' runAsNonRoot can check it), owning nothing but
# DATA_DIR: the application's files stay root's and read-only to it.
RUN groupadd --gid 10001 freight-site \
 && useradd --no-log-init --uid 10001 --gid freight-site --home-dir /var/lib/freight-site --no-create-home --shell /usr/sbin/nologin freight-site \
 && install -d -o freight-site -g freight-site -m 0700 /var/lib/freight-site
WORKDIR /app
# The release (docs/deployment.md, "What a release is"), least often changed first.
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY drizzle ./drizzle
COPY deploy/container/healthcheck.mjs ./healthcheck.mjs
COPY --from=build /app/dist ./dist
USER 10001:10001
# Uploads, mail files without SMTP_URL, and the embedded database without DATABASE_URL. With
# PostgreSQL, Redis and S3 all set (the N-instance setup), nothing is written here.
VOLUME ["/var/lib/freight-site"]
EXPOSE 5000
# /readyz, as a load balancer asks it: 200 once migrations are applied and the database answers.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 CMD ["node", "healthcheck.mjs"]
# Node itself is the container's first process (no shell, no npm): SIGTERM reaches its handler,
# which stops listening, lets requests in flight finish and exits 0, or 1 after 25 s. Give the stop
# at least 30 s (docker stop -t 35, compose stop_grace_period, terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
ENTRYPOINT []
CMD ["node", "dist/server/server/main.js"]

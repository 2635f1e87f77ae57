# RadScribe container image (docs/operations.md): the UI is built with Node, the server as a
# static Go binary with the UI embedded, and the runtime image holds that binary only, run as a
# non-root user, with the SQLite database (or nothing, on PostgreSQL) under the /data volume.
#
#   docker build --build-arg VERSION=$(git describe --tags --always) -t radscribe .

# GO_VERSION follows the go directive of go.mod.
ARG GO_VERSION=1.26.8
ARG NODE_VERSION=22

FROM node:${NODE_VERSION}-bookworm-slim AS ui
WORKDIR /src/ui
COPY ui/package.json ui/package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY ui/ ./
# The sign-up form checks passwords against the server's list of common ones.
COPY domain/account/common_passwords.txt /src/domain/account/common_passwords.txt
RUN npm run build

FROM golang:${GO_VERSION}-bookworm AS server
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=ui /src/ui/dist ./ui/dist
ARG VERSION=dev
# The flags of `make build`; nomsgpack leaves out gin's MessagePack codec, which nothing uses.
RUN CGO_ENABLED=0 go build -tags nomsgpack -trimpath -ldflags "-s -w -X main.version=${VERSION}" \
        -o /out/radscribe ./cmd/radscribe \
    && mkdir -p /out/data

# distroless static: CA certificates, time zones and a nonroot user (65532), no shell.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=server /out/radscribe /usr/local/bin/radscribe
COPY --from=server --chown=65532:65532 /out/data /data
WORKDIR /data
ENV RADSCRIBE_HTTP_ADDR=:8080 \
    RADSCRIBE_DATABASE_DSN=/data/radscribe.db
USER 65532:65532
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["/usr/local/bin/radscribe", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/radscribe"]
CMD ["serve"]

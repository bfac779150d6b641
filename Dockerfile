# The Chelian server in a container: a Debian 12 stage builds the server, the console and the .deb
# (scripts/install-deps.sh, build scripts, CPack); the runtime stage installs that .deb on a slim
# Debian 12, so the container holds what the package holds. Data: the volume /var/lib/chelian.
#   docker build -t chelian .   then   docker compose up -d   (compose.yaml)
FROM debian:12 AS build
WORKDIR /src
COPY . .
RUN apt-get update && apt-get install -y --no-install-recommends file \
 && scripts/install-deps.sh run \
 && scripts/build-server.sh build \
 && scripts/build-web.sh \
 && cpack --config build/CPackConfig.cmake -B build/package

FROM debian:12-slim
COPY --from=build /src/build/package/chelian_*.deb /tmp/
RUN apt-get update \
 && apt-get install -y --no-install-recommends /tmp/chelian_*.deb \
 && rm -rf /var/lib/apt/lists/* /tmp/chelian_*.deb
USER chelian
WORKDIR /var/lib/chelian
VOLUME /var/lib/chelian
# HTTP (console, API, live push), JT/T 808, GT06, 3G* watches.
EXPOSE 8080 7788 5023 5088
# Inside the container the HTTP side listens on every address; publish it behind a TLS proxy.
CMD ["chelian-server", "--config", "/etc/chelian/chelian.toml", "--set", "http.host=0.0.0.0"]

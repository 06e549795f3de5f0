#!/usr/bin/env bash
# Builds the image and uses it, with Debian's podman and no container registry (CI, issue 39):
#   1. the image alone on its embedded database: start, sign up, an offline draft, read back,
#      stop (timed), remove;
#   2. compose.yaml's PostgreSQL stack (podman-compose): the same through the app on PostgreSQL;
#   3. compose.yaml's two nodes behind Caddy: one account signed up through the proxy, read on
#      each node.
# Images compose.yaml takes from a registry are made here from the same Debian base (PostgreSQL
# and Caddy from Debian's packages). Everything it made is removed at the end. Run as root.
set -euo pipefail
cd "$(dirname "$0")/.."
here="$(pwd)"
started=$SECONDS
say() { echo "container-smoke [$((SECONDS - started))s]: $*"; }
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

need=()
for tool in podman runc debootstrap podman-compose; do command -v "$tool" >/dev/null || need+=("$tool"); done
if [ ${#need[@]} -gt 0 ]; then
  say "installing ${need[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq podman runc debootstrap podman-compose >/dev/null
fi
# shellcheck source=scripts/container-env.sh
. scripts/container-env.sh

base=localhost/hookline-base:bookworm-node
image=localhost/hookline:ci
pg_image=localhost/hookline-ci-postgres:15
caddy_image=localhost/hookline-ci-caddy:2
project=hookline-ci
work="$(mktemp -d)"
# Containers and volumes of this test, also left over by a run that was killed (its trap never
# ran): a stale volume would hold the last run's accounts, and signing up again would be refused.
remove_containers() {
  (cd "$work" && podman-compose -p "$project" -f "$here/compose.yaml" down -v >/dev/null 2>&1) || true
  podman rm -f hookline-ci-single >/dev/null 2>&1 || true
  podman volume rm -f hookline-ci-data "${project}_pgdata" >/dev/null 2>&1 || true
}
cleanup() {
  remove_containers
  podman rmi -f "$image" "$pg_image" "$caddy_image" >/dev/null 2>&1 || true
  # The build stages' images (about 1 GB each); the base image stays for the next run.
  podman image prune -f >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
remove_containers

podman image exists "$base" || { say "making the base image"; scripts/container-base.sh "$base"; }

say "building the image"
build_at=$SECONDS
podman build -q "${podman_ulimits[@]}" --format docker --build-arg NODE_IMAGE="$base" \
  --secret id=ca,src=/etc/ssl/certs/ca-certificates.crt -t "$image" -f Containerfile . >/dev/null
say "image built in $((SECONDS - build_at))s: $(podman image inspect "$image" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}') (base $(podman image inspect "$base" --format '{{.Size}}' | awk '{printf "%.0f MB", $1/1e6}'))"

# --- the API, as a creator uses it --------------------------------------------------------------
json() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{const v=JSON.parse(s);const r=($1);if(r===undefined||r===null||r===false){console.error('unexpected answer: '+s.slice(0,400));process.exit(1)}console.log(r)})"; }
wait_ready() {
  for _ in $(seq 1 120); do curl -sf "$1/api/health/ready" >/dev/null && return 0; sleep 0.5; done
  say "$1 never became ready"; return 1
}
# Signs up, writes an offline draft, reads it back; prints the token.
use_app() {
  local url="$1" email="$2"
  local token id
  token=$(curl -sf -H 'content-type: application/json' -d "{\"email\":\"$email\",\"password\":\"smoke-password-1\"}" \
    "$url/api/auth/register" | json 'v.data.token')
  id=$(curl -sf -H 'content-type: application/json' -H "authorization: Bearer $token" \
    -d '{"brief":{"topic":"通勤穿搭怎么选","platform":"douyin"}}' "$url/api/scripts" | json 'v.data.id')
  curl -sf -H 'content-type: application/json' -H "authorization: Bearer $token" -d '{}' \
    "$url/api/scripts/$id/messages" | json 'v.data.message.status' >/dev/null
  curl -sf -H "authorization: Bearer $token" "$url/api/scripts/$id" |
    json "v.data.messages.filter(m=>m.role==='assistant'&&m.content.length>200).length===1" >/dev/null
  echo "$token"
}

# --- 1. the image alone -------------------------------------------------------------------------
say "1. the image on its embedded database"
podman run -d --name hookline-ci-single -p 127.0.0.1::3000 -v hookline-ci-data:/data \
  -e AI_OFFLINE_LINE_DELAY_MS=0 -e TRENDING_REFRESH_MINUTES=0 "$image" >/dev/null
port=$(podman port hookline-ci-single 3000 | head -n1 | sed 's/.*://')
single="http://127.0.0.1:$port"
wait_ready "$single"
use_app "$single" single@example.com >/dev/null
podman healthcheck run hookline-ci-single >/dev/null 2>&1
[ "$(podman exec hookline-ci-single id -u)" = 10001 ] && [ "$(podman exec hookline-ci-single cat /proc/1/comm)" = tini ]
stop_at=$(date +%s%N)
podman stop -t 10 hookline-ci-single >/dev/null
stop_ms=$((($(date +%s%N) - stop_at) / 1000000))
podman logs hookline-ci-single 2>/dev/null | grep -q '"msg":"shutting down"'
say "signed up, drafted and read back; non-root under tini; healthy; stopped in ${stop_ms} ms"
# Under 2 s on an idle machine; a signal that never reached node would take podman's 10 s and a SIGKILL.
[ "$stop_ms" -lt 5000 ] || { say "stop took ${stop_ms} ms: SIGTERM did not reach node"; exit 1; }
podman rm hookline-ci-single >/dev/null

# --- images compose.yaml would pull, from Debian's packages --------------------------------------
say "making PostgreSQL and Caddy images from Debian's packages"
cat >"$work/postgres.Containerfile" <<'PG'
ARG BASE
FROM ${BASE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/*
ENV PATH=/usr/lib/postgresql/15/bin:$PATH PGDATA=/var/lib/postgresql/data
# What the official image does with POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB, in short.
RUN printf '%s\n' '#!/bin/sh' 'set -e' 'mkdir -p "$PGDATA" /run/postgresql && chown postgres "$PGDATA" /run/postgresql' \
  'if [ ! -s "$PGDATA/PG_VERSION" ]; then' \
  '  echo "$POSTGRES_PASSWORD" > /tmp/pw && chown postgres /tmp/pw' \
  '  su postgres -c "initdb -U $POSTGRES_USER --pwfile=/tmp/pw --auth-host=scram-sha-256 --auth-local=trust -D $PGDATA" >/dev/null && rm /tmp/pw' \
  '  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"' \
  '  su postgres -c "pg_ctl -D $PGDATA -o \"-c listen_addresses=\" -w start" >/dev/null' \
  '  su postgres -c "psql -U $POSTGRES_USER -d postgres -qc \"CREATE DATABASE $POSTGRES_DB\""' \
  '  su postgres -c "pg_ctl -D $PGDATA -m fast -w stop" >/dev/null' \
  'fi' 'exec su postgres -c "exec postgres -D $PGDATA -c listen_addresses=*"' > /entrypoint && chmod +x /entrypoint
ENTRYPOINT ["/entrypoint"]
PG
cat >"$work/caddy.Containerfile" <<'CADDY'
ARG BASE
FROM ${BASE}
RUN apt-get update && apt-get install -y --no-install-recommends caddy && rm -rf /var/lib/apt/lists/*
CADDY
podman build -q "${podman_ulimits[@]}" --build-arg BASE="$base" -t "$pg_image" -f "$work/postgres.Containerfile" "$work" >/dev/null
podman build -q "${podman_ulimits[@]}" --build-arg BASE="$base" -t "$caddy_image" -f "$work/caddy.Containerfile" "$work" >/dev/null

# --- 2. compose: PostgreSQL and one node ---------------------------------------------------------
node -e "const r=require('crypto').randomBytes;console.log('SECRETS_KEY='+r(32).toString('base64')+'\nPOSTGRES_PASSWORD='+r(24).toString('hex'))" >"$work/.env"
cat >>"$work/.env" <<ENV
HOOKLINE_IMAGE=$image
POSTGRES_IMAGE=$pg_image
CADDY_IMAGE=$caddy_image
HOOKLINE_PORT=38301
PROXY_PORT=38302
ENV
compose() { (cd "$work" && set -a && . ./.env && set +a && podman-compose -p "$project" -f "$here/compose.yaml" "$@"); }
say "2. compose.yaml: PostgreSQL and one node"
# podman-compose 1.0 knows no profiles: the services are named instead.
compose up -d postgres >/dev/null 2>&1
for _ in $(seq 1 60); do podman exec "${project}_postgres_1" pg_isready -q -U hookline -d hookline 2>/dev/null && break; sleep 1; done
compose up -d --no-deps hookline >/dev/null 2>&1
wait_ready http://127.0.0.1:38301
curl -sf http://127.0.0.1:38301/api/health | json "v.data.database==='postgres'" >/dev/null
use_app http://127.0.0.1:38301 compose@example.com >/dev/null
say "signed up, drafted and read back on PostgreSQL"

# --- 3. compose: two nodes behind Caddy ----------------------------------------------------------
say "3. compose.yaml: two nodes behind Caddy"
compose up -d --no-deps node-a node-b >/dev/null 2>&1
compose up -d --no-deps proxy >/dev/null 2>&1
wait_ready http://127.0.0.1:38302
token=$(use_app http://127.0.0.1:38302 proxy@example.com)
for node in node-a node-b; do
  podman exec "${project}_${node}_1" node -e "
    fetch('http://127.0.0.1:3000/api/scripts',{headers:{authorization:'Bearer $token'}}).then(r=>r.json())
      .then(v=>process.exit(v.data.total===1?0:1),()=>process.exit(1))" ||
    { say "$node does not see the account's script"; exit 1; }
done
say "one account signed up through the proxy, its script read on node-a and on node-b"
compose down -v >/dev/null 2>&1
say "done in $((SECONDS - started))s; everything removed"

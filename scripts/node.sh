# Source this file (`source scripts/node.sh`) to put the Node.js this project runs on first on PATH: the version in
# .nvmrc, a supported LTS. When the machine's own node is another version, the official binary is taken from the npm
# registry (package node-<os>-<arch>, checked against the registry's integrity hash by `npm pack`) into .node/.
# npm itself then runs on that Node too, so `npm ci` checks the dependencies' engines against the runtime they get.

_project="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_wanted="$(tr -d '[:space:]' < "$_project/.nvmrc")"
if [ "$(node --version 2>/dev/null)" != "v$_wanted" ]; then
  _dir="$_project/.node/$_wanted"
  if [ ! -x "$_dir/bin/node" ]; then
    case "$(uname -m)" in x86_64) _arch=x64 ;; aarch64 | arm64) _arch=arm64 ;; *) _arch="$(uname -m)" ;; esac
    _os="$(uname -s | tr '[:upper:]' '[:lower:]')"
    echo "Installing Node.js $_wanted ($_os-$_arch) into .node/ from the npm registry..." >&2
    mkdir -p "$_dir"
    _tarball="$(cd "$_dir" && npm pack "node-$_os-$_arch@$_wanted" --silent)" &&
      tar -xzf "$_dir/$_tarball" -C "$_dir" --strip-components=1 package/bin/node &&
      rm -f "$_dir/$_tarball"
  fi
  export PATH="$_dir/bin:$PATH"
fi
unset _project _wanted _dir _arch _os _tarball

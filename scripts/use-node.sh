# Sourced from the project folder (`. scripts/use-node.sh`), never run: it changes the
# caller's PATH. When the `node` on PATH is older than the major version in .nvmrc, it
# installs exactly that version from the npm registry's `node` package (which fetches
# the Node binary for this platform) into a cache folder, reused on later runs, and puts
# it first on PATH. Prints one line saying what it did. POSIX sh; safe under `set -eu`.
#
# The cache: $XDG_CACHE_HOME, else ~/.cache; for root, whose home others cannot enter,
# /var/cache, because the start-up tests run the server as an unprivileged user with
# the same node.

use_node() {
  if [ ! -f .nvmrc ]; then
    echo "use-node: no .nvmrc here: source scripts/use-node.sh from the project folder" >&2
    return 1
  fi
  use_node_want=$(tr -d ' \r\n' < .nvmrc)
  use_node_want=${use_node_want#v}
  use_node_major=${use_node_want%%.*}
  use_node_have=$(node --version 2> /dev/null || echo none)
  use_node_have_major=${use_node_have#v}
  use_node_have_major=${use_node_have_major%%.*}
  case $use_node_have_major in '' | *[!0-9]*) use_node_have_major=0 ;; esac
  if [ "$use_node_have_major" -ge "$use_node_major" ]; then
    echo "use-node: node $use_node_have is on PATH (.nvmrc asks for $use_node_want): nothing to do"
    return 0
  fi
  if [ -n "${XDG_CACHE_HOME:-}" ]; then
    use_node_dir=$XDG_CACHE_HOME
  elif [ "$(id -u)" = 0 ]; then
    use_node_dir=/var/cache
  else
    use_node_dir=$HOME/.cache
  fi
  use_node_dir="$use_node_dir/aerial-site/node-$use_node_want"
  use_node_bin="$use_node_dir/node_modules/.bin"
  if [ -x "$use_node_bin/node" ] && [ "$("$use_node_bin/node" --version)" = "v$use_node_want" ]; then
    use_node_did="using node v$use_node_want from $use_node_dir (node on PATH was $use_node_have)"
  else
    mkdir -p "$use_node_dir"
    # npm's own notes (a warning about the package's install script) go to a log, kept on failure.
    if ! npm install --prefix "$use_node_dir" --no-audit --no-fund "node@$use_node_want" \
      > "$use_node_dir/install.log" 2>&1; then
      cat "$use_node_dir/install.log" >&2
      echo "use-node: could not install node@$use_node_want from the npm registry (log above)" >&2
      return 1
    fi
    use_node_did="installed node v$use_node_want in $use_node_dir (node on PATH was $use_node_have)"
  fi
  PATH="$use_node_bin:$PATH"
  export PATH
  echo "use-node: $use_node_did"
}

use_node
use_node_status=$?
unset -f use_node
unset use_node_want use_node_major use_node_have use_node_have_major use_node_dir use_node_bin use_node_did
# The last command's status is what `.` returns: 1 when no Node could be put on PATH.
[ "$use_node_status" -eq 0 ]

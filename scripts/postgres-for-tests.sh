#!/usr/bin/env bash
# PostgreSQL for the tests (docs/decisions/0064): on a Debian machine, as root.
# Installs Debian's `postgresql` when missing, starts its cluster (no systemd here, so by hand,
# like redis-server), waits until it takes connections and makes the role the tests use:
# `lotto_test`, LOGIN CREATEDB, nothing more. The tests create and drop databases of their own.
#
# Its only stdout line is the URL for TEST_DATABASE_URL:
#   postgres://lotto_test:<password>@127.0.0.1:<port>/postgres
# Everything else goes to stderr. Run it again at will: every step is idempotent.
#
# The password is made once at random and kept outside the repository, readable by root only
# ($PASSWORD_FILE); each run sets the role's password from that file again, so the two always agree.
# PG_CLUSTER=<version>/<name> picks a cluster when the machine has several.
set -euo pipefail

ROLE=lotto_test
PASSWORD_FILE="${PASSWORD_FILE:-/var/lib/postgresql/.lotto_test_password}"

log() { echo "postgres-for-tests: $*" >&2; }
die() { log "$*"; exit 1; }

[ "$(id -u)" -eq 0 ] || die "run as root (it installs and starts Debian's PostgreSQL and uses the postgres user's peer login)"

# The server, when missing. postgresql-common makes the `main` cluster on install.
if ! command -v pg_lsclusters >/dev/null 2>&1 || ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  log "installing postgresql"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends postgresql >&2
fi

# The cluster: PG_CLUSTER if given, else the first one online, else the newest one.
# `pg_lsclusters -h` lines: version name port status owner data-dir log-file.
clusters="$(pg_lsclusters -h)"
if [ -z "$clusters" ]; then
  version="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
  log "no cluster: creating $version/main"
  pg_createcluster "$version" main >&2
  clusters="$(pg_lsclusters -h)"
fi
if [ -n "${PG_CLUSTER:-}" ]; then
  line="$(awk -v want="$PG_CLUSTER" '$1 "/" $2 == want' <<<"$clusters" | head -n 1)"
  [ -n "$line" ] || die "no cluster $PG_CLUSTER (pg_lsclusters: $(tr '\n' ';' <<<"$clusters"))"
else
  line="$(awk '$4 == "online"' <<<"$clusters" | head -n 1)"
  [ -n "$line" ] || line="$(sort -V <<<"$clusters" | tail -n 1)"
fi
read -r version name port status _ <<<"$line"

if [ "$status" != online ]; then
  log "starting cluster $version/$name on port $port"
  # As root, pg_ctlcluster switches to the cluster's owner itself.
  pg_ctlcluster "$version" "$name" start >&2
fi

# Connections, within 30 s.
for _ in $(seq 1 60); do
  if runuser -u postgres -- pg_isready -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 0.5
done
runuser -u postgres -- pg_isready -q -h 127.0.0.1 -p "$port" ||
  die "cluster $version/$name does not accept connections on 127.0.0.1:$port (see /var/log/postgresql/postgresql-$version-$name.log)"

# The password: made once, kept by root. Hex, so it needs no quoting in SQL or in the URL.
if [ ! -s "$PASSWORD_FILE" ]; then
  log "new password for $ROLE in $PASSWORD_FILE"
  (umask 077 && od -An -tx1 -N24 /dev/urandom | tr -d ' \n' >"$PASSWORD_FILE")
fi
chown root:root "$PASSWORD_FILE"
chmod 600 "$PASSWORD_FILE"
password="$(cat "$PASSWORD_FILE")"
[[ "$password" =~ ^[0-9a-f]{16,}$ ]] || die "$PASSWORD_FILE does not hold a hex password: remove it and run again"

# The role, over the postgres user's peer login. The SQL goes in on stdin so the password
# never appears in a process list.
runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$port" -d postgres >&2 <<SQL
SELECT NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '$ROLE') AS missing \gset
\if :missing
CREATE ROLE $ROLE;
\endif
ALTER ROLE $ROLE WITH LOGIN CREATEDB NOSUPERUSER NOCREATEROLE PASSWORD '$password';
-- DROP DATABASE … WITH (FORCE) ends the sessions still on a test's database, an autovacuum worker's too.
GRANT pg_signal_backend TO $ROLE;
SQL

log "cluster $version/$name on 127.0.0.1:$port, role $ROLE ready"
echo "postgres://$ROLE:$password@127.0.0.1:$port/postgres"

#!/usr/bin/env bash
# Runs the server integration suite against a real PostgreSQL (Debian's postgresql package):
# a throw-away cluster on port 55432, removed afterwards. Files run one at a time: they share the database.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
if [ -z "$BIN" ]; then echo "PostgreSQL is not installed (apt-get install -y postgresql)"; exit 1; fi
DIR=$(mktemp -d /tmp/waybook-pg.XXXXXX)
chown postgres:postgres "$DIR"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
as_pg "$BIN/initdb" -D "$DIR/data" -U postgres -A trust >/dev/null
as_pg "$BIN/pg_ctl" -D "$DIR/data" -o "-p 55432 -k $DIR -c listen_addresses=127.0.0.1" -l "$DIR/log" -w start >/dev/null
trap 'as_pg "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null; rm -rf "$DIR"' EXIT
as_pg "$BIN/createdb" -h 127.0.0.1 -p 55432 -U postgres waybook_test
TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55432/waybook_test npx vitest run --project adapters --project postgres --no-file-parallelism adapters/server adapters/sql

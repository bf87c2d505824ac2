#!/usr/bin/env bash
# pretest: the browser tests drive Debian's Chromium at /usr/bin/chromium. Install it when this machine can
# (root with apt-get, as CI does); otherwise stop at once with the one command to run.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "== installing Debian chromium for the browser tests"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Debian's Chromium at /usr/bin/chromium. Install it with:" >&2
echo "  sudo apt-get install -y chromium" >&2
exit 1

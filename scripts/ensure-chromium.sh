#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when missing and we may, otherwise say how in one line.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium is missing: run 'sudo apt-get install -y chromium' and run the tests again." >&2
exit 1

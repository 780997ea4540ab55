#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a downloaded browser). Installs it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (browser tests need /usr/bin/chromium)" >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null

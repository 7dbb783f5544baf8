#!/usr/bin/env bash
# The browser tests drive Debian's Chromium, and the cross-engine smoke suite its Firefox ESR and WebKitGTK (through
# WebKitWebDriver, on a virtual display); the build is served with Debian's nginx (with its brotli module).
# Install what is missing when we may, otherwise say how in one line.
set -euo pipefail
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium fonts-dejavu-core)
[ -x /usr/bin/firefox-esr ] || packages+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || packages+=(webkit2gtk-driver)
[ -x /usr/bin/xvfb-run ] || packages+=(xvfb)
[ -x /usr/sbin/nginx ] || packages+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || packages+=(libnginx-mod-http-brotli-static)
# The deployment tests check the systemd unit with systemd-analyze and nginx's TLS with a self-signed certificate.
command -v systemd-analyze >/dev/null || packages+=(systemd)
command -v openssl >/dev/null || packages+=(openssl)
# The claim pack's tests read its cover sheet back with pdftotext.
command -v pdftotext >/dev/null || packages+=(poppler-utils)
# The claims mailbox's tests read a real IMAP server, Debian's Dovecot, started on a port of their own.
[ -x /usr/sbin/dovecot ] || packages+=(dovecot-imapd)
if [ ${#packages[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${packages[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
  exit 0
fi
echo "The browser tests need Debian's ${packages[*]}: run 'sudo apt-get install -y ${packages[*]}' and run the tests again." >&2
exit 1

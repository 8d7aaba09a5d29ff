#!/usr/bin/env bash
# Makes sure the browser tests have what they need, on a fresh Debian or Ubuntu machine (npm test and .ci/run call
# it before the browser tests): Debian's Chromium headless shell (the `chromium-headless-shell` package: the same Blink
# as Debian's Chromium without the desktop browser's windowing; a test file took 40 s in it where Chromium took 67)
# and a Korean font (fonts-nanum: the tests measure where lines break in Korean tables, as a phone with Hangul fonts
# draws them). With $CHROME_PATH set, the browser is the reader's own and only the font is looked after. Without
# apt-get, it says what is missing and leaves the tests to fail with the same words.
set -euo pipefail

shell=/usr/lib/chromium/chromium-headless-shell
missing=()
if [ -z "${CHROME_PATH:-}" ] && [ ! -x "$shell" ]; then missing+=(chromium-headless-shell); fi
if ! fc-list :lang=ko 2>/dev/null | grep -q .; then missing+=(fonts-nanum); fi
[ ${#missing[@]} -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null; then
  echo "The browser tests need: ${missing[*]} (Debian/Ubuntu package names). Install them, or set CHROME_PATH to a" >&2
  echo "Chromium or Chrome executable and install a font with Hangul." >&2
  exit 0
fi
echo "Installing ${missing[*]} for the browser tests"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null

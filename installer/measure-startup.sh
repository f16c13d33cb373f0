#!/usr/bin/env bash
# Time from launching Steward to its window showing the sample project, under the X display in $DISPLAY
# (e.g. Xvfb :57 -screen 0 1440x900x24 & DISPLAY=:57). Runs it twice: the first start of a fresh user (JavaFX
# unpacks its natives, the sample is copied) and a second start. Optionally screenshots the second window.
#   installer/measure-startup.sh /opt/steward/bin/Steward [screenshot.png]
set -euo pipefail
launcher="$1"; shot="${2:-}"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT

start_once() {
  local started now pid
  started=$(date +%s%N)
  STEWARD_HOME="$home" "$launcher" open --sample >"$home/out.log" 2>&1 &
  pid=$!
  until xwininfo -root -tree 2>/dev/null | grep -q 'sales_intelligence_demo'; do
    kill -0 "$pid" 2>/dev/null || { cat "$home/out.log"; echo "Steward exited" >&2; exit 1; }
    sleep 0.05
  done
  now=$(date +%s%N)
  echo "$1: window with the sample project after $(( (now - started) / 1000000 )) ms"
  if [ -n "$shot" ] && [ "$1" = second ]; then
    sleep 3 # let the table list fill
    import -window root "$shot"
  fi
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

start_once first
start_once second

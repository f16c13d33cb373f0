#!/usr/bin/env bash
# Times an installed Steward under the X display in $DISPLAY (e.g. `Xvfb :57 -screen 0 1440x900x24 &`,
# DISPLAY=:57): from launch to its window, and to the window showing the sample project (the title names the
# project once it is open). Runs twice: a fresh user's first start (JavaFX unpacks its natives, the sample is
# copied), then a second start. With a PNG path, screenshots the second start 10 s after the project opened.
# With --user-folders, Steward uses the user's real folders (~/.config/steward, ...) instead of a fresh
# STEWARD_HOME: what an installed app really does; the "first" start is a first start only if they are empty.
#   installer/measure-startup.sh [--user-folders] /opt/steward/bin/Steward [screenshot.png]
set -euo pipefail
user_folders=false
if [ "${1:-}" = --user-folders ]; then user_folders=true; shift; fi
launcher="$1"; shot="${2:-}"
home="$(mktemp -d)"
trap 'rm -rf "$home"' EXIT
if $user_folders; then unset STEWARD_HOME; else export STEWARD_HOME="$home"; fi

elapsed_until() { # PATTERN STARTED PID: ms until a window title matches
  until xwininfo -root -tree 2>/dev/null | grep -q "$1"; do
    kill -0 "$3" 2>/dev/null || { cat "$home/out.log"; echo "Steward exited" >&2; exit 1; }
    sleep 0.05
  done
  echo $(( ($(date +%s%N) - $2) / 1000000 ))
}

start_once() {
  local started pid window project
  started=$(date +%s%N)
  "$launcher" open --sample >"$home/out.log" 2>&1 &
  pid=$!
  window=$(elapsed_until '"Steward' "$started" "$pid")
  project=$(elapsed_until 'sales_intelligence_demo' "$started" "$pid")
  echo "$1 start: window after $window ms, sample project open after $project ms"
  if [ -n "$shot" ] && [ "$1" = second ]; then
    sleep 10
    import -window root "$shot"
  fi
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
start_once first
start_once second

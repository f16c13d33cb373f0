#!/bin/sh
# Makes Steward's class-data sharing archive, lib/app/steward.jsa, for the app image this script sits in, at the
# path it sits at now (ADR 41, ADR 43). Run it again after moving or copying the image:
#   sh /path/to/Steward/lib/app/make-cds-archive.sh
# On Java 17 an archive holds the absolute paths of the jars it was made from, so it cannot be made at build time
# and shipped. steward.jsa is a dynamic archive on top of the runtime's own one (lib/runtime/lib/server/classes.jsa,
# the JDK's classes): it holds the classes in steward.classlist (recorded by one training start when the image was
# built) that the runtime's archive does not. The launchers start Java with
# -XX:SharedArchiveFile=<the runtime's archive>:$APPDIR/steward.jsa: while steward.jsa matches, both are used; when
# it is missing or was made for another path, Java uses the runtime's archive alone, as it would with no option.
# The .deb's and .rpm's post-install step runs this script.
set -eu
appdir=$(cd "$(dirname "$0")" && pwd -P) # physical path: the launcher resolves symlinks for $APPDIR too
java="$appdir/../runtime/bin/java"
base="$appdir/../runtime/lib/server/classes.jsa"
for needed in "$java" "$base" "$appdir/Steward.cfg" "$appdir/steward.classlist"; do
  if [ ! -e "$needed" ]; then
    echo "make-cds-archive: $needed is missing; run this script where it lies inside a Steward app image" >&2
    exit 1
  fi
done
# The class path exactly as the launcher builds it: Steward.cfg's app.classpath lines, in order, $APPDIR expanded.
classpath=$(awk -v dir="$appdir" 'index($0, "app.classpath=$APPDIR") == 1 {
  printf "%s%s%s", sep, dir, substr($0, 22); sep = ":" }' "$appdir/Steward.cfg")
# The launcher's Java options (the same modules resolved, the same heap), without its archive and logging options.
set --
while IFS= read -r line; do
  case "$line" in
    java-options=-XX:SharedArchiveFile=* | java-options=-Xlog:* | java-options=-Xshare:*) ;;
    java-options=*) option=${line#java-options=}; set -- "$@" "$(printf '%s' "$option" | sed "s|\$APPDIR|$appdir|g")" ;;
  esac
done < "$appdir/Steward.cfg"
partial="$appdir/steward.jsa.partial"
rm -f "$partial"
# The loader (inside steward.jar) loads every listed class through the launcher's class path; at exit Java writes
# those the runtime's archive lacks into the dynamic archive.
if ! output=$("$java" "$@" -XX:SharedArchiveFile="$base" -XX:ArchiveClassesAtExit="$partial" \
    -Xlog:cds=off,cds+dynamic=off -cp "$classpath" dev.steward.settings.ClassListLoading \
    "$appdir/steward.classlist" 2>&1) || [ ! -s "$partial" ]; then
  printf '%s\n' "$output" >&2
  rm -f "$partial"
  echo "make-cds-archive: Java could not make the archive (its output is above); Steward still starts without it" >&2
  exit 1
fi
mv -f "$partial" "$appdir/steward.jsa" # a running Steward keeps the archive it mapped; new starts get this one
echo "make-cds-archive: made $appdir/steward.jsa"

#!/bin/sh
# Makes Steward's class-data sharing archive, lib/app/steward.jsa, for the app image this script sits in, at the
# path it sits at now (ADR 41). Run it again after moving or copying the image:
#   sh /path/to/Steward/lib/app/make-cds-archive.sh
# On Java 17 an archive holds the absolute paths of the jars it was made from, so it cannot be made at build time
# and shipped. The launchers start Java with -XX:SharedArchiveFile=$APPDIR/steward.jsa: while the archive matches,
# the classes in steward.classlist (recorded by one training start when the image was built) load from it; when it
# is missing or was made for another path, Java ignores it silently and Steward starts without class-data sharing.
# The .deb's and .rpm's post-install step runs this script.
set -eu
appdir=$(cd "$(dirname "$0")" && pwd -P) # physical path: the launcher resolves symlinks for $APPDIR too
java="$appdir/../runtime/bin/java"
for needed in "$java" "$appdir/Steward.cfg" "$appdir/steward.classlist"; do
  if [ ! -e "$needed" ]; then
    echo "make-cds-archive: $needed is missing; run this script where it lies inside a Steward app image" >&2
    exit 1
  fi
done
# The class path exactly as the launcher builds it: Steward.cfg's app.classpath lines, in order, $APPDIR expanded.
classpath=$(awk -v dir="$appdir" 'index($0, "app.classpath=$APPDIR") == 1 {
  printf "%s%s%s", sep, dir, substr($0, 22); sep = ":" }' "$appdir/Steward.cfg")
partial="$appdir/steward.jsa.partial"
rm -f "$partial"
if ! output=$("$java" -Xshare:dump -XX:SharedClassListFile="$appdir/steward.classlist" \
    -XX:SharedArchiveFile="$partial" -cp "$classpath" 2>&1); then
  printf '%s\n' "$output" >&2
  rm -f "$partial"
  echo "make-cds-archive: Java could not make the archive (its output is above); Steward still starts without it" >&2
  exit 1
fi
mv -f "$partial" "$appdir/steward.jsa" # a running Steward keeps the archive it mapped; new starts get this one
echo "make-cds-archive: made $appdir/steward.jsa"

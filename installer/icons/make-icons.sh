#!/usr/bin/env bash
# Regenerates the Steward icon in the formats jpackage wants (needs ImageMagick; icnsutils for the .icns).
# The drawing: a table (a header row and three rows) with an approval tick — curated data, approved.
set -euo pipefail
cd "$(dirname "$0")"
convert -size 512x512 xc:none \
  -fill '#1d4e6f' -draw 'roundrectangle 16,16 495,495 96,96' \
  -fill '#e8f1f7' -draw 'roundrectangle 96,112 416,176 18,18' \
  -fill '#ffffff' -draw 'roundrectangle 96,200 416,248 14,14' \
  -draw 'roundrectangle 96,272 416,320 14,14' -draw 'roundrectangle 96,344 300,392 14,14' \
  -fill '#2fae66' -stroke '#1d4e6f' -strokewidth 14 -draw 'circle 372,380 372,300' \
  -fill none -stroke '#ffffff' -strokewidth 22 -draw 'stroke-linejoin round stroke-linecap round polyline 330,382 362,412 414,350' \
  steward.png
# The window icons (StewardApp sets them on the stage; the OS picks the size it needs).
window=../../src/main/resources/dev/steward/ui/icons
mkdir -p "$window"
for s in 16 24 32 48 64 128 256; do convert steward.png -resize "${s}x${s}" -strip "$window/steward-$s.png"; done
convert steward.png -define icon:auto-resize=256,128,64,48,32,16 steward.ico
if command -v png2icns >/dev/null; then
  for s in 16 32 128 256 512; do convert steward.png -resize "${s}x${s}" "/tmp/steward-icon-$s.png"; done
  png2icns steward.icns /tmp/steward-icon-{16,32,128,256,512}.png >/dev/null
fi

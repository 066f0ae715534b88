#!/usr/bin/env bash
# Builds the promotional clip from the generated originals: a slow Ken-Burns
# pan/zoom across four illustrations with short crossfades, 1280x720, 24 fps,
# no audio. Writes public/media/promo.webm (VP9) and public/media/promo.mp4
# (H.264, yuv420p, faststart). Needs ffmpeg only when re-making the video; the
# outputs are committed so the site build never needs it.
#   scripts/make-promo-video.sh
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=${OUT:-public/media}
mkdir -p "$OUT"
SOURCES=(
  media/originals/hero/video-poster.jpg
  media/originals/portfolio/home-03.jpg
  media/originals/feature/luxury-living.jpg
  media/originals/portfolio/home-08.jpg
)
FPS=24
SEG=2.9      # seconds per still
FADE=0.6     # crossfade length
FRAMES=$(awk "BEGIN{print int($SEG*$FPS)}")

inputs=()
filters=""
for i in "${!SOURCES[@]}"; do
  inputs+=(-loop 1 -framerate "$FPS" -t "$SEG" -i "${SOURCES[$i]}")
  # alternate zoom-in / zoom-out and pan direction for each still
  if (( i % 2 == 0 )); then
    z="1+0.10*on/$FRAMES"; x="(iw-iw/zoom)*on/$FRAMES"; y="(ih-ih/zoom)/2"
  else
    z="1.10-0.10*on/$FRAMES"; x="(iw-iw/zoom)*(1-on/$FRAMES)"; y="(ih-ih/zoom)/3"
  fi
  filters+="[$i:v]scale=2560:1440:force_original_aspect_ratio=increase,crop=2560:1440,setsar=1,"
  filters+="zoompan=z='$z':x='$x':y='$y':d=1:s=1280x720:fps=$FPS,trim=end_frame=$FRAMES,setpts=PTS-STARTPTS,format=yuv420p[v$i];"
done
prev="v0"
offset=0
for (( i=1; i<${#SOURCES[@]}; i++ )); do
  offset=$(awk "BEGIN{print $offset+$SEG-$FADE}")
  filters+="[$prev][v$i]xfade=transition=fade:duration=$FADE:offset=$offset[x$i];"
  prev="x$i"
done
filters="${filters%;}"

ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map "[$prev]" -an \
  -c:v libvpx-vp9 -crf 40 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p -r "$FPS" "$OUT/promo.webm"
ffmpeg -hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map "[$prev]" -an \
  -c:v libx264 -preset slow -crf 27 -pix_fmt yuv420p -profile:v high -movflags +faststart -r "$FPS" "$OUT/promo.mp4"
ls -l "$OUT"/promo.*

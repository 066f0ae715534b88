#!/usr/bin/env bash
# Makes the silent promotional video from the generated artwork: a slow pan and
# zoom over four illustrations with short crossfades, as WebM (VP9) and MP4
# (H.264). Needs ffmpeg (Debian: apt-get install -y ffmpeg); the outputs are
# committed, so the site itself never does.
set -euo pipefail
cd "$(dirname "$0")/.."
out=public/media
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
images=(hero/video-poster portfolio/home-01 feature/luxury-living hero/home)
seconds=3
fps=24
frames=$((seconds * fps))
i=0
for id in "${images[@]}"; do
  # Alternate zooming in and drifting sideways, from a 2x canvas for smooth motion.
  if ((i % 2 == 0)); then zoom="min(zoom+0.0012,1.12)"; x="iw/2-(iw/zoom/2)"; else zoom="1.08"; x="(iw-iw/zoom)*on/${frames}"; fi
  ffmpeg -loglevel error -y -loop 1 -i "media/originals/$id.jpg" \
    -vf "scale=2560:1440:force_original_aspect_ratio=increase,crop=2560:1440,zoompan=z='$zoom':x='$x':y='ih/2-(ih/zoom/2)':d=$frames:s=1280x720:fps=$fps" \
    -frames:v "$frames" -pix_fmt yuv420p "$tmp/clip$i.mp4"
  i=$((i + 1))
done
# Crossfade the clips (0.6 s each): 4 x 3 s - 3 x 0.6 s = 10.2 s.
fade=0.6
filter="[0][1]xfade=transition=fade:duration=$fade:offset=$(awk "BEGIN{print $seconds - $fade}")[a];"
filter+="[a][2]xfade=transition=fade:duration=$fade:offset=$(awk "BEGIN{print 2 * $seconds - 2 * $fade}")[b];"
filter+="[b][3]xfade=transition=fade:duration=$fade:offset=$(awk "BEGIN{print 3 * $seconds - 3 * $fade}"),format=yuv420p[v]"
ffmpeg -loglevel error -y -i "$tmp/clip0.mp4" -i "$tmp/clip1.mp4" -i "$tmp/clip2.mp4" -i "$tmp/clip3.mp4" \
  -filter_complex "$filter" -map "[v]" -an -c:v libx264 -preset slow -crf 30 -movflags +faststart "$out/promo.mp4"
ffmpeg -loglevel error -y -i "$out/promo.mp4" -an -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 "$out/promo.webm"
ls -l "$out"

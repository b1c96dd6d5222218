#!/usr/bin/env bash
# Generates the original background videos of /result and /thankyou with ffmpeg's own sources
# (no footage from anywhere). Run once after changing it; the outputs are committed.
set -euo pipefail
cd "$(dirname "$0")/../public/media"

make() { # name c0 c1 c2 c3 seed
  local name=$1
  local src="gradients=s=640x360:r=24:d=8:c0=$2:c1=$3:c2=$4:c3=$5:nb_colors=4:speed=0.015:seed=$6:type=radial"
  # Soft blobs drifting over the gradient, blurred so it stays calm behind text.
  local fx="[0:v]format=yuv420p,gblur=sigma=6[v]"
  ffmpeg -y -loglevel error -f lavfi -i "$src" -filter_complex "$fx" -map "[v]" \
    -c:v libvpx-vp9 -b:v 220k -deadline good -row-mt 1 -an "$name.webm"
  ffmpeg -y -loglevel error -f lavfi -i "$src" -filter_complex "$fx" -map "[v]" \
    -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart -an "$name.mp4"
}

make result 0x1f3a5f 0x2f5d8a 0xf5c518 0xd94f70 7
make thankyou 0x13263f 0x1e7b34 0x2f5d8a 0xf5c518 11
ls -l

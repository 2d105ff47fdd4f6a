#!/bin/sh
# Regenerates the TV and recording media of the demo (see README.md). Needs ffmpeg (5.x with libx264,
# libvpx-vp9, libopus, libmp3lame); run from anywhere. Nothing at run time calls this.
set -eu
cd "$(dirname "$0")"
FF="ffmpeg -hide_banner -loglevel error -y"

# Two videos of 8 s at 320x180, 15 fps: a drifting colour gradient (highlights) and a slow fractal zoom
# (interview), each with a soft two-tone sound. Sources are ffmpeg's own generators: no input files.
video() {
  name=$1
  source=$2
  tone=$3
  $FF -f lavfi -i "$source" \
    -f lavfi -i "aevalsrc=0.2*sin(2*PI*${tone}*t)*(0.6+0.4*sin(2*PI*0.5*t))+0.1*sin(2*PI*${tone}*1.5*t):s=22050:d=8" \
    -t 8 -map 0:v -map 1:a -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -b:v 90k -maxrate 120k -bufsize 240k \
    -g 30 -keyint_min 30 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 -movflags +faststart "$name.mp4"
  $FF -i "$name.mp4" -c:v libvpx-vp9 -b:v 90k -deadline good -cpu-used 4 -row-mt 1 -c:a libopus -b:a 32k -ac 1 "$name.webm"
  # HLS from the same H.264/AAC encoding (no re-encode): 2 s segments, a VOD playlist. The segments are MPEG-TS
  # named .m2ts, not .ts: in this repository .ts is TypeScript (tsc, eslint and prettier would read them).
  mkdir -p "$name"
  $FF -i "$name.mp4" -c copy -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$name/segment-%02d.m2ts" "$name/index.m3u8"
}

video highlights "gradients=s=320x180:r=15:speed=0.02:d=8" 330
video interview "mandelbrot=s=320x180:r=15:end_scale=0.5:end_pts=8,format=yuv420p" 262

# Two podcast episodes of 10 s, mono: a gentle rising and falling tone, as MP3 (every browser plays it).
audio() {
  name=$1
  tone=$2
  $FF -f lavfi -i "aevalsrc=0.25*sin(2*PI*(${tone}+20*sin(2*PI*0.2*t))*t)*(0.5+0.5*sin(2*PI*0.25*t)):s=22050:d=10" \
    -af "afade=t=in:d=0.5,afade=t=out:st=9.5:d=0.5" -c:a libmp3lame -b:a 32k -ac 1 "$name.mp3"
}

audio podcast-1 220
audio podcast-2 196

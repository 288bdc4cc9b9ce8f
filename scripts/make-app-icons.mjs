// Draws the app's icons (the favicon's folded map, amber on navy: ui/public/favicon.svg) as PNGs
// for the web app manifest and the home screen, with pngjs: 192 and 512 px with rounded corners,
// a 512 px maskable one (full bleed, the map inside the 80 % safe zone) and a 180 px Apple touch
// icon. The colours are the design tokens' (--wb-navy, --wb-amber). Run it after changing them:
//
//   node scripts/make-app-icons.mjs        (writes ui/public/icons/*.png)
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const tokens = readFileSync(new URL('../ui/src/design/tokens.css', import.meta.url), 'utf8');
const token = (name) => {
  const m = new RegExp(`--${name}:\\s*#([0-9a-f]{6})`, 'i').exec(tokens);
  if (!m) throw new Error(`token --${name} not found`);
  return [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16));
};
const NAVY = token('wb-navy');
const AMBER = token('wb-amber');

// The favicon's drawing in its 32-unit box: a folded map (outline and two folds), stroke 2.2.
const MAP = [
  [
    [7, 10],
    [13, 7],
    [19, 10],
    [25, 7],
    [25, 22],
    [19, 25],
    [13, 22],
    [7, 25],
    [7, 10],
  ],
  [
    [13, 7],
    [13, 22],
  ],
  [
    [19, 10],
    [19, 25],
  ],
];
const STROKE = 2.2;

function distanceToSegment(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

const onMap = (x, y) => MAP.some((line) => line.slice(1).some((b, i) => distanceToSegment(x, y, line[i], b) <= STROKE / 2));

function insideRounded(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** One icon: `scale` shrinks the drawing around the centre (maskable safe zone), `radius` rounds the corners (0: full bleed). */
function icon(size, { scale = 1, radius = 7 } = {}) {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          if (radius > 0 && !insideRounded(x, y, radius)) continue;
          bg += 1;
          if (onMap(16 + (x - 16) / scale, 16 + (y - 16) / scale)) fg += 1;
        }
      }
      const n = samples * samples;
      const i = (py * size + px) * 4;
      const f = bg === 0 ? 0 : fg / bg;
      for (let c = 0; c < 3; c += 1) png.data[i + c] = Math.round(NAVY[c] * (1 - f) + AMBER[c] * f);
      png.data[i + 3] = Math.round((bg / n) * 255);
    }
  }
  return PNG.sync.write(png, { colorType: 6 });
}

const dir = new URL('../ui/public/icons/', import.meta.url);
mkdirSync(dir, { recursive: true });
writeFileSync(new URL('icon-192.png', dir), icon(192));
writeFileSync(new URL('icon-512.png', dir), icon(512));
writeFileSync(new URL('icon-maskable-512.png', dir), icon(512, { scale: 0.8, radius: 0 }));
writeFileSync(new URL('apple-touch-icon-180.png', dir), icon(180, { radius: 0 }));
console.log('wrote ui/public/icons/{icon-192,icon-512,icon-maskable-512,apple-touch-icon-180}.png');

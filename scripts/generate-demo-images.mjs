#!/usr/bin/env node
// Generates the demo pictures the seed refers to (public/images/**): illustrated landscapes built as
// SVG and rendered to WebP with sharp. Deterministic: the same manifest gives byte-for-byte the same
// pictures, so the files are committed and `npm start` needs no generation step.
// Each tour's three pictures show its own places (scripts/demo-images/tours.mjs), named in the manifest
// as "region:place" with an optional "@time" of day ("cappadocia:balloons@dawn").
// Usage: node scripts/generate-demo-images.mjs [--tours 1,7,11] [--out folder]
//   --tours: only these tours' pictures (a preview); --out: write there instead of public/images.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { tourScenes } from './demo-images/tours.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({ options: { tours: { type: 'string' }, out: { type: 'string' } } });
const out = args.out ? path.resolve(args.out) : path.join(root, 'public', 'images');
const onlyTours = args.tours ? new Set(args.tours.split(',').map(Number)) : null;
const manifest = JSON.parse(await readFile(path.join(root, 'lib/db/seed/image-manifest.json'), 'utf8'));

// ------------------------------------------------------------------ small helpers

function hashString(text) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG, so every picture is reproducible. */
function prng(seedText) {
  let a = hashString(seedText);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rng, min, max) => min + (max - min) * rng();
const pickOne = (rng, list) => list[Math.floor(rng() * list.length)];
const r1 = (n) => Math.round(n * 10) / 10;

function rgb(hex) {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
function mix(a, b, t) {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = [ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t];
  return `#${c.map((x) => Math.round(x).toString(16).padStart(2, '0')).join('')}`;
}

// ------------------------------------------------------------------ light of the day

const times = {
  day: { top: '#3d7cc9', mid: '#8fc3ec', bottom: '#e3f0f7', sun: '#fff7dc', sunX: 0.78, sunY: 0.16, sunR: 0.045, haze: '#d5e8f3', shadow: '#1d2b3a', shade: 0 },
  sunset: { top: '#2f2d69', mid: '#c9567a', bottom: '#f7b46c', sun: '#ffd98f', sunX: 0.7, sunY: 0.47, sunR: 0.06, haze: '#ec9e7e', shadow: '#2b1838', shade: 0.28 },
  dawn: { top: '#5a6db2', mid: '#e7a2ab', bottom: '#ffe2b4', sun: '#fff1cc', sunX: 0.24, sunY: 0.42, sunR: 0.05, haze: '#f3cbbb', shadow: '#3a2a4a', shade: 0.14 },
  dusk: { top: '#0f1a3c', mid: '#2d3c77', bottom: '#7b609c', sun: '#f4f0da', sunX: 0.8, sunY: 0.17, sunR: 0.03, haze: '#6a5b94', shadow: '#0c0f24', shade: 0.5 },
};

// ------------------------------------------------------------------ drawing context

function createScene(W, H, time, seedText) {
  const pal = times[time];
  const rng = prng(seedText);
  const defs = [];
  const layers = [];
  let gradientId = 0;
  const s = (n) => r1(n * (W / 960)); // scale relative to the 960 px card width

  /** A colour pushed into the distance (haze) and into the light of the hour (shade). */
  const tint = (color, depth = 0) => mix(mix(color, pal.haze, Math.min(depth, 1) * 0.72), pal.shadow, pal.shade);

  const linear = (stops, vertical = true) => {
    const id = `g${gradientId++}`;
    const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    defs.push(
      `<linearGradient id="${id}" ${dir}>${stops
        .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  };
  const radial = (stops) => {
    const id = `g${gradientId++}`;
    defs.push(
      `<radialGradient id="${id}">${stops
        .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  };

  /** A soft ridge line across the picture, closed at the bottom. */
  const ridge = (baseY, amp, count, { jagged = false, bottom = H } = {}) => {
    const pts = [];
    for (let i = 0; i <= count; i++) {
      const x = (i / count) * W + (i > 0 && i < count ? between(rng, -0.3, 0.3) * (W / count) : 0);
      pts.push([x, baseY + between(rng, -1, 1) * amp]);
    }
    let d = `M0,${r1(bottom)} L0,${r1(pts[0][1])}`;
    if (jagged) {
      for (const [x, y] of pts.slice(1)) d += ` L${r1(x)},${r1(y)}`;
    } else {
      for (let i = 0; i < pts.length - 1; i++) {
        const [x, y] = pts[i];
        const [nx, ny] = pts[i + 1];
        d += ` Q${r1(x)},${r1(y)} ${r1((x + nx) / 2)},${r1((y + ny) / 2)}`;
      }
      d += ` L${r1(W)},${r1(pts[pts.length - 1][1])}`;
    }
    return `${d} L${r1(W)},${r1(bottom)} Z`;
  };
  /** The height of a ridge path at x is not needed exactly; elements sit on this gentle curve instead. */
  const hillY = (x, baseY, amp, phase) => baseY + Math.sin((x / W) * Math.PI * 2 + phase) * amp;

  const add = (svg) => layers.push(svg);

  return { W, H, pal, rng, s, tint, linear, radial, ridge, hillY, add, time, defs, layers };
}

function sky(c) {
  const { W, H, pal, s, add, linear, radial, rng } = c;
  add(`<rect width="${W}" height="${H}" fill="${linear([[0, pal.top], [0.55, pal.mid], [1, pal.bottom]])}"/>`);
  const sx = W * pal.sunX;
  const sy = H * pal.sunY;
  const sr = Math.min(W, H * 1.5) * pal.sunR;
  add(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sr * 4)}" fill="${radial([[0, pal.sun, 0.55], [1, pal.sun, 0]])}"/>`);
  add(`<circle cx="${r1(sx)}" cy="${r1(sy)}" r="${r1(sr)}" fill="${pal.sun}"/>`);
  if (c.time === 'dusk') {
    const stars = [];
    for (let i = 0; i < 40; i++) {
      stars.push(`<circle cx="${r1(between(rng, 0, W))}" cy="${r1(between(rng, 0, H * 0.4))}" r="${r1(between(rng, 0.6, 1.6) * s(1))}"/>`);
    }
    add(`<g fill="#fffbe8" opacity="0.8">${stars.join('')}</g>`);
  } else {
    const cloudColor = c.time === 'day' ? '#ffffff' : mix('#ffffff', pal.mid, 0.35);
    const clouds = [];
    const count = 2 + Math.floor(rng() * 3);
    for (let i = 0; i < count; i++) {
      const cx = between(rng, 0.05, 0.95) * W;
      const cy = between(rng, 0.06, 0.3) * H;
      const w = between(rng, 60, 140) * s(1);
      clouds.push(
        `<g opacity="${r1(between(rng, 0.5, 0.85))}"><ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w)}" ry="${r1(w * 0.22)}"/><ellipse cx="${r1(cx - w * 0.3)}" cy="${r1(cy - w * 0.12)}" rx="${r1(w * 0.4)}" ry="${r1(w * 0.24)}"/><ellipse cx="${r1(cx + w * 0.25)}" cy="${r1(cy - w * 0.16)}" rx="${r1(w * 0.45)}" ry="${r1(w * 0.3)}"/></g>`,
      );
    }
    add(`<g fill="${cloudColor}">${clouds.join('')}</g>`);
  }
}

function birds(c, count) {
  const { rng, W, H, s, pal } = c;
  const color = mix(pal.shadow, pal.top, 0.3);
  const paths = [];
  for (let i = 0; i < count; i++) {
    const x = between(rng, 0.1, 0.9) * W;
    const y = between(rng, 0.12, 0.35) * H;
    const w = between(rng, 6, 11) * s(1);
    paths.push(`M${r1(x - w)},${r1(y - w * 0.4)} Q${r1(x - w * 0.4)},${r1(y - w * 0.6)} ${r1(x)},${r1(y)} Q${r1(x + w * 0.4)},${r1(y - w * 0.6)} ${r1(x + w)},${r1(y - w * 0.4)}`);
  }
  c.add(`<path d="${paths.join(' ')}" fill="none" stroke="${color}" stroke-width="${s(2)}" stroke-linecap="round"/>`);
}

function mist(c, y, height, opacity = 0.5) {
  const fill = c.linear([[0, c.pal.haze, 0], [0.6, c.pal.haze, opacity], [1, c.pal.haze, 0]]);
  c.add(`<rect x="0" y="${r1(y)}" width="${c.W}" height="${r1(height)}" fill="${fill}"/>`);
}

function sea(c, horizon, color) {
  const { W, H, pal, rng, s, add, linear } = c;
  add(`<rect x="0" y="${r1(horizon)}" width="${W}" height="${r1(H - horizon)}" fill="${linear([[0, mix(color, pal.bottom, 0.45)], [1, c.tint(color, 0)]])}"/>`);
  const glints = [];
  const sx = W * pal.sunX;
  for (let i = 0; i < 14; i++) {
    const y = horizon + between(rng, 0.03, 1) * (H - horizon);
    const spread = (y - horizon) * 0.6 + s(20);
    const x = sx + between(rng, -1, 1) * spread;
    const w = between(rng, 10, 40) * s(1);
    glints.push(`<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${s(2)}" rx="${s(1)}"/>`);
  }
  add(`<g fill="${pal.sun}" opacity="0.55">${glints.join('')}</g>`);
}

// ------------------------------------------------------------------ motifs

function balloon(c, x, y, r, colors) {
  const [a, b] = colors;
  const shape = `M${r1(-r)},0 A${r1(r)},${r1(r)} 0 0 1 ${r1(r)},0 Q${r1(r)},${r1(r * 0.62)} ${r1(r * 0.26)},${r1(r * 1.18)} L${r1(-r * 0.26)},${r1(r * 1.18)} Q${r1(-r)},${r1(r * 0.62)} ${r1(-r)},0 Z`;
  c.add(
    `<g transform="translate(${r1(x)},${r1(y)})"><path d="${shape}" fill="${a}"/><path d="${shape}" fill="${b}" transform="scale(0.5,1)"/><path d="${shape}" fill="${a}" transform="scale(0.16,1)"/>` +
      `<path d="M${r1(-r * 0.24)},${r1(r * 1.2)} L${r1(-r * 0.14)},${r1(r * 1.5)} M${r1(r * 0.24)},${r1(r * 1.2)} L${r1(r * 0.14)},${r1(r * 1.5)}" stroke="#5b4636" stroke-width="${r1(Math.max(1, r * 0.04))}"/>` +
      `<rect x="${r1(-r * 0.17)}" y="${r1(r * 1.5)}" width="${r1(r * 0.34)}" height="${r1(r * 0.24)}" rx="${r1(r * 0.04)}" fill="#6e4b30"/></g>`,
  );
}

/** A fairy chimney: a tapering cone of tuff under a darker basalt cap; `fill` shades it left to right. */
function fairyChimney(c, x, baseY, w, h, fill, capColor, doorColor) {
  const body = `M${r1(x - w / 2)},${r1(baseY)} C${r1(x - w / 2)},${r1(baseY - h * 0.55)} ${r1(x - w * 0.2)},${r1(baseY - h * 0.96)} ${r1(x)},${r1(baseY - h)} C${r1(x + w * 0.2)},${r1(baseY - h * 0.96)} ${r1(x + w / 2)},${r1(baseY - h * 0.55)} ${r1(x + w / 2)},${r1(baseY)} Z`;
  let svg = `<path d="${body}" fill="${fill}"/>`;
  svg += `<ellipse cx="${r1(x)}" cy="${r1(baseY - h)}" rx="${r1(w * 0.3)}" ry="${r1(w * 0.14)}" fill="${capColor}"/>`;
  if (doorColor) {
    const dw = w * 0.12;
    svg += `<g fill="${doorColor}"><rect x="${r1(x - dw / 2)}" y="${r1(baseY - h * 0.45)}" width="${r1(dw)}" height="${r1(dw * 1.4)}" rx="${r1(dw / 2)}"/><rect x="${r1(x - w * 0.24)}" y="${r1(baseY - h * 0.2)}" width="${r1(dw)}" height="${r1(dw * 1.3)}" rx="${r1(dw / 2)}"/></g>`;
  }
  c.add(svg);
}

function mosque(c, x, baseY, size, color, minaretCount = 2) {
  const sz = size;
  let svg = `<g fill="${color}">`;
  svg += `<rect x="${r1(x - sz * 1.3)}" y="${r1(baseY - sz * 0.7)}" width="${r1(sz * 2.6)}" height="${r1(sz * 0.7)}"/>`;
  svg += `<path d="M${r1(x - sz * 0.85)},${r1(baseY - sz * 0.68)} A${r1(sz * 0.85)},${r1(sz * 0.8)} 0 0 1 ${r1(x + sz * 0.85)},${r1(baseY - sz * 0.68)} Z"/>`;
  for (const side of [-1, 1]) {
    svg += `<path d="M${r1(x + side * sz * 0.7)},${r1(baseY - sz * 0.66)} A${r1(sz * 0.45)},${r1(sz * 0.4)} 0 0 1 ${r1(x + side * sz * 1.3)},${r1(baseY - sz * 0.66)} Z"/>`;
  }
  svg += `<rect x="${r1(x - sz * 0.03)}" y="${r1(baseY - sz * 1.78)}" width="${r1(sz * 0.06)}" height="${r1(sz * 0.3)}"/>`;
  const offsets = minaretCount === 4 ? [-1.9, -1.55, 1.55, 1.9] : [-1.7, 1.7];
  for (const o of offsets.slice(0, Math.max(minaretCount, 1))) {
    const mx = x + o * sz;
    const mh = sz * (minaretCount === 4 && Math.abs(o) < 1.7 ? 2.6 : 3);
    svg += `<rect x="${r1(mx - sz * 0.07)}" y="${r1(baseY - mh)}" width="${r1(sz * 0.14)}" height="${r1(mh)}"/>`;
    svg += `<rect x="${r1(mx - sz * 0.12)}" y="${r1(baseY - mh * 0.72)}" width="${r1(sz * 0.24)}" height="${r1(sz * 0.06)}"/>`;
    svg += `<path d="M${r1(mx - sz * 0.08)},${r1(baseY - mh)} L${r1(mx)},${r1(baseY - mh - sz * 0.5)} L${r1(mx + sz * 0.08)},${r1(baseY - mh)} Z"/>`;
  }
  c.add(`${svg}</g>`);
}

function tower(c, x, baseY, size, color) {
  c.add(
    `<g fill="${color}"><rect x="${r1(x - size * 0.22)}" y="${r1(baseY - size * 1.9)}" width="${r1(size * 0.44)}" height="${r1(size * 1.9)}"/><path d="M${r1(x - size * 0.28)},${r1(baseY - size * 1.9)} L${r1(x)},${r1(baseY - size * 2.6)} L${r1(x + size * 0.28)},${r1(baseY - size * 1.9)} Z"/></g>`,
  );
}

function ferry(c, x, y, size) {
  const hull = `M${r1(x - size)},${r1(y)} L${r1(x + size)},${r1(y)} L${r1(x + size * 0.85)},${r1(y + size * 0.22)} L${r1(x - size * 0.9)},${r1(y + size * 0.22)} Z`;
  c.add(
    `<g><path d="${hull}" fill="${c.tint('#2b3a4d', 0)}"/><rect x="${r1(x - size * 0.7)}" y="${r1(y - size * 0.2)}" width="${r1(size * 1.4)}" height="${r1(size * 0.2)}" fill="${c.tint('#f2efe6', 0)}"/><rect x="${r1(x - size * 0.45)}" y="${r1(y - size * 0.34)}" width="${r1(size * 0.8)}" height="${r1(size * 0.14)}" fill="${c.tint('#f2efe6', 0)}"/><rect x="${r1(x + size * 0.05)}" y="${r1(y - size * 0.52)}" width="${r1(size * 0.12)}" height="${r1(size * 0.18)}" fill="${c.tint('#2b3a4d', 0)}"/></g>`,
  );
}

function gulet(c, x, y, size) {
  const hull = `M${r1(x - size)},${r1(y - size * 0.08)} Q${r1(x)},${r1(y + size * 0.12)} ${r1(x + size * 1.1)},${r1(y - size * 0.16)} L${r1(x + size * 0.8)},${r1(y + size * 0.14)} L${r1(x - size * 0.85)},${r1(y + size * 0.14)} Z`;
  const sail = c.tint('#fbf7ef', 0);
  c.add(
    `<g><path d="${hull}" fill="${c.tint('#7a4a2b', 0)}"/><path d="M${r1(x - size * 0.2)},${r1(y - size * 0.05)} L${r1(x - size * 0.2)},${r1(y - size * 1.05)} L${r1(x + size * 0.55)},${r1(y - size * 0.12)} Z" fill="${sail}"/><path d="M${r1(x - size * 0.3)},${r1(y - size * 0.05)} L${r1(x - size * 0.3)},${r1(y - size * 0.8)} L${r1(x - size * 0.85)},${r1(y - size * 0.1)} Z" fill="${sail}" opacity="0.9"/></g>`,
  );
}

function paraglider(c, x, y, size) {
  c.add(
    `<g><path d="M${r1(x - size)},${r1(y)} Q${r1(x)},${r1(y - size * 0.7)} ${r1(x + size)},${r1(y)} Q${r1(x)},${r1(y - size * 0.4)} ${r1(x - size)},${r1(y)} Z" fill="#e5533d"/><path d="M${r1(x - size * 0.9)},${r1(y)} L${r1(x)},${r1(y + size * 0.9)} L${r1(x + size * 0.9)},${r1(y)}" fill="none" stroke="#3b3b3b" stroke-width="${r1(Math.max(0.8, size * 0.03))}"/><circle cx="${r1(x)}" cy="${r1(y + size * 0.95)}" r="${r1(size * 0.08)}" fill="#333"/></g>`,
  );
}

function oliveTree(c, x, baseY, size, depth) {
  const leaf = c.tint('#6d7f3c', depth);
  const light = c.tint('#8c9d55', depth);
  c.add(
    `<g><rect x="${r1(x - size * 0.06)}" y="${r1(baseY - size * 0.7)}" width="${r1(size * 0.12)}" height="${r1(size * 0.7)}" fill="${c.tint('#5a4432', depth)}"/><circle cx="${r1(x - size * 0.3)}" cy="${r1(baseY - size * 0.8)}" r="${r1(size * 0.35)}" fill="${leaf}"/><circle cx="${r1(x + size * 0.3)}" cy="${r1(baseY - size * 0.85)}" r="${r1(size * 0.38)}" fill="${leaf}"/><circle cx="${r1(x)}" cy="${r1(baseY - size * 1.1)}" r="${r1(size * 0.4)}" fill="${light}"/></g>`,
  );
}

function pine(c, x, baseY, size, color) {
  c.add(
    `<g fill="${color}"><path d="M${r1(x - size * 0.35)},${r1(baseY - size * 0.1)} L${r1(x)},${r1(baseY - size * 0.75)} L${r1(x + size * 0.35)},${r1(baseY - size * 0.1)} Z"/><path d="M${r1(x - size * 0.27)},${r1(baseY - size * 0.5)} L${r1(x)},${r1(baseY - size * 1.1)} L${r1(x + size * 0.27)},${r1(baseY - size * 0.5)} Z"/><rect x="${r1(x - size * 0.04)}" y="${r1(baseY - size * 0.12)}" width="${r1(size * 0.08)}" height="${r1(size * 0.12)}"/></g>`,
  );
}

function column(c, x, baseY, w, h, broken) {
  const stone = c.tint('#efe3c8', 0);
  const shade = c.tint('#cdbb98', 0);
  const top = broken ? baseY - h * 0.7 : baseY - h;
  let svg = `<rect x="${r1(x - w / 2)}" y="${r1(top)}" width="${r1(w)}" height="${r1(baseY - top)}" fill="${stone}"/>`;
  svg += `<rect x="${r1(x + w * 0.1)}" y="${r1(top)}" width="${r1(w * 0.4)}" height="${r1(baseY - top)}" fill="${shade}"/>`;
  svg += `<rect x="${r1(x - w * 0.75)}" y="${r1(baseY - w * 0.3)}" width="${r1(w * 1.5)}" height="${r1(w * 0.3)}" fill="${stone}"/>`;
  if (!broken) svg += `<rect x="${r1(x - w * 0.8)}" y="${r1(top - w * 0.3)}" width="${r1(w * 1.6)}" height="${r1(w * 0.32)}" fill="${stone}"/>`;
  c.add(svg);
}

function houses(c, xs, baseY, size, wall, accent, windowColor) {
  let svg = '';
  for (const [x, lift] of xs) {
    const w = size * (0.8 + (Math.abs(Math.sin(x)) * 0.5));
    const h = size * 0.75;
    const y = baseY - lift - h;
    svg += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>`;
    svg += `<rect x="${r1(x + w * 0.2)}" y="${r1(y + h * 0.35)}" width="${r1(w * 0.16)}" height="${r1(h * 0.3)}" fill="${windowColor}"/>`;
    svg += `<rect x="${r1(x + w * 0.6)}" y="${r1(y + h * 0.45)}" width="${r1(w * 0.18)}" height="${r1(h * 0.55)}" fill="${accent}"/>`;
  }
  c.add(svg);
}

function snowPeak(c, x, baseY, w, h, rock, snow) {
  const body = `M${r1(x - w / 2)},${r1(baseY)} Q${r1(x - w * 0.2)},${r1(baseY - h * 0.55)} ${r1(x - w * 0.04)},${r1(baseY - h * 0.98)} L${r1(x + w * 0.05)},${r1(baseY - h)} Q${r1(x + w * 0.22)},${r1(baseY - h * 0.55)} ${r1(x + w / 2)},${r1(baseY)} Z`;
  const capY = baseY - h * 0.62;
  const cap = `M${r1(x - w * 0.04)},${r1(baseY - h * 0.98)} L${r1(x + w * 0.05)},${r1(baseY - h)} Q${r1(x + w * 0.12)},${r1(baseY - h * 0.8)} ${r1(x + w * 0.17)},${r1(capY)} L${r1(x + w * 0.1)},${r1(capY - h * 0.05)} L${r1(x + w * 0.04)},${r1(capY + h * 0.03)} L${r1(x - w * 0.03)},${r1(capY - h * 0.06)} L${r1(x - w * 0.1)},${r1(capY + h * 0.02)} L${r1(x - w * 0.15)},${r1(capY)} Q${r1(x - w * 0.1)},${r1(baseY - h * 0.8)} ${r1(x - w * 0.04)},${r1(baseY - h * 0.98)} Z`;
  return `<path d="${body}" fill="${rock}"/><path d="${cap}" fill="${snow}"/>`;
}

// ------------------------------------------------------------------ scenes

const scenes = {
  cappadocia(c) {
    const { W, H, rng, s, tint, ridge, add, linear } = c;
    sky(c);
    const palette = [['#e2463a', '#f4c542'], ['#2f7fc1', '#f2efe6'], ['#f08a24', '#7a3fa0'], ['#1f9d74', '#f4c542'], ['#d6336c', '#ffffff']];
    const count = 4 + Math.floor(rng() * 4);
    const flight = [];
    for (let i = 0; i < count; i++) flight.push([between(rng, 0.05, 0.95) * W, between(rng, 0.1, 0.45) * H, between(rng, 8, 28) * s(1)]);
    flight.sort((a, b) => a[2] - b[2]);
    const half = Math.ceil(count / 2);
    add(`<path d="${ridge(H * 0.58, H * 0.04, 7)}" fill="${tint('#c9a27e', 0.85)}"/>`);
    for (const [x, y, r] of flight.slice(0, half)) balloon(c, x, y, r, pickOne(rng, palette));
    add(`<path d="${ridge(H * 0.68, H * 0.04, 9)}" fill="${tint('#d9b48c', 0.55)}"/>`);
    const rows = [
      { count: 7 + Math.floor(rng() * 3), base: H * 0.76, w: [34, 56], h: [70, 120], depth: 0.45, doors: false },
      { count: 4 + Math.floor(rng() * 2), base: H * 0.92, w: [62, 96], h: [150, 230], depth: 0.05, doors: true },
    ];
    for (const row of rows) {
      const light = tint('#f0d3ab', row.depth);
      const fill = linear([[0, light], [0.5, light], [1, tint('#bf9a72', row.depth)]], false);
      const cap = tint('#8a6a50', row.depth);
      const door = row.doors ? tint('#4a2f20', row.depth) : null;
      if (row.doors) add(`<path d="${ridge(H * 0.8, H * 0.03, 6)}" fill="${tint('#c99c68', 0.2)}"/>`);
      for (let i = 0; i < row.count; i++) {
        const x = ((i + 0.5) / row.count) * W + between(rng, -0.25, 0.25) * (W / row.count);
        fairyChimney(c, x, row.base, between(rng, ...row.w) * s(1), between(rng, ...row.h) * s(1), fill, cap, door);
      }
    }
    for (const [x, y, r] of flight.slice(half)) balloon(c, x, y, r * 1.5, pickOne(rng, palette));
    add(`<path d="${ridge(H * 0.93, H * 0.02, 5)}" fill="${tint('#a9794a', 0)}"/>`);
  },

  istanbul(c) {
    const { W, H, rng, s, tint, add } = c;
    sky(c);
    birds(c, 3 + Math.floor(rng() * 4));
    const shore = H * 0.62;
    const far = tint('#5b5a78', 0.55);
    add(`<path d="${c.ridge(shore - s(12), s(6), 10)}" fill="${far}"/>`);
    const mosques = [between(rng, 0.15, 0.35), between(rng, 0.55, 0.8)];
    mosque(c, mosques[0] * W, shore - s(6), between(rng, 34, 46) * s(1), far, 2);
    mosque(c, mosques[1] * W, shore - s(8), between(rng, 40, 54) * s(1), far, rng() > 0.5 ? 4 : 2);
    tower(c, between(rng, 0.4, 0.5) * W, shore - s(8), s(34), far);
    add(`<rect x="0" y="${r1(shore - s(14))}" width="${W}" height="${r1(s(16))}" fill="${far}"/>`);
    sea(c, shore, '#2c6e9b');
    ferry(c, between(rng, 0.2, 0.8) * W, H * between(rng, 0.76, 0.86), between(rng, 60, 90) * s(1));
    add(`<path d="${c.ridge(H * 0.97, s(4), 4)}" fill="${tint('#3a4a5a', 0)}"/>`);
  },

  aegean(c) {
    const { W, H, rng, s, tint, ridge, add } = c;
    sky(c);
    const horizon = H * 0.56;
    sea(c, horizon, '#1f78b4');
    add(`<path d="${ridge(horizon - s(14), s(10), 5, { bottom: horizon + s(1) })}" fill="${tint('#7f95a8', 0.7)}" transform="translate(${r1(W * between(rng, -0.3, 0.1))},0) scale(0.6,1)"/>`);
    const hill = `M0,${r1(H)} L0,${r1(H * 0.66)} Q${r1(W * 0.28)},${r1(H * 0.58)} ${r1(W * 0.55)},${r1(H * 0.74)} T${r1(W)},${r1(H * 0.8)} L${r1(W)},${r1(H)} Z`;
    add(`<path d="${hill}" fill="${tint('#a7a35d', 0.1)}"/>`);
    const whiteHouses = [];
    for (let i = 0; i < 5; i++) whiteHouses.push([W * (0.04 + i * 0.07) + between(rng, -8, 8) * s(1), H * 0.02 + i * s(6)]);
    houses(c, whiteHouses, H * 0.68, s(38), tint('#f6f4ee', 0), tint('#2f6fb3', 0), tint('#2f6fb3', 0));
    add(`<path d="${ridge(H * 0.9, s(8), 5)}" fill="${tint('#8a8f45', 0)}"/>`);
    const ruins = rng() > 0.35;
    if (ruins) {
      const base = H * 0.92;
      const start = W * between(rng, 0.52, 0.62);
      for (let i = 0; i < 4; i++) column(c, start + i * s(62), base, s(22), s(150 - i * 8), i === 2);
      add(`<rect x="${r1(start - s(20))}" y="${r1(base - s(158))}" width="${r1(s(145))}" height="${r1(s(16))}" fill="${tint('#efe3c8', 0)}"/>`);
    }
    for (let i = 0; i < 3; i++) oliveTree(c, W * (ruins ? 0.1 + i * 0.14 : 0.45 + i * 0.18), H * 0.96, between(rng, 60, 90) * s(1), 0);
  },

  mediterranean(c) {
    const { W, H, rng, s, tint, ridge, add } = c;
    sky(c);
    add(`<path d="${ridge(H * 0.36, H * 0.08, 9, { jagged: true })}" fill="${tint('#6e7c96', 0.75)}"/>`);
    add(`<path d="${ridge(H * 0.48, H * 0.05, 8)}" fill="${tint('#3f6b4f', 0.45)}"/>`);
    if (rng() > 0.4) paraglider(c, between(rng, 0.15, 0.85) * W, between(rng, 0.18, 0.32) * H, between(rng, 22, 34) * s(1));
    const horizon = H * 0.58;
    sea(c, horizon, '#0e9bb0');
    add(`<rect x="0" y="${r1(horizon - s(4))}" width="${W}" height="${r1(s(6))}" fill="${tint('#e9dcc0', 0.3)}"/>`);
    gulet(c, between(rng, 0.25, 0.7) * W, H * between(rng, 0.74, 0.8), between(rng, 70, 100) * s(1));
    const cliff = `M${r1(W)},${r1(H)} L${r1(W)},${r1(H * 0.5)} Q${r1(W * 0.9)},${r1(H * 0.55)} ${r1(W * 0.86)},${r1(H * 0.72)} Q${r1(W * 0.82)},${r1(H * 0.9)} ${r1(W * 0.7)},${r1(H)} Z`;
    add(`<path d="${cliff}" fill="${tint('#8c6e4e', 0)}"/>`);
    for (let i = 0; i < 3; i++) pine(c, W * (0.88 + i * 0.04), H * (0.56 + i * 0.03), s(70), tint('#2f5b3a', 0));
  },

  'black-sea'(c) {
    const { W, H, rng, s, tint, ridge, add } = c;
    sky(c);
    const greens = ['#5c8a6a', '#3f7a52', '#2f6a43', '#245a37', '#1d4a2d'];
    for (let i = 0; i < greens.length; i++) {
      const base = H * (0.38 + i * 0.12);
      add(`<path d="${ridge(base, H * 0.06, 8 + i)}" fill="${tint(greens[i], 0.8 - i * 0.2)}"/>`);
      if (i < 3) mist(c, base - s(6), s(60), 0.55 - i * 0.12);
      if (i === 2) {
        const hx = between(rng, 0.15, 0.75) * W;
        const hy = base + s(18);
        add(`<g><rect x="${r1(hx)}" y="${r1(hy - s(22))}" width="${r1(s(40))}" height="${r1(s(22))}" fill="${tint('#8a5a36', 0.3)}"/><path d="M${r1(hx - s(6))},${r1(hy - s(22))} L${r1(hx + s(20))},${r1(hy - s(40))} L${r1(hx + s(46))},${r1(hy - s(22))} Z" fill="${tint('#6b6f78', 0.3)}"/></g>`);
      }
    }
    const rows = [];
    for (let j = 0; j < 5; j++) {
      const y = H * (0.86 + j * 0.03);
      rows.push(`M0,${r1(y)} Q${r1(W * 0.3)},${r1(y - s(14))} ${r1(W * 0.6)},${r1(y)} T${r1(W)},${r1(y - s(6))}`);
    }
    add(`<path d="${rows.join(' ')}" fill="none" stroke="${tint('#5f9d4a', 0)}" stroke-width="${s(9)}" stroke-linecap="round"/>`);
    for (let i = 0; i < 7; i++) pine(c, between(rng, 0, 1) * W, H * between(rng, 0.84, 0.98), between(rng, 50, 90) * s(1), tint('#173a24', 0));
  },

  pamukkale(c) {
    const { W, H, rng, s, tint, ridge, add } = c;
    sky(c);
    add(`<path d="${ridge(H * 0.4, H * 0.05, 7)}" fill="${tint('#8d8a72', 0.75)}"/>`);
    add(`<path d="${ridge(H * 0.5, H * 0.03, 8)}" fill="${tint('#e9eeea', 0.35)}"/>`);
    const white = tint('#f7f8f5', 0.05);
    const pool = tint('#7fd0df', 0.05);
    const shadow = tint('#d8dedb', 0.05);
    for (let j = 0; j < 6; j++) {
      const y = H * (0.52 + j * 0.08);
      const arcs = 4 + j;
      const w = W / arcs;
      let ledge = `M0,${r1(y)}`;
      for (let i = 0; i < arcs; i++) ledge += ` Q${r1(i * w + w / 2)},${r1(y + s(26))} ${r1((i + 1) * w)},${r1(y)}`;
      add(`<path d="${ledge} L${r1(W)},${r1(H)} L0,${r1(H)} Z" fill="${shadow}"/>`);
      add(`<path d="${ledge} L${r1(W)},${r1(y - s(4))} L0,${r1(y - s(4))} Z" fill="${white}"/>`);
      const pools = [];
      for (let i = 0; i < arcs; i++) {
        const phase = (j % 2) * 0.5;
        pools.push(`<ellipse cx="${r1((i + 0.5 + phase) * w)}" cy="${r1(y - s(10))}" rx="${r1(w * 0.36)}" ry="${r1(s(7))}"/>`);
      }
      add(`<g fill="${pool}">${pools.join('')}</g>`);
    }
    for (let i = 0; i < 4; i++) {
      const x = between(rng, 0.02, 0.98) * W;
      add(`<ellipse cx="${r1(x)}" cy="${r1(H * 0.44)}" rx="${r1(s(8))}" ry="${r1(s(34))}" fill="${tint('#4c6b3e', 0.45)}"/>`);
    }
  },

  southeast(c) {
    const { W, H, rng, s, tint, ridge, add } = c;
    sky(c);
    add(`<rect x="0" y="${r1(H * 0.62)}" width="${W}" height="${r1(H * 0.38)}" fill="${tint('#d7b77a', 0.5)}"/>`);
    const fields = [];
    for (let j = 0; j < 6; j++) fields.push(`<rect x="0" y="${r1(H * (0.65 + j * 0.05))}" width="${W}" height="${r1(s(3))}"/>`);
    add(`<g fill="${tint('#c29e5e', 0.4)}">${fields.join('')}</g>`);
    const peak = between(rng, 0.35, 0.65) * W;
    const hill = `M0,${r1(H)} L0,${r1(H * 0.82)} Q${r1(peak - W * 0.2)},${r1(H * 0.42)} ${r1(peak)},${r1(H * 0.36)} Q${r1(peak + W * 0.25)},${r1(H * 0.42)} ${r1(W)},${r1(H * 0.78)} L${r1(W)},${r1(H)} Z`;
    add(`<path d="${hill}" fill="${tint('#b98f5a', 0.1)}"/>`);
    const wall = tint('#e1bf87', 0);
    const dark = tint('#5a3d25', 0);
    for (let row = 0; row < 5; row++) {
      const y = H * (0.44 + row * 0.1);
      const half = (row + 1) * 0.1 * W;
      const list = [];
      for (let x = peak - half; x < peak + half; x += s(46) + rng() * s(20)) list.push([x, 0]);
      houses(c, list, y + s(30), s(42), wall, dark, dark);
    }
    add(`<g fill="${wall}"><rect x="${r1(peak - s(8))}" y="${r1(H * 0.2)}" width="${r1(s(16))}" height="${r1(H * 0.2)}"/><path d="M${r1(peak - s(12))},${r1(H * 0.2)} L${r1(peak)},${r1(H * 0.15)} L${r1(peak + s(12))},${r1(H * 0.2)} Z"/></g>`);
    add(`<path d="${ridge(H * 0.95, s(5), 5)}" fill="${tint('#8f6a3f', 0)}"/>`);
  },

  east(c) {
    const { W, H, rng, s, tint, ridge, add } = c;
    sky(c);
    const horizon = H * 0.66;
    const mx = between(rng, 0.35, 0.6) * W;
    const mountains =
      snowPeak(c, mx + W * 0.22, horizon, W * 0.38, H * 0.3, tint('#7c6f78', 0.6), tint('#f4f6fa', 0.3)) +
      snowPeak(c, mx, horizon, W * 0.75, H * 0.48, tint('#6a5f6e', 0.5), tint('#f7f9fc', 0.2));
    add(mountains);
    add(`<path d="${ridge(horizon - s(10), s(8), 9, { bottom: horizon + s(2) })}" fill="${tint('#8b8a63', 0.4)}"/>`);
    sea(c, horizon, '#2e6f8f');
    add(`<g opacity="0.22" transform="translate(0,${r1(horizon * 2)}) scale(1,-1)">${mountains}</g>`);
    const ix = between(rng, 0.15, 0.35) * W;
    const iy = H * 0.8;
    add(`<ellipse cx="${r1(ix)}" cy="${r1(iy)}" rx="${r1(s(90))}" ry="${r1(s(16))}" fill="${tint('#7a6a4a', 0)}"/>`);
    add(`<g fill="${tint('#c8a27a', 0)}"><rect x="${r1(ix - s(14))}" y="${r1(iy - s(40))}" width="${r1(s(28))}" height="${r1(s(30))}"/><path d="M${r1(ix - s(18))},${r1(iy - s(40))} L${r1(ix)},${r1(iy - s(66))} L${r1(ix + s(18))},${r1(iy - s(40))} Z"/></g>`);
    for (let i = 0; i < 4; i++) add(`<ellipse cx="${r1(ix - s(60) + i * s(38))}" cy="${r1(iy - s(16))}" rx="${r1(s(8))}" ry="${r1(s(20))}" fill="${tint('#3f5a36', 0)}"/>`);
  },

  thrace(c) {
    const { W, H, rng, s, tint, ridge, add } = c;
    sky(c);
    const horizon = H * 0.58;
    add(`<path d="${ridge(horizon, s(8), 8)}" fill="${tint('#9aa466', 0.6)}"/>`);
    mosque(c, between(rng, 0.4, 0.6) * W, horizon + s(2), s(44), tint('#8a8680', 0.6), 4);
    add(`<path d="${ridge(H * 0.7, s(14), 6)}" fill="${tint('#c9b94f', 0.2)}"/>`);
    const flowers = [];
    for (let j = 0; j < 4; j++) {
      for (let i = 0; i < 14 + j * 4; i++) {
        const x = (i / (14 + j * 4)) * W + between(rng, -6, 6) * s(1);
        const y = H * (0.76 + j * 0.07);
        const r = s(5 + j * 3.5);
        flowers.push(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${tint('#f2b705', 0)}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.45)}" fill="${tint('#5b3a14', 0)}"/>`);
      }
    }
    add(`<rect x="0" y="${r1(H * 0.74)}" width="${W}" height="${r1(H * 0.26)}" fill="${tint('#4f7a2c', 0)}"/>${flowers.join('')}`);
  },
};

const shots = tourScenes({ sky, sea, mist, birds, balloon, fairyChimney, mosque, ferry, gulet, paraglider, oliveTree, pine, houses, snowPeak, pickOne });

function render(scene, W, H, time, seedText) {
  const c = createScene(W, H, time, seedText);
  const draw = scenes[scene] ?? shots[scene];
  if (!draw) throw new Error(`No scene "${scene}" (scripts/generate-demo-images.mjs, scripts/demo-images/tours.mjs)`);
  draw(c);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${c.defs.join('')}</defs>${c.layers.join('')}</svg>`;
}

async function writeWebp(relative, svg, quality = 60) {
  const file = path.join(out, relative);
  await mkdir(path.dirname(file), { recursive: true });
  const buffer = await sharp(Buffer.from(svg)).webp({ quality, effort: 6, smartSubsample: true }).toBuffer();
  await writeFile(file, buffer);
  return buffer.length;
}

// ------------------------------------------------------------------ the logo (vector; text is fine here, the browser renders it)

/** The emblem: a sunset sun over Anatolian peaks and a river, inside a 56×56 circle. */
const emblem = (id) => `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f59e0b"/><stop offset="1" stop-color="#dc4a26"/></linearGradient></defs>
  <circle cx="28" cy="28" r="26" fill="url(#${id})"/>
  <circle cx="36" cy="20" r="6" fill="#fff4d6"/>
  <path d="M4 38 L16 24 L23 32 L31 21 L52 38 A26 26 0 0 1 4 38 Z" fill="#0f4c5c"/>
  <path d="M15 45 q3.25 -2.6 6.5 0 t6.5 0 t6.5 0 t6.5 0" fill="none" stroke="#fff4d6" stroke-width="2" stroke-linecap="round"/>`;

/** Square mark: the header shows it at 40×40 next to the brand name, and it is the favicon. */
const logoMark = `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56" role="img" aria-label="Anatolia Tours">
  <title>Anatolia Tours</title>
  ${emblem('logo-mark-sky')}
</svg>
`;

/** Wide logo with the name, for places that show the logo alone (e-mails, printouts). */
const logoWordmark = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="56" viewBox="0 0 220 56" role="img" aria-label="Anatolia Tours">
  <title>Anatolia Tours</title>
  ${emblem('logo-wordmark-sky')}
  <text x="64" y="27" font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-size="21" font-weight="700" fill="#0f4c5c">Anatolia</text>
  <text x="65" y="45" font-family="'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif" font-size="12" letter-spacing="5.2" fill="#dc4a26">TOURS</text>
</svg>
`;

// ------------------------------------------------------------------ run

const { card, slider, og } = manifest;
const extraTimes = ['day', 'sunset', 'dawn', 'dusk'];
const written = [];

for (const [i, pictures] of manifest.tours.entries()) {
  if (onlyTours && !onlyTours.has(i + 1)) continue;
  if (pictures.length !== manifest.imagesPerTour) throw new Error(`tour ${i + 1} has ${pictures.length} pictures, not ${manifest.imagesPerTour}`);
  for (const [k, shot] of pictures.entries()) {
    const [scene, time = manifest.tourTimes[k % manifest.tourTimes.length]] = shot.split('@');
    const name = `tours/tour-${i + 1}-${k + 1}.webp`;
    written.push([name, await writeWebp(name, render(scene, card.width, card.height, time, name))]);
  }
}
if (onlyTours) {
  console.log(written.map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`).join('\n'));
  process.exit(0);
}
for (const scene of manifest.regions) {
  const name = `regions/${scene}.webp`;
  written.push([name, await writeWebp(name, render(scene, card.width, card.height, 'day', name))]);
}
for (const [i, scene] of manifest.blogs.entries()) {
  const name = `blogs/blog-${i + 1}.webp`;
  written.push([name, await writeWebp(name, render(scene, card.width, card.height, extraTimes[i % extraTimes.length], name))]);
}
for (const [i, scene] of manifest.sliders.entries()) {
  const name = `sliders/slider-${i + 1}.webp`;
  written.push([name, await writeWebp(name, render(scene, slider.width, slider.height, ['dawn', 'sunset', 'day', 'day'][i % 4], name))]);
}
written.push(['og-default.webp', await writeWebp('og-default.webp', render(og.scene, og.width, og.height, 'dawn', 'og-default'), 70)]);
await writeFile(path.join(out, 'logo.svg'), logoMark);
await writeFile(path.join(out, 'logo-wordmark.svg'), logoWordmark);

const total = written.reduce((sum, [, size]) => sum + size, 0);
const largest = written.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`${written.length} pictures, ${(total / 1024).toFixed(0)} KB in all; largest ${largest[0]} ${(largest[1] / 1024).toFixed(1)} KB`);

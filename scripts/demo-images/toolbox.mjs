// Drawing helpers for the tours' own pictures (scripts/demo-images/tours.mjs): simple flat shapes,
// people, buildings, water and table-tops, on the scene context of scripts/generate-demo-images.mjs.

export const r1 = (n) => Math.round(n * 10) / 10;
export const between = (rng, min, max) => min + (max - min) * rng();

/** A closed polygon path. */
export const poly = (points) => `M${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' L')} Z`;

/** A doorway or window: straight sides and a round top, standing on `baseY`. */
export function archPath(x, baseY, w, h) {
  const r = w / 2;
  return `M${r1(x - r)},${r1(baseY)} L${r1(x - r)},${r1(baseY - h + r)} A${r1(r)},${r1(r)} 0 0 1 ${r1(x + r)},${r1(baseY - h + r)} L${r1(x + r)},${r1(baseY)} Z`;
}

/** A half dome sitting on `baseY`. */
export function domePath(x, baseY, r, rise = 0.9) {
  return `M${r1(x - r)},${r1(baseY)} A${r1(r)},${r1(r * rise)} 0 0 1 ${r1(x + r)},${r1(baseY)} Z`;
}

/** A figure seen from afar: head and body, `h` tall, feet on `baseY`. */
export function person(c, x, baseY, h, color, { hat, arms } = {}) {
  const head = h * 0.13;
  let svg = `<circle cx="${r1(x)}" cy="${r1(baseY - h + head)}" r="${r1(head)}" fill="${color}"/>`;
  svg += `<path d="M${r1(x - h * 0.13)},${r1(baseY - h * 0.42)} Q${r1(x - h * 0.14)},${r1(baseY - h * 0.74)} ${r1(x)},${r1(baseY - h * 0.74)} Q${r1(x + h * 0.14)},${r1(baseY - h * 0.74)} ${r1(x + h * 0.13)},${r1(baseY - h * 0.42)} Z" fill="${color}"/>`;
  svg += `<path d="M${r1(x - h * 0.09)},${r1(baseY - h * 0.44)} L${r1(x - h * 0.07)},${r1(baseY)} M${r1(x + h * 0.09)},${r1(baseY - h * 0.44)} L${r1(x + h * 0.07)},${r1(baseY)}" stroke="${color}" stroke-width="${r1(h * 0.08)}" stroke-linecap="round"/>`;
  if (hat) svg += `<ellipse cx="${r1(x)}" cy="${r1(baseY - h + head * 0.6)}" rx="${r1(head * 1.2)}" ry="${r1(head * 0.7)}" fill="${hat}"/>`;
  if (arms === 'up') svg += `<path d="M${r1(x - h * 0.12)},${r1(baseY - h * 0.7)} L${r1(x - h * 0.28)},${r1(baseY - h * 0.95)} M${r1(x + h * 0.12)},${r1(baseY - h * 0.7)} L${r1(x + h * 0.28)},${r1(baseY - h * 0.95)}" stroke="${color}" stroke-width="${r1(h * 0.07)}" stroke-linecap="round"/>`;
  c.add(svg);
}

/** A hiker: a figure with a backpack and a stick. */
export function hiker(c, x, baseY, h, color, pack) {
  person(c, x, baseY, h, color);
  c.add(
    `<rect x="${r1(x - h * 0.24)}" y="${r1(baseY - h * 0.76)}" width="${r1(h * 0.15)}" height="${r1(h * 0.3)}" rx="${r1(h * 0.04)}" fill="${pack}"/><path d="M${r1(x + h * 0.14)},${r1(baseY - h * 0.6)} L${r1(x + h * 0.26)},${r1(baseY)}" stroke="${color}" stroke-width="${r1(h * 0.03)}"/>`,
  );
}

/** A poplar: the tall narrow tree of Anatolian valleys. */
export function poplar(c, x, baseY, h, color) {
  c.add(`<ellipse cx="${r1(x)}" cy="${r1(baseY - h * 0.55)}" rx="${r1(h * 0.12)}" ry="${r1(h * 0.45)}" fill="${color}"/><rect x="${r1(x - h * 0.015)}" y="${r1(baseY - h * 0.15)}" width="${r1(h * 0.03)}" height="${r1(h * 0.15)}" fill="${color}"/>`);
}

/** A round leafy tree. */
export function roundTree(c, x, baseY, size, leaf, trunk) {
  c.add(
    `<rect x="${r1(x - size * 0.05)}" y="${r1(baseY - size * 0.6)}" width="${r1(size * 0.1)}" height="${r1(size * 0.6)}" fill="${trunk}"/><circle cx="${r1(x)}" cy="${r1(baseY - size * 0.85)}" r="${r1(size * 0.42)}" fill="${leaf}"/><circle cx="${r1(x - size * 0.28)}" cy="${r1(baseY - size * 0.68)}" r="${r1(size * 0.28)}" fill="${leaf}"/><circle cx="${r1(x + size * 0.3)}" cy="${r1(baseY - size * 0.7)}" r="${r1(size * 0.3)}" fill="${leaf}"/>`,
  );
}

/** A palm tree. */
export function palm(c, x, baseY, h, trunk, leaf) {
  const topX = x + h * 0.12;
  const topY = baseY - h;
  let svg = `<path d="M${r1(x - h * 0.03)},${r1(baseY)} Q${r1(x + h * 0.02)},${r1(baseY - h * 0.5)} ${r1(topX)},${r1(topY)} L${r1(topX + h * 0.03)},${r1(topY + h * 0.02)} Q${r1(x + h * 0.07)},${r1(baseY - h * 0.5)} ${r1(x + h * 0.04)},${r1(baseY)} Z" fill="${trunk}"/>`;
  for (const [dx, dy] of [[-0.42, 0.16], [-0.3, -0.12], [0.05, -0.2], [0.36, -0.08], [0.44, 0.2], [-0.12, 0.24]]) {
    svg += `<path d="M${r1(topX)},${r1(topY)} Q${r1(topX + dx * h * 0.5)},${r1(topY + dy * h * 0.5 - h * 0.1)} ${r1(topX + dx * h)},${r1(topY + dy * h)} Q${r1(topX + dx * h * 0.5)},${r1(topY + dy * h * 0.5)} ${r1(topX)},${r1(topY)} Z" fill="${leaf}"/>`;
  }
  c.add(svg);
}

/** A river winding down the picture: a band between two wavy edges, from `top` (narrow) to the bottom (wide). */
export function river(c, top, color, { from = 0.5, to = 0.5, narrow = 20, wide = 260, sway = 0.12 } = {}) {
  const { W, H, s } = c;
  const steps = 8;
  const left = [];
  const right = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const y = top + (H - top) * t;
    const cx = W * (from + (to - from) * t) + Math.sin(t * Math.PI * 2) * W * sway * t;
    const half = s(narrow + (wide - narrow) * t * t) / 2;
    left.push([cx - half, y]);
    right.push([cx + half, y]);
  }
  c.add(`<path d="${poly([...left, ...right.reverse()])}" fill="${color}"/>`);
  return left.map(([x, y], i) => [(x + right[right.length - 1 - i][0]) / 2, y]);
}

/** A waterfall: a white-blue veil from `topY` to `bottomY`, with foam at its foot. */
export function waterfall(c, x, topY, bottomY, w, { water = '#e8f6fb', streak = '#b9def0' } = {}) {
  const { s, rng } = c;
  let svg = `<path d="M${r1(x - w / 2)},${r1(topY)} L${r1(x + w / 2)},${r1(topY)} Q${r1(x + w * 0.6)},${r1((topY + bottomY) / 2)} ${r1(x + w * 0.62)},${r1(bottomY)} L${r1(x - w * 0.62)},${r1(bottomY)} Q${r1(x - w * 0.6)},${r1((topY + bottomY) / 2)} ${r1(x - w / 2)},${r1(topY)} Z" fill="${water}"/>`;
  const streaks = [];
  for (let i = 0; i < 7; i++) {
    const sx = x - w * 0.45 + (w * 0.9 * i) / 6 + between(rng, -3, 3) * s(1);
    streaks.push(`M${r1(sx)},${r1(topY + s(6))} L${r1(sx + (sx - x) * 0.2)},${r1(bottomY - s(10))}`);
  }
  svg += `<path d="${streaks.join(' ')}" stroke="${streak}" stroke-width="${s(3)}" opacity="0.8"/>`;
  for (let i = 0; i < 6; i++) svg += `<ellipse cx="${r1(x + between(rng, -0.7, 0.7) * w)}" cy="${r1(bottomY + between(rng, -4, 6) * s(1))}" rx="${r1(between(rng, 14, 30) * s(1))}" ry="${r1(s(9))}" fill="${water}"/>`;
  c.add(svg);
}

/** Steam or dust: a few soft puffs. */
export function puffs(c, x, y, size, color, count = 4, opacity = 0.5) {
  const { rng } = c;
  let svg = '';
  for (let i = 0; i < count; i++) svg += `<circle cx="${r1(x + between(rng, -1, 1) * size)}" cy="${r1(y + between(rng, -0.6, 0.6) * size)}" r="${r1(size * between(rng, 0.4, 0.8))}"/>`;
  c.add(`<g fill="${color}" opacity="${opacity}">${svg}</g>`);
}

// ------------------------------------------------------------------ table-tops

/** A table seen from the front: the top as a band from `y`, a cloth colour and an optional pattern. */
export function tableTop(c, y, cloth, pattern) {
  const { W, H, s } = c;
  let svg = `<rect x="0" y="${r1(y)}" width="${W}" height="${r1(H - y)}" fill="${cloth}"/>`;
  if (pattern) {
    const lines = [];
    for (let x = -H; x < W; x += s(60)) lines.push(`M${r1(x)},${r1(H)} L${r1(x + (H - y))},${r1(y)}`);
    svg += `<path d="${lines.join(' ')}" stroke="${pattern}" stroke-width="${s(10)}" opacity="0.35"/>`;
  }
  svg += `<rect x="0" y="${r1(y)}" width="${W}" height="${r1(s(8))}" fill="#000" opacity="0.08"/>`;
  c.add(svg);
}

/** A round plate seen at a slant, with food drawn by `food(cx, cy, rx, ry)` returning SVG. */
export function plate(c, x, y, rx, food, rim = '#f7f4ee') {
  const ry = rx * 0.42;
  let svg = `<ellipse cx="${r1(x)}" cy="${r1(y + ry * 0.18)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="#000" opacity="0.12"/>`;
  svg += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${rim}"/>`;
  svg += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.78)}" ry="${r1(ry * 0.74)}" fill="#e9e4da"/>`;
  if (food) svg += food(x, y, rx * 0.72, ry * 0.66);
  c.add(svg);
}

/** The tulip-shaped Turkish tea glass on its saucer. */
export function teaGlass(c, x, baseY, h, tea = '#b5341c') {
  const w = h * 0.42;
  const glass = `M${r1(x - w * 0.5)},${r1(baseY - h)} Q${r1(x - w * 0.28)},${r1(baseY - h * 0.55)} ${r1(x - w * 0.5)},${r1(baseY - h * 0.1)} L${r1(x + w * 0.5)},${r1(baseY - h * 0.1)} Q${r1(x + w * 0.28)},${r1(baseY - h * 0.55)} ${r1(x + w * 0.5)},${r1(baseY - h)} Z`;
  c.add(
    `<ellipse cx="${r1(x)}" cy="${r1(baseY - h * 0.05)}" rx="${r1(w * 1.1)}" ry="${r1(h * 0.1)}" fill="#d94b3d"/>` +
      `<path d="${glass}" fill="${tea}" opacity="0.9"/><path d="${glass}" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="${r1(h * 0.03)}"/>` +
      `<rect x="${r1(x - w * 0.42)}" y="${r1(baseY - h * 0.98)}" width="${r1(w * 0.84)}" height="${r1(h * 0.12)}" fill="#ffffff" opacity="0.35"/>`,
  );
}

/** A stemmed wine glass. */
export function wineGlass(c, x, baseY, h, wine = '#7a1f3d') {
  const w = h * 0.38;
  c.add(
    `<path d="M${r1(x - w / 2)},${r1(baseY - h)} Q${r1(x - w / 2)},${r1(baseY - h * 0.45)} ${r1(x)},${r1(baseY - h * 0.45)} Q${r1(x + w / 2)},${r1(baseY - h * 0.45)} ${r1(x + w / 2)},${r1(baseY - h)} Z" fill="#ffffff" opacity="0.45"/>` +
      `<path d="M${r1(x - w * 0.47)},${r1(baseY - h * 0.72)} Q${r1(x - w * 0.45)},${r1(baseY - h * 0.46)} ${r1(x)},${r1(baseY - h * 0.46)} Q${r1(x + w * 0.45)},${r1(baseY - h * 0.46)} ${r1(x + w * 0.47)},${r1(baseY - h * 0.72)} Z" fill="${wine}"/>` +
      `<rect x="${r1(x - h * 0.015)}" y="${r1(baseY - h * 0.46)}" width="${r1(h * 0.03)}" height="${r1(h * 0.44)}" fill="#ffffff" opacity="0.7"/><ellipse cx="${r1(x)}" cy="${r1(baseY)}" rx="${r1(w * 0.4)}" ry="${r1(h * 0.035)}" fill="#ffffff" opacity="0.7"/>`,
  );
}

/** A bottle. */
export function bottle(c, x, baseY, h, color, label = '#f3ead6') {
  const w = h * 0.28;
  c.add(
    `<path d="M${r1(x - w / 2)},${r1(baseY)} L${r1(x - w / 2)},${r1(baseY - h * 0.6)} Q${r1(x - w / 2)},${r1(baseY - h * 0.72)} ${r1(x - w * 0.16)},${r1(baseY - h * 0.78)} L${r1(x - w * 0.16)},${r1(baseY - h)} L${r1(x + w * 0.16)},${r1(baseY - h)} L${r1(x + w * 0.16)},${r1(baseY - h * 0.78)} Q${r1(x + w / 2)},${r1(baseY - h * 0.72)} ${r1(x + w / 2)},${r1(baseY - h * 0.6)} L${r1(x + w / 2)},${r1(baseY)} Z" fill="${color}"/>` +
      `<rect x="${r1(x - w / 2)}" y="${r1(baseY - h * 0.45)}" width="${r1(w)}" height="${r1(h * 0.24)}" fill="${label}"/>`,
  );
}

/** A clay jug (the potter's "testi"), optionally with its top knocked off. */
export function jug(c, x, baseY, h, clay, { broken = false, handle = true } = {}) {
  const w = h * 0.62;
  const neckY = baseY - h * 0.78;
  let body = `M${r1(x - w * 0.22)},${r1(baseY)} Q${r1(x - w * 0.62)},${r1(baseY - h * 0.4)} ${r1(x - w * 0.2)},${r1(neckY)} L${r1(x - w * 0.14)},${r1(baseY - h)} L${r1(x + w * 0.14)},${r1(baseY - h)} L${r1(x + w * 0.2)},${r1(neckY)} Q${r1(x + w * 0.62)},${r1(baseY - h * 0.4)} ${r1(x + w * 0.22)},${r1(baseY)} Z`;
  if (broken) {
    const cut = baseY - h * 0.62;
    body = `M${r1(x - w * 0.22)},${r1(baseY)} Q${r1(x - w * 0.6)},${r1(baseY - h * 0.36)} ${r1(x - w * 0.38)},${r1(cut)} L${r1(x - w * 0.2)},${r1(cut - h * 0.05)} L${r1(x - w * 0.05)},${r1(cut + h * 0.03)} L${r1(x + w * 0.12)},${r1(cut - h * 0.06)} L${r1(x + w * 0.38)},${r1(cut)} Q${r1(x + w * 0.6)},${r1(baseY - h * 0.36)} ${r1(x + w * 0.22)},${r1(baseY)} Z`;
  }
  let svg = `<path d="${body}" fill="${clay}"/>`;
  svg += `<path d="M${r1(x - w * 0.38)},${r1(baseY - h * 0.4)} Q${r1(x)},${r1(baseY - h * 0.36)} ${r1(x + w * 0.38)},${r1(baseY - h * 0.4)}" stroke="#000" stroke-opacity="0.18" stroke-width="${r1(h * 0.03)}" fill="none"/>`;
  if (handle && !broken) svg += `<path d="M${r1(x + w * 0.18)},${r1(baseY - h * 0.86)} Q${r1(x + w * 0.6)},${r1(baseY - h * 0.8)} ${r1(x + w * 0.42)},${r1(baseY - h * 0.5)}" stroke="${clay}" stroke-width="${r1(h * 0.06)}" fill="none"/>`;
  c.add(svg);
}

// ------------------------------------------------------------------ classical stone

/** A fluted column with base and capital, `w` wide and `h` tall, standing on `baseY`. */
export function fluted(c, x, baseY, w, h, stone, shade) {
  const top = baseY - h;
  let svg = `<rect x="${r1(x - w / 2)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h)}" fill="${stone}"/>`;
  svg += `<path d="M${r1(x - w * 0.18)},${r1(top + w * 0.3)} L${r1(x - w * 0.18)},${r1(baseY - w * 0.3)} M${r1(x + w * 0.12)},${r1(top + w * 0.3)} L${r1(x + w * 0.12)},${r1(baseY - w * 0.3)}" stroke="${shade}" stroke-width="${r1(w * 0.12)}"/>`;
  svg += `<rect x="${r1(x + w * 0.22)}" y="${r1(top)}" width="${r1(w * 0.28)}" height="${r1(h)}" fill="${shade}"/>`;
  svg += `<rect x="${r1(x - w * 0.7)}" y="${r1(top - w * 0.28)}" width="${r1(w * 1.4)}" height="${r1(w * 0.3)}" fill="${stone}"/>`;
  svg += `<rect x="${r1(x - w * 0.65)}" y="${r1(baseY - w * 0.25)}" width="${r1(w * 1.3)}" height="${r1(w * 0.25)}" fill="${stone}"/>`;
  c.add(svg);
}

/** A triangular pediment over `x1`–`x2` at `y`. */
export function pediment(c, x1, x2, y, rise, stone, shade) {
  c.add(`<path d="${poly([[x1, y], [(x1 + x2) / 2, y - rise], [x2, y]])}" fill="${stone}"/><path d="${poly([[x1 + (x2 - x1) * 0.12, y - rise * 0.1], [(x1 + x2) / 2, y - rise * 0.8], [x2 - (x2 - x1) * 0.12, y - rise * 0.1]])}" fill="${shade}"/>`);
}

/** A band of stone (an entablature or a wall course). */
export function beam(c, x1, x2, y, h, stone, shade) {
  c.add(`<rect x="${r1(x1)}" y="${r1(y)}" width="${r1(x2 - x1)}" height="${r1(h)}" fill="${stone}"/><rect x="${r1(x1)}" y="${r1(y + h * 0.7)}" width="${r1(x2 - x1)}" height="${r1(h * 0.3)}" fill="${shade}"/>`);
}

// ------------------------------------------------------------------ domes and minarets

/** A pencil minaret with a balcony, its foot on `baseY`. */
export function minaret(c, x, baseY, h, color, { fluted: ribs = false, cap = color } = {}) {
  const w = h * 0.07;
  let svg = `<rect x="${r1(x - w / 2)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${color}"/>`;
  if (ribs) svg += `<path d="M${r1(x - w * 0.2)},${r1(baseY - h)} L${r1(x - w * 0.2)},${r1(baseY)} M${r1(x + w * 0.2)},${r1(baseY - h)} L${r1(x + w * 0.2)},${r1(baseY)}" stroke="#000" stroke-opacity="0.18" stroke-width="${r1(w * 0.12)}"/>`;
  svg += `<rect x="${r1(x - w * 0.85)}" y="${r1(baseY - h * 0.72)}" width="${r1(w * 1.7)}" height="${r1(h * 0.03)}" fill="${color}"/>`;
  svg += `<path d="${poly([[x - w * 0.6, baseY - h], [x, baseY - h - h * 0.2], [x + w * 0.6, baseY - h]])}" fill="${cap}"/>`;
  c.add(svg);
}

/** A domed building: a block, a main dome on a drum, half domes and minarets (`minarets` x offsets, in sizes). */
export function domed(c, x, baseY, size, color, { minarets = [-1.6, 1.6], minaretHeight = 2.6, halfDomes = true, shade, buttresses = false } = {}) {
  const sz = size;
  let svg = `<g fill="${color}">`;
  svg += `<rect x="${r1(x - sz * 1.25)}" y="${r1(baseY - sz * 0.75)}" width="${r1(sz * 2.5)}" height="${r1(sz * 0.75)}"/>`;
  svg += `<rect x="${r1(x - sz * 0.62)}" y="${r1(baseY - sz * 1.0)}" width="${r1(sz * 1.24)}" height="${r1(sz * 0.3)}"/>`;
  svg += `<path d="${domePath(x, baseY - sz * 0.98, sz * 0.62, 0.85)}"/>`;
  if (halfDomes) for (const side of [-1, 1]) svg += `<path d="${domePath(x + side * sz * 0.72, baseY - sz * 0.74, sz * 0.4, 0.8)}"/>`;
  if (buttresses) for (const side of [-1, 1]) svg += `<path d="${poly([[x + side * sz * 0.62, baseY - sz], [x + side * sz * 0.82, baseY - sz * 0.75], [x + side * sz * 0.62, baseY - sz * 0.75]])}"/>`;
  svg += `<rect x="${r1(x - sz * 0.025)}" y="${r1(baseY - sz * 1.75)}" width="${r1(sz * 0.05)}" height="${r1(sz * 0.25)}"/>`;
  svg += '</g>';
  if (shade) {
    const windows = [];
    for (let i = 0; i < 7; i++) windows.push(`<rect x="${r1(x - sz * 0.5 + i * sz * 0.16)}" y="${r1(baseY - sz * 0.94)}" width="${r1(sz * 0.06)}" height="${r1(sz * 0.12)}" rx="${r1(sz * 0.03)}"/>`);
    svg += `<g fill="${shade}">${windows.join('')}</g>`;
  }
  c.add(svg);
  for (const offset of minarets) minaret(c, x + offset * sz, baseY, sz * minaretHeight, color);
}

// ------------------------------------------------------------------ rock

/** A cliff face as a wall: a rough polygon from `left` to `right`, its top edge at `top` (varied). */
export function cliff(c, left, right, top, bottom, color, jag = 0.04) {
  const { rng, H } = c;
  const points = [[left, bottom]];
  const steps = 9;
  for (let i = 0; i <= steps; i++) points.push([left + ((right - left) * i) / steps, top + between(rng, -1, 1) * H * jag]);
  points.push([right, bottom]);
  c.add(`<path d="${poly(points)}" fill="${color}"/>`);
}

/** Dark openings cut into rock: little rounded windows and doors. */
export function rockHoles(c, x1, x2, y1, y2, count, color, size) {
  const { rng } = c;
  let svg = '';
  for (let i = 0; i < count; i++) {
    const x = between(rng, x1, x2);
    const y = between(rng, y1, y2);
    const w = size * between(rng, 0.6, 1.1);
    svg += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(w * between(rng, 1, 1.6))}" rx="${r1(w / 2)}"/>`;
  }
  c.add(`<g fill="${color}">${svg}</g>`);
}

// The tours' own pictures: one scene per place a demo tour visits ("cappadocia:uchisar"), drawn
// on the landscapes of scripts/generate-demo-images.mjs. lib/db/seed/image-manifest.json names
// three per tour; lib/db/seed/images.ts says in words what each one shows (the alt texts).
import {
  archPath,
  beam,
  between,
  bottle,
  cliff,
  domed,
  domePath,
  fluted,
  hiker,
  jug,
  minaret,
  palm,
  pediment,
  person,
  plate,
  poly,
  poplar,
  puffs,
  r1,
  river,
  rockHoles,
  roundTree,
  tableTop,
  teaGlass,
  waterfall,
  wineGlass,
} from './toolbox.mjs';

const BALLOONS = [['#e2463a', '#f4c542'], ['#2f7fc1', '#f2efe6'], ['#f08a24', '#7a3fa0'], ['#1f9d74', '#f4c542'], ['#d6336c', '#ffffff']];

/** `kit`: the landscape helpers of the generator (sky, sea, mist, birds, balloon, fairyChimney, …). */
export function tourScenes(kit) {
  const { sky, sea, mist, birds, balloon, fairyChimney, mosque, ferry, gulet, paraglider, oliveTree, pine, houses, snowPeak, pickOne } = kit;

  // ---------------------------------------------------------------- Cappadocia

  const tuff = (c, depth) => c.tint('#f0d3ab', depth);
  const tuffShade = (c, depth) => c.tint('#bf9a72', depth);

  /** Sky and the soft far ridges of the Cappadocian plateau. */
  function plateau(c, { near = 0.68 } = {}) {
    const { H, tint, ridge, add } = c;
    sky(c);
    add(`<path d="${ridge(H * 0.56, H * 0.04, 7)}" fill="${tint('#c9a27e', 0.85)}"/>`);
    add(`<path d="${ridge(H * near, H * 0.04, 9)}" fill="${tint('#d9b48c', 0.55)}"/>`);
  }

  /** A row of fairy chimneys across the picture. */
  function chimneyRow(c, baseY, count, width, height, depth, doors) {
    const { W, rng, s, tint, linear } = c;
    const light = tuff(c, depth);
    const fill = linear([[0, light], [0.5, light], [1, tuffShade(c, depth)]], false);
    for (let i = 0; i < count; i++) {
      const x = ((i + 0.5) / count) * W + between(rng, -0.25, 0.25) * (W / count);
      fairyChimney(c, x, baseY, between(rng, ...width) * s(1), between(rng, ...height) * s(1), fill, tint('#8a6a50', depth), doors ? tint('#4a2f20', depth) : null);
    }
  }

  /** A carved rock-church front: pilasters, an arched door, arched windows, a frieze. */
  function carvedFront(c, x, baseY, w, h, rock, dark) {
    let svg = `<rect x="${r1(x - w / 2)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${dark}" opacity="0.22"/>`;
    svg += `<path d="${archPath(x, baseY, w * 0.26, h * 0.55)}" fill="${dark}"/>`;
    for (const side of [-1, 1]) {
      svg += `<path d="${archPath(x + side * w * 0.3, baseY - h * 0.5, w * 0.14, h * 0.26)}" fill="${dark}"/>`;
      svg += `<rect x="${r1(x + side * w * 0.45 - w * 0.04)}" y="${r1(baseY - h)}" width="${r1(w * 0.08)}" height="${r1(h)}" fill="${rock}"/>`;
    }
    svg += `<rect x="${r1(x - w / 2)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h * 0.08)}" fill="${rock}"/>`;
    svg += `<path d="${archPath(x, baseY - h * 0.72, w * 0.12, h * 0.14)}" fill="${dark}"/>`;
    c.add(svg);
  }


  // ---------------------------------------------------------------- Istanbul

  /** The far shore across the water: a low hill line with a few mosque silhouettes. */
  function farShore(c, y, color, { domes = 2 } = {}) {
    const { W, rng, s, add } = c;
    add(`<path d="${c.ridge(y - s(10), s(6), 10, { bottom: y + s(2) })}" fill="${color}"/>`);
    for (let i = 0; i < domes; i++) mosque(c, between(rng, 0.1, 0.9) * W, y - s(4), between(rng, 14, 22) * s(1), color, 2);
  }

  /** A round stone tower with a pointed roof (Galata, the Maiden's Tower). */
  function roundTower(c, x, baseY, w, h, wall, roof, { windows = '#3d4a5a', balcony = true } = {}) {
    let svg = `<rect x="${r1(x - w / 2)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/>`;
    svg += `<rect x="${r1(x + w * 0.15)}" y="${r1(baseY - h)}" width="${r1(w * 0.35)}" height="${r1(h)}" fill="#000" opacity="0.12"/>`;
    if (balcony) svg += `<rect x="${r1(x - w * 0.6)}" y="${r1(baseY - h + h * 0.06)}" width="${r1(w * 1.2)}" height="${r1(h * 0.04)}" fill="${wall}"/>`;
    svg += `<path d="${poly([[x - w * 0.55, baseY - h], [x, baseY - h - w * 1.1], [x + w * 0.55, baseY - h]])}" fill="${roof}"/>`;
    const holes = [];
    for (let j = 0; j < 4; j++) for (const dx of [-0.25, 0.1]) holes.push(`<rect x="${r1(x + dx * w)}" y="${r1(baseY - h + h * (0.16 + j * 0.19))}" width="${r1(w * 0.12)}" height="${r1(h * 0.08)}" rx="${r1(w * 0.06)}"/>`);
    svg += `<g fill="${windows}">${holes.join('')}</g>`;
    c.add(svg);
  }

  /** A suspension bridge: two towers, the main cable, hangers and the deck. */
  function suspensionBridge(c, x1, x2, deckY, towerH, color, { lights } = {}) {
    const { s } = c;
    const tw = [x1 + (x2 - x1) * 0.22, x1 + (x2 - x1) * 0.78];
    let svg = '';
    for (const x of tw) svg += `<rect x="${r1(x - s(7))}" y="${r1(deckY - towerH)}" width="${r1(s(5))}" height="${r1(towerH + s(20))}" fill="${color}"/><rect x="${r1(x + s(2))}" y="${r1(deckY - towerH)}" width="${r1(s(5))}" height="${r1(towerH + s(20))}" fill="${color}"/><rect x="${r1(x - s(7))}" y="${r1(deckY - towerH * 0.55)}" width="${r1(s(14))}" height="${r1(s(4))}" fill="${color}"/>`;
    const sag = deckY - s(8);
    const cable = `M${r1(x1)},${r1(deckY - s(4))} Q${r1((x1 + tw[0]) / 2)},${r1(deckY - towerH * 0.45)} ${r1(tw[0])},${r1(deckY - towerH)} Q${r1((tw[0] + tw[1]) / 2)},${r1(sag + towerH * 0.95)} ${r1(tw[1])},${r1(deckY - towerH)} Q${r1((tw[1] + x2) / 2)},${r1(deckY - towerH * 0.45)} ${r1(x2)},${r1(deckY - s(4))}`;
    svg += `<path d="${cable}" stroke="${color}" stroke-width="${r1(s(3))}" fill="none"/>`;
    const hangers = [];
    for (let i = 1; i < 24; i++) {
      const t = i / 24;
      const x = tw[0] + (tw[1] - tw[0]) * t;
      const y = deckY - towerH + 4 * towerH * 0.95 * (t - 0.5) * (t - 0.5);
      hangers.push(`M${r1(x)},${r1(Math.min(y + s(4), deckY))} L${r1(x)},${r1(deckY)}`);
    }
    svg += `<path d="${hangers.join(' ')}" stroke="${color}" stroke-width="${r1(s(1))}" opacity="0.8"/>`;
    svg += `<rect x="${r1(x1)}" y="${r1(deckY)}" width="${r1(x2 - x1)}" height="${r1(s(7))}" fill="${color}"/>`;
    if (lights) {
      const dots = [];
      for (let i = 0; i < 40; i++) dots.push(`<circle cx="${r1(x1 + ((x2 - x1) * i) / 39)}" cy="${r1(deckY + s(3))}" r="${r1(s(2))}"/>`);
      svg += `<g fill="${lights}">${dots.join('')}</g>`;
      svg += `<path d="${cable}" stroke="${lights}" stroke-width="${r1(s(1.5))}" fill="none" stroke-dasharray="${s(2)} ${s(6)}"/>`;
    }
    c.add(svg);
  }

  /** A market stall: a striped awning on posts, its counter, and goods drawn by `goods(x1, x2, y)`. */
  function stall(c, x1, x2, top, counter, stripes, goods) {
    const { s } = c;
    const w = x2 - x1;
    let svg = `<rect x="${r1(x1 + s(6))}" y="${r1(top)}" width="${r1(s(8))}" height="${r1(counter - top)}" fill="#5a4632"/><rect x="${r1(x2 - s(14))}" y="${r1(top)}" width="${r1(s(8))}" height="${r1(counter - top)}" fill="#5a4632"/>`;
    const n = 8;
    for (let i = 0; i < n; i++) svg += `<path d="${poly([[x1 + (w * i) / n, top], [x1 + (w * (i + 1)) / n, top], [x1 + (w * (i + 1)) / n, top + s(40)], [x1 + (w * (i + 0.5)) / n, top + s(52)], [x1 + (w * i) / n, top + s(40)]])}" fill="${stripes[i % stripes.length]}"/>`;
    svg += `<rect x="${r1(x1)}" y="${r1(counter)}" width="${r1(w)}" height="${r1(s(90))}" fill="#7a5434"/><rect x="${r1(x1)}" y="${r1(counter)}" width="${r1(w)}" height="${r1(s(10))}" fill="#5a3d25"/>`;
    c.add(svg);
    goods(x1, x2, counter);
  }

  /** A fish lying on ice, `len` long, pointing right. */
  const fish = (x, y, len, body, belly) =>
    `<path d="M${r1(x - len / 2)},${r1(y)} Q${r1(x)},${r1(y - len * 0.28)} ${r1(x + len * 0.4)},${r1(y)} Q${r1(x)},${r1(y + len * 0.22)} ${r1(x - len / 2)},${r1(y)} Z" fill="${body}"/><path d="M${r1(x - len * 0.3)},${r1(y + len * 0.03)} Q${r1(x)},${r1(y + len * 0.14)} ${r1(x + len * 0.35)},${r1(y + len * 0.02)}" stroke="${belly}" stroke-width="${r1(len * 0.05)}" fill="none"/><path d="${poly([[x + len * 0.38, y], [x + len * 0.56, y - len * 0.14], [x + len * 0.52, y], [x + len * 0.56, y + len * 0.14]])}" fill="${body}"/><circle cx="${r1(x - len * 0.36)}" cy="${r1(y - len * 0.04)}" r="${r1(len * 0.03)}" fill="#222"/>`;

  /** A simit: the sesame bread ring. */
  const simit = (x, y, r, rng) => {
    let svg = `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 0.55)}" fill="#b86a2c"/><ellipse cx="${r1(x)}" cy="${r1(y - r * 0.04)}" rx="${r1(r * 0.42)}" ry="${r1(r * 0.2)}" fill="#f1e6d2"/>`;
    for (let i = 0; i < 16; i++) {
      const a = between(rng, 0, Math.PI * 2);
      const d = between(rng, 0.55, 0.9);
      svg += `<circle cx="${r1(x + Math.cos(a) * r * d)}" cy="${r1(y + Math.sin(a) * r * 0.55 * d)}" r="${r1(r * 0.035)}" fill="#f3d9a4"/>`;
    }
    return svg;
  };

  // ---------------------------------------------------------------- South-east

  /** A stone wall of courses (the honey-coloured limestone of Mardin and Gaziantep). */
  function stoneWall(c, y1, y2, color, joint) {
    const { W, s } = c;
    const rows = [];
    for (let y = y1; y < y2; y += s(40)) rows.push(`M0,${r1(y)} L${W},${r1(y)}`);
    c.add(`<rect x="0" y="${r1(y1)}" width="${W}" height="${r1(y2 - y1)}" fill="${color}"/><path d="${rows.join(' ')}" stroke="${joint}" stroke-width="${s(2)}"/>`);
  }

  /** One of Nemrut's colossal heads: a face under a tall conical headdress. */
  function colossalHead(c, x, baseY, size, stone, shade, eagle = false) {
    let svg = '';
    if (eagle) {
      svg += `<path d="M${r1(x - size * 0.4)},${r1(baseY)} Q${r1(x - size * 0.5)},${r1(baseY - size * 0.8)} ${r1(x)},${r1(baseY - size)} Q${r1(x + size * 0.55)},${r1(baseY - size * 0.95)} ${r1(x + size * 0.6)},${r1(baseY - size * 0.6)} L${r1(x + size * 0.35)},${r1(baseY - size * 0.45)} Q${r1(x + size * 0.4)},${r1(baseY - size * 0.2)} ${r1(x + size * 0.3)},${r1(baseY)} Z" fill="${stone}"/>`;
      svg += `<circle cx="${r1(x + size * 0.15)}" cy="${r1(baseY - size * 0.72)}" r="${r1(size * 0.05)}" fill="${shade}"/>`;
    } else {
      svg += `<path d="M${r1(x - size * 0.32)},${r1(baseY - size * 0.7)} L${r1(x - size * 0.1)},${r1(baseY - size * 1.35)} L${r1(x + size * 0.14)},${r1(baseY - size * 1.3)} L${r1(x + size * 0.34)},${r1(baseY - size * 0.7)} Z" fill="${stone}"/>`;
      svg += `<ellipse cx="${r1(x)}" cy="${r1(baseY - size * 0.42)}" rx="${r1(size * 0.36)}" ry="${r1(size * 0.44)}" fill="${stone}"/>`;
      svg += `<path d="M${r1(x - size * 0.36)},${r1(baseY - size * 0.72)} L${r1(x + size * 0.36)},${r1(baseY - size * 0.72)}" stroke="${shade}" stroke-width="${r1(size * 0.05)}"/>`;
      svg += `<path d="M${r1(x - size * 0.18)},${r1(baseY - size * 0.5)} L${r1(x - size * 0.06)},${r1(baseY - size * 0.5)} M${r1(x + size * 0.06)},${r1(baseY - size * 0.5)} L${r1(x + size * 0.18)},${r1(baseY - size * 0.5)} M${r1(x)},${r1(baseY - size * 0.46)} L${r1(x + size * 0.03)},${r1(baseY - size * 0.3)} M${r1(x - size * 0.1)},${r1(baseY - size * 0.2)} L${r1(x + size * 0.1)},${r1(baseY - size * 0.2)}" stroke="${shade}" stroke-width="${r1(size * 0.035)}" stroke-linecap="round"/>`;
      svg += `<path d="M${r1(x + size * 0.1)},${r1(baseY - size * 0.85)} L${r1(x + size * 0.36)},${r1(baseY - size * 0.7)} L${r1(x + size * 0.36)},${r1(baseY)} L${r1(x + size * 0.2)},${r1(baseY)} Z" fill="${shade}" opacity="0.45"/>`;
    }
    c.add(svg);
  }

  // ---------------------------------------------------------------- Black Sea

  /** Layered forested slopes of the Black Sea mountains, with mist between them. */
  function greenSlopes(c, top, layers = 4) {
    const { H, s, tint, ridge, add } = c;
    const greens = ['#5c8a6a', '#3f7a52', '#2f6a43', '#245a37', '#1d4a2d'];
    for (let i = 0; i < layers; i++) {
      const base = top + i * H * 0.1;
      add(`<path d="${ridge(base, H * 0.07, 6 + i)}" fill="${tint(greens[i], 0.8 - i * 0.2)}"/>`);
      if (i < layers - 1) mist(c, base - s(4), s(60), 0.5 - i * 0.1);
    }
  }

  /** A wooden highland house: timber walls, a grey tin roof, a window or two. */
  function woodHouse(c, x, baseY, w, depth) {
    const { tint } = c;
    const h = w * 0.6;
    c.add(
      `<rect x="${r1(x - w / 2)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${tint('#8a5a36', depth)}"/><path d="${poly([[x - w * 0.6, baseY - h], [x, baseY - h - w * 0.38], [x + w * 0.6, baseY - h]])}" fill="${tint('#7d848c', depth)}"/>` +
        `<rect x="${r1(x - w * 0.3)}" y="${r1(baseY - h * 0.7)}" width="${r1(w * 0.16)}" height="${r1(h * 0.3)}" fill="${tint('#f1e3c0', depth)}"/><rect x="${r1(x + w * 0.12)}" y="${r1(baseY - h * 0.7)}" width="${r1(w * 0.16)}" height="${r1(h * 0.3)}" fill="${tint('#f1e3c0', depth)}"/>`,
    );
  }

  /** Rounded rows of tea bushes across a slope. */
  function teaRows(c, top, rows) {
    const { W, H, s, tint, add } = c;
    for (let j = 0; j < rows; j++) {
      const y = top + ((H - top) * j) / rows;
      const size = s(20 + j * 10);
      let d = `M0,${r1(y + size)}`;
      for (let x = 0; x <= W + size; x += size * 1.6) d += ` Q${r1(x + size * 0.8)},${r1(y - size * 0.4)} ${r1(x + size * 1.6)},${r1(y + size * 0.2)}`;
      d += ` L${r1(W)},${r1(H)} L0,${r1(H)} Z`;
      add(`<path d="${d}" fill="${tint(j % 2 ? '#3f8a3a' : '#4f9a44', 0.3 - (j / rows) * 0.3)}"/>`);
    }
  }

  /** The front row of tea bushes (the path's edge of a tea garden). */
  function teaRowsFront(c) {
    const { W, H, s } = c;
    let d = `M0,${r1(H)} L0,${r1(H * 0.92)}`;
    for (let x = 0; x <= W; x += s(90)) d += ` Q${r1(x + s(45))},${r1(H * 0.84)} ${r1(x + s(90))},${r1(H * 0.92)}`;
    return `${d} L${r1(W)},${r1(H)} Z`;
  }

  /** The forest at the foot of a cliff. */
  function greenSlopesFront(c) {
    const { H, tint, ridge, add } = c;
    add(`<path d="${ridge(H * 0.72, H * 0.05, 8)}" fill="${tint('#2f6a43', 0.1)}"/>`);
  }

  // ---------------------------------------------------------------- Mediterranean

  /** A canyon: two rock walls closing in towards the distance, with a gap of sky between them. */
  function canyonWalls(c, gapTop, gapBottom, rockL, rockR) {
    const { W, H, add } = c;
    add(`<path d="${poly([[0, H], [0, 0], [W * (0.5 - gapTop), 0], [W * (0.5 - gapTop * 0.6), H * 0.3], [W * (0.5 - gapBottom), H * 0.62], [W * 0.3, H]])}" fill="${rockL}"/>`);
    add(`<path d="${poly([[W, H], [W, 0], [W * (0.5 + gapTop), 0], [W * (0.5 + gapTop * 0.7), H * 0.32], [W * (0.5 + gapBottom), H * 0.62], [W * 0.7, H]])}" fill="${rockR}"/>`);
  }

  /** A raft with paddlers in bright helmets. */
  function raft(c, x, y, size) {
    const { rng } = c;
    let svg = `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(size)}" ry="${r1(size * 0.26)}" fill="#e8542f"/><ellipse cx="${r1(x)}" cy="${r1(y - size * 0.04)}" rx="${r1(size * 0.8)}" ry="${r1(size * 0.16)}" fill="#b83a1f"/>`;
    c.add(svg);
    for (let i = 0; i < 4; i++) {
      const px = x - size * 0.6 + i * size * 0.4;
      person(c, px, y - size * 0.04, size * 0.5, '#1f3a5a', { hat: pickOne(rng, ['#ffd23f', '#f4f4f4', '#2a9d8f']) });
      svg = `<path d="M${r1(px + size * 0.05)},${r1(y - size * 0.3)} L${r1(px + size * 0.25)},${r1(y + size * 0.2)}" stroke="#f4f4f4" stroke-width="${r1(size * 0.03)}"/>`;
      c.add(svg);
    }
  }

  /** A kayak with its paddler. */
  function kayak(c, x, y, size, hull) {
    c.add(`<path d="M${r1(x - size)},${r1(y)} Q${r1(x)},${r1(y + size * 0.16)} ${r1(x + size)},${r1(y)} Q${r1(x)},${r1(y - size * 0.06)} ${r1(x - size)},${r1(y)} Z" fill="${hull}"/>`);
    person(c, x, y - size * 0.02, size * 0.45, '#1f3a5a', { hat: '#f4f4f4' });
    c.add(`<path d="M${r1(x - size * 0.45)},${r1(y - size * 0.32)} L${r1(x + size * 0.45)},${r1(y - size * 0.12)}" stroke="#333" stroke-width="${r1(size * 0.03)}"/><ellipse cx="${r1(x - size * 0.47)}" cy="${r1(y - size * 0.33)}" rx="${r1(size * 0.07)}" ry="${r1(size * 0.03)}" fill="#f4a300"/>`);
  }

  /** A Lycian sarcophagus: a chest under a pointed, keel-shaped lid. */
  function sarcophagus(c, x, baseY, size, stone, shade) {
    c.add(
      `<rect x="${r1(x - size * 0.5)}" y="${r1(baseY - size * 0.5)}" width="${r1(size)}" height="${r1(size * 0.5)}" fill="${stone}"/><path d="M${r1(x - size * 0.56)},${r1(baseY - size * 0.5)} Q${r1(x - size * 0.5)},${r1(baseY - size * 1.05)} ${r1(x)},${r1(baseY - size * 1.1)} Q${r1(x + size * 0.5)},${r1(baseY - size * 1.05)} ${r1(x + size * 0.56)},${r1(baseY - size * 0.5)} Z" fill="${stone}"/><path d="M${r1(x)},${r1(baseY - size * 1.1)} Q${r1(x + size * 0.5)},${r1(baseY - size * 1.05)} ${r1(x + size * 0.56)},${r1(baseY - size * 0.5)} L${r1(x + size * 0.2)},${r1(baseY - size * 0.5)} Z" fill="${shade}"/>`,
    );
  }

  const scenes = {
    'cappadocia:balloons'(c) {
      const { W, H, rng, s } = c;
      plateau(c);
      const flight = [];
      for (let i = 0; i < 12; i++) flight.push([between(rng, 0.04, 0.96) * W, between(rng, 0.08, 0.5) * H, between(rng, 8, 34) * s(1)]);
      flight.sort((a, b) => a[2] - b[2]);
      for (const [x, y, r] of flight.slice(0, 6)) balloon(c, x, y, r, pickOne(rng, BALLOONS));
      chimneyRow(c, H * 0.8, 9, [30, 50], [60, 110], 0.4, false);
      for (const [x, y, r] of flight.slice(6)) balloon(c, x, y, r * 1.3, pickOne(rng, BALLOONS));
      c.add(`<path d="${c.ridge(H * 0.9, H * 0.02, 6)}" fill="${c.tint('#a9794a', 0)}"/>`);
    },

    'cappadocia:balloon-basket'(c) {
      const { W, H, rng, s, tint } = c;
      plateau(c, { near: 0.74 });
      for (let i = 0; i < 6; i++) balloon(c, between(rng, 0.05, 0.45) * W, between(rng, 0.2, 0.6) * H, between(rng, 8, 18) * s(1), pickOne(rng, BALLOONS));
      chimneyRow(c, H * 0.95, 12, [22, 36], [40, 80], 0.5, false);
      const x = W * 0.64;
      const y = H * 0.1;
      const r = s(150);
      balloon(c, x, y, r, ['#d6336c', '#f4c542']);
      const heads = [];
      for (const dx of [-0.11, -0.03, 0.06, 0.13]) heads.push(`<circle cx="${r1(x + dx * r)}" cy="${r1(y + r * 1.47)}" r="${r1(r * 0.045)}"/>`);
      c.add(`<g fill="${tint('#3a2a2a', 0)}">${heads.join('')}</g>`);
      c.add(`<rect x="${r1(x - r * 0.17)}" y="${r1(y + r * 1.5)}" width="${r1(r * 0.34)}" height="${r1(r * 0.24)}" rx="${r1(r * 0.04)}" fill="#6e4b30"/>`);
      puffs(c, x, y + r * 1.18, r * 0.08, '#ffd27a', 3, 0.8);
    },

    'cappadocia:uchisar'(c) {
      const { W, H, rng, s, tint, add } = c;
      plateau(c, { near: 0.7 });
      const cx = W * 0.42;
      const base = H * 0.78;
      const rock = tuff(c, 0.15);
      const castle = poly([[cx - s(260), base], [cx - s(220), H * 0.52], [cx - s(150), H * 0.4], [cx - s(100), H * 0.24], [cx - s(40), H * 0.15], [cx + s(20), H * 0.14], [cx + s(70), H * 0.22], [cx + s(120), H * 0.36], [cx + s(190), H * 0.46], [cx + s(260), base]]);
      add(`<path d="${castle}" fill="${rock}"/>`);
      add(`<path d="${poly([[cx + s(20), H * 0.14], [cx + s(70), H * 0.22], [cx + s(120), H * 0.36], [cx + s(190), H * 0.46], [cx + s(260), base], [cx + s(60), base]])}" fill="${tuffShade(c, 0.15)}" opacity="0.55"/>`);
      rockHoles(c, cx - s(180), cx + s(160), H * 0.3, H * 0.7, 38, tint('#4a2f20', 0.15), s(12));
      add(`<rect x="${r1(cx - s(10))}" y="${r1(H * 0.06)}" width="${r1(s(2.5))}" height="${r1(H * 0.09)}" fill="#5a4632"/><rect x="${r1(cx - s(7.5))}" y="${r1(H * 0.06)}" width="${r1(s(26))}" height="${r1(s(17))}" fill="#e30a17"/><circle cx="${r1(cx + s(3))}" cy="${r1(H * 0.06 + s(8.5))}" r="${r1(s(4.5))}" fill="#fff"/>`);
      const village = [];
      for (let i = 0; i < 9; i++) village.push([cx - s(300) + i * s(70) + between(rng, -10, 10) * s(1), between(rng, 0, 30) * s(1)]);
      houses(c, village, H * 0.84, s(40), tint('#e8cfa6', 0), tint('#7a5a40', 0), tint('#4a2f20', 0));
      chimneyRow(c, H * 0.97, 4, [60, 90], [120, 190], 0, true);
      for (let i = 0; i < 3; i++) balloon(c, between(rng, 0.65, 0.95) * W, between(rng, 0.1, 0.3) * H, between(rng, 10, 20) * s(1), pickOne(rng, BALLOONS));
    },

    'cappadocia:pasabag'(c) {
      const { W, H, rng, s, tint, linear, add } = c;
      plateau(c, { near: 0.66 });
      add(`<path d="${c.ridge(H * 0.8, H * 0.03, 6)}" fill="${tint('#c99c68', 0.2)}"/>`);
      for (let i = 0; i < 5; i++) poplar(c, between(rng, 0.05, 0.95) * W, H * 0.8, between(rng, 60, 90) * s(1), tint('#5d7a3a', 0.35));
      const clusters = [0.16, 0.42, 0.7, 0.92];
      for (const [n, fx] of clusters.entries()) {
        const x = fx * W;
        const base = H * (n % 2 ? 0.9 : 0.96);
        const scale = n % 2 ? 0.8 : 1;
        const depth = n % 2 ? 0.15 : 0;
        const light = tuff(c, depth);
        const fill = linear([[0, light], [0.55, light], [1, tuffShade(c, depth)]], false);
        add(`<path d="${poly([[x - s(110) * scale, base], [x - s(70) * scale, base - s(90) * scale], [x + s(70) * scale, base - s(90) * scale], [x + s(110) * scale, base]])}" fill="${fill}"/>`);
        for (const [dx, h] of [[-0.45, 230], [0, 300], [0.45, 200]]) {
          if (n === 3 && dx > 0) continue;
          const hx = x + dx * s(110) * scale;
          const top = base - s(h) * scale;
          add(`<path d="M${r1(hx - s(26) * scale)},${r1(base - s(80) * scale)} L${r1(hx - s(14) * scale)},${r1(top + s(20) * scale)} L${r1(hx + s(14) * scale)},${r1(top + s(20) * scale)} L${r1(hx + s(26) * scale)},${r1(base - s(80) * scale)} Z" fill="${fill}"/>`);
          add(`<path d="M${r1(hx - s(34) * scale)},${r1(top + s(24) * scale)} Q${r1(hx)},${r1(top - s(10) * scale)} ${r1(hx + s(34) * scale)},${r1(top + s(24) * scale)} Z" fill="${tint('#6f5240', depth)}"/>`);
        }
      }
    },

    'cappadocia:goreme-church'(c) {
      const { W, H, rng, s, tint, add } = c;
      plateau(c, { near: 0.62 });
      chimneyRow(c, H * 0.7, 5, [30, 44], [60, 100], 0.45, false);
      const rock = tuff(c, 0.05);
      cliff(c, W * 0.3, W * 1.02, H * 0.16, H, rock, 0.03);
      add(`<path d="${poly([[W * 0.3, H], [W * 0.3, H * 0.2], [W * 0.36, H * 0.2], [W * 0.4, H]])}" fill="${tuffShade(c, 0.05)}" opacity="0.5"/>`);
      carvedFront(c, W * 0.62, H * 0.78, s(300), s(250), tint('#f6dfbc', 0), tint('#4a2f20', 0));
      rockHoles(c, W * 0.36, W * 0.95, H * 0.22, H * 0.36, 12, tint('#4a2f20', 0), s(14));
      add(`<path d="${poly([[W * 0.3, H * 0.9], [W * 0.85, H * 0.8], [W, H * 0.82], [W, H], [W * 0.3, H]])}" fill="${tint('#c99c68', 0)}"/>`);
      for (let i = 0; i < 4; i++) person(c, W * (0.42 + i * 0.07), H * (0.89 - i * 0.015), s(44), pickOne(rng, ['#3b5b8c', '#8c3b3b', '#2f6a43', '#6a4b8c']));
    },

    'cappadocia:ihlara'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.34, H * 0.03, 6)}" fill="${tint('#c9a27e', 0.85)}"/>`);
      const wall = tint('#d9b48c', 0.2);
      add(`<path d="${poly([[0, H], [0, H * 0.18], [W * 0.14, H * 0.2], [W * 0.26, H * 0.24], [W * 0.34, H * 0.6], [W * 0.4, H * 0.82], [W * 0.36, H]])}" fill="${wall}"/>`);
      add(`<path d="${poly([[W, H], [W, H * 0.14], [W * 0.84, H * 0.17], [W * 0.72, H * 0.22], [W * 0.64, H * 0.58], [W * 0.58, H * 0.82], [W * 0.62, H]])}" fill="${tint('#c89f74', 0.2)}"/>`);
      rockHoles(c, W * 0.04, W * 0.26, H * 0.3, H * 0.6, 8, tint('#4a2f20', 0.2), s(12));
      rockHoles(c, W * 0.72, W * 0.94, H * 0.28, H * 0.56, 8, tint('#4a2f20', 0.2), s(12));
      add(`<path d="${poly([[W * 0.3, H], [W * 0.38, H * 0.62], [W * 0.62, H * 0.62], [W * 0.7, H]])}" fill="${tint('#7d9a4a', 0.1)}"/>`);
      river(c, H * 0.64, tint('#4f9fb0', 0.05), { from: 0.5, to: 0.55, narrow: 10, wide: 120, sway: 0.05 });
      for (let i = 0; i < 9; i++) {
        const side = i % 2 ? 1 : -1;
        const t = i / 9;
        poplar(c, W * (0.5 + side * (0.06 + t * 0.14)), H * (0.66 + t * 0.3), s(50 + t * 120), tint(pickOne(rng, ['#5d8a3a', '#4f7a32', '#6e9a44']), 0.3 - t * 0.3));
      }
      hiker(c, W * 0.36, H * 0.93, s(70), tint('#2f4a6e', 0), '#c0392b');
      hiker(c, W * 0.3, H * 0.97, s(76), tint('#6e2f4a', 0), '#2f7fc1');
    },

    'cappadocia:underground'(c) {
      const { W, H, s, add, linear, radial } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#5b4332'], [1, '#2e2118']])}"/>`);
      const cx = W * 0.46;
      const rings = 6;
      for (let i = 0; i < rings; i++) {
        const t = i / (rings - 1);
        const w = s(520) * (1 - t * 0.78);
        const h = H * 0.86 * (1 - t * 0.72);
        const color = ['#a5825f', '#8e6d4f', '#765a42', '#5f4835', '#483629', '#2b1f17'][i];
        add(`<path d="${archPath(cx, H * 0.95 - t * H * 0.3, w, h)}" fill="${color}"/>`);
      }
      add(`<circle cx="${r1(cx)}" cy="${r1(H * 0.46)}" r="${r1(s(150))}" fill="${radial([[0, '#ffcf7a', 0.55], [1, '#ffcf7a', 0]])}"/>`);
      const doorX = W * 0.83;
      const doorY = H * 0.6;
      add(`<circle cx="${r1(doorX)}" cy="${r1(doorY)}" r="${r1(s(120))}" fill="#8a7258"/><circle cx="${r1(doorX)}" cy="${r1(doorY)}" r="${r1(s(120))}" fill="none" stroke="#5e4a37" stroke-width="${s(10)}"/><circle cx="${r1(doorX)}" cy="${r1(doorY)}" r="${r1(s(22))}" fill="#3a2a1f"/>`);
      const steps = [];
      for (let i = 0; i < 5; i++) steps.push(`<rect x="${r1(cx - s(150) + i * s(22))}" y="${r1(H * 0.9 - i * s(18))}" width="${r1(s(300) - i * s(44))}" height="${r1(s(18))}" fill="${['#b59270', '#a6845f', '#967652', '#866a49', '#765d40'][i]}"/>`);
      add(steps.join(''));
      add(`<path d="M${r1(W * 0.12)},${r1(H * 0.3)} l${r1(s(8))},${r1(s(20))} l${r1(-s(16))},0 Z" fill="#ffcf7a"/><circle cx="${r1(W * 0.12)}" cy="${r1(H * 0.3 + s(12))}" r="${r1(s(60))}" fill="${radial([[0, '#ffcf7a', 0.45], [1, '#ffcf7a', 0]])}"/>`);
      person(c, cx + s(40), H * 0.78, s(80), '#2a1c14');
    },

    'cappadocia:selime'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.5, H * 0.03, 6)}" fill="${tint('#c9a27e', 0.8)}"/>`);
      const rock = tint('#e6c9a2', 0.1);
      cliff(c, -s(10), W + s(10), H * 0.26, H, rock, 0.02);
      for (let i = 0; i < 7; i++) fairyChimney(c, W * (0.08 + i * 0.14), H * 0.3, s(60), s(90 + (i % 3) * 40), rock, tint('#8a6a50', 0.1), null);
      carvedFront(c, W * 0.3, H * 0.72, s(220), s(200), tint('#f3dcb8', 0), tint('#4a2f20', 0));
      carvedFront(c, W * 0.66, H * 0.62, s(160), s(150), tint('#f3dcb8', 0), tint('#4a2f20', 0));
      rockHoles(c, W * 0.05, W * 0.95, H * 0.36, H * 0.5, 14, tint('#4a2f20', 0.05), s(14));
      add(`<path d="${poly([[0, H * 0.84], [W, H * 0.76], [W, H], [0, H]])}" fill="${tint('#b98a5a', 0)}"/>`);
      person(c, W * 0.5, H * 0.84, s(52), tint('#2f4a6e', 0));
    },

    'cappadocia:atv'(c) {
      const { W, H, rng, s, tint, add } = c;
      plateau(c, { near: 0.64 });
      chimneyRow(c, H * 0.74, 7, [34, 56], [70, 130], 0.3, false);
      add(`<path d="${poly([[0, H * 0.76], [W, H * 0.72], [W, H], [0, H]])}" fill="${tint('#c9975f', 0.05)}"/>`);
      add(`<path d="M${r1(-s(20))},${r1(H * 0.98)} Q${r1(W * 0.35)},${r1(H * 0.78)} ${r1(W * 0.62)},${r1(H * 0.82)} T${r1(W + s(20))},${r1(H * 0.78)}" stroke="${tint('#e7c594', 0)}" stroke-width="${s(70)}" fill="none"/>`);
      const colors = ['#d62828', '#2a6f97', '#f77f00'];
      for (const [i, t] of [0.22, 0.47, 0.7].entries()) {
        const x = W * t;
        const y = H * (0.9 - t * 0.1);
        const k = s(1) * (1.2 - t * 0.5);
        puffs(c, x - 70 * k, y - 10 * k, 28 * k, tint('#f2d7ae', 0), 5, 0.55);
        let svg = `<g>`;
        svg += `<rect x="${r1(x - 40 * k)}" y="${r1(y - 34 * k)}" width="${r1(80 * k)}" height="${r1(22 * k)}" rx="${r1(8 * k)}" fill="${colors[i]}"/>`;
        for (const dx of [-30, 30]) svg += `<circle cx="${r1(x + dx * k)}" cy="${r1(y - 6 * k)}" r="${r1(15 * k)}" fill="#222"/><circle cx="${r1(x + dx * k)}" cy="${r1(y - 6 * k)}" r="${r1(6 * k)}" fill="#777"/>`;
        svg += `<path d="M${r1(x - 4 * k)},${r1(y - 34 * k)} L${r1(x - 12 * k)},${r1(y - 66 * k)} L${r1(x + 6 * k)},${r1(y - 70 * k)} L${r1(x + 14 * k)},${r1(y - 34 * k)} Z" fill="#2b2b2b"/>`;
        svg += `<circle cx="${r1(x - 2 * k)}" cy="${r1(y - 80 * k)}" r="${r1(11 * k)}" fill="${pickOne(rng, ['#f4f4f4', '#ffd23f', '#222'])}"/>`;
        svg += `<path d="M${r1(x + 8 * k)},${r1(y - 58 * k)} L${r1(x + 30 * k)},${r1(y - 46 * k)}" stroke="#2b2b2b" stroke-width="${r1(6 * k)}" stroke-linecap="round"/></g>`;
        add(svg);
      }
    },

    'cappadocia:rose-valley'(c) {
      const { W, H, rng, s, tint, add, linear } = c;
      sky(c);
      const bands = linear([[0, tint('#f2c9b8', 0.1)], [0.3, tint('#e7a58f', 0.1)], [0.5, tint('#f6e0c8', 0.1)], [0.75, tint('#d98c7a', 0.1)], [1, tint('#c47a62', 0.1)]]);
      // Slopes of banded pink and cream tuff, fluted by rain into ribs.
      for (let j = 0; j < 3; j++) {
        const base = H * (0.46 + j * 0.17);
        const depth = 0.5 - j * 0.25;
        add(`<path d="${c.ridge(base, H * 0.07, 5 + j)}" fill="${j === 2 ? tint('#d39a80', 0) : bands}" opacity="${j === 0 ? 0.7 : 1}"/>`);
        const ribs = [];
        for (let i = 0; i < 22 + j * 6; i++) {
          const x = between(rng, 0, 1) * W;
          ribs.push(`M${r1(x)},${r1(base + H * 0.02)} Q${r1(x + between(rng, -10, 10) * s(1))},${r1(base + H * 0.12)} ${r1(x + between(rng, -16, 16) * s(1))},${r1(base + H * (0.18 + j * 0.04))}`);
        }
        add(`<path d="${ribs.join(' ')}" stroke="${tint('#9c5a48', depth)}" stroke-width="${s(3 + j)}" fill="none" opacity="0.35"/>`);
      }
      chimneyRow(c, H * 0.98, 3, [50, 70], [110, 160], 0, false);
      for (let i = 0; i < 3; i++) person(c, W * (0.6 + i * 0.035), H * 0.5, s(26), tint('#3a2a3a', 0.3));
    },

    'cappadocia:pottery'(c) {
      const { W, H, rng, s, add, linear, tint } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#c99a6b'], [1, '#a8784c']])}"/>`);
      const win = { x: W * 0.06, y: H * 0.1, w: W * 0.3, h: H * 0.42 };
      add(`<path d="${archPath(win.x + win.w / 2, win.y + win.h, win.w, win.h)}" fill="${linear([[0, c.pal.top], [1, c.pal.bottom]])}"/>`);
      add(`<path d="${poly([[win.x, win.y + win.h], [win.x, win.y + win.h * 0.8], [win.x + win.w * 0.5, win.y + win.h * 0.74], [win.x + win.w, win.y + win.h * 0.82], [win.x + win.w, win.y + win.h]])}" fill="${tint('#d9b48c', 0.3)}"/>`);
      for (let i = 0; i < 3; i++) fairyChimney(c, win.x + win.w * (0.2 + i * 0.3), win.y + win.h * 0.9, s(30), s(50 + i * 20), tint('#f0d3ab', 0.3), tint('#8a6a50', 0.3), null);
      add(`<path d="${archPath(win.x + win.w / 2, win.y + win.h, win.w, win.h)}" fill="none" stroke="#7a5434" stroke-width="${s(12)}"/>`);
      const clays = ['#b5532c', '#c96a3b', '#9c4526', '#d08150'];
      for (const [row, y] of [H * 0.3, H * 0.56].entries()) {
        add(`<rect x="${r1(W * 0.42)}" y="${r1(y)}" width="${r1(W * 0.56)}" height="${r1(s(12))}" fill="#6b4a2f"/>`);
        for (let i = 0; i < 6; i++) jug(c, W * (0.46 + i * 0.09) + between(rng, -6, 6) * s(1), y, between(rng, 60, 100) * s(1) * (row ? 1 : 0.85), pickOne(rng, clays), { handle: rng() > 0.4 });
      }
      add(`<rect x="0" y="${r1(H * 0.78)}" width="${W}" height="${r1(H * 0.22)}" fill="#7a5434"/>`);
      const wx = W * 0.34;
      add(`<ellipse cx="${r1(wx)}" cy="${r1(H * 0.86)}" rx="${r1(s(150))}" ry="${r1(s(34))}" fill="#5a3d25"/><ellipse cx="${r1(wx)}" cy="${r1(H * 0.84)}" rx="${r1(s(120))}" ry="${r1(s(26))}" fill="#8f6a48"/>`);
      add(`<path d="M${r1(wx - s(60))},${r1(H * 0.84)} Q${r1(wx - s(90))},${r1(H * 0.72)} ${r1(wx - s(40))},${r1(H * 0.64)} L${r1(wx - s(36))},${r1(H * 0.6)} L${r1(wx + s(36))},${r1(H * 0.6)} L${r1(wx + s(40))},${r1(H * 0.64)} Q${r1(wx + s(90))},${r1(H * 0.72)} ${r1(wx + s(60))},${r1(H * 0.84)} Z" fill="#b86b3f"/>`);
      // The potter's forearms reach in from below, hands on the turning clay.
      add(`<path d="M${r1(wx - s(230))},${r1(H * 1.02)} Q${r1(wx - s(150))},${r1(H * 0.8)} ${r1(wx - s(78))},${r1(H * 0.73)} M${r1(wx + s(230))},${r1(H * 1.02)} Q${r1(wx + s(150))},${r1(H * 0.8)} ${r1(wx + s(78))},${r1(H * 0.73)}" stroke="#c98f66" stroke-width="${s(34)}" stroke-linecap="round" fill="none"/>`);
      add(`<ellipse cx="${r1(wx - s(72))}" cy="${r1(H * 0.72)}" rx="${r1(s(22))}" ry="${r1(s(30))}" fill="#dba47a"/><ellipse cx="${r1(wx + s(72))}" cy="${r1(H * 0.72)}" rx="${r1(s(22))}" ry="${r1(s(30))}" fill="#dba47a"/>`);
    },

    'cappadocia:testi-kebab'(c) {
      const { W, H, s, add, linear, rng } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#d8bd94'], [1, '#bfa078']])}"/>`);
      const stones = [];
      for (let y = 0; y < H * 0.6; y += s(46)) for (let x = (y / s(46)) % 2 ? -s(40) : 0; x < W; x += s(90)) stones.push(`<rect x="${r1(x + s(3))}" y="${r1(y + s(3))}" width="${r1(s(84))}" height="${r1(s(40))}" rx="${r1(s(6))}"/>`);
      add(`<g fill="#c9ab82">${stones.join('')}</g>`);
      add(`<path d="${archPath(W * 0.78, H * 0.55, s(170), s(220))}" fill="${linear([[0, c.pal.mid], [1, c.pal.bottom]])}"/>`);
      tableTop(c, H * 0.6, '#f1e6d2', '#c0392b');
      add(`<ellipse cx="${r1(W * 0.42)}" cy="${r1(H * 0.8)}" rx="${r1(s(200))}" ry="${r1(s(46))}" fill="#8a5a34"/>`);
      jug(c, W * 0.42, H * 0.8, s(230), '#b5532c', { broken: true });
      add(`<ellipse cx="${r1(W * 0.42)}" cy="${r1(H * 0.8 - s(142))}" rx="${r1(s(44))}" ry="${r1(s(10))}" fill="#6b2f17"/>`);
      puffs(c, W * 0.42, H * 0.8 - s(200), s(30), '#ffffff', 5, 0.5);
      const shards = [];
      for (let i = 0; i < 4; i++) shards.push(`<path d="${poly([[0, 0], [s(26), s(6)], [s(14), s(20)]].map(([x, y]) => [W * 0.62 + i * s(34) + x, H * 0.84 + (i % 2) * s(10) + y]))}"/>`);
      add(`<g fill="#a04a27">${shards.join('')}</g>`);
      plate(c, W * 0.14, H * 0.76, s(110), (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.9)}" ry="${r1(ry * 0.8)}" fill="#e7c48a"/><path d="M${r1(x - rx * 0.7)},${r1(y)} L${r1(x + rx * 0.7)},${r1(y)}" stroke="#c89a5a" stroke-width="${r1(ry * 0.2)}"/>`);
      plate(c, W * 0.86, H * 0.9, s(90), (x, y, rx, ry) => {
        let food = '';
        for (let i = 0; i < 8; i++) food += `<circle cx="${r1(x + between(rng, -0.7, 0.7) * rx)}" cy="${r1(y + between(rng, -0.6, 0.6) * ry)}" r="${r1(ry * 0.3)}" fill="${pickOne(rng, ['#d62828', '#2f9e44', '#f4a261'])}"/>`;
        return food;
      });
    },

    'cappadocia:avanos'(c) {
      const { W, H, rng, s, tint, add } = c;
      plateau(c, { near: 0.5 });
      const village = [];
      for (let j = 0; j < 3; j++) for (let i = 0; i < 10; i++) village.push([W * (0.04 + i * 0.095) + between(rng, -8, 8) * s(1), j * s(34) + between(rng, 0, 10) * s(1)]);
      houses(c, village, H * 0.62, s(44), tint('#e5c9a0', 0.25), tint('#8a5a3a', 0.25), tint('#4a2f20', 0.25));
      add(`<rect x="0" y="${r1(H * 0.62)}" width="${W}" height="${r1(H * 0.38)}" fill="${tint('#b98a5a', 0.1)}"/>`);
      add(`<path d="${poly([[0, H * 0.7], [W, H * 0.66], [W, H * 0.88], [0, H * 0.92]])}" fill="${tint('#a8583a', 0.05)}"/>`);
      const glints = [];
      for (let i = 0; i < 12; i++) glints.push(`<rect x="${r1(between(rng, 0, 1) * W)}" y="${r1(H * between(rng, 0.7, 0.88))}" width="${r1(s(30))}" height="${r1(s(2))}"/>`);
      add(`<g fill="${c.pal.sun}" opacity="0.5">${glints.join('')}</g>`);
      const deck = H * 0.72;
      add(`<path d="M${r1(W * 0.08)},${r1(deck - s(70))} Q${r1(W * 0.5)},${r1(deck + s(10))} ${r1(W * 0.92)},${r1(deck - s(80))}" stroke="#3b3b3b" stroke-width="${s(4)}" fill="none"/>`);
      add(`<path d="M${r1(W * 0.08)},${r1(deck - s(6))} Q${r1(W * 0.5)},${r1(deck + s(16))} ${r1(W * 0.92)},${r1(deck - s(8))}" stroke="#6b4a2f" stroke-width="${s(10)}" fill="none"/>`);
      for (const x of [0.08, 0.92]) add(`<rect x="${r1(W * x - s(8))}" y="${r1(deck - s(90))}" width="${r1(s(16))}" height="${r1(s(90))}" fill="#5a4a3a"/>`);
      for (let i = 0; i < 4; i++) poplar(c, W * (0.05 + i * 0.3), H, s(160), tint('#4f7a32', 0));
    },

    'istanbul:hagia-sophia'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      birds(c, 5);
      add(`<rect x="0" y="${r1(H * 0.7)}" width="${W}" height="${r1(H * 0.3)}" fill="${tint('#5f8a4a', 0.1)}"/>`);
      const x = W * 0.5;
      const base = H * 0.74;
      const size = s(200);
      for (const [dx, h] of [[-1.62, 1.7], [1.62, 1.7]]) minaret(c, x + dx * size, base - s(6), size * h, tint('#e3d5c8', 0.15), { cap: tint('#6f7b86', 0.15) });
      domed(c, x, base, size, tint('#d8927c', 0.05), { minarets: [], halfDomes: true, buttresses: true, shade: tint('#7a3f34', 0.05) });
      add(`<path d="${domePath(x, base - size * 0.98, size * 0.62, 0.85)}" fill="${tint('#7d8b96', 0)}" opacity="0.55"/>`);
      for (const [dx, h] of [[-1.34, 1.9], [1.34, 1.9]]) minaret(c, x + dx * size, base, size * h, tint('#efe6dc', 0), { cap: tint('#6f7b86', 0) });
      for (let i = 0; i < 6; i++) roundTree(c, W * (0.04 + i * 0.19) + between(rng, -10, 10) * s(1), H * (0.98 - (i % 2) * 0.03), between(rng, 70, 100) * s(1), tint('#3f6b3a', 0), tint('#5a4432', 0));
      add(`<ellipse cx="${r1(W * 0.5)}" cy="${r1(H * 0.9)}" rx="${r1(s(90))}" ry="${r1(s(14))}" fill="${tint('#6ab0d0', 0)}"/>`);
    },

    'istanbul:blue-mosque'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      birds(c, 6);
      const x = W * 0.5;
      const base = H * 0.72;
      const stone = tint('#c3c9d2', 0.05);
      const size = s(170);
      domed(c, x, base, size, stone, { minarets: [], halfDomes: true, shade: tint('#56606e', 0.05) });
      for (const side of [-1, 1]) for (let i = 0; i < 3; i++) add(`<path d="${domePath(x + side * size * (0.95 + i * 0.22), base - size * 0.55, size * 0.12, 0.9)}" fill="${stone}"/>`);
      for (const [dx, h] of [[-2.05, 1.75], [-1.7, 2.05], [-1.38, 2.05], [1.38, 2.05], [1.7, 2.05], [2.05, 1.75]]) minaret(c, x + dx * size, base, size * h, tint('#e6e9ee', 0.05), { cap: tint('#6f7b86', 0.05) });
      add(`<rect x="0" y="${r1(H * 0.72)}" width="${W}" height="${r1(H * 0.28)}" fill="${tint('#5f8a4a', 0)}"/>`);
      const tulips = [];
      for (let j = 0; j < 3; j++) for (let i = 0; i < 30; i++) {
        const tx = (i / 30) * W + between(rng, -6, 6) * s(1);
        const ty = H * (0.82 + j * 0.07);
        tulips.push(`<path d="M${r1(tx)},${r1(ty)} L${r1(tx)},${r1(ty - s(14 + j * 4))}" stroke="#2f5a2a" stroke-width="${r1(s(2))}"/><ellipse cx="${r1(tx)}" cy="${r1(ty - s(16 + j * 5))}" rx="${r1(s(4 + j * 1.5))}" ry="${r1(s(6 + j * 2))}" fill="${pickOne(rng, ['#d62828', '#f4a300', '#e5383b', '#f7f0e6'])}"/>`);
      }
      add(tulips.join(''));
    },

    'istanbul:topkapi'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<rect x="0" y="${r1(H * 0.66)}" width="${W}" height="${r1(H * 0.34)}" fill="${tint('#6e8f58', 0.1)}"/>`);
      const wall = tint('#e8e1d3', 0.05);
      const base = H * 0.8;
      add(`<rect x="${r1(W * 0.1)}" y="${r1(H * 0.5)}" width="${r1(W * 0.8)}" height="${r1(base - H * 0.5)}" fill="${wall}"/>`);
      const merlons = [];
      for (let x = W * 0.1; x < W * 0.9; x += s(28)) merlons.push(`<rect x="${r1(x)}" y="${r1(H * 0.5 - s(14))}" width="${r1(s(16))}" height="${r1(s(14))}"/>`);
      add(`<g fill="${wall}">${merlons.join('')}</g>`);
      add(`<path d="${archPath(W * 0.5, base, s(110), s(170))}" fill="${tint('#3a3328', 0.05)}"/>`);
      add(`<rect x="${r1(W * 0.5 - s(90))}" y="${r1(H * 0.5 - s(30))}" width="${r1(s(180))}" height="${r1(s(30))}" fill="${wall}"/>`);
      for (const side of [-1, 1]) roundTower(c, W * 0.5 + side * s(150), base, s(90), s(240), wall, tint('#5e6a74', 0.05), { windows: tint('#4a4a4a', 0.05), balcony: false });
      for (let i = 0; i < 6; i++) pine(c, W * (i < 3 ? 0.03 + i * 0.06 : 0.82 + (i - 3) * 0.06), H * 0.58, between(rng, 90, 130) * s(1), tint('#2f4f33', 0.2));
      add(`<path d="${poly([[W * 0.42, H], [W * 0.47, base], [W * 0.53, base], [W * 0.58, H]])}" fill="${tint('#d9cdb4', 0)}"/>`);
      for (let i = 0; i < 3; i++) person(c, W * (0.44 + i * 0.06), H * (0.94 + (i % 2) * 0.03), s(60), pickOne(rng, ['#3b5b8c', '#8c3b3b', '#444']));
    },

    'istanbul:grand-bazaar'(c) {
      const { W, H, rng, s, add, linear } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#efe2c6'], [1, '#d9c29a']])}"/>`);
      const cx = W * 0.5;
      for (let i = 0; i < 6; i++) {
        const t = i / 5;
        const w = W * (1.1 - t * 0.85);
        const top = H * (0.02 + t * 0.3);
        const bottom = H * (1 - t * 0.32);
        const color = ['#e9d6b1', '#e3cda3', '#dcc497', '#d4ba8a', '#cbb07e', '#c2a673'][i];
        add(`<path d="M${r1(cx - w / 2)},${r1(bottom)} L${r1(cx - w / 2)},${r1(top + w * 0.25)} Q${r1(cx)},${r1(top - w * 0.1)} ${r1(cx + w / 2)},${r1(top + w * 0.25)} L${r1(cx + w / 2)},${r1(bottom)} L${r1(cx + w * 0.44)},${r1(bottom)} L${r1(cx + w * 0.44)},${r1(top + w * 0.27)} Q${r1(cx)},${r1(top - w * 0.02)} ${r1(cx - w * 0.44)},${r1(top + w * 0.27)} L${r1(cx - w * 0.44)},${r1(bottom)} Z" fill="${color}"/>`);
        add(`<path d="M${r1(cx - w * 0.44)},${r1(top + w * 0.27)} Q${r1(cx)},${r1(top - w * 0.02)} ${r1(cx + w * 0.44)},${r1(top + w * 0.27)}" stroke="#a8322d" stroke-width="${r1(s(6) * (1 - t * 0.7))}" fill="none" stroke-dasharray="${r1(s(12))} ${r1(s(8))}"/>`);
      }
      add(`<path d="${poly([[0, H], [cx - W * 0.06, H * 0.68], [cx + W * 0.06, H * 0.68], [W, H]])}" fill="#b99a6c"/>`);
      const carpets = ['#9b2226', '#005f73', '#ae2012', '#ca6702', '#3a5a40', '#6d2e46'];
      for (const side of [-1, 1]) {
        for (let i = 0; i < 4; i++) {
          const t = i / 4;
          const x = cx + side * W * (0.46 - t * 0.34);
          const w = W * 0.08 * (1 - t * 0.6);
          const h = H * 0.34 * (1 - t * 0.6);
          const y = H * (0.5 + (1 - t) * 0.1);
          add(`<rect x="${r1(x - w / 2)}" y="${r1(y - h / 2)}" width="${r1(w)}" height="${r1(h)}" fill="${pickOne(rng, carpets)}"/><rect x="${r1(x - w * 0.35)}" y="${r1(y - h * 0.35)}" width="${r1(w * 0.7)}" height="${r1(h * 0.7)}" fill="none" stroke="#f4d58d" stroke-width="${r1(s(3) * (1 - t * 0.6))}"/>`);
        }
      }
      for (let i = 0; i < 7; i++) {
        const lx = cx + between(rng, -0.35, 0.35) * W;
        const ly = H * between(rng, 0.2, 0.36);
        const lr = between(rng, 12, 22) * s(1);
        add(`<path d="M${r1(lx)},${r1(ly - lr * 3)} L${r1(lx)},${r1(ly - lr)}" stroke="#6b4a2f" stroke-width="${r1(s(1.5))}"/><circle cx="${r1(lx)}" cy="${r1(ly)}" r="${r1(lr)}" fill="${pickOne(rng, ['#e63946', '#2a9d8f', '#e9c46a', '#6a4c93', '#f4a261'])}"/><circle cx="${r1(lx)}" cy="${r1(ly)}" r="${r1(lr * 2.2)}" fill="#ffd27a" opacity="0.18"/>`);
      }
      for (let i = 0; i < 4; i++) person(c, cx + between(rng, -0.2, 0.2) * W, H * between(rng, 0.84, 0.98), between(rng, 90, 130) * s(1), pickOne(rng, ['#3b3b4f', '#5a2e2e', '#2f4a3a', '#4a3b2a']));
    },

    'istanbul:bosphorus-bridge'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      birds(c, 4);
      const shore = H * 0.6;
      add(`<path d="${c.ridge(shore - s(40), s(20), 6, { bottom: shore + s(2) })}" fill="${tint('#4f6b50', 0.55)}"/>`);
      const homes = [];
      for (let i = 0; i < 40; i++) homes.push(`<rect x="${r1((i / 40) * W)}" y="${r1(shore - s(16) - (i % 3) * s(8))}" width="${r1(s(14))}" height="${r1(s(12))}"/>`);
      add(`<g fill="${tint('#f1ece2', 0.5)}">${homes.join('')}</g>`);
      sea(c, shore, '#2c6e9b');
      suspensionBridge(c, -s(40), W + s(40), H * 0.5, H * 0.32, tint('#dfe3e8', 0.25));
      ferry(c, W * 0.3, H * 0.78, s(90));
      ferry(c, W * 0.78, H * 0.68, s(40));
    },

    'istanbul:dolmabahce'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const shore = H * 0.64;
      add(`<path d="${c.ridge(H * 0.44, s(10), 6)}" fill="${tint('#4f7a46', 0.5)}"/>`);
      const white = tint('#f4f1ea', 0.05);
      const shade = tint('#d8d2c4', 0.05);
      add(`<rect x="${r1(W * 0.08)}" y="${r1(shore - s(120))}" width="${r1(W * 0.84)}" height="${r1(s(120))}" fill="${white}"/>`);
      add(`<rect x="${r1(W * 0.38)}" y="${r1(shore - s(170))}" width="${r1(W * 0.24)}" height="${r1(s(50))}" fill="${white}"/>`);
      pediment(c, W * 0.38, W * 0.62, shore - s(170), s(34), white, shade);
      const windows = [];
      for (let i = 0; i < 28; i++) for (let j = 0; j < 2; j++) windows.push(`<path d="${archPath(W * 0.1 + (i + 0.5) * ((W * 0.8) / 28), shore - s(20) - j * s(52), s(12), s(30))}"/>`);
      add(`<g fill="${tint('#6a7e8c', 0.05)}">${windows.join('')}</g>`);
      for (let i = 0; i < 14; i++) add(`<rect x="${r1(W * 0.1 + i * ((W * 0.8) / 14))}" y="${r1(shore - s(120))}" width="${r1(s(6))}" height="${r1(s(120))}" fill="${shade}"/>`);
      add(`<rect x="${r1(W * 0.08)}" y="${r1(shore - s(126))}" width="${r1(W * 0.84)}" height="${r1(s(8))}" fill="${shade}"/>`);
      const tx = W * 0.93;
      add(`<rect x="${r1(tx - s(16))}" y="${r1(shore - s(200))}" width="${r1(s(32))}" height="${r1(s(200))}" fill="${white}"/><circle cx="${r1(tx)}" cy="${r1(shore - s(160))}" r="${r1(s(11))}" fill="#f7f7f2" stroke="#333" stroke-width="${r1(s(1.5))}"/><path d="${domePath(tx, shore - s(200), s(18))}" fill="${tint('#6f7b86', 0.05)}"/>`);
      for (let i = 0; i < 5; i++) roundTree(c, W * (0.02 + i * 0.02) + between(rng, -4, 4) * s(1), shore - s(4), s(60), tint('#3f6b3a', 0.1), tint('#5a4432', 0.1));
      add(`<rect x="0" y="${r1(shore - s(6))}" width="${W}" height="${r1(s(10))}" fill="${tint('#cfc7b6', 0)}"/>`);
      sea(c, shore + s(4), '#2c6e9b');
      ferry(c, W * 0.4, H * 0.86, s(70));
    },

    'istanbul:maidens-tower'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      birds(c, 7);
      const shore = H * 0.54;
      farShore(c, shore, tint('#5b5a78', 0.6), { domes: 3 });
      sea(c, shore, '#2c6e9b');
      const x = W * 0.55;
      const rock = H * 0.76;
      add(`<ellipse cx="${r1(x)}" cy="${r1(rock)}" rx="${r1(s(150))}" ry="${r1(s(22))}" fill="${tint('#6b6257', 0)}"/>`);
      const white = tint('#f2efe8', 0);
      add(`<rect x="${r1(x - s(110))}" y="${r1(rock - s(60))}" width="${r1(s(220))}" height="${r1(s(62))}" fill="${white}"/>`);
      const holes = [];
      for (let i = 0; i < 6; i++) holes.push(`<path d="${archPath(x - s(90) + i * s(36), rock - s(14), s(14), s(28))}"/>`);
      add(`<g fill="${tint('#5b6b7a', 0)}">${holes.join('')}</g>`);
      roundTower(c, x + s(30), rock - s(60), s(70), s(140), white, tint('#6f7b86', 0));
      add(`<rect x="${r1(x + s(28))}" y="${r1(rock - s(330))}" width="${r1(s(3))}" height="${r1(s(60))}" fill="#555"/><rect x="${r1(x + s(31))}" y="${r1(rock - s(330))}" width="${r1(s(34))}" height="${r1(s(22))}" fill="#e30a17"/>`);
      gulet(c, W * 0.18, H * 0.86, s(50));
    },

    'istanbul:market'(c) {
      const { W, H, rng, s, tint, add, linear } = c;
      sky(c);
      add(`<rect x="0" y="${r1(H * 0.1)}" width="${r1(W * 0.2)}" height="${r1(H * 0.7)}" fill="${tint('#c9a27e', 0.2)}"/><rect x="${r1(W * 0.8)}" y="${r1(H * 0.05)}" width="${r1(W * 0.2)}" height="${r1(H * 0.75)}" fill="${tint('#b98f7a', 0.2)}"/>`);
      const win = [];
      for (let j = 0; j < 5; j++) for (const x of [0.04, 0.12, 0.84, 0.92]) win.push(`<rect x="${r1(W * x)}" y="${r1(H * (0.16 + j * 0.11))}" width="${r1(s(26))}" height="${r1(s(38))}"/>`);
      add(`<g fill="${tint('#4a5a6a', 0.2)}">${win.join('')}</g>`);
      add(`<rect x="0" y="${r1(H * 0.8)}" width="${W}" height="${r1(H * 0.2)}" fill="${tint('#8a8580', 0)}"/>`);
      stall(c, W * 0.05, W * 0.5, H * 0.32, H * 0.66, ['#d62828', '#f7f0e6'], (x1, x2, y) => {
        const jars = [];
        for (let i = 0; i < 7; i++) {
          const jx = x1 + s(20) + i * ((x2 - x1 - s(40)) / 6);
          const color = pickOne(rng, ['#c1121f', '#e9c46a', '#6a994e', '#f4a261', '#9d0208']);
          jars.push(`<rect x="${r1(jx - s(20))}" y="${r1(y - s(90))}" width="${r1(s(40))}" height="${r1(s(90))}" rx="${r1(s(6))}" fill="#e8f1f2" opacity="0.8"/><rect x="${r1(jx - s(17))}" y="${r1(y - s(70))}" width="${r1(s(34))}" height="${r1(s(67))}" rx="${r1(s(5))}" fill="${color}"/>`);
        }
        add(jars.join(''));
      });
      stall(c, W * 0.5, W * 0.95, H * 0.3, H * 0.64, ['#2a9d8f', '#f7f0e6'], (x1, x2, y) => {
        const fruit = [];
        for (let b = 0; b < 4; b++) {
          const bx = x1 + s(20) + b * ((x2 - x1 - s(40)) / 4);
          const color = ['#e63946', '#f4a261', '#90be6d', '#ffb703'][b];
          fruit.push(`<rect x="${r1(bx)}" y="${r1(y - s(30))}" width="${r1(s(90))}" height="${r1(s(30))}" fill="#a0764a"/>`);
          for (let i = 0; i < 9; i++) fruit.push(`<circle cx="${r1(bx + s(10) + (i % 5) * s(18))}" cy="${r1(y - s(36) - Math.floor(i / 5) * s(14))}" r="${r1(s(10))}" fill="${color}"/>`);
        }
        add(fruit.join(''));
      });
      for (let i = 0; i < 5; i++) person(c, W * between(rng, 0.05, 0.95), H * between(rng, 0.92, 1.02), between(rng, 110, 150) * s(1), pickOne(rng, ['#3b5b8c', '#8c3b3b', '#2f6a43', '#444', '#6a4b8c']));
      add(`<rect x="0" y="0" width="${W}" height="${r1(H * 0.05)}" fill="${linear([[0, '#000', 0.15], [1, '#000', 0]])}"/>`);
    },

    'istanbul:tea-simit'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      birds(c, 3);
      const shore = H * 0.44;
      farShore(c, shore, tint('#5b5a78', 0.6), { domes: 2 });
      sea(c, shore, '#2c6e9b');
      ferry(c, W * 0.7, H * 0.54, s(50));
      tableTop(c, H * 0.62, '#dfeaf0');
      plate(c, W * 0.34, H * 0.8, s(150), (x, y) => simit(x, y, s(95), rng));
      teaGlass(c, W * 0.66, H * 0.86, s(150));
      teaGlass(c, W * 0.84, H * 0.8, s(120));
      add(`<path d="M${r1(W * 0.08)},${r1(H * 0.3)} q${r1(s(14))},${r1(-s(10))} ${r1(s(28))},0 q${r1(s(14))},${r1(-s(10))} ${r1(s(28))},0" stroke="${tint('#333', 0.2)}" stroke-width="${r1(s(3))}" fill="none"/>`);
    },

    'istanbul:fish-market'(c) {
      const { W, H, rng, s, add, tint, linear } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#c7c2b8'], [1, '#a9a39a']])}"/>`);
      for (let i = 0; i < 4; i++) add(`<path d="M${r1(W * (0.15 + i * 0.24))},0 L${r1(W * (0.15 + i * 0.24))},${r1(H * 0.14)}" stroke="#444" stroke-width="${r1(s(2))}"/><path d="${domePath(W * (0.15 + i * 0.24), H * 0.2, s(34), 0.7)}" fill="#333"/><circle cx="${r1(W * (0.15 + i * 0.24))}" cy="${r1(H * 0.21)}" r="${r1(s(14))}" fill="#ffe8a3"/><circle cx="${r1(W * (0.15 + i * 0.24))}" cy="${r1(H * 0.24)}" r="${r1(s(70))}" fill="#ffe8a3" opacity="0.2"/>`);
      stall(c, -s(10), W + s(10), H * 0.3, H * 0.56, ['#c1121f', '#f7f0e6'], (x1, x2, y) => {
        add(`<path d="${poly([[x1, y], [x1 + s(40), y - s(150)], [x2 - s(40), y - s(150)], [x2, y]])}" fill="#eef5f7"/>`);
        const catch_ = [];
        for (let j = 0; j < 3; j++) for (let i = 0; i < 9; i++) {
          const fx = x1 + s(80) + i * ((x2 - x1 - s(160)) / 8) + between(rng, -8, 8) * s(1);
          const fy = y - s(24) - j * s(44);
          catch_.push(fish(fx, fy, between(rng, 70, 100) * s(1), pickOne(rng, ['#8fa3b1', '#9aa8b0', '#c26d5a', '#7f98a8']), '#e7eef2'));
        }
        add(catch_.join(''));
        const lemons = [];
        for (let i = 0; i < 6; i++) lemons.push(`<ellipse cx="${r1(x1 + s(60) + i * s(150))}" cy="${r1(y - s(10))}" rx="${r1(s(14))}" ry="${r1(s(10))}" fill="#f7d716"/>`);
        add(lemons.join(''));
      });
      add(`<rect x="0" y="${r1(H * 0.56 + s(90))}" width="${W}" height="${r1(H)}" fill="${tint('#6b6660', 0)}"/>`);
      person(c, W * 0.22, H * 1.05, s(200), '#2f3e4e');
      person(c, W * 0.8, H * 1.05, s(190), '#4e2f2f');
    },

    'istanbul:meyhane'(c) {
      const { W, H, rng, s, add } = c;
      sky(c);
      const shore = H * 0.46;
      farShore(c, shore, '#1c2140', { domes: 2 });
      const lights = [];
      for (let i = 0; i < 60; i++) lights.push(`<circle cx="${r1(between(rng, 0, 1) * W)}" cy="${r1(shore - between(rng, 2, 24) * s(1))}" r="${r1(s(1.6))}"/>`);
      add(`<g fill="#ffd98a">${lights.join('')}</g>`);
      sea(c, shore, '#1a3050');
      suspensionBridge(c, -s(20), W + s(20), H * 0.38, H * 0.2, '#2b3352', { lights: '#9fd3ff' });
      tableTop(c, H * 0.6, '#f2ece0');
      const mezes = [
        (x, y, rx, ry) => `<rect x="${r1(x - rx * 0.5)}" y="${r1(y - ry * 0.5)}" width="${r1(rx)}" height="${r1(ry)}" fill="#fbfaf5"/><rect x="${r1(x - rx * 0.1)}" y="${r1(y - ry * 0.7)}" width="${r1(rx * 0.6)}" height="${r1(ry * 0.9)}" fill="#f1c27d"/>`,
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#8fbf4a"/>`,
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#e76f51"/>`,
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#f4e3b5"/>`,
      ];
      plate(c, W * 0.18, H * 0.72, s(90), mezes[0]);
      plate(c, W * 0.42, H * 0.7, s(80), mezes[1]);
      plate(c, W * 0.3, H * 0.88, s(100), mezes[2]);
      plate(c, W * 0.6, H * 0.9, s(90), mezes[3]);
      for (const [x, base] of [[W * 0.74, H * 0.86], [W * 0.84, H * 0.9]]) add(`<rect x="${r1(x - s(22))}" y="${r1(base - s(150))}" width="${r1(s(44))}" height="${r1(s(150))}" rx="${r1(s(4))}" fill="#ffffff" opacity="0.5"/><rect x="${r1(x - s(19))}" y="${r1(base - s(100))}" width="${r1(s(38))}" height="${r1(s(97))}" rx="${r1(s(3))}" fill="#f1f3f2"/>`);
      add(`<rect x="${r1(W * 0.62)}" y="${r1(H * 0.6)}" width="${r1(s(24))}" height="${r1(s(24))}" fill="#ffd98a" opacity="0.9"/><circle cx="${r1(W * 0.62 + s(12))}" cy="${r1(H * 0.6 + s(12))}" r="${r1(s(60))}" fill="#ffd98a" opacity="0.18"/>`);
    },

    'istanbul:galata'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      birds(c, 6);
      const hill = `M0,${r1(H * 0.72)} Q${r1(W * 0.35)},${r1(H * 0.42)} ${r1(W * 0.6)},${r1(H * 0.5)} T${r1(W)},${r1(H * 0.62)} L${r1(W)},${r1(H * 0.75)} L0,${r1(H * 0.75)} Z`;
      add(`<path d="${hill}" fill="${tint('#8a7d78', 0.35)}"/>`);
      const homes = [];
      for (let j = 0; j < 5; j++) for (let i = 0; i < 16; i++) {
        const x = (i / 16) * W + between(rng, -6, 6) * s(1);
        const top = H * 0.72 - Math.max(0, Math.sin(((x / W) * Math.PI) * 1.05)) * H * 0.26 + j * s(26);
        homes.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(s(40))}" height="${r1(s(30))}" fill="${pickOne(rng, [tint('#e9d8c4', 0.3), tint('#d9a88f', 0.3), tint('#f2e6cf', 0.3), tint('#c98f7a', 0.3)])}"/>`);
      }
      add(homes.join(''));
      roundTower(c, W * 0.42, H * 0.46, s(90), s(220), tint('#b9a48a', 0.1), tint('#55606b', 0.1), { windows: tint('#3d3a38', 0.1) });
      sea(c, H * 0.75, '#2c5f86');
      for (let i = 0; i < 4; i++) gulet(c, W * (0.12 + i * 0.24), H * (0.84 + (i % 2) * 0.05), s(36));
    },

    'aegean:celsus'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.5, s(20), 6)}" fill="${tint('#8a9a5a', 0.6)}"/>`);
      const marble = tint('#efe3c8', 0.05);
      const shade = tint('#cdbb98', 0.05);
      const dark = tint('#5d5142', 0.05);
      const x1 = W * 0.18;
      const x2 = W * 0.82;
      const base = H * 0.82;
      const mid = H * 0.5;
      const top = H * 0.22;
      add(`<rect x="${r1(x1 + s(20))}" y="${r1(top)}" width="${r1(x2 - x1 - s(40))}" height="${r1(base - top)}" fill="${tint('#d9c9a6', 0.05)}"/>`);
      for (const [i, dx] of [0.25, 0.5, 0.75].entries()) add(`<path d="${archPath(x1 + (x2 - x1) * dx, base, s(i === 1 ? 70 : 56), s(i === 1 ? 130 : 110))}" fill="${dark}"/>`);
      for (const dx of [0.33, 0.67]) add(`<path d="${archPath(x1 + (x2 - x1) * dx, mid - s(10), s(40), s(80))}" fill="${dark}"/>`);
      const pairs = [0.06, 0.34, 0.66, 0.94];
      for (const p of pairs) for (const d of [-0.035, 0.035]) fluted(c, x1 + (x2 - x1) * (p + d), base, s(22), base - mid - s(24), marble, shade);
      beam(c, x1 - s(10), x2 + s(10), mid - s(24), s(24), marble, shade);
      for (const [i, p] of [0.2, 0.5, 0.8].entries()) {
        for (const d of [-0.035, 0.035]) fluted(c, x1 + (x2 - x1) * (p + d), mid - s(24), s(18), mid - top - s(40), marble, shade);
        const px1 = x1 + (x2 - x1) * (p - 0.07);
        const px2 = x1 + (x2 - x1) * (p + 0.07);
        beam(c, px1, px2, top + s(6), s(14), marble, shade);
        if (i === 1) add(`<path d="M${r1(px1)},${r1(top + s(6))} A${r1((px2 - px1) / 2)},${r1(s(30))} 0 0 1 ${r1(px2)},${r1(top + s(6))} Z" fill="${marble}"/>`);
        else pediment(c, px1, px2, top + s(6), s(30), marble, shade);
      }
      for (let i = 0; i < 4; i++) add(`<rect x="${r1(x1 - s(30) + i * s(10))}" y="${r1(base + i * s(10))}" width="${r1(x2 - x1 + s(60) - i * s(20) + i * s(40))}" height="${r1(s(10))}" fill="${i % 2 ? shade : marble}"/>`);
      add(`<rect x="0" y="${r1(base + s(40))}" width="${W}" height="${r1(H)}" fill="${tint('#d8ccb2', 0)}"/>`);
      for (let i = 0; i < 5; i++) person(c, W * between(rng, 0.08, 0.92), H * between(rng, 0.95, 1.0), between(rng, 54, 70) * s(1), pickOne(rng, ['#3b5b8c', '#c0392b', '#2f6a43', '#444', '#d4a017']), { hat: rng() > 0.6 ? '#f2e6c8' : undefined });
    },

    'aegean:ephesus-street'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.4, s(24), 5)}" fill="${tint('#7d8f54', 0.6)}"/>`);
      add(`<path d="${c.ridge(H * 0.5, s(16), 7)}" fill="${tint('#9aa25f', 0.35)}"/>`);
      const vx = W * 0.56;
      const vy = H * 0.5;
      add(`<path d="${poly([[W * 0.15, H], [vx - s(20), vy], [vx + s(20), vy], [W * 0.95, H]])}" fill="${tint('#e6dcc6', 0)}"/>`);
      const joints = [];
      for (let i = 1; i < 10; i++) {
        const t = (i / 10) ** 1.6;
        const y = vy + (H - vy) * t;
        joints.push(`M${r1(vx - s(20) - (vx - s(20) - W * 0.15) * t)},${r1(y)} L${r1(vx + s(20) + (W * 0.95 - vx - s(20)) * t)},${r1(y)}`);
      }
      add(`<path d="${joints.join(' ')}" stroke="${tint('#c9bb9c', 0)}" stroke-width="${s(2)}"/>`);
      const marble = tint('#efe3c8', 0);
      const shade = tint('#cdbb98', 0);
      for (const side of [-1, 1]) {
        for (let i = 6; i >= 0; i--) {
          const t = (i / 6) ** 1.5;
          const x = vx + side * (s(40) + (side < 0 ? vx - W * 0.02 : W * 0.98 - vx) * (1 - t) * 0.92);
          const baseY = vy + (H - vy) * (1 - t) * 0.95 + s(4);
          const h = s(40) + s(300) * (1 - t);
          const broken = rng() < 0.35;
          fluted(c, x, baseY, s(8) + s(30) * (1 - t), broken ? h * between(rng, 0.35, 0.6) : h, marble, shade);
        }
      }
      for (let i = 0; i < 3; i++) add(`<ellipse cx="${r1(vx + between(rng, -0.3, 0.3) * W)}" cy="${r1(H * between(rng, 0.78, 0.95))}" rx="${r1(s(40))}" ry="${r1(s(12))}" fill="${tint('#d9ccb0', 0)}"/>`);
      for (let i = 0; i < 4; i++) person(c, vx + between(rng, -0.12, 0.12) * W, H * between(rng, 0.64, 0.8), between(rng, 30, 50) * s(1), pickOne(rng, ['#3b5b8c', '#c0392b', '#2f6a43', '#444']));
      for (let i = 0; i < 3; i++) poplar(c, W * (0.05 + i * 0.04), H * 0.5, s(90), tint('#2f5a33', 0.3));
    },

    'aegean:sirince'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const hill = `M0,${r1(H)} L0,${r1(H * 0.5)} Q${r1(W * 0.3)},${r1(H * 0.22)} ${r1(W * 0.6)},${r1(H * 0.36)} T${r1(W)},${r1(H * 0.5)} L${r1(W)},${r1(H)} Z`;
      add(`<path d="${hill}" fill="${tint('#6f8f45', 0.25)}"/>`);
      const roofs = [];
      for (let j = 0; j < 4; j++) {
        for (let i = 0; i < 8 - j; i++) {
          const x = W * (0.14 + j * 0.05) + i * s(84) + between(rng, -10, 10) * s(1);
          const baseY = H * (0.8 - j * 0.09);
          const w = s(56);
          const h = s(40);
          const wall = pickOne(rng, [tint('#f7f2e8', 0.15), tint('#efe0c4', 0.15), tint('#f4ead8', 0.15)]);
          roofs.push(`<rect x="${r1(x)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/><path d="${poly([[x - s(6), baseY - h], [x + w / 2, baseY - h - s(20)], [x + w + s(6), baseY - h]])}" fill="${tint('#b5532c', 0.15)}"/><rect x="${r1(x + w * 0.2)}" y="${r1(baseY - h * 0.7)}" width="${r1(s(10))}" height="${r1(s(14))}" fill="${tint('#5b4a3a', 0.15)}"/>`);
        }
      }
      add(roofs.join(''));
      const cx = W * 0.74;
      add(`<rect x="${r1(cx - s(20))}" y="${r1(H * 0.3)}" width="${r1(s(40))}" height="${r1(s(120))}" fill="${tint('#efe3c8', 0.15)}"/><path d="${poly([[cx - s(26), H * 0.3], [cx, H * 0.3 - s(40)], [cx + s(26), H * 0.3]])}" fill="${tint('#8a5a3a', 0.15)}"/><path d="${archPath(cx, H * 0.3 + s(50), s(14), s(28))}" fill="${tint('#4a3b2a', 0.15)}"/>`);
      add(`<path d="${poly([[0, H * 0.84], [W, H * 0.8], [W, H], [0, H]])}" fill="${tint('#8aa04e', 0)}"/>`);
      const vines = [];
      for (let i = 0; i < 7; i++) vines.push(`M0,${r1(H * (0.86 + i * 0.022))} Q${r1(W * 0.5)},${r1(H * (0.84 + i * 0.022))} ${r1(W)},${r1(H * (0.82 + i * 0.026))}`);
      add(`<path d="${vines.join(' ')}" stroke="${tint('#3f6b2a', 0)}" stroke-width="${s(7)}" fill="none"/>`);
    },

    'aegean:clock-tower'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      birds(c, 6);
      sea(c, H * 0.56, '#1f78b4');
      add(`<rect x="0" y="${r1(H * 0.7)}" width="${W}" height="${r1(H * 0.3)}" fill="${tint('#d9cdb4', 0)}"/>`);
      const tiles = [];
      for (let i = 0; i < 12; i++) tiles.push(`M0,${r1(H * (0.72 + i * 0.025))} L${W},${r1(H * (0.72 + i * 0.025))}`);
      add(`<path d="${tiles.join(' ')}" stroke="${tint('#c4b796', 0)}" stroke-width="${s(1.5)}"/>`);
      const x = W * 0.46;
      const base = H * 0.8;
      const stone = tint('#f1e6d0', 0);
      const shade = tint('#c9b48e', 0);
      add(`<rect x="${r1(x - s(60))}" y="${r1(base - s(90))}" width="${r1(s(120))}" height="${r1(s(90))}" fill="${stone}"/>`);
      for (const dx of [-1, 1]) add(`<path d="${archPath(x + dx * s(30), base, s(22), s(50))}" fill="${shade}"/>`);
      add(`<rect x="${r1(x - s(42))}" y="${r1(base - s(220))}" width="${r1(s(84))}" height="${r1(s(130))}" fill="${stone}"/><rect x="${r1(x - s(50))}" y="${r1(base - s(226))}" width="${r1(s(100))}" height="${r1(s(10))}" fill="${shade}"/>`);
      add(`<rect x="${r1(x - s(32))}" y="${r1(base - s(320))}" width="${r1(s(64))}" height="${r1(s(94))}" fill="${stone}"/><circle cx="${r1(x)}" cy="${r1(base - s(280))}" r="${r1(s(22))}" fill="#fbfaf4" stroke="${shade}" stroke-width="${s(4)}"/><path d="M${r1(x)},${r1(base - s(280))} L${r1(x)},${r1(base - s(296))} M${r1(x)},${r1(base - s(280))} L${r1(x + s(12))},${r1(base - s(280))}" stroke="#333" stroke-width="${s(2.5)}"/>`);
      add(`<rect x="${r1(x - s(22))}" y="${r1(base - s(380))}" width="${r1(s(44))}" height="${r1(s(60))}" fill="${stone}"/><path d="${domePath(x, base - s(380), s(26))}" fill="${shade}"/><rect x="${r1(x - s(2))}" y="${r1(base - s(430))}" width="${r1(s(4))}" height="${r1(s(30))}" fill="${shade}"/>`);
      for (let j = 0; j < 3; j++) add(`<path d="${archPath(x, base - s(120) - j * s(100), s(16), s(34))}" fill="${shade}"/>`);
      const mx = W * 0.8;
      add(`<rect x="${r1(mx - s(50))}" y="${r1(base - s(70))}" width="${r1(s(100))}" height="${r1(s(70))}" fill="${tint('#f3ede2', 0)}"/><path d="${domePath(mx, base - s(70), s(50))}" fill="${tint('#5d7fa0', 0)}"/>`);
      minaret(c, mx + s(70), base, s(150), tint('#f3ede2', 0), { cap: tint('#5d7fa0', 0) });
      for (const px of [0.1, 0.24, 0.64]) palm(c, W * px, base + s(30), s(220), tint('#7a5a3a', 0), tint('#3f7a3a', 0));
      const pigeons = [];
      for (let i = 0; i < 14; i++) pigeons.push(`<ellipse cx="${r1(W * between(rng, 0.1, 0.9))}" cy="${r1(H * between(rng, 0.86, 0.98))}" rx="${r1(s(9))}" ry="${r1(s(6))}"/>`);
      add(`<g fill="${tint('#7b8592', 0)}">${pigeons.join('')}</g>`);
    },

    'aegean:kordon'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.46, s(14), 6, { bottom: H * 0.5 })}" fill="${tint('#6f6a86', 0.6)}"/>`);
      sea(c, H * 0.5, '#1f78b4');
      gulet(c, W * 0.3, H * 0.6, s(40));
      add(`<rect x="0" y="${r1(H * 0.7)}" width="${W}" height="${r1(s(10))}" fill="${tint('#8c8c8c', 0)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.7 + s(10))}" width="${W}" height="${r1(H * 0.12)}" fill="${tint('#d9cdb4', 0)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.82 + s(10))}" width="${W}" height="${r1(H)}" fill="${tint('#6a994e', 0)}"/>`);
      for (let i = 0; i < 5; i++) palm(c, W * (0.08 + i * 0.22), H * 0.86, s(230), tint('#6b4a2f', 0), tint('#2f6a35', 0));
      for (let i = 0; i < 7; i++) person(c, W * between(rng, 0.04, 0.96), H * between(rng, 0.78, 0.82), between(rng, 50, 64) * s(1), tint(pickOne(rng, ['#3b5b8c', '#c0392b', '#2f6a43', '#444', '#d4a017']), 0));
      const couple = W * 0.62;
      add(`<rect x="${r1(couple - s(60))}" y="${r1(H * 0.9)}" width="${r1(s(120))}" height="${r1(s(12))}" fill="${tint('#5a4632', 0)}"/>`);
    },

    'aegean:asansor'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      sea(c, H * 0.5, '#1f78b4');
      const hill = `M0,${r1(H * 0.5)} L${r1(W * 0.2)},${r1(H * 0.5)} Q${r1(W * 0.5)},${r1(H * 0.5)} ${r1(W * 0.7)},${r1(H * 0.2)} L${r1(W)},${r1(H * 0.12)} L${r1(W)},${r1(H)} L0,${r1(H)} Z`;
      add(`<path d="${hill}" fill="${tint('#b9a48a', 0.2)}"/>`);
      const homes = [];
      for (let i = 0; i < 40; i++) {
        const x = W * between(rng, 0.36, 1);
        const y = H * 0.5 - ((x - W * 0.36) / (W * 0.64)) * H * 0.36 + between(rng, 0, 1) * H * 0.3;
        homes.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s(34))}" height="${r1(s(28))}" fill="${pickOne(rng, [tint('#f2e6cf', 0.2), tint('#e6c9a8', 0.2), tint('#f7f2ea', 0.2)])}"/>`);
      }
      add(homes.join(''));
      const tx = W * 0.46;
      const brick = tint('#b0563a', 0);
      add(`<rect x="${r1(tx - s(40))}" y="${r1(H * 0.2)}" width="${r1(s(80))}" height="${r1(H * 0.7)}" fill="${brick}"/>`);
      const courses = [];
      for (let y = H * 0.22; y < H * 0.9; y += s(14)) courses.push(`M${r1(tx - s(40))},${r1(y)} L${r1(tx + s(40))},${r1(y)}`);
      add(`<path d="${courses.join(' ')}" stroke="${tint('#8e4330', 0)}" stroke-width="${s(2)}"/>`);
      add(`<rect x="${r1(tx - s(16))}" y="${r1(H * 0.25)}" width="${r1(s(32))}" height="${r1(H * 0.62)}" fill="${tint('#5a3a2a', 0)}"/><rect x="${r1(tx - s(12))}" y="${r1(H * 0.52)}" width="${r1(s(24))}" height="${r1(s(36))}" fill="${tint('#e9c46a', 0)}"/>`);
      add(`<rect x="${r1(tx - s(70))}" y="${r1(H * 0.14)}" width="${r1(s(160))}" height="${r1(s(44))}" fill="${tint('#f2e6cf', 0)}"/><rect x="${r1(tx - s(78))}" y="${r1(H * 0.13)}" width="${r1(s(176))}" height="${r1(s(8))}" fill="${brick}"/>`);
      const wins = [];
      for (let i = 0; i < 5; i++) wins.push(`<rect x="${r1(tx - s(60) + i * s(30))}" y="${r1(H * 0.16)}" width="${r1(s(18))}" height="${r1(s(22))}"/>`);
      add(`<g fill="${tint('#4a5a6a', 0)}">${wins.join('')}</g>`);
      add(`<rect x="0" y="${r1(H * 0.9)}" width="${W}" height="${r1(H * 0.1)}" fill="${tint('#8a8580', 0)}"/>`);
    },

    'aegean:vineyard'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.42, s(20), 5)}" fill="${tint('#7d8f54', 0.6)}"/>`);
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.52)} Q${r1(W * 0.5)},${r1(H * 0.42)} ${r1(W)},${r1(H * 0.54)} L${r1(W)},${r1(H)} Z" fill="${tint('#b6a35a', 0.1)}"/>`);
      const wx = W * 0.7;
      const wy = H * 0.5;
      add(`<rect x="${r1(wx - s(80))}" y="${r1(wy - s(50))}" width="${r1(s(160))}" height="${r1(s(50))}" fill="${tint('#e6d5b8', 0.2)}"/><path d="${poly([[wx - s(90), wy - s(50)], [wx, wy - s(82)], [wx + s(90), wy - s(50)]])}" fill="${tint('#b5532c', 0.2)}"/>`);
      for (let i = 0; i < 4; i++) poplar(c, wx + s(110) + i * s(24), wy, s(110), tint('#2f5a33', 0.2));
      const vx = W * 0.45;
      const rows = [];
      for (let i = -5; i <= 7; i++) rows.push(`M${r1(vx + i * s(30))},${r1(H * 0.55)} L${r1(vx + i * s(250))},${r1(H * 1.05)}`);
      add(`<path d="${rows.join(' ')}" stroke="${tint('#4f7a2a', 0)}" stroke-width="${s(22)}" fill="none"/>`);
      const grapes = [];
      for (let i = 0; i < 6; i++) {
        const gx = W * between(rng, 0.05, 0.95);
        const gy = H * between(rng, 0.86, 0.97);
        for (let k = 0; k < 6; k++) grapes.push(`<circle cx="${r1(gx + ((k % 3) - 1) * s(7) + (Math.floor(k / 3) % 2) * s(3))}" cy="${r1(gy + Math.floor(k / 3) * s(7))}" r="${r1(s(5))}"/>`);
      }
      add(`<g fill="${tint('#5b2a5a', 0)}">${grapes.join('')}</g>`);
    },

    'aegean:wine-table'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.44)} Q${r1(W * 0.5)},${r1(H * 0.36)} ${r1(W)},${r1(H * 0.46)} L${r1(W)},${r1(H)} Z" fill="${tint('#8a9a4a', 0.3)}"/>`);
      const rows = [];
      for (let i = 0; i < 7; i++) rows.push(`M0,${r1(H * (0.47 + i * 0.025))} Q${r1(W * 0.5)},${r1(H * (0.4 + i * 0.025))} ${r1(W)},${r1(H * (0.49 + i * 0.025))}`);
      add(`<path d="${rows.join(' ')}" stroke="${tint('#4f7a2a', 0.25)}" stroke-width="${s(6)}" stroke-dasharray="${s(10)} ${s(5)}" fill="none"/>`);
      tableTop(c, H * 0.64, '#f3ebe0');
      bottle(c, W * 0.5, H * 0.8, s(250), '#2d3b26', '#f0e2c0');
      wineGlass(c, W * 0.32, H * 0.86, s(170), '#7a1f3d');
      wineGlass(c, W * 0.66, H * 0.84, s(160), '#e9d27a');
      add(`<rect x="${r1(W * 0.72)}" y="${r1(H * 0.86)}" width="${r1(s(200))}" height="${r1(s(60))}" rx="${r1(s(8))}" fill="#a0764a"/>`);
      add(`<path d="${poly([[W * 0.74, H * 0.88], [W * 0.8, H * 0.84], [W * 0.86, H * 0.88]])}" fill="#f2d27a"/><rect x="${r1(W * 0.87)}" y="${r1(H * 0.845)}" width="${r1(s(50))}" height="${r1(s(24))}" fill="#f7ecd0"/>`);
      const grapes = [];
      for (let k = 0; k < 12; k++) grapes.push(`<circle cx="${r1(W * 0.14 + (k % 4) * s(14) + (Math.floor(k / 4) % 2) * s(7))}" cy="${r1(H * 0.8 + Math.floor(k / 4) * s(13))}" r="${r1(s(9))}"/>`);
      add(`<g fill="#6a2a5a">${grapes.join('')}</g>`);
    },

    'aegean:olive-grove'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      sea(c, H * 0.46, '#1f78b4');
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.52)} Q${r1(W * 0.4)},${r1(H * 0.46)} ${r1(W)},${r1(H * 0.58)} L${r1(W)},${r1(H)} Z" fill="${tint('#b7a868', 0.15)}"/>`);
      for (let j = 0; j < 3; j++) for (let i = 0; i < 6 - j; i++) oliveTree(c, W * (0.06 + i * (0.19 + j * 0.03)) + between(rng, -10, 10) * s(1), H * (0.66 + j * 0.15), s(70 + j * 45), 0.3 - j * 0.15);
      const olives = [];
      for (let i = 0; i < 30; i++) olives.push(`<ellipse cx="${r1(W * 0.8 + between(rng, -1, 1) * s(50))}" cy="${r1(H * 0.93 + between(rng, -1, 1) * s(10))}" rx="${r1(s(7))}" ry="${r1(s(5))}" fill="${pickOne(rng, ['#3a4a1f', '#5a3a4a', '#4f5f2a'])}"/>`);
      add(`<path d="M${r1(W * 0.72)},${r1(H * 0.9)} L${r1(W * 0.88)},${r1(H * 0.9)} L${r1(W * 0.86)},${r1(H * 0.99)} L${r1(W * 0.74)},${r1(H * 0.99)} Z" fill="#8a6a3a"/>${olives.join('')}`);
    },

    'pamukkale:hierapolis-theatre'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.28, s(20), 6)}" fill="${tint('#8d8a72', 0.7)}"/>`);
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.34)} Q${r1(W * 0.5)},${r1(H * 0.24)} ${r1(W)},${r1(H * 0.34)} L${r1(W)},${r1(H)} Z" fill="${tint('#a39a74', 0.3)}"/>`);
      const cx = W * 0.5;
      const rows = 12;
      for (let i = 0; i < rows; i++) {
        const t = i / rows;
        const rx = W * (0.48 - t * 0.28);
        const ry = H * (0.42 - t * 0.24);
        const y = H * 0.78;
        add(`<path d="M${r1(cx - rx)},${r1(y)} A${r1(rx)},${r1(ry)} 0 0 1 ${r1(cx + rx)},${r1(y)} Z" fill="${tint(i % 2 ? '#e7dcc3' : '#d4c6a6', 0.1)}"/>`);
      }
      for (const a of [-0.6, -0.2, 0.2, 0.6]) add(`<path d="M${r1(cx + a * W * 0.2)},${r1(H * 0.62)} L${r1(cx + a * W * 0.48)},${r1(H * 0.42)}" stroke="${tint('#bfae88', 0.1)}" stroke-width="${s(6)}"/>`);
      const stone = tint('#efe3c8', 0);
      const shade = tint('#c9b690', 0);
      add(`<rect x="${r1(cx - W * 0.3)}" y="${r1(H * 0.66)}" width="${r1(W * 0.6)}" height="${r1(H * 0.18)}" fill="${shade}"/>`);
      for (let i = 0; i < 5; i++) add(`<path d="${archPath(cx - W * 0.24 + i * W * 0.12, H * 0.84, s(44), s(70))}" fill="${tint('#5d5142', 0)}"/>`);
      for (let i = 0; i < 10; i++) fluted(c, cx - W * 0.27 + i * W * 0.06, H * 0.84, s(12), s(rng() < 0.3 ? 60 : 100), stone, shade);
      add(`<rect x="0" y="${r1(H * 0.84)}" width="${W}" height="${r1(H * 0.16)}" fill="${tint('#d8ccb2', 0)}"/>`);
      for (let i = 0; i < 6; i++) person(c, W * between(rng, 0.1, 0.9), H * between(rng, 0.5, 0.7), s(22), tint(pickOne(rng, ['#3b5b8c', '#c0392b', '#444']), 0.15));
    },

    'pamukkale:antique-pool'(c) {
      const { W, H, rng, s, tint, add, linear } = c;
      sky(c);
      for (let i = 0; i < 7; i++) pine(c, W * (i / 6), H * 0.42, between(rng, 110, 150) * s(1), tint('#2f5a33', 0.3));
      add(`<rect x="0" y="${r1(H * 0.4)}" width="${W}" height="${r1(s(26))}" fill="${tint('#d9cdb4', 0.1)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.4 + s(24))}" width="${W}" height="${r1(H)}" fill="${linear([[0, tint('#8fe0e6', 0)], [1, tint('#3fb8c9', 0)]])}"/>`);
      const marble = tint('#f4f0e6', 0);
      for (const [x, y, len, a] of [[0.25, 0.66, 300, -8], [0.62, 0.78, 360, 6], [0.44, 0.92, 280, -3]]) add(`<g transform="rotate(${a} ${r1(W * x)} ${r1(H * y)})" opacity="0.55"><rect x="${r1(W * x - s(len) / 2)}" y="${r1(H * y - s(18))}" width="${r1(s(len))}" height="${r1(s(36))}" rx="${r1(s(16))}" fill="${marble}"/><path d="M${r1(W * x - s(len) / 2)},${r1(H * y - s(6))} L${r1(W * x + s(len) / 2)},${r1(H * y - s(6))} M${r1(W * x - s(len) / 2)},${r1(H * y + s(6))} L${r1(W * x + s(len) / 2)},${r1(H * y + s(6))}" stroke="${tint('#cfe6e6', 0)}" stroke-width="${s(3)}"/></g>`);
      const ripples = [];
      for (let i = 0; i < 16; i++) ripples.push(`<ellipse cx="${r1(W * between(rng, 0, 1))}" cy="${r1(H * between(rng, 0.5, 1))}" rx="${r1(s(40))}" ry="${r1(s(4))}"/>`);
      add(`<g fill="#ffffff" opacity="0.35">${ripples.join('')}</g>`);
      for (const [x, y] of [[0.3, 0.55], [0.52, 0.6], [0.74, 0.54]]) add(`<circle cx="${r1(W * x)}" cy="${r1(H * y)}" r="${r1(s(12))}" fill="${tint('#6b4a3a', 0)}"/><ellipse cx="${r1(W * x)}" cy="${r1(H * y + s(12))}" rx="${r1(s(30))}" ry="${r1(s(6))}" fill="#ffffff" opacity="0.5"/>`);
    },

    'pamukkale:salda'(c) {
      const { W, H, rng, s, tint, add, linear } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.34, s(24), 6)}" fill="${tint('#6d7fa0', 0.7)}"/>`);
      add(`<path d="${c.ridge(H * 0.44, s(14), 8, { bottom: H * 0.5 })}" fill="${tint('#3f6b4f', 0.4)}"/>`);
      for (let i = 0; i < 16; i++) pine(c, W * (i / 15), H * 0.5, between(rng, 40, 70) * s(1), tint('#2f5a3a', 0.35));
      add(`<rect x="0" y="${r1(H * 0.5)}" width="${W}" height="${r1(H * 0.5)}" fill="${linear([[0, tint('#5fc3d4', 0)], [0.6, tint('#8fe3e3', 0)], [1, tint('#b8f0ea', 0)]])}"/>`);
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.8)} Q${r1(W * 0.35)},${r1(H * 0.72)} ${r1(W * 0.62)},${r1(H * 0.86)} Q${r1(W * 0.8)},${r1(H * 0.94)} ${r1(W)},${r1(H * 0.9)} L${r1(W)},${r1(H)} Z" fill="${tint('#f4f2ea', 0)}"/>`);
      add(`<path d="M0,${r1(H * 0.8)} Q${r1(W * 0.35)},${r1(H * 0.72)} ${r1(W * 0.62)},${r1(H * 0.86)} Q${r1(W * 0.8)},${r1(H * 0.94)} ${r1(W)},${r1(H * 0.9)}" stroke="#ffffff" stroke-width="${s(6)}" fill="none" opacity="0.8"/>`);
      for (let i = 0; i < 3; i++) person(c, W * (0.2 + i * 0.08), H * (0.86 + i * 0.02), s(50), pickOne(rng, ['#c0392b', '#3b5b8c', '#f4a300']));
    },

    'pamukkale:cave'(c) {
      const { W, H, s, add, linear, radial, rng } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#4a4238'], [1, '#2f2a24']])}"/>`);
      add(`<ellipse cx="${r1(W * 0.5)}" cy="${r1(H * 0.02)}" rx="${r1(W * 0.26)}" ry="${r1(H * 0.14)}" fill="${linear([[0, c.pal.top], [1, c.pal.bottom]])}"/>`);
      add(`<path d="${poly([[W * 0.3, 0], [W * 0.7, 0], [W * 0.86, H * 0.9], [W * 0.14, H * 0.9]])}" fill="${radial([[0, '#fff6da', 0.45], [1, '#fff6da', 0]])}"/>`);
      for (let j = 0; j < 5; j++) {
        const y = H * (0.6 + j * 0.08);
        const arcs = 3 + j;
        const w = (W * (0.5 + j * 0.12)) / arcs;
        const x0 = W * 0.5 - (w * arcs) / 2;
        let ledge = `M${r1(x0)},${r1(y)}`;
        for (let i = 0; i < arcs; i++) ledge += ` Q${r1(x0 + i * w + w / 2)},${r1(y + s(24))} ${r1(x0 + (i + 1) * w)},${r1(y)}`;
        add(`<path d="${ledge} L${r1(x0 + w * arcs)},${r1(H)} L${r1(x0)},${r1(H)} Z" fill="#e9ece6"/>`);
        const pools = [];
        for (let i = 0; i < arcs; i++) pools.push(`<ellipse cx="${r1(x0 + (i + 0.5) * w)}" cy="${r1(y - s(6))}" rx="${r1(w * 0.36)}" ry="${r1(s(6))}"/>`);
        add(`<g fill="#7fd0df">${pools.join('')}</g>`);
      }
      const drips = [];
      for (let i = 0; i < 14; i++) {
        const x = W * between(rng, 0.05, 0.95);
        drips.push(`<path d="${poly([[x - s(10), 0], [x + s(10), 0], [x, between(rng, 40, 110) * s(1)]])}"/>`);
      }
      add(`<g fill="#5a5046">${drips.join('')}</g>`);
    },

    'pamukkale:tetrapylon'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.5, s(16), 6)}" fill="${tint('#7d8f54', 0.55)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.78)}" width="${W}" height="${r1(H * 0.22)}" fill="${tint('#8aa04e', 0)}"/>`);
      const marble = tint('#efe6d2', 0);
      const shade = tint('#cdbb98', 0);
      const back = tint('#ddd0b4', 0.15);
      const x1 = W * 0.2;
      const x2 = W * 0.8;
      const base = H * 0.8;
      for (let i = 0; i < 4; i++) fluted(c, x1 + s(40) + i * ((x2 - x1 - s(80)) / 3), base - s(30), s(20), s(260), back, tint('#c2b28e', 0.15));
      beam(c, x1 + s(10), x2 - s(10), base - s(310), s(26), back, tint('#c2b28e', 0.15));
      for (let i = 0; i < 4; i++) fluted(c, x1 + i * ((x2 - x1) / 3), base, s(30), s(320), marble, shade);
      beam(c, x1 - s(20), W * 0.42, base - s(350), s(34), marble, shade);
      beam(c, W * 0.58, x2 + s(20), base - s(350), s(34), marble, shade);
      add(`<path d="M${r1(W * 0.42)},${r1(base - s(350))} A${r1(W * 0.08)},${r1(s(60))} 0 0 1 ${r1(W * 0.58)},${r1(base - s(350))} L${r1(W * 0.55)},${r1(base - s(350))} A${r1(W * 0.05)},${r1(s(36))} 0 0 0 ${r1(W * 0.45)},${r1(base - s(350))} Z" fill="${marble}"/>`);
      pediment(c, x1 - s(20), W * 0.42, base - s(350), s(50), marble, shade);
      pediment(c, W * 0.58, x2 + s(20), base - s(350), s(50), marble, shade);
      add(`<rect x="${r1(x1 - s(40))}" y="${r1(base)}" width="${r1(x2 - x1 + s(80))}" height="${r1(s(16))}" fill="${shade}"/>`);
      for (let i = 0; i < 4; i++) roundTree(c, W * (i < 2 ? 0.04 + i * 0.08 : 0.86 + (i - 2) * 0.08), H * 0.86, between(rng, 80, 110) * s(1), tint('#3f6b3a', 0), tint('#5a4432', 0));
    },

    'pamukkale:stadium'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.34, s(20), 6)}" fill="${tint('#7d8f54', 0.6)}"/>`);
      const vx = W * 0.5;
      const vy = H * 0.36;
      for (const side of [-1, 1]) {
        for (let i = 0; i < 12; i++) {
          const inner = vx + side * (W * 0.04 + i * W * 0.02);
          const topY = vy + i * s(1.5);
          add(`<path d="${poly([[inner, topY], [inner + side * s(6), topY], [vx + side * (W * 0.1 + i * W * 0.09), H], [vx + side * (W * 0.06 + i * W * 0.09), H]])}" fill="${tint(i % 2 ? '#e7dcc3' : '#cfc0a0', 0.05)}"/>`);
        }
      }
      add(`<path d="${poly([[vx - W * 0.04, vy], [vx + W * 0.04, vy], [vx + W * 0.08, H], [vx - W * 0.08, H]])}" fill="${tint('#8aa04e', 0)}"/>`);
      add(`<path d="${poly([[vx - W * 0.07, vy - s(4)], [vx + W * 0.07, vy - s(4)], [vx + W * 0.07, vy + s(4)], [vx - W * 0.07, vy + s(4)]])}" fill="${tint('#d9ccb0', 0.3)}"/>`);
      for (let i = 0; i < 4; i++) person(c, vx + between(rng, -0.05, 0.05) * W, H * between(rng, 0.55, 0.9), between(rng, 30, 60) * s(1), pickOne(rng, ['#3b5b8c', '#c0392b', '#444']));
    },

    'pamukkale:colonnade'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.38, s(16), 6)}" fill="${tint('#8d8a72', 0.7)}"/>`);
      add(`<path d="${c.ridge(H * 0.46, s(8), 8)}" fill="${tint('#eef0ec', 0.35)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.72)}" width="${W}" height="${r1(H * 0.28)}" fill="${tint('#e3d8c0', 0)}"/>`);
      const joints = [];
      for (let i = 0; i < 6; i++) joints.push(`M0,${r1(H * (0.76 + i * 0.045))} L${W},${r1(H * (0.76 + i * 0.045))}`);
      for (let i = 0; i < 14; i++) joints.push(`M${r1((i / 14) * W)},${r1(H * 0.72)} L${r1((i / 14) * W - s(60))},${r1(H)}`);
      add(`<path d="${joints.join(' ')}" stroke="${tint('#cbbd9c', 0)}" stroke-width="${s(2)}"/>`);
      const marble = tint('#f1e8d4', 0);
      const shade = tint('#cdbb98', 0);
      for (let i = 0; i < 9; i++) {
        const x = W * (0.06 + i * 0.11);
        const broken = [2, 5, 7].includes(i);
        fluted(c, x, H * 0.74, s(22), broken ? s(between(rng, 80, 150)) : s(250), marble, shade);
      }
      beam(c, W * 0.06 - s(20), W * 0.39 + s(20), H * 0.74 - s(280), s(26), marble, shade);
      for (let i = 0; i < 3; i++) add(`<rect x="${r1(W * between(rng, 0.1, 0.9))}" y="${r1(H * between(rng, 0.8, 0.94))}" width="${r1(s(70))}" height="${r1(s(24))}" rx="${r1(s(10))}" fill="${marble}"/>`);
    },

    'southeast:baklava'(c) {
      const { W, H, s, add } = c;
      stoneWall(c, 0, H * 0.58, '#d9b98a', '#c4a272');
      add(`<path d="${archPath(W * 0.2, H * 0.5, s(150), s(220))}" fill="${c.linear([[0, c.pal.mid], [1, c.pal.bottom]])}"/>`);
      tableTop(c, H * 0.56, '#7a2f2a');
      const tx = W * 0.5;
      const ty = H * 0.78;
      add(`<ellipse cx="${r1(tx)}" cy="${r1(ty + s(8))}" rx="${r1(s(330))}" ry="${r1(s(118))}" fill="#8a4a1f"/><ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="${r1(s(320))}" ry="${r1(s(112))}" fill="#c9772e"/><ellipse cx="${r1(tx)}" cy="${r1(ty)}" rx="${r1(s(290))}" ry="${r1(s(98))}" fill="#d98f3a"/>`);
      const pieces = [];
      for (let j = -3; j <= 3; j++) for (let i = -6; i <= 6; i++) {
        const px = tx + i * s(44) + (j % 2 ? s(22) : 0);
        const py = ty + j * s(22);
        if (((px - tx) / s(270)) ** 2 + ((py - ty) / s(88)) ** 2 > 1) continue;
        pieces.push(`<path d="${poly([[px, py - s(11)], [px + s(21), py], [px, py + s(11)], [px - s(21), py]])}" fill="#e8b45a" stroke="#a86a22" stroke-width="${s(1.5)}"/><circle cx="${r1(px)}" cy="${r1(py)}" r="${r1(s(5))}" fill="#6f9a2a"/>`);
      }
      add(pieces.join(''));
      teaGlass(c, W * 0.88, H * 0.92, s(140));
      teaGlass(c, W * 0.1, H * 0.95, s(130));
    },

    'southeast:gaziantep-castle'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const mound = `M${r1(W * 0.12)},${r1(H * 0.8)} Q${r1(W * 0.3)},${r1(H * 0.42)} ${r1(W * 0.5)},${r1(H * 0.42)} Q${r1(W * 0.7)},${r1(H * 0.42)} ${r1(W * 0.88)},${r1(H * 0.8)} Z`;
      add(`<path d="${mound}" fill="${tint('#b98f5a', 0.15)}"/>`);
      const wall = tint('#d9b98a', 0.1);
      const shade = tint('#b08a5a', 0.1);
      add(`<rect x="${r1(W * 0.3)}" y="${r1(H * 0.3)}" width="${r1(W * 0.4)}" height="${r1(H * 0.14)}" fill="${wall}"/>`);
      for (const x of [0.3, 0.42, 0.58, 0.7]) add(`<rect x="${r1(W * x - s(30))}" y="${r1(H * 0.24)}" width="${r1(s(60))}" height="${r1(H * 0.2)}" rx="${r1(s(8))}" fill="${wall}"/><rect x="${r1(W * x + s(8))}" y="${r1(H * 0.24)}" width="${r1(s(22))}" height="${r1(H * 0.2)}" fill="${shade}"/>`);
      const merlons = [];
      for (let x = W * 0.28; x < W * 0.72; x += s(20)) merlons.push(`<rect x="${r1(x)}" y="${r1(H * 0.22)}" width="${r1(s(12))}" height="${r1(s(10))}"/>`);
      add(`<g fill="${wall}">${merlons.join('')}</g>`);
      const town = [];
      for (let j = 0; j < 3; j++) for (let i = 0; i < 14; i++) town.push([(i / 14) * W + between(rng, -8, 8) * s(1), j * s(30)]);
      houses(c, town, H * 0.98, s(46), tint('#e1c99c', 0), tint('#6a4a2a', 0), tint('#6a4a2a', 0));
      minaret(c, W * 0.86, H * 0.86, s(200), tint('#e9d6b0', 0), { cap: tint('#7a8a96', 0) });
    },

    'southeast:copper-bazaar'(c) {
      const { W, H, rng, s, add, linear } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#d7b98c'], [1, '#b8955f']])}"/>`);
      for (let i = 0; i < 4; i++) {
        const w = W * (1 - i * 0.22);
        add(`<path d="${archPath(W * 0.5, H * (1 - i * 0.08), w, H * (0.98 - i * 0.14))}" fill="${['#cfae7c', '#c29f6c', '#b38f5c', '#a3804e'][i]}"/>`);
      }
      const copper = ['#b8632b', '#c97a3a', '#a5542a', '#d48a45'];
      for (let i = 0; i < 16; i++) {
        const x = W * between(rng, 0.04, 0.96);
        const y = H * between(rng, 0.18, 0.55);
        const r = between(rng, 18, 36) * s(1);
        const kind = Math.floor(rng() * 3);
        const color = pickOne(rng, copper);
        add(`<path d="M${r1(x)},${r1(y - r * 2)} L${r1(x)},${r1(y - r * 0.7)}" stroke="#5a3d25" stroke-width="${r1(s(1.5))}"/>`);
        if (kind === 0) add(`<path d="M${r1(x - r)},${r1(y - r * 0.6)} L${r1(x + r)},${r1(y - r * 0.6)} Q${r1(x + r)},${r1(y + r)} ${r1(x)},${r1(y + r)} Q${r1(x - r)},${r1(y + r)} ${r1(x - r)},${r1(y - r * 0.6)} Z" fill="${color}"/>`);
        else if (kind === 1) add(`<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${color}"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.6)}" fill="none" stroke="#f2b56b" stroke-width="${r1(s(2))}"/>`);
        else add(`<path d="M${r1(x - r * 0.5)},${r1(y - r * 0.7)} Q${r1(x - r * 0.9)},${r1(y + r * 0.8)} ${r1(x)},${r1(y + r * 0.9)} Q${r1(x + r * 0.9)},${r1(y + r * 0.8)} ${r1(x + r * 0.5)},${r1(y - r * 0.7)} Z" fill="${color}"/><path d="M${r1(x + r * 0.5)},${r1(y - r * 0.4)} Q${r1(x + r * 1.1)},${r1(y)} ${r1(x + r * 0.6)},${r1(y + r * 0.4)}" stroke="${color}" stroke-width="${r1(s(4))}" fill="none"/>`);
      }
      add(`<rect x="0" y="${r1(H * 0.72)}" width="${W}" height="${r1(H * 0.28)}" fill="#8a6a44"/>`);
      add(`<rect x="${r1(W * 0.56)}" y="${r1(H * 0.74)}" width="${r1(s(160))}" height="${r1(s(60))}" fill="#5a3d25"/><ellipse cx="${r1(W * 0.56 + s(80))}" cy="${r1(H * 0.74)}" rx="${r1(s(70))}" ry="${r1(s(18))}" fill="#c97a3a"/>`);
      person(c, W * 0.46, H * 0.98, s(220), '#3a2a20');
      add(`<path d="M${r1(W * 0.46 + s(24))},${r1(H * 0.98 - s(160))} L${r1(W * 0.56)},${r1(H * 0.7)}" stroke="#3a2a20" stroke-width="${s(14)}" stroke-linecap="round"/><rect x="${r1(W * 0.55)}" y="${r1(H * 0.66)}" width="${r1(s(30))}" height="${r1(s(16))}" fill="#555"/>`);
    },

    'southeast:midyat-church'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const stone = tint('#e2c48e', 0.05);
      const shade = tint('#b8955f', 0.05);
      const dark = tint('#5a3d25', 0.05);
      const town = [];
      for (let i = 0; i < 10; i++) town.push([(i / 10) * W + between(rng, -6, 6) * s(1), between(rng, 0, 20) * s(1)]);
      houses(c, town, H * 0.72, s(70), tint('#dcbf8a', 0.25), tint('#7a5a3a', 0.25), tint('#7a5a3a', 0.25));
      const x = W * 0.5;
      add(`<rect x="${r1(x - s(70))}" y="${r1(H * 0.22)}" width="${r1(s(140))}" height="${r1(H * 0.64)}" fill="${stone}"/>`);
      for (const j of [0, 1, 2]) add(`<rect x="${r1(x - s(78))}" y="${r1(H * (0.3 + j * 0.18))}" width="${r1(s(156))}" height="${r1(s(10))}" fill="${shade}"/>`);
      add(`<path d="${archPath(x, H * 0.28, s(50), s(60))}" fill="${dark}"/>`);
      for (const dx of [-1, 1]) add(`<path d="${archPath(x + dx * s(32), H * 0.46, s(26), s(50))}" fill="${dark}"/>`);
      add(`<path d="${archPath(x, H * 0.86, s(56), s(100))}" fill="${dark}"/>`);
      add(`<path d="${poly([[x - s(80), H * 0.22], [x, H * 0.12], [x + s(80), H * 0.22]])}" fill="${shade}"/><rect x="${r1(x - s(3))}" y="${r1(H * 0.04)}" width="${r1(s(6))}" height="${r1(H * 0.08)}" fill="${shade}"/><rect x="${r1(x - s(14))}" y="${r1(H * 0.065)}" width="${r1(s(28))}" height="${r1(s(6))}" fill="${shade}"/>`);
      add(`<rect x="${r1(x - s(200))}" y="${r1(H * 0.6)}" width="${r1(s(130))}" height="${r1(H * 0.26)}" fill="${stone}"/><rect x="${r1(x + s(70))}" y="${r1(H * 0.56)}" width="${r1(s(160))}" height="${r1(H * 0.3)}" fill="${stone}"/>`);
      for (let i = 0; i < 3; i++) add(`<path d="${archPath(x + s(100) + i * s(45), H * 0.74, s(28), s(50))}" fill="${dark}"/><path d="${archPath(x - s(170) + i * s(40), H * 0.76, s(22), s(44))}" fill="${dark}"/>`);
      add(`<rect x="0" y="${r1(H * 0.86)}" width="${W}" height="${r1(H * 0.14)}" fill="${tint('#cdb38a', 0)}"/>`);
    },

    'southeast:monastery'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.38, s(30), 5)}" fill="${tint('#b99a6a', 0.6)}"/>`);
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.6)} Q${r1(W * 0.5)},${r1(H * 0.46)} ${r1(W)},${r1(H * 0.62)} L${r1(W)},${r1(H)} Z" fill="${tint('#c9a670', 0.2)}"/>`);
      const stone = tint('#edcf95', 0.05);
      const dark = tint('#6a4a2a', 0.05);
      const x1 = W * 0.2;
      const x2 = W * 0.8;
      const base = H * 0.8;
      add(`<rect x="${r1(x1)}" y="${r1(H * 0.44)}" width="${r1(x2 - x1)}" height="${r1(base - H * 0.44)}" fill="${stone}"/>`);
      add(`<rect x="${r1(W * 0.42)}" y="${r1(H * 0.34)}" width="${r1(W * 0.16)}" height="${r1(H * 0.12)}" fill="${stone}"/><path d="${domePath(W * 0.5, H * 0.34, s(70))}" fill="${tint('#d9b97a', 0.05)}"/>`);
      for (let j = 0; j < 2; j++) for (let i = 0; i < 9; i++) add(`<path d="${archPath(x1 + (i + 0.5) * ((x2 - x1) / 9), H * (0.58 + j * 0.17), s(24), s(44))}" fill="${dark}"/>`);
      add(`<path d="${archPath(W * 0.5, base, s(60), s(90))}" fill="${dark}"/>`);
      for (let i = 0; i < 5; i++) add(`<ellipse cx="${r1(W * between(rng, 0.05, 0.95))}" cy="${r1(H * between(rng, 0.86, 0.96))}" rx="${r1(s(30))}" ry="${r1(s(18))}" fill="${tint('#6f7a3a', 0)}"/>`);
      for (let i = 0; i < 3; i++) roundTree(c, W * (0.05 + i * 0.06), H * 0.84, s(80), tint('#6f7a3a', 0), tint('#5a4432', 0));
    },

    'southeast:gobeklitepe'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.52, s(10), 6)}" fill="${tint('#c9a670', 0.5)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.56)}" width="${W}" height="${r1(H * 0.44)}" fill="${tint('#b98f5a', 0.1)}"/>`);
      add(`<ellipse cx="${r1(W * 0.5)}" cy="${r1(H * 0.78)}" rx="${r1(W * 0.42)}" ry="${r1(H * 0.16)}" fill="${tint('#9a7448', 0)}"/>`);
      const stone = tint('#e3d2b0', 0);
      const shade = tint('#bba47c', 0);
      const ring = [];
      for (let i = 0; i < 10; i++) {
        const a = (i / 10) * Math.PI * 2;
        ring.push([W * 0.5 + Math.cos(a) * W * 0.34, H * 0.78 + Math.sin(a) * H * 0.12, Math.sin(a)]);
      }
      ring.sort((p, q) => p[2] - q[2]);
      const pillar = (x, baseY, h) => {
        const w = h * 0.16;
        add(`<rect x="${r1(x - w / 2)}" y="${r1(baseY - h)}" width="${r1(w)}" height="${r1(h)}" fill="${stone}"/><rect x="${r1(x - w * 1.6)}" y="${r1(baseY - h - w * 0.9)}" width="${r1(w * 3.2)}" height="${r1(w * 0.95)}" fill="${stone}"/><rect x="${r1(x + w * 0.1)}" y="${r1(baseY - h)}" width="${r1(w * 0.4)}" height="${r1(h)}" fill="${shade}"/><path d="M${r1(x - w * 0.3)},${r1(baseY - h * 0.6)} l${r1(w * 0.2)},${r1(-w * 0.4)} l${r1(w * 0.2)},${r1(w * 0.4)}" stroke="${shade}" stroke-width="${r1(s(2))}" fill="none"/>`);
      };
      for (const [x, y, depth] of ring) pillar(x, y, s(90 + depth * 30));
      pillar(W * 0.45, H * 0.82, s(190));
      pillar(W * 0.56, H * 0.82, s(190));
      add(`<path d="M${r1(-s(20))},${r1(H * 0.3)} Q${r1(W * 0.25)},${r1(H * 0.18)} ${r1(W * 0.5)},${r1(H * 0.26)} Q${r1(W * 0.75)},${r1(H * 0.16)} ${r1(W + s(20))},${r1(H * 0.3)} L${r1(W + s(20))},${r1(H * 0.34)} Q${r1(W * 0.75)},${r1(H * 0.22)} ${r1(W * 0.5)},${r1(H * 0.3)} Q${r1(W * 0.25)},${r1(H * 0.22)} ${r1(-s(20))},${r1(H * 0.34)} Z" fill="#f4f1ea" opacity="0.92"/>`);
      for (const x of [0.1, 0.36, 0.64, 0.9]) add(`<rect x="${r1(W * x - s(4))}" y="${r1(H * 0.28)}" width="${r1(s(8))}" height="${r1(H * 0.34)}" fill="#8a8a8a"/>`);
      for (let i = 0; i < 3; i++) person(c, W * (0.1 + i * 0.05), H * 0.62, s(40), pickOne(rng, ['#3b5b8c', '#c0392b', '#444']));
    },

    'southeast:balikligol'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const stone = tint('#e6cf9f', 0.05);
      const dark = tint('#6a4a2a', 0.05);
      add(`<rect x="${r1(W * 0.05)}" y="${r1(H * 0.3)}" width="${r1(W * 0.9)}" height="${r1(H * 0.26)}" fill="${stone}"/>`);
      for (let i = 0; i < 11; i++) add(`<path d="${archPath(W * (0.09 + i * 0.082), H * 0.56, s(50), s(100))}" fill="${dark}"/>`);
      for (const x of [0.3, 0.62]) add(`<path d="${domePath(W * x, H * 0.3, s(60))}" fill="${tint('#c9b07a', 0.05)}"/>`);
      minaret(c, W * 0.86, H * 0.3, s(200), stone, { cap: tint('#7a8a96', 0.05) });
      add(`<rect x="0" y="${r1(H * 0.56)}" width="${W}" height="${r1(s(16))}" fill="${tint('#c9b07a', 0)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.56 + s(16))}" width="${W}" height="${r1(H)}" fill="${tint('#4d8f7a', 0)}"/>`);
      const reflect = [];
      for (let i = 0; i < 11; i++) reflect.push(`<rect x="${r1(W * (0.09 + i * 0.082) - s(25))}" y="${r1(H * 0.6)}" width="${r1(s(50))}" height="${r1(s(40))}"/>`);
      add(`<g fill="${tint('#e6cf9f', 0)}" opacity="0.25">${reflect.join('')}</g>`);
      const carp = [];
      for (let i = 0; i < 24; i++) {
        const fx = W * between(rng, 0.05, 0.95);
        const fy = H * between(rng, 0.7, 0.97);
        const len = between(rng, 30, 50) * s(1);
        carp.push(`<path d="M${r1(fx - len / 2)},${r1(fy)} Q${r1(fx)},${r1(fy - len * 0.25)} ${r1(fx + len / 2)},${r1(fy)} Q${r1(fx)},${r1(fy + len * 0.25)} ${r1(fx - len / 2)},${r1(fy)} Z M${r1(fx + len / 2)},${r1(fy)} l${r1(len * 0.2)},${r1(-len * 0.12)} l0,${r1(len * 0.24)} Z"/>`);
      }
      add(`<g fill="${tint('#2f4a3a', 0)}" opacity="0.75">${carp.join('')}</g>`);
    },

    'southeast:harran'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<rect x="0" y="${r1(H * 0.6)}" width="${W}" height="${r1(H * 0.4)}" fill="${tint('#d7b77a', 0.2)}"/>`);
      const mud = tint('#dcc08e', 0.05);
      const shade = tint('#b8955f', 0.05);
      const cones = [];
      for (let j = 0; j < 3; j++) for (let i = 0; i < 7 - j; i++) cones.push([W * (0.1 + j * 0.05 + i * 0.13) + between(rng, -6, 6) * s(1), H * (0.86 - j * 0.1), s(120 - j * 22)]);
      cones.sort((p, q) => p[1] - q[1]);
      for (const [x, baseY, size] of cones) {
        add(`<rect x="${r1(x - size * 0.5)}" y="${r1(baseY - size * 0.5)}" width="${r1(size)}" height="${r1(size * 0.5)}" fill="${mud}"/>`);
        add(`<path d="M${r1(x - size * 0.5)},${r1(baseY - size * 0.5)} Q${r1(x - size * 0.42)},${r1(baseY - size * 1.3)} ${r1(x)},${r1(baseY - size * 1.45)} Q${r1(x + size * 0.42)},${r1(baseY - size * 1.3)} ${r1(x + size * 0.5)},${r1(baseY - size * 0.5)} Z" fill="${mud}"/>`);
        add(`<path d="M${r1(x + size * 0.1)},${r1(baseY - size * 1.4)} Q${r1(x + size * 0.45)},${r1(baseY - size * 1.25)} ${r1(x + size * 0.5)},${r1(baseY - size * 0.5)} L${r1(x + size * 0.5)},${r1(baseY)} L${r1(x + size * 0.25)},${r1(baseY)} Z" fill="${shade}" opacity="0.5"/>`);
        const rings = [];
        for (let k = 1; k < 6; k++) rings.push(`M${r1(x - size * (0.5 - k * 0.06))},${r1(baseY - size * (0.5 + k * 0.16))} Q${r1(x)},${r1(baseY - size * (0.46 + k * 0.16))} ${r1(x + size * (0.5 - k * 0.06))},${r1(baseY - size * (0.5 + k * 0.16))}`);
        add(`<path d="${rings.join(' ')}" stroke="${shade}" stroke-width="${r1(s(2))}" fill="none"/>`);
        add(`<path d="${archPath(x - size * 0.15, baseY, size * 0.18, size * 0.32)}" fill="${tint('#5a3d25', 0)}"/>`);
      }
    },

    'southeast:nemrut'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.7, s(20), 6)}" fill="${tint('#8a7a8a', 0.6)}"/>`);
      add(`<path d="${poly([[W * 0.2, H * 0.66], [W * 0.48, H * 0.22], [W * 0.56, H * 0.22], [W * 0.9, H * 0.66]])}" fill="${tint('#a39a8a', 0.3)}"/>`);
      const gravel = [];
      for (let i = 0; i < 14; i++) gravel.push(`M${r1(W * (0.3 + i * 0.035))},${r1(H * 0.66)} L${r1(W * (0.49 + i * 0.005))},${r1(H * 0.24)}`);
      add(`<path d="${gravel.join(' ')}" stroke="${tint('#8f8678', 0.3)}" stroke-width="${s(2)}" opacity="0.5"/>`);
      add(`<path d="${poly([[0, H * 0.8], [W, H * 0.76], [W, H], [0, H]])}" fill="${tint('#b2a58a', 0)}"/>`);
      const stone = tint('#d9c9a6', 0);
      const shade = tint('#8a7a5a', 0);
      for (const [x, size, eagle] of [[0.14, 150, false], [0.34, 120, true], [0.55, 160, false], [0.78, 140, false]]) colossalHead(c, W * x, H * 0.92, s(size), stone, shade, eagle);
      for (let i = 0; i < 5; i++) add(`<rect x="${r1(W * (0.05 + i * 0.2))}" y="${r1(H * 0.93)}" width="${r1(s(90))}" height="${r1(s(24))}" fill="${shade}" opacity="0.6"/>`);
    },

    'southeast:nemrut-heads'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.64, s(24), 5)}" fill="${tint('#6a5a7a', 0.55)}"/>`);
      add(`<path d="${poly([[0, H * 0.76], [W, H * 0.72], [W, H], [0, H]])}" fill="${tint('#a8997a', 0)}"/>`);
      const stone = tint('#e0cfa8', 0);
      const shade = tint('#7a6a4a', 0);
      colossalHead(c, W * 0.28, H * 0.96, s(300), stone, shade);
      colossalHead(c, W * 0.7, H * 0.96, s(240), stone, shade, true);
    },

    'southeast:cendere-bridge'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.4, s(24), 6)}" fill="${tint('#a08a6a', 0.6)}"/>`);
      add(`<path d="${poly([[0, H * 0.5], [W * 0.3, H * 0.46], [W * 0.36, H], [0, H]])}" fill="${tint('#b39a70', 0.1)}"/><path d="${poly([[W, H * 0.48], [W * 0.7, H * 0.46], [W * 0.64, H], [W, H]])}" fill="${tint('#a88f66', 0.1)}"/>`);
      river(c, H * 0.6, tint('#4f8fa0', 0), { from: 0.5, to: 0.5, narrow: 140, wide: 420, sway: 0.03 });
      const stone = tint('#e1cfa4', 0);
      const shade = tint('#b49c70', 0);
      const deck = H * 0.44;
      add(`<path d="M${r1(W * 0.24)},${r1(deck)} L${r1(W * 0.76)},${r1(deck)} L${r1(W * 0.76)},${r1(H * 0.7)} L${r1(W * 0.68)},${r1(H * 0.7)} A${r1(W * 0.18)},${r1(H * 0.2)} 0 0 0 ${r1(W * 0.32)},${r1(H * 0.7)} L${r1(W * 0.24)},${r1(H * 0.7)} Z" fill="${stone}"/>`);
      add(`<path d="M${r1(W * 0.32)},${r1(H * 0.7)} A${r1(W * 0.18)},${r1(H * 0.2)} 0 0 1 ${r1(W * 0.68)},${r1(H * 0.7)}" stroke="${shade}" stroke-width="${s(10)}" fill="none"/>`);
      add(`<rect x="${r1(W * 0.24)}" y="${r1(deck - s(14))}" width="${r1(W * 0.52)}" height="${r1(s(14))}" fill="${shade}"/>`);
      fluted(c, W * 0.28, deck - s(14), s(20), s(120), stone, shade);
      fluted(c, W * 0.36, deck - s(14), s(20), s(130), stone, shade);
      fluted(c, W * 0.72, deck - s(14), s(20), s(120), stone, shade);
    },

    'black-sea:uzungol'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${poly([[0, H * 0.62], [0, H * 0.12], [W * 0.2, H * 0.2], [W * 0.38, H * 0.62]])}" fill="${tint('#2f6a43', 0.35)}"/>`);
      add(`<path d="${poly([[W, H * 0.62], [W, H * 0.08], [W * 0.78, H * 0.18], [W * 0.58, H * 0.62]])}" fill="${tint('#245a37', 0.35)}"/>`);
      add(`<path d="${c.ridge(H * 0.4, s(16), 5, { bottom: H * 0.62 })}" fill="${tint('#3f7a52', 0.6)}"/>`);
      mist(c, H * 0.34, s(70), 0.55);
      for (let i = 0; i < 14; i++) pine(c, W * (i < 7 ? i * 0.05 : 0.65 + (i - 7) * 0.05), H * (0.5 + (i % 3) * 0.04), between(rng, 50, 80) * s(1), tint('#173a24', 0.2));
      const shore = H * 0.62;
      const x = W * 0.5;
      const white = tint('#f5f3ee', 0.05);
      add(`<rect x="${r1(x - s(60))}" y="${r1(shore - s(50))}" width="${r1(s(120))}" height="${r1(s(50))}" fill="${white}"/><path d="${poly([[x - s(70), shore - s(50)], [x, shore - s(80)], [x + s(70), shore - s(50)]])}" fill="${tint('#7d848c', 0.05)}"/>`);
      minaret(c, x + s(80), shore, s(170), white, { cap: tint('#7d848c', 0.05) });
      for (const hx of [0.22, 0.3, 0.7, 0.8]) woodHouse(c, W * hx, shore, s(60), 0.1);
      add(`<rect x="0" y="${r1(shore)}" width="${W}" height="${r1(H - shore)}" fill="${tint('#3f7f78', 0)}"/>`);
      add(`<g opacity="0.3" transform="translate(0,${r1(shore * 2)}) scale(1,-1)"><rect x="${r1(x - s(60))}" y="${r1(shore - s(50))}" width="${r1(s(120))}" height="${r1(s(50))}" fill="${white}"/><rect x="${r1(x + s(74))}" y="${r1(shore - s(170))}" width="${r1(s(12))}" height="${r1(s(170))}" fill="${white}"/></g>`);
      const glints = [];
      for (let i = 0; i < 10; i++) glints.push(`<rect x="${r1(W * between(rng, 0, 1))}" y="${r1(H * between(rng, 0.66, 0.98))}" width="${r1(s(40))}" height="${r1(s(2))}"/>`);
      add(`<g fill="#ffffff" opacity="0.4">${glints.join('')}</g>`);
    },

    'black-sea:ayder'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      greenSlopes(c, H * 0.3, 3);
      add(`<path d="${poly([[W * 0.7, H * 0.2], [W * 0.78, H * 0.16], [W * 0.86, H], [W * 0.64, H]])}" fill="${tint('#2f5a3a', 0.1)}"/>`);
      waterfall(c, W * 0.75, H * 0.2, H * 0.72, s(26));
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.62)} Q${r1(W * 0.3)},${r1(H * 0.56)} ${r1(W * 0.62)},${r1(H * 0.66)} L${r1(W * 0.66)},${r1(H)} Z" fill="${tint('#6fa04a', 0)}"/>`);
      for (const [hx, hy, w] of [[0.12, 0.7, 90], [0.3, 0.66, 80], [0.46, 0.72, 100], [0.22, 0.86, 130], [0.5, 0.92, 120]]) woodHouse(c, W * hx, H * hy, s(w), 0);
      mist(c, H * 0.5, s(80), 0.45);
      const flowers = [];
      for (let i = 0; i < 30; i++) flowers.push(`<circle cx="${r1(W * between(rng, 0, 0.62))}" cy="${r1(H * between(rng, 0.74, 1))}" r="${r1(s(3))}" fill="${pickOne(rng, ['#f4f1ea', '#f4c542', '#c77dff'])}"/>`);
      add(flowers.join(''));
    },

    'black-sea:zilkale'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      greenSlopes(c, H * 0.28, 3);
      const spur = `M${r1(W * 0.2)},${r1(H)} Q${r1(W * 0.3)},${r1(H * 0.5)} ${r1(W * 0.48)},${r1(H * 0.42)} Q${r1(W * 0.64)},${r1(H * 0.46)} ${r1(W * 0.76)},${r1(H)} Z`;
      add(`<path d="${spur}" fill="${tint('#2f6a43', 0)}"/>`);
      for (let i = 0; i < 12; i++) pine(c, W * between(rng, 0.26, 0.72), H * between(rng, 0.6, 0.98), between(rng, 40, 70) * s(1), tint('#173a24', 0));
      const stone = tint('#8a8278', 0);
      const x = W * 0.48;
      const base = H * 0.44;
      add(`<rect x="${r1(x - s(110))}" y="${r1(base - s(60))}" width="${r1(s(220))}" height="${r1(s(64))}" fill="${stone}"/><rect x="${r1(x - s(30))}" y="${r1(base - s(190))}" width="${r1(s(80))}" height="${r1(s(140))}" fill="${stone}"/>`);
      const merlons = [];
      for (let i = 0; i < 8; i++) merlons.push(`<rect x="${r1(x - s(110) + i * s(30))}" y="${r1(base - s(72))}" width="${r1(s(16))}" height="${r1(s(12))}"/>`);
      add(`<g fill="${stone}">${merlons.join('')}</g>`);
      add(`<path d="${archPath(x + s(10), base - s(110), s(16), s(30))}" fill="${tint('#3a3430', 0)}"/><rect x="${r1(x + s(30))}" y="${r1(base - s(190))}" width="${r1(s(20))}" height="${r1(s(140))}" fill="#000" opacity="0.15"/>`);
      mist(c, H * 0.5, s(90), 0.4);
      add(`<path d="${poly([[0, H * 0.86], [W * 0.24, H * 0.82], [W * 0.3, H], [0, H]])}" fill="${tint('#245a37', 0)}"/>`);
    },

    'black-sea:tea-pickers'(c) {
      const { W, H, rng, s, tint } = c;
      sky(c);
      greenSlopes(c, H * 0.26, 2);
      teaRows(c, H * 0.46, 7);
      for (const [x, y, h] of [[0.24, 0.74, 120], [0.52, 0.8, 140], [0.78, 0.7, 110]]) {
        const px = W * x;
        const py = H * y;
        person(c, px, py, s(h), tint(pickOne(rng, ['#6a2c4a', '#2c4a6a', '#4a2c2c']), 0), { hat: pickOne(rng, ['#e63946', '#f4a261', '#ffd166']) });
        c.add(`<path d="M${r1(px - s(h) * 0.3)},${r1(py - s(h) * 0.78)} L${r1(px - s(h) * 0.1)},${r1(py - s(h) * 0.78)} L${r1(px - s(h) * 0.14)},${r1(py - s(h) * 0.4)} L${r1(px - s(h) * 0.34)},${r1(py - s(h) * 0.42)} Z" fill="#b08a4a"/>`);
      }
      c.add(`<path d="${teaRowsFront(c)}" fill="${tint('#3f8a3a', 0)}"/>`);
    },

    'black-sea:tea-glass'(c) {
      const { W, H, s, add } = c;
      sky(c);
      greenSlopes(c, H * 0.24, 2);
      teaRows(c, H * 0.42, 5);
      add(`<rect x="0" y="${r1(H * 0.74)}" width="${W}" height="${r1(s(30))}" fill="#7a5434"/><rect x="0" y="${r1(H * 0.74 + s(30))}" width="${W}" height="${r1(H)}" fill="#5a3d25"/>`);
      for (let i = 0; i < 6; i++) add(`<rect x="${r1(W * (0.08 + i * 0.17))}" y="${r1(H * 0.74 + s(30))}" width="${r1(s(20))}" height="${r1(H)}" fill="#4a3020"/>`);
      teaGlass(c, W * 0.42, H * 0.76, s(200));
      add(`<path d="M${r1(W * 0.6)},${r1(H * 0.76)} Q${r1(W * 0.64)},${r1(H * 0.7)} ${r1(W * 0.68)},${r1(H * 0.76)} Z" fill="#f4efe6"/><rect x="${r1(W * 0.6)}" y="${r1(H * 0.76 - s(10))}" width="${r1(s(14))}" height="${r1(s(10))}" fill="#f4efe6"/><rect x="${r1(W * 0.625)}" y="${r1(H * 0.76 - s(10))}" width="${r1(s(14))}" height="${r1(s(10))}" fill="#f4efe6"/>`);
      puffs(c, W * 0.42, H * 0.76 - s(230), s(22), '#ffffff', 4, 0.5);
    },

    'black-sea:hamsi'(c) {
      const { W, H, s, add } = c;
      sky(c);
      sea(c, H * 0.36, '#2b5f7a');
      for (let i = 0; i < 3; i++) gulet(c, W * (0.2 + i * 0.3), H * 0.44, s(30));
      tableTop(c, H * 0.54, '#e8f0f2');
      const x = W * 0.46;
      const y = H * 0.78;
      add(`<ellipse cx="${r1(x)}" cy="${r1(y + s(10))}" rx="${r1(s(300))}" ry="${r1(s(110))}" fill="#000" opacity="0.12"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s(290))}" ry="${r1(s(104))}" fill="#f7f4ee"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s(250))}" ry="${r1(s(86))}" fill="#ece6da"/>`);
      const catch_ = [];
      for (let ring = 0; ring < 2; ring++) for (let i = 0; i < 14 - ring * 5; i++) {
        const a = (i / (14 - ring * 5)) * Math.PI * 2;
        const fx = x + Math.cos(a) * s(150 - ring * 80);
        const fy = y + Math.sin(a) * s(52 - ring * 28);
        catch_.push(`<g transform="rotate(${r1((a * 180) / Math.PI)} ${r1(fx)} ${r1(fy)})">${fish(fx, fy, s(90), '#c98a3a', '#e6b86a')}</g>`);
      }
      add(catch_.join(''));
      add(`<path d="M${r1(x + s(180))},${r1(y - s(20))} A${r1(s(34))},${r1(s(24))} 0 0 1 ${r1(x + s(248))},${r1(y - s(20))} Z" fill="#f7d716"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s(20))}" fill="#8f2d56" opacity="0.8"/>`);
      add(`<rect x="${r1(W * 0.8)}" y="${r1(H * 0.62)}" width="${r1(s(150))}" height="${r1(s(90))}" rx="${r1(s(10))}" fill="#e9b949"/><path d="M${r1(W * 0.8)},${r1(H * 0.62 + s(30))} L${r1(W * 0.8 + s(150))},${r1(H * 0.62 + s(30))}" stroke="#c48a2a" stroke-width="${s(3)}"/>`);
    },

    'black-sea:kackar'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(snowPeak(c, W * 0.3, H * 0.6, W * 0.6, H * 0.46, tint('#6a6472', 0.5), tint('#f6f8fb', 0.25)) + snowPeak(c, W * 0.72, H * 0.6, W * 0.7, H * 0.56, tint('#5a5564', 0.4), tint('#f7f9fc', 0.2)));
      add(`<path d="${c.ridge(H * 0.62, s(14), 7)}" fill="${tint('#7fa05a', 0.2)}"/>`);
      add(`<path d="${c.ridge(H * 0.78, s(18), 5)}" fill="${tint('#6a9a4a', 0)}"/>`);
      add(`<path d="M${r1(W * 0.1)},${r1(H)} Q${r1(W * 0.4)},${r1(H * 0.8)} ${r1(W * 0.52)},${r1(H * 0.68)}" stroke="${tint('#c9b890', 0)}" stroke-width="${s(10)}" fill="none"/>`);
      for (let i = 0; i < 4; i++) hiker(c, W * (0.34 + i * 0.04), H * (0.86 - i * 0.04), s(50 - i * 6), tint('#2f3e4e', 0), pickOne(rng, ['#c0392b', '#f4a300', '#2f7fc1']));
      const flowers = [];
      for (let i = 0; i < 40; i++) flowers.push(`<circle cx="${r1(W * between(rng, 0, 1))}" cy="${r1(H * between(rng, 0.82, 1))}" r="${r1(s(3))}" fill="${pickOne(rng, ['#f4f1ea', '#f4c542', '#c77dff', '#e63946'])}"/>`);
      add(flowers.join(''));
    },

    'black-sea:trekkers'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(snowPeak(c, W * 0.6, H * 0.56, W * 0.9, H * 0.48, tint('#6a6472', 0.5), tint('#f6f8fb', 0.25)));
      add(`<path d="${c.ridge(H * 0.56, s(20), 6)}" fill="${tint('#6f8f5a', 0.3)}"/>`);
      add(`<path d="M0,${r1(H)} L0,${r1(H * 0.7)} Q${r1(W * 0.5)},${r1(H * 0.6)} ${r1(W)},${r1(H * 0.74)} L${r1(W)},${r1(H)} Z" fill="${tint('#5f8f3f', 0)}"/>`);
      add(`<path d="M${r1(-s(20))},${r1(H * 0.92)} Q${r1(W * 0.4)},${r1(H * 0.74)} ${r1(W + s(20))},${r1(H * 0.7)}" stroke="${tint('#cbb98f', 0)}" stroke-width="${s(24)}" fill="none"/>`);
      for (const [x, y, h, pack] of [[0.3, 0.86, 190, '#c0392b'], [0.52, 0.8, 170, '#2f7fc1'], [0.7, 0.76, 150, '#f4a300']]) hiker(c, W * x, H * y, s(h), tint('#2a3440', 0), pack);
      for (let i = 0; i < 3; i++) add(`<ellipse cx="${r1(W * between(rng, 0.05, 0.95))}" cy="${r1(H * between(rng, 0.88, 0.98))}" rx="${r1(s(40))}" ry="${r1(s(18))}" fill="${tint('#8a8a80', 0)}"/>`);
    },

    'black-sea:glacial-lake'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const peaks = snowPeak(c, W * 0.5, H * 0.5, W * 0.8, H * 0.38, tint('#5f5a68', 0.45), tint('#f6f8fb', 0.2)) + snowPeak(c, W * 0.15, H * 0.5, W * 0.5, H * 0.28, tint('#6a6472', 0.5), tint('#f6f8fb', 0.25));
      add(peaks);
      add(`<path d="${poly([[0, H * 0.5], [W, H * 0.5], [W, H], [0, H]])}" fill="${tint('#8a8680', 0.1)}"/>`);
      add(`<ellipse cx="${r1(W * 0.5)}" cy="${r1(H * 0.66)}" rx="${r1(W * 0.4)}" ry="${r1(H * 0.12)}" fill="${tint('#3a7a8a', 0)}"/>`);
      add(`<ellipse cx="${r1(W * 0.5)}" cy="${r1(H * 0.66)}" rx="${r1(W * 0.4)}" ry="${r1(H * 0.12)}" fill="none" stroke="${tint('#8a8680', 0.1)}" stroke-width="${s(40)}"/>`);
      for (let i = 0; i < 12; i++) add(`<ellipse cx="${r1(W * between(rng, 0, 1))}" cy="${r1(H * between(rng, 0.8, 1))}" rx="${r1(between(rng, 20, 50) * s(1))}" ry="${r1(between(rng, 10, 24) * s(1))}" fill="${tint(pickOne(rng, ['#7a7670', '#9a968e', '#6a665f']), 0)}"/>`);
      for (const [x, y] of [[0.12, 0.58], [0.84, 0.6]]) add(`<ellipse cx="${r1(W * x)}" cy="${r1(H * y)}" rx="${r1(s(60))}" ry="${r1(s(12))}" fill="#f6f8fb"/>`);
    },

    'black-sea:sumela'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${poly([[W * 0.25, H], [W * 0.3, H * 0.1], [W * 0.5, H * 0.02], [W * 0.8, H * 0.08], [W * 0.85, H]])}" fill="${tint('#7a7670', 0.15)}"/>`);
      add(`<path d="${poly([[W * 0.6, H * 0.06], [W * 0.8, H * 0.08], [W * 0.85, H], [W * 0.66, H]])}" fill="#000" opacity="0.12"/>`);
      const wall = tint('#efe6d2', 0.05);
      const dark = tint('#4a4440', 0.05);
      const y = H * 0.5;
      add(`<rect x="${r1(W * 0.34)}" y="${r1(y - s(120))}" width="${r1(W * 0.34)}" height="${r1(s(150))}" fill="${wall}"/>`);
      add(`<rect x="${r1(W * 0.4)}" y="${r1(y - s(170))}" width="${r1(W * 0.12)}" height="${r1(s(60))}" fill="${wall}"/>`);
      for (let j = 0; j < 4; j++) for (let i = 0; i < 10; i++) add(`<path d="${archPath(W * 0.36 + i * ((W * 0.3) / 9), y - s(90) + j * s(32) + s(16), s(10), s(18))}" fill="${dark}"/>`);
      add(`<rect x="${r1(W * 0.34)}" y="${r1(y + s(30))}" width="${r1(W * 0.34)}" height="${r1(s(10))}" fill="${tint('#c9bda6', 0.05)}"/>`);
      add(`<path d="${poly([[W * 0.34, y + s(40)], [W * 0.68, y + s(40)], [W * 0.64, y + s(80)], [W * 0.38, y + s(80)]])}" fill="${tint('#6a6660', 0.1)}"/>`);
      greenSlopesFront(c);
      for (let i = 0; i < 24; i++) pine(c, W * between(rng, 0, 1), H * between(rng, 0.72, 1.02), between(rng, 60, 110) * s(1), tint(pickOne(rng, ['#1d4a2d', '#245a37', '#2f6a43']), 0));
      mist(c, H * 0.64, s(80), 0.5);
    },

    'black-sea:trabzon-hagia-sophia'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      sea(c, H * 0.5, '#2b5f7a');
      add(`<rect x="0" y="${r1(H * 0.68)}" width="${W}" height="${r1(H * 0.32)}" fill="${tint('#5f8a4a', 0)}"/>`);
      const stone = tint('#d9cdb4', 0);
      const shade = tint('#b3a585', 0);
      const x = W * 0.42;
      const base = H * 0.74;
      add(`<rect x="${r1(x - s(170))}" y="${r1(base - s(140))}" width="${r1(s(340))}" height="${r1(s(140))}" fill="${stone}"/>`);
      add(`<path d="${poly([[x - s(180), base - s(140)], [x, base - s(190)], [x + s(180), base - s(140)]])}" fill="${tint('#9a8a78', 0)}"/>`);
      add(`<rect x="${r1(x - s(40))}" y="${r1(base - s(260))}" width="${r1(s(80))}" height="${r1(s(110))}" fill="${stone}"/><path d="${domePath(x, base - s(260), s(44), 0.8)}" fill="${tint('#8a8a8a', 0)}"/>`);
      for (let i = 0; i < 3; i++) add(`<path d="${archPath(x - s(20) + i * s(20), base - s(180), s(10), s(40))}" fill="${shade}"/>`);
      for (let i = 0; i < 3; i++) add(`<path d="${archPath(x - s(90) + i * s(90), base, s(60), s(90))}" fill="${shade}"/>`);
      const tx = W * 0.8;
      add(`<rect x="${r1(tx - s(40))}" y="${r1(base - s(300))}" width="${r1(s(80))}" height="${r1(s(300))}" fill="${stone}"/><path d="${poly([[tx - s(46), base - s(300)], [tx, base - s(350)], [tx + s(46), base - s(300)]])}" fill="${tint('#9a8a78', 0)}"/>`);
      for (let j = 0; j < 3; j++) add(`<path d="${archPath(tx, base - s(200) + j * s(70), s(22), s(44))}" fill="${shade}"/>`);
      for (let i = 0; i < 4; i++) roundTree(c, W * (0.04 + i * 0.06) + between(rng, -6, 6) * s(1), H * 0.9, s(90), tint('#3f6b3a', 0), tint('#5a4432', 0));
    },

    'black-sea:pavilion'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      greenSlopes(c, H * 0.3, 2);
      for (let i = 0; i < 10; i++) pine(c, W * between(rng, 0, 1), H * 0.62, between(rng, 90, 140) * s(1), tint('#245a37', 0.2));
      const white = tint('#f6f4ef', 0);
      const roof = tint('#7d4a3a', 0);
      const x = W * 0.5;
      const base = H * 0.82;
      add(`<rect x="${r1(x - s(200))}" y="${r1(base - s(220))}" width="${r1(s(400))}" height="${r1(s(220))}" fill="${white}"/>`);
      add(`<path d="${poly([[x - s(215), base - s(220)], [x - s(150), base - s(280)], [x + s(150), base - s(280)], [x + s(215), base - s(220)]])}" fill="${roof}"/>`);
      for (const dx of [-1, 1]) add(`<rect x="${r1(x + dx * s(200) - s(40))}" y="${r1(base - s(280))}" width="${r1(s(80))}" height="${r1(s(280))}" fill="${white}"/><path d="${poly([[x + dx * s(200) - s(48), base - s(280)], [x + dx * s(200), base - s(350)], [x + dx * s(200) + s(48), base - s(280)]])}" fill="${roof}"/>`);
      const wins = [];
      for (let j = 0; j < 3; j++) for (let i = 0; i < 6; i++) wins.push(`<rect x="${r1(x - s(150) + i * s(56))}" y="${r1(base - s(200) + j * s(66))}" width="${r1(s(22))}" height="${r1(s(40))}"/>`);
      for (const dx of [-1, 1]) for (let j = 0; j < 3; j++) wins.push(`<rect x="${r1(x + dx * s(200) - s(12))}" y="${r1(base - s(250) + j * s(80))}" width="${r1(s(24))}" height="${r1(s(44))}"/>`);
      add(`<g fill="${tint('#5a6e7a', 0)}">${wins.join('')}</g>`);
      add(`<rect x="0" y="${r1(base)}" width="${W}" height="${r1(H - base)}" fill="${tint('#6a9a4a', 0)}"/>`);
      const beds = [];
      for (let i = 0; i < 26; i++) beds.push(`<circle cx="${r1(W * between(rng, 0.05, 0.95))}" cy="${r1(H * between(rng, 0.86, 0.98))}" r="${r1(s(5))}" fill="${pickOne(rng, ['#e63946', '#f4c542', '#f4f1ea'])}"/>`);
      add(beds.join(''));
    },

    'east:muradiye'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.3, s(20), 6)}" fill="${tint('#8b8a63', 0.6)}"/>`);
      add(`<path d="${poly([[0, H * 0.34], [W, H * 0.34], [W, H], [0, H]])}" fill="${tint('#4a4440', 0.1)}"/>`);
      const rock = [];
      for (let i = 0; i < 20; i++) rock.push(`<rect x="${r1(W * between(rng, 0, 1))}" y="${r1(H * between(rng, 0.36, 0.6))}" width="${r1(s(between(rng, 20, 60)))}" height="${r1(s(8))}"/>`);
      add(`<g fill="${tint('#2f2a28', 0.1)}" opacity="0.6">${rock.join('')}</g>`);
      waterfall(c, W * 0.5, H * 0.34, H * 0.66, W * 0.5);
      add(`<rect x="0" y="${r1(H * 0.66)}" width="${W}" height="${r1(H * 0.34)}" fill="${tint('#4f8f9a', 0)}"/>`);
      puffs(c, W * 0.5, H * 0.64, s(60), '#ffffff', 8, 0.5);
      add(`<path d="M${r1(W * 0.05)},${r1(H * 0.78)} Q${r1(W * 0.5)},${r1(H * 0.7)} ${r1(W * 0.95)},${r1(H * 0.78)}" stroke="#6b4a2f" stroke-width="${s(10)}" fill="none"/>`);
      for (let i = 0; i < 3; i++) person(c, W * (0.4 + i * 0.08), H * 0.72, s(40), pickOne(rng, ['#c0392b', '#3b5b8c', '#444']));
      for (let i = 0; i < 5; i++) poplar(c, W * (i < 2 ? 0.04 + i * 0.06 : 0.8 + (i - 2) * 0.07), H * 0.96, s(160), tint('#4f7a32', 0));
    },

    'east:van-breakfast'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      sea(c, H * 0.42, '#2e6f8f');
      add(snowPeak(c, W * 0.76, H * 0.42, W * 0.5, H * 0.22, tint('#6a5f6e', 0.5), tint('#f7f9fc', 0.2)));
      tableTop(c, H * 0.5, '#f6efe2');
      const foods = [
        (x, y, rx, ry) => `<rect x="${r1(x - rx * 0.6)}" y="${r1(y - ry * 0.4)}" width="${r1(rx * 1.2)}" height="${r1(ry * 0.8)}" fill="#fbfaf2"/>`,
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#f2c14e"/>`,
        (x, y, rx, ry) => { let o = ''; for (let i = 0; i < 9; i++) o += `<circle cx="${r1(x + between(rng, -0.6, 0.6) * rx)}" cy="${r1(y + between(rng, -0.5, 0.5) * ry)}" r="${r1(ry * 0.22)}" fill="#2a2a2a"/>`; return o; },
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#c1121f"/>`,
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#fff3d6"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.35)}" ry="${r1(ry * 0.35)}" fill="#f4a300"/>`,
        (x, y, rx, ry) => { let o = ''; for (let i = 0; i < 7; i++) o += `<circle cx="${r1(x + between(rng, -0.6, 0.6) * rx)}" cy="${r1(y + between(rng, -0.5, 0.5) * ry)}" r="${r1(ry * 0.25)}" fill="${pickOne(rng, ['#e63946', '#6a994e'])}"/>`; return o; },
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#7a3b1f"/>`,
        (x, y, rx, ry) => `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx * 0.8)}" ry="${r1(ry * 0.7)}" fill="#e9d8a6"/>`,
      ];
      const spots = [[0.12, 0.6], [0.32, 0.58], [0.52, 0.6], [0.72, 0.58], [0.9, 0.62], [0.2, 0.78], [0.45, 0.8], [0.7, 0.8]];
      for (const [i, [x, y]] of spots.entries()) plate(c, W * x, H * y, s(i < 5 ? 80 : 100), foods[i]);
      teaGlass(c, W * 0.9, H * 0.96, s(140));
      add(`<ellipse cx="${r1(W * 0.06)}" cy="${r1(H * 0.94)}" rx="${r1(s(90))}" ry="${r1(s(26))}" fill="#e0b36a"/>`);
    },

    'east:ani'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.6, s(10), 6)}" fill="${tint('#a8a06a', 0.5)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.64)}" width="${W}" height="${r1(H * 0.36)}" fill="${tint('#b8a46a', 0.1)}"/>`);
      const stone = tint('#b8745a', 0.05);
      const shade = tint('#8e5442', 0.05);
      const x = W * 0.5;
      const base = H * 0.8;
      // The cathedral: a gabled hall whose dome and one corner have fallen, with its tall blind arcades.
      add(`<path d="${poly([[x - s(200), base], [x - s(200), base - s(230)], [x, base - s(320)], [x + s(70), base - s(288)], [x + s(96), base - s(230)], [x + s(120), base - s(244)], [x + s(140), base - s(170)], [x + s(168), base - s(186)], [x + s(200), base - s(110)], [x + s(200), base]])}" fill="${stone}"/>`);
      add(`<path d="${poly([[x - s(214), base - s(226)], [x, base - s(334)], [x + s(60), base - s(304)], [x + s(56), base - s(290)], [x, base - s(318)], [x - s(200), base - s(216)]])}" fill="${shade}"/>`);
      for (let i = 0; i < 6; i++) add(`<path d="${archPath(x - s(170) + i * s(62), base - s(10), s(26), s(i < 4 ? 190 : 130))}" fill="none" stroke="${shade}" stroke-width="${s(5)}"/>`);
      add(`<path d="${archPath(x - s(46), base, s(52), s(110))}" fill="${tint('#4a2a22', 0.05)}"/><path d="${archPath(x - s(46), base - s(160), s(20), s(40))}" fill="${tint('#4a2a22', 0.05)}"/>`);
      const rubble = [];
      for (let i = 0; i < 9; i++) rubble.push(`<rect x="${r1(x + s(140) + between(rng, -30, 60) * s(1))}" y="${r1(base - between(rng, 4, 24) * s(1))}" width="${r1(s(between(rng, 18, 34)))}" height="${r1(s(14))}" rx="${r1(s(3))}"/>`);
      add(`<g fill="${shade}">${rubble.join('')}</g>`);
      add(`<rect x="${r1(W * 0.02)}" y="${r1(H * 0.64)}" width="${r1(W * 0.22)}" height="${r1(s(50))}" fill="${tint('#a8684e', 0.2)}"/><rect x="${r1(W * 0.08)}" y="${r1(H * 0.64 - s(40))}" width="${r1(s(40))}" height="${r1(s(90))}" fill="${tint('#a8684e', 0.2)}"/>`);
      add(`<path d="M${r1(W * 0.7)},${r1(H)} Q${r1(W * 0.8)},${r1(H * 0.8)} ${r1(W)},${r1(H * 0.76)}" stroke="${tint('#4f8f9a', 0)}" stroke-width="${s(30)}" fill="none"/>`);
      for (let i = 0; i < 3; i++) person(c, W * (0.22 + i * 0.05), H * (0.9 + i * 0.02), s(60), pickOne(rng, ['#3b5b8c', '#c0392b', '#444']));
    },

    'east:kars'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const hill = `M0,${r1(H * 0.6)} Q${r1(W * 0.3)},${r1(H * 0.24)} ${r1(W * 0.6)},${r1(H * 0.5)} L${r1(W)},${r1(H * 0.56)} L${r1(W)},${r1(H)} L0,${r1(H)} Z`;
      add(`<path d="${hill}" fill="${tint('#6a6058', 0.2)}"/>`);
      const wall = tint('#4a4440', 0.15);
      add(`<rect x="${r1(W * 0.18)}" y="${r1(H * 0.26)}" width="${r1(W * 0.26)}" height="${r1(H * 0.12)}" fill="${wall}"/>`);
      const merlons = [];
      for (let x = W * 0.18; x < W * 0.44; x += s(20)) merlons.push(`<rect x="${r1(x)}" y="${r1(H * 0.26 - s(10))}" width="${r1(s(12))}" height="${r1(s(10))}"/>`);
      add(`<g fill="${wall}">${merlons.join('')}</g>`);
      const basalt = tint('#5a5552', 0);
      const dark = tint('#2a2826', 0);
      for (const [x, w, floors] of [[0.08, 0.2, 2], [0.32, 0.24, 3], [0.6, 0.18, 2], [0.82, 0.2, 3]]) {
        const top = H * 0.92 - floors * s(80);
        add(`<rect x="${r1(W * x)}" y="${r1(top)}" width="${r1(W * w)}" height="${r1(H * 0.92 - top)}" fill="${basalt}"/><rect x="${r1(W * x - s(6))}" y="${r1(top - s(8))}" width="${r1(W * w + s(12))}" height="${r1(s(10))}" fill="${tint('#6f6a66', 0)}"/>`);
        for (let f = 0; f < floors; f++) for (let i = 0; i < Math.floor((W * w) / s(50)); i++) add(`<rect x="${r1(W * x + s(14) + i * s(50))}" y="${r1(top + s(18) + f * s(80))}" width="${r1(s(22))}" height="${r1(s(44))}" fill="${dark}"/>`);
      }
      add(`<rect x="0" y="${r1(H * 0.92)}" width="${W}" height="${r1(H * 0.08)}" fill="${tint('#8a8580', 0)}"/>`);
      const snow = [];
      for (let i = 0; i < 40; i++) snow.push(`<circle cx="${r1(W * between(rng, 0, 1))}" cy="${r1(H * between(rng, 0, 0.9))}" r="${r1(s(between(rng, 1.5, 3.5)))}"/>`);
      add(`<g fill="#ffffff" opacity="0.8">${snow.join('')}</g>`);
    },

    'east:cildir'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.44, s(16), 6)}" fill="${tint('#c9ccd6', 0.5)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.48)}" width="${W}" height="${r1(H * 0.52)}" fill="${c.linear([[0, tint('#dfe9f0', 0)], [1, tint('#f4f7fa', 0)]])}"/>`);
      const cracks = [];
      for (let i = 0; i < 10; i++) cracks.push(`M${r1(W * between(rng, 0, 1))},${r1(H * between(rng, 0.5, 1))} l${r1(s(between(rng, 30, 90)))},${r1(s(between(rng, -10, 10)))}`);
      add(`<path d="${cracks.join(' ')}" stroke="${tint('#b9c9d6', 0)}" stroke-width="${s(2)}"/>`);
      const x = W * 0.5;
      const y = H * 0.8;
      add(`<path d="M${r1(x - s(30))},${r1(y - s(20))} L${r1(x + s(140))},${r1(y - s(20))} L${r1(x + s(150))},${r1(y)} L${r1(x - s(40))},${r1(y)} Z" fill="#7a4a2a"/><path d="M${r1(x - s(60))},${r1(y + s(6))} L${r1(x + s(170))},${r1(y + s(6))}" stroke="#3a2a1a" stroke-width="${s(5)}"/>`);
      person(c, x + s(60), y - s(20), s(70), '#3a2a3a', { hat: '#c0392b' });
      // The horse pulling the sledge, walking left.
      const hx = x - s(150);
      const hy = y - s(70);
      const coat = '#5a3a2a';
      add(`<ellipse cx="${r1(hx)}" cy="${r1(hy)}" rx="${r1(s(70))}" ry="${r1(s(30))}" fill="${coat}"/>`);
      add(`<path d="${poly([[hx - s(50), hy - s(14)], [hx - s(86), hy - s(70)], [hx - s(74), hy - s(80)], [hx - s(30), hy - s(22)]])}" fill="${coat}"/>`);
      add(`<ellipse cx="${r1(hx - s(92))}" cy="${r1(hy - s(70))}" rx="${r1(s(28))}" ry="${r1(s(13))}" fill="${coat}" transform="rotate(30 ${r1(hx - s(92))} ${r1(hy - s(70))})"/><path d="${poly([[hx - s(78), hy - s(84)], [hx - s(72), hy - s(100)], [hx - s(68), hy - s(82)]])}" fill="${coat}"/>`);
      add(`<path d="M${r1(hx - s(80))},${r1(hy - s(78))} L${r1(hx - s(40))},${r1(hy - s(30))}" stroke="#2a1a10" stroke-width="${s(8)}"/>`);
      add(`<path d="M${r1(hx - s(50))},${r1(hy + s(20))} L${r1(hx - s(56))},${r1(y + s(6))} M${r1(hx - s(30))},${r1(hy + s(22))} L${r1(hx - s(22))},${r1(y + s(6))} M${r1(hx + s(34))},${r1(hy + s(20))} L${r1(hx + s(28))},${r1(y + s(6))} M${r1(hx + s(54))},${r1(hy + s(18))} L${r1(hx + s(62))},${r1(y + s(6))}" stroke="${coat}" stroke-width="${s(11)}" stroke-linecap="round"/>`);
      add(`<path d="M${r1(hx + s(66))},${r1(hy - s(10))} Q${r1(hx + s(92))},${r1(hy)} ${r1(hx + s(84))},${r1(hy + s(40))}" stroke="#2a1a10" stroke-width="${s(8)}" fill="none" stroke-linecap="round"/>`);
      add(`<path d="M${r1(hx + s(40))},${r1(hy)} L${r1(x - s(30))},${r1(y - s(14))}" stroke="#3a2a1a" stroke-width="${s(3)}"/>`);
    },

    'east:twin-minaret'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(snowPeak(c, W * 0.2, H * 0.66, W * 0.6, H * 0.34, tint('#6a5f6e', 0.5), tint('#f7f9fc', 0.2)) + snowPeak(c, W * 0.85, H * 0.66, W * 0.5, H * 0.28, tint('#7c6f78', 0.6), tint('#f4f6fa', 0.3)));
      add(`<rect x="0" y="${r1(H * 0.66)}" width="${W}" height="${r1(H * 0.34)}" fill="${tint('#c9c2b0', 0)}"/>`);
      const stone = tint('#b9a184', 0);
      const shade = tint('#8f7760', 0);
      const brick = tint('#a5583a', 0);
      const x = W * 0.5;
      const base = H * 0.86;
      add(`<rect x="${r1(x - s(160))}" y="${r1(base - s(220))}" width="${r1(s(320))}" height="${r1(s(220))}" fill="${stone}"/>`);
      add(`<rect x="${r1(x - s(70))}" y="${r1(base - s(240))}" width="${r1(s(140))}" height="${r1(s(240))}" fill="${tint('#c9b294', 0)}"/>`);
      add(`<path d="${archPath(x, base, s(70), s(170))}" fill="${shade}"/><path d="${archPath(x, base, s(44), s(110))}" fill="${tint('#4a3a2a', 0)}"/>`);
      const carving = [];
      for (let i = 0; i < 6; i++) carving.push(`M${r1(x - s(60))},${r1(base - s(230) + i * s(12))} L${r1(x + s(60))},${r1(base - s(230) + i * s(12))}`);
      add(`<path d="${carving.join(' ')}" stroke="${shade}" stroke-width="${s(2)}"/>`);
      for (const dx of [-1, 1]) {
        const mx = x + dx * s(110);
        add(`<rect x="${r1(mx - s(26))}" y="${r1(base - s(420))}" width="${r1(s(52))}" height="${r1(s(200))}" fill="${brick}"/>`);
        const ribs = [];
        for (let i = 0; i < 5; i++) ribs.push(`M${r1(mx - s(20) + i * s(10))},${r1(base - s(420))} L${r1(mx - s(20) + i * s(10))},${r1(base - s(220))}`);
        add(`<path d="${ribs.join(' ')}" stroke="${tint('#7a3a24', 0)}" stroke-width="${s(3)}"/>`);
        add(`<rect x="${r1(mx - s(32))}" y="${r1(base - s(430))}" width="${r1(s(64))}" height="${r1(s(12))}" fill="${tint('#3f7a8a', 0)}"/>`);
      }
      for (let i = 0; i < 3; i++) person(c, W * (0.2 + i * 0.05), H * (0.94 + i * 0.02), s(60), '#333');
    },

    'east:three-tombs'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(snowPeak(c, W * 0.5, H * 0.62, W * 0.9, H * 0.3, tint('#6a5f6e', 0.5), tint('#f7f9fc', 0.2)));
      add(`<rect x="0" y="${r1(H * 0.62)}" width="${W}" height="${r1(H * 0.38)}" fill="${tint('#9aa070', 0.05)}"/>`);
      const stone = tint('#b88a6a', 0);
      const shade = tint('#8e6448', 0);
      for (const [x, size] of [[0.22, 0.8], [0.5, 1], [0.76, 0.85]]) {
        const cx = W * x;
        const base = H * (0.84 + (size === 1 ? 0.04 : 0));
        const w = s(150) * size;
        const h = s(200) * size;
        add(`<path d="${poly([[cx - w / 2, base], [cx - w / 2, base - h], [cx - w * 0.3, base - h - w * 0.12], [cx + w * 0.3, base - h - w * 0.12], [cx + w / 2, base - h], [cx + w / 2, base]])}" fill="${stone}"/>`);
        add(`<path d="${poly([[cx - w * 0.55, base - h], [cx, base - h - w * 0.85], [cx + w * 0.55, base - h]])}" fill="${shade}"/>`);
        add(`<path d="${archPath(cx - w * 0.22, base - h * 0.15, w * 0.16, h * 0.5)}" fill="${shade}"/><path d="${archPath(cx + w * 0.22, base - h * 0.15, w * 0.16, h * 0.5)}" fill="${shade}"/>`);
        add(`<rect x="${r1(cx + w * 0.1)}" y="${r1(base - h)}" width="${r1(w * 0.4)}" height="${r1(h)}" fill="#000" opacity="0.1"/>`);
      }
      const fence = [];
      for (let i = 0; i < 40; i++) fence.push(`M${r1((i / 40) * W)},${r1(H * 0.93)} L${r1((i / 40) * W)},${r1(H * 0.97)}`);
      add(`<path d="${fence.join(' ')} M0,${r1(H * 0.94)} L${W},${r1(H * 0.94)}" stroke="${tint('#3a3a3a', 0)}" stroke-width="${s(3)}"/>`);
    },

    'east:cag-kebab'(c) {
      const { W, H, s, add, linear, rng } = c;
      add(`<rect width="${W}" height="${H}" fill="${linear([[0, '#4a3428'], [1, '#2a1c14']])}"/>`);
      const fire = linear([[0, '#ffd166'], [0.5, '#f77f00'], [1, '#d62828']], false);
      add(`<rect x="${r1(W * 0.05)}" y="${r1(H * 0.1)}" width="${r1(s(90))}" height="${r1(H * 0.5)}" fill="${fire}"/><rect x="${r1(W * 0.05 - s(10))}" y="${r1(H * 0.08)}" width="${r1(s(110))}" height="${r1(H * 0.54)}" fill="none" stroke="#6b6b6b" stroke-width="${s(10)}"/>`);
      add(`<ellipse cx="${r1(W * 0.05 + s(45))}" cy="${r1(H * 0.35)}" rx="${r1(s(160))}" ry="${r1(H * 0.3)}" fill="#ff9f1c" opacity="0.18"/>`);
      const y = H * 0.34;
      add(`<path d="M${r1(W * 0.12)},${r1(y)} L${r1(W * 0.98)},${r1(y)}" stroke="#9a9a9a" stroke-width="${s(6)}"/>`);
      const meat = [];
      for (let i = 0; i < 14; i++) meat.push(`<ellipse cx="${r1(W * 0.18 + i * s(46))}" cy="${r1(y + between(rng, -3, 3) * s(1))}" rx="${r1(s(28))}" ry="${r1(s(38))}" fill="${pickOne(rng, ['#7a3b1f', '#8f4a25', '#6a3318'])}"/>`);
      add(meat.join(''));
      tableTop(c, H * 0.6, '#e8d8b8');
      add(`<ellipse cx="${r1(W * 0.5)}" cy="${r1(H * 0.8)}" rx="${r1(s(300))}" ry="${r1(s(80))}" fill="#f2e2b8"/>`);
      const pieces = [];
      for (let i = 0; i < 6; i++) pieces.push(`<ellipse cx="${r1(W * 0.36 + i * s(56))}" cy="${r1(H * 0.8 + (i % 2) * s(10))}" rx="${r1(s(30))}" ry="${r1(s(14))}" fill="#7a3b1f"/>`);
      add(pieces.join(''));
      add(`<path d="M${r1(W * 0.3)},${r1(H * 0.8)} L${r1(W * 0.72)},${r1(H * 0.8)}" stroke="#9a9a9a" stroke-width="${s(4)}"/>`);
      plate(c, W * 0.86, H * 0.9, s(90), (x, yy, rx, ry) => { let o = ''; for (let i = 0; i < 8; i++) o += `<circle cx="${r1(x + between(rng, -0.6, 0.6) * rx)}" cy="${r1(yy + between(rng, -0.5, 0.5) * ry)}" r="${r1(ry * 0.25)}" fill="${pickOne(rng, ['#e63946', '#6a994e', '#f4f1ea'])}"/>`; return o; });
    },

    'mediterranean:rafting'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      canyonWalls(c, 0.12, 0.06, tint('#9a7a5a', 0.1), tint('#876a4e', 0.1));
      for (let i = 0; i < 10; i++) pine(c, between(rng, 0, 1) < 0.5 ? W * between(rng, 0, 0.3) : W * between(rng, 0.7, 1), H * between(rng, 0.12, 0.5), between(rng, 40, 70) * s(1), tint('#2f5a3a', 0.1));
      const path = river(c, H * 0.6, tint('#3f9fa8', 0), { from: 0.5, to: 0.48, narrow: 60, wide: 700, sway: 0.04 });
      const foam = [];
      for (let i = 0; i < 14; i++) foam.push(`<ellipse cx="${r1(W * between(rng, 0.25, 0.75))}" cy="${r1(H * between(rng, 0.7, 1))}" rx="${r1(s(30))}" ry="${r1(s(6))}"/>`);
      add(`<g fill="#ffffff" opacity="0.7">${foam.join('')}</g>`);
      raft(c, path[6][0], path[6][1], s(130));
      raft(c, path[3][0] + s(20), path[3][1], s(60));
    },

    'mediterranean:canyon-bridge'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      canyonWalls(c, 0.22, 0.1, tint('#a38462', 0.1), tint('#8d7052', 0.1));
      for (let i = 0; i < 12; i++) pine(c, W * (i < 6 ? between(rng, 0, 0.3) : between(rng, 0.7, 1)), H * between(rng, 0.1, 0.6), between(rng, 50, 80) * s(1), tint('#2f5a3a', 0.1));
      river(c, H * 0.66, tint('#3f9fa8', 0), { from: 0.5, to: 0.5, narrow: 200, wide: 500, sway: 0.02 });
      const stone = tint('#c9b28a', 0);
      const shade = tint('#9a8462', 0);
      const deck = H * 0.42;
      add(`<path d="M${r1(W * 0.26)},${r1(deck)} L${r1(W * 0.74)},${r1(deck)} L${r1(W * 0.74)},${r1(H * 0.66)} L${r1(W * 0.68)},${r1(H * 0.66)} A${r1(W * 0.18)},${r1(H * 0.22)} 0 0 0 ${r1(W * 0.32)},${r1(H * 0.66)} L${r1(W * 0.26)},${r1(H * 0.66)} Z" fill="${stone}"/>`);
      const voussoirs = [];
      for (let i = 0; i <= 12; i++) {
        const a = Math.PI - (i / 12) * Math.PI;
        voussoirs.push(`M${r1(W * 0.5 + Math.cos(a) * W * 0.18)},${r1(H * 0.66 - Math.sin(a) * H * 0.22)} L${r1(W * 0.5 + Math.cos(a) * W * 0.22)},${r1(H * 0.66 - Math.sin(a) * H * 0.27)}`);
      }
      add(`<path d="${voussoirs.join(' ')}" stroke="${shade}" stroke-width="${s(3)}"/>`);
      add(`<rect x="${r1(W * 0.24)}" y="${r1(deck - s(16))}" width="${r1(W * 0.52)}" height="${r1(s(16))}" fill="${shade}"/>`);
      for (let i = 0; i < 3; i++) person(c, W * (0.42 + i * 0.06), deck - s(16), s(40), pickOne(rng, ['#c0392b', '#3b5b8c', '#f4a300']));
    },

    'mediterranean:duden'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      sea(c, H * 0.46, '#0e9bb0');
      const cliffTop = H * 0.38;
      add(`<path d="${poly([[W * 0.1, H], [W * 0.12, cliffTop], [W * 0.9, cliffTop - s(10)], [W * 0.92, H * 0.62], [W * 0.1, H * 0.66]])}" fill="${tint('#9a7a5a', 0)}"/>`);
      add(`<path d="${poly([[W * 0.1, cliffTop - s(6)], [W * 0.9, cliffTop - s(16)], [W * 0.9, cliffTop + s(6)], [W * 0.1, cliffTop + s(14)]])}" fill="${tint('#4f7a3a', 0)}"/>`);
      for (let i = 0; i < 10; i++) roundTree(c, W * (0.12 + i * 0.085), cliffTop, between(rng, 40, 60) * s(1), tint('#3f6b3a', 0), tint('#5a4432', 0));
      waterfall(c, W * 0.5, cliffTop + s(4), H * 0.66, W * 0.34);
      add(`<rect x="0" y="${r1(H * 0.66)}" width="${W}" height="${r1(H * 0.34)}" fill="${tint('#1590a6', 0)}"/>`);
      puffs(c, W * 0.5, H * 0.66, s(70), '#ffffff', 10, 0.55);
      gulet(c, W * 0.2, H * 0.86, s(70));
      for (const x of [0.78, 0.88]) add(`<ellipse cx="${r1(W * x)}" cy="${r1(H * 0.9)}" rx="${r1(s(40))}" ry="${r1(s(10))}" fill="#ffffff" opacity="0.35"/>`);
    },

    'mediterranean:forest-waterfall'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.2, s(20), 6)}" fill="${tint('#3f6b4f', 0.4)}"/>`);
      add(`<path d="${poly([[W * 0.3, H * 0.24], [W * 0.7, H * 0.24], [W * 0.72, H * 0.6], [W * 0.28, H * 0.6]])}" fill="${tint('#6a6258', 0.1)}"/>`);
      waterfall(c, W * 0.5, H * 0.24, H * 0.6, W * 0.2);
      add(`<ellipse cx="${r1(W * 0.5)}" cy="${r1(H * 0.74)}" rx="${r1(W * 0.42)}" ry="${r1(H * 0.16)}" fill="${tint('#2f9a8a', 0)}"/>`);
      puffs(c, W * 0.5, H * 0.62, s(40), '#ffffff', 6, 0.5);
      for (let i = 0; i < 16; i++) {
        const left = i % 2 === 0;
        const x = left ? W * between(rng, -0.05, 0.28) : W * between(rng, 0.72, 1.05);
        roundTree(c, x, H * between(rng, 0.5, 1.02), between(rng, 90, 160) * s(1), tint(pickOne(rng, ['#2f6a3a', '#3f7a3a', '#245a30']), 0), tint('#4a3a2a', 0));
      }
      add(`<path d="M${r1(W * 0.3)},${r1(H * 0.96)} Q${r1(W * 0.5)},${r1(H * 0.9)} ${r1(W * 0.7)},${r1(H * 0.96)}" stroke="#7a5434" stroke-width="${s(12)}" fill="none"/>`);
    },

    'mediterranean:tazi-canyon'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      canyonWalls(c, 0.05, 0.02, tint('#b08a62', 0.05), tint('#9a7552', 0.05));
      const ledges = [];
      for (let i = 0; i < 18; i++) {
        const left = i % 2 === 0;
        const y = H * between(rng, 0.05, 0.95);
        const x = left ? W * between(rng, 0.05, 0.4) : W * between(rng, 0.6, 0.95);
        ledges.push(`M${r1(x)},${r1(y)} l${r1(s(between(rng, 40, 90)) * (left ? 1 : -1))},${r1(s(between(rng, -6, 6)))}`);
      }
      add(`<path d="${ledges.join(' ')}" stroke="${tint('#7a5a3a', 0)}" stroke-width="${s(4)}" opacity="0.6"/>`);
      add(`<path d="${poly([[W * 0.34, H], [W * 0.47, H * 0.62], [W * 0.53, H * 0.62], [W * 0.66, H]])}" fill="${tint('#c9a878', 0)}"/>`);
      for (let i = 0; i < 3; i++) hiker(c, W * (0.48 + i * 0.03), H * (0.92 - i * 0.1), s(80 - i * 20), tint('#2a3440', 0), pickOne(rng, ['#c0392b', '#f4a300', '#2f7fc1']));
      for (let i = 0; i < 4; i++) pine(c, W * (i < 2 ? 0.26 + i * 0.04 : 0.66 + (i - 2) * 0.05), H * 0.04, s(50), tint('#2f5a3a', 0.2));
    },

    'mediterranean:kayaks'(c) {
      const { W, H, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.38, s(20), 6)}" fill="${tint('#7d8a6a', 0.6)}"/>`);
      sea(c, H * 0.44, '#0e9bb0');
      add(`<rect x="0" y="${r1(H * 0.6)}" width="${W}" height="${r1(H * 0.4)}" fill="${tint('#3fc1c9', 0)}" opacity="0.6"/>`);
      const ruins = [];
      for (let i = 0; i < 7; i++) ruins.push(`<rect x="${r1(W * (0.1 + i * 0.12))}" y="${r1(H * (0.76 + (i % 3) * 0.05))}" width="${r1(s(70))}" height="${r1(s(24))}" rx="${r1(s(4))}"/><rect x="${r1(W * (0.1 + i * 0.12) + s(20))}" y="${r1(H * (0.7 + (i % 3) * 0.05))}" width="${r1(s(18))}" height="${r1(s(40))}"/>`);
      add(`<g fill="${tint('#d9d2b8', 0)}" opacity="0.45">${ruins.join('')}</g>`);
      kayak(c, W * 0.3, H * 0.62, s(110), '#f4a300');
      kayak(c, W * 0.62, H * 0.7, s(140), '#e63946');
      kayak(c, W * 0.78, H * 0.54, s(70), '#2a9d8f');
    },

    'mediterranean:simena'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const hill = `M0,${r1(H * 0.66)} Q${r1(W * 0.25)},${r1(H * 0.28)} ${r1(W * 0.5)},${r1(H * 0.3)} Q${r1(W * 0.75)},${r1(H * 0.34)} ${r1(W)},${r1(H * 0.62)} L${r1(W)},${r1(H * 0.68)} L0,${r1(H * 0.68)} Z`;
      add(`<path d="${hill}" fill="${tint('#8a8a5a', 0.1)}"/>`);
      const wall = tint('#b9a98a', 0.05);
      add(`<rect x="${r1(W * 0.36)}" y="${r1(H * 0.2)}" width="${r1(W * 0.26)}" height="${r1(H * 0.12)}" fill="${wall}"/>`);
      const merlons = [];
      for (let x = W * 0.36; x < W * 0.62; x += s(18)) merlons.push(`<rect x="${r1(x)}" y="${r1(H * 0.2 - s(10))}" width="${r1(s(10))}" height="${r1(s(10))}"/>`);
      add(`<g fill="${wall}">${merlons.join('')}</g><rect x="${r1(W * 0.4)}" y="${r1(H * 0.13)}" width="${r1(s(50))}" height="${r1(s(70))}" fill="${wall}"/>`);
      const homes = [];
      for (let i = 0; i < 14; i++) {
        const x = W * between(rng, 0.1, 0.9);
        const top = H * 0.6 - Math.max(0, 1 - Math.abs(x / W - 0.5) * 2) * H * 0.24;
        homes.push(`<rect x="${r1(x)}" y="${r1(top)}" width="${r1(s(40))}" height="${r1(s(30))}" fill="${tint('#f4f0e6', 0.05)}"/><path d="${poly([[x - s(4), top], [x + s(20), top - s(12)], [x + s(44), top]])}" fill="${tint('#b5532c', 0.05)}"/>`);
      }
      add(homes.join(''));
      sea(c, H * 0.68, '#0e9bb0');
      add(`<rect x="0" y="${r1(H * 0.68)}" width="${W}" height="${r1(H * 0.32)}" fill="#3fc1c9" opacity="0.3"/>`);
      sarcophagus(c, W * 0.2, H * 0.86, s(110), tint('#d9cdb4', 0), tint('#b3a585', 0));
      add(`<rect x="${r1(W * 0.2 - s(80))}" y="${r1(H * 0.86 - s(10))}" width="${r1(s(160))}" height="${r1(s(40))}" fill="#3fc1c9" opacity="0.5"/>`);
      gulet(c, W * 0.7, H * 0.84, s(60));
    },

    'mediterranean:sunken-city'(c) {
      const { W, H, rng, s, tint, add, linear } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.3, s(16), 6)}" fill="${tint('#8a8a6a', 0.5)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.34)}" width="${W}" height="${r1(H * 0.66)}" fill="${linear([[0, tint('#1f9fb0', 0)], [1, tint('#7fd8d8', 0)]])}"/>`);
      const stone = tint('#e6dcc4', 0);
      const walls = [];
      for (let i = 0; i < 6; i++) {
        const x = W * (0.06 + i * 0.16);
        const y = H * (0.62 + (i % 2) * 0.12);
        walls.push(`<rect x="${r1(x)}" y="${r1(y)}" width="${r1(s(110))}" height="${r1(s(60))}"/><rect x="${r1(x + s(20))}" y="${r1(y + s(16))}" width="${r1(s(24))}" height="${r1(s(44))}" fill="${tint('#5f9aa0', 0)}"/><path d="${archPath(x + s(80), y + s(60), s(20), s(36))}" fill="${tint('#5f9aa0', 0)}"/>`);
      }
      add(`<g fill="${stone}" opacity="0.55">${walls.join('')}</g>`);
      const steps = [];
      for (let i = 0; i < 5; i++) steps.push(`<rect x="${r1(W * 0.4 + i * s(20))}" y="${r1(H * 0.9 - i * s(14))}" width="${r1(s(200) - i * s(40))}" height="${r1(s(14))}"/>`);
      add(`<g fill="${stone}" opacity="0.5">${steps.join('')}</g>`);
      const waves = [];
      for (let i = 0; i < 14; i++) waves.push(`<path d="M${r1(W * between(rng, 0, 1))},${r1(H * between(rng, 0.36, 0.98))} q${r1(s(12))},${r1(-s(6))} ${r1(s(24))},0 q${r1(s(12))},${r1(-s(6))} ${r1(s(24))},0"/>`);
      add(`<g stroke="#ffffff" stroke-width="${s(2)}" fill="none" opacity="0.55">${waves.join('')}</g>`);
      kayak(c, W * 0.7, H * 0.5, s(80), '#f4a300');
    },

    'mediterranean:hadrian-gate'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      const stone = tint('#e6d8b8', 0);
      const shade = tint('#bda884', 0);
      const tower = tint('#c9a97a', 0);
      const base = H * 0.84;
      for (const x of [0.12, 0.88]) {
        add(`<rect x="${r1(W * x - s(70))}" y="${r1(H * 0.24)}" width="${r1(s(140))}" height="${r1(base - H * 0.24)}" fill="${tower}"/>`);
        const courses = [];
        for (let y = H * 0.26; y < base; y += s(26)) courses.push(`M${r1(W * x - s(70))},${r1(y)} L${r1(W * x + s(70))},${r1(y)}`);
        add(`<path d="${courses.join(' ')}" stroke="${tint('#a88a5a', 0)}" stroke-width="${s(2)}"/>`);
      }
      add(`<rect x="${r1(W * 0.2)}" y="${r1(H * 0.34)}" width="${r1(W * 0.6)}" height="${r1(base - H * 0.34)}" fill="${stone}"/>`);
      for (const dx of [-0.2, 0, 0.2]) add(`<path d="${archPath(W * (0.5 + dx), base, s(120), s(220))}" fill="${tint('#4a4036', 0)}"/>`);
      for (const dx of [-0.3, -0.1, 0.1, 0.3]) fluted(c, W * (0.5 + dx), base, s(22), s(250), stone, shade);
      beam(c, W * 0.18, W * 0.82, H * 0.34, s(30), stone, shade);
      const ornament = [];
      for (let i = 0; i < 30; i++) ornament.push(`<rect x="${r1(W * 0.19 + i * ((W * 0.62) / 30))}" y="${r1(H * 0.34 + s(8))}" width="${r1(s(8))}" height="${r1(s(10))}"/>`);
      add(`<g fill="${shade}">${ornament.join('')}</g>`);
      add(`<rect x="0" y="${r1(base)}" width="${W}" height="${r1(H - base)}" fill="${tint('#bdb3a0', 0)}"/>`);
      for (let i = 0; i < 3; i++) person(c, W * (0.45 + i * 0.05), H * (0.96 + (i % 2) * 0.02), s(70), pickOne(rng, ['#3b5b8c', '#c0392b', '#444']));
      for (const x of [0.02, 0.97]) palm(c, W * x, base + s(10), s(260), tint('#6b4a2f', 0), tint('#2f6a35', 0));
    },

    'mediterranean:yivli-minaret'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      birds(c, 4);
      const homes = [];
      for (let j = 0; j < 3; j++) for (let i = 0; i < 12; i++) homes.push([(i / 12) * W + between(rng, -6, 6) * s(1), j * s(34)]);
      houses(c, homes, H * 0.94, s(56), tint('#efe0c8', 0.1), tint('#b5532c', 0.1), tint('#5a4a3a', 0.1));
      const brick = tint('#a5583a', 0);
      const x = W * 0.46;
      const base = H * 0.8;
      add(`<rect x="${r1(x - s(70))}" y="${r1(base - s(90))}" width="${r1(s(140))}" height="${r1(s(90))}" fill="${tint('#c9a97a', 0)}"/>`);
      add(`<rect x="${r1(x - s(44))}" y="${r1(base - s(430))}" width="${r1(s(88))}" height="${r1(s(340))}" fill="${brick}"/>`);
      const ribs = [];
      for (let i = 0; i < 7; i++) ribs.push(`M${r1(x - s(36) + i * s(12))},${r1(base - s(430))} L${r1(x - s(36) + i * s(12))},${r1(base - s(90))}`);
      add(`<path d="${ribs.join(' ')}" stroke="${tint('#7a3a24', 0)}" stroke-width="${s(4)}"/>`);
      add(`<rect x="${r1(x - s(56))}" y="${r1(base - s(440))}" width="${r1(s(112))}" height="${r1(s(14))}" fill="${tint('#3f7a8a', 0)}"/><rect x="${r1(x - s(30))}" y="${r1(base - s(500))}" width="${r1(s(60))}" height="${r1(s(60))}" fill="${brick}"/><path d="${poly([[x - s(36), base - s(500)], [x, base - s(560)], [x + s(36), base - s(500)]])}" fill="${tint('#6f7b86', 0)}"/>`);
      for (const d of [[0.74, 0.46], [0.86, 0.46]]) add(`<path d="${domePath(W * d[0], H * d[1], s(44))}" fill="${tint('#8a8a8a', 0.1)}"/>`);
      add(`<rect x="${r1(W * 0.68)}" y="${r1(H * 0.46)}" width="${r1(W * 0.24)}" height="${r1(H * 0.34)}" fill="${tint('#e6d8b8', 0.1)}"/>`);
      for (const px of [0.1, 0.22]) palm(c, W * px, H * 0.9, s(240), tint('#6b4a2f', 0), tint('#2f6a35', 0));
    },

    'mediterranean:harbour'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.3, H * 0.06, 9, { jagged: true })}" fill="${tint('#6e7c96', 0.7)}"/>`);
      add(`<path d="${poly([[0, H * 0.62], [0, H * 0.28], [W * 0.5, H * 0.34], [W * 0.62, H * 0.5], [W * 0.64, H * 0.62]])}" fill="${tint('#b08a62', 0.1)}"/>`);
      const homes = [];
      for (let i = 0; i < 12; i++) homes.push([W * (0.02 + i * 0.045) + between(rng, -4, 4) * s(1), between(rng, 0, 40) * s(1)]);
      houses(c, homes, H * 0.36 + s(30), s(46), tint('#f2e6cf', 0.1), tint('#b5532c', 0.1), tint('#5a4a3a', 0.1));
      add(`<rect x="0" y="${r1(H * 0.58)}" width="${r1(W * 0.66)}" height="${r1(s(16))}" fill="${tint('#d9cdb4', 0)}"/>`);
      sea(c, H * 0.62, '#0e9bb0');
      add(`<path d="M${r1(W * 0.66)},${r1(H * 0.6)} L${r1(W * 0.98)},${r1(H * 0.7)} L${r1(W * 0.98)},${r1(H * 0.74)} L${r1(W * 0.66)},${r1(H * 0.64)} Z" fill="${tint('#c9bda6', 0)}"/>`);
      for (let i = 0; i < 5; i++) gulet(c, W * (0.1 + i * 0.17), H * (0.72 + (i % 2) * 0.1), s(60 - (i % 2) * 10));
    },

    'mediterranean:oludeniz'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${poly([[0, H * 0.54], [W * 0.2, H * 0.26], [W * 0.42, H * 0.4], [W * 0.6, H * 0.52], [0, H * 0.6]])}" fill="${tint('#4f6b4a', 0.3)}"/>`);
      sea(c, H * 0.52, '#1590b0');
      add(`<path d="M${r1(W * 0.1)},${r1(H)} Q${r1(W * 0.2)},${r1(H * 0.66)} ${r1(W * 0.55)},${r1(H * 0.64)} Q${r1(W * 0.9)},${r1(H * 0.68)} ${r1(W)},${r1(H * 0.8)} L${r1(W)},${r1(H)} Z" fill="${tint('#f2e6c8', 0)}"/>`);
      add(`<path d="M${r1(W * 0.22)},${r1(H)} Q${r1(W * 0.3)},${r1(H * 0.76)} ${r1(W * 0.55)},${r1(H * 0.74)} Q${r1(W * 0.8)},${r1(H * 0.76)} ${r1(W * 0.88)},${r1(H)} Z" fill="${tint('#7fd8d8', 0)}"/>`);
      add(`<path d="${poly([[W * 0.78, H], [W * 0.86, H * 0.7], [W, H * 0.6], [W, H]])}" fill="${tint('#3f6b3a', 0)}"/>`);
      for (let i = 0; i < 6; i++) paraglider(c, W * between(rng, 0.1, 0.9), H * between(rng, 0.08, 0.44), between(rng, 14, 34) * s(1));
    },

    'mediterranean:paraglider'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      sea(c, H * 0.66, '#1590b0');
      add(`<path d="${poly([[0, H], [0, H * 0.7], [W * 0.3, H * 0.66], [W * 0.46, H * 0.8], [W * 0.4, H]])}" fill="${tint('#4f6b4a', 0.2)}"/>`);
      add(`<path d="M${r1(W * 0.46)},${r1(H * 0.8)} Q${r1(W * 0.6)},${r1(H * 0.74)} ${r1(W * 0.72)},${r1(H * 0.84)} Q${r1(W * 0.6)},${r1(H * 0.78)} ${r1(W * 0.5)},${r1(H * 0.86)} Z" fill="${tint('#f2e6c8', 0.1)}"/>`);
      const x = W * 0.56;
      const y = H * 0.22;
      const size = s(220);
      add(`<path d="M${r1(x - size)},${r1(y + size * 0.2)} Q${r1(x)},${r1(y - size * 0.5)} ${r1(x + size)},${r1(y + size * 0.2)} Q${r1(x)},${r1(y - size * 0.2)} ${r1(x - size)},${r1(y + size * 0.2)} Z" fill="#e5533d"/>`);
      const cells = [];
      for (let i = 1; i < 8; i++) {
        const t = i / 8;
        const cx = x - size + 2 * size * t;
        cells.push(`M${r1(cx)},${r1(y + size * 0.2 - Math.sin(t * Math.PI) * size * 0.35)} L${r1(cx)},${r1(y + size * 0.2 - Math.sin(t * Math.PI) * size * 0.2)}`);
      }
      add(`<path d="${cells.join(' ')}" stroke="#f4c542" stroke-width="${s(6)}"/>`);
      add(`<path d="M${r1(x - size * 0.9)},${r1(y + size * 0.2)} L${r1(x - s(10))},${r1(y + size * 1.1)} M${r1(x + size * 0.9)},${r1(y + size * 0.2)} L${r1(x + s(10))},${r1(y + size * 1.1)} M${r1(x - size * 0.4)},${r1(y + size * 0.02)} L${r1(x)},${r1(y + size * 1.1)} M${r1(x + size * 0.4)},${r1(y + size * 0.02)} L${r1(x)},${r1(y + size * 1.1)}" stroke="#333" stroke-width="${s(1.5)}"/>`);
      person(c, x - s(14), y + size * 1.42, s(70), '#1f3a5a', { hat: '#f4f4f4' });
      person(c, x + s(16), y + size * 1.4, s(74), '#3a2a2a', { hat: '#ffd23f' });
      for (let i = 0; i < 3; i++) paraglider(c, W * between(rng, 0.05, 0.3), H * between(rng, 0.2, 0.5), between(rng, 12, 20) * s(1));
    },

    'mediterranean:butterfly-valley'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${poly([[0, H], [0, 0], [W * 0.3, H * 0.1], [W * 0.38, H * 0.6], [W * 0.32, H]])}" fill="${tint('#8a6e52', 0.05)}"/>`);
      add(`<path d="${poly([[W, H], [W, H * 0.05], [W * 0.72, H * 0.12], [W * 0.62, H * 0.6], [W * 0.68, H]])}" fill="${tint('#7a5e44', 0.05)}"/>`);
      add(`<path d="${poly([[W * 0.38, H * 0.6], [W * 0.62, H * 0.6], [W * 0.6, H * 0.4], [W * 0.4, H * 0.4]])}" fill="${tint('#3f7a3a', 0.3)}"/>`);
      for (let i = 0; i < 10; i++) roundTree(c, W * between(rng, 0.36, 0.64), H * between(rng, 0.46, 0.62), between(rng, 30, 50) * s(1), tint('#2f6a3a', 0.2), tint('#4a3a2a', 0.2));
      add(`<path d="${poly([[W * 0.3, H * 0.66], [W * 0.7, H * 0.66], [W * 0.8, H * 0.76], [W * 0.2, H * 0.76]])}" fill="${tint('#e9dcc0', 0)}"/>`);
      add(`<rect x="0" y="${r1(H * 0.76)}" width="${W}" height="${r1(H * 0.24)}" fill="${tint('#1590b0', 0)}"/>`);
      const glints = [];
      for (let i = 0; i < 10; i++) glints.push(`<rect x="${r1(W * between(rng, 0, 1))}" y="${r1(H * between(rng, 0.8, 0.98))}" width="${r1(s(36))}" height="${r1(s(2))}"/>`);
      add(`<g fill="#ffffff" opacity="0.5">${glints.join('')}</g>`);
      const flutter = [];
      for (let i = 0; i < 12; i++) {
        const bx = W * between(rng, 0.1, 0.9);
        const by = H * between(rng, 0.1, 0.5);
        const bs = s(between(rng, 6, 10));
        flutter.push(`<path d="M${r1(bx)},${r1(by)} q${r1(-bs)},${r1(-bs)} ${r1(-bs * 1.2)},0 q${r1(bs * 0.2)},${r1(bs)} ${r1(bs * 1.2)},0 q${r1(bs)},${r1(-bs)} ${r1(bs * 1.2)},0 q${r1(-bs * 0.2)},${r1(bs)} ${r1(-bs * 1.2)},0 Z" fill="${pickOne(rng, ['#f4a300', '#e63946', '#ffd166'])}"/>`);
      }
      add(flutter.join(''));
      gulet(c, W * 0.5, H * 0.86, s(50));
    },

    'mediterranean:trout-lunch'(c) {
      const { W, H, rng, s, tint, add } = c;
      sky(c);
      add(`<path d="${c.ridge(H * 0.3, s(30), 6)}" fill="${tint('#5f7a55', 0.5)}"/>`);
      for (let i = 0; i < 12; i++) pine(c, W * between(rng, 0, 1), H * 0.4, between(rng, 60, 100) * s(1), tint('#2f5a3a', 0.3));
      add(`<rect x="0" y="${r1(H * 0.4)}" width="${W}" height="${r1(H * 0.2)}" fill="${tint('#3f9fa8', 0)}"/>`);
      const foam = [];
      for (let i = 0; i < 8; i++) foam.push(`<ellipse cx="${r1(W * between(rng, 0, 1))}" cy="${r1(H * between(rng, 0.44, 0.58))}" rx="${r1(s(30))}" ry="${r1(s(4))}"/>`);
      add(`<g fill="#ffffff" opacity="0.6">${foam.join('')}</g>`);
      tableTop(c, H * 0.6, '#f3efe6');
      plate(c, W * 0.46, H * 0.8, s(230), (x, y, rx) => `<g transform="rotate(-8 ${r1(x)} ${r1(y)})">${fish(x, y, rx * 1.5, '#8a6a4a', '#c9a06a')}</g><path d="M${r1(x - rx * 0.3)},${r1(y - rx * 0.04)} l${r1(rx * 0.08)},${r1(rx * 0.08)} M${r1(x - rx * 0.1)},${r1(y - rx * 0.06)} l${r1(rx * 0.08)},${r1(rx * 0.08)} M${r1(x + rx * 0.1)},${r1(y - rx * 0.06)} l${r1(rx * 0.08)},${r1(rx * 0.08)}" stroke="#4a3020" stroke-width="${r1(s(4))}"/><path d="M${r1(x + rx * 0.55)},${r1(y + rx * 0.05)} A${r1(rx * 0.14)},${r1(rx * 0.1)} 0 0 1 ${r1(x + rx * 0.83)},${r1(y + rx * 0.05)} Z" fill="#f7d716"/>`);
      plate(c, W * 0.14, H * 0.74, s(90), (x, y, rx, ry) => { let o = ''; for (let i = 0; i < 8; i++) o += `<circle cx="${r1(x + between(rng, -0.6, 0.6) * rx)}" cy="${r1(y + between(rng, -0.5, 0.5) * ry)}" r="${r1(ry * 0.25)}" fill="${pickOne(rng, ['#6a994e', '#e63946', '#90be6d'])}"/>`; return o; });
      add(`<rect x="${r1(W * 0.8)}" y="${r1(H * 0.66)}" width="${r1(s(110))}" height="${r1(s(70))}" rx="${r1(s(8))}" fill="#e9c98a"/>`);
      add(`<rect x="${r1(W * 0.8 - s(2))}" y="${r1(H * 0.8)}" width="${r1(s(36))}" height="${r1(s(70))}" rx="${r1(s(4))}" fill="#ffffff" opacity="0.6"/>`);
    },

    'cappadocia:balloon-launch'(c) {
      const { W, H, rng, s, tint, add } = c;
      plateau(c, { near: 0.62 });
      for (let i = 0; i < 5; i++) balloon(c, between(rng, 0.05, 0.95) * W, between(rng, 0.1, 0.4) * H, between(rng, 10, 24) * s(1), pickOne(rng, BALLOONS));
      chimneyRow(c, H * 0.72, 7, [30, 46], [60, 100], 0.35, false);
      add(`<rect x="0" y="${r1(H * 0.72)}" width="${W}" height="${r1(H * 0.28)}" fill="${tint('#c9a477', 0)}"/>`);
      // An envelope being filled with cold air on the ground: a balloon on its side, mouth towards the burner.
      const x = W * 0.36;
      const y = H * 0.74;
      const r = s(150);
      const shape = `M${r1(-r)},0 A${r1(r)},${r1(r)} 0 0 1 ${r1(r)},0 Q${r1(r)},${r1(r * 0.62)} ${r1(r * 0.26)},${r1(r * 1.18)} L${r1(-r * 0.26)},${r1(r * 1.18)} Q${r1(-r)},${r1(r * 0.62)} ${r1(-r)},0 Z`;
      add(`<g transform="translate(${r1(x)},${r1(y)}) rotate(-90) scale(0.72,1)"><path d="${shape}" fill="#2f7fc1"/><path d="${shape}" fill="#f2efe6" transform="scale(0.5,1)"/><path d="${shape}" fill="#2f7fc1" transform="scale(0.16,1)"/></g>`);
      const mouth = x + r * 1.18;
      add(`<rect x="${r1(mouth + s(30))}" y="${r1(y - s(20))}" width="${r1(s(70))}" height="${r1(s(56))}" rx="${r1(s(8))}" fill="#6e4b30"/>`);
      add(`<path d="M${r1(mouth + s(30))},${r1(y)} q${r1(-s(30))},${r1(-s(16))} ${r1(-s(64))},0 q${r1(s(30))},${r1(s(16))} ${r1(s(64))},0 Z" fill="#ffb703"/><path d="M${r1(mouth + s(26))},${r1(y)} q${r1(-s(18))},${r1(-s(8))} ${r1(-s(36))},0 q${r1(s(18))},${r1(s(8))} ${r1(s(36))},0 Z" fill="#fff1c2"/>`);
      for (let i = 0; i < 4; i++) person(c, W * (0.68 + i * 0.07), H * (0.9 + (i % 2) * 0.04), s(70), pickOne(rng, ['#2f3e4e', '#5a2e2e', '#3a4a2a']));
    },

    'cappadocia:love-valley'(c) {
      const { W, H, rng, s, tint, add, linear } = c;
      plateau(c, { near: 0.66 });
      add(`<rect x="0" y="${r1(H * 0.78)}" width="${W}" height="${r1(H * 0.22)}" fill="${tint('#b98a5a', 0)}"/>`);
      for (let i = 0; i < 6; i++) poplar(c, W * between(rng, 0, 1), H * 0.8, between(rng, 50, 80) * s(1), tint('#6e8a3a', 0.2));
      for (const [i, fx] of [0.12, 0.3, 0.5, 0.68, 0.86].entries()) {
        const depth = i % 2 ? 0.2 : 0;
        const x = W * fx;
        const base = H * (i % 2 ? 0.86 : 0.94);
        const h = s(i % 2 ? 300 : 380);
        const w = s(i % 2 ? 44 : 56);
        const light = tuff(c, depth);
        const fill = linear([[0, light], [0.55, light], [1, tuffShade(c, depth)]], false);
        add(`<path d="M${r1(x - w)},${r1(base)} L${r1(x - w * 0.5)},${r1(base - h)} L${r1(x + w * 0.5)},${r1(base - h)} L${r1(x + w)},${r1(base)} Z" fill="${fill}"/>`);
        add(`<ellipse cx="${r1(x)}" cy="${r1(base - h)}" rx="${r1(w * 0.62)}" ry="${r1(w * 0.4)}" fill="${tint('#8a6a50', depth)}"/>`);
      }
      for (let i = 0; i < 2; i++) balloon(c, W * (0.2 + i * 0.5), H * 0.16, s(18), pickOne(rng, BALLOONS));
      person(c, W * 0.58, H * 0.96, s(60), '#2f3e4e');
    },
  };

  return scenes;
}

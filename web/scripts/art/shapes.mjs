// Procedural SVG pieces for the site's illustrations (pumpkins, foliage, lanterns). Pure string builders, seeded so output is stable.

export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export const PALETTES = {
  orange: ['#f08a3c', '#d9692a', '#a8461a', '#6e2a0c'],
  ember: ['#d8602c', '#b8461c', '#8c3212', '#561c07'],
  cream: ['#fbf3e2', '#eadfc6', '#c9b996', '#8f7e5d'],
  sage: ['#b9c6bb', '#93a59a', '#6d8076', '#46554d'],
  tan: ['#f0d3a0', '#d8b174', '#b48a4f', '#7a5a2c'],
  gold: ['#f6c86a', '#e0a43d', '#b57a1e', '#76500f'],
};

let gradientId = 0;

/** A ribbed pumpkin: overlapping lobes shaded by radial gradients, a stem and a soft contact shadow. */
export function pumpkin({ x, y, w, h, palette = 'orange', ribs = 5, stem = true, tilt = 0 }) {
  const [light, mid, dark, deep] = PALETTES[palette];
  const id = `pg${gradientId++}`;
  const defs = `<radialGradient id="${id}" cx="38%" cy="32%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/></radialGradient>`;
  const lobes = [];
  const order = [];
  for (let i = 0; i < ribs; i++) order.push(i);
  // NOTE: outer lobes first so the centre lobe sits in front, like a real pumpkin seen from the front.
  order.sort((a, b) => Math.abs(b - (ribs - 1) / 2) - Math.abs(a - (ribs - 1) / 2));
  for (const i of order) {
    const t = ribs === 1 ? 0 : (i / (ribs - 1)) * 2 - 1;
    const lx = x + t * w * 0.3;
    const lw = w * (0.34 - Math.abs(t) * 0.06);
    const lh = h * (0.5 - Math.abs(t) * 0.05);
    lobes.push(`<ellipse cx="${lx.toFixed(1)}" cy="${y.toFixed(1)}" rx="${lw.toFixed(1)}" ry="${lh.toFixed(1)}" fill="url(#${id})" stroke="${deep}" stroke-opacity=".35" stroke-width="${Math.max(0.6, w / 160).toFixed(2)}"/>`);
  }
  const shadow = `<ellipse cx="${x}" cy="${(y + h * 0.47).toFixed(1)}" rx="${(w * 0.55).toFixed(1)}" ry="${(h * 0.09).toFixed(1)}" fill="#000" opacity=".35" filter="url(#soft)"/>`;
  const sx = x + w * 0.02;
  const sy = y - h * 0.46;
  const stemPath = stem
    ? `<path d="M${sx - w * 0.035} ${sy + h * 0.04} C${sx - w * 0.03} ${sy - h * 0.1} ${sx + w * 0.02} ${sy - h * 0.16} ${sx + w * 0.08} ${sy - h * 0.17} L${sx + w * 0.09} ${sy - h * 0.12} C${sx + w * 0.04} ${sy - h * 0.1} ${sx + w * 0.03} ${sy - h * 0.04} ${sx + w * 0.04} ${sy + h * 0.04} Z" fill="#5a4a2a" stroke="#2f2614" stroke-width="${(w / 200).toFixed(2)}"/>`
    : '';
  const gloss = `<ellipse cx="${(x - w * 0.12).toFixed(1)}" cy="${(y - h * 0.22).toFixed(1)}" rx="${(w * 0.08).toFixed(1)}" ry="${(h * 0.12).toFixed(1)}" fill="#fff" opacity=".14"/>`;
  return { defs, body: `<g transform="rotate(${tilt} ${x} ${y})">${shadow}${lobes.join('')}${gloss}${stemPath}</g>` };
}

/** A mum in a pot: a dome of small blooms. */
export function mum({ x, y, r, colors = ['#c2452a', '#e08a2e', '#8e2a1f'], seed = 1, pot = '#6b4a32' }) {
  const rand = rng(seed);
  const parts = [`<path d="M${x - r * 0.75} ${y} L${x + r * 0.75} ${y} L${x + r * 0.6} ${y + r * 0.95} L${x - r * 0.6} ${y + r * 0.95} Z" fill="${pot}"/>`];
  parts.push(`<ellipse cx="${x}" cy="${y - r * 0.15}" rx="${r}" ry="${r * 0.7}" fill="#3d4a2c"/>`);
  for (let i = 0; i < r * 2.2; i++) {
    const a = rand() * Math.PI;
    const d = Math.sqrt(rand());
    const bx = x + Math.cos(a) * r * d * (rand() < 0.5 ? -1 : 1) * 0.95;
    const by = y - r * 0.15 - Math.sin(a) * r * 0.7 * d;
    const color = colors[Math.floor(rand() * colors.length)];
    parts.push(`<circle cx="${bx.toFixed(1)}" cy="${by.toFixed(1)}" r="${(r * (0.09 + rand() * 0.06)).toFixed(1)}" fill="${color}"/>`);
  }
  return parts.join('');
}

/** A hay bale with straw texture. */
export function hayBale({ x, y, w, h, seed = 3 }) {
  const rand = rng(seed);
  const lines = [];
  for (let i = 0; i < w / 4; i++) {
    const lx = x + rand() * w;
    const ly = y + rand() * h;
    lines.push(`<path d="M${lx.toFixed(1)} ${ly.toFixed(1)} l${(rand() * 14 - 7).toFixed(1)} ${(rand() * 4 - 2).toFixed(1)}" stroke="${rand() < 0.5 ? '#a9823f' : '#e6c27a'}" stroke-width="1.2"/>`);
  }
  return `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.12}" fill="#cfa55a"/>${lines.join('')}<rect x="${x + w * 0.25}" y="${y}" width="${w * 0.02}" height="${h}" fill="#7a5a2c" opacity=".6"/><rect x="${x + w * 0.73}" y="${y}" width="${w * 0.02}" height="${h}" fill="#7a5a2c" opacity=".6"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h * 0.12}" fill="none" stroke="#8a6a32" stroke-opacity=".5"/></g>`;
}

/** A bundle of dried corn stalks, leaning leaves and a tie. */
export function cornStalks({ x, y, h, seed = 5, lean = 0 }) {
  const rand = rng(seed);
  const parts = [];
  for (let i = 0; i < 9; i++) {
    const bx = x + (i - 4) * 4;
    const tx = bx + (i - 4) * 7 + lean;
    parts.push(`<path d="M${bx} ${y} Q${(bx + tx) / 2} ${y - h * 0.5} ${tx} ${y - h * (0.85 + rand() * 0.15)}" stroke="${rand() < 0.5 ? '#b89a5e' : '#d6bb80'}" stroke-width="3" fill="none"/>`);
    const ly = y - h * (0.3 + rand() * 0.5);
    const side = rand() < 0.5 ? -1 : 1;
    parts.push(`<path d="M${(bx + tx) / 2} ${ly} q${side * 22} ${-10} ${side * 38} ${18}" stroke="#c8ab6c" stroke-width="4" fill="none" stroke-linecap="round"/>`);
  }
  parts.push(`<rect x="${x - 20}" y="${y - h * 0.22}" width="40" height="7" rx="3" fill="#7a3b1d"/>`);
  return parts.join('');
}

/** A black iron lantern with a glowing candle. */
export function lantern({ x, y, s = 1, glow = true }) {
  const w = 40 * s;
  const h = 70 * s;
  return `${glow ? `<circle cx="${x}" cy="${y + h * 0.45}" r="${h * 1.3}" fill="url(#lanternGlow)"/>` : ''}
  <g><path d="M${x - w * 0.3} ${y - h * 0.08} h${w * 0.6} l${w * 0.2} ${h * 0.14} h${-w} z" fill="#1b1714"/>
  <rect x="${x - w / 2}" y="${y + h * 0.06}" width="${w}" height="${h * 0.8}" fill="${glow ? '#ffcf7a' : '#3a3430'}" opacity="${glow ? 0.85 : 1}"/>
  ${glow ? `<ellipse cx="${x}" cy="${y + h * 0.55}" rx="${w * 0.14}" ry="${h * 0.14}" fill="#fff6d8"/>` : ''}
  <rect x="${x - w / 2}" y="${y + h * 0.06}" width="${w}" height="${h * 0.8}" fill="none" stroke="#1b1714" stroke-width="${3 * s}"/>
  <path d="M${x} ${y + h * 0.06} v${h * 0.8} M${x - w / 2} ${y + h * 0.46} h${w}" stroke="#1b1714" stroke-width="${2 * s}"/>
  <rect x="${x - w * 0.6}" y="${y + h * 0.86}" width="${w * 1.2}" height="${h * 0.08}" fill="#1b1714"/>
  <circle cx="${x}" cy="${y - h * 0.16}" r="${w * 0.12}" fill="none" stroke="#1b1714" stroke-width="${2.5 * s}"/></g>`;
}

/** Shared filters and gradients every scene uses. */
export const COMMON_DEFS = `
<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
<filter id="blur18" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency=".9" numOctaves="2" seed="4"/><feColorMatrix values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 .06 0"/></filter>
<radialGradient id="lanternGlow"><stop offset="0" stop-color="#ffc062" stop-opacity=".55"/><stop offset="1" stop-color="#ffb040" stop-opacity="0"/></radialGradient>`;

/** Build a list of pumpkins into { defs, body }. */
export function pumpkins(list) {
  const made = list.map(pumpkin);
  return { defs: made.map((p) => p.defs).join(''), body: made.map((p) => p.body).join('') };
}

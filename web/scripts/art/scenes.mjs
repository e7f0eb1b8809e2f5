// Scenes for the site's imagery: porches (before/after, dusk hero) and still lifes (packages, about).
import { COMMON_DEFS, cornStalks, hayBale, lantern, mum, pumpkins, rng } from './shapes.mjs';

const STYLES = {
  dusk: { wall: ['#4a3a30', '#2a211c'], trim: '#1d1713', door: '#2b1a10', doorGlass: '#f3b860', floor: ['#5b4a3e', '#2e2520'], step: ['#6d5d50', '#3b3029'], arch: true },
  hacienda: { wall: ['#f4ebdd', '#dccbb0'], trim: '#8a6a4a', door: '#5b3a22', doorGlass: null, floor: ['#c0744a', '#8f4c2b'], step: ['#d9cbb4', '#a99676'], arch: true },
  craftsman: { wall: ['#8a9aa3', '#66777f'], trim: '#f3efe6', door: '#30404a', doorGlass: '#cfd9d6', floor: ['#9b8a78', '#6c5d50'], step: ['#b3a695', '#857866'], siding: true },
  modern: { wall: ['#f6f3ee', '#dedad2'], trim: '#c7b79e', door: '#1e1d1c', doorGlass: '#a9b8bd', floor: ['#bdb7ad', '#8f897f'], step: ['#d6d1c8', '#a8a299'], modern: true },
};

function wallAndDoor(style, doorX, W, H) {
  const s = STYLES[style];
  const doorW = 300;
  const doorH = 560;
  const doorY = 230;
  const floorY = doorY + doorH;
  const parts = [];
  parts.push(`<linearGradient id="wallG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.wall[0]}"/><stop offset="1" stop-color="${s.wall[1]}"/></linearGradient>`);
  parts.push(`<linearGradient id="floorG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.floor[0]}"/><stop offset="1" stop-color="${s.floor[1]}"/></linearGradient>`);
  parts.push(`<linearGradient id="stepG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.step[0]}"/><stop offset="1" stop-color="${s.step[1]}"/></linearGradient>`);
  const defs = parts.join('');
  const body = [`<rect width="${W}" height="${H}" fill="url(#wallG)"/>`];
  if (s.siding) for (let y = 20; y < floorY; y += 26) body.push(`<path d="M0 ${y} H${W}" stroke="#000" stroke-opacity=".12" stroke-width="2"/>`);
  if (style === 'dusk') body.push(`<ellipse cx="${doorX}" cy="${doorY + 200}" rx="700" ry="520" fill="#ffb566" opacity=".22" filter="url(#blur18)"/>`);
  // Door surround and door.
  const left = doorX - doorW / 2;
  if (s.arch) {
    body.push(`<path d="M${left - 40} ${floorY} V${doorY + 40} A${doorW / 2 + 40} ${doorW / 2 + 40} 0 0 1 ${left + doorW + 40} ${doorY + 40} V${floorY} Z" fill="${s.trim}" opacity=".9"/>`);
    body.push(`<path d="M${left} ${floorY} V${doorY + 60} A${doorW / 2} ${doorW / 2} 0 0 1 ${left + doorW} ${doorY + 60} V${floorY} Z" fill="${s.door}"/>`);
    for (let i = 1; i < 6; i++) body.push(`<path d="M${left + (doorW / 6) * i} ${doorY - 40 + Math.abs(i - 3) * 22} V${floorY}" stroke="#000" stroke-opacity=".28" stroke-width="3"/>`);
    body.push(`<circle cx="${left + doorW * 0.62}" cy="${doorY + 330}" r="9" fill="#c79a4b"/><circle cx="${left + doorW * 0.38}" cy="${doorY + 330}" r="9" fill="#c79a4b"/>`);
    if (s.doorGlass) body.push(`<path d="M${left + 40} ${doorY + 80} A${doorW / 2 - 40} ${doorW / 2 - 40} 0 0 1 ${left + doorW - 40} ${doorY + 80} Z" fill="${s.doorGlass}" opacity=".8"/>`);
  } else {
    body.push(`<rect x="${left - 30}" y="${doorY - 30}" width="${doorW + 60}" height="${doorH + 30}" fill="${s.trim}"/>`);
    body.push(`<rect x="${left}" y="${doorY}" width="${doorW}" height="${doorH}" fill="${s.door}"/>`);
    if (s.modern) {
      body.push(`<rect x="${left + doorW + 50}" y="${doorY}" width="90" height="${doorH}" fill="${s.doorGlass}" opacity=".7"/><rect x="${left - 140}" y="${doorY}" width="90" height="${doorH}" fill="${s.doorGlass}" opacity=".7"/>`);
      body.push(`<rect x="${left + doorW - 50}" y="${doorY + 220}" width="10" height="160" rx="4" fill="#c79a4b"/>`);
      body.push(`<rect x="0" y="0" width="${W}" height="70" fill="#b88b5a"/>`);
    } else {
      for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) body.push(`<rect x="${left + 40 + c * 76}" y="${doorY + 40 + r * 62}" width="64" height="50" fill="${s.doorGlass}" opacity=".75"/>`);
      body.push(`<rect x="${left + 40}" y="${doorY + 260}" width="${doorW - 80}" height="230" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="4"/>`);
      body.push(`<circle cx="${left + doorW - 40}" cy="${doorY + 320}" r="9" fill="#c79a4b"/>`);
    }
  }
  // Porch floor and three steps.
  body.push(`<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floorG)"/>`);
  for (let i = 0; i < 3; i++) {
    const sw = 620 + i * 120;
    const sy = floorY + 40 + i * 58;
    body.push(`<rect x="${doorX - sw / 2}" y="${sy}" width="${sw}" height="58" fill="url(#stepG)"/><rect x="${doorX - sw / 2}" y="${sy}" width="${sw}" height="6" fill="#fff" opacity=".18"/><rect x="${doorX - sw / 2}" y="${sy + 52}" width="${sw}" height="6" fill="#000" opacity=".18"/>`);
  }
  return { defs, body: body.join(''), floorY, doorW };
}

/** An abundant arrangement flanking the door: hay, stalks, mums and pumpkins in layered tiers. */
function arrangement(doorX, floorY, doorW, seed, richness = 1) {
  const rand = rng(seed);
  const body = [];
  const sides = [-1, 1];
  const list = [];
  const palettes = ['orange', 'cream', 'sage', 'tan', 'ember', 'orange', 'cream', 'gold'];
  for (const side of sides) {
    const base = doorX + side * (doorW / 2 + 120);
    body.push(cornStalks({ x: base + side * 60, y: floorY + 10, h: 420, seed: seed + side, lean: side * 30 }));
    body.push(hayBale({ x: base - 90, y: floorY - 70, w: 180, h: 90, seed: seed + 10 + side }));
    body.push(mum({ x: base + side * 150, y: floorY - 40, r: 58, seed: seed + 20 + side }));
    list.push({ x: base - 30, y: floorY - 120, w: 170, h: 120, palette: rand() < 0.5 ? 'cream' : 'orange', ribs: 5 });
    list.push({ x: base + 55, y: floorY - 105, w: 120, h: 90, palette: 'sage', ribs: 5 });
    list.push({ x: base + side * 110, y: floorY + 20, w: 190, h: 130, palette: 'ember', ribs: 6 });
    list.push({ x: base - side * 40, y: floorY + 30, w: 130, h: 95, palette: 'tan', ribs: 5 });
    const count = Math.round(5 * richness);
    for (let i = 0; i < count; i++) {
      const step = i % 3;
      const x = doorX + side * (320 + step * 60 + rand() * 40);
      const y = floorY + 70 + step * 58;
      const w = 70 + rand() * 60;
      list.push({ x, y, w, h: w * (0.68 + rand() * 0.12), palette: palettes[Math.floor(rand() * palettes.length)], ribs: 5, tilt: rand() * 10 - 5 });
    }
  }
  list.sort((a, b) => a.y - b.y);
  const p = pumpkins(list);
  return { defs: p.defs, body: body.join('') + p.body };
}

function svg(W, H, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${COMMON_DEFS}${defs}</defs>${body}<rect width="${W}" height="${H}" filter="url(#grain)"/></svg>`;
}

/** A porch in one of the styles, bare or decorated; `lit` adds lanterns. */
export function porch({ style, decorated, seed = 7, doorX = 800, lit = false, W = 1600, H = 1000 }) {
  const scene = wallAndDoor(style, doorX, W, H);
  const defs = [scene.defs];
  const body = [scene.body];
  if (decorated) {
    const a = arrangement(doorX, scene.floorY, scene.doorW, seed, 1);
    defs.push(a.defs);
    body.push(a.body);
  } else {
    body.push(mum({ x: doorX + 330, y: scene.floorY - 20, r: 34, colors: ['#4f6b3a', '#5f7d45', '#3d5530'], seed: 2, pot: '#8a8178' }));
  }
  if (lit || decorated) {
    body.push(lantern({ x: doorX - scene.doorW / 2 - 70, y: scene.floorY + 40, s: 1.1, glow: lit }));
    body.push(lantern({ x: doorX + scene.doorW / 2 + 70, y: scene.floorY + 40, s: 1.1, glow: lit }));
  }
  if (style === 'dusk') {
    const rand = rng(seed + 99);
    for (let i = 0; i < 16; i++) {
      body.push(`<circle cx="${(rand() * W).toFixed(0)}" cy="${(rand() * H * 0.6).toFixed(0)}" r="${(10 + rand() * 30).toFixed(0)}" fill="#ffc27a" opacity="${(0.05 + rand() * 0.12).toFixed(2)}" filter="url(#soft)"/>`);
    }
    body.push(`<rect width="${W}" height="${H}" fill="#120c08" opacity=".18"/>`);
  }
  return svg(W, H, defs.join(''), body.join(''));
}

/** A studio still life of a collection on a plinth; `size` 0..1 scales abundance. */
export function stillLife({ seed, size, backdrop = ['#efe4d2', '#d7c4a6'], glow = ['#fff', 0.35], W = 1200, H = 800 }) {
  const rand = rng(seed);
  const defs = [`<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${backdrop[0]}"/><stop offset="1" stop-color="${backdrop[1]}"/></linearGradient>`];
  const body = [`<rect width="${W}" height="${H}" fill="url(#bg)"/>`, `<rect y="${H * 0.68}" width="${W}" height="${H * 0.32}" fill="#8b6a4a"/><rect y="${H * 0.68}" width="${W}" height="8" fill="#fff" opacity=".2"/>`];
  body.push(`<ellipse cx="${W * 0.5}" cy="${H * 0.3}" rx="${W * 0.45}" ry="${H * 0.3}" fill="${glow[0]}" opacity="${glow[1]}" filter="url(#blur18)"/>`);
  const list = [];
  const palettes = ['orange', 'cream', 'sage', 'tan', 'ember', 'gold'];
  const count = Math.round(4 + size * 10);
  if (size > 0.5) body.push(hayBale({ x: W * 0.56, y: H * 0.5, w: 300, h: 130, seed }));
  if (size > 0.3) body.push(cornStalks({ x: W * 0.82, y: H * 0.72, h: 460, seed, lean: 20 }));
  body.push(mum({ x: W * 0.18, y: H * 0.6, r: 70 + size * 20, seed: seed + 3 }));
  list.push({ x: W * 0.45, y: H * 0.6, w: 300, h: 210, palette: 'orange', ribs: 6 });
  for (let i = 0; i < count; i++) {
    const w = 90 + rand() * 150 * (0.6 + size * 0.4);
    list.push({ x: W * (0.12 + rand() * 0.76), y: H * (0.66 + rand() * 0.22), w, h: w * (0.65 + rand() * 0.15), palette: palettes[Math.floor(rand() * palettes.length)], ribs: 5, tilt: rand() * 12 - 6 });
  }
  list.sort((a, b) => a.y - b.y);
  const p = pumpkins(list);
  defs.push(p.defs);
  body.push(p.body);
  return svg(W, H, defs.join(''), body.join(''));
}

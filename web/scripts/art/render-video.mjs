// Renders the hero's muted loop (lantern flicker, drifting embers, falling leaves) to WebM with Chromium's MediaRecorder:
// `node web/scripts/art/render-video.mjs`. The output is committed under web/public/media.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { porch } from './scenes.mjs';

const OUT = new URL('../../public/media/hero-loop.webm', import.meta.url).pathname;
const markup = porch({ style: 'dusk', decorated: true, lit: true, doorX: 1080, seed: 11 });

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage();
const base64 = await page.evaluate(async (markup) => {
  const W = 960, H = 600, SECONDS = 8, FPS = 30;
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const ctx = canvas.getContext('2d');
  const s = W / 1600;
  const lanterns = [[860 * s, 865 * s], [1300 * s, 865 * s]];
  const rand = (() => { let v = 42; return () => ((v = (v * 16807) % 2147483647) / 2147483647); })();
  const leaves = Array.from({ length: 9 }, () => ({ x: rand() * W, phase: rand(), size: 6 + rand() * 8, sway: 20 + rand() * 40, hue: rand() < 0.5 ? '#c2571f' : '#d99a3a' }));
  const embers = Array.from({ length: 22 }, () => ({ x: rand() * W, y: rand() * H, r: 6 + rand() * 18, phase: rand() }));
  // NOTE: every motion is periodic in SECONDS so the last frame meets the first and the loop has no seam.
  const frame = (t) => {
    const p = t / SECONDS;
    ctx.drawImage(img, 0, 0, W, H);
    for (const [i, [lx, ly]] of lanterns.entries()) {
      const flicker = 0.55 + 0.25 * Math.sin(2 * Math.PI * (p * 7 + i * 0.3)) + 0.12 * Math.sin(2 * Math.PI * (p * 17 + i));
      const g = ctx.createRadialGradient(lx, ly, 0, lx, ly, 120);
      g.addColorStop(0, `rgba(255,190,100,${0.35 * flicker})`);
      g.addColorStop(1, 'rgba(255,170,70,0)');
      ctx.fillStyle = g;
      ctx.fillRect(lx - 120, ly - 120, 240, 240);
    }
    for (const e of embers) {
      const a = 0.05 + 0.07 * (0.5 + 0.5 * Math.sin(2 * Math.PI * (p + e.phase)));
      const y = e.y + 12 * Math.sin(2 * Math.PI * (p + e.phase));
      ctx.fillStyle = `rgba(255,194,122,${a})`;
      ctx.beginPath();
      ctx.arc(e.x, y, e.r, 0, Math.PI * 2);
      ctx.fill();
    }
    for (const leaf of leaves) {
      const q = (p + leaf.phase) % 1;
      const y = -20 + q * (H + 40);
      const x = leaf.x + leaf.sway * Math.sin(2 * Math.PI * (q * 2 + leaf.phase));
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(2 * Math.PI * (q * 2 + leaf.phase));
      ctx.fillStyle = leaf.hue;
      ctx.globalAlpha = 0.8;
      ctx.beginPath();
      ctx.ellipse(0, 0, leaf.size, leaf.size * 0.45, 0, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  };
  frame(0);
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0];
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp9', videoBitsPerSecond: 400_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const done = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  for (let i = 0; i < SECONDS * FPS; i++) {
    frame(i / FPS);
    track.requestFrame();
    await new Promise((r) => setTimeout(r, 1000 / FPS));
  }
  recorder.stop();
  await done;
  const blob = new Blob(chunks, { type: 'video/webm' });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}, markup);
mkdirSync(new URL('../../public/media/', import.meta.url).pathname, { recursive: true });
writeFileSync(OUT, Buffer.from(base64, 'base64'));
console.log('media/hero-loop.webm', Math.round(Buffer.from(base64, 'base64').length / 1024), 'KB');
await browser.close();

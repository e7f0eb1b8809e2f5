import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 25: the SMTP catcher's mailparser pulled its own nodemailer 7.0.9 and linkify-it 5.0.1, both with published
// denial-of-service advisories (crafted addresses, crafted text). Every copy the lock file installs must be a fixed release:
// nodemailer 9.1.1 or later (GHSA-2x7j-588g-ccc2, GHSA-rcmh-qjqh-p98v and the 9.x fixes), linkify-it 5.0.2 or later.
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, { version?: string }> };
const FIXED: Record<string, [number, number, number]> = { nodemailer: [9, 1, 1], 'linkify-it': [5, 0, 2] };

const atLeast = (version: string, [major, minor, patch]: [number, number, number]) => {
  const [a, b, c] = version.split('.').map(Number) as [number, number, number];
  return a !== major ? a > major : b !== minor ? b > minor : c >= patch;
};

describe('mail libraries in package-lock.json', () => {
  for (const [name, fixed] of Object.entries(FIXED)) {
    it(`installs only fixed releases of ${name}`, () => {
      const copies = Object.entries(lock.packages).filter(([path]) => path.endsWith(`node_modules/${name}`));
      expect(copies.length).toBeGreaterThan(0);
      expect(copies.filter(([, entry]) => !atLeast(entry.version ?? '0.0.0', fixed)).map(([path, entry]) => `${path}@${entry.version}`)).toEqual([]);
    });
  }
});

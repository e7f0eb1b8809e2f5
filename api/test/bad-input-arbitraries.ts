import fc from 'fast-check';

/** Strings that have broken web apps before: injection, markup, templates, paths, prototype keys, odd numbers, control characters. */
export const HOSTILE_STRINGS = [
  "' OR 1=1 --", "'; DROP TABLE orders; --", '1; SELECT pg_sleep(5)', '" OR ""="', '\\', "\\'", '%27%20OR%201%3D1',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '${7*7}', '{{7*7}}', '#{7*7}',
  '../../../../etc/passwd', '..\\..\\windows\\win.ini', '\u0000', 'a\u0000b', '\r\nSet-Cookie: x=1', '\u202e\u0644\u0627',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'NaN', 'Infinity', '-1', '1e309', '0x10', 'null',
  'undefined', 'true', '', ' ', '😀🎃👻', 'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇', '\ud800', '\udfff', 'ＳＰＯＯＫＹ１５', 'spooky15 ', '92126\u200b',
] as const;

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 5_000 }) },
);

/** Any JSON value, hostile strings and numbers included. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, null, true, false) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
);

/** JSON text of an object from entries, so "__proto__" stays an own key on the wire instead of setting a prototype here. */
const objectText = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;

const pollution = fc.constantFrom<[string, unknown][]>(
  [['__proto__', { polluted: true, isAdmin: true }]],
  [['constructor', { prototype: { polluted: true } }]],
  [['__proto__', { toString: 'x', valueOf: 1 }], ['prototype', { polluted: true }]],
);

/** A valid body with one field replaced, dropped, or joined by prototype-pollution keys; sometimes still valid, which is fine. */
export function mutatedBody(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const entries = Object.entries(valid);
  const added = [
    pollution.map((extra) => objectText([...extra, ...entries])),
    fc.tuple(hostileString, hostileValue).map(([key, value]) => objectText([...entries, [key, value]])),
  ];
  if (keys.length === 0) return fc.oneof(...added);
  return fc.oneof(
    fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => objectText(entries.map(([k, v]) => [k, k === key ? value : v]))),
    fc.constantFrom(...keys).map((key) => objectText(entries.filter(([k]) => k !== key))),
    ...added,
  );
}

/** A body that is not an acceptable JSON object at all: other JSON, broken JSON, too big, nothing. */
export const junkBody: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 2, arbitrary: fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '{"a":1}garbage', '\u0000', '', ' ', '{"__proto__":') },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
  // NOTE: past the API's 100 KB body limit (a 413), and a large string field under it.
  { weight: 1, arbitrary: fc.constantFrom(JSON.stringify({ customerName: 'x'.repeat(150 * 1024) }), `"${'é'.repeat(60 * 1024)}"`, JSON.stringify({ a: 'x'.repeat(90 * 1024) })) },
);

export const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/xml', '') },
);

/** A path segment as a client could send it: hostile text percent-encoded, or raw broken escapes and traversal. */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((s) => { try { return encodeURIComponent(s); } catch { return '%ED%A0%80'; } }) },
  { weight: 1, arbitrary: fc.constantFrom('%zz', '%', '%E0%A4%A', '..%2F..%2Fetc', '%00', '%2e%2e', '0', 'null', '00000000-0000-0000-0000-000000000000') },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** Printable ASCII only: anything else cannot even be put in an HTTP header by the client. */
export const headerValue = fc.oneof(
  fc.stringMatching(/^[\x21-\x7e]{0,120}$/),
  fc.constantFrom('t=1,v1=abc', `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`, 'sdp_live_xxxxxxxx', "' OR 1=1 --"),
);

/**
 * A value sealed with AES-GCM for IndexedDB (ADR 168): its JSON, and each Blob in it (an after photo) apart, as bytes, so a photo
 * is not turned into text. Without the key it is noise; with another key, or changed, opening it throws.
 */
export interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
  blobs: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer; type: string }[];
}

const BLOB = '__sealedBlob';

const encrypt = async (key: CryptoKey, bytes: BufferSource) => {
  // NOTE: a fresh random 96-bit nonce for every write: one key seals many writes, and AES-GCM must never reuse a nonce with it.
  const iv = crypto.getRandomValues(new Uint8Array(12));
  return { iv, data: await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, bytes) };
};
const decrypt = (key: CryptoKey, part: { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer }) => crypto.subtle.decrypt({ name: 'AES-GCM', iv: part.iv }, key, part.data);

/** Seal a JSON-shaped value that may hold Blobs. */
export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  const found: Blob[] = [];
  const json = JSON.stringify(value, (_name, v: unknown) => (v instanceof Blob ? { [BLOB]: found.push(v) - 1 } : v));
  const [text, blobs] = await Promise.all([
    encrypt(key, new TextEncoder().encode(json)),
    Promise.all(found.map(async (blob) => ({ ...(await encrypt(key, await blob.arrayBuffer())), type: blob.type }))),
  ]);
  return { ...text, blobs };
}

/** Open what seal() made with the same key; throws when the key is another or the bytes were changed. */
export async function unseal<T>(key: CryptoKey, sealed: Sealed): Promise<T> {
  const [text, blobs] = await Promise.all([decrypt(key, sealed), Promise.all(sealed.blobs.map(async (part) => new Blob([await decrypt(key, part)], { type: part.type })))]);
  return JSON.parse(new TextDecoder().decode(text), (_name, v: unknown) =>
    v !== null && typeof v === 'object' && BLOB in v ? blobs[(v as Record<typeof BLOB, number>)[BLOB]] : v) as T;
}

/** The key the server handed out (base64url, 32 bytes) as a WebCrypto key that can seal and open but never be read back. */
export function importPhoneKey(base64url: string): Promise<CryptoKey> {
  const raw = Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

import { describe, expect, it } from 'vitest';
import { importPhoneKey, seal, unseal } from './sealed.ts';

const keyOf = (byte: number) => importPhoneKey(Buffer.alloc(32, byte).toString('base64url'));
const stop = { customerName: 'Ada Porchley', address: '12 Ember Lane', customerPhone: '(858) 555-0121', porchNotes: 'Gate code 4412' };
/** Every byte the phone would write, read as text the way someone opening IndexedDB would. */
const asText = (sealed: Awaited<ReturnType<typeof seal>>) =>
  [sealed.data, ...sealed.blobs.map((b) => b.data)].map((bytes) => Buffer.from(bytes).toString('latin1')).join('');

describe('the run sheet sealed for the phone (ADR 168)', () => {
  it('keeps no name, address, phone, note or photo readable, and opens again with the same key, photos as Blobs', async () => {
    const key = await keyOf(7);
    const photo = new Blob([new TextEncoder().encode('JPEG bytes of Ada Porchley porch')], { type: 'image/jpeg' });
    const sealed = await seal(key, { stops: [stop], action: { kind: 'photo', photo } });
    const text = asText(sealed);
    for (const personal of [...Object.values(stop), 'Ada', 'Ember', '555-0121', 'JPEG bytes']) expect(text).not.toContain(personal);

    const opened = await unseal<{ stops: typeof stop[]; action: { photo: Blob } }>(key, sealed);
    expect(opened.stops).toEqual([stop]);
    expect(opened.action.photo).toBeInstanceOf(Blob);
    expect(opened.action.photo.type).toBe('image/jpeg');
    expect(await opened.action.photo.text()).toBe('JPEG bytes of Ada Porchley porch');
  });

  it('cannot be opened with another key (another person, or after a password change) nor once changed', async () => {
    const sealed = await seal(await keyOf(7), { stops: [stop] });
    await expect(unseal(await keyOf(8), sealed)).rejects.toThrow();
    const changed = new Uint8Array(sealed.data.slice(0));
    changed[0] = changed[0]! ^ 1;
    await expect(unseal(await keyOf(7), { ...sealed, data: changed.buffer })).rejects.toThrow();
  });

  it('seals the same value differently each time (a fresh nonce per write)', async () => {
    const key = await keyOf(7);
    const [a, b] = [await seal(key, stop), await seal(key, stop)];
    expect(Buffer.from(a.iv).equals(Buffer.from(b.iv))).toBe(false);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(false);
  });

  it('holds a key that can seal but never be read back', async () => {
    const key = await keyOf(7);
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { api } from '../../../lib/api-client.ts';
import { ADMIN, renderStaffScreen, type Answer } from '../../../test/render-staff-screen.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalog: Answer<typeof api.admin.catalog.$get> = {
  packages: [
    {
      id: 'autumn-embrace', name: 'Autumn Embrace', description: 'A full porch of heirloom pumpkins, hay and mums.',
      features: ['12 heirloom pumpkins', '2 hay bales', 'Mums in crates'], serviceLevel: 'white-glove', whiteGlovePrice: '1450.00', dropOffPrice: '950.00',
      isPopular: true, imageUrl: '/images/packages/autumn-embrace.webp', image: null, active: true,
    },
  ],
  addOns: [{ id: 'mums', name: 'Mums in crates', description: 'Two crates of bronze mums.', category: 'quantity', price: '45.00', maxQuantity: 6, active: true }],
  promoCodes: [
    { id: '6b1f0c2e-3d4a-4b5c-8d6e-7f8091a2b3c4', code: 'SPOOKY15', discountType: 'percentage', discountValue: '15.00', startsAt: null, endsAt: null, maxRedemptions: 100, redemptions: 12, active: true },
  ],
  gallery: [],
  audit: [
    {
      id: 'c0ffee00-1111-4222-8333-444455556666', at: '2026-11-21T17:30:00.000Z', staffName: 'Dana Whitfield', entity: 'package', entityId: 'autumn-embrace',
      action: 'update', summary: 'Autumn Embrace: White-Glove price $1,400.00 -> $1,450.00', changes: [{ field: 'whiteGlovePrice', before: '1400.00', after: '1450.00' }],
    },
  ],
};

const UPLOADED: Answer<typeof api.admin.catalog.images.$post> = { id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b', hash: '9f86d081', width: 2400, height: 1600, widths: [480, 960, 1600] };

describe('the catalog, as the owner sees it', () => {
  it('shows the packages with their prices, the promo codes and the changes, and uploads a photograph through the one upload helper', async () => {
    const view = await renderStaffScreen('/catalog', {
      'GET /api/auth/user': ADMIN,
      'GET /api/admin/catalog': catalog,
      'POST /api/admin/catalog/images': UPLOADED,
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Edit Autumn Embrace' });
    expect((within(form).getByLabelText('White-Glove price ($)') as HTMLInputElement).value).toBe('1450.00');
    expect((within(form).getByRole('button', { name: 'Save Autumn Embrace' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('heading', { name: 'Promo codes' })).toBeTruthy();
    const promo = screen.getByRole('form', { name: 'Edit SPOOKY15' });
    expect((within(promo).getByLabelText('Code') as HTMLInputElement).value).toBe('SPOOKY15');
    expect(screen.getByText('Autumn Embrace: White-Glove price $1,400.00 -> $1,450.00')).toBeTruthy();

    // Choosing a file uploads it at once: multipart, the file under `file`, and the stored image comes back as the package's photograph.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'porch.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByLabelText('Photograph for Autumn Embrace'), { target: { files: [photo] } });
    await waitFor(() => expect(within(form).getByText('Replace photograph')).toBeTruthy());
    const body = view.sent.get('POST /api/admin/catalog/images');
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('porch.jpg');

    expect(view.unanswered.filter((call) => call !== 'GET /api/season')).toEqual([]);
  });

  it('is not opened for the crew: the frame says whose screen it is, and the catalog is never asked for', async () => {
    const view = await renderStaffScreen('/catalog', { 'GET /api/auth/user': { ...ADMIN, name: 'Marco Ruiz', role: 'staff' }, 'GET /api/admin/catalog': catalog });

    expect(await screen.findByRole('heading', { level: 1, name: 'Catalog' })).toBeTruthy();
    expect(screen.getByText('This screen is for admins. Ask an admin if you need something from it.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Edit Autumn Embrace' })).toBeNull();
    expect(view.requests).not.toContain('GET /api/admin/catalog');
  });
});

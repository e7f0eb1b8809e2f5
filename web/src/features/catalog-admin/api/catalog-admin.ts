import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, unwrap } from '../../../lib/api-client.ts';
import { upload } from '../../../lib/upload.ts';

const catalog = api.admin.catalog;
export type PackageBody = InferRequestType<(typeof catalog.packages)[':id']['$put']>['json'];
export type AddOnBody = InferRequestType<(typeof catalog)['add-ons'][':id']['$put']>['json'];
export type PromoBody = InferRequestType<(typeof catalog)['promo-codes']['$post']>['json'];
export type GalleryBody = InferRequestType<(typeof catalog.gallery)['$post']>['json'];

/** GET /api/admin/catalog (admin): packages, add-ons, promo codes and gallery pairs, inactive ones too, and the audit trail. */
export const catalogAdminQueryOptions = () => queryOptions({ queryKey: ['admin', 'catalog'], queryFn: () => unwrap(catalog.$get()) });
export const useCatalogAdmin = () => useQuery(catalogAdminQueryOptions());

function useCatalogWrite<Input>(call: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // NOTE: the public catalog is cached by React Query too; staff see their change on the site at once.
    onSuccess: () =>
      Promise.all([['admin', 'catalog'], ['packages'], ['gallery']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const useSavePackage = () =>
  useCatalogWrite(({ id, body }: { id: string; body: PackageBody }) => unwrap(catalog.packages[':id'].$put({ param: { id }, json: body })));

export const useSaveAddOn = () =>
  useCatalogWrite(({ id, body }: { id: string; body: AddOnBody }) => unwrap(catalog['add-ons'][':id'].$put({ param: { id }, json: body })));

export const useSavePromoCode = () =>
  useCatalogWrite(({ id, body }: { id: string | null; body: PromoBody }) =>
    id ? unwrap(catalog['promo-codes'][':id'].$put({ param: { id }, json: body })) : unwrap(catalog['promo-codes'].$post({ json: body })),
  );

/** A before/after pair: POST (new: both photographs) or PUT (an image left null keeps the pair's current one). */
export const useSaveGalleryPair = () =>
  useCatalogWrite(({ id, body }: { id: string | null; body: GalleryBody }) =>
    id ? unwrap(catalog.gallery[':id'].$put({ param: { id }, json: body })) : unwrap(catalog.gallery.$post({ json: body })),
  );

/** PUT /api/admin/catalog/gallery/order: every pair's id in the home page's order (a stale list is a 409 in words). */
export const useReorderGallery = () => useCatalogWrite((ids: string[]) => unwrap(catalog.gallery.order.$put({ json: { ids } })));

export const useDeleteGalleryPair = () => useCatalogWrite((id: string) => unwrap(catalog.gallery[':id'].$delete({ param: { id } })));

/** POST /api/admin/catalog/images (multipart `file`): the server checks the file by its contents and answers the stored image. */
export const uploadPhotograph = (file: File) => upload((options) => catalog.images.$post({}, options), { file });

import { queryOptions, useQuery } from '@tanstack/react-query';

// NOTE: hono/client puts params into the path as given; the id comes from the URL, so it is encoded here. The client is imported
// on the call: this runs from the route table's loader, and a static import put hono's client in every page's first JS (ADR 061).
export const getPackage = async (id: string) => {
  const { api, unwrap } = await import('../api-client.ts');
  return unwrap(api.packages[':id'].$get({ param: { id: encodeURIComponent(id) } }));
};

export const packageQueryOptions = (id: string) => queryOptions({ queryKey: ['packages', id], queryFn: () => getPackage(id) });

export const usePackage = (id: string) => useQuery(packageQueryOptions(id));

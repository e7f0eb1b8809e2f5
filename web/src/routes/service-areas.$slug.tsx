import { createFileRoute, notFound } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { CommunityScreen } from '../features/service-areas/components/community-screen.tsx';
import { serviceAreasQueryOptions } from '../features/service-areas/api/get-service-areas.ts';
import { packagesQueryOptions } from '../lib/api/catalog.ts';
import { seasonQueryOptions } from '../lib/api/get-season.ts';

export const Route = createFileRoute('/service-areas/$slug')({
  // NOTE: a slug no community has is the site's 404 (a 404 status when the server renders it).
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    const [areas] = await Promise.all([queryClient.ensureQueryData(serviceAreasQueryOptions()), queryClient.ensureQueryData(packagesQueryOptions())]);
    const area = areas.find((candidate) => candidate.slug === slug);
    if (!area) throw notFound();
    return area;
  },
  component: CommunityRoute,
});

function CommunityRoute() {
  const area = Route.useLoaderData();
  const packages = useQuery(packagesQueryOptions()).data ?? [];
  const season = useQuery(seasonQueryOptions()).data;
  return <CommunityScreen area={area} packages={packages} season={season} />;
}

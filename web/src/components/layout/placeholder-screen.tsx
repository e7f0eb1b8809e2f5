import { useDocumentMeta } from '../../lib/seo.ts';

/** Stand-in for a screen another change will build; shown only until its route file is replaced. */
export function PlaceholderScreen({ title }: { title: string }) {
  useDocumentMeta(`${title} | SD Pumpkin`, `${title} — SD Pumpkin, luxury fall porch decor in San Diego.`);
  return (
    <main className="container-page py-24">
      <p className="eyebrow">Coming soon</p>
      <h1 className="mt-3 text-4xl font-semibold">{title}</h1>
      <p className="mt-4 text-smoke">This page is being prepared.</p>
    </main>
  );
}

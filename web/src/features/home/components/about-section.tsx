import { BUSINESS } from '@sdp/shared/constants/business';
import { SitePicture, type Picture } from '../../../components/ui/site-picture.tsx';

const STUDIO: Picture = { src: '/images/about-studio.webp', width: 800, height: 900 };

const FACTS = [
  ['6-8 weeks', 'of fresh display'],
  // NOTE: the season pattern delivers on the Mondays of October (ADR 036); the FAQ below says the same.
  ['October', 'delivery weeks'],
  ['5.0', `rating from ${BUSINESS.rating.count} reviews`],
];

/** About (id about). */
export function AboutSection() {
  return (
    <section id="about" aria-labelledby="about-title" className="container-page grid gap-12 py-24 lg:grid-cols-2 lg:items-center">
      <SitePicture
        picture={STUDIO}
        twin
        alt="Heirloom pumpkins in cream, sage and ember tones arranged on a wooden bench"
        className="aspect-[8/9] w-full rounded-3xl object-cover shadow-card"
      />
      <div>
        <p className="eyebrow">About us</p>
        <h2 id="about-title" className="mt-3 text-3xl font-medium sm:text-4xl lg:text-5xl">A studio devoted to the season</h2>
        <p className="mt-6 leading-relaxed text-smoke">
          {BUSINESS.brandLine} began with a simple idea: autumn deserves the same care as any fine interior. Each September our designers
          source heirloom pumpkins, gourds and botanicals from California growers and compose porches that feel collected, generous and
          unmistakably Southern Californian.
        </p>
        <p className="mt-4 leading-relaxed text-smoke">
          We take a limited number of homes each season so every installation receives our full attention, from the first consultation
          to the final cleanup, when the pumpkins return to local farms for composting.
        </p>
        <dl className="mt-10 grid grid-cols-3 gap-4 border-t border-charcoal/10 pt-8">
          {FACTS.map(([value, label]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="mt-1 text-xs text-smoke sm:text-sm">{label}</dt>
              <dd className="font-display text-2xl font-semibold text-ember sm:text-3xl">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

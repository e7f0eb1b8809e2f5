import { useEffect, useState } from 'react';
import { BUSINESS } from '@sdp/shared/constants/business';
import { assetUrl } from '../../../lib/asset-url.ts';
import { useGoToSection } from '../../../lib/use-go-to-section.ts';
import { Button } from '../../../components/ui/button.tsx';
import { HeroPriceLine } from './hero-price-line.tsx';

/** Must equal imagesizes of the hero preload in index.html, or the browser fetches the image twice. */
export const HERO_IMAGE_SIZES = 'max(100vw, 58rem)';

/** Hero (docs/product-spec.md §1, §2): image first (the LCP, preloaded in index.html), a muted loop on top once the page has loaded. */
export function Hero() {
  const goToSection = useGoToSection();
  const [videoReady, setVideoReady] = useState(false);
  const [videoFailed, setVideoFailed] = useState(false);
  const [loadVideo, setLoadVideo] = useState(false);

  useEffect(() => {
    // NOTE: the video is decoration; fetching it after load keeps it off the critical path.
    if (document.readyState === 'complete') setLoadVideo(true);
    else {
      const onLoad = () => setLoadVideo(true);
      window.addEventListener('load', onLoad, { once: true });
      return () => window.removeEventListener('load', onLoad);
    }
  }, []);

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-charcoal text-cream">
      <img
        src={assetUrl('/images/hero-1600.webp')}
        srcSet={`${assetUrl('/images/hero-800.webp')} 800w, ${assetUrl('/images/hero-1600.webp')} 1600w`}
        // NOTE: object-cover in a hero at least 36rem tall draws the 16:10 image at least 58rem wide, wider than a phone.
        sizes={HERO_IMAGE_SIZES}
        width={1600}
        height={1000}
        alt="A front porch styled with heirloom pumpkins, lanterns and autumn foliage at dusk"
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 h-full w-full object-cover object-[72%_center] sm:object-center"
      />
      {loadVideo && !videoFailed && (
        <video
          // NOTE: 4 px short of the image under it. Browsers report a newly painted element as the largest contentful paint when it
          // is larger by even a rounded pixel, and the loop starts seconds after the image painted (ADR 013).
          className={`absolute inset-x-0 top-0 -z-20 h-[calc(100%-4px)] w-full object-cover transition-opacity duration-1000 ${videoReady ? 'opacity-100' : 'opacity-0'}`}
          src={assetUrl('/media/hero-loop.webm')}
          autoPlay
          muted
          loop
          playsInline
          aria-hidden="true"
          onPlaying={() => setVideoReady(true)}
          onError={() => setVideoFailed(true)}
        />
      )}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-charcoal/90 via-charcoal/65 to-charcoal/20" aria-hidden="true" />
      <div className="container-page flex min-h-[36rem] flex-col justify-center py-20 sm:min-h-[40rem] lg:min-h-[44rem]">
        <p className="inline-flex w-fit items-center gap-2 rounded-full border border-gold/50 bg-charcoal/40 px-4 py-1.5 text-xs font-semibold tracking-[0.2em] text-gold uppercase">
          Luxury Fall Collections
        </p>
        <h1 id="hero-title" className="mt-6 max-w-3xl text-4xl leading-[1.05] font-medium text-cream sm:text-6xl lg:text-7xl">
          San Diego&apos;s Premier <em className="font-normal text-pumpkin">Pumpkin</em> Delivery Service
        </h1>
        <p className="mt-6 max-w-xl text-lg text-cream/85">
          Designer porch installations of heirloom pumpkins, gourds and seasonal botanicals, styled for the finest homes in{' '}
          {BUSINESS.heroCommunities.slice(0, -1).join(', ')} and {BUSINESS.heroCommunities.at(-1)}.
        </p>
        <HeroPriceLine />
        <div className="mt-9 flex flex-wrap gap-3">
          <Button size="lg" onClick={() => goToSection('packages')}>
            View Collections
          </Button>
          <Button size="lg" variant="outline" className="border-cream/40 text-cream hover:border-cream hover:bg-cream/10" onClick={() => goToSection('gallery')}>
            See Transformations
          </Button>
        </div>
        <ul className="mt-12 flex flex-wrap gap-x-6 gap-y-2 text-xs tracking-[0.18em] text-cream/75 uppercase" aria-label="Neighbourhoods we style">
          {BUSINESS.heroCommunities.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { CAPACITY_STORY } from '@sdp/shared/constants/business';
import { usePageMeta } from '../../../lib/seo.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { scrollToSection } from '../../../lib/scroll-to-section.ts';
import { bookingSentence } from '../../../lib/season-copy.ts';
import { useSeason } from '../../../lib/api/get-season.ts';
import { useLandingQuote } from '../logic/use-landing-quote.ts';
import type { LandingProjectType } from '../data/landing-content.ts';
import { LandingHero } from './landing-hero.tsx';
import { BenefitGrid, SocialProof, WhatsIncluded } from './proof-and-promise.tsx';
import { DiyCost, EffectGrid } from './diy-and-effect.tsx';
import { PackageChooser } from './package-chooser.tsx';
import { LandingQuoteForm } from './landing-quote-form.tsx';
import { CapacitySection } from './capacity-section.tsx';
import { FinalCta, LandingFaq, LandingTestimonials, NextSteps } from './landing-closing.tsx';

/** /landing (docs/product-spec.md §2): the lead-capture page, sections in the spec's order; the site footer closes it. */
export function LandingScreen() {
  usePageMeta('/landing');
  const { data: season } = useSeason();
  const quote = useLandingQuote();
  const spotsFullService = season?.spotsLeft['white-glove'] ?? CAPACITY_STORY.spotsFullService;
  const spotsDelivery = season?.spotsLeft['drop-off'] ?? CAPACITY_STORY.spotsDelivery;
  const deadline = season?.bookingDeadline ? formatCalendarDate(season.bookingDeadline, { month: 'long', day: 'numeric', year: 'numeric' }) : CAPACITY_STORY.bookingDeadline;
  const choosePackage = (projectType: LandingProjectType) => {
    quote.setProjectType(projectType);
    scrollToSection('contact-form');
  };

  return (
    <main>
      <LandingHero deadline={deadline} spotsFullService={spotsFullService} offSeason={season && season.state !== 'open' ? `${bookingSentence(season)} Ask for your quote now and we will hold your place.` : null} />
      <SocialProof />
      <WhatsIncluded />
      <BenefitGrid />
      <DiyCost />
      <EffectGrid />
      <PackageChooser chosen={quote.projectType} onChoose={choosePackage} />
      <LandingQuoteForm quote={quote} />
      <CapacitySection spotsFullService={spotsFullService} spotsDelivery={spotsDelivery} deadline={deadline} />
      <LandingTestimonials />
      <NextSteps />
      <LandingFaq />
      <FinalCta submitting={quote.submitting} onSubmitFor={quote.submitFor} />
    </main>
  );
}

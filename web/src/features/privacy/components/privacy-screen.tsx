import { PageHeader } from '../../../components/ui/page-header.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { POLICY_DATES, POLICY_SECTIONS } from '../data/policy-sections.tsx';

const PROSE =
  'mt-4 space-y-4 leading-relaxed text-ink [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:marker:text-pumpkin [&_strong]:text-charcoal ' +
  '[&_a]:font-medium [&_a]:text-ember [&_a]:underline [&_a]:underline-offset-2';

/** /privacy-policy (docs/product-spec.md §2). */
export function PrivacyScreen() {
  usePageMeta('/privacy-policy');
  return (
    <main>
      <PageHeader eyebrow="Legal" title="Privacy Policy" lede={`Effective ${POLICY_DATES.effective} · Last updated ${POLICY_DATES.updated}`} />
      <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Policy sections" className="lg:sticky lg:top-24 lg:self-start">
          <p className="font-sans text-xs font-semibold tracking-[0.2em] text-smoke uppercase">On this page</p>
          <ol className="mt-4 space-y-2 text-sm">
            {POLICY_SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink hover:text-ember">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {POLICY_SECTIONS.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-28 border-b border-charcoal/10 py-8 first:pt-0 last:border-0">
              <h2 id={`${section.id}-title`} className="text-2xl font-semibold">
                {section.title}
              </h2>
              <div className={PROSE}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}

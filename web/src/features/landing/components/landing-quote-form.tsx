import { Field, Textarea } from '../../../components/ui/field.tsx';
import { ContactFields, LEAD_CONTACT } from '../../../components/forms/contact-fields.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { illustrationSrcSet } from '../../../lib/illustration.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LANDING_PACKAGES } from '../data/landing-content.ts';
import type { LandingQuote } from '../logic/use-landing-quote.ts';

/** The quote form (id contact-form): contact details, the chosen package, and a free-quote request. */
export function LandingQuoteForm({ quote }: { quote: LandingQuote }) {
  const { form, projectType, setProjectType, submitFor, submitting } = quote;
  const { errors } = form.formState;
  return (
    <section id="contact-form" aria-labelledby="contact-form-title" className="scroll-mt-24 bg-parchment py-20 sm:py-24">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div>
          <p className="eyebrow">Free, no obligation</p>
          <h2 id="contact-form-title" className="mt-3 text-3xl font-medium sm:text-4xl lg:text-5xl">Get Your Free Quote</h2>
          <p className="mt-4 text-lg leading-relaxed text-smoke">
            Tell us a little about your home. A designer replies within 24 hours with ideas and a firm price.
          </p>
          <div className="mt-8 grid grid-cols-2 gap-3">
            {(['before', 'after'] as const).map((stage) => (
              <figure key={stage}>
                <img
                  src={assetUrl(`/images/landing/porch-${stage}.webp`)}
                  srcSet={illustrationSrcSet(`/images/landing/porch-${stage}.webp`)}
                  alt={stage === 'before' ? 'A bare craftsman porch before styling' : 'The same porch styled with heirloom pumpkins, mums and corn stalks'}
                  width={640}
                  height={480}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-xl object-cover shadow-card"
                />
                <figcaption className="mt-2 text-xs font-semibold tracking-[0.18em] text-smoke uppercase">{stage}</figcaption>
              </figure>
            ))}
          </div>
        </div>
        <form
          noValidate
          className="space-y-5 rounded-3xl bg-white p-6 shadow-card sm:p-8"
          onSubmit={(event) => {
            event.preventDefault();
            submitFor(projectType);
          }}
        >
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-charcoal">Package</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {LANDING_PACKAGES.map((pkg) => (
                <label
                  key={pkg.projectType}
                  className={cn(
                    'flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-semibold',
                    projectType === pkg.projectType ? 'border-ember bg-ember/5 text-charcoal ring-1 ring-ember' : 'border-charcoal/15 text-ink',
                  )}
                >
                  <input
                    type="radio"
                    name="landing-package"
                    value={pkg.projectType}
                    checked={projectType === pkg.projectType}
                    onChange={() => setProjectType(pkg.projectType)}
                    className="h-4.5 w-4.5 accent-ember"
                  />
                  {pkg.title}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-5 sm:grid-cols-2">
            <ContactFields form={form} names={LEAD_CONTACT} nameLabel="Name" phoneLabel="Phone (optional)" />
            <Field label="Anything we should know? (optional)" error={errors.message?.message} className="sm:col-span-2">
              {({ id, describedBy }) => <Textarea id={id} rows={3} placeholder="Porch size, style, HOA rules…" aria-describedby={describedBy} {...form.register('message')} />}
            </Field>
          </div>
          <Button type="submit" size="lg" className="w-full" disabled={submitting}>
            {submitting ? 'Sending...' : 'Get Your Quote ($0)'}
          </Button>
          <p className="text-center text-xs text-smoke">No spam, no pressure. We reply within 24 hours.</p>
        </form>
      </div>
    </section>
  );
}

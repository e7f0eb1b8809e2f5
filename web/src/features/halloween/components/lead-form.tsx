import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@tanstack/react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { BUSINESS } from '@sdp/shared/constants/business';
import { TOASTS, fill } from '@sdp/shared/constants/messages';
import { leadFormSchema, type LeadForm } from '@sdp/shared/schemas/lead';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { ContactFields, LEAD_CONTACT } from '../../../components/forms/contact-fields.tsx';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { track } from '../../../lib/analytics.ts';
import { createQuote } from '../../../lib/api/create-quote.ts';
import { HALLOWEEN_SERVICE_TYPES, leadQuoteRequest } from '../logic/halloween-lead.ts';

/** Halloween lead capture (docs/product-spec.md §3, §5): posted as a quote of type "Halloween lead"; the thanks leads on to /reserve. */
export function LeadForm() {
  const form = useForm<LeadForm>({ resolver: valibotResolver(leadFormSchema), defaultValues: { name: '', email: '', phone: '', serviceType: '', message: '' } });
  const [sent, setSent] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (lead) => {
    try {
      await createQuote(leadQuoteRequest(lead));
      // NOTE: valued like the landing page's non-Full-Service quote (docs/product-spec.md §9: 400), since the lead has not chosen a package yet.
      track.conversion('quote_submission', 400);
      setSent(true);
    } catch (error) {
      console.error('halloween: lead failed', error);
      toast({ title: TOASTS.landingQuoteFailed.title, description: fill(TOASTS.landingQuoteFailed.description, { phone: BUSINESS.phoneDisplay }), variant: 'destructive' });
    }
  });

  if (sent) {
    return (
      <div role="status" className="text-center">
        <p className="font-display text-3xl text-charcoal">You’re on the list!</p>
        <p className="mt-3 text-smoke">A designer will reach out within 24 hours. Want to lock in your week now?</p>
        <Link to="/reserve" className={buttonClass('primary', 'lg', 'mt-6')}>
          Reserve Your Porch
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields form={form} names={LEAD_CONTACT} nameLabel="Name" phoneLabel="Phone (optional)" nameClassName="" />
        <FormSelect
          control={form.control}
          name="serviceType"
          label="I’m interested in"
          error={errors.serviceType?.message}
          options={HALLOWEEN_SERVICE_TYPES.map((value) => ({ value, label: value }))}
          placeholder="Choose a service"
        />
        <Field label="Message (optional)" error={errors.message?.message} className="sm:col-span-2">
          {({ id, describedBy }) => <Textarea id={id} rows={3} placeholder="Elegant, spooky, kid-friendly…" aria-describedby={describedBy} {...form.register('message')} />}
        </Field>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Book My Free Design Call'}
      </Button>
    </form>
  );
}

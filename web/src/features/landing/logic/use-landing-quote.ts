import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@tanstack/react-router';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { BUSINESS } from '@sdp/shared/constants/business';
import { TOASTS, fill } from '@sdp/shared/constants/messages';
import { landingQuoteDescription, landingQuoteFormSchema, type LandingQuoteForm } from '@sdp/shared/schemas/quote';
import { toast } from '../../../components/ui/toast-store.ts';
import { track } from '../../../lib/analytics.ts';
import { saveSubmittedQuote, submittedQuoteRecord } from '../../../lib/submitted-quote.ts';
import { useCreateQuote } from '../../../lib/api/create-quote.ts';
import type { LandingProjectType } from '../data/landing-content.ts';

/** Conversion value of a landing quote (docs/product-spec.md §9): Full Service 1500, otherwise 400. */
export const landingConversionValue = (projectType: string) => (projectType === 'Full Service' ? 1500 : 400);

/**
 * Landing quote submission (docs/product-spec.md §4): idle -> submitting (every submit button disabled) -> session record, conversion event and
 * /quote-thank-you; a failure re-enables the form with the destructive "Something went wrong" toast.
 */
export function useLandingQuote() {
  const form = useForm<LandingQuoteForm>({ resolver: valibotResolver(landingQuoteFormSchema), defaultValues: { name: '', email: '', phone: '', message: '' } });
  const [projectType, setProjectType] = useState<LandingProjectType>('Full Service');
  const [submitting, setSubmitting] = useState(false);
  const createQuote = useCreateQuote();
  const navigate = useNavigate();

  const send = async (values: LandingQuoteForm, chosen: LandingProjectType) => {
    setSubmitting(true);
    const fields = { customerName: values.name.trim(), customerEmail: values.email.trim(), customerPhone: values.phone?.trim() ?? '', projectType: chosen };
    try {
      const { id } = await createQuote.mutateAsync({ ...fields, projectDescription: landingQuoteDescription(chosen, values.message) });
      saveSubmittedQuote(submittedQuoteRecord(fields, id));
      track.conversion('quote_submission', landingConversionValue(chosen));
      await navigate({ to: '/quote-thank-you' });
    } catch (error) {
      console.error('landing: quote request failed', error);
      toast({ title: TOASTS.landingQuoteFailed.title, description: fill(TOASTS.landingQuoteFailed.description, { phone: BUSINESS.phoneDisplay }), variant: 'destructive' });
      setSubmitting(false);
    }
  };

  /** Submit the form for a package (the form's own button, or a final call-to-action button). */
  const submitFor = (chosen: LandingProjectType) => {
    setProjectType(chosen);
    void form.handleSubmit((values) => send(values, chosen))();
  };

  return { form, projectType, setProjectType, submitFor, submitting };
}
export type LandingQuote = ReturnType<typeof useLandingQuote>;

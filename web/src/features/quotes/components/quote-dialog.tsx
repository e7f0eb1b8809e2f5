import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { PROJECT_TYPES, PROJECT_TYPE_LABELS, quoteDialogFormSchema, type QuoteDialogForm } from '@sdp/shared/schemas/quote';
import { TIMINGS } from '@sdp/shared/constants/business';
import { TOASTS } from '@sdp/shared/constants/messages';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { ContactFields, CUSTOMER_CONTACT } from '../../../components/forms/contact-fields.tsx';
import { TextConsentField } from '../../../components/forms/text-consent-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { track } from '../../../lib/analytics.ts';
import { saveSubmittedQuote, submittedQuoteRecord } from '../../../lib/submitted-quote.ts';
import { useCreateQuote } from '../../../lib/api/create-quote.ts';

const EMPTY = { customerName: '', customerEmail: '', customerPhone: '', projectDescription: '', textConsent: false } as Partial<QuoteDialogForm>;
const PROJECT_OPTIONS = PROJECT_TYPES.map((value) => ({ value, label: PROJECT_TYPE_LABELS[value] }));

/** "Request Custom Quote" dialog (docs/product-spec.md §2, §4, §5); on success the thank-you page takes over. */
export default function QuoteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useForm<QuoteDialogForm>({ resolver: valibotResolver(quoteDialogFormSchema), defaultValues: EMPTY, mode: 'onTouched' });
  const createQuote = useCreateQuote();
  const navigate = useNavigate();
  const { errors } = form.formState;

  const submit = async (values: QuoteDialogForm) => {
    try {
      const fields = {
        customerName: values.customerName.trim(),
        customerEmail: values.customerEmail.trim(),
        customerPhone: values.customerPhone.trim(),
        projectType: values.projectType,
        projectDescription: values.projectDescription.trim(),
        textConsent: values.textConsent === true,
      };
      const { id } = await createQuote.mutateAsync(fields);
      onOpenChange(false);
      form.reset(EMPTY);
      saveSubmittedQuote(submittedQuoteRecord(fields, id));
      track.conversion('quote_submission', 1);
      setTimeout(() => void navigate({ to: '/quote-thank-you' }), TIMINGS.quoteRedirectDelayMs);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : undefined;
      toast({ title: TOASTS.quoteErrorTitle, description: message || TOASTS.quoteFailed, variant: 'destructive' });
    }
  };

  const busy = createQuote.isPending || form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Request Custom Quote" description="Tell us about your project. We reply within 24 hours.">
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactFields form={form} names={CUSTOMER_CONTACT} />
        </div>
        <FormSelect control={form.control} name="projectType" label="Project type" error={errors.projectType?.message} options={PROJECT_OPTIONS} placeholder="Select a project type" />
        <Field label="Project description" error={errors.projectDescription?.message}>
          {({ id, describedBy, invalid }) => (
            <Textarea id={id} rows={4} placeholder="Location, size, timing and the look you have in mind" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('projectDescription')} />
          )}
        </Field>
        <TextConsentField field={form.register('textConsent')} />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Quote Request'}
        </Button>
      </form>
    </Dialog>
  );
}

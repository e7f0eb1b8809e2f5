import { valibotResolver } from '@hookform/resolvers/valibot';
import { PROJECT_TYPES, PROJECT_TYPE_LABELS, quoteDialogFormSchema } from '@sdp/shared/schemas/quote';
import type { Lead } from '@sdp/shared/wire-leads';
import { pacificWallTime } from '@sdp/shared/pacific-time';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { ContactFields, CUSTOMER_CONTACT } from '../../../components/forms/contact-fields.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field, Textarea } from '../../../components/ui/field.tsx';
import { FormSelect } from '../../../components/ui/form-select.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatPhone } from '../../../lib/format-phone.ts';
import { useLeadQuote } from '../api/leads.ts';

// NOTE: the quote request's own form (shared schema) without the text-consent box: only the caller may agree to texts (§22).
const leadQuoteFormSchema = v.omit(quoteDialogFormSchema, ['textConsent']);
type LeadQuoteForm = v.InferInput<typeof leadQuoteFormSchema>;
const PROJECT_OPTIONS = PROJECT_TYPES.map((value) => ({ value, label: PROJECT_TYPE_LABELS[value] }));

/** What the caller told us so far, as the quote's first lines. */
const prefilledDescription = (lead: Lead) =>
  [`Missed call ${pacificWallTime(lead.at)} PT.`, ...lead.replies.map((r) => `Texted: "${r.body}"`)].join('\n');

/** "Turn into a quote": the custom quote request, prefilled from the lead; it lands on the Pipeline like any other. */
export function LeadQuoteDialog({ lead, onClose }: { lead: Lead; onClose: () => void }) {
  const form = useForm<LeadQuoteForm>({
    resolver: valibotResolver(leadQuoteFormSchema),
    defaultValues: { customerName: '', customerEmail: '', customerPhone: formatPhone(lead.phone), projectDescription: prefilledDescription(lead) },
    mode: 'onTouched',
  });
  const quote = useLeadQuote();
  const { errors } = form.formState;
  const submit = async (values: LeadQuoteForm) => {
    await quote.mutateAsync({ id: lead.id, quote: { ...values, projectType: values.projectType ?? '' } }).then(onClose, () => undefined);
  };
  return (
    <Dialog open onOpenChange={(open) => { if (!open) onClose(); }} title="Turn into a quote" description={`The quote request for ${formatPhone(lead.phone)}: it goes to the Pipeline, and the caller gets the usual confirmation e-mail.`}>
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit(submit)}>
        <div className="grid gap-4 sm:grid-cols-2">
          <ContactFields form={form} names={CUSTOMER_CONTACT} />
        </div>
        <FormSelect control={form.control} name="projectType" label="Project type" error={errors.projectType?.message} options={PROJECT_OPTIONS} placeholder="Select a project type" />
        <Field label="Project description" error={errors.projectDescription?.message}>
          {({ id, describedBy, invalid }) => <Textarea id={id} rows={4} aria-describedby={describedBy} aria-invalid={invalid} {...form.register('projectDescription')} />}
        </Field>
        {quote.isError && <p role="alert" className="text-sm text-danger">{quote.error instanceof ApiError ? quote.error.serverMessage : 'The quote could not be made. Please try again.'}</p>}
        <Button type="submit" size="lg" className="w-full" disabled={quote.isPending}>{quote.isPending ? 'Making the quote...' : 'Make the quote request'}</Button>
      </form>
    </Dialog>
  );
}

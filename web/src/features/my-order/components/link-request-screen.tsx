import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { myOrderLinkSchema, type MyOrderLinkRequest } from '@sdp/shared/schemas/my-order';
import { PhoneLink } from '../../../components/layout/contact-links.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, InputField } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { useDocumentMeta, useNoIndex } from '../../../lib/seo.ts';
import { useRequestMyOrderLink } from '../api/request-link.ts';

type LinkRequest = v.InferInput<typeof myOrderLinkSchema>;

const LINK_DOES = [
  'See your delivery week, what you paid and what is due',
  'Move to another week while spots are open',
  'Update your phone number and instructions for the crew',
  'Pay your balance, or cancel under our booking terms',
];

/**
 * /my-order: "e-mail me my link" (docs/design.md §12). The answer is the same whether or not an order matches, so the form
 * reveals nothing; the link goes only to the address the order was booked with.
 */
export function LinkRequestScreen() {
  useDocumentMeta('Manage your order | SD Pumpkin', 'Get a secure link to your SD Pumpkin order by e-mail.');
  useNoIndex();
  const request = useRequestMyOrderLink();
  const form = useForm<LinkRequest, unknown, MyOrderLinkRequest>({ resolver: valibotResolver(myOrderLinkSchema), defaultValues: { email: '', orderNumber: '' }, mode: 'onTouched' });
  const { errors } = form.formState;
  return (
    <main>
      <PageHeader
        eyebrow="Manage your order"
        title="Your order, one link away"
        lede="Change your delivery week, update your phone or instructions, pay your balance or cancel, from a secure link we e-mail you."
      />
      <div className="container-page grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-2">
        <section aria-labelledby="link-heading" className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
          {request.isSuccess ? (
            <div role="status">
              <h2 id="link-heading" className="text-2xl font-semibold">Check your inbox</h2>
              <p className="mt-3 leading-relaxed text-ink">{request.data.message} If nothing arrives, please check your spam folder.</p>
              <Button variant="outline" className="mt-6" onClick={() => (request.reset(), form.reset())}>
                Try another order
              </Button>
            </div>
          ) : (
            <form
              noValidate
              className="space-y-5"
              onSubmit={form.handleSubmit((values) => request.mutate(values))}
            >
              <div>
                <h2 id="link-heading" className="text-2xl font-semibold">Send me my order link</h2>
                <p className="mt-1 text-sm text-smoke">Use the e-mail you booked with and the order number from your confirmation (8 characters, like #3F9A1C2B).</p>
              </div>
              <InputField label="E-mail" error={errors.email?.message} type="email" autoComplete="email" {...form.register('email')} />
              <Field label="Order number" error={errors.orderNumber?.message}>
                {({ id, describedBy, invalid }) => (
                  <Input id={id} autoCapitalize="characters" autoComplete="off" spellCheck={false} className="font-mono uppercase" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('orderNumber')} />
                )}
              </Field>
              {request.isError && (
                <p role="alert" className="text-sm text-danger">
                  {actionError(request.error)}
                </p>
              )}
              <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
                {request.isPending ? 'Sending...' : 'E-mail me my link'}
              </Button>
            </form>
          )}
        </section>
        <aside aria-labelledby="link-help" className="lg:pt-8">
          <h2 id="link-help" className="text-2xl font-semibold">With your link you can</h2>
          <ul className="mt-4 space-y-3 text-ink">
            {LINK_DOES.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-pumpkin" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm leading-relaxed text-smoke">
            Your order number is in your confirmation e-mail and on the confirmation page. Cannot find it? Call{' '}
            <PhoneLink section="my-order-link" className="font-semibold text-ember hover:underline" /> and we will help.
          </p>
        </aside>
      </div>
    </main>
  );
}

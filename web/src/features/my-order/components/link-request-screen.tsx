import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { myOrderLinkSchema, type MyOrderLinkRequest } from '@sdp/shared/schemas/my-order';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { actionError } from '../../../components/ui/confirm-dialog.tsx';
import { useDocumentMeta, useNoIndex } from '../../../lib/seo.ts';
import { useRequestMyOrderLink } from '../api/request-link.ts';

type LinkRequest = v.InferInput<typeof myOrderLinkSchema>;

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
      <div className="container-page max-w-xl py-10 sm:py-14">
        <section aria-labelledby="link-heading" className="rounded-2xl bg-white p-5 shadow-card sm:p-8">
          {request.isSuccess ? (
            <div role="status">
              <h2 id="link-heading" className="text-2xl font-semibold">Check your inbox</h2>
              <p className="mt-3 leading-relaxed text-ink">
                If that order number matches an order booked with that e-mail address, we have sent it a link to your order. It arrives within a few
                minutes; please check your spam folder too.
              </p>
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
                <h2 id="link-heading" className="text-2xl font-semibold">E-mail me my link</h2>
                <p className="mt-1 text-sm text-smoke">Use the e-mail you booked with and the order number from your confirmation (8 characters, like #3F9A1C2B).</p>
              </div>
              <Field label="E-mail" error={errors.email?.message}>
                {({ id, describedBy, invalid }) => <Input id={id} type="email" autoComplete="email" aria-describedby={describedBy} aria-invalid={invalid} {...form.register('email')} />}
              </Field>
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
      </div>
    </main>
  );
}

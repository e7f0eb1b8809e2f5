import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { waitlistSchema, type WaitlistForm as WaitlistValues } from '@sdp/shared/schemas/waitlist';
import { Button } from './ui/button.tsx';
import { InputField } from './ui/field.tsx';
import { ApiError } from '../lib/api-fetch.ts';
import { useJoinWaitlist } from '../lib/api/join-waitlist.ts';

/**
 * The waitlist (docs/design.md §13): name and e-mail, plus the zip the visitor already gave when it is one we do not serve yet.
 * Offered off season where dates would be, and to unserved zips. The answer is the same for a new or a listed address.
 */
export function WaitlistForm({ zipCode, heading = 'Join the waitlist' }: { zipCode?: string | undefined; heading?: string }) {
  const form = useForm<WaitlistValues>({
    resolver: valibotResolver(waitlistSchema),
    defaultValues: { name: '', email: '', zipCode: zipCode && /^\d{5}$/.test(zipCode) ? zipCode : '' },
    mode: 'onTouched',
  });
  const join = useJoinWaitlist();
  const { errors } = form.formState;
  const submit = async (values: WaitlistValues) => {
    await join.mutateAsync({ name: values.name.trim(), email: values.email.trim(), zipCode: (values.zipCode ?? '').trim() }).catch(() => undefined);
  };
  const send = form.handleSubmit(submit);

  if (join.isSuccess) {
    return (
      <p role="status" className="rounded-xl bg-parchment px-4 py-3 text-sm text-charcoal">
        <span className="font-semibold">You are on the list.</span> We will e-mail you once, when booking opens. Every e-mail has a link to leave the list.
      </p>
    );
  }
  const failure = join.error instanceof ApiError ? join.error.serverMessage : join.error ? 'We could not add you just now. Please try again.' : null;
  return (
    // NOTE: not a <form>: it sits inside the reservation form and the zip dialogs' results, and forms cannot nest. Enter submits.
    <div
      role="form"
      aria-label={heading}
      className="grid gap-3 text-ink sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          void send();
        }
      }}
    >
      <InputField label="Name" error={errors.name?.message} autoComplete="name" {...form.register('name')} />
      <InputField label="E-mail" error={errors.email?.message} type="email" autoComplete="email" {...form.register('email')} />
      <Button type="button" className="sm:mt-7" disabled={join.isPending} onClick={() => void send()}>
        {join.isPending ? 'Joining...' : heading}
      </Button>
      {failure && <p role="alert" className="text-sm text-danger sm:col-span-3">{failure}</p>}
    </div>
  );
}

import { useForm } from 'react-hook-form';
import { greet } from '@sdp/shared/names/greeting-name';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { reviewNoteSchema, type ReviewNoteInput, type ReviewNotePage } from '@sdp/shared/review-notes';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Field, InputField, Textarea } from '../../../components/ui/field.tsx';
import { EmailedLinkPage } from '../../../components/ui/emailed-link-page.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { useLeaveNote, useReviewNotePage } from '../api/review-note.ts';

/**
 * /review/:token (docs/design.md §21, ADR 124): the private note offered in the review request. The Google link comes first and
 * is the same for everyone; the note is ours to read, shared on the site only if the box is ticked.
 */
export function ReviewNoteScreen({ token }: { token: string }) {
  useDocumentMeta('Your note | SD Pumpkin', 'Tell SD Pumpkin how your porch looks.');
  const page = useReviewNotePage(token);
  const message = page.error instanceof ApiError ? page.error.serverMessage : page.error ? 'Something went wrong. Please try again.' : null;
  return (
    <EmailedLinkPage eyebrow="Your porch" layout="form" checking={page.isPending} refusal={message}>
      {page.data && <NoteForm token={token} page={page.data} />}
    </EmailedLinkPage>
  );
}

function NoteForm({ token, page }: { token: string; page: ReviewNotePage }) {
  const leave = useLeaveNote(token);
  const form = useForm<ReviewNoteInput>({
    resolver: valibotResolver(reviewNoteSchema),
    defaultValues: page.note ?? { note: '', displayName: page.suggestedName, sharePermission: false },
    mode: 'onTouched',
  });
  const failure = leave.error instanceof ApiError ? leave.error.serverMessage : leave.error ? 'Your note could not be sent. Please try again.' : null;
  const errors = form.formState.errors;
  return (
    <>
      <h1 className="mt-2 text-3xl font-semibold text-charcoal">{greet('How does it look', page.firstName)}?</h1>
      <p className="mt-3 text-ink">Thank you for choosing our {page.packageName} porch.</p>
      {page.googleReviewUrl && (
        <div className="mt-6 rounded-xl bg-cream/60 p-5">
          <p className="text-ink">A review on Google, whatever it says, helps San Diego families find us.</p>
          <a href={page.googleReviewUrl} target="_blank" rel="noopener" className={buttonClass('primary', 'md', 'mt-4')}>
            Review us on Google<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      )}
      <h2 className="mt-8 text-xl font-semibold text-charcoal">Or send us a private note</h2>
      <p className="mt-2 text-sm text-smoke">Only our team reads it. We share your words on our site only if you tick the box below.</p>
      {leave.isSuccess ? (
        <p role="status" className="mt-5 rounded-xl border border-gold/30 bg-cream/60 p-4 text-ink">
          Thank you. Your note is with us{form.getValues('sharePermission') ? ', and you said we may share it' : ''}. You can change it here any time.
        </p>
      ) : null}
      <form noValidate className="mt-5 space-y-5" onSubmit={form.handleSubmit((values) => leave.mutate(values))}>
        <Field label="Your note" error={errors.note?.message}>
          {({ id, describedBy, invalid }) => <Textarea id={id} rows={6} aria-describedby={describedBy} aria-invalid={invalid} {...form.register('note')} />}
        </Field>
        <InputField label="How we may name you" hint="For example: Ana R., La Jolla" error={errors.displayName?.message} {...form.register('displayName')} />
        <label className="flex cursor-pointer items-start gap-3 text-sm text-charcoal">
          <input type="checkbox" className="mt-0.5 h-5 w-5 shrink-0 accent-ember" {...form.register('sharePermission')} />
          <span>You may share my words with this name on the SD Pumpkin website.</span>
        </label>
        {failure && <p role="alert" className="text-sm text-danger">{failure}</p>}
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={leave.isPending}>
          {leave.isPending ? 'Sending...' : page.note || leave.isSuccess ? 'Update my note' : 'Send my note'}
        </Button>
      </form>
    </>
  );
}

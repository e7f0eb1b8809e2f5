import { TOASTS } from '@sdp/shared/constants/messages';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useResendEmail } from '../api/resend-email.ts';

/** Queue the e-mail again; "Email Sent" once the server accepted it, "Email Failed" otherwise (docs/product-spec.md §8). */
export function ResendEmailButton({
  type,
  id,
  label,
  customerName,
}: {
  type: 'order' | 'quote';
  id: string;
  label: string;
  customerName: string;
}) {
  const resend = useResendEmail();
  const send = () =>
    resend.mutate(
      { type, id },
      {
        onSuccess: () =>
          toast({ title: TOASTS.emailSent, description: `The e-mail to ${customerName} is on its way.`, variant: 'success' }),
        onError: toastFailure(TOASTS.emailFailed, 'Please try again in a moment.'),
      },
    );
  return (
    <Button variant="outline" size="sm" onClick={send} disabled={resend.isPending} className="whitespace-nowrap">
      {resend.isPending ? 'Sending...' : label}
    </Button>
  );
}

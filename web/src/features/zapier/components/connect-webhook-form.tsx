import { useId, useState, type FormEvent } from 'react';
import { TOASTS } from '@sdp/shared/constants/messages';
import type { ZapierEvent } from '@sdp/shared/constants/business';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { toastFailure } from '../../../lib/failure-toast.ts';
import { useConnectWebhook } from '../api/subscriptions.ts';
import { EVENT_LABELS, EVENT_OPTIONS } from '../logic/event-labels.ts';

/** Paste a Zapier "Catch Hook" URL and connect it (docs/product-spec.md §5, §8 messages). */
export function ConnectWebhookForm() {
  const urlId = useId();
  const eventId = useId();
  const [url, setUrl] = useState('');
  const [event, setEvent] = useState<ZapierEvent>('quote.created');
  const connect = useConnectWebhook();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const targetUrl = url.trim();
    if (!targetUrl) {
      toast({ ...TOASTS.webhookUrlRequired, variant: 'destructive' });
      return;
    }
    connect.mutate(
      { targetUrl, event },
      {
        onSuccess: () => {
          setUrl('');
          toast({
            title: TOASTS.webhookConnected,
            description: `Zapier will receive every ${EVENT_LABELS[event].toLowerCase()}.`,
            variant: 'success',
          });
        },
        onError: toastFailure(TOASTS.webhookFailed, 'Please check the URL and try again.'),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-3 md:grid-cols-[minmax(0,1fr)_13rem_auto] md:items-end">
      <div>
        <label htmlFor={urlId} className="mb-1 block text-sm font-medium text-charcoal">
          Zapier webhook URL
        </label>
        <Input
          id={urlId}
          type="url"
          inputMode="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://hooks.zapier.com/hooks/catch/…"
          className="font-mono text-sm"
        />
      </div>
      <div>
        <label htmlFor={eventId} className="mb-1 block text-sm font-medium text-charcoal">
          Send when
        </label>
        <Select id={eventId} value={event} onValueChange={(value) => setEvent(value as ZapierEvent)} options={EVENT_OPTIONS} />
      </div>
      <Button type="submit" variant="primary" disabled={connect.isPending} className="h-[46px] max-md:w-full">
        {connect.isPending ? 'Connecting...' : 'Connect Webhook'}
      </Button>
    </form>
  );
}

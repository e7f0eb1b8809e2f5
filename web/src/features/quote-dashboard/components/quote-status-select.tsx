import { useId } from 'react';
import { TOASTS } from '@sdp/shared/constants/messages';
import { type CustomQuote } from '@sdp/shared/wire';
import { type QuoteStatus } from '@sdp/shared/constants/business';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useUpdateQuoteStatus } from '../api/update-quote-status.ts';
import { quoteStatus } from '../logic/quote-stats.ts';
import { QUOTE_STATUS_LABELS, QUOTE_STATUS_OPTIONS } from '../logic/status-labels.ts';
import { isUnauthorized } from '../../../lib/api-fetch.ts';

/** Staff may set any status from the dropdown (docs/product-spec.md §4); the outcome is a toast (docs/product-spec.md §8). */
export function QuoteStatusSelect({ quote }: { quote: CustomQuote }) {
  const id = useId();
  const update = useUpdateQuoteStatus();

  const change = (value: string) => {
    const status = value as QuoteStatus;
    if (status === quoteStatus(quote)) return;
    update.mutate(
      { id: quote.id, status },
      {
        onSuccess: () =>
          toast({
            title: TOASTS.statusUpdated,
            description: `${quote.customerName} is now ${QUOTE_STATUS_LABELS[status]}.`,
            variant: 'success',
          }),
        onError: (error) => {
          if (!isUnauthorized(error)) toast({ title: 'Error', description: TOASTS.statusUpdateFailed, variant: 'destructive' });
        },
      },
    );
  };

  return (
    <>
      <label htmlFor={id} className="sr-only">
        Status of {quote.customerName}&apos;s quote
      </label>
      <Select
        id={id}
        value={update.isPending ? update.variables.status : quoteStatus(quote)}
        onValueChange={change}
        options={QUOTE_STATUS_OPTIONS}
        className="h-9 w-36 py-1.5 text-sm"
      />
    </>
  );
}

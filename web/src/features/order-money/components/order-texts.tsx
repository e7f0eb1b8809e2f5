import { TextConversation } from '../../../components/texts/text-conversation.tsx';
import { useMarkTextsRead, useOrderTexts, useSendOrderText } from '../../../lib/api/order-texts.ts';

/** The order's conversation by text (docs/design.md §19): our texts on the right with their delivery status, the customer's on the left. */
export function OrderTexts({ orderId, className }: { orderId: string; className: string }) {
  const { data, isError } = useOrderTexts(orderId);
  const { mutate: markRead } = useMarkTextsRead(orderId);
  const send = useSendOrderText(orderId);
  return (
    <section className={className} aria-labelledby="texts-heading">
      <h3 id="texts-heading" className="mb-3 font-display text-lg font-semibold">Texts</h3>
      <TextConversation data={data} isError={isError} markRead={markRead} send={send} />
    </section>
  );
}

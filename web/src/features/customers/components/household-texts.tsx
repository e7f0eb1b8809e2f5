import { TextConversation } from '../../../components/texts/text-conversation.tsx';
import { useHouseholdTexts, useMarkHouseholdTextsRead, useSendHouseholdText } from '../../../lib/api/order-texts.ts';

/**
 * The household's texts on its record (ADR 175): every text of its numbers, on an order or on none (a renewal lead off season),
 * read when seen; staff answer the number that texted last.
 */
export function HouseholdTexts({ customerId, className }: { customerId: string; className: string }) {
  const { data, isError } = useHouseholdTexts(customerId);
  const { mutate: markRead } = useMarkHouseholdTextsRead(customerId);
  const send = useSendHouseholdText(customerId);
  return (
    <section className={className} aria-labelledby="texts-heading" id="texts">
      <h3 id="texts-heading" className="mb-3 font-display text-lg font-semibold">Texts</h3>
      <TextConversation data={data} isError={isError} markRead={markRead} send={send} replyTo={data?.replyTo ?? null} showNumbers
        empty="No texts from this household." />
    </section>
  );
}

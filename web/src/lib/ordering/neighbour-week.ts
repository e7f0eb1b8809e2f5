import { formatUsd, toCents } from '@sdp/shared/money';
import type { NeighbourWeeks } from '@sdp/shared/schemas/neighbour-weeks';

/** What the order forms know of neighbour weeks for the zip typed (display only: the server decides again, ADR 141). */
export interface NeighbourOffer {
  savingCents: number;
  weeks: ReadonlySet<string>;
}

/** The offer from the API's answer; none while the zip is incomplete or the answer has not come. */
export function neighbourOffer(answer: NeighbourWeeks | undefined): NeighbourOffer | null {
  const savingCents = answer ? toCents(answer.saving) : 0;
  return answer && savingCents > 0 && answer.weeks.length > 0 ? { savingCents, weeks: new Set(answer.weeks) } : null;
}

/** The saving the chosen week shows in the estimate: the season's amount on a neighbour week, else nothing. */
export const neighbourCentsFor = (offer: NeighbourOffer | null, week: string | undefined) =>
  offer && week && offer.weeks.has(week) ? offer.savingCents : 0;

/** The words a neighbour week carries in the week picker (docs/design.md §20). */
export const neighbourWeekWords = (offer: NeighbourOffer) => `Neighbour week: save ${formatUsd(offer.savingCents)}`;

/** A week option's label with the neighbour words added when the week is one (and still has room). */
export function withNeighbourWords<T extends { value: string; label: string; disabled?: boolean }>(option: T, offer: NeighbourOffer | null): T {
  return offer && !option.disabled && offer.weeks.has(option.value) ? { ...option, label: `${option.label} · ${neighbourWeekWords(offer)}` } : option;
}

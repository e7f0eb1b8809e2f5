/** "Delivered" on a run-sheet stop is the money flow's deliver action (docs/design.md §11); one mutation serves every screen. */
export { useDeliverOrder as useDeliverStop } from '../../../lib/api/order-actions.ts';

// Pick-up as crew work on the wire (docs/design.md §26, "Pick-up wire"; ADR 280, 281).

export const PICKUP_STATUSES = ['scheduled', 'picked_up'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/** The order's pick-up as the staff order view and /my-order carry it; null for an order without removal or not yet delivered. */
export interface OrderPickup {
  /** The San Diego day the crew comes for the pumpkins and decor. */
  date: string;
  status: PickupStatus;
  /** Pounds the crew took to farms, once picked up. */
  poundsDonated?: number;
}

/** What /my-order offers beside `pickup`: the season's pick-up days and the last day the choice can change (2 days before). */
export interface PickupChoice {
  dates: { date: string; open: boolean }[];
  /** The last San Diego day the customer may still change the day; null once picked up. */
  changeBy: string | null;
  canChange: boolean;
}

/** One household on the staff pick-up list (GET /api/admin/pickups). */
export interface PickupListEntry {
  orderId: string;
  orderNumber: string;
  customerName: string;
  address: string;
  city: string;
  zipCode: string;
  crew: number;
  date: string;
  status: PickupStatus;
  poundsDonated: number | null;
  pickedUpAt: string | null;
  /** The customer chose this day on /my-order (else it is the season's). */
  chosenByCustomer: boolean;
}

/** GET /api/admin/pickups: the season's pick-ups, those not yet picked up first, with the season's figures. */
export interface PickupList {
  pickupDates: string[];
  pickups: PickupListEntry[];
  notYetPickedUp: number;
  pickedUp: number;
  poundsDonated: number;
}

/** POST /api/admin/orders/:id/pickup/done: the stop closed; a second tap answers the first (`already`). */
export interface PickupDone {
  already: boolean;
  pickup: OrderPickup;
}

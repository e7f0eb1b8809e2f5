import type { OrderStatus, ServiceLevel } from './constants/business.ts';
import type { ResponsiveImage } from './wire.ts';
import type { PickupStatus } from './wire-pickups.ts';

/** One order on the schedule (GET /api/admin/schedule). */
export interface ScheduledOrder {
  orderId: string;
  customerName: string;
  city: string;
  zipCode: string;
  packageName: string;
  serviceType: ServiceLevel;
  status: OrderStatus;
  crew: number | null;
  crewDay: string | null;
}

/** A delivery week: booked orders against the week's capacity per service level, and the crew days staff fill. */
export interface ScheduleWeek {
  deliveryDate: string;
  days: string[];
  levels: { serviceLevel: ServiceLevel; capacity: number; booked: number; held: number }[];
  orders: ScheduledOrder[];
}

/** A pick-up day of the season (docs/design.md §26): each household's pick-up with its crew (the crew that set the porch up). */
export interface SchedulePickupDay {
  date: string;
  stops: { orderId: string; customerName: string; city: string; zipCode: string; crew: number; status: PickupStatus }[];
}

/** GET /api/admin/schedule. */
export interface Schedule {
  crews: number;
  homesPerCrewDay: number;
  weeks: ScheduleWeek[];
  /** The season's pick-up days that have pick-ups, earliest first. */
  pickupDays: SchedulePickupDay[];
}

/** One stop of a run sheet (docs/design.md §12a), plus its centroid and what it takes off the truck (or, for a pick-up, back on). */
export interface RunSheetStop {
  /** A delivery sets the porch up; a pick-up (docs/design.md §26) clears it and loads everything back. */
  kind: 'delivery' | 'pickup';
  orderId: string;
  /** The household record the porch notes live on (docs/design.md §18): the run sheet writes them there (ADR 146). */
  customerId: string;
  customerName: string;
  customerPhone: string;
  address: string;
  city: string;
  zipCode: string;
  packageName: string;
  serviceType: ServiceLevel;
  addOns: { name: string; quantity: number }[];
  photoPermission: boolean;
  specialInstructions: string;
  /** What staff keep on the household's record for the crew (docs/design.md §18): gate codes, pets, last year's layout. */
  porchNotes: string;
  status: OrderStatus;
  latitude: number | null;
  longitude: number | null;
  load: { item: string; quantity: number }[];
  /** The drive here from the stop before (or the base), by road or straight-line estimate (docs/design.md §20); null without a centroid. */
  drive: { minutes: number; miles: number } | null;
  /** The window the crew expects to pull up in, San Diego "HH:MM" (ADR 126); null without a centroid. */
  arrival: { from: string; to: string } | null;
  /** "On my way" told the customer today (docs/design.md §20, ADR 133): when, how, and the window it gave; null before the tap. */
  onMyWay: { sentAt: string; channel: 'text' | 'email'; window: { from: string; to: string } } | null;
  /** The crew's after photos of this porch (docs/design.md §20, ADR 134), oldest first. */
  photos: AfterPhoto[];
  /** A pick-up stop's state: done once the porch-cleared photo and the pounds donated are in. Null on a delivery stop. */
  pickup: { status: PickupStatus; poundsDonated: number | null; pickedUpAt: string | null } | null;
}

/** One after photo: its renditions (no EXIF, no GPS), and whether it was made a gallery pair (ADR 135). */
export interface AfterPhoto {
  /** `porch_cleared`: taken at a pick-up, of the emptied porch (docs/design.md §26). */
  kind: 'after' | 'porch_cleared';
  id: string;
  image: ResponsiveImage;
  inGallery: boolean;
  takenAt: string;
}

/** POST /api/admin/orders/:id/on-my-way: what went (or went with the first tap: `already`), and the window the server worked out. */
export interface OnMyWayResult {
  already: boolean;
  channel: 'text' | 'email';
  /** Why it was e-mailed rather than texted (no consent, STOP, quiet hours, texts off); null for a text. */
  reason: string | null;
  window: { from: string; to: string };
  sentAt: string;
}

/** GET /api/admin/run-sheet?date=&crew= (docs/design.md §12a). */
export interface RunSheet {
  date: string;
  crew: number;
  stops: RunSheetStop[];
  pickList: { item: string; quantity: number }[];
  /** What the pick-up stops bring back on the truck, item by item (the load-back list, docs/design.md §26). */
  loadBack: { item: string; quantity: number }[];
  base: { zipCode: string; latitude: number; longitude: number };
  route: {
    miles: number;
    entryMiles: number;
    method: string;
    /** Drive times from the road router, or straight lines when none is set or it failed (ADR 125). */
    source: 'roads' | 'straight-lines';
    /** The whole round trip's drive, and the same stops' in the order they were entered. */
    driveMinutes: number;
    entryDriveMinutes: number;
    /** The drive from the last stop back to the base. */
    returnMinutes: number;
    /** When the truck leaves the base, San Diego "HH:MM". */
    startTime: string;
  };
}

/** GET /api/admin/crew-feeds (staff, ADR 127): each crew's calendar address, secret included; only staff ever see it. */
export interface CrewFeeds {
  feeds: { crew: number; url: string; issuedAt: string }[];
}

/** GET /api/admin/crew-day-times (ADR 126). */
export interface CrewDayTimesView {
  startTime: string;
  dropOffMinutes: number;
  whiteGloveMinutes: number;
}

/** POST /api/admin/crew-days/move (docs/design.md §26): the move's id (for undo), the orders moved, and how many customers are told. */
export interface CrewDayMoved { id: string; from: string; to: string; crew: number | null; moved: string[]; notified: number; undoUntil: string }
/** POST /api/admin/crew-days/move/:id/undo: the orders put back on their original day, and how many customers are told. */
export interface CrewDayMoveUndone { id: string; restored: string[]; notified: number }

import type { OrderStatus, ServiceLevel } from './constants/business.ts';

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

/** GET /api/admin/schedule. */
export interface Schedule {
  crews: number;
  homesPerCrewDay: number;
  weeks: ScheduleWeek[];
}

/** One stop of a run sheet (docs/design.md §12a), plus its centroid and what it takes off the truck. */
export interface RunSheetStop {
  orderId: string;
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
}

/** GET /api/admin/run-sheet?date=&crew= (docs/design.md §12a). */
export interface RunSheet {
  date: string;
  crew: number;
  stops: RunSheetStop[];
  pickList: { item: string; quantity: number }[];
  base: { zipCode: string; latitude: number; longitude: number };
  route: { miles: number; entryMiles: number; method: string };
}

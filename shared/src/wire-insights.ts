import type { ServiceLevel } from './constants/business.ts';

// The owner's numbers on the wire (docs/design.md §21): GET /api/admin/insights?year=. A season is the year of the delivery date;
// revenue is booked revenue (§16: totals of live orders), a decimal string; a booking is a live order on the day its deposit was paid.

/** A figure of this season beside last season's. */
export interface SideBySide { key: string; thisYear: string; lastYear: string }

/** A delivery year's rates; null where there is nothing to divide by. */
export interface SeasonRates {
  orders: number;
  revenue: string;
  averageOrder: string | null;
  /** Renewal offers accepted, their order still standing, of those made for the season (0-1). */
  renewalRate: number | null;
  /** Orders with any refund of those whose deposit was ever paid (0-1). */
  refundRate: number | null;
}

export interface Insights {
  year: number;
  lastYear: number;
  /** The seasons there are to pick, newest first: those configured and those with orders (the season picker offers only these). */
  seasons: number[];
  /** Per ISO week of the booking; `label` is that week's Monday this year ("Aug 3"). */
  bookingsByWeek: { week: number; label: string; thisYear: number; lastYear: number }[];
  /** Per San Diego day this year; `lastYear` counts the same weekday a year before (364 days). */
  bookingsByDay: { date: string; thisYear: number; lastYear: number }[];
  /** This season's delivery weeks: spots taken (held renewal weeks included) of capacity, per service level. */
  capacity: { date: string; level: ServiceLevel; capacity: number; booked: number }[];
  revenueByCommunity: SideBySide[];
  revenueByZip: SideBySide[];
  revenueByPackage: SideBySide[];
  revenueBySeason: { year: number; revenue: string; orders: number }[];
  rates: { thisYear: SeasonRates; lastYear: SeasonRates };
  /**
   * Visits -> orders started -> deposits paid, by landing page and by source: a visit that paid a deposit counts for the season the
   * deposit booked, whenever it came; the others over the season's calendar year (San Diego days [from, to)). Staff screens never count.
   */
  funnel: { from: string; to: string; byPage: FunnelStep[]; bySource: FunnelStep[] };
  /** Pick-ups (docs/design.md §26): pounds of pumpkins the crews took to farms, and porches cleared, this season and last. */
  pickups: { thisYear: { poundsDonated: number; pickedUp: number }; lastYear: { poundsDonated: number; pickedUp: number } };
}

/** Visitor-days (one browser on one day, no cookie) that landed on a page or came from a source, started an order, paid a deposit. */
export interface FunnelStep { key: string; visits: number; started: number; paid: number }

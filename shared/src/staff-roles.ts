/**
 * Who sees what among staff (ADR 181): the one place that says which screens each role is offered and whether it sees the business's
 * money. The API omits money figures by `maySeeMoney`; the staff bar and the staff menu on a phone are `staffScreens(role)`.
 */
export type StaffRole = 'staff' | 'admin';

/** The owner's role; `staff` is the crew (and anyone else who works orders and quotes). */
const isOwner = (role: StaffRole | undefined): boolean => role === 'admin';

/**
 * The business's money figures are the owner's (the admin role): revenue of any kind, averages, refund rates, what was collected
 * summed over orders or over a household, renewed revenue, the bookkeeping CSV. An order's own price, deposit and balance are not
 * figures: the crew works the order with them (Delivered, Charge balance, what is still owed at the porch).
 */
export const maySeeMoney = (role: StaffRole | undefined): boolean => isOwner(role);

export interface StaffScreen {
  to: '/dashboard' | '/leads' | '/pipeline' | '/admin' | '/customers' | '/renewals' | '/insights' | '/crew' | '/run-sheet' | '/catalog' | '/zapier';
  label: string;
  /** Only the owner's: the whole screen is money or the business's settings, and its API answers 403 to the crew. */
  ownerOnly: boolean;
}

/** Every staff screen in the staff bar's order. */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  { to: '/dashboard', label: 'Quotes', ownerOnly: false },
  { to: '/leads', label: 'Leads', ownerOnly: false },
  { to: '/pipeline', label: 'Pipeline', ownerOnly: false },
  { to: '/admin', label: 'Admin', ownerOnly: false },
  { to: '/customers', label: 'Customers', ownerOnly: false },
  { to: '/renewals', label: 'Renewals', ownerOnly: false },
  { to: '/insights', label: 'Insights', ownerOnly: true },
  { to: '/crew', label: 'Crew', ownerOnly: false },
  { to: '/run-sheet', label: 'Run sheet', ownerOnly: false },
  { to: '/catalog', label: 'Catalog', ownerOnly: true },
  { to: '/zapier', label: 'Zapier', ownerOnly: true },
];

/** The screens a role is offered, in the staff bar's order. */
export const staffScreens = (role: StaffRole | undefined): readonly StaffScreen[] =>
  STAFF_SCREENS.filter((screen) => !screen.ownerOnly || isOwner(role));

/** Whether a role may open the screen at `path` (BASE_PATH left out; detail pages such as /orders/{id} are every staff role's). */
export const mayOpenScreen = (role: StaffRole | undefined, path: string): boolean => {
  const screen = STAFF_SCREENS.find((s) => s.to === path.replace(/\/$/, ''));
  return !screen?.ownerOnly || isOwner(role);
};

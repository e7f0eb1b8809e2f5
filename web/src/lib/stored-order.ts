import type { ServiceLevel } from '@sdp/shared/constants/business';
import { toCents, toDecimal } from '@sdp/shared/money';
import type { PriceBreakdown } from '@sdp/shared/pricing';

/**
 * "Stored order data" of docs/product-spec.md §3: written by /reserve, read and updated by /checkout, cleared by /order-confirmation once the
 * deposit is confirmed. Money is kept as the wire's decimal strings; the server's breakdown is the only source of amounts.
 */
export const STORED_ORDER_KEY = 'orderData';
/** What /checkout saves just before it confirms the payment, so the confirmation page still knows the order after a redirect. */
export const CONFIRMATION_SNAPSHOT_KEY = 'orderConfirmationSnapshot';

/** An order and the secret that proves this browser created it (ADR 021); sent as X-Order-Secret, never in a URL. */
export interface OrderKey {
  orderId: string;
  orderSecret: string;
}

export interface StoredOrder extends OrderKey {
  packageName: string;
  packagePrice: string;
  /** Before any discount (subtotal plus delivery fee). */
  totalAmount: string;
  depositAmount: string;
  customerName: string;
  customerEmail: string;
  address: string;
  city: string;
  zipCode: string;
  deliveryDate: string;
  addOnServices: { name: string; price: string }[];
  quantityServices: { name: string; price: string; quantity: number }[];
  promoCode: string | null;
  discountAmount: string;
  finalTotal: string;
  // NOTE: beyond the spec's list: what /checkout needs to re-sync the payment without asking the user again.
  serviceType: ServiceLevel;
  packageId: string;
  deliveryFee: string;
  /** Add-on id -> quantity (1 for a service add-on). */
  addOnQuantities: Record<string, number>;
}

/** The header that proves possession of an order to the API. */
export const orderSecretHeader = (order: OrderKey): Record<string, string> => ({ 'X-Order-Secret': order.orderSecret });

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readJson(key: string, store: Store): unknown {
  const raw = store.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** The stored order, or null when it is missing, unparsable or lacks what checkout needs. */
export function readStoredOrder(store: Store = sessionStorage, key = STORED_ORDER_KEY): StoredOrder | null {
  const parsed = readJson(key, store);
  if (!isRecord(parsed)) return null;
  const required = ['orderId', 'orderSecret', 'packageName', 'finalTotal', 'depositAmount'] as const;
  if (required.some((field) => typeof parsed[field] !== 'string' || parsed[field] === '')) return null;
  return {
    addOnServices: [],
    quantityServices: [],
    addOnQuantities: {},
    promoCode: null,
    discountAmount: '0.00',
    deliveryFee: '0.00',
    ...(parsed as Partial<StoredOrder>),
  } as StoredOrder;
}

export function saveStoredOrder(order: StoredOrder, store: Store = sessionStorage) {
  store.setItem(STORED_ORDER_KEY, JSON.stringify(order));
}

export function saveConfirmationSnapshot(order: StoredOrder, store: Store = sessionStorage) {
  store.setItem(CONFIRMATION_SNAPSHOT_KEY, JSON.stringify(order));
}

export function readConfirmationSnapshot(store: Store = sessionStorage): StoredOrder | null {
  return readStoredOrder(store, CONFIRMATION_SNAPSHOT_KEY);
}

/** Forget the order and its snapshot (after a confirmed payment, or "Start New Order"). */
export function clearStoredOrder(store: Store = sessionStorage) {
  store.removeItem(STORED_ORDER_KEY);
  store.removeItem(CONFIRMATION_SNAPSHOT_KEY);
}

/**
 * The add-on part of the stored order for a selection: service add-ons as (name, price), countable items as (name, price,
 * quantity), and the id -> quantity map (1 for a service) that re-syncs the payment.
 */
export function storedAddOnLines<T extends { id: string; name: string; price: string }>(
  addOns: readonly T[],
  quantities: Record<string, number>,
  isCountable: (addOn: T) => boolean,
): Pick<StoredOrder, 'addOnServices' | 'quantityServices' | 'addOnQuantities'> {
  const lines: Pick<StoredOrder, 'addOnServices' | 'quantityServices' | 'addOnQuantities'> = { addOnServices: [], quantityServices: [], addOnQuantities: {} };
  for (const addOn of addOns) {
    const quantity = quantities[addOn.id] ?? 0;
    if (quantity <= 0) continue;
    if (isCountable(addOn)) {
      lines.quantityServices.push({ name: addOn.name, price: addOn.price, quantity });
      lines.addOnQuantities[addOn.id] = quantity;
    } else {
      lines.addOnServices.push({ name: addOn.name, price: addOn.price });
      lines.addOnQuantities[addOn.id] = 1;
    }
  }
  return lines;
}

/**
 * The discount line a stored order shows: a promo's or a referral code's (docs/design.md §18). Both come from the one code field
 * (ADR 119), so the customer sees the code they typed; the server keeps the referral as its own line of the price.
 */
export const storedDiscount = (b: Pick<PriceBreakdown, 'discountAmount' | 'referralDiscount' | 'promoCode' | 'referralCode'>) => ({
  discountAmount: toDecimal(toCents(b.discountAmount) + toCents(b.referralDiscount ?? '0')),
  promoCode: b.promoCode ?? b.referralCode ?? null,
});

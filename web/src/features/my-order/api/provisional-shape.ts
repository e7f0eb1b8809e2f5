// PROVISIONAL: replaced by the API's own types (OkBody of the route) once i15-api lands. Never merged as is.
import type { BalanceStatus, OrderStatus, ServiceLevel } from '@sdp/shared/constants/business';

export interface ActionState {
  allowed: boolean;
  deadline: string | null;
  reason: string | null;
}

export interface MyOrder {
  orderNumber: string;
  status: OrderStatus;
  timeline: { key: string; label: string; at: string | null; done: boolean }[];
  packageName: string;
  serviceType: ServiceLevel;
  addOns: { name: string; quantity: number; price: string }[];
  breakdown: { packagePrice: string; addOnsTotal: string; subtotal: string; discountAmount: string; promoCode: string | null; deliveryFee: string; totalAmount: string; depositAmount: string; balanceAmount: string };
  amountPaid: string;
  amountRefunded: string;
  balanceDue: string;
  balanceStatus: BalanceStatus;
  deliveryDate: string;
  customerName: string;
  address: string;
  city: string;
  zipCode: string;
  customerPhone: string;
  specialInstructions: string;
  cardSaved: boolean;
  actions: {
    editDetails: ActionState;
    reschedule: ActionState;
    cancel: ActionState & { refundAmount: string };
    payBalance: ActionState;
    replaceCard: ActionState;
  };
}

/** User-facing messages of docs/product-spec.md §5 and §8, in one place so the browser and the server say the same words. */
export const FIELD_MESSAGES = {
  packageRequired: 'Please select a package',
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email',
  phone: 'Please enter a valid phone number',
  addressDialog: 'Please enter a complete address',
  addressReserve: 'Please enter your full address',
  cityDialog: 'Please enter a city',
  cityReserve: 'Please enter your city',
  zipDialog: 'Please enter a valid zip code',
  zipReserve: 'Please enter a valid 5-digit zip code',
  deliveryDate: 'Please select a delivery date',
  photoPermission: 'Please select a photo permission option',
  projectType: 'Please select a project type',
  projectDescription: 'Please provide a brief description of your project',
  leadNameEmail: 'Please fill in your name and email',
  leadEmail: 'Please enter a valid email address',
  required: 'Required',
} as const;

export const TOASTS = {
  invalidDeliveryArea: { title: 'Invalid Delivery Area', description: 'Please enter a zip code in our service area.' },
  checkoutError: 'Checkout Error',
  noCheckoutUrl: 'No checkout URL received',
  checkoutFailedDialog: 'Failed to create checkout session',
  checkoutFailedReserve: 'Unable to process your order. Please try again.',
  quoteErrorTitle: 'Error',
  quoteFailed: 'Failed to submit quote request',
  landingQuoteFailed: { title: 'Something went wrong', description: 'Please try again or text us at {phone}' },
  promoInvalid: 'Invalid discount code',
  promoCheckoutInvalid: { title: 'Invalid Promo Code', description: 'Please check your code and try again.' },
  promoNetwork: { title: 'Error', description: 'Failed to validate promo code' },
  promoApplied: { title: 'Promo Code Applied!', description: 'You saved ${amount}' },
  zipEmpty: 'Please enter a zip code',
  zipNotServed: { title: "Sorry, we don't currently deliver to this zip code.", description: "We're expanding our service areas regularly. Please check back soon!" },
  zipServed: { title: 'Great news! We deliver to your area.', description: 'Delivery zone: {name}' },
  paymentError: 'Payment Error',
  paymentFailed: 'Payment Failed',
  paymentUpdateFailed: { title: 'Payment Error', description: 'Failed to update payment. Please try again.' },
  paymentSuccess: { title: 'Payment Successful', description: "Thank you for your order! You'll receive a confirmation email shortly." },
  statusUpdated: 'Status Updated',
  statusUpdateFailed: 'Failed to update quote status.',
  sessionExpired: 'Session Expired',
  authRequired: { title: 'Authentication Required', description: 'Please log in to access the dashboard.' },
  emailSent: 'Email Sent',
  emailFailed: 'Email Failed',
  webhookUrlRequired: { title: 'Webhook URL Required', description: 'Please enter your Zapier webhook URL first.' },
  webhookConnected: 'Webhook Connected',
  webhookFailed: 'Connection Failed',
} as const;

/** Server-side booking rules (the date picker only offers bookable weeks; these answer a request that skipped it). */
export const BOOKING_MESSAGES = {
  unavailableDate: 'Please select one of the available delivery dates',
  closed: 'Booking for the {year} season closed on {deadline}. Please contact us and we will do our best to help.',
} as const;

/**
 * docs/product-spec.md §4's "Great! We deliver to {zone name}." with zones named like "Local Delivery": the sentence names the zip and calls the
 * zone a zone, "Great! We deliver to 92126 (Local Delivery zone)." (ADR 023).
 */
export const ZIP_STATE_MESSAGES = {
  valid: 'Great! We deliver to {zip} ({zone} zone).',
  invalid: "Sorry, we don't currently deliver to this area.",
} as const;

export const CONFIRMATION_MESSAGES = {
  verificationFailed: 'Payment verification failed: {message}',
  verificationFailedContact: 'Payment verification failed. Please contact support.',
  orderDataNotFound: 'Order data not found. Please contact support with payment intent: {id}',
  cancelled: 'Payment was cancelled or failed. Please try again.',
  invalidStatus: 'Invalid payment status. Please contact support.',
  unavailable: 'Order data unavailable. Please contact support.',
} as const;

/** Fill "{name}" placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

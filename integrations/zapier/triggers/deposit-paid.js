import { restHookTrigger } from '../lib/rest-hook-trigger.js';
import { orderOutputFields, paidOrderSample } from './order-fields.js';

export default restHookTrigger({
  key: 'deposit_paid',
  noun: 'Order',
  label: 'Deposit Paid',
  description: 'Triggers when a customer pays the deposit on a decor package (an abandoned checkout never triggers).',
  event: 'order.deposit_paid',
  pollPath: '/zapier/orders',
  sample: paidOrderSample,
  outputFields: orderOutputFields,
});

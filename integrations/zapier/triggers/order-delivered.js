import { restHookTrigger } from '../lib/rest-hook-trigger.js';
import { orderOutputFields, paidOrderSample } from './order-fields.js';

export default restHookTrigger({
  key: 'order_delivered',
  noun: 'Order',
  label: 'Order Delivered',
  description: 'Triggers when the crew marks an order delivered (the balance is then charged or its pay link e-mailed).',
  event: 'order.delivered',
  pollPath: '/zapier/orders/delivered',
  sample: { ...paidOrderSample, status: 'delivered', deliveredAt: '2027-10-04T19:30:00.000Z' },
  outputFields: orderOutputFields,
});

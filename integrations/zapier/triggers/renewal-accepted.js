import { restHookTrigger } from '../lib/rest-hook-trigger.js';
import { fieldsOfType } from '../lib/output-fields.js';
import { orderOutputFields, paidOrderSample } from './order-fields.js';

// A renewal is this season's order (every order field) plus what makes it one (server/src/zapier/zapier-payloads.ts ZapierRenewal).
export default restHookTrigger({
  key: 'renewal_accepted',
  noun: 'Renewal',
  label: 'Renewal Accepted',
  description: "Triggers when a returning household pays the deposit on its renewal offer (last year's porch again, this season).",
  event: 'renewal.accepted',
  pollPath: '/zapier/orders/renewed',
  sample: { ...paidOrderSample, previousDeliveryDate: '2026-10-05', seasonsBooked: 2, bookedYears: '2026, 2027' },
  outputFields: [
    ...orderOutputFields,
    ...fieldsOfType('string', { previousDeliveryDate: 'Previous delivery date', bookedYears: 'Years booked' }),
    ...fieldsOfType('integer', { seasonsBooked: 'Seasons booked' }),
  ],
});

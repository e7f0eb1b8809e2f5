import { fieldsOfType } from './output-fields.js';

// The customer's contact as a Zap sees it on a quote and on an order: the same keys and labels on both (server/src/zapier/zapier-payloads.ts).

export const customerOutputFields = fieldsOfType('string', { customerName: 'Customer name', customerEmail: 'Customer email', customerPhone: 'Customer phone' });

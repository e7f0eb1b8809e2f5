// The customer's contact as a Zap sees it on a quote and on an order: the same keys and labels on both (server/src/zapier/zapier-payloads.ts).

export const customerOutputFields = [
  { key: 'customerName', label: 'Customer name', type: 'string' },
  { key: 'customerEmail', label: 'Customer email', type: 'string' },
  { key: 'customerPhone', label: 'Customer phone', type: 'string' },
];

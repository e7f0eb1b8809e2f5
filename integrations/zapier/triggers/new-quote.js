import { customerOutputFields } from '../lib/customer-fields.js';
import { fieldsOfType } from '../lib/output-fields.js';
import { restHookTrigger } from '../lib/rest-hook-trigger.js';

export default restHookTrigger({
  key: 'new_quote',
  noun: 'Quote',
  label: 'New Quote Request',
  description: 'Triggers when a homeowner, HOA or business asks for a custom quote.',
  event: 'quote.created',
  pollPath: '/zapier/quotes',
  sample: {
    id: '3c9e8f10-2b4d-4e6f-9a1b-c2d3e4f5a6b7',
    customerName: 'Dana Whitfield',
    customerEmail: 'dana@example.com',
    customerPhone: '(858) 555-0100',
    projectType: 'hoa',
    projectDescription: 'Entrance displays for three gates, installed before October 1.',
    status: 'pending',
    createdAt: '2027-09-12T16:45:00.000Z',
  },
  outputFields: [
    { key: 'id', label: 'Quote ID', type: 'string', primary: true },
    ...customerOutputFields,
    ...fieldsOfType('string', { projectType: 'Project type', projectDescription: 'Project description', status: 'Quote status' }),
    ...fieldsOfType('datetime', { createdAt: 'Requested at' }),
  ],
});

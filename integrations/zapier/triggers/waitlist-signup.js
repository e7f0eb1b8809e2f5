import { restHookTrigger } from '../lib/rest-hook-trigger.js';

export default restHookTrigger({
  key: 'waitlist_signup',
  noun: 'Waitlist Sign-up',
  label: 'New Waitlist Sign-up',
  description: 'Triggers when someone asks to hear when booking opens (off season, or when their ZIP code is not served yet).',
  event: 'waitlist.joined',
  pollPath: '/zapier/waitlist',
  sample: {
    id: '8a7b6c5d-4e3f-4a2b-9c1d-0e1f2a3b4c5d',
    name: 'Morgan Ellis',
    email: 'morgan@example.com',
    zipCode: '92130',
    createdAt: '2027-03-02T18:20:00.000Z',
  },
  outputFields: [
    { key: 'id', label: 'Sign-up ID', type: 'string', primary: true },
    { key: 'name', label: 'Name', type: 'string' },
    { key: 'email', label: 'Email', type: 'string' },
    { key: 'zipCode', label: 'ZIP code', type: 'string' },
    { key: 'createdAt', label: 'Signed up at', type: 'datetime' },
  ],
});

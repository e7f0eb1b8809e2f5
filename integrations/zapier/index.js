import zapier from 'zapier-platform-core';
import packageJson from './package.json' with { type: 'json' };
import authentication from './authentication.js';
import { explainRefusals, includeApiKey } from './lib/api.js';
import depositPaid from './triggers/deposit-paid.js';
import newQuote from './triggers/new-quote.js';
import orderDelivered from './triggers/order-delivered.js';
import renewalAccepted from './triggers/renewal-accepted.js';
import waitlistSignup from './triggers/waitlist-signup.js';

/** SD Pumpkin on Zapier (docs/design.md §15): API-key connection, REST-hook triggers with polling fallbacks. README.md says how to push it. */
const triggers = [newQuote, depositPaid, orderDelivered, renewalAccepted, waitlistSignup];

export default {
  version: packageJson.version,
  platformVersion: zapier.version,
  authentication,
  beforeRequest: [includeApiKey],
  afterResponse: [explainRefusals],
  triggers: Object.fromEntries(triggers.map((trigger) => [trigger.key, trigger])),
  searches: {},
  creates: {},
};

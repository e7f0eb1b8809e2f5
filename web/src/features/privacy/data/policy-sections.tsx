import type { ReactNode } from 'react';
import { BUSINESS } from '@sdp/shared/constants/business';

/** The privacy policy, section by section (docs/product-spec.md §2: effective January 1, 2024; updated August 28, 2025; ~7 years; 30 days). */
export const POLICY_DATES = { effective: 'January 1, 2024', updated: 'August 28, 2025' } as const;

export const POLICY_SECTIONS: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {BUSINESS.brandLine} (“SD Pumpkin”, “we”, “us”) designs, delivers and installs seasonal porch decor for homes and businesses in San Diego
        County, California. This policy explains what personal information we collect through our website, by phone and by e-mail, how we use
        it, who we share it with, and the choices and rights you have.
      </p>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to quote, deliver and support your order:</p>
        <ul>
          <li><strong>Contact details</strong>: your name, e-mail address and phone number.</li>
          <li><strong>Order and delivery details</strong>: the package and add-ons you choose, delivery address, city, zip code, delivery week, special instructions and any promo code.</li>
          <li><strong>Quote requests</strong>: the project type and the description you give us.</li>
          <li><strong>Photographs</strong>: pictures of your finished porch, only if you give us permission when you order.</li>
          <li><strong>Payment information</strong>: card payments are processed by our payment provider, Stripe. We never see or store your full card number; we keep the payment status, amount and a reference.</li>
          <li><strong>Device and usage data</strong>: pages visited, referring page, approximate location from your IP address, browser type and similar data collected by cookies and similar technologies (see “Cookies and analytics”).</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To prepare quotes, take reservations and deposits, and schedule, deliver, maintain and remove your display.</li>
        <li>To send order confirmations, delivery reminders and replies to your questions.</li>
        <li>With your permission, to show photographs of finished porches in our gallery and marketing; we never publish your address.</li>
        <li>To measure and improve our website and advertising, and to prevent fraud and misuse.</li>
        <li>To meet our legal, tax and accounting obligations.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: (
      <>
        <p>We do not sell your personal information. We share it only with service providers who act on our behalf and under contract:</p>
        <ul>
          <li>our payment processor (Stripe), to take your deposit and balance;</li>
          <li>our e-mail delivery and customer-relationship tools, to send confirmations and keep track of your requests;</li>
          <li>automation tools we connect to our own systems, to route new quotes to our team;</li>
          <li>analytics and advertising partners (such as Google and Meta), to measure visits and the performance of our ads.</li>
        </ul>
        <p>
          We may also disclose information when the law requires it, to protect our rights or the safety of others, or as part of a sale or
          reorganisation of our business, in which case this policy continues to apply.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and analytics',
    body: (
      <p>
        Our website uses cookies and similar technologies to keep the site working (for example, remembering your order between pages), to
        understand how visitors use it, and to measure our advertising. Analytics and advertising tags load only when configured, and you can
        block or delete cookies in your browser settings. Where the law treats advertising measurement as “sharing”, you may opt out as described
        under “Your privacy rights”; we also honour the Global Privacy Control signal sent by your browser.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <p>
        We keep order, payment and invoice records for about 7 years, as tax and accounting rules require. Quote requests and messages are kept
        while they are useful to serve you, and deleted or anonymised when no longer needed. Gallery photographs stay published until you ask us to
        remove them.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How we protect information',
    body: (
      <p>
        We use encrypted connections (HTTPS), keep card data with our payment provider, restrict staff access to those who need it, and protect
        staff accounts with strong passwords. No system is perfectly secure, but we work to protect your information and will notify you as the
        law requires if a breach affects you.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your privacy rights',
    body: (
      <>
        <p>
          Depending on where you live, including under the California Consumer Privacy Act as amended by the CPRA, you may have the right to know
          what personal information we hold about you, to get a copy of it, to correct it, to delete it, and to opt out of its sale or sharing for
          cross-context behavioural advertising. We will not treat you differently for exercising these rights.
        </p>
        <p>
          To make a request, e-mail <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> or call <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>.
          We will confirm your identity using the details you gave us with your order or quote, and we answer requests within 30 days. An
          authorised agent may make a request on your behalf with your written permission.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: <p>Our services are meant for adults. We do not knowingly collect personal information from children under 16.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy as our services or the law change. The “last updated” date above shows the latest version; if a change is
        significant, we will say so on our website or by e-mail before it takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about this policy or your information? Write to <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a> or call{' '}
        <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a> ({BUSINESS.hours}). {BUSINESS.brandLine}, San Diego, California.
      </p>
    ),
  },
];

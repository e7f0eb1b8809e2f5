/** Copy of the /landing sections (docs/product-spec.md §2, §9): claims, guarantee, capacity and the four FAQ answers. */
export const TRUST_BADGES = ['Licensed & insured', 'Locally grown pumpkins', 'Family-owned in San Diego', 'Photo-ready through Thanksgiving'];

export const INCLUDED = [
  'In-home or video design consultation',
  'Hand-selected heirloom pumpkins, gourds and botanicals',
  'Professional installation by our two design crews',
  'Maintenance visits, so the porch stays photo-ready',
  'Teardown, cleanup and composting at season’s end',
];

export const BENEFITS = [
  { title: 'Curb appeal that stops traffic', text: 'A layered, designer display that makes your home the one neighbours photograph.' },
  { title: 'Your weekends back', text: 'No farm runs, no heavy lifting, no wilting mums: we do the work, you enjoy the season.' },
  { title: 'Fresh all season', text: 'Pumpkins chosen to last 6-8 weeks, checked and refreshed so nothing fades early.' },
  { title: 'Zero cleanup', text: 'On December 1 we take it all away and donate the pumpkins to local farms for composting.' },
];

export const DIY_COSTS = [
  { task: 'Driving to farms and nurseries, twice', hours: 4 },
  { task: 'Choosing, loading and hauling 30+ pumpkins', hours: 3 },
  { task: 'Styling, re-styling and staging the porch', hours: 4 },
  { task: 'Replacing soft pumpkins and dead mums mid-season', hours: 2 },
  { task: 'Teardown, disposal and sweeping up', hours: 2 },
];

export const EFFECT_CARDS = [
  { stat: '3×', title: 'More porch photos', text: 'Clients tell us friends, neighbours and delivery drivers stop to take pictures.' },
  { stat: '15 h', title: 'Saved per season', text: 'The hours a DIY display really takes, handed back to your family.' },
  { stat: '8 wks', title: 'Of display', text: 'From your October installation through Thanksgiving, maintained the whole way.' },
  { stat: '100%', title: 'Composted', text: 'Every pumpkin goes back to local farms after the season.' },
];

export const LANDING_PACKAGES = [
  {
    projectType: 'Full Service',
    title: 'Full Service',
    // NOTE: the price shown is the catalog's range for this level (package-chooser.tsx, docs/design.md §16).
    level: 'white-glove',
    summary: 'We design, install, maintain and remove your display.',
    points: ['Design consultation', 'Professional installation', 'Maintenance through Thanksgiving', 'Teardown and cleanup'],
  },
  {
    projectType: 'Delivery + DIY Guide',
    title: 'Delivery + DIY Guide',
    level: 'drop-off',
    summary: 'A curated collection at your door with our step-by-step styling guide.',
    points: ['Curated heirloom collection', 'Free delivery within 10 miles of Mira Mesa', 'Illustrated styling guide', 'Setup & Staging available'],
  },
] as const;
export type LandingProjectType = (typeof LANDING_PACKAGES)[number]['projectType'];

export const LANDING_TESTIMONIALS = [
  { name: 'Catherine M.', location: 'Rancho Santa Fe', text: 'Our entry has never looked so beautiful. Guests asked for the designer’s name before they even rang the bell.' },
  { name: 'David & Lauren K.', location: 'La Jolla', text: 'We used to lose two weekends every October. This year we sat on the porch instead of building it.' },
  { name: 'Priya S.', location: 'Carmel Valley', text: 'They came back twice to refresh the mums. It still looked perfect at Thanksgiving dinner.' },
  { name: 'Michael T.', location: 'Point Loma', text: 'Professional from the first call. The crew was done in under an hour and cleaned up everything.' },
  { name: 'Elena R.', location: 'Del Mar', text: 'The Delivery + DIY Guide was perfect for our condo. The guide made styling it genuinely fun.' },
  { name: 'Jonathan W.', location: 'Scripps Ranch', text: 'Worth every penny. Our kids now call the first week of October ‘pumpkin day’.' },
];

export const NEXT_STEPS = [
  { title: 'Request your free quote', text: 'Tell us about your home in under a minute. It costs nothing.' },
  { title: 'Talk with a designer', text: 'We reply within 24 hours with ideas, photos and a firm price.' },
  { title: 'Enjoy your porch', text: 'We install during your chosen week and keep it photo-ready all season.' },
];

export const LANDING_FAQ = [
  { question: 'What if I don’t love it?', answer: 'You are covered by our 14-day satisfaction guarantee: tell us within 14 days of installation and we restyle it or refund you. If anything fades before Thanksgiving, we fix it free.' },
  { question: 'What happens if weather damages the display?', answer: 'Santa Ana winds and heat happen. Any weather damage is repaired within 48 hours at no charge.' },
  { question: 'When do you install and remove?', answer: 'We install on the delivery week you choose in October (the season\'s weeks are offered when you reserve). We remove everything on December 1 and compost the pumpkins at local farms.' },
  { question: 'How far ahead should I book?', answer: 'Booking closes in mid-October (this season\'s date is at the top of this page), but we only take 45 homes a season and the best weeks go first. Reserve early to choose your week.' },
];

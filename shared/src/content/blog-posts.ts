/** The four hard-coded articles of /blog (docs/product-spec.md §2, §3); one is featured. Content is our own trusted HTML. */
export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  date: string;
  readTime: string;
  category: string;
  tags: string[];
  featured: boolean;
  image: string;
}

export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'heirloom-pumpkin-guide',
    title: 'The Designer’s Guide to Heirloom Pumpkins',
    excerpt: 'Cinderella, Jarrahdale, Knucklehead: the varieties our designers reach for first, and how to pair their colours and shapes on a porch.',
    author: 'Hanna Lindqvist',
    date: '2025-08-18',
    readTime: '6 min read',
    category: 'Design',
    tags: ['pumpkins', 'styling', 'heirloom'],
    featured: true,
    image: '/images/blog/pumpkin-varieties.webp',
    content: `
<p>A memorable fall porch starts long before anything is arranged. It starts at the farm, choosing pumpkins that will look beautiful together and last the season. These are the heirloom varieties our designers reach for first.</p>
<h3>The anchors: Cinderella and Jarrahdale</h3>
<p><strong>Cinderella</strong> (Rouge Vif d’Étampes) pumpkins are flat, deeply ribbed and a rich red-orange. They bring warmth and read beautifully from the street. <strong>Jarrahdale</strong> pumpkins, from Australia, are a dusty blue-grey that makes every orange beside them glow. We place one of each at the base of a display to set its colour story.</p>
<h3>The accents: Knuckleheads, Casper and Long Island Cheese</h3>
<ul>
<li><strong>Knucklehead</strong> pumpkins add texture with their warty skins, perfect at eye level where guests will notice them.</li>
<li><strong>Casper</strong> white pumpkins calm a busy palette and photograph wonderfully at dusk.</li>
<li><strong>Long Island Cheese</strong> pumpkins, buff and wheel-shaped, bridge cream and orange tones.</li>
</ul>
<h3>Composing the palette</h3>
<p>We work in odd numbers and three heights: a low base of large pumpkins, a middle tier on hay bales or risers, and height from corn stalks or urns. Limit the palette to three main colours and repeat each at least twice so the eye travels across the whole porch.</p>
<p>Every White-Glove collection includes this design work. If you are styling a Drop-Off collection yourself, start with the largest pumpkin and build outwards from the front door.</p>`,
  },
  {
    id: 'coastal-fall-porch',
    title: 'Styling a Fall Porch for Coastal San Diego Homes',
    excerpt: 'Sea air, bright sun and modern architecture call for a lighter hand. Here is how we adapt autumn for La Jolla, Del Mar and Point Loma.',
    author: 'Marco Alvarez',
    date: '2025-08-04',
    readTime: '5 min read',
    category: 'Inspiration',
    tags: ['coastal', 'modern homes', 'color'],
    featured: false,
    image: '/images/blog/coastal-porch.webp',
    content: `
<p>The classic New England harvest porch does not always suit a whitewashed modern entry above the Pacific. Coastal homes want an autumn that feels relaxed and light.</p>
<h3>Lighten the palette</h3>
<p>Lean on whites, creams, sage and blue-grey pumpkins, with orange as the accent rather than the base. Dried pampas, eucalyptus and olive branches feel more at home here than heavy corn stalks.</p>
<h3>Respect the architecture</h3>
<p>Modern entries look best with symmetry: matching arrangements either side of the door, or a single sculptural grouping beside it. Keep a clear, generous path to the door.</p>
<h3>Plan for sun and salt</h3>
<p>Direct afternoon sun softens pumpkins faster. We choose thicker-skinned varieties for south- and west-facing entries and check them on maintenance visits, replacing anything that fades.</p>`,
  },
  {
    id: 'make-pumpkins-last',
    title: 'How to Make Your Pumpkins Last Until Thanksgiving',
    excerpt: 'Fresh pumpkins last about 6 to 8 weeks outdoors. A few simple habits help yours look their best right through the holiday.',
    author: 'Hanna Lindqvist',
    date: '2025-07-21',
    readTime: '4 min read',
    category: 'Care',
    tags: ['care', 'longevity', 'tips'],
    featured: false,
    image: '/images/blog/make-it-last.webp',
    content: `
<p>A well-chosen pumpkin, kept whole and dry, lasts about six to eight weeks outdoors in San Diego. Here is how to get every one of those weeks.</p>
<ul>
<li><strong>Never carry them by the stem.</strong> A broken stem is an open door for rot.</li>
<li><strong>Keep them off wet ground.</strong> Set pumpkins on hay, wood or a doormat so the base stays dry after sprinklers run.</li>
<li><strong>Shade beats sun.</strong> Rotate the pumpkins in full sun to the shadier side of the porch every couple of weeks.</li>
<li><strong>Carve late.</strong> A carved pumpkin lasts days, not weeks. Carve a separate one for Halloween night.</li>
<li><strong>Check the base weekly.</strong> Remove any soft pumpkin at once so it does not spoil its neighbours.</li>
</ul>
<p>White-Glove clients do not have to think about any of this: maintenance visits are included, and anything that fades early is replaced.</p>`,
  },
  {
    id: 'book-before-peak-season',
    title: 'Why Booking Before Peak Season Matters',
    excerpt: 'We install only 45 homes a season. Here is how our calendar fills, and what reserving early means for your porch.',
    author: 'The SD Pumpkin Team',
    date: '2025-07-07',
    readTime: '3 min read',
    category: 'Planning',
    tags: ['booking', 'season', 'planning'],
    featured: false,
    image: '/images/blog/book-early.webp',
    content: `
<p>Every SD Pumpkin display is installed by our own two design crews. At three homes a day across fifteen installation days, that is a theoretical ninety installations, and in practice about forty-five homes once maintenance visits and the care each porch deserves are counted.</p>
<h3>How the calendar fills</h3>
<p>Delivery weeks run through October. The first weeks fill first, because they give the longest display before Thanksgiving. Reserve early: booking opens in August and closes in mid-October, and the home page shows this season's exact dates.</p>
<h3>What reserving early gets you</h3>
<ul>
<li>Your choice of delivery week.</li>
<li>First pick of the season’s most striking heirloom pumpkins.</li>
<li>Sale pricing, when a promotion is running, locked in with a 30% deposit.</li>
</ul>`,
  },
];

// Short realistic articles for the filing tests (unit and e2e): recipes, database articles, celebrity gossip and
// film criticism (close to gossip in words, but not it). Each is a title and paragraphs.
import type { ClipDraft } from '../../../src/shared/clip';

export interface Article {
  slug: string;
  title: string;
  paragraphs: string[];
}

export const COOKING: Article[] = [
  {
    slug: 'tomato-sauce',
    title: 'A Slow Tomato Sauce for Sunday Pasta',
    paragraphs: [
      'Start the sauce with a generous pour of olive oil in a heavy pan over low heat. Add two sliced garlic cloves and a chopped onion, and cook them gently until soft and sweet, about ten minutes, stirring so nothing browns.',
      'Crush a tin of whole plum tomatoes by hand and add them to the pan with a pinch of salt and a few basil leaves. Simmer uncovered for forty minutes, stirring now and then, until the sauce thickens and the oil rises to the top.',
      'Cook the pasta in plenty of salted boiling water until just al dente. Keep a cup of the starchy cooking water, drain the pasta, and toss it in the pan with the sauce, loosening it with a splash of the water. Serve with grated parmesan.',
    ],
  },
  {
    slug: 'roast-chicken',
    title: 'How to Roast a Whole Chicken with Lemon and Thyme',
    paragraphs: [
      'Take the chicken out of the fridge an hour before roasting and heat the oven to 220 degrees. Pat the skin dry, rub it with butter and season it well with salt and black pepper, inside and out.',
      'Stuff the cavity with a halved lemon, a head of garlic and a bunch of thyme. Roast the chicken on a bed of sliced onions for about an hour and a quarter, basting it with the pan juices halfway through.',
      'The chicken is cooked when the juices from the thigh run clear. Let it rest for fifteen minutes under foil, then make a quick gravy from the roasting pan with a little stock, scraping up the browned bits, and season it to taste.',
    ],
  },
  {
    slug: 'sourdough',
    title: 'Baking Your First Sourdough Loaf',
    paragraphs: [
      'Feed your starter the night before so it is bubbly and active. In the morning mix flour and water into a shaggy dough and let it rest for an hour before adding the starter and salt.',
      'Over the next four hours, stretch and fold the dough every half hour. The dough should become smooth, airy and elastic. Shape it into a tight round, place it in a floured basket and proof it in the fridge overnight.',
      'Bake the loaf in a preheated cast iron pot at 250 degrees with the lid on for twenty minutes, then uncover and bake until the crust is deep brown. Cool the bread completely before slicing so the crumb sets.',
    ],
  },
  {
    slug: 'risotto',
    title: 'Creamy Mushroom Risotto Without the Fuss',
    paragraphs: [
      'Warm a pan of chicken stock and keep it at a gentle simmer. In a wide pan, soften a chopped onion and garlic in butter and olive oil, then add sliced mushrooms and cook them until golden.',
      'Stir in the arborio rice and toast it for a minute, then add a glass of white wine. Add the hot stock a ladle at a time, stirring often and waiting until each ladle is absorbed, for about twenty minutes.',
      'When the rice is tender with a little bite, take the pan off the heat, beat in a knob of butter and grated parmesan, season with salt and pepper, and let the risotto rest for two minutes before serving.',
    ],
  },
];

export const DATABASES: Article[] = [
  {
    slug: 'btree-index',
    title: 'How a B-tree Index Speeds Up Your SQL Queries',
    paragraphs: [
      'Without an index, the database answers a query with a WHERE clause by scanning every row of the table. A B-tree index keeps the indexed column sorted in a balanced tree, so a lookup reads only a few pages from disk.',
      'The query planner decides whether to use the index. For a selective predicate it chooses an index scan; when a query returns most of the table, a sequential scan is cheaper. Run EXPLAIN ANALYZE to see the plan and the actual row counts.',
      'Every index slows down INSERT and UPDATE statements, because the database must maintain the tree on each write. Index the columns your queries filter and join on, and drop indexes the planner never uses.',
    ],
  },
  {
    slug: 'transactions',
    title: 'Transaction Isolation Levels Explained',
    paragraphs: [
      'A database transaction groups SQL statements so they commit or roll back together. The isolation level decides what one transaction sees of the writes of concurrent transactions.',
      'Under READ COMMITTED each statement sees the rows committed before it began, so two reads in one transaction can differ. REPEATABLE READ takes a snapshot at the first query, and SERIALIZABLE makes concurrent transactions behave as if they ran one after another.',
      'Stronger isolation means more locking or more serialization failures that the application must retry. Choose the weakest level that keeps your invariants, and keep transactions short so they hold locks briefly.',
    ],
  },
  {
    slug: 'query-plans',
    title: 'Reading a PostgreSQL Query Plan',
    paragraphs: [
      'EXPLAIN shows the plan the query planner chose: a tree of scans, joins and sorts, each with an estimated cost and row count. EXPLAIN ANALYZE runs the query and adds the actual time and rows for every node.',
      'When the estimated rows differ from the actual rows by orders of magnitude, the planner statistics are stale. Run ANALYZE on the table, or raise the statistics target for skewed columns, and check the plan again.',
      'A nested loop join over a large table, a sequential scan where an index exists, or a sort that spills to disk are the usual culprits of a slow query. Add the missing index or rewrite the join and measure again.',
    ],
  },
  {
    slug: 'composite-index',
    title: 'Choosing Column Order in a Composite Index',
    paragraphs: [
      'A composite index on two columns sorts rows by the first column and then by the second. The database can use it for queries that filter on the first column alone, but not for queries on the second column alone.',
      'Put the column used with equality predicates first and the column used in range predicates or ORDER BY second. Check with EXPLAIN that the query planner uses an index scan instead of a sequential scan of the table.',
      'A covering index that includes every column the query reads lets the database answer from the index alone, without visiting the table rows. It makes the index larger and every write to the table slower.',
    ],
  },
];

export const GOSSIP: Article[] = [
  {
    slug: 'star-split',
    title: 'Pop Star and Actor Husband Split After Secret Feud',
    paragraphs: [
      'The pop star and her actor husband have split after three years of marriage, sources close to the couple told us. Insiders say a secret feud over his new co-star drove them apart, and friends saw her leave their mansion in tears.',
      'Fans were shocked when the singer deleted every photo of her husband from her Instagram. A friend of the couple said the rumours about an affair were true and that the divorce lawyers are already involved.',
    ],
  },
  {
    slug: 'red-carpet',
    title: 'Celebrity Spotted With Mystery Date After Red Carpet Drama',
    paragraphs: [
      'The reality TV celebrity was spotted leaving a nightclub with a mystery date hours after a red carpet drama with her former best friend. Paparazzi photos show the pair laughing in the back of a car.',
      'Sources say the two stars have not spoken since the feud began last summer. Fans flooded Instagram with rumours about the new romance, and an insider claims the couple have been dating in secret for months.',
    ],
  },
  {
    slug: 'engagement',
    title: 'Singer Flashes Huge Engagement Ring, Fans Go Wild',
    paragraphs: [
      'The singer showed off a huge diamond engagement ring on Instagram, confirming the rumours about her romance with the footballer. Fans went wild, and friends of the couple say the wedding will be a star-studded affair.',
      'An insider told us the celebrity couple met at a party last year and kept the relationship secret from the paparazzi. Her former husband is said to be furious, and sources hint at a feud between the two families.',
    ],
  },
  {
    slug: 'new-rumour',
    title: 'Actor Seen Without Wedding Ring as Split Rumours Grow',
    paragraphs: [
      'The actor was seen without his wedding ring at the airport, fuelling rumours that his marriage to the pop star is over. Insiders say the couple have been living apart, and fans noticed she unfollowed him on Instagram.',
      'A source close to the celebrity said the feud started after paparazzi photos showed him with a mystery woman. Friends fear the split is final and that divorce lawyers are already talking.',
    ],
  },
];

export const FILM: Article[] = [
  {
    slug: 'film-review-drama',
    title: 'Review: A Quiet Family Drama Finds Its Voice',
    paragraphs: [
      'The director builds the film from long takes and small gestures, and the cast rises to it. The lead actor gives a restrained performance as a father who cannot say what he feels, and the screenplay trusts the silence.',
      'The cinematography favours natural light and wide frames, so the house itself becomes a character. At two hours the pacing sags in the middle act, but the final scene earns its emotion without a swelling score.',
    ],
  },
  {
    slug: 'film-review-thriller',
    title: 'Review: The Heist Thriller That Forgot Its Plot',
    paragraphs: [
      'The director stages the opening heist with real invention, cutting between three locations in a single tense sequence. After that the screenplay loses its way and the cast is left to carry scenes that go nowhere.',
      'The lead actress does what she can with a thin role, and the editing keeps the action readable. Yet the film runs twenty minutes too long, and its twist is visible from the first act.',
    ],
  },
  {
    slug: 'film-festival',
    title: 'Festival Diary: Three Films Worth Waiting For',
    paragraphs: [
      'The festival opened with a documentary about a small theatre company, a film of patient observation and sharp editing. The director was in the audience and answered questions about the screenplay and the casting.',
      'The competition also brought a debut feature with striking cinematography and a performance from its young lead that critics will remember. Distribution deals are expected, and the films should reach cinemas next year.',
    ],
  },
];

/** The article as the extractor would hand it over: clean HTML with its title as a heading, and plain text. */
export function articleHtml(article: Article): string {
  return [`<h1>${article.title}</h1>`, ...article.paragraphs.map((text) => `<p>${text}</p>`)].join('\n');
}

export function articleText(article: Article): string {
  return [article.title, ...article.paragraphs].join('\n');
}

/** The article as a clip draft, filed in `notebook` with `tags`. */
export function articleDraft(article: Article, notebook: string, tags: string[] = []): ClipDraft {
  return {
    url: `https://example.test/${article.slug}`,
    canonicalUrl: null,
    title: article.title,
    byline: null,
    site: 'example.test',
    published: null,
    lang: 'en',
    excerpt: article.paragraphs[0]!.slice(0, 120),
    leadImage: null,
    html: articleHtml(article),
    text: articleText(article),
    mode: 'article',
    notebook,
    tags,
    engineVersion: 'test',
    confidence: 1,
    wordCount: 100,
  };
}

/** A whole page to serve in the e2e. */
export function articlePage(article: Article, site: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${article.title} | ${site}</title></head>
<body><header><nav><a href="/">${site}</a></nav></header><main><article>${articleHtml(article)}</article></main>
<footer><p>© 2026 ${site}</p></footer></body></html>`;
}

// Small hand-made pages for the CLI tests: an article with furniture around it, so extraction has a real choice.

export const ARTICLE_TITLE = 'Tide pools of the northern coast';

export const ARTICLE_PARAGRAPHS = [
  'At low tide the rock shelf below the lighthouse opens into a hundred small pools, each one a world with its own weather of temperature and salt.',
  'Anemones close into green buttons when the water drains, and hermit crabs trade shells in the shallows while the gulls watch from the ledge above.',
  'Volunteers count the sea stars every spring; after the wasting disease of the last decade the numbers have begun, slowly, to climb again.',
  'Visitors are asked to step only on bare rock, to turn no stones, and to leave before the flood tide closes the path back to the beach.',
];

export const NAVIGATION = 'Home News Weather Subscribe';
export const FOOTER = 'Copyright 2026 Coastal Gazette. All rights reserved.';

export function articlePage(): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${ARTICLE_TITLE} | Coastal Gazette</title>
<meta name="author" content="Mara Quinn"></head>
<body>
<nav><ul>${NAVIGATION.split(' ').map((w) => `<li><a href="/${w.toLowerCase()}">${w}</a></li>`).join('')}</ul></nav>
<article>
<h1>${ARTICLE_TITLE}</h1>
${ARTICLE_PARAGRAPHS.map((p) => `<p>${p}</p>`).join('\n')}
</article>
<footer><p>${FOOTER}</p></footer>
</body></html>`;
}

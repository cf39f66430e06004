import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { extract } from '../../../src/core/extract/index';
import { itemSeries, mainLandmark } from '../../../src/core/extract/listing';

function doc(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

const INTRO = 'The air fryer is a weeknight dinner superstar: crisp vegetables, perfectly cooked proteins and quick snacks, all with little oil.';
const card = (n: number) => `<article class="card recipe-${n}"><a href="/recipes/${n}"><img src="/i/${n}.jpg" alt=""></a><h3><a href="/recipes/${n}">Crispy air fryer recipe number ${n}</a></h3><p>Ready in ${10 + n} minutes</p></article>`;

function categoryPage(cards: number, extra = ''): Document {
  return doc(`<!doctype html><html><head><title>Air Fryer Recipes - Pinch</title></head><body>
    <nav><a href="/">Home</a> <a href="/recipes">Recipes</a></nav>
    <main><h1>Air Fryer Recipes</h1><div class="intro"><p>${INTRO}</p></div>
      <div class="grid">${Array.from({ length: cards }, (_, i) => card(i + 1)).join('')}</div>${extra}</main>
    <footer><p>Copyright Pinch. All rights reserved.</p></footer></body></html>`);
}

describe('listing pages', () => {
  it("reads a category page as its main landmark's items, not its one-paragraph introduction", () => {
    const result = extract(categoryPage(12), { url: 'https://pinch.example/recipes/air-fryer' });
    expect(result.method).toBe('listing');
    expect(result.text).toContain(INTRO);
    expect(result.text).toContain('Crispy air fryer recipe number 1');
    expect(result.text).toContain('Crispy air fryer recipe number 12');
    expect(result.text).not.toContain('All rights reserved');
    expect(result.debug.some((entry) => entry.step === 'choose' && /listing page/.test(entry.reason))).toBe(true);
  });

  it("takes the main landmark over a thin Readability answer when it holds at least as many words, not over a fuller one nor over an article", () => {
    // Readability's answer: more than twice TTD's introduction, so it is taken over TTD's answer alone.
    const answering = (words: number) => (page: Document) => {
      const content = page.createElement('div');
      content.innerHTML = `<p>${'Crispy air fryer recipe card text here. '.repeat(Math.ceil(words / 6))}</p>`;
      return { content, words };
    };
    const url = 'https://pinch.example/recipes/air-fryer';
    const fewer = extract(categoryPage(12), { url, readability: answering(60) });
    expect(fewer.method).toBe('listing');
    expect(fewer.text).toContain('Crispy air fryer recipe number 12');
    expect(extract(categoryPage(12), { url, readability: answering(400) }).method).toBe('readability');
    // An article Readability found (150 words or more) stays, even beside a landmark of more words.
    expect(extract(categoryPage(16), { url, readability: answering(150) }).method).toBe('readability');
  });

  it('counts runs of linked items alike, skipping what it is told to, and needs one main landmark with six or more', () => {
    const main = categoryPage(12).querySelector('main')!;
    expect(itemSeries(main)).toBe(12);
    expect(itemSeries(main, (element) => element.getAttribute('class') === 'grid')).toBe(0);
    expect(extract(categoryPage(5)).method).not.toBe('listing');
    const twoMains = doc(`<body><main>${card(1).repeat(8)}</main><div role="main">${card(2)}</div></body>`);
    expect(mainLandmark(twoMains)).toBeNull();
  });

  it("takes the outermost of nested main landmarks: a theme's role=main around a <main> that holds only the grid", () => {
    const nested = doc(`<!doctype html><html><head><title>Air Fryer Recipes - Pinch</title></head><body>
      <div id="main-content" role="main"><h1>Air Fryer Recipes</h1><div class="intro"><p>${INTRO}</p></div>
        <main id="product-listing"><div class="grid">${Array.from({ length: 12 }, (_, i) => card(i + 1)).join('')}</div></main></div></body></html>`);
    expect(mainLandmark(nested)?.getAttribute('id')).toBe('main-content');
    const result = extract(nested);
    expect(result.method).toBe('listing');
    expect(result.text).toContain(INTRO);
    expect(result.text).toContain('Crispy air fryer recipe number 12');
  });

  it('keeps a short story whose page lists related stories in a box named so, and a story page without <main>', () => {
    const story = `<p>${INTRO} The recipe takes twelve minutes and serves four people.</p>`;
    const related = `<div class="related-stories">${Array.from({ length: 10 }, (_, i) => card(i)).join('')}</div>`;
    const short = doc(`<!doctype html><html><head><title>Twelve-minute dinner</title></head><body><main><h1>Twelve-minute dinner</h1><div class="story">${story}</div>${related}</main></body></html>`);
    const result = extract(short);
    expect(result.method).toBe('ttd');
    expect(result.text).not.toContain('Crispy air fryer recipe number 3');
    const noMain = doc(`<!doctype html><html><head><title>Twelve-minute dinner</title></head><body><div class="story">${story}</div><div class="grid">${Array.from({ length: 10 }, (_, i) => card(i)).join('')}</div></body></html>`);
    expect(extract(noMain).method).not.toBe('listing');
  });
});

const SECTIONS = [
  ['Simple, privacy-friendly analytics', 'Plausible is intuitive, lightweight and open source web analytics. No cookies and fully compliant with GDPR, CCPA and PECR. Made and hosted in the EU, powered by European-owned cloud infrastructure.'],
  ['Get the insights you need', 'All the site metrics you need are on one single page: visitors, page views, bounce rate and visit duration. Top pages, sources and countries are a click away, and goals and funnels take a minute to set up without any code.'],
  ['Lightweight script', 'The script is under one kilobyte, seventy-five times smaller than the tag of the big analytics suites, so every page loads fast and your visitors on slow mobile connections do not wait for the tracking before they can read.'],
  ['Own your data', 'You own all the data collected on your site. It is never sold, shared or monetized, and you can export it at any time or delete it for good when you leave. We are funded by subscriptions, not by advertising.'],
];

const FEATURES = ['No cookies, no consent banner, no personal data', 'Under one kilobyte of script on every page', 'Hosted in the European Union on European servers',
  'Goals and funnels that take a minute without code', 'Export or delete all of your data at will', 'Open source, and self-hostable on your own machine',
  'Email and Slack reports sent to you each week', 'Shared links to dashboards for your clients', 'Search console keywords shown in the same view',
  'Outbound link and file download tracking built in', 'Custom events and properties for your own metrics', 'Revenue goals counted in any currency you sell in'];

function landingPage(head = '', wrap = (sections: string) => sections): Document {
  // One section of prose paragraphs (the one TTD picks), then cards of a heading and a line or two.
  const [first] = SECTIONS;
  const cards = FEATURES.map((feature, i) => [`Feature ${i + 1}`, feature]);
  const lead = `<section class="hero"><h2>${first![0]}</h2>${`<p>${first![1]}</p>`.repeat(3)}<a class="button" href="/register">Start free trial</a></section>`;
  const grid = `<section class="features">${cards.map(([h, p]) => `<div class="card"><div class="icon"><img src="/i.svg" alt=""></div><div class="body"><div class="title"><span>${h}</span></div>` +
    `<div class="card-text"><span>${p}</span></div><div class="more"><a href="/features"><span>Learn more</span></a></div></div></div>`).join('')}</section>`;
  return doc(`<!doctype html><html><head><title>Plausible Analytics | Simple, privacy-friendly Google Analytics alternative</title>${head}</head><body>
    <nav><a href="/">Home</a> <a href="/pricing">Pricing</a> <a href="/docs">Docs</a></nav>
    <main>${wrap(lead + grid)}</main><footer><p>Made in the EU. Copyright Plausible Insights.</p></footer></body></html>`);
}

describe('landing pages', () => {
  it("reads a page of sections with no article on it as its main landmark, not its longest section", () => {
    const result = extract(landingPage(), { url: 'https://plausible.example/' });
    expect(result.method).toBe('landing');
    expect(result.text).toContain(SECTIONS[0]![1]);
    for (const feature of FEATURES) expect(result.text).toContain(feature);
    expect(result.text).not.toContain('Copyright Plausible');
  });

  it('keeps the pick on a page that says it is an article: a date, an Article schema, og:type, one <article>', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Analytics"}</script>';
    for (const page of [
      landingPage('<meta property="article:published_time" content="2024-03-01T10:00:00Z">'),
      landingPage(ld),
      landingPage('<meta property="og:type" content="article">'),
      landingPage('', (sections) => `<article>${sections}</article><div class="cta"><p>${SECTIONS[0]![1]}</p></div>`),
    ]) expect(extract(page).method).not.toBe('landing');
  });
});

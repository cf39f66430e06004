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

  it('counts runs of linked items alike, skipping what it is told to, and needs one main landmark with six or more', () => {
    const main = categoryPage(12).querySelector('main')!;
    expect(itemSeries(main)).toBe(12);
    expect(itemSeries(main, (element) => element.getAttribute('class') === 'grid')).toBe(0);
    expect(extract(categoryPage(5)).method).not.toBe('listing');
    const twoMains = doc(`<body><main>${card(1).repeat(8)}</main><div role="main">${card(2)}</div></body>`);
    expect(mainLandmark(twoMains)).toBeNull();
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

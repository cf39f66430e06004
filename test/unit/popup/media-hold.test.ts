// @vitest-environment jsdom
// The preview enters the popup without its media sources while the popup page loads (a browser shows the popup
// only after its load event, which images delay), and gets them back, unchanged, once the page has loaded.
import { describe, expect, it } from 'vitest';
import { holdMedia, insertAfterLoad } from '../../../src/popup/media-hold';

const MEDIA = `<p>Text <a href="https://example.org/">link</a></p>
<img src="https://example.org/a.png" srcset="https://example.org/a.png 1x, https://example.org/a2.png 2x" alt="A">
<picture><source srcset="https://example.org/b.webp" type="image/webp"><img src="https://example.org/b.jpg" alt="B"></picture>
<video src="https://example.org/v.mp4" poster="https://example.org/p.jpg" controls><track src="https://example.org/v.vtt"></video>
<audio src="https://example.org/s.mp3"></audio>`;

function fragmentOf(doc: Document, html: string): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html; // test input, not page content
  return template.content;
}

const FETCHING = ['src', 'srcset', 'poster'];
const sources = (root: ParentNode) =>
  [...root.querySelectorAll('*')].flatMap((element) => FETCHING.filter((name) => element.hasAttribute(name)).map((name) => `${element.localName}@${name}=${element.getAttribute(name)}`));

describe('holdMedia', () => {
  it('takes every fetching attribute off and puts each back as it was', () => {
    const fragment = fragmentOf(document, MEDIA);
    const before = sources(fragment);
    expect(before).toHaveLength(8);
    const release = holdMedia(fragment);
    expect(sources(fragment)).toEqual([]);
    // Everything else stays: text, links, alt text, types, controls.
    expect(fragment.querySelector('a')?.getAttribute('href')).toBe('https://example.org/');
    expect([...fragment.querySelectorAll('img')].map((img) => img.alt)).toEqual(['A', 'B']);
    expect(fragment.querySelector('source')?.getAttribute('type')).toBe('image/webp');
    release!();
    expect(sources(fragment)).toEqual(before);
  });

  it('holds nothing where there is no media', () => {
    expect(holdMedia(fragmentOf(document, '<p>Only <b>text</b> and <a href="https://example.org/">a link</a>.</p>'))).toBeUndefined();
  });
});

describe('insertAfterLoad', () => {
  function loadingDocument(): Document {
    const doc = document.implementation.createHTMLDocument('popup');
    Object.defineProperty(doc, 'readyState', { configurable: true, value: 'loading' });
    return doc;
  }

  it('inserts at once but gives the media their sources only at the load event', () => {
    const doc = loadingDocument();
    const target = doc.body.appendChild(doc.createElement('section'));
    const loaded = new EventTarget();
    Object.defineProperty(doc, 'defaultView', { value: loaded });
    insertAfterLoad(doc, target, fragmentOf(doc, MEDIA));
    expect(target.textContent).toContain('Text link');
    expect(sources(target)).toEqual([]);
    loaded.dispatchEvent(new Event('load'));
    expect(sources(target)).toHaveLength(8);
    expect(target.querySelector('img')?.getAttribute('src')).toBe('https://example.org/a.png');
  });

  it('keeps the sources when the page has loaded already (a later mode switch)', () => {
    const target = document.body.appendChild(document.createElement('section'));
    expect(document.readyState).toBe('complete');
    insertAfterLoad(document, target, fragmentOf(document, MEDIA));
    expect(sources(target)).toHaveLength(8);
    target.remove();
  });
});

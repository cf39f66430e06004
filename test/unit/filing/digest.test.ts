// A clip's stored digest trains exactly as the clip itself, so untraining from the digest is exact; and the
// `suggest` message's validator lets the popup's page text through and stops what is malformed or oversized.
import { describe, expect, it } from 'vitest';
import { layersFromClip, notebook, TopicModel } from '../../../src/core/classify';
import { clipTextOf, digestOf, featuresOfDigest } from '../../../src/shared/filing/digest';
import { validators } from '../../../src/shared/messages';
import { articleHtml, articleText, COOKING, DATABASES } from './articles';

const clipOf = (index: number) => ({
  title: COOKING[index]!.title,
  html: articleHtml(COOKING[index]!),
  text: articleText(COOKING[index]!),
  excerpt: 'A recipe worth keeping.',
  lang: 'en',
});

describe('word digests', () => {
  it('train the same model as the clips they were taken from', () => {
    const fromClips = new TopicModel();
    const fromDigests = new TopicModel();
    for (const index of [0, 1, 2]) {
      fromClips.add(layersFromClip(clipTextOf(clipOf(index))), notebook('Cooking'));
      fromDigests.add(featuresOfDigest(digestOf(clipOf(index))), notebook('Cooking'));
    }
    expect(fromDigests.toJSON()).toEqual(fromClips.toJSON());
  });

  it('untrain exactly: add then remove from the digest leaves the other clips’ model', () => {
    const model = new TopicModel();
    const others = new TopicModel();
    for (const index of [0, 1]) {
      model.add(featuresOfDigest(digestOf(clipOf(index))), notebook('Cooking'));
      others.add(featuresOfDigest(digestOf(clipOf(index))), notebook('Cooking'));
    }
    const extra = digestOf(clipOf(2));
    model.add(featuresOfDigest(extra), notebook('Cooking'));
    model.remove(featuresOfDigest(extra), notebook('Cooking'));
    expect(model.docCount('Cooking')).toBe(2);
    expect(Object.keys(model.toJSON().classes.notebook.Cooking!.counts)).toEqual(Object.keys(others.toJSON().classes.notebook.Cooking!.counts));
  });

  it('count every word of title, headings, body and excerpt', () => {
    const digest = digestOf(clipOf(0));
    expect(digest.tomato).toBeGreaterThan(0);
    expect(digest.worth).toBe(1); // from the excerpt only
  });
});

describe('the suggest message', () => {
  const page = { title: DATABASES[0]!.title, html: articleHtml(DATABASES[0]!), text: articleText(DATABASES[0]!), excerpt: null, lang: 'en', keywords: ['sql'] };

  it('accepts the page text the popup sends', () => {
    expect(validators.suggest(page)).toBe(true);
    expect(validators.suggest({ title: 'Bookmark only', html: '', text: '' })).toBe(true);
  });

  it('refuses malformed or oversized requests', () => {
    expect(validators.suggest({ ...page, html: 42 })).toBe(false);
    expect(validators.suggest({ ...page, title: undefined })).toBe(false);
    expect(validators.suggest({ ...page, keywords: 'sql' })).toBe(false);
    expect(validators.suggest({ ...page, keywords: ['x'.repeat(101)] })).toBe(false);
    expect(validators.suggest({ ...page, title: 'x'.repeat(2_001) })).toBe(false);
    expect(validators.suggest([page])).toBe(false);
  });
});

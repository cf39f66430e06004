// Front matter and templates always parse back (js-yaml) to exactly the strings we put in.
import fc from 'fast-check';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { clipToMarkdown, frontMatter, renderTemplate, type FrontMatterFields } from '../../../src/core/markdown/index';

const NASTY = [
  'He said "hi": then left # not a comment', '- leading dash', '@mention', '* star', '! bang', '& anchor', '| pipe', '> fold',
  '%percent', '`tick', "it's", 'yes', 'no', 'null', 'true', 'False', '~', '1e3', '0x1F', '2024-01-01', '', '   ',
  'line one\nline two', 'tab\there', 'emoji 🎉 and 中文标题：冒号', '\u2028sep\u2029', 'bell\u0007 esc\u001b del\u007f', 'bom\ufeff',
  'back\\slash', '{{not a var}}', '[not, a, list]', '{not: a map}', '---', '...', 'key: value', 'lone \ud800 surrogate',
];

function parseFrontMatter(text: string): Record<string, unknown> {
  const match = text.match(/^---\n([\s\S]*?)\n---\n/);
  expect(match, text).not.toBeNull();
  return yaml.load(match![1]!, { schema: yaml.CORE_SCHEMA }) as Record<string, unknown>;
}

/** What YAML can hold: lone surrogates are not Unicode and come back as U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

const base: FrontMatterFields = { title: 'T', url: 'https://example.com/a', clipped: '2026-12-01T02:00:00.000Z' };

describe('frontMatter', () => {
  it('round-trips nasty strings in every field', () => {
    for (const value of NASTY) {
      const fields: FrontMatterFields = { ...base, title: value, author: value, site: value, notebook: value, excerpt: value, lang: value, published: value, tags: [value, 'plain'] };
      const parsed = parseFrontMatter(frontMatter(fields));
      const expected = value.replace(/\ud800/, '\ufffd');
      expect(parsed.title).toBe(expected);
      expect(parsed.excerpt ?? '').toBe(expected);
      expect(parsed.tags).toEqual(expected.trim() ? [expected.trim(), 'plain'] : ['plain']);
    }
  });

  it('round-trips arbitrary strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite' }), fc.string(), fc.array(fc.string({ minLength: 1 })), (title, author, tags) => {
        const parsed = parseFrontMatter(frontMatter({ ...base, title, author, tags }));
        expect(parsed.title).toBe(wellFormed(title));
        if (author) expect(parsed.author).toBe(wellFormed(author));
      }),
      { numRuns: 300 },
    );
  });

  it('writes keys in order and leaves out empty optional fields', () => {
    expect(frontMatter({ ...base, author: null, tags: [], site: 'Example' })).toBe(
      '---\ntitle: "T"\nurl: "https://example.com/a"\nsite: "Example"\nclipped: "2026-12-01T02:00:00.000Z"\n---\n',
    );
  });
});

describe('renderTemplate', () => {
  const fields: FrontMatterFields = { ...base, title: 'Colons: "quotes" # and\nnewlines', author: '@someone', tags: ['a', 'b: c'], site: 'yes', url: 'https://www.example.com/x?y=1#z' };

  it('keeps substituted values valid and exact', () => {
    const template = [
      'title: {{title}}',
      "quoted: '{{title}}'",
      'double: "{{ title }}"',
      'by: {{author}} via {{site}}',
      'source: {{domain}}',
      'day: {{date}}',
      'tags: {{tags}}',
      'aliases:',
      '  - {{title}}',
      '# clipped from {{url}} on {{clipped}}',
      'unknown: {{nope}}',
      '"quoted key": {{title}}',
    ].join('\n');
    const parsed = parseFrontMatter(renderTemplate(template, fields));
    expect(parsed).toEqual({
      title: fields.title,
      quoted: fields.title,
      double: fields.title,
      by: '@someone via yes',
      source: 'example.com',
      day: '2026-12-01',
      tags: ['a', 'b: c'],
      aliases: [fields.title],
      unknown: '{{nope}}',
      'quoted key': fields.title,
    });
  });

  it('accepts templates with or without fences', () => {
    expect(renderTemplate('---\ntitle: {{title}}\n---\n', base)).toBe('---\ntitle: "T"\n---\n');
    expect(renderTemplate('title: {{title}}', base)).toBe('---\ntitle: "T"\n---\n');
  });

  it('stays valid for arbitrary values (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (title, excerpt) => {
        const parsed = parseFrontMatter(renderTemplate('title: {{title}}\nnote: "{{excerpt}}" — {{title}}\n# {{excerpt}}', { ...base, title, excerpt }));
        expect(parsed.title).toBe(wellFormed(title));
      }),
      { numRuns: 300 },
    );
  });
});

describe('clipToMarkdown', () => {
  it('writes front matter, the title as the only H1, then the body', () => {
    const markdown = clipToMarkdown({ html: '<h1>Intro</h1><p>Body <a href="/x">link</a>.</p>', url: 'https://example.com/post', title: 'My *Post*', clipped: base.clipped, tags: ['t'] });
    expect(markdown).toBe(
      '---\ntitle: "My *Post*"\nurl: "https://example.com/post"\ntags: ["t"]\nclipped: "2026-12-01T02:00:00.000Z"\n---\n\n# My \\*Post\\*\n\n## Intro\n\nBody [link](https://example.com/x).\n',
    );
  });
});

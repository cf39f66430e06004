// Live previews on the settings page: the front matter and the file name a sample clip would get with the
// templates as typed. Rendering uses the exporter's own functions, so the preview is what an export writes.
// Imported from the modules, not the markdown index, so this page does not bundle the HTML→Markdown converter.
import { frontMatter, type FrontMatterFields } from '../core/markdown/front-matter';
import { renderTemplate } from '../core/markdown/template';
import { t } from '../shared/i18n';
import { markdownFileName } from '../popup/file-name';

/** A clip to render templates with: fixed values (so the preview is stable) in the reader's language. */
export function sampleClip(notebook: string): FrontMatterFields {
  return {
    title: t('settings_sample_title'),
    url: 'https://example.com/2026/03/reading-notes',
    author: t('settings_sample_author'),
    published: '2026-03-14',
    site: t('settings_sample_site'),
    notebook,
    tags: [t('settings_sample_tag_reading'), t('settings_sample_tag_notes')],
    clipped: '2026-03-15T09:30:00.000Z',
    lang: t('settings_sample_lang'),
    excerpt: t('settings_sample_excerpt'),
  };
}

/** Empty template means the built-in front matter. */
export function previewFrontMatter(template: string, sample: FrontMatterFields): string {
  return template.trim() ? renderTemplate(template, sample) : frontMatter(sample);
}

/** The popup's download names the file with this same function. */
export function previewFileName(template: string, sample: FrontMatterFields): string {
  return markdownFileName(template, sample);
}

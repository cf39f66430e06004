// The one place a clip becomes a Markdown file: the core converter with the clip's own metadata in the front
// matter. `clipped` is the clip's creation time, so exporting twice gives the same file.
import { clipToMarkdown } from '../../core/markdown';
import type { Clip } from '../clip';

/** `imageMap` (original URL → relative path of the stored copy) is given by the zip export only; Copy and
 * Download of one clip keep the original URLs. */
export function clipMarkdown(clip: Clip, imageMap?: Map<string, string>): string {
  return clipToMarkdown({
    html: clip.mode === 'bookmark' ? '' : clip.html,
    url: clip.url,
    title: clip.title,
    author: clip.byline,
    published: clip.published,
    site: clip.site,
    notebook: clip.notebook,
    tags: clip.tags,
    clipped: new Date(clip.created).toISOString(),
    lang: clip.lang,
  }, imageMap ? { imageMap } : {});
}

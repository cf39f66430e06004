// One clip in the list: checkbox, title (the focusable control that opens the clip), site · date · notebook ·
// tags, and the excerpt, with search terms highlighted.
import { formatDate, t } from '../shared/i18n';
import { snippetAround } from '../shared/search/highlight';
import type { ClipSummary } from '../shared/search/sync';
import { appendHighlighted } from './highlight-dom';
import type { RowRenderer } from './virtual-list';

export interface RowContext {
  /** Matched terms of the current search (empty when not searching). */
  termsOf(id: string): readonly string[];
  isSelected(id: string): boolean;
  isOpen(id: string): boolean;
  /** For a clip found by the deep pass: the text around its match past the indexed lead. */
  deepSnippetOf(id: string): string | undefined;
  /** Whether this is the first row of the deep pass's group (it carries the group's border). */
  isFirstDeep(id: string): boolean;
}

export function rowRenderer(context: RowContext): RowRenderer<ClipSummary> {
  return {
    render(clip) {
      const terms = context.termsOf(clip.id);
      const row = document.createElement('li');
      row.className = 'row';
      row.dataset.id = clip.id;
      if (context.isOpen(clip.id)) row.classList.add('current');

      const check = document.createElement('input');
      check.type = 'checkbox';
      check.className = 'row-select';
      check.checked = context.isSelected(clip.id);
      check.tabIndex = -1;
      check.setAttribute('aria-label', t('library_select_clip', clip.title));

      const body = document.createElement('div');
      body.className = 'row-body';
      const title = document.createElement('button');
      title.type = 'button';
      title.className = 'row-title';
      title.dataset.open = clip.id;
      if (context.isOpen(clip.id)) title.setAttribute('aria-current', 'true');
      appendHighlighted(title, clip.title || clip.url, terms);

      const deepSnippet = context.deepSnippetOf(clip.id);
      const meta = document.createElement('div');
      meta.className = 'row-meta';
      if (deepSnippet !== undefined) {
        row.classList.add('row-deep');
        if (context.isFirstDeep(clip.id)) row.classList.add('row-deep-first');
        const group = document.createElement('span');
        group.className = 'row-deep-label';
        group.textContent = t('library_deep_group');
        meta.append(group, ' ');
      }
      meta.append([clip.site ?? new URL(clip.url).host, formatDate(clip.created), clip.notebook].filter(Boolean).join(' · '));
      for (const tag of clip.tags) {
        const chip = document.createElement('span');
        chip.className = 'tag';
        appendHighlighted(chip, tag, terms);
        meta.append(chip);
      }

      const excerpt = document.createElement('p');
      excerpt.className = 'row-excerpt';
      appendHighlighted(excerpt, deepSnippet ?? snippetAround(clip.excerpt ?? '', terms), terms);
      if (clip.lang) excerpt.lang = clip.lang;

      body.append(title, meta, excerpt);
      row.append(check, body);
      return row;
    },
    focusTarget: (row) => row.querySelector<HTMLElement>('.row-title'),
  };
}

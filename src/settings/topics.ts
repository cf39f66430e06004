// The filtered-topics editor: one fieldset per topic (name, examples that are the topic, examples that are not).
// Examples are entered one per line and stored as string arrays, the shape the classifier's filter reads.
import { t } from '../shared/i18n';
import type { FilteredTopic } from '../shared/settings';

export interface TopicEditor {
  /** Replaces the editor's contents with `topics`. */
  show(topics: FilteredTopic[]): void;
  /** The topics as the reader has entered them, not yet validated. */
  read(): FilteredTopic[];
  /** Adds an empty topic and moves focus to its name. */
  add(): void;
}

/** One entry per non-empty line. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function part<T extends HTMLElement>(item: HTMLElement, className: string): T {
  const element = item.querySelector<T>(`.${className}`);
  if (!element) throw new Error(`topic template has no .${className}`);
  return element;
}

/** Gives the controls of topic number `index` unique ids, their labels `for`, and the legend its number. */
function number(item: HTMLElement, index: number): void {
  part(item, 'topic-legend').textContent = t('settings_topic_legend', String(index + 1));
  for (const name of ['name', 'positive', 'negative']) {
    const id = `topic-${index}-${name}`;
    const control = part(item, `topic-${name}`);
    control.id = id;
    // The list's one error message is about every topic: each control points screen readers at it.
    control.setAttribute('aria-describedby', 'filteredTopics-error');
    part<HTMLLabelElement>(item, `topic-${name}-label`).htmlFor = id;
  }
  part(item, 'topic-remove').setAttribute('aria-label', t('settings_topic_remove_named', String(index + 1)));
}

export function topicEditor(list: HTMLUListElement, template: HTMLTemplateElement, onEdit: () => void): TopicEditor {
  const renumber = () => [...list.children].forEach((item, index) => number(item as HTMLElement, index));

  function append(topic: FilteredTopic): HTMLElement {
    const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    for (const element of item.querySelectorAll<HTMLElement>('[data-i18n]')) element.textContent = t(element.dataset.i18n!);
    part<HTMLInputElement>(item, 'topic-name').value = topic.name;
    part<HTMLTextAreaElement>(item, 'topic-positive').value = topic.examples.positive.join('\n');
    part<HTMLTextAreaElement>(item, 'topic-negative').value = topic.examples.negative.join('\n');
    part(item, 'topic-remove').addEventListener('click', () => remove(item));
    list.append(item);
    return item;
  }

  function remove(item: HTMLElement): void {
    const next = (item.nextElementSibling ?? item.previousElementSibling) as HTMLElement | null;
    item.remove();
    renumber();
    // Keep keyboard focus in the list instead of dropping it on <body>.
    (next ? part(next, 'topic-name') : document.getElementById('add-topic'))?.focus();
    onEdit();
  }

  list.addEventListener('input', onEdit);

  return {
    show(topics) {
      list.replaceChildren();
      for (const topic of topics) append(topic);
      renumber();
    },
    read() {
      return [...list.children].map((item) => ({
        name: part<HTMLInputElement>(item as HTMLElement, 'topic-name').value.trim(),
        examples: {
          positive: linesOf(part<HTMLTextAreaElement>(item as HTMLElement, 'topic-positive').value),
          negative: linesOf(part<HTMLTextAreaElement>(item as HTMLElement, 'topic-negative').value),
        },
      }));
    },
    add() {
      const item = append({ name: '', examples: { positive: [], negative: [] } });
      renumber();
      part(item, 'topic-name').focus();
    },
  };
}

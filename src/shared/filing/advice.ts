// What the popup is told about a page it is about to clip: where to file it and whether it is a topic the
// reader asked to be warned about. Shared by the `suggest` message and the filing service.
import type { ClipText, Suggestion } from '../../core/classify';

/** The page as the popup has it from the preview. */
export type PageText = Required<Pick<ClipText, 'title' | 'html' | 'text'>> & Pick<ClipText, 'excerpt' | 'keywords' | 'lang'>;

/** A filtered topic the page scores in. */
export interface TopicWarning {
  topic: string;
  /** 0..1: the topic's share of the two filter scores. */
  score: number;
  /** The topic's words that weigh most in this page, heaviest first. */
  words: string[];
}

export interface FilingAdvice {
  suggestion: Suggestion;
  /** The filtered topic the page scores highest in, or null when it is in none. */
  warning: TopicWarning | null;
  /**
   * Milliseconds spent bringing the model up to date, training the filtered topics' models (cached until a clip
   * changes) and reading and scoring the page (printed by tests and the e2e).
   */
  timing: { syncMs: number; filterMs: number; suggestMs: number };
}

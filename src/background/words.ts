// What the background says to the reader (badge titles, notifications, reasons a page can't be read), localized.
import { t } from '../shared/i18n';
import type { RestrictionKind } from './page-access';

export function restrictionText(kind: RestrictionKind): string {
  switch (kind) {
    case 'browser-page':
      return t('background_restricted_browser_page');
    case 'no-address':
      return t('background_restricted_no_address');
    case 'store':
      return t('background_restricted_store');
    case 'pdf':
      return t('background_restricted_pdf');
    case 'file':
      return t('background_restricted_file');
    case 'loading':
      return t('background_restricted_loading');
  }
}

export function savedTitle(title: string, earlierCopies: number): string {
  return earlierCopies > 0 ? t('background_badge_saved_kept_both', [title, String(earlierCopies)]) : t('background_badge_saved', title);
}

export function failedTitle(message: string): string {
  return t('background_badge_failed', message);
}

export function readFailedText(detail: string): string {
  return t('background_error_read_failed', detail);
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// The full JSON backup and its validation. Parsing and checking are pure functions: a backup is untrusted input
// (hand-edited, truncated by a failed download, from a newer Pith, or not a backup at all), so every clip is
// checked field by field and a bad clip is reported and skipped, never half-stored.
import type { ClipMode } from '../../core/types';
import type { Clip } from '../clip';
import {
  MAX_BACKUP_BYTES, MAX_BACKUP_CLIPS, MAX_CLIP_BODY_CHARS, MAX_NOTEBOOK_CHARS, MAX_SHORT_FIELD_CHARS, MAX_TAG_CHARS, MAX_TAGS, MAX_TITLE_CHARS, MAX_URL_CHARS,
} from './limits';

export const BACKUP_FORMAT = 'pith-backup';
export const BACKUP_VERSION = 1;

export interface Backup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  /** ISO time the backup was made. */
  exported: string;
  clips: Clip[];
}

export function makeBackup(clips: readonly Clip[], now: Date): string {
  const backup: Backup = { format: BACKUP_FORMAT, version: BACKUP_VERSION, exported: now.toISOString(), clips: [...clips] };
  return JSON.stringify(backup);
}

/**
 * The same backup as pieces to hand to a Blob one clip at a time: a large library's backup is hundreds of MB,
 * more than one JavaScript string may hold. `opening` + clip pieces (comma-led after the first) + `closing`.
 */
export class BackupWriter {
  readonly parts: string[];
  private first = true;

  constructor(now: Date) {
    const header = JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, exported: now.toISOString() });
    this.parts = [`${header.slice(0, -1)},"clips":[`];
  }

  add(clip: Clip): void {
    this.parts.push((this.first ? '' : ',') + JSON.stringify(clip));
    this.first = false;
  }

  finish(): string[] {
    this.parts.push(']}');
    return this.parts;
  }
}

/** Why a whole file was refused (nothing was imported). */
export type RefusalReason = 'too-large' | 'not-json' | 'truncated' | 'not-a-backup' | 'newer-version' | 'too-many-clips';

export interface SkippedClip {
  /** Position in the backup's `clips` array. */
  index: number;
  id: string | null;
  reason: string;
}

export type ParsedBackup =
  | { ok: true; clips: Clip[]; skipped: SkippedClip[]; exported: string }
  | { ok: false; reason: RefusalReason; detail: string };

const MODES: readonly ClipMode[] = ['article', 'selection', 'fullpage', 'bookmark'];

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks one field; returns a reason when it is wrong. */
type Check = (value: unknown) => string | null;
const text = (max: number): Check => (value) => (typeof value !== 'string' ? 'is not text' : value.length > max ? `is longer than ${max} characters` : null);
const nullableText = (max: number): Check => (value) => (value === null ? null : text(max)(value));
const finiteNumber: Check = (value) => (typeof value === 'number' && Number.isFinite(value) ? null : 'is not a number');
const time: Check = (value) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value < 8.64e15 ? null : 'is not a valid time');
const httpUrl: Check = (value) => {
  const problem = text(MAX_URL_CHARS)(value);
  if (problem) return problem;
  try {
    const protocol = new URL(value as string).protocol;
    return protocol === 'http:' || protocol === 'https:' || protocol === 'file:' ? null : 'is not a web address';
  } catch {
    return 'is not a web address';
  }
};
const tagList: Check = (value) => {
  if (!Array.isArray(value)) return 'is not a list';
  if (value.length > MAX_TAGS) return `has more than ${MAX_TAGS} tags`;
  return value.every((tag) => typeof tag === 'string' && tag.length <= MAX_TAG_CHARS) ? null : 'holds a tag that is not short text';
};

/** Every required field of a clip and its check; optional fields are checked in `checkOptional`. `images` is left
 * out on purpose: a backup carries no image bytes, so an imported clip shows (and exports) its remote URLs. */
const REQUIRED: Record<Exclude<keyof Clip, 'failedImages' | 'debug' | 'images'>, Check> = {
  id: (value) => (typeof value === 'string' && /^[\w-]{1,100}$/.test(value) ? null : 'is not a clip id'),
  url: httpUrl,
  canonicalUrl: (value) => (value === null ? null : httpUrl(value)),
  title: text(MAX_TITLE_CHARS),
  byline: nullableText(MAX_SHORT_FIELD_CHARS),
  site: nullableText(MAX_SHORT_FIELD_CHARS),
  published: nullableText(100),
  lang: nullableText(35),
  excerpt: nullableText(MAX_SHORT_FIELD_CHARS * 5),
  leadImage: nullableText(MAX_URL_CHARS),
  html: text(MAX_CLIP_BODY_CHARS),
  text: text(MAX_CLIP_BODY_CHARS),
  mode: (value) => (MODES.includes(value as ClipMode) ? null : 'is not a clip mode'),
  notebook: (value) => text(MAX_NOTEBOOK_CHARS)(value) ?? ((value as string).trim() ? null : 'is empty'),
  tags: tagList,
  created: time,
  updated: time,
  engineVersion: text(100),
  confidence: finiteNumber,
  wordCount: (value) => (Number.isInteger(value) && (value as number) >= 0 ? null : 'is not a count'),
};

/** An address (older backups) or `{url, reason}`. */
function isFailedImage(entry: unknown): boolean {
  if (typeof entry === 'string') return entry.length <= MAX_URL_CHARS;
  return isRecord(entry) && text(MAX_URL_CHARS)(entry.url) === null && text(MAX_SHORT_FIELD_CHARS)(entry.reason) === null;
}

function checkOptional(record: Fields): string | null {
  if (record.failedImages !== undefined) {
    if (!Array.isArray(record.failedImages) || !record.failedImages.every(isFailedImage)) {
      return 'failedImages is not a list of addresses';
    }
  }
  if (record.debug !== undefined && !Array.isArray(record.debug)) return 'debug is not a list';
  return null;
}

/** The clip, rebuilt from known fields only (unknown keys are dropped), or why it cannot be imported. */
export function validateClip(value: unknown): { clip: Clip } | { reason: string } {
  if (!isRecord(value)) return { reason: 'is not an object' };
  for (const [field, check] of Object.entries(REQUIRED)) {
    if (!(field in value)) return { reason: `${field} is missing` };
    const problem = check(value[field]);
    if (problem) return { reason: `${field} ${problem}` };
  }
  const optional = checkOptional(value);
  if (optional) return { reason: optional };
  const clip = {} as Record<string, unknown>;
  for (const field of Object.keys(REQUIRED)) clip[field] = value[field];
  if (Array.isArray(value.failedImages)) {
    clip.failedImages = value.failedImages.map((entry: unknown) => (isRecord(entry) ? { url: entry.url, reason: entry.reason } : entry));
  }
  if (value.debug !== undefined) clip.debug = value.debug;
  return { clip: clip as unknown as Clip };
}

/** A JSON.parse failure that ran out of input means the file was cut short (an interrupted download). */
function looksTruncated(source: string, error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /unexpected end|unterminated|end of (json )?input/i.test(message) || (/^\s*[[{]/.test(source) && !/[}\]]\s*$/.test(source));
}

/** Reads a backup file's text: refuses the whole file, or returns the valid clips and what was skipped. */
export function parseBackup(source: string, byteLength = new TextEncoder().encode(source).length): ParsedBackup {
  if (byteLength > MAX_BACKUP_BYTES) {
    return { ok: false, reason: 'too-large', detail: `${byteLength} bytes is over the ${MAX_BACKUP_BYTES} byte limit` };
  }
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    return looksTruncated(source, error)
      ? { ok: false, reason: 'truncated', detail: 'the file ends in the middle of the data' }
      : { ok: false, reason: 'not-json', detail: error instanceof Error ? error.message : String(error) };
  }
  if (!isRecord(data) || data.format !== BACKUP_FORMAT || !Array.isArray(data.clips)) {
    return { ok: false, reason: 'not-a-backup', detail: 'no "format": "pith-backup" with a "clips" list' };
  }
  if (typeof data.version !== 'number' || !Number.isInteger(data.version) || data.version < 1) {
    return { ok: false, reason: 'not-a-backup', detail: '"version" is not a version number' };
  }
  if (data.version > BACKUP_VERSION) {
    return { ok: false, reason: 'newer-version', detail: `version ${data.version}; this Pith reads version ${BACKUP_VERSION}` };
  }
  if (data.clips.length > MAX_BACKUP_CLIPS) {
    return { ok: false, reason: 'too-many-clips', detail: `${data.clips.length} clips is over the ${MAX_BACKUP_CLIPS} limit` };
  }
  const clips: Clip[] = [];
  const skipped: SkippedClip[] = [];
  const seen = new Set<string>();
  data.clips.forEach((value, index) => {
    const result = validateClip(value);
    const id = isRecord(value) && typeof value.id === 'string' ? value.id.slice(0, 100) : null;
    if ('reason' in result) skipped.push({ index, id, reason: result.reason });
    else if (seen.has(result.clip.id)) skipped.push({ index, id, reason: 'the backup holds this id twice' });
    else {
      seen.add(result.clip.id);
      clips.push(result.clip);
    }
  });
  return { ok: true, clips, skipped, exported: typeof data.exported === 'string' ? data.exported : '' };
}

/** A stable text of a clip's content, for "is this the same clip?" (id left out: a copy may have a new one). */
export function contentKey(clip: Clip): string {
  const { id: _id, ...content } = clip;
  const record = content as Record<string, unknown>;
  return JSON.stringify(Object.keys(record).sort().filter((key) => record[key] !== undefined).map((key) => [key, record[key]]));
}

/**
 * What each kind of upload field of a mailbox (docs/product-spec.md §5) accepts, how the refusal names it, and
 * where a request body (src/schemas/request.ts) carries its uploads: what the upload call and the request's check
 * (server/http/request-intake.ts) both read, so a new kind that takes files is checked by both.
 */
import { MAX_IMAGES } from '../../src/domain/requests/request-rules.ts';
import type { FieldType } from '../../src/schemas/mailbox.ts';
import { DOCUMENT_KINDS, IMAGE_KINDS, PDF_KINDS, type FileKind } from './sniff.ts';

/** What a field accepts, and how the message names it ('solo se admiten archivos …'). */
export interface Accepted {
  kinds: FileKind[];
  names: string;
}

/** What a kind of upload field takes, and where the request body carries its uploads. */
export interface UploadKind extends Accepted {
  /**
   * Where the body carries the field's uploads, as its kind puts them there (`FIELD_RULES` of
   * src/domain/requests/request-rules.ts; tests/unit/field-kinds.test.ts holds the two together): the list of ids
   * (`images` or `files`), and where the body says which field an id is for: `fieldUploads`, field by field, or
   * the field's own entry of `extra`.
   */
  list: 'images' | 'files';
  namedIn: 'fieldUploads' | 'extra';
  /** The most uploads a field of the kind counts for in its list: a number, or the field's `maxFiles` (else 1). */
  most: number | 'maxFiles';
}

/**
 * The files each field kind takes, `null` for a kind that takes none: a kind of `FIELD_TYPES` missing here fails
 * `npm run check` (docs/mailbox-form.md).
 */
export const UPLOAD_KINDS = {
  text: null,
  textarea: null,
  number: null,
  datetime: null,
  key: null,
  category: null,
  image: { kinds: IMAGE_KINDS, names: 'JPEG, PNG o WebP', list: 'images', namedIn: 'fieldUploads', most: MAX_IMAGES },
  file: { kinds: DOCUMENT_KINDS, names: 'Word, Excel, texto o PDF', list: 'files', namedIn: 'fieldUploads', most: 'maxFiles' },
  map: null,
  street: null,
  census: null,
  captcha: null,
  pdf: { kinds: PDF_KINDS, names: 'PDF', list: 'files', namedIn: 'extra', most: 'maxFiles' },
} as const satisfies Record<FieldType, UploadKind | null>;

/** The field kinds that take files. */
export type UploadFieldType = { [K in FieldType]: (typeof UPLOAD_KINDS)[K] extends null ? never : K }[FieldType];

/** What a field of an upload kind accepts. */
export function acceptedKinds(type: UploadFieldType): UploadKind {
  return UPLOAD_KINDS[type];
}

/** What a field of any kind accepts, and where the body carries it; undefined when it takes no files. */
export function acceptedBy(type: FieldType): UploadKind | undefined {
  return UPLOAD_KINDS[type] ?? undefined;
}

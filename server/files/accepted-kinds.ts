/** What each kind of upload field of a mailbox (docs/product-spec.md §5) accepts, and how the refusal names it. */
import type { FieldType } from '../../src/schemas/mailbox.ts';
import { DOCUMENT_KINDS, IMAGE_KINDS, PDF_KINDS, type FileKind } from './sniff.ts';

/** What a field accepts, and how the message names it ('solo se admiten archivos …'). */
export interface Accepted {
  kinds: FileKind[];
  names: string;
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
  image: { kinds: IMAGE_KINDS, names: 'JPEG, PNG o WebP' },
  file: { kinds: DOCUMENT_KINDS, names: 'Word, Excel, texto o PDF' },
  map: null,
  street: null,
  census: null,
  captcha: null,
  pdf: { kinds: PDF_KINDS, names: 'PDF' },
} as const satisfies Record<FieldType, Accepted | null>;

/** The field kinds that take files. */
export type UploadFieldType = { [K in FieldType]: (typeof UPLOAD_KINDS)[K] extends null ? never : K }[FieldType];

/** What a field of an upload kind accepts. */
export function acceptedKinds(type: UploadFieldType): Accepted {
  return UPLOAD_KINDS[type];
}

/** What a field of any kind accepts, or undefined when it takes no files. */
export function acceptedBy(type: FieldType): Accepted | undefined {
  return UPLOAD_KINDS[type] ?? undefined;
}

/** What each kind of upload field of a mailbox (spec §5) accepts, and how the refusal names it. */
import { DOCUMENT_KINDS, IMAGE_KINDS, PDF_KINDS, type FileKind } from './sniff.ts';

/** What a field accepts, and how the message names it ('solo se admiten archivos …'). */
export function acceptedKinds(type: 'image' | 'pdf' | 'file'): { kinds: FileKind[]; names: string } {
  if (type === 'image') return { kinds: IMAGE_KINDS, names: 'JPEG, PNG o WebP' };
  if (type === 'pdf') return { kinds: PDF_KINDS, names: 'PDF' };
  return { kinds: DOCUMENT_KINDS, names: 'Word, Excel, texto o PDF' };
}

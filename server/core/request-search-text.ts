/**
 * What the desk's text filter matches a request against (docs/requests-api.md "The staff desk": reference, title,
 * body and contact), folded once when the request is stored, so a search over a realm's requests compares plain
 * lower-case words instead of parsing every request's JSON. The reference and the telephone are there twice, as
 * written and without separators, so "7kx4-m9qp" and "7KX4M9QP", "600 123 456" and "600123456" all find them.
 */
import { fold } from '../../src/domain/text/alphabet.ts';

export function requestSearchText(reference: string, doc: Record<string, unknown>): string {
  const contact = (doc.contact ?? {}) as Record<string, unknown>;
  const telephone = typeof contact.telephone === 'string' ? `${contact.telephone} ${contact.telephone.replace(/\D/g, '')}` : undefined;
  const parts = [reference, reference.replace(/-/g, ''), doc.title, doc.body, contact.firstName, contact.lastName, telephone, contact.email];
  return ` ${fold(parts.filter((part) => typeof part === 'string').join(' '))} `;
}

/** The words of a desk search, folded as the stored text is; each must appear for a request to match. */
export function searchWords(query: string): string[] {
  return fold(query).split(' ').filter(Boolean).slice(0, 8);
}

/** A `tel:` link for a phone number as editors write it ("962 900 100" → "tel:962900100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** The address of an e-mail field, which the API may give as "mailto:…". */
export function emailAddress(uri: string): string {
  return uri.replace(/^mailto:/i, '');
}

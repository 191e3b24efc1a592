import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for HTML that editors write (bodies, leads, legal texts): structure and links only.
 * No scripts, no event handlers, no styles, no `javascript:` or `data:` URLs, no frames or forms.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'blockquote', 'q', 'cite', 'abbr', 'code', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'span', 'div', 'address', 'time',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'lang'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    time: ['datetime'],
    ol: ['start', 'type'],
    '*': ['lang', 'id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Headings an editor writes as h1 would break the page's one-h1 outline: they become h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
  allowedAttributesByTag: undefined,
} as sanitizeHtml.IOptions;
(OPTIONS.allowedAttributes as Record<string, string[]>).a!.push('rel');

/** Editor HTML made safe to put in a page. */
export function sanitize(html: string | undefined | null): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text from editor HTML (for descriptions and meta tags). */
export function plainText(html: string | undefined | null, max = 0): string {
  if (!html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim()
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
  if (max && text.length > max) return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  return text;
}

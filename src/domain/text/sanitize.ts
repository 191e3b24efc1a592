import sanitizeHtml from 'sanitize-html';

/**
 * Editors' ids get a prefix (as GitHub does with user content): an editor's `id="main"` must not capture the
 * skip link, and an `id` must not shadow a global the page's scripts read (DOM clobbering). In-page links
 * (`href="#x"`) follow.
 */
export const USER_ID_PREFIX = 'uc-';

function namespacedId(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  // Idempotent: sanitize-html may run a renamed tag (h1 → h2) through the transforms again.
  return attribs.id && !attribs.id.startsWith(USER_ID_PREFIX) ? { ...attribs, id: `${USER_ID_PREFIX}${attribs.id}` } : attribs;
}

/**
 * The allow-list for HTML that editors write (bodies, leads, legal texts): structure and links only.
 * No scripts, no event handlers, no styles, no `javascript:` or `data:` URLs, no frames or forms.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
    'address',
    'time',
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
    h1: (_tagName, attribs) => ({ tagName: 'h2', attribs: namespacedId(attribs) }),
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      const href =
        attribs.href?.startsWith('#') && !attribs.href.startsWith(`#${USER_ID_PREFIX}`) ? `#${USER_ID_PREFIX}${attribs.href.slice(1)}` : attribs.href;
      const own = namespacedId({ ...attribs, ...(href === undefined ? {} : { href }) });
      return { tagName, attribs: external ? { ...own, rel: 'noopener noreferrer' } : own };
    },
    img: (tagName, attribs) => ({ tagName, attribs: namespacedId({ ...attribs, loading: 'lazy', alt: attribs.alt ?? '' }) }),
    '*': (tagName, attribs) => ({ tagName, attribs: namespacedId(attribs) }),
  },
  allowedAttributesByTag: undefined,
} as sanitizeHtml.IOptions;
(OPTIONS.allowedAttributes as Record<string, string[]>).a!.push('rel');

/** Editor HTML made safe to put in a page. */
export function sanitize(html: string | undefined | null): string {
  if (!html) return '';
  // Plain text (no tag, no entity, no stray bracket) comes out of the allow-list unchanged: skip the parser.
  if (!/[<>&]/.test(html)) return html.trim();
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text from editor HTML (for descriptions and meta tags). */
export function plainText(html: string | undefined | null, max = 0): string {
  if (!html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
  if (max && text.length > max) return `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  return text;
}

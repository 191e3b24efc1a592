/**
 * The frame of every message: the town hall's name on its colour, the content, and a footer that says where
 * the message comes from. HTML for mail clients (a table, inline styles, nothing remote: no images, fonts or
 * tracking pixels) and the same content as plain text. Callers pass HTML they escaped (`escape.ts`).
 */
import { contrast, readableOnWhite, textOn, WHITE } from '../../src/domain/text/color.ts';
import { htmlLang } from '../../src/i18n/index.ts';
import { htmlText, plainText } from './escape.ts';

export interface MailLook {
  /** The town hall's name as visitors read it (realm.json `name`). */
  name: string;
  /** Its primary colour, #rrggbb. */
  colour: string;
  lang: string;
}

/** One block of content, as HTML and as text. */
export interface Block {
  html: string;
  text: string;
}

export const paragraph = (text: string): Block => ({ html: `<p style="margin:0 0 16px">${htmlText(text)}</p>`, text: plainText(text) });

/** Label–value rows (a copy of the form, the contact). Both sides are escaped here. */
export function rows(heading: string, list: ReadonlyArray<{ label: string; value: string }>): Block {
  if (list.length === 0) return { html: '', text: '' };
  const cells = list
    .map(
      (row) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;font-weight:600;width:35%">${htmlText(row.label)}</th>` +
        `<td style="vertical-align:top;padding:4px 0">${htmlText(row.value)}</td></tr>`,
    )
    .join('');
  return {
    html: `<h2 style="font-size:18px;margin:24px 0 8px">${htmlText(heading)}</h2><table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">${cells}</table>`,
    text: plainText(`${heading}\n${list.map((row) => `- ${row.label}: ${row.value.replace(/\r?\n/g, '\n  ')}`).join('\n')}`),
  };
}

/** A heading and a bulleted list (the attachments' names). Items are escaped here. */
export function list(heading: string, items: readonly string[]): Block {
  if (items.length === 0) return { html: '', text: '' };
  return {
    html: `<h2 style="font-size:18px;margin:24px 0 8px">${htmlText(heading)}</h2><ul style="margin:0;padding-left:20px">${items.map((item) => `<li>${htmlText(item)}</li>`).join('')}</ul>`,
    text: plainText(`${heading}\n${items.map((item) => `- ${item}`).join('\n')}`),
  };
}

/** A prominent reference, spaced for reading aloud. */
export function referenceBlock(label: string, reference: string): Block {
  return {
    html: `<p style="margin:0 0 16px">${htmlText(label)}<br><strong style="font-size:22px;letter-spacing:2px;font-family:Consolas,Menlo,monospace">${htmlText(reference)}</strong></p>`,
    text: plainText(`${label}: ${reference}`),
  };
}

/** The link to the request, as a button and as the address itself (some clients hide buttons). */
export function linkBlock(look: MailLook, intro: string, label: string, url: string): Block {
  const background = look.colour;
  const href = htmlText(url);
  return {
    html:
      `<p style="margin:24px 0 8px">${htmlText(intro)}</p>` +
      `<p style="margin:0 0 8px"><a href="${href}" style="display:inline-block;background:${background};color:${textOn(background)};padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:600">${htmlText(label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${href}" style="color:${readableOnWhite(look.colour)}">${href}</a></p>`,
    text: plainText(`${intro}\n${url}`),
  };
}

/**
 * A footer: where the message comes from and, in a request's messages, where a citizen who lost the request's
 * link asks for it again (`lost`: the sentence and the page's address, shown as a link).
 */
export interface MailFooter {
  text: string;
  lost?: { text: string; url: string } | undefined;
}

/** The whole message: header bar, heading, blocks, footer. */
export function frame(look: MailLook, heading: string, blocks: readonly Block[], footing: string | MailFooter): Block {
  const { text: footer, lost } = typeof footing === 'string' ? { text: footing, lost: undefined } : footing;
  const lostHtml = lost
    ? `<br>${htmlText(lost.text)} <a href="${htmlText(lost.url)}" style="color:#555555;word-break:break-all">${htmlText(lost.url)}</a>`
    : '';
  const lostText = lost ? `\n${plainText(`${lost.text} ${lost.url}`)}` : '';
  const bar = look.colour;
  const barText = textOn(bar);
  // A colour too light for white text gets dark text (textOn); the heading below uses a shade readable on white.
  const headingColour = contrast(look.colour, WHITE) >= 4.5 ? look.colour : readableOnWhite(look.colour);
  const content = blocks.filter((b) => b.html || b.text);
  const html = `<!doctype html>
<html lang="${htmlLang(look.lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${htmlText(heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f3f3;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" style="width:100%;border-collapse:collapse;background:#f3f3f3"><tr><td style="padding:16px 8px">
<table role="presentation" style="width:100%;max-width:600px;margin:0 auto;border-collapse:collapse;background:#ffffff">
<tr><td style="background:${bar};color:${barText};padding:16px 24px;font-size:18px;font-weight:700">${htmlText(look.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:24px;line-height:1.25;margin:0 0 16px;color:${headingColour}">${htmlText(heading)}</h1>
${content.map((b) => b.html).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dddddd;font-size:13px;color:#555555">${htmlText(footer)}${lostHtml}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  const text = `${plainText(look.name)}\n\n${plainText(heading)}\n${'='.repeat(Math.min(heading.length, 60))}\n\n${content.map((b) => b.text).join('\n\n')}\n\n--\n${plainText(footer)}${lostText}\n`;
  return { html, text };
}

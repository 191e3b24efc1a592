import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_STATE } from '../../playwright.config.ts';
import { spanishWordsIn } from '../support/language.ts';

/**
 * Every built Valencian and Catalan page of the demo realms, read as the reader gets it: its text, and the
 * attributes a screen reader or a search engine reads (alt, title, aria-label, placeholder, descriptions). No
 * word of the glossary's Spanish-only list may appear outside an element marked with another language (a
 * document in Spanish, the language menu's "Castellano"). The pages are parsed in Chromium from the files the
 * e2e server built: no navigation, no scripts, so every page of both realms takes seconds.
 */
const PAGES = [
  { realm: 'alcantir', lang: 'va' },
  { realm: 'vilamar', lang: 'ca' },
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

test.describe('no Spanish on a Valencian or Catalan page', () => {
  for (const { realm, lang } of PAGES) {
    test(`every ${lang} page of ${realm} is free of the glossary's Spanish-only words`, async ({ page }) => {
      const root = join(realpathSync(join(E2E_STATE, 'dist', realm)), lang);
      const files = htmlFiles(root);
      expect(files.length).toBeGreaterThan(40);
      await page.setContent('<!doctype html><title>reader</title>');
      const found: string[] = [];
      for (const file of files) {
        const text = await page.evaluate(
          (html) => {
            const doc = new DOMParser().parseFromString(html, 'text/html');
            const read: string[] = [];
            const shown = ['alt', 'title', 'aria-label', 'placeholder'];
            const isAddress = (value: string) => /^(https?:|\/|#|mailto:|tel:)/.test(value) || value.includes('/');
            const visit = (node: Node) => {
              if (node.nodeType === Node.TEXT_NODE) {
                read.push(node.textContent ?? '');
                return;
              }
              if (!(node instanceof Element)) return;
              if (['SCRIPT', 'STYLE', 'TEMPLATE'].includes(node.tagName)) return;
              const lang = node.getAttribute('lang');
              if (lang !== null && !lang.startsWith('ca')) return;
              for (const name of shown) if (node.hasAttribute(name)) read.push(node.getAttribute(name)!);
              // Texts the page's scripts show (data-results, data-pagefind-filter…); data-category is a key, not a text.
              for (const { name, value } of node.attributes) if (name.startsWith('data-') && name !== 'data-category' && !isAddress(value)) read.push(value);
              if (node.tagName === 'META' && /description|title/.test(`${node.getAttribute('name')} ${node.getAttribute('property')}`))
                read.push(node.getAttribute('content') ?? '');
              for (const child of node.childNodes) visit(child);
            };
            visit(doc.documentElement);
            return read.join('\n');
          },
          readFileSync(file, 'utf8'),
        );
        for (const word of spanishWordsIn(text)) found.push(`${file.slice(root.length)}: ${word}`);
      }
      expect(found).toEqual([]);
    });
  }
});

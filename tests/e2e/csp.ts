import type { Page } from '@playwright/test';

export interface ScriptWatch {
  /** securitypolicyviolation events: "directive blocked-uri" (a blocked inline script, style, frame, fetch…). */
  violations: string[];
  /** Console messages about the Content Security Policy (a meta-delivered policy also reports there). */
  cspConsole: string[];
  /** alert(), confirm() and prompt() calls: a hostile script that ran. */
  dialogs: string[];
  /** Console messages carrying the hostile corpus's marker. */
  markers: string[];
  /** Requests to a planted host: a hostile script or URL that reached the network. */
  planted: string[];
}

/** Hosts the hostile corpus points at; any request to one means hostile content got through. */
export const PLANTED_HOSTS = ['evil.example', 'planted.invalid'];
export const XSS_MARKER = 'XSS-MARKER';

/**
 * Watches a page for anything a hostile script would do, and for the browser's CSP reports. Call before the
 * first navigation: the listener goes in before the page's own scripts.
 */
export async function watchScripts(page: Page): Promise<ScriptWatch> {
  const watch: ScriptWatch = { violations: [], cspConsole: [], dialogs: [], markers: [], planted: [] };
  await page.exposeFunction('__reportCspViolation', (line: string) => watch.violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (s: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} ${event.blockedURI} at ${location.pathname}${event.sample ? ` (${event.sample})` : ''}`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy/i.test(text)) watch.cspConsole.push(`${page.url()}: ${text}`);
    if (text.includes(XSS_MARKER)) watch.markers.push(`${page.url()}: ${text}`);
  });
  page.on('dialog', async (dialog) => {
    watch.dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (PLANTED_HOSTS.some((host) => url.includes(host))) watch.planted.push(`${page.url()} → ${url}`);
  });
  // Nothing leaves the machine: planted hosts would not resolve anyway, this keeps the test offline and fast.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|[\w-]+\.localhost)/, (route) => route.abort());
  return watch;
}

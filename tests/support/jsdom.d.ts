/**
 * The part of jsdom's API the tests call outside Vitest's jsdom environment (tests/support/appointment-pages.ts
 * parses built pages with it). jsdom ships no types of its own and the project has no @types/jsdom: this is the
 * one constructor and window it uses.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}

import { groupByInitial } from '../domain/text/alphabet.ts';
import { hasLetterPages, letterPages, type LetterGroup, type LetterPage } from '../domain/directory/directory-pages.ts';
import { pick } from '../i18n/index.ts';
import type { Association } from '../schemas/association.ts';
import type { Language } from '../schemas/realm.ts';
import { snapshot } from './snapshot.ts';

/** A realm's A–Z directory in one language, as its pages show it. */
export interface Directory {
  /** The 27 letters in order, empty ones included (they are greyed out), then "#" when it has associations. */
  groups: Array<LetterGroup<Association>>;
  /** Whether each letter has its own pages (a large town); otherwise every card is on `/asociaciones`. */
  paged: boolean;
  /** The letter pages, when paged; none otherwise. */
  pages: Array<LetterPage<Association>>;
}

const directories = new Map<string, Directory>();

/**
 * The directory of a realm in a language, sorted and grouped once per render process: a large town's hundred
 * letter pages all read it, and sorting 10,000 titles with Spanish collation takes tens of milliseconds.
 */
export function directory(realm: string, lang: Language): Directory {
  const key = `${realm} ${lang}`;
  let found = directories.get(key);
  if (!found) {
    const { associations } = snapshot(realm);
    const groups = groupByInitial(associations, (a) => pick(a.title, lang));
    const paged = hasLetterPages(associations.length);
    found = { groups, paged, pages: paged ? letterPages(groups) : [] };
    directories.set(key, found);
  }
  return found;
}

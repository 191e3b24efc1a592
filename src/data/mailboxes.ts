import { labelSlice } from '../i18n/slices.ts';
import { snapshot } from './snapshot.ts';
import type { PageProps } from './site.ts';

/** One request-form page per mailbox the realm config lists, in each of its languages (`/buzon/{mailbox}`). */
export function mailboxPaths(paths: Array<{ params: { realm: string; lang: string | undefined }; props: PageProps }>) {
  return paths.flatMap((path) =>
    snapshot(path.props.realm).realm.mailboxes.map((mailbox) => ({
      params: { ...path.params, mailbox },
      props: { ...path.props, mailbox },
    })),
  );
}

/** The texts the form island needs, in the page's language: it ships no dictionaries of its own. */
export const formLabels = labelSlice((key) => key.startsWith('request.') || key === 'common.close' || key === 'common.error');

/** The mailboxes a page may link to: open ones the build could read, with their titles. */
export function openMailboxes(realm: string) {
  const snap = snapshot(realm);
  return (snap.mailboxes ?? []).filter((m) => !m.disabled && snap.realm.mailboxes.includes(m._id));
}

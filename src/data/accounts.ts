import { labelSlice } from '../i18n/slices.ts';

/** The texts the account pages' scripts show (problems, answers), in the page's language: they ship no dictionaries. */
export const accountLabels = labelSlice(
  (key) =>
    key.startsWith('account.error.') ||
    key.startsWith('account.link.') ||
    key.startsWith('account.password.') ||
    key.startsWith('account.delete.') ||
    key.startsWith('account.data.') ||
    key === 'account.signIn.failed',
);

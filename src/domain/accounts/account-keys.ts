/**
 * What makes two user names, or two e-mails, the same account's (docs/write-side.md "Accounts"): compared after
 * Unicode compatibility normalisation and lower-casing, so `Gestor` and `gestor`, `ÀNGELS` and `àngels`, or
 * `Lucia@Example.org` and `lucia@example.org` name one account. The users table keeps these keys in
 * `name_key` and `email_key` under unique indexes; changing this function needs a migration that recomputes them.
 * The profile page compares addresses with it too (`changesAddress`, account-rules.ts), so it asks for the
 * password exactly when the server sees another address.
 */
export function accountKey(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

/** Whether a user name is written as an e-mail address, which only the account's own e-mail may be. */
export const looksLikeEmail = (name: string) => name.includes('@');

/** The VAPID subject's rule (server/push/vapid.ts, docs/notices.md "Delivery"): a realm's real contact, never a placeholder. */
import { describe, expect, it } from 'vitest';
import { isPlaceholderDomain, VapidSubjectError, vapidSubject } from '../../../server/push/vapid.ts';
import { openDatabase } from '../../../server/store/database.ts';
import { DocumentStore } from '../../../server/store/documents.ts';

const withContact = (email: string | undefined) => {
  const store = new DocumentStore(openDatabase(':memory:'));
  store.put('poble', 'settings', { _id: 's1', name: 'asociaciones', ...(email === undefined ? {} : { footer: { contacto: { email } } }) });
  return store;
};

describe('the VAPID subject', () => {
  it.each(['example.com', 'mail.example.org', 'example.net', 'poble.example', 'x.test', 'y.invalid', 'localhost', 'poble.localhost'])(
    'takes %s for a placeholder',
    (domain) => {
      expect(isPlaceholderDomain(domain)).toBe(true);
    },
  );

  it.each(['alcantir.es', 'vilamar.cat', 'example.es', 'myexample.com', 'testing.org'])('takes %s for a real domain', (domain) => {
    expect(isPlaceholderDomain(domain)).toBe(false);
  });

  it("is mailto: and the realm's contact", () => {
    expect(vapidSubject(withContact('participacion@alcantir.es'), 'poble')).toBe('mailto:participacion@alcantir.es');
  });

  it('refuses a placeholder, saying what to do, unless in push test mode', () => {
    expect(() => vapidSubject(withContact('participacion@alcantir.example'), 'poble')).toThrow(/placeholder.*LOCAL_API_PUSH_TEST=1/);
    expect(vapidSubject(withContact('participacion@alcantir.example'), 'poble', { testMode: true })).toBe('mailto:participacion@alcantir.example');
  });

  it('refuses a realm without a contact, or with one that is no address, even in test mode', () => {
    expect(() => vapidSubject(withContact(undefined), 'poble', { testMode: true })).toThrow(VapidSubjectError);
    expect(() => vapidSubject(withContact('Ana <ana@alcantir.es>'), 'poble', { testMode: true })).toThrow(/not an e-mail address/);
  });
});

/**
 * A local server with voucher campaigns of the tests' own (docs/vouchers.md "Content"), a census list of their own,
 * and tabs for each kind of caller: citizens with accounts (made in the store, signed in by their session cookie,
 * so that tens of them cost no password hashing), shops, the demo's staff, another realm's staff.
 */
import { hashSecret } from '../../../../server/core/passwords.ts';
import { SESSION_COOKIE } from '../../../../server/http/session-cookie.ts';
import { Census } from '../../../../server/store/census.ts';
import type { DocumentStore } from '../../../../server/store/documents.ts';
import { Sessions } from '../../../../server/store/sessions.ts';
import { Users } from '../../../../server/store/users.ts';
import { Vouchers } from '../../../../server/store/vouchers.ts';
import type { Limits } from '../../../../server/http/guards/rate-limit.ts';
import { VOUCHER_COLLECTION, type VoucherCampaign } from '../../../../src/schemas/vouchers.ts';
import { signedIn } from './desk-fixture.ts';
import { browser, localServer } from './local-server.ts';

export const CENSUS = 'padron-bonos';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A valid DNI for `n`, and the answer the census list holds for it. */
export const dni = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;
export const birthYear = (n: number) => String(1950 + (n % 50));

/** Fri 27 Nov 2026, 10:00 in Madrid: inside the campaigns' windows. */
export const NOW = Date.parse('2026-11-27T10:00:00+01:00');

const shop = (id: string, name: string, hours?: VoucherCampaign['shops'][number]['hours']) => ({
  id,
  name,
  sector: { es: 'Alimentación', va: 'Alimentació' },
  address: 'Carrer Major, 1',
  coordinates: { lat: 38.98, lng: -0.52 },
  ...(hours ? { hours } : {}),
});

/** A free campaign (25 € of value, two uses, 5 € minimum) of `cap` vouchers, two per person. */
export function freeCampaign(slug: string, cap: number, overrides: Partial<VoucherCampaign> = {}) {
  return {
    _id: `c-${slug}`,
    slug,
    title: { es: `Bono ${slug}`, va: `Bo ${slug}` },
    description: { es: 'Para comprar en el comercio local.' },
    eligibility: { es: 'Personas empadronadas.' },
    applyFrom: '2026-11-01',
    applyUntil: '2026-12-31',
    spendUntil: '2027-01-31',
    price: 0,
    value: 25,
    budget: 25 * cap,
    minPurchase: 5,
    uses: 2,
    perPerson: 2,
    census: CENSUS,
    shops: [shop('forn-prova', 'Forn Prova', [{ days: [1, 2, 3, 4, 5, 6], start: '08:00', end: '14:00' }]), shop('llibreria-prova', 'Llibreria Prova')],
    ...overrides,
  };
}

export async function voucherServer(options: { census?: number; rateLimits?: Limits; trustProxy?: boolean; campaigns?: unknown[] } = {}) {
  const clock = { now: NOW };
  const people = options.census ?? 12;
  // The census list hashes each ID and answer with scrypt: made once per size, in the seeded copy each server starts from.
  const census = {
    key: `voucher-census-${people}`,
    prepare: (store: DocumentStore) =>
      new Census(store.db).replace('alcantir', [
        {
          _id: CENSUS,
          questions: [{ id: 'nacimiento', label: { es: 'Año de nacimiento' } }],
          entries: Array.from({ length: people }, (_, i) => ({ id: dni(10_000_000 + i), secrets: { nacimiento: birthYear(i) } })),
        },
      ]),
  };
  const server = localServer({
    now: () => clock.now,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    trustProxy: options.trustProxy,
    seeded: census,
  });
  const { db } = server.store;
  const campaigns = options.campaigns ?? [
    freeCampaign('bono-prueba', 6),
    freeCampaign('xec-prueba', 4, { price: 10, value: 20, budget: 40, uses: 1, minPurchase: 0, shops: [shop('forn-prova', 'Forn Prova')] }),
    freeCampaign('bono-vell', 4, { applyFrom: '2026-01-01', applyUntil: '2026-02-01', spendUntil: '2026-03-01' }),
  ];
  for (const campaign of campaigns) server.store.put('alcantir', VOUCHER_COLLECTION, campaign as Record<string, unknown> & { _id: string });
  const users = new Users(db);
  const sessions = new Sessions(db);
  const vouchers = new Vouchers(db);
  let made = 0;
  /** A tab signed in as a new verified citizen account of alcantir. */
  const account = (realm = 'alcantir') => {
    made++;
    const user = users.createCitizen(realm, { firstName: 'Vecina', lastName: `Número ${made}`, email: `vecina${made}@example.org` }, hashSecret('x'));
    if (user === 'taken') throw new Error('address taken');
    const { token, id } = sessions.create();
    sessions.login(id, realm, user._id);
    const tab = browser(server.app, `${realm}.localhost`);
    tab.jar.set(SESSION_COOKIE, token);
    return { tab, user, cookie: `${SESSION_COOKIE}=${token}` };
  };
  /** A tab signed in as an account the town hall made `shopId`'s. */
  const shopAccount = (shopId: string) => {
    const made = account();
    vouchers.grantShop('alcantir', made.user._id, shopId, null, clock.now);
    return made;
  };
  const apply = (tab: ReturnType<typeof browser>, campaign: string, person: number, count = 1) =>
    tab.post(`/api/alcantir/vouchers/${campaign}/apply`, { census: { id: dni(10_000_000 + person), answers: { nacimiento: birthYear(person) } }, count });
  return {
    ...server,
    clock,
    vouchers,
    account,
    shopAccount,
    apply,
    staff: () => signedIn(server.app, 'alcantir', 'gestor', 'alcantir-gestor'),
    otherRealmStaff: () => signedIn(server.app, 'vilamar', 'gestora', 'vilamar-gestora'),
    clerkOfOneMailbox: () => signedIn(server.app, 'alcantir', 'brigada', 'alcantir-brigada'),
  };
}

/** The multipart body of a validation: the amount as typed and, unless left out, the ticket photo. */
export function validationForm(amount: string, ticket?: Uint8Array, name = 'tique.jpg') {
  const form = new FormData();
  form.set('amount', amount);
  if (ticket) form.set('ticket', new File([new Uint8Array(ticket)], name));
  return form;
}

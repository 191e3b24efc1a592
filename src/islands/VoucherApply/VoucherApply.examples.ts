/**
 * A campaign's live part in its states (docs/vouchers.md "Applying"): open with the application, its budget spent,
 * not yet open, signed out, offline, the census fields left empty, a free application answered with its vouchers, a
 * paid one whose budget ran out meanwhile, and a payment coming back from the gateway paid or not. The answers are
 * shaped as the contract's calls answer them.
 */
import type { SessionUser } from '../../api/auth.ts';
import type { CensusDefinition } from '../../api/census.ts';
import type { PaymentAnswer } from '../../api/payments.ts';
import type { ApplyAnswer, CampaignStanding, Voucher } from '../../api/vouchers.ts';
import { voucherLabels } from '../../data/voucher-labels.ts';
import { makeVoucherCode } from '../../domain/vouchers/codes.ts';
import { locale } from '../../i18n/index.ts';
import type { Language } from '../../schemas/realm.ts';
import { type ExamplePage, ok, sameOriginEndpoints, status, type IslandExamples } from '../examples.ts';
import { pendingKey, type VoucherApplyProps } from './VoucherApply.tsx';

const SLUG = 'bono-comercio-2026';
const STANDING = `GET /api/alcantir/vouchers/${SLUG}` as const;
const SESSION = 'GET /api/v2/auth/loggedin' as const;
const CENSUS = 'GET /api/alcantir/census2/padron' as const;
const APPLY = `POST /api/alcantir/vouchers/${SLUG}/apply` as const;
const MINE = 'GET /api/alcantir/vouchers/mine' as const;
const PAYMENT = 'GET /api/alcantir/payments/pay-7' as const;

/** Two codes as the server makes them: 80 bits and their check character. */
export const CODES = [makeVoucherCode(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])), makeVoucherCode(new Uint8Array([200, 1, 90, 4, 77, 6, 7, 8, 9, 255]))];

export const voucher = (code: string, change: Partial<Voucher> = {}): Voucher => ({
  code,
  campaign: SLUG,
  title: 'Bono Comercio Alcantir 2026',
  value: 25,
  remaining: 25,
  usesLeft: 1,
  state: 'active',
  issuedAt: '2026-11-27T09:05:00.000Z',
  spendUntil: '2027-01-31',
  uses: [],
  ...change,
});

const props = (lang: Language = 'es', price = 15): VoucherApplyProps => ({
  realm: 'alcantir',
  lang,
  locale: locale(lang),
  endpoints: sameOriginEndpoints,
  labels: voucherLabels(lang),
  voucherName: 'Bono Comercio',
  phone: '962 000 100',
  campaign: { slug: SLUG, price, value: 25, perPerson: 2, census: 'padron', applyFrom: '2026-11-16' },
  paths: { signIn: `/cuenta?volver=${encodeURIComponent(`/bonos/${SLUG}`)}`, mine: '/bonos/mis-bonos' },
});

const open = ok<CampaignStanding>({ slug: SLUG, state: 'open', cap: 1000, left: 412 });
const citizen = ok<SessionUser>({ _id: 'u1', realm: 'alcantir', firstName: 'Lucía', email: 'lucia.ferrer@example.org', emailVerified: true });
const census = ok<CensusDefinition>({
  questions: [{ id: 'nacimiento', label: { es: 'Año de nacimiento', va: 'Any de naixement' } }],
  info: {
    es: 'Escriba su DNI o NIE y su año de nacimiento tal como constan en el padrón municipal.',
    va: "Escriga el DNI o el NIE i l'any de naixement tal com consten en el padró municipal.",
  },
});
const signedIn = { [STANDING]: open, [SESSION]: citizen, [CENSUS]: census };

/** The census fields filled as the demo census has them, two vouchers asked for, then sent. */
async function fillAndSend({ screen, user }: ExamplePage, button = 'Pagar y solicitar') {
  await user.type(await screen.findByRole('textbox', { name: 'DNI o NIE' }), '12345678z');
  await user.type(screen.getByRole('textbox', { name: 'Año de nacimiento' }), '1985');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Número de bonos' }), '2');
  await user.click(screen.getByRole('button', { name: button }));
}

const pending = { session: { [pendingKey(SLUG)]: JSON.stringify({ id: 'pay-7', redirectUrl: '/api/payments/gateway?token=t' }) } };

export const voucherApplyExamples = {
  open: {
    name: 'open, signed in: how many are left, and the application with the census questions and the price',
    props: props(),
    api: signedIn,
  },
  openInValencian: {
    name: 'the same in Valencian',
    props: props('va'),
    api: signedIn,
  },
  exhausted: {
    name: 'the budget is spent: said at once, and no application',
    props: props(),
    api: { [STANDING]: ok<CampaignStanding>({ slug: SLUG, state: 'exhausted', cap: 1000, left: 0 }), [SESSION]: citizen },
  },
  upcoming: {
    name: 'not open yet: the day it opens',
    props: props(),
    api: { [STANDING]: ok<CampaignStanding>({ slug: SLUG, state: 'upcoming', cap: 1000, left: 1000 }), [SESSION]: citizen },
  },
  signedOut: {
    name: 'open, nobody signed in: how to sign in, coming back here',
    props: props(),
    api: { [STANDING]: open, [SESSION]: status(401, { err: 'Inicie sesión.', errCode: 'not-signed-in' }) },
  },
  offline: {
    name: "no network: said, with the town hall's telephone",
    props: props(),
    api: { [STANDING]: 'network-error', [SESSION]: 'network-error' },
  },
  missingCensus: {
    name: 'sent with the census fields empty: each says what is missing, and nothing is sent',
    props: props(),
    api: signedIn,
    play: async ({ screen, user }) => {
      await screen.findByRole('textbox', { name: 'Año de nacimiento' });
      await user.click(screen.getByRole('button', { name: 'Pagar y solicitar' }));
    },
  },
  issuedFree: {
    name: 'a free campaign: the vouchers at once, with their codes and the way to "Mis bonos"',
    props: props('es', 0),
    api: { ...signedIn, [APPLY]: status(201, { vouchers: [voucher(CODES[0]!), voucher(CODES[1]!)] } satisfies ApplyAnswer) },
    play: (page) => fillAndSend(page, 'Solicitar'),
  },
  exhaustedOnApply: {
    name: 'the budget ran out while the citizen filled the form: the page says so, nobody is charged',
    props: props(),
    api: {
      ...signedIn,
      [APPLY]: status(409, { err: 'Se ha agotado el presupuesto de esta campaña: ya no quedan bonos.', errCode: 'exhausted' }),
    },
    play: (page) => fillAndSend(page),
  },
  limit: {
    name: "the person already has the campaign's vouchers: the server's words",
    props: props(),
    api: {
      ...signedIn,
      [APPLY]: status(409, { err: 'Ya ha obtenido los 2 bonos que corresponden a cada persona en esta campaña.', errCode: 'limit' }),
    },
    play: (page) => fillAndSend(page),
  },
  paidBack: {
    name: 'back from the gateway, paid: the vouchers the payment issued',
    props: props(),
    device: pending,
    api: {
      ...signedIn,
      [PAYMENT]: ok<PaymentAnswer>({ _id: 'pay-7', status: 'pay' }),
      [MINE]: ok<{ items: Voucher[] }>({ items: [voucher(CODES[0]!), voucher(CODES[1]!), voucher(CODES[1]!.replace(/^./, 'Z'), { campaign: 'otra' })] }),
    },
  },
  paidInAddress: {
    name: "the gateway's return in another tab, the payment named in the address: the vouchers it issued",
    props: props(),
    url: `/bonos/${SLUG}?pago=pay-7`,
    api: {
      ...signedIn,
      [PAYMENT]: ok<PaymentAnswer>({ _id: 'pay-7', status: 'pay' }),
      [MINE]: ok<{ items: Voucher[] }>({ items: [voucher(CODES[0]!)] }),
    },
  },
  payRefused: {
    name: 'back from the gateway, not paid: nothing issued, nothing charged, the form again',
    props: props(),
    device: pending,
    api: { ...signedIn, [PAYMENT]: ok<PaymentAnswer>({ _id: 'pay-7', status: 'cancel' }) },
  },
} satisfies IslandExamples<VoucherApplyProps>;

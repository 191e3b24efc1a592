/**
 * The shop's till in its states (docs/vouchers.md "Shops"): ready with today's validations (one still undoable),
 * signed out, signed in as someone who is no shop, a suspended shop, no network, a mistyped code refused before any
 * call, a voucher looked up, the amount with a comma refused before the call, a validation done, one the server
 * refuses as spent, a spent voucher looked up, and a validation undone. Answers as the contract's calls give them.
 */
import type { ShopAnswer, ShopVoucher, Validation } from '../../api/vouchers.ts';
import { voucherLabels } from '../../data/voucher-labels.ts';
import { formatVoucherCode } from '../../domain/vouchers/codes.ts';
import { locale } from '../../i18n/index.ts';
import type { Language } from '../../schemas/realm.ts';
import { type ExamplePage, ok, sameOriginEndpoints, status, type IslandExamples } from '../examples.ts';
import { CODES } from '../VoucherApply/VoucherApply.examples.ts';
import type { ShopTillProps } from './ShopTill.tsx';

export const CODE = CODES[0]!;
const SHOP = 'GET /api/alcantir/shop' as const;
const LOOK_UP = `GET /api/alcantir/shop/vouchers/${CODE}` as const;
export const VALIDATE = `POST /api/alcantir/shop/vouchers/${CODE}/validate` as const;
const UNDO = 'POST /api/alcantir/shop/validations/v-2/undo' as const;

/** Friday 27 November 2026, 11:00 in Madrid. */
const NOW = '2026-11-27T10:00:00.000Z';

const props = (lang: Language = 'es'): ShopTillProps => ({
  realm: 'alcantir',
  lang,
  locale: locale(lang),
  endpoints: sameOriginEndpoints,
  labels: voucherLabels(lang),
  voucherName: 'Bono Comercio',
  phone: '962 000 100',
  signIn: '/cuenta?volver=%2Fcomercio',
});

const validation = (id: string, at: string, change: Partial<Validation> = {}): Validation => ({
  id,
  code: CODES[1]!,
  campaign: 'bono-comercio-2026',
  shop: 'forn-sant-roc',
  amount: 31.2,
  covered: 25,
  citizenPays: 6.2,
  at,
  undoUntil: new Date(Date.parse(at) + 10 * 60_000).toISOString(),
  ...change,
});

const today: Validation[] = [
  validation('v-2', '2026-11-27T09:55:00.000Z'),
  validation('v-1', '2026-11-27T08:12:00.000Z', { code: '7K2M9QHX4D1RZP8T0' }),
  validation('v-0', '2026-11-27T07:40:00.000Z', { undoneAt: '2026-11-27T07:43:00.000Z' }),
];

const shop = (change: Partial<ShopAnswer['shop']> = {}, validations = today) =>
  ok<ShopAnswer>({
    shop: { id: 'forn-sant-roc', name: 'Forn Sant Roc', suspended: false, ...change },
    campaigns: [{ slug: 'bono-comercio-2026', title: 'Bono Comercio Alcantir 2026', minPurchase: 30 }],
    validations,
  });

const figures = (change: Partial<ShopVoucher> = {}) =>
  ok<ShopVoucher>({
    code: CODE,
    campaign: 'bono-comercio-2026',
    value: 25,
    remaining: 25,
    usesLeft: 1,
    minPurchase: 30,
    state: 'active',
    spendUntil: '2027-01-31',
    ...change,
  });

/** The code typed as a citizen reads it out: in lower case, with its dashes. */
async function lookUp({ screen, user }: ExamplePage) {
  await user.type(await screen.findByRole('textbox', { name: 'Escriba el código' }), formatVoucherCode(CODE).toLowerCase());
  await user.click(screen.getByRole('button', { name: 'Buscar el bono' }));
  await screen.findByRole('heading', { name: `Bono ${formatVoucherCode(CODE)}` });
}

async function validate(page: ExamplePage, amount: string) {
  await lookUp(page);
  const { screen, user } = page;
  await user.type(screen.getByRole('textbox', { name: 'Importe del tique (€)' }), amount);
  await user.upload(screen.getByLabelText('Foto del tique'), new File(['tique'], 'tique.jpg', { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name: 'Confirmar y validar el bono' }));
}

export const shopTillExamples = {
  ready: {
    name: "a shop's till: the code to scan or type, and today's validations, the last still undoable",
    props: props(),
    now: NOW,
    api: { [SHOP]: shop() },
  },
  readyInValencian: {
    name: 'the same in Valencian',
    props: props('va'),
    now: NOW,
    api: { [SHOP]: shop() },
  },
  signedOut: {
    name: 'nobody signed in: how to sign in with the shop’s account',
    props: props(),
    api: { [SHOP]: status(401, { err: 'Inicie sesión.', errCode: 'not-signed-in' }) },
  },
  notShop: {
    name: 'signed in as a citizen (or staff): the spec’s message',
    props: props(),
    api: { [SHOP]: status(403, { err: 'Debes autentificarte como comercio autorizado.', errCode: 'not-shop' }) },
  },
  suspended: {
    name: 'a suspended shop: it may not validate',
    props: props(),
    now: NOW,
    api: { [SHOP]: shop({ suspended: true }, []) },
  },
  offline: {
    name: "no network: said, with the town hall's telephone",
    props: props(),
    api: { [SHOP]: 'network-error' },
  },
  mistyped: {
    name: 'a code with two characters swapped: refused by its check character, no call made',
    props: props(),
    now: NOW,
    api: { [SHOP]: shop() },
    play: async ({ screen, user }) => {
      const swapped = `${CODE[1]}${CODE[0]}${CODE.slice(2)}`;
      await user.type(await screen.findByRole('textbox', { name: 'Escriba el código' }), swapped);
      await user.click(screen.getByRole('button', { name: 'Buscar el bono' }));
    },
  },
  lookedUp: {
    name: "a voucher looked up: its figures (never whose it is), the amount and the ticket's photo",
    props: props(),
    now: NOW,
    api: { [SHOP]: shop(), [LOOK_UP]: figures() },
    play: lookUp,
  },
  comma: {
    name: 'the amount typed with a comma: the voucher flow’s message, before any call',
    props: props(),
    now: NOW,
    api: { [SHOP]: shop(), [LOOK_UP]: figures() },
    play: (page) => validate(page, '31,20'),
  },
  validated: {
    name: 'validated: what the voucher covered and what the citizen pays, at the top of today’s list',
    props: props(),
    now: NOW,
    api: {
      [SHOP]: shop(),
      [LOOK_UP]: figures(),
      [VALIDATE]: status(201, validation('v-3', NOW, { code: CODE })),
    },
    play: (page) => validate(page, '31.20'),
  },
  refusedSpent: {
    name: 'the server refuses: another till spent it a moment ago',
    props: props(),
    now: NOW,
    api: {
      [SHOP]: shop(),
      [LOOK_UP]: figures(),
      [VALIDATE]: status(409, { err: 'Este bono ya se ha gastado por completo.', errCode: 'spent' }),
    },
    play: (page) => validate(page, '31.20'),
  },
  spentVoucher: {
    name: 'a spent voucher looked up: said, and no form',
    props: props(),
    now: NOW,
    api: { [SHOP]: shop(), [LOOK_UP]: figures({ state: 'spent', remaining: 0, usesLeft: 0 }) },
    play: lookUp,
  },
  undone: {
    name: 'the last validation undone within its 10 minutes',
    props: props(),
    now: NOW,
    api: { [SHOP]: shop(), [UNDO]: ok<Validation>(validation('v-2', '2026-11-27T09:55:00.000Z', { undoneAt: NOW })) },
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('button', { name: /^Deshacer/ }));
    },
  },
} satisfies IslandExamples<ShopTillProps>;

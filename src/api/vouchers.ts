/**
 * The vouchers' calls (docs/vouchers.md "Calls"), under the requests API: a campaign's live count, applying, the
 * citizen's vouchers, the shop's till and the desk's figures. The shapes are the contract's; amounts are euros as
 * numbers, days `YYYY-MM-DD`, instants ISO.
 */
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

/** How a campaign stands now: open with `left` vouchers, not yet open, its budget spent, or over. */
export interface CampaignStanding {
  slug: string;
  state: 'upcoming' | 'open' | 'exhausted' | 'closed';
  cap: number;
  left: number;
}

export type VoucherState = 'active' | 'spent' | 'expired' | 'suspended';

/** A use of a voucher: when, at which shop, the ticket's amount and what the voucher covered of it. */
export interface VoucherUse {
  at: string;
  shop: string;
  amount: number;
  covered: number;
}

export interface Voucher {
  code: string;
  campaign: string;
  title: string;
  value: number;
  remaining: number;
  usesLeft: number;
  state: VoucherState;
  issuedAt: string;
  spendUntil: string;
  uses: VoucherUse[];
}

/** What applying answers: the vouchers issued (free), or the payment to make first (paid, docs/payments.md). */
export interface ApplyAnswer {
  vouchers?: Voucher[];
  payment?: { id: string; redirectUrl: string };
}

export interface ApplyBody {
  census: { id: string; answers: Record<string, string> };
  count: number;
}

/** What a shop's till sees of a voucher: never who holds it. */
export interface ShopVoucher {
  code: string;
  campaign: string;
  value: number;
  remaining: number;
  usesLeft: number;
  minPurchase: number;
  state: VoucherState;
  spendUntil: string;
}

export interface Validation {
  id: string;
  code: string;
  campaign: string;
  shop: string;
  amount: number;
  covered: number;
  citizenPays: number;
  at: string;
  undoUntil: string;
  undoneAt?: string;
}

export interface ShopAnswer {
  shop: { id: string; name: string; suspended: boolean };
  campaigns: Array<{ slug: string; title: string; minPurchase: number }>;
  validations: Validation[];
}

export interface VoucherPattern {
  kind: 'burst' | 'off-hours';
  shop: string;
  at: string;
  codes: string[];
  detail: string;
}

export interface DeskVoucherFigures {
  cap: number;
  issued: number;
  held: number;
  paid: { count: number; amount: number };
  validated: { count: number; amount: number };
  perShop: Array<{ shop: string; name: string; suspended: boolean; count: number; amount: number }>;
  perDay: Array<{ day: string; issued: number; validated: number; amount: number }>;
  patterns: VoucherPattern[];
}

export type DeskVoucher = Voucher & { holder: { name: string; censusIdMasked: string } };

export function vouchersApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  const id = encodeURIComponent;
  const base = `${realm.id}`;
  const desk = (campaign: string) => `${base}/desk/vouchers/${id(campaign)}`;
  return {
    /** `GET {realm}/vouchers/{campaign}`: how many are left, no session needed. */
    standing: (campaign: string) => client.request<CampaignStanding>(at('requests', `${base}/vouchers/${id(campaign)}`)),
    /** `POST {realm}/vouchers/{campaign}/apply`: the census check and how many; free → the vouchers, paid → a payment. */
    apply: (campaign: string, body: ApplyBody) =>
      client.request<ApplyAnswer>(at('requests', `${base}/vouchers/${id(campaign)}/apply`), { method: 'POST', body }),
    /** `GET {realm}/vouchers/mine`: the account's vouchers of every campaign, newest first. */
    mine: () => client.request<{ items: Voucher[] }>(at('requests', `${base}/vouchers/mine`)),
    /** `GET {realm}/shop`: the shop's session, its campaigns and today's validations. */
    shop: () => client.request<ShopAnswer>(at('requests', `${base}/shop`)),
    /** `GET {realm}/shop/vouchers/{code}`: a voucher's figures for the till. */
    lookUp: (code: string) => client.request<ShopVoucher>(at('requests', `${base}/shop/vouchers/${id(code)}`)),
    /**
     * `POST {realm}/shop/vouchers/{code}/validate`: multipart, the amount as typed (a dot for cents) and the ticket's
     * photo. The same `idempotencyKey` sent again (an answer lost) answers the validation made, never a second one.
     */
    validate: (code: string, amount: string, ticket: Blob, ticketName: string, idempotencyKey: string) => {
      const form = new FormData();
      form.append('amount', amount);
      form.append('ticket', ticket, ticketName);
      return client.request<Validation>(at('requests', `${base}/shop/vouchers/${id(code)}/validate`), {
        method: 'POST',
        body: form,
        timeout: 60_000,
        headers: { 'Idempotency-Key': idempotencyKey },
      });
    },
    /** `POST {realm}/shop/validations/{id}/undo`: within 10 minutes, the shop's own. */
    undo: (validation: string) => client.request<Validation>(at('requests', `${base}/shop/validations/${id(validation)}/undo`), { method: 'POST', body: {} }),
    /** `GET {realm}/desk/vouchers/{campaign}`: the desk's figures. */
    deskFigures: (campaign: string) => client.request<DeskVoucherFigures>(at('requests', desk(campaign))),
    /** `GET {realm}/desk/vouchers/{campaign}/vouchers?code=`: a voucher by its code, with whose it is. */
    deskFind: (campaign: string, code: string) => client.request<{ items: DeskVoucher[] }>(at('requests', `${desk(campaign)}/vouchers`), { query: { code } }),
    /** `POST {realm}/desk/vouchers/{campaign}/shops/{shop}/status`. */
    deskShopStatus: (campaign: string, shop: string, suspended: boolean) =>
      client.request<unknown>(at('requests', `${desk(campaign)}/shops/${id(shop)}/status`), { method: 'POST', body: { suspended } }),
    /** `POST {realm}/desk/vouchers/{campaign}/vouchers/{code}/status`. */
    deskVoucherStatus: (campaign: string, code: string, suspended: boolean) =>
      client.request<unknown>(at('requests', `${desk(campaign)}/vouchers/${id(code)}/status`), { method: 'POST', body: { suspended } }),
    /** The reimbursement file's address (a link, not a call): every shop's, or one shop's. */
    reimbursementUrl: (campaign: string, format: 'csv' | 'xlsx', shop?: string) =>
      `${at('requests', `${desk(campaign)}/reimbursement.${format}`)}${shop ? `?shop=${id(shop)}` : ''}`,
  };
}

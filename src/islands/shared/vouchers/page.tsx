/**
 * What the vouchers' islands are given and make of it (docs/vouchers.md "Pages"): their texts (the page's
 * `vouchers.*`, the islands ship no dictionaries), money, days and times in the page's language and Madrid's clock,
 * and the calls.
 */
import { useMemo } from 'react';
import { createApiClient } from '../../../api/client.ts';
import { vouchersApi } from '../../../api/vouchers.ts';
import { formatEuros } from '../../../domain/vouchers/amount.ts';
import { dateFormat } from '../../../i18n/dates.ts';
import { fillPlaceholders } from '../../../i18n/placeholders.ts';
import type { RealmConfig } from '../../../schemas/realm.ts';

export interface VoucherIslandProps {
  realm: string;
  lang: string;
  locale: string;
  endpoints: RealmConfig['endpoints'];
  /** The `vouchers.*` texts in the page's language. */
  labels: Readonly<Record<string, string>>;
  /** What the realm calls its vouchers ("Bono Comercio"). */
  voucherName: string;
  /** The town hall's telephone, given where the network or script is missing. */
  phone?: string | undefined;
}

const ZONE = 'Europe/Madrid';

export function voucherTexts(labels: Readonly<Record<string, string>>, locale: string) {
  const longDay = dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const clock = dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: ZONE });
  const dayOf = dateFormat(locale, { day: 'numeric', month: 'long', timeZone: ZONE });
  return {
    tr: (key: string, params?: Record<string, string | number | undefined>) => fillPlaceholders(labels[key] ?? key, params),
    euros: (value: number) => formatEuros(locale, value),
    /** A Madrid day `YYYY-MM-DD` as words: "31 de enero de 2027". */
    day: (day: string) => longDay.format(new Date(`${day}T12:00:00Z`)),
    /** An instant's Madrid time: "10:42". */
    time: (iso: string) => clock.format(new Date(iso)),
    /** An instant's Madrid day without the year: "27 de noviembre". */
    dayOfInstant: (iso: string) => dayOf.format(new Date(iso)),
  };
}
export type VoucherTexts = ReturnType<typeof voucherTexts>;

export function useVoucherPage({ realm, lang, locale, endpoints, labels }: VoucherIslandProps) {
  const texts = useMemo(() => voucherTexts(labels, locale), [labels, locale]);
  const client = useMemo(() => createApiClient({ language: lang }), [lang]);
  const api = useMemo(() => vouchersApi(client, { id: realm, endpoints }), [client, realm, endpoints]);
  return { texts, api, client };
}

/** A `tel:` address of a telephone as written ("962 000 100"). */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The words and the link of "without the network, call the town hall". */
export function OfflineNotice({ texts, phone }: { texts: VoucherTexts; phone?: string | undefined }) {
  return (
    <div className="notice voucher-offline" role="alert">
      <p>{texts.tr('vouchers.offline')}</p>
      {phone ? (
        <p>
          {texts.tr('vouchers.offlinePhone')} <a href={telOf(phone)}>{phone}</a>
        </p>
      ) : null}
    </div>
  );
}

/**
 * A voucher's figures as the citizen's card and the shop's till show them: its code (the card's), its state, value,
 * what is left, uses left, the minimum purchase (the till's) and its expiry.
 */
export function VoucherFacts({
  voucher,
  texts,
  code,
  minPurchase,
}: {
  voucher: { state: string; value: number; remaining: number; usesLeft: number; spendUntil: string };
  texts: VoucherTexts;
  code?: string | undefined;
  minPurchase?: number | undefined;
}) {
  const { tr } = texts;
  return (
    <dl className="voucher-facts">
      {code !== undefined && (
        <>
          <dt>{tr('vouchers.code')}</dt>
          <dd className="voucher-code">{code}</dd>
        </>
      )}
      <dt>{tr('vouchers.mine.state')}</dt>
      <dd>{tr(`vouchers.state.${voucher.state}`)}</dd>
      <dt>{tr('vouchers.mine.value')}</dt>
      <dd>{texts.euros(voucher.value)}</dd>
      <dt>{tr('vouchers.mine.remaining')}</dt>
      <dd>{texts.euros(voucher.remaining)}</dd>
      <dt>{tr('vouchers.mine.usesLeft')}</dt>
      <dd>{voucher.usesLeft}</dd>
      {minPurchase !== undefined && (
        <>
          <dt>{tr('vouchers.till.minPurchase')}</dt>
          <dd>{texts.euros(minPurchase)}</dd>
        </>
      )}
      <dt>{tr('vouchers.mine.expires')}</dt>
      <dd>{texts.day(voucher.spendUntil)}</dd>
    </dl>
  );
}

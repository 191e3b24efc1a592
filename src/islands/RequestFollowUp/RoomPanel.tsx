import { useState } from 'react';
import { formatEuros } from '../../domain/requests/payment-amount.ts';
import type { CitizenRoom } from '../../domain/requests/citizen-request.ts';
import { dateFormat } from '../../i18n/dates.ts';
import { Facts } from '../shared/requests/Facts.tsx';
import type { RequestTexts } from '../shared/requests/texts.ts';
import { Modal } from '../widgets/Modal.tsx';

/** What cancelling came to: the request with its room cancelled, a booking past its terms, or no answer. */
export type RoomCancelOutcome = 'cancelled' | 'too-late' | 'failed';

interface Props {
  room: CitizenRoom;
  texts: RequestTexts;
  locale: string;
  /** Whether the request was paid (a refund is then spoken of). */
  paid: boolean;
  /** Cancels the booking by the request's key or session (`POST …/room/cancel`, never a GET). */
  onCancel: () => Promise<RoomCancelOutcome>;
}

/**
 * The room booking of a request's page (docs/rooms.md "The citizen"): the room and block, its state (pending the
 * town hall's confirmation, confirmed, cancelled), until when it can be cancelled without cost, and "Cancelar la
 * reserva", which asks first and then posts the cancellation.
 */
export function RoomPanel({ room, texts, locale, paid, onCancel }: Props) {
  const { tr } = texts;
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; alert: boolean } | null>(null);
  const madrid = { timeZone: 'Europe/Madrid' } as const;
  const day = dateFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', ...madrid }).format(new Date(room.startsAt));
  const hour = dateFormat(locale, { hour: '2-digit', minute: '2-digit', ...madrid });
  const block = tr('followUp.room.block', { day, from: hour.format(new Date(room.startsAt)), to: hour.format(new Date(room.endsAt)) });
  const until = texts.moment(room.cancelUntil);
  const refund = room.refund ? formatEuros(Math.round(room.refund.amount * 100), locale) : '';

  const terms =
    room.status === 'cancelled'
      ? room.refund
        ? tr(room.refund.outcome === 'refunded' ? 'followUp.room.refunded' : 'followUp.room.refundPending', { amount: refund })
        : ''
      : room.canCancel
        ? tr(paid && room.refundOnCancel ? 'followUp.room.cancelUntilRefund' : 'followUp.room.cancelUntil', { when: until })
        : tr('followUp.room.cancelPast', { when: until });

  const cancel = async () => {
    setAsking(false);
    setBusy(true);
    const outcome = await onCancel();
    setBusy(false);
    if (outcome === 'cancelled') setSaid({ text: tr('followUp.room.cancelDone'), alert: false });
    else setSaid({ text: tr(outcome === 'too-late' ? 'followUp.room.cancelTooLate' : 'followUp.room.cancelFailed'), alert: true });
  };

  return (
    <section aria-labelledby="follow-up-room">
      <h2 id="follow-up-room">{tr('followUp.room.title')}</h2>
      <Facts
        facts={[
          { label: tr('followUp.room.room'), value: room.title },
          { label: tr('followUp.room.when'), value: block },
          { label: tr('followUp.room.status'), value: tr(`followUp.room.${room.status}`) },
        ]}
      />
      {terms ? <p>{terms}</p> : null}
      {said ? (
        <p className={said.alert ? 'notice' : undefined} role={said.alert ? 'alert' : 'status'}>
          {said.text}
        </p>
      ) : null}
      {room.canCancel && room.status !== 'cancelled' ? (
        <p className="no-print">
          <button type="button" className="button secondary" aria-disabled={busy || undefined} onClick={() => !busy && setAsking(true)}>
            {busy ? tr('followUp.room.cancelling') : tr('followUp.room.cancel')}
          </button>
        </p>
      ) : null}
      {asking ? (
        <Modal
          kind="question"
          title={tr('followUp.room.confirmTitle')}
          onClose={() => setAsking(false)}
          actions={[
            { label: tr('followUp.room.confirmNo'), onClick: () => setAsking(false) },
            { label: tr('followUp.room.confirmYes'), primary: true, onClick: () => void cancel() },
          ]}
        >
          <p>{tr('followUp.room.confirmText', { room: room.title, when: block })}</p>
          {terms ? <p>{terms}</p> : null}
        </Modal>
      ) : null}
    </section>
  );
}

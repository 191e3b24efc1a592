import { lazy, Suspense, useRef } from 'react';
import type { DeskRequest } from '../../domain/desk/desk-answers.ts';
import type { VerifiedEntry } from '../../domain/requests/register-entry.ts';
import { openStreetMapHref } from '../../domain/maps/map.ts';
import type { Coordinates } from '../../schemas/common.ts';
import { useNearViewport } from '../map/useNearViewport.ts';
import { useDesk } from './context.ts';

/** MapLibre is fetched only when the location comes near the screen, never with the page. */
const PlaceMap = lazy(() => import('../PlaceMap/PlaceMap.tsx'));

/** Payment states, as the receipt names them. */
const PAYMENT_KEYS: Record<string, string> = {
  pay: 'mail.payment.pay',
  pending: 'mail.payment.pending',
  cancel: 'mail.payment.cancel',
  failed: 'mail.payment.failed',
};

function Location({ request, center, mapStyle }: { request: DeskRequest; center: Coordinates; mapStyle: string }) {
  const { tr, lang } = useDesk();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const place = request.coordinates;
  if (!place && !request.address) return <p className="desk-muted">{tr('desk.noLocation')}</p>;
  return (
    <div ref={box}>
      {request.address ? <p className="desk-address">{request.address}</p> : null}
      {place ? (
        <>
          {/* A way to the place on the crew's phone instead of raw coordinates, which nobody reads. */}
          <p>
            <a href={openStreetMapHref(place)} rel="noopener noreferrer">
              {tr('map.placeElsewhere')}
            </a>
          </p>
          {/* Left off paper: a map on a printed request is a grey box; the address and the link above say where. */}
          <div className="desk-map">
            {near ? (
              <Suspense fallback={<p className="loading-indicator desk-map-waiting">{tr('desk.map')}</p>}>
                <PlaceMap
                  markers={[{ at: place, title: request.address ?? tr('desk.location') }]}
                  centre={center}
                  mapStyle={mapStyle}
                  lang={lang}
                  label={tr('desk.map')}
                />
              </Suspense>
            ) : (
              <p className="loading-indicator desk-map-waiting">{tr('desk.map')}</p>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}

/**
 * A register entry a census field passed (src/domain/requests/register-entry.ts): the ID checked, the register's
 * official name and the association's entry in the directory, so the clerk knows which association applied
 * whatever name was typed.
 */
function VerifiedEntryRows({ entry }: { entry: VerifiedEntry }) {
  const { tr, paths } = useDesk();
  const heading = `desk-verified-${entry.field}`;
  return (
    <section aria-labelledby={heading}>
      <h4 id={heading}>{tr('desk.verified.title')}</h4>
      <p className="desk-muted">{tr('desk.verified.note')}</p>
      <dl className="desk-answers">
        <div>
          <dt>{entry.label}</dt>
          <dd>{entry.id}</dd>
        </div>
        <div>
          <dt>{tr('desk.verified.name')}</dt>
          <dd>{entry.name}</dd>
        </div>
        {entry.association ? (
          <div>
            <dt>{tr('desk.verified.directory')}</dt>
            <dd>
              <a href={`${paths.associations}/${encodeURIComponent(entry.association.id)}`}>{entry.association.title}</a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * What the citizen sent: how to reach them, the form's questions and their answers (census answers never reach
 * the desk, only a register's entry they passed), the files through the desk's authorised download, where, and the payment (each of these two only for
 * a mailbox whose form has it, or a request that has it anyway).
 */
export function RequestSent({ request, center, mapStyle }: { request: DeskRequest; center: Coordinates; mapStyle: string }) {
  const { tr, api, size, dateTime, euros, sectionsOf } = useDesk();
  // A place and a payment only for a mailbox whose form has them, or a request that has them anyway.
  const sections = sectionsOf(request.mailbox);
  const located = sections.location || !!request.address || !!request.coordinates;
  const paid = sections.payment || !!request.payment;
  const { contact } = request;
  const name = [contact.firstName, contact.lastName].filter(Boolean).join(' ');
  // Without the mailbox's definition there are no questions to show: the request's own title and text stand in.
  const answers = request.answers.length
    ? request.answers
    : [
        { label: tr('desk.column.title'), value: request.title },
        { label: tr('desk.body'), value: request.body },
      ].filter((row) => row.value);

  return (
    <section className="desk-section" aria-labelledby="desk-sent">
      <h3 id="desk-sent">{tr('desk.sent')}</h3>
      <h4>{tr('desk.contact')}</h4>
      {name || contact.telephone || contact.email ? (
        <dl className="desk-answers">
          {name ? (
            <div>
              <dt>{tr('desk.column.contact')}</dt>
              <dd>{name}</dd>
            </div>
          ) : null}
          {contact.telephone ? (
            <div>
              <dt>{tr('desk.column.telephone')}</dt>
              <dd>
                <a href={`tel:${contact.telephone.replace(/[^\d+]/g, '')}`}>{contact.telephone}</a>
              </dd>
            </div>
          ) : null}
          {contact.email ? (
            <div>
              <dt>{tr('desk.column.email')}</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className="desk-muted">{tr('desk.noContact')}</p>
      )}
      <dl className="desk-answers">
        {answers.map((row, i) => (
          // Two questions may share a label; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: the form's order is the answers' identity
          <div key={i}>
            <dt>{row.label}</dt>
            <dd className="desk-text">{row.value}</dd>
          </div>
        ))}
      </dl>
      {request.verified.map((entry) => (
        <VerifiedEntryRows key={entry.field} entry={entry} />
      ))}

      <h4>{tr('desk.attachments')}</h4>
      {request.attachments.length ? (
        <ul className="desk-files">
          {request.attachments.map((file) => {
            const url = api.attachmentUrl(request.reference, file._id);
            return (
              <li key={file._id}>
                <a href={url}>
                  {file.mime.startsWith('image/') ? <img src={url} alt="" loading="lazy" width="96" height="72" /> : null}
                  <span>
                    {file.name} <span className="desk-muted">({size(file.size)})</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="desk-muted">{tr('desk.noAttachments')}</p>
      )}

      {located ? (
        <>
          <h4>{tr('desk.location')}</h4>
          <Location request={request} center={center} mapStyle={mapStyle} />
        </>
      ) : null}

      {paid ? (
        <>
          <h4>{tr('desk.payment')}</h4>
          {request.payment ? (
            <p>
              {euros(request.payment.amount)} · {tr(PAYMENT_KEYS[request.payment.status] ?? request.payment.status)} · {request.payment.concept}{' '}
              <span className="desk-muted">
                (<time dateTime={request.payment.updatedAt}>{dateTime(request.payment.updatedAt)}</time>)
              </span>
            </p>
          ) : (
            <p className="desk-muted">{tr('desk.noPayment')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

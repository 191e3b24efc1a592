import { describe, expect, it } from 'vitest';
import { MailOutbox } from '../../../server/store/mail-outbox.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { NO_NOTICE, RequestActions } from '../../../server/store/request-actions.ts';
import { Requests } from '../../../server/store/requests.ts';
import { handlesMailbox, Users } from '../../../server/store/users.ts';
import { localServer } from './support/local-server.ts';

/** The demo's accounts as the seed made them, and the stores the desk acts through. */
function seeded() {
  const { store } = localServer();
  const users = new Users(store.db);
  const id = (realm: string, name: string) => (store.db.prepare('SELECT id FROM users WHERE realm = ? AND user = ?').get(realm, name) as { id: string }).id;
  const send = (mailbox: string) =>
    new Requests(store.db).create('alcantir', {
      mailbox,
      userId: id('alcantir', 'vecina'),
      sessionId: 's',
      prefix: 'ALC',
      language: 'es',
      followUp: false,
      doc: { title: 'Solicitud', body: 'Texto', contact: { firstName: 'Lucía' } },
    }).request;
  const actions = new RequestActions(store.db, new MailOutbox(store.db), NO_NOTICE);
  return { users, id, send, actions };
}

const reasonOf = (act: () => unknown) => {
  try {
    act();
  } catch (error) {
    if (error instanceof ApiError) return error.refusal;
    throw error;
  }
  return 'applied';
};

describe('the staff role of the demo accounts', () => {
  it('makes gestor staff of every mailbox, brigada of incidences only, and leaves the citizen out', () => {
    const { users, id } = seeded();
    const gestor = users.get('alcantir', id('alcantir', 'gestor'))!;
    const brigada = users.get('alcantir', id('alcantir', 'brigada'))!;
    const vecina = users.get('alcantir', id('alcantir', 'vecina'))!;
    expect([gestor.staff, gestor.staffMailboxes, gestor.admin]).toEqual([true, null, true]);
    expect([brigada.staff, brigada.staffMailboxes, brigada.admin]).toEqual([true, ['incidencias'], false]);
    expect([vecina.staff, vecina.staffMailboxes]).toEqual([false, null]);
    expect([handlesMailbox(gestor, 'subvenciones'), handlesMailbox(brigada, 'incidencias'), handlesMailbox(brigada, 'subvenciones')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(handlesMailbox(vecina, 'incidencias')).toBe(false);
  });

  it("lists a realm's staff by name, and vilamar's apart from alcantir's", () => {
    const { users } = seeded();
    expect(users.staffOf('alcantir').map((u) => u.user)).toEqual(['gestor', 'brigada']);
    expect(users.staffOf('vilamar').map((u) => u.user)).toEqual(['gestora']);
  });

  it('takes the role away, or narrows it, when the demo file says so on the next seed', () => {
    const { users, id } = seeded();
    users.upsertDemo('alcantir', { user: 'brigada', password: 'alcantir-brigada', staff: true, staffMailboxes: ['incidencias', 'reservas'] });
    expect(users.get('alcantir', id('alcantir', 'brigada'))!.staffMailboxes).toEqual(['incidencias', 'reservas']);
    users.upsertDemo('alcantir', { user: 'brigada', password: 'alcantir-brigada' });
    expect(users.get('alcantir', id('alcantir', 'brigada'))).toMatchObject({ staff: false, staffMailboxes: null });
  });
});

describe('acting on a request as staff', () => {
  it('is refused to a member who does not handle its mailbox, before the version is compared', () => {
    const { id, send, actions } = seeded();
    const grant = send('subvenciones');
    const asBrigada = { kind: 'staff' as const, id: id('alcantir', 'brigada') };
    // A stale version too: the refusal must not answer the request as it is, as a conflict would.
    expect(reasonOf(() => actions.apply('alcantir', grant.reference, { actor: asBrigada, change: { action: 'note', message: 'x' }, expectedVersion: 9 }))).toBe(
      'deskActor',
    );
    expect(
      reasonOf(() =>
        actions.apply('alcantir', grant.reference, { actor: { kind: 'staff', id: id('alcantir', 'vecina') }, change: { action: 'note', message: 'x' } }),
      ),
    ).toBe('deskActor');
    expect(
      reasonOf(() => actions.apply('alcantir', send('incidencias').reference, { actor: asBrigada, change: { action: 'note', message: 'Revisado' } })),
    ).toBe('applied');
  });

  it("assigns only to staff of the realm who handle the request's mailbox", () => {
    const { id, send, actions } = seeded();
    const asGestor = { kind: 'staff' as const, id: id('alcantir', 'gestor') };
    const assign = (reference: string, to: string) =>
      reasonOf(() => actions.apply('alcantir', reference, { actor: asGestor, change: { action: 'assign', to } }));
    const grant = send('subvenciones').reference;
    const lamp = send('incidencias').reference;
    expect(assign(grant, id('alcantir', 'brigada'))).toBe('deskAssignee');
    expect(assign(grant, id('alcantir', 'vecina'))).toBe('deskAssignee');
    expect(assign(grant, id('vilamar', 'gestora'))).toBe('deskAssignee');
    expect(assign(lamp, id('alcantir', 'brigada'))).toBe('applied');
    expect(assign(grant, id('alcantir', 'gestor'))).toBe('applied');
  });
});

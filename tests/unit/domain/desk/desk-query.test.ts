import { describe, expect, it } from 'vitest';
import { deskQueryString, EMPTY_QUERY, parseDeskQuery, sentBetween } from '../../../../src/domain/desk/desk-query.ts';

const parse = (query: string) => parseDeskQuery(new URLSearchParams(query));

describe("the desk's queue query", () => {
  it('reads every filter, the page and the order from a shareable address', () => {
    expect(parse('mailbox=incidencias,reservas&status=En+gesti%C3%B3n&assignee=me&from=2026-05-01&to=2026-05-31&q=farola&overdue=1&page=3&sort=title')).toEqual(
      {
        problems: [],
        query: {
          mailboxes: ['incidencias', 'reservas'],
          status: 'En gestión',
          assignee: 'me',
          from: '2026-05-01',
          to: '2026-05-31',
          q: 'farola',
          overdue: true,
          page: 3,
          sort: { key: 'title', direction: 'asc' },
        },
      },
    );
  });

  it('reads the unread replies and a selection by reference, typed any way, and writes them back', () => {
    const { query, problems } = parse('unread=1&refs=alc-2026-7kx4-m9qp, ALC-2026-0010-AB1C');
    expect(problems).toEqual([]);
    expect(query).toMatchObject({ unread: true, refs: ['ALC-2026-7KX4-M9QP', 'ALC-2026-0010-AB1C'] });
    expect(deskQueryString(query)).toBe('?unread=1&refs=ALC-2026-7KX4-M9QP%2CALC-2026-0010-AB1C');
    expect(parse('unread=si&refs=nada').problems).toEqual(['unread', 'refs']);
    const tooMany = Array.from({ length: 51 }, () => 'ALC-2026-7KX4-M9QP').join(',');
    expect(parse(`refs=${tooMany}`).problems).toEqual(['refs']);
  });

  it('starts newest first on page 1 with nothing filtered', () => {
    expect(parse('')).toEqual({ problems: [], query: EMPTY_QUERY });
    expect(deskQueryString(EMPTY_QUERY)).toBe('');
  });

  it('names what it cannot read and leaves it out', () => {
    const { query, problems } = parse(
      `mailbox=a;b&status=Archivada&assignee=x y&from=2026-02-30&to=mañana&q=${'a'.repeat(201)}&overdue=yes&page=-1&sort=colour`,
    );
    expect(problems).toEqual(['mailbox', 'status', 'assignee', 'from', 'to', 'q', 'overdue', 'page', 'sort']);
    expect(query).toEqual(EMPTY_QUERY);
  });

  it('refuses an end before the start', () => {
    expect(parse('from=2026-05-31&to=2026-05-01')).toMatchObject({ problems: ['to'], query: { from: '2026-05-31', to: undefined } });
  });

  it('writes back what it read, defaults left out, so the address stays short', () => {
    const text = '?mailbox=incidencias&status=Recibida&assignee=none&q=calle+mayor&overdue=1&page=2&sort=-updated';
    expect(deskQueryString(parse(text).query)).toBe(text);
    expect(deskQueryString({ ...EMPTY_QUERY, sort: { key: 'created', direction: 'desc' } }, { lang: 'va' })).toBe('?lang=va');
  });

  it('turns Madrid days into the instants they cover, a whole last day included, in summer and winter time', () => {
    expect(sentBetween({ from: '2026-07-01', to: '2026-07-31' })).toEqual({ from: '2026-06-30T22:00:00.000Z', before: '2026-07-31T22:00:00.000Z' });
    expect(sentBetween({ from: '2026-12-01' })).toEqual({ from: '2026-11-30T23:00:00.000Z' });
    // The night the clocks go back: the day has 25 hours, and all of them are in.
    expect(sentBetween({ to: '2026-10-25' })).toEqual({ before: '2026-10-25T23:00:00.000Z' });
  });
});

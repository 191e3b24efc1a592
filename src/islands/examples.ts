/**
 * What an island's examples file is made of (GOV.UK Frontend's pattern): each example is one state of the island,
 * named, with the props it is rendered with, the API answers that state needs and, for states that only a
 * visitor's steps reach, those steps. The component tests in `tests/component/` render every example in a
 * simulated DOM without the server, check what the state must show and run axe on it.
 *
 * Only tests import examples: nothing here reaches the browser bundle.
 */
import type { RenderResult, Screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import * as v from 'valibot';
import { type HistoryAction, type HistoryEntry, seenByCitizen } from '../domain/requests/request-history.ts';
import type { Coordinates } from '../schemas/common.ts';
import { RealmConfigSchema } from '../schemas/realm.ts';

/** How the API answers one call: a status and a JSON body, no answer at all (offline), or never (still loading). */
export type ApiAnswer = { status: number; body?: unknown } | 'network-error' | 'no-answer';

/**
 * The calls a state makes, keyed `METHOD /path` (the query is not part of the key). A list answers the calls in
 * turn, its last answer repeating. A call that no key names fails the test: an example lists every call it causes.
 */
export type ApiAnswers = Record<`${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`, ApiAnswer | ApiAnswer[]>;

/** What the browser holds before the island starts (drafts, a registered device, consent), by storage key. */
export interface DeviceStorage {
  local?: Record<string, string>;
  session?: Record<string, string>;
}

/** What an example's steps are given: the rendered island, queries by role and text, and a visitor's input. */
export interface ExamplePage {
  screen: Screen;
  user: UserEvent;
  view: RenderResult;
}

export interface IslandExample<Props> {
  /** The state, as a sentence: 'the mailbox is closed to citizens'. */
  name: string;
  props: Props;
  api?: ApiAnswers;
  device?: DeviceStorage;
  /** The moment the state is seen (ISO 8601), for islands that show "today". */
  now?: string;
  /**
   * The viewport's width in CSS pixels, for islands that lay out differently on a phone (375): media queries
   * on `max-width`/`min-width` answer as the browser would. Without it, no such query matches.
   */
  width?: number;
  /** The page's address (path and query), for islands that read it: `/gestion/solicitud?ref=…`. */
  url?: string;
  /** A visitor's steps from the first render to this state (a failed submit, a retry). */
  play?: (page: ExamplePage) => Promise<void>;
}

/** An island's examples by key: the key is how its test and the README refer to the state. */
export type IslandExamples<Props, Key extends string = string> = Record<Key, IslandExample<Props>>;

/** A 200 answer with this body; typed by the caller (`ok<Mailbox>(…)`) so that a schema change breaks the example. */
export const ok = <Body>(body: Body): ApiAnswer => ({ status: 200, body });

/** An answer with another status, e.g. the 401 of a logged-out session. */
export const status = <Body>(code: number, body?: Body): ApiAnswer => ({ status: code, body });

/** The endpoints of a realm that names none: every call goes to its own host's `/api`, as on a municipal host. */
export const sameOriginEndpoints = v.parse(RealmConfigSchema.entries.endpoints, {});

/** Where the demo town hall is (`realms/alcantir/demo/region.json`): the maps' centre in the examples. */
export const ALCANTIR_CENTRE: Coordinates = { lat: 38.9866, lng: -0.5213 };

/** A step of a request's history, as the API answers it; whether the citizen sees it follows from the action. */
export const historyStep = (id: number, at: string, actor: HistoryEntry['actor'], action: HistoryAction, change: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  at,
  actor,
  action,
  before: null,
  after: null,
  message: null,
  citizenVisible: seenByCitizen(action),
  ...change,
});

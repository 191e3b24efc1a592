import * as v from 'valibot';
import { UI_LANGUAGES } from './languages.ts';

/** A realm's own prefix of request references (src/domain/requests/request-reference.ts): 2 to 5 capital letters. */
export const REFERENCE_PREFIX = /^[A-Z]{2,5}$/;

/** UI languages the portal can be built in (src/schemas/languages.ts). `es` is the default and sits at the site's root. */
export { type Language, UI_LANGUAGES } from './languages.ts';

/** Map tile styles of docs/product-spec.md §7; `builtin` is the offline style the embedded default and tests use. */
export const MAP_STYLES = ['builtin', 'default', 'mapbox', 'voyager', 'voyager_nolabels', 'jawg', 'nonames'] as const;

const EndpointSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^(\/|https?:\/\/)/, 'a same-origin path like "/api" or an absolute http(s) URL'),
    v.transform((s) => s.replace(/\/+$/, '')),
  ),
  '/api',
);

const HexColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like "#870C3B"'));

/**
 * A town hall's configuration: `realms/<id>/realm.json`.
 * Everything here is the town hall's identity and wiring; content comes from the API.
 */
/** Days an appointment's personal data is kept after it when the realm does not say (docs/appointments.md "What is kept"). */
export const DEFAULT_RETENTION_DAYS = 90;

export const RealmConfigSchema = v.strictObject({
  /** JSON schema hint for editors; ignored. */
  $schema: v.optional(v.string()),
  /**
   * The realm id as the provider's API knows it; also the folder name and the output folder `dist/<id>/`.
   * @example "alcantir"
   */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'lower-case letters, digits and "-" (e.g. "alcantir")')),
  /**
   * The town hall's name as visitors read it.
   * @example "Ajuntament d'Alcantir"
   */
  name: v.pipe(v.string(), v.minLength(1, 'a non-empty name')),
  /**
   * The host names the town hall's portal is served on; the first is the primary (canonical) one.
   * @example ["asociaciones.alcantir.es", "associacions.alcantir.es"]
   */
  hosts: v.pipe(
    v.array(v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name like "asociaciones.alcantir.es"'))),
    v.minLength(1, 'at least one host'),
  ),
  /**
   * The host named in a language's words, where messages in that language link to (docs/build.md "realm.json"): a
   * Valencian e-mail leads to `associacions.alcantir.es`, a Spanish one to the first host. One of `hosts`; a
   * language without one links to the first host.
   * @example { "va": "associacions.alcantir.es" }
   */
  languageHosts: v.optional(
    v.record(v.picklist(UI_LANGUAGES), v.pipe(v.string(), v.regex(/^[a-z0-9.-]+(:\d+)?$/, 'a host name like "associacions.alcantir.es"'))),
  ),
  /**
   * The portal's languages; the first is the default, served at the root, the others under `/<lang>/`.
   * @example ["es", "va"]
   */
  languages: v.pipe(v.array(v.picklist(UI_LANGUAGES, `one of ${UI_LANGUAGES.join(', ')}`)), v.minLength(1, 'at least one language')),
  /**
   * Base URLs of the provider's services. Each defaults to the same origin's `/api` (as on municipal hosts);
   * point them at the provider's central API to go live, e.g. `"content": "https://api.provider.example"`.
   * @example { "content": "/api", "payments": "https://pay.provider.example" }
   */
  endpoints: v.optional(
    v.strictObject({
      content: EndpointSchema,
      auth: EndpointSchema,
      mail: EndpointSchema,
      requests: EndpointSchema,
      payments: EndpointSchema,
      assets: EndpointSchema,
      census: EndpointSchema,
      surveys: EndpointSchema,
      /** Appointments, the spec's `citaprevia` base path (docs/appointments.md "Calls"). */
      citaprevia: EndpointSchema,
    }),
    {},
  ),
  /**
   * The association administrators' portal, linked from the header and footer.
   * @example "https://gestion.asociaciones.alcantir.es"
   */
  adminPortal: v.optional(v.pipe(v.string(), v.url('an absolute URL like "https://gestion.example.es"'))),
  /**
   * Map tile style: one of the spec's named styles or a style URL. `builtin` needs no network.
   * @example "builtin"
   */
  mapStyle: v.optional(v.union([v.picklist(MAP_STYLES), v.pipe(v.string(), v.url())]), 'builtin'),
  /**
   * Access token for the `mapbox` and `jawg` tile styles (they refuse tiles without one). Public by nature: it
   * ends up in visitors' browsers, so restrict it to the portal's hosts at the provider.
   * @example "pk.eyJ1Ijoi…"
   */
  mapToken: v.optional(v.string()),
  /**
   * Ids of the request forms (mailboxes) the portal offers.
   * @example ["incidencias", "subvenciones"]
   */
  mailboxes: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9_-]+$/, 'a mailbox id like "incidencias"'))), []),
  /**
   * The letters that start the town hall's request references (`ALC-2026-7KX4-M9QP`), 2 to 5 capitals. By
   * default the first three letters of `id`; set it when those read badly or two realms would share them.
   * Requests already sent keep the reference they were given.
   * @example "ALC"
   */
  referencePrefix: v.optional(v.pipe(v.string(), v.regex(REFERENCE_PREFIX, '2 to 5 capital letters, like "ALC"'))),
  /**
   * Overrides of the theme that the API's portal settings give (used when the API has none or a wrong one).
   * @example { "primaryColor": "#870C3B" }
   */
  theme: v.optional(
    v.strictObject({
      primaryColor: v.optional(HexColorSchema),
      palette: v.optional(v.array(HexColorSchema)),
      fontSizeTexto: v.optional(v.string()),
    }),
    {},
  ),
  /**
   * Cita previa's rules of this town hall (docs/appointments.md "What is kept"). `retentionDays`: how many days after
   * an appointment its personal data (name, NIF/NIE, contact) is erased, 1 to 365; when left out, the server's
   * `APPOINTMENT_RETENTION_DAYS`, else 90. The counts stay.
   * @example { "retentionDays": 60 }
   */
  appointments: v.optional(
    v.strictObject({
      retentionDays: v.optional(v.pipe(v.number(), v.integer('a whole number of days'), v.minValue(1, 'at least 1 day'), v.maxValue(365, 'at most 365 days'))),
    }),
  ),
  /**
   * Licence of the open data the portal publishes.
   * @example "CC BY 4.0"
   */
  licence: v.optional(v.string(), 'CC BY 4.0'),
  /**
   * The town hall's code in the common directory of Spain's administrations (DIR3: `L01` and the town's INE code),
   * which the open-data catalogue names as its publisher, as datos.gob.es expects (docs/places.md "The open-data
   * catalogue"). Without it the publisher is the portal's own address.
   * @example "L01460123"
   */
  dir3: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]\d{2}[0-9A-Z]{6}$/, 'a DIR3 code of nine characters, like L01460123'))),
});
export type RealmConfig = v.InferOutput<typeof RealmConfigSchema>;

/** The days a realm keeps an appointment's personal data: its own `appointments.retentionDays`, else `fallback`. */
export function retentionDaysOf(realm: Pick<RealmConfig, 'appointments'>, fallback = DEFAULT_RETENTION_DAYS): number {
  return realm.appointments?.retentionDays ?? fallback;
}

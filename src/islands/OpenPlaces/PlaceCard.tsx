/**
 * One place in the places list (docs/places.md "The pages"): its name linked to its page, its category, a line on
 * its hours (today's, as the build knew them, or whether it is open now) and its summary. The page renders it
 * without script (as the island's stand-in) and the island renders the same when it runs, so both look alike.
 */
export interface PlaceCardProps {
  href: string;
  name: string;
  /** The language of the name when it is not the page's (a text that fell back), for its `lang` attribute. */
  nameLang?: string | undefined;
  category: string;
  summary: string;
  summaryLang?: string | undefined;
  /** The hours' line: "Hoy, martes 24: 10:00–14:00" or "Abierto ahora, hasta las 14:00 de hoy". */
  status: string;
  /** `open` and `closed` colour the line (with its words, never by colour alone); `today` is the build's. */
  tone: 'open' | 'closed' | 'today';
}

export function PlaceCard({ href, name, nameLang, category, summary, summaryLang, status, tone }: PlaceCardProps) {
  return (
    <li className="place-card">
      <h3 className="place-name">
        <a href={href} lang={nameLang}>
          {name}
        </a>
      </h3>
      <p className="place-category">{category}</p>
      <p className={`place-status is-${tone}`}>{status}</p>
      <p className="place-summary" lang={summaryLang}>
        {summary}
      </p>
    </li>
  );
}

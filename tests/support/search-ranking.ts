/** The site search's committed results (tests/e2e/search-results.json) against today's: what changed in the ranking. */

/** One result of a query: its address, its title and Pagefind's score. */
export type Hit = { url: string; title: string; score: number };

/**
 * How far apart two scores must be for their order to be a ranking, not a near tie. A few words of the demo depend
 * on the day the site is built (a notice that has ended says so, an association's page lists the events still to
 * come), which moves a page's length and so its score by a few hundredths; a change in how the index is built moves
 * them far more (a heading's words weighed as body text: 0.63 against 0.40, docs/performance.md "The search index
 * from records").
 */
const CLEARLY = 1.15;

/**
 * What changed between the expected first five and today's: a page that clearly belonged there and left, a page
 * that came in clearly above the expected fifth (or at all, when fewer than five pages matched), two clearly ordered
 * pages in the other order, a page's title.
 */
export function rankingChanges(expected: Hit[], actual: Hit[]): string[] {
  // Without its scores the file could tell no ranking from a near tie: every comparison below would be false.
  for (const hit of expected)
    if (typeof hit.score !== 'number' || !Number.isFinite(hit.score)) throw new Error(`no score for ${hit.url} in the expected results`);
  const changes: string[] = [];
  const at = new Map(actual.map((hit, i) => [hit.url, i]));
  const known = new Map(expected.map((hit) => [hit.url, hit]));
  const floor = expected.length === 5 ? expected[4]!.score * CLEARLY : 0;
  for (const hit of expected) {
    if (!at.has(hit.url) && hit.score > floor) changes.push(`${hit.url} is no longer among the first five`);
    const now = actual[at.get(hit.url) ?? -1];
    if (now && now.title !== hit.title) changes.push(`${hit.url} is now titled "${now.title}", not "${hit.title}"`);
  }
  for (const hit of actual) {
    if (known.has(hit.url)) continue;
    if (expected.length < 5) changes.push(`${hit.url} is found, and was not`);
    else if (hit.score > floor) changes.push(`${hit.url} came in above the expected fifth`);
  }
  for (const [i, higher] of expected.entries()) {
    for (const lower of expected.slice(i + 1)) {
      if (higher.score <= lower.score * CLEARLY || !at.has(higher.url) || !at.has(lower.url)) continue;
      if (at.get(higher.url)! > at.get(lower.url)!) changes.push(`${lower.url} now comes before ${higher.url}`);
    }
  }
  return changes;
}

/**
 * Triples written as RDF (docs/places.md "The open-data catalogue"): RDF/XML, which datos.gob.es harvests, Turtle
 * and JSON-LD (expanded form), the same triples in each. Every predicate must be in one of `NS`'s namespaces (RDF/XML
 * names predicates by prefix); the catalogue's are (src/domain/open-data/dcat.ts).
 */
import { NS, type Prefix, type Subject, type Term, type Triple } from './dcat.ts';

const PREFIXES = Object.entries(NS) as Array<[Prefix, string]>;

/** `dcat:Dataset` for an IRI in a known namespace; throws on one outside them (RDF/XML could not name it). */
function qname(iri: string): string {
  for (const [prefix, ns] of PREFIXES) {
    const local = iri.startsWith(ns) ? iri.slice(ns.length) : undefined;
    if (local && /^[A-Za-z_][\w.-]*$/.test(local)) return `${prefix}:${local}`;
  }
  throw new Error(`no prefix for ${iri}`);
}

const isIri = (t: Term): t is { iri: string } => 'iri' in t;
const isBlank = (t: Term): t is { blank: string } => 'blank' in t;
const blankLabel = (label: string) => label.replace(/[^A-Za-z0-9_-]/g, '_');

/** Subjects in the order they first appear, each with its predicates and objects in order. */
function bySubject(triples: readonly Triple[]): Array<{ subject: Subject; pairs: Array<[string, Term]> }> {
  const groups = new Map<string, { subject: Subject; pairs: Array<[string, Term]> }>();
  for (const [s, pred, o] of triples) {
    const key = 'iri' in s ? `<${s.iri}>` : `_:${s.blank}`;
    const group = groups.get(key) ?? { subject: s, pairs: [] };
    group.pairs.push([pred, o]);
    groups.set(key, group);
  }
  return [...groups.values()];
}

// --- Turtle --------------------------------------------------------------------------------------------------

const turtleString = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;
/** Characters an IRIREF may not hold (Turtle's grammar), written as `\\uXXXX`: controls, space and `<>"{}|^`\\`. */
const IRI_FORBIDDEN = new Set([...'<>"{}|^`\\ ']);
const turtleIri = (iri: string) =>
  `<${[...iri].map((c) => (c.charCodeAt(0) < 0x20 || IRI_FORBIDDEN.has(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('')}>`;

function turtleTerm(t: Term): string {
  if (isIri(t)) return turtleIri(t.iri);
  if (isBlank(t)) return `_:${blankLabel(t.blank)}`;
  if (t.lang) return `${turtleString(t.literal)}@${t.lang}`;
  if (t.datatype) return `${turtleString(t.literal)}^^${turtleIri(t.datatype)}`;
  return turtleString(t.literal);
}

/** The triples as Turtle: the prefixes, then each subject with its predicates. */
export function toTurtle(triples: readonly Triple[]): string {
  const head = PREFIXES.map(([prefix, ns]) => `@prefix ${prefix}: <${ns}> .`).join('\n');
  const body = bySubject(triples).map(({ subject, pairs }) => {
    const lines = pairs.map(([pred, o]) => `    ${pred === `${NS.rdf}type` ? 'a' : qname(pred)} ${turtleTerm(o)}`);
    return `${turtleTerm(subject)}\n${lines.join(' ;\n')} .`;
  });
  return `${head}\n\n${body.join('\n\n')}\n`;
}

// --- RDF/XML -------------------------------------------------------------------------------------------------

const xmlText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xmlAttr = (s: string) => xmlText(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;');

/** The triples as RDF/XML: one `rdf:Description` per subject, its properties flat (no nesting). */
export function toRdfXml(triples: readonly Triple[]): string {
  const ns = PREFIXES.map(([prefix, uri]) => `  xmlns:${prefix}="${uri}"`).join('\n');
  const body = bySubject(triples).map(({ subject, pairs }) => {
    const about = 'iri' in subject ? `rdf:about="${xmlAttr(subject.iri)}"` : `rdf:nodeID="${blankLabel(subject.blank)}"`;
    const props = pairs.map(([pred, o]) => {
      const name = qname(pred);
      if (isIri(o)) return `    <${name} rdf:resource="${xmlAttr(o.iri)}"/>`;
      if (isBlank(o)) return `    <${name} rdf:nodeID="${blankLabel(o.blank)}"/>`;
      const attr = o.lang ? ` xml:lang="${o.lang}"` : o.datatype ? ` rdf:datatype="${xmlAttr(o.datatype)}"` : '';
      return `    <${name}${attr}>${xmlText(o.literal)}</${name}>`;
    });
    return `  <rdf:Description ${about}>\n${props.join('\n')}\n  </rdf:Description>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF\n${ns}>\n${body.join('\n')}\n</rdf:RDF>\n`;
}

// --- JSON-LD -------------------------------------------------------------------------------------------------

type JsonLdValue = { '@id': string } | { '@value': string; '@language'?: string; '@type'?: string };

/** The triples as JSON-LD in expanded form: a node per subject, `rdf:type` as `@type`. */
export function toJsonLd(triples: readonly Triple[]): Array<Record<string, string | string[] | JsonLdValue[]>> {
  const id = (s: Subject | Term) => ('iri' in s ? s.iri : `_:${blankLabel((s as { blank: string }).blank)}`);
  return bySubject(triples).map(({ subject, pairs }) => {
    const node: Record<string, string | string[] | JsonLdValue[]> = { '@id': id(subject) };
    for (const [pred, o] of pairs) {
      if (pred === `${NS.rdf}type` && isIri(o)) {
        node['@type'] = [...((node['@type'] as string[] | undefined) ?? []), o.iri];
        continue;
      }
      const value: JsonLdValue =
        isIri(o) || isBlank(o)
          ? { '@id': id(o) }
          : { '@value': o.literal, ...(o.lang ? { '@language': o.lang } : {}), ...(o.datatype ? { '@type': o.datatype } : {}) };
      node[pred] = [...((node[pred] as JsonLdValue[] | undefined) ?? []), value];
    }
    return node;
  });
}

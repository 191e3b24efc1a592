import { XMLParser } from 'fast-xml-parser';
import { Parser } from 'n3';
import { describe, expect, it } from 'vitest';
import { catalogueTriples, NS, type Term, type Triple } from '../../../../src/domain/open-data/dcat.ts';
import { toJsonLd, toRdfXml, toTurtle } from '../../../../src/domain/open-data/rdf.ts';
import { catalogueFixture } from './catalogue-fixture.ts';

/** A triple as one line, blank nodes by label: what every reading below is compared on. */
const line = (s: string, p: string, o: string) => `${s} ${p} ${o}`;
const literal = (value: string, lang?: string, datatype?: string) =>
  `${JSON.stringify(value)}${lang ? `@${lang}` : datatype && datatype !== `${NS.xsd}string` ? `^^${datatype}` : ''}`;
const ours = (triples: readonly Triple[]) =>
  triples
    .map(([s, p, o]) => {
      const term = (t: Term) => ('iri' in t ? `<${t.iri}>` : 'blank' in t ? `_:${t.blank}` : literal(t.literal, t.lang, t.datatype));
      return line(term(s), p, term(o));
    })
    .sort();

const triples = catalogueTriples(catalogueFixture());

describe('the catalogue written as RDF', () => {
  it('is Turtle that n3 (an independent parser) reads back as the same triples', () => {
    const quads = new Parser({ blankNodePrefix: '' }).parse(toTurtle(triples));
    const read = quads
      .map((q) => {
        const term = (t: (typeof q)['object']) =>
          t.termType === 'NamedNode'
            ? `<${t.value}>`
            : t.termType === 'BlankNode'
              ? `_:${t.value}`
              : literal(t.value, (t as { language?: string }).language, (t as { datatype?: { value: string } }).datatype?.value);
        return line(term(q.subject), q.predicate.value, term(q.object));
      })
      .sort();
    expect(read).toEqual(ours(triples));
  });

  it('is RDF/XML that an XML parser reads, whose descriptions are the same triples', () => {
    const xml = toRdfXml(triples);
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', preserveOrder: true, parseTagValue: false, trimValues: false });
    type Node = Record<string, Node[] | string> & { ':@'?: Record<string, string> };
    const doc = parser.parse(xml) as Node[];
    const root = doc.find((n) => 'rdf:RDF' in n)!;
    const ns = Object.fromEntries(
      Object.entries(root[':@'] ?? {})
        .filter(([k]) => k.startsWith('xmlns:'))
        .map(([k, v]) => [k.slice(6), v]),
    );
    expect(ns).toEqual(NS);
    const expand = (qname: string) => `${ns[qname.split(':')[0]!]}${qname.split(':')[1]}`;
    const read: string[] = [];
    for (const description of root['rdf:RDF'] as Node[]) {
      if (!('rdf:Description' in description)) continue;
      const at = description[':@']!;
      const subject = at['rdf:about'] ? `<${at['rdf:about']}>` : `_:${at['rdf:nodeID']}`;
      for (const prop of description['rdf:Description'] as Node[]) {
        const name = Object.keys(prop).find((k) => k !== ':@');
        if (!name || name === '#text') continue;
        const a = prop[':@'] ?? {};
        const children = prop[name] as Node[];
        const text = children.map((c) => c['#text'] ?? '').join('');
        const object = a['rdf:resource']
          ? `<${a['rdf:resource']}>`
          : a['rdf:nodeID']
            ? `_:${a['rdf:nodeID']}`
            : literal(String(text), a['xml:lang'], a['rdf:datatype']);
        read.push(line(subject, expand(name), object));
      }
    }
    expect(read.sort()).toEqual(ours(triples));
    // What needs escaping is escaped, and read back whole.
    expect(xml).toContain('Monumentos "y" &lt;museos&gt; &amp; más,\nen dos líneas.');
  });

  it('is expanded JSON-LD whose nodes are the same triples', () => {
    const read = toJsonLd(triples).flatMap((node) => {
      const subject = String(node['@id']).startsWith('_:') ? String(node['@id']) : `<${node['@id']}>`;
      return Object.entries(node).flatMap(([p, values]) => {
        if (p === '@id') return [];
        if (p === '@type') return (values as string[]).map((t) => line(subject, `${NS.rdf}type`, `<${t}>`));
        return (values as Array<Record<string, string>>).map((v) =>
          line(subject, p, v['@id'] ? (v['@id'].startsWith('_:') ? v['@id'] : `<${v['@id']}>`) : literal(v['@value']!, v['@language'], v['@type'])),
        );
      });
    });
    expect(read.sort()).toEqual(ours(triples));
  });

  it('refuses a predicate outside the known namespaces, which RDF/XML could not name', () => {
    expect(() => toRdfXml([[{ iri: 'https://x.es/a' }, 'https://example.org/ns#thing', { literal: 'x' }]])).toThrow(
      'no prefix for https://example.org/ns#thing',
    );
  });
});

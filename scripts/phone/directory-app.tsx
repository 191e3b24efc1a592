/**
 * The comparison of `npm run bench -- --only m`: the directory as a minimal single-page app would make it, the
 * way the portal's first version did. It makes the directory call of docs/product-spec.md §7 from the browser, then
 * renders every card, grouped by letter, with the portal's own card markup and stylesheet. Bundled by the bench with
 * esbuild and served beside the static pages by the same local server; never part of the site.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { groupByInitial } from '../../src/domain/text/alphabet.ts';
import { categorySlug } from '../../src/domain/content/categories.ts';
import { pick } from '../../src/i18n/pick.ts';
import type { Association } from '../../src/schemas/association.ts';

const FIELDS = 'headerImage,logo,title,subtitle,address,nodeTypes,telephones,emails,revisions';

function Card({ association: a }: { association: Association }) {
  const category = a.nodeTypes[0];
  const address = [a.address?.street, [a.address?.zipCode, a.address?.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <article className="card association-card">
      <div className="association-card-head">
        <span className="association-icon">{category && <img src={`/icons/categories/${categorySlug(category)}.svg`} alt="" width="32" height="32" />}</span>
        <div>
          <h3>
            <a href={`/asociaciones/${a._id}`}>{pick(a.title, 'es')}</a>
          </h3>
          {category && <p className="card-meta">{category}</p>}
        </div>
      </div>
      <div className="card-body">
        {a.subtitle && <p className="card-text">{pick(a.subtitle, 'es')}</p>}
        <ul className="association-contact">
          {address && <li>{address}</li>}
          {a.telephones[0] && <li>{a.telephones[0].value}</li>}
          {a.emails[0] && <li>{a.emails[0].uri.replace(/^mailto:/, '')}</li>}
        </ul>
      </div>
    </article>
  );
}

function Directory({ realm }: { realm: string }) {
  const [associations, setAssociations] = useState<Association[] | null>(null);
  useEffect(() => {
    void fetch(`/api/${realm}/collections/asociaciones?limit=10000&estado=Activa&sort=title&fields=${FIELDS}`)
      .then((response) => response.json() as Promise<{ items: Association[] }>)
      .then(({ items }) => setAssociations(items));
  }, [realm]);
  if (!associations) return <p>Cargando…</p>;
  const groups = groupByInitial(associations, (a) => pick(a.title, 'es')).filter((g) => g.items.length > 0);
  return (
    <>
      <h1>Directorio de asociaciones</h1>
      <p>{associations.length} asociaciones</p>
      {groups.map(({ letter, items }) => (
        <section key={letter} className="letter-section section">
          <h2>{letter}</h2>
          <ul className="grid-cards">
            {items.map((a) => (
              <li key={a._id}>
                <Card association={a} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

const root = document.getElementById('directory')!;
createRoot(root).render(<Directory realm={root.dataset.realm!} />);

import { MAP } from '../../domain/maps/map.ts';

/**
 * The portal's marker (29×43, docs/product-spec.md §9): a pin in the realm's colour with the category's glyph in its
 * white disc, or an empty disc for the plain marker. Decorative: whatever holds it (a button, a role="img") carries
 * the name.
 */
export function Pin({ icon }: { icon?: string | undefined }) {
  return (
    <span className="map-pin-shape" aria-hidden="true">
      <svg viewBox="0 0 29 43" width={MAP.markerWidth} height={MAP.markerHeight} aria-hidden="true">
        <path d="M14.5 42C12 37.6 1 26.2 1 14.5a13.5 13.5 0 0 1 27 0C28 26.2 17 37.6 14.5 42z" fill="var(--primary, #870c3b)" stroke="rgb(0 0 0 / 35%)" />
        <circle cx="14.5" cy="14.5" r="9.5" fill="#fff" />
      </svg>
      {icon && <img src={icon} alt="" width="14" height="14" />}
    </span>
  );
}

/**
 * The shared map parts that render without MapLibre: the portal's marker, plain and with a category's glyph.
 * (BaseMap itself needs WebGL; the place map's and the picker's examples show it as it is before MapLibre arrives.)
 */
import type { ComponentProps } from 'react';
import { markerIconFor } from '../../domain/maps/map.ts';
import type { IslandExamples } from '../examples.ts';
import type { Pin } from './Pin.tsx';

export const pinExamples = {
  plain: {
    name: 'the plain marker, for an event or a place without a category',
    props: {},
  },
  withCategory: {
    name: "an association's marker with its first category's glyph",
    props: { icon: markerIconFor(['Musicales', 'Cultural']) },
  },
} satisfies IslandExamples<ComponentProps<typeof Pin>>;

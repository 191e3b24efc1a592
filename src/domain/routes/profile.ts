/**
 * A route's figures and its elevation profile (docs/routes.md "The route's page"): computed once from the track at
 * build time, drawn as SVG and listed as a table with the same numbers, so that the picture and the words never
 * disagree. Pure: the page draws what this returns.
 */
import { type Track, type TrackPoint, trackFigures } from '../../schemas/routes.ts';
import type { Coordinates } from '../../schemas/common.ts';

/** One row of the profile's table, and one labelled dot of its drawing: how far along, and how high. */
export interface ProfileSample {
  /** Kilometres from the start, to two decimals. */
  km: number;
  /** Metres above sea level, whole. */
  ele: number;
  /** The stop met there (its number, from 1), when the row is a stop's. */
  stop?: number;
}

export interface RouteFigures {
  /** Kilometres along the track, to one decimal (the figure a walker reads). */
  distanceKm: number;
  /** Metres climbed and descended, whole. */
  ascentM: number;
  descentM: number;
  minEle: number;
  maxEle: number;
}

export interface ElevationProfile {
  figures: RouteFigures;
  /** The table's rows: the start, each stop where it is met, every whole kilometre, the end; in order of distance. */
  samples: ProfileSample[];
  /** The drawing: the view box, the line through every track point, the dots of the samples, the axes' marks. */
  svg: {
    width: number;
    height: number;
    path: string;
    area: string;
    dots: Array<ProfileSample & { x: number; y: number }>;
    yTicks: Array<{ ele: number; y: number }>;
    xTicks: Array<{ km: number; x: number }>;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The index of the track point nearest to `at` (flat-earth distance, fine within a town's trails). */
export function nearestPoint(points: TrackPoint[], at: Coordinates): number {
  const k = Math.cos((at.lat * Math.PI) / 180);
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  points.forEach(([lng, lat], i) => {
    const d = ((lng - at.lng) * k) ** 2 + (lat - at.lat) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

/** The route's figures as pages show them, from the track. */
export function routeFigures(track: Track): RouteFigures {
  const f = trackFigures(track.points);
  return {
    distanceKm: round1(f.distanceM / 1000),
    ascentM: Math.round(f.ascentM),
    descentM: Math.round(f.descentM),
    minEle: Math.round(f.minEle),
    maxEle: Math.round(f.maxEle),
  };
}

/** Kilometres from the start where each stop is met (at its nearest track point), in the stops' order. */
export function stopsAlong(track: Track, stops: Array<{ coordinates: Coordinates }>): number[] {
  const { along } = trackFigures(track.points);
  return stops.map((s) => round2(along[nearestPoint(track.points, s.coordinates)]! / 1000));
}

const WIDTH = 640;
const HEIGHT = 200;
const PAD = { left: 48, right: 12, top: 12, bottom: 28 };

/** A round step for the elevation axis: 5, 10, 20, 50 or 100 m, about four marks over the range. */
function eleStep(range: number): number {
  return [5, 10, 20, 25, 50, 100, 200, 500].find((s) => range / s <= 5) ?? 1000;
}

export function elevationProfile(track: Track, stops: Array<{ coordinates: Coordinates }>): ElevationProfile {
  const f = trackFigures(track.points);
  const figures = routeFigures(track);
  const totalKm = f.distanceM / 1000;
  const sampleAt = (index: number, stop?: number): ProfileSample => ({
    km: round2(f.along[index]! / 1000),
    ele: Math.round(track.points[index]![2]),
    ...(stop ? { stop } : {}),
  });
  const samples: ProfileSample[] = [sampleAt(0), ...stops.map((s, i) => sampleAt(nearestPoint(track.points, s.coordinates), i + 1))];
  for (let km = 1; km < totalKm; km++) {
    const index = f.along.findIndex((m) => m >= km * 1000);
    if (index > 0) samples.push(sampleAt(index));
  }
  samples.push(sampleAt(track.points.length - 1));
  samples.sort((a, b) => a.km - b.km || (a.stop ?? 0) - (b.stop ?? 0));

  const step = eleStep(Math.max(1, f.maxEle - f.minEle));
  const low = Math.floor(f.minEle / step) * step;
  const high = Math.max(low + step, Math.ceil(f.maxEle / step) * step);
  const x = (m: number) => round1(PAD.left + (m / Math.max(1, f.distanceM)) * (WIDTH - PAD.left - PAD.right));
  const y = (ele: number) => round1(PAD.top + ((high - ele) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom));
  const line = track.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(f.along[i]!)} ${y(p[2])}`).join(' ');
  const base = y(low);
  const area = `${line} L${x(f.distanceM)} ${base} L${x(0)} ${base} Z`;
  const yTicks: Array<{ ele: number; y: number }> = [];
  for (let ele = low; ele <= high; ele += step) yTicks.push({ ele, y: y(ele) });
  const kmStep = totalKm > 12 ? 5 : totalKm > 5 ? 2 : 1;
  const xTicks: Array<{ km: number; x: number }> = [];
  for (let km = 0; km <= totalKm; km += kmStep) xTicks.push({ km, x: x(km * 1000) });
  return {
    figures,
    samples,
    svg: {
      width: WIDTH,
      height: HEIGHT,
      path: line,
      area,
      dots: samples.map((s) => ({ ...s, x: x(s.km * 1000), y: y(s.ele) })),
      yTicks,
      xTicks,
    },
  };
}

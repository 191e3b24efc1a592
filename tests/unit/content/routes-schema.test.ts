/**
 * Routes' content (src/schemas/routes.ts, docs/routes.md "Content"): the GPX read by @tmcw/togeojson on xmldom, the
 * distance and ascent computed from the track, and a stated figure that disagrees with it caught.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { figureMismatch, GpxSchema, metresBetween, readGpx, trackFigures, type TrackPoint } from '../../../src/schemas/routes.ts';

const gpx = (points: Array<[number, number, number?]>, wrap = (t: string) => `<trk><name>Prueba</name><trkseg>${t}</trkseg></trk>`) =>
  `<?xml version="1.0"?><gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1">${wrap(
    points.map(([lat, lon, ele]) => `<trkpt lat="${lat}" lon="${lon}">${ele === undefined ? '' : `<ele>${ele}</ele>`}</trkpt>`).join(''),
  )}</gpx>`;

describe('reading GPX', () => {
  it('reads a track point by point, longitude first, with elevations and the name', () => {
    const track = readGpx(
      gpx([
        [38.98, -0.52, 150],
        [38.99, -0.51, 160.5],
      ]),
    );
    expect(track).toEqual({
      name: 'Prueba',
      points: [
        [-0.52, 38.98, 150],
        [-0.51, 38.99, 160.5],
      ],
    });
  });

  it('joins the segments of a track in order', () => {
    const pt = (n: number) => `<trkpt lat="${n}" lon="${n}"><ele>${n}</ele></trkpt>`;
    const text = `<gpx xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>${pt(1)}${pt(2)}</trkseg><trkseg>${pt(3)}${pt(4)}</trkseg></trk></gpx>`;
    const track = readGpx(text);
    expect('points' in track && track.points.map((p) => p[2])).toEqual([1, 2, 3, 4]);
  });

  it('reads a route (<rte>) as a track', () => {
    const text = `<gpx xmlns="http://www.topografix.com/GPX/1/1"><rte><rtept lat="1" lon="2"><ele>5</ele></rtept><rtept lat="1.1" lon="2.1"><ele>6</ele></rtept></rte></gpx>`;
    expect(readGpx(text)).toEqual({
      name: undefined,
      points: [
        [2, 1, 5],
        [2.1, 1.1, 6],
      ],
    });
  });

  it.each([
    ['not XML', 'this is not xml <', /XML that parses/],
    ['another document', '<kml><Document/></kml>', /a <gpx> document \(its root is <kml>\)/],
    ['no track', '<gpx xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="1" lon="1"/></gpx>', /a track/],
    ['one point', gpx([[1, 1, 1]]), /two points/],
    [
      'a point without elevation',
      gpx([
        [1, 1, 1],
        [1.1, 1.1],
      ]),
      /elevation/,
    ],
  ])('refuses %s, saying what it expected', (_, text, problem) => {
    const read = readGpx(text);
    expect('problem' in read && read.problem).toMatch(problem);
    const result = v.safeParse(GpxSchema, text);
    expect(result.success).toBe(false);
  });
});

describe('the track’s figures', () => {
  it('measures a degree of latitude as about 111.2 km', () => {
    expect(metresBetween({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111_195, -1);
  });

  it('adds the climbs and descents, ignoring jitter below the threshold', () => {
    // 100 → 150 (climb 50), jitter of ±1 m on the way, then down to 120 (descent 30), then up 2 m (ignored).
    const eles = [100, 101, 100, 125, 150, 149, 150, 120, 122];
    const points: TrackPoint[] = eles.map((ele, i) => [0, i * 0.001, ele]);
    const f = trackFigures(points);
    expect(f.ascentM).toBe(50);
    expect(f.descentM).toBe(30);
    expect(f.minEle).toBe(100);
    expect(f.maxEle).toBe(150);
    expect(f.distanceM).toBeCloseTo(8 * metresBetween({ lat: 0, lng: 0 }, { lat: 0.001, lng: 0 }), 3);
    expect(f.along).toHaveLength(eles.length);
  });

  it('accepts stated figures within the tolerance and names the one that is not', () => {
    const figures = { distanceM: 7_260, ascentM: 146 };
    expect(figureMismatch({ distanceKm: 7.3, ascentM: 150 }, figures)).toBeUndefined();
    expect(figureMismatch({}, figures)).toBeUndefined();
    expect(figureMismatch({ distanceKm: 4 }, figures)).toMatch(/^distanceKm: expected the track's distance, 7\.26 km/);
    expect(figureMismatch({ distanceKm: 7.3, ascentM: 400 }, figures)).toMatch(/^ascentM: expected the track's ascent, 146 m/);
  });
});

import { describe, expect, it } from 'vitest';
import { eventVenue } from '../../../../src/domain/content/venue.ts';

describe('where an event takes place', () => {
  it('reads the venue its data gives, in the asked language', () => {
    const event = { extra: { venue: { es: 'Plaza Mayor', va: 'Plaça Major' } } };
    expect(eventVenue(event, 'va')).toBe('Plaça Major');
    expect(eventVenue(event, 'es')).toBe('Plaza Mayor');
  });

  it('trims it', () => {
    expect(eventVenue({ extra: { venue: { es: '  Casa de la Cultura ' } } }, 'es')).toBe('Casa de la Cultura');
  });

  it('says nothing when the data says nothing, or says it blank or in another shape', () => {
    expect(eventVenue({}, 'es')).toBeUndefined();
    expect(eventVenue({ extra: {} }, 'es')).toBeUndefined();
    expect(eventVenue({ extra: { venue: { es: '   ' } } }, 'es')).toBeUndefined();
    expect(eventVenue({ extra: { venue: 42 } }, 'es')).toBeUndefined();
  });
});

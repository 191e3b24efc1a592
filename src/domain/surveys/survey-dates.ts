/**
 * How a survey's dates read in Madrid: a survey that closes at midnight is open "until the day before,
 * inclusive", as a town hall words a deadline, not "until 00:00" of a day nobody can vote on.
 */
const madrid = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The wall clock in Madrid: `{ day: '2026-12-19', time: '00:00' }`. */
export function madridWallClock(iso: string): { day: string; time: string } {
  const [day, time] = madrid.format(new Date(iso)).split(' ');
  return { day: day!, time: time! };
}

/** The last day a survey takes part, and the closing time when it is not midnight. */
export function lastDayOpen(closesAt: string): { day: string; time?: string } {
  const { day, time } = madridWallClock(closesAt);
  if (time !== '00:00') return { day, time };
  const previous = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { day: previous };
}

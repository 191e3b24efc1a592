import './requests.css';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
  /** For a value that needs its own look (a reference). */
  className?: string;
}

/** A request's facts at a glance (reference, procedure, date, status…), as labelled pairs that wrap on a phone. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="request-facts">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

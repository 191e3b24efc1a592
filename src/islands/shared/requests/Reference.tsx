import './requests.css';

/**
 * A text that names a request's reference ("Solicitud {reference}"), with the reference kept on one line: a
 * heading may wrap between words, never inside the code, where a browser would break it after a hyphen
 * ("ALC-2026-" / "7KX4-M9QP") and leave half a reference to read.
 */
export function WithReference({ text, reference }: { text: string; reference: string }) {
  const at = reference ? text.indexOf(reference) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="reference-code">{reference}</span>
      {text.slice(at + reference.length)}
    </>
  );
}

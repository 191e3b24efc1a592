/** `{name}` placeholders filled from `params`; one with no value stays as it is. No dictionaries: islands import it. */
export function fillPlaceholders(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

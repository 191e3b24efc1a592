/**
 * `{name}` placeholders filled from `params`; one with no value (or an inherited name such as `{constructor}`)
 * stays as it is. The one filling of the UI strings, the islands' and browser scripts' texts and the pages'
 * templates. No dictionaries: islands import it.
 */
export function fillPlaceholders(text: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : String(value);
  });
}

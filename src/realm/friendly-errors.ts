import * as v from 'valibot';
import { ConfigError } from '../config/config-error.ts';

/** Describes what a value is, for "received …" in error messages. */
function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'object') return 'an object';
  return String(value);
}

/** Formats valibot issues as lines naming the field, what was expected and what was found. */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue) ?? '(root)';
    const expected = issue.message.startsWith('Invalid') ? (issue.expected ?? issue.message) : issue.message;
    return `${path}: expected ${expected}, received ${describe(issue.input)}`;
  });
}

/** Parses `data` or throws an error that names the file, each failing field and the fix. */
export function parseWithFriendlyErrors<S extends v.GenericSchema>(schema: S, data: unknown, where: string): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const lines = formatIssues(result.issues).map((line) => `  - ${line}`);
  throw new ConfigError(`${where} is invalid:\n${lines.join('\n')}`);
}

/** A request's reference in a heading (src/islands/shared/requests/Reference.tsx): one unbreakable word. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { WithReference } from '../../src/islands/shared/requests/Reference.tsx';

test('wraps the reference in a span that the stylesheet keeps on one line, the rest of the text as it was', () => {
  const { container } = render(<WithReference text="Sol·licitud ALC-2026-7KX4-M9QP (rebuda)" reference="ALC-2026-7KX4-M9QP" />);
  expect(container.textContent).toBe('Sol·licitud ALC-2026-7KX4-M9QP (rebuda)');
  expect(container.querySelector('.reference-code')).toHaveTextContent(/^ALC-2026-7KX4-M9QP$/);
  const css = readFileSync(join(process.cwd(), 'src/islands/shared/requests/requests.css'), 'utf8');
  expect(css).toMatch(/\.reference-code\s*\{\s*white-space: nowrap;/);
});

test('leaves a text without the reference untouched', () => {
  const { container } = render(<WithReference text="Solicitud" reference="ALC-2026-7KX4-M9QP" />);
  expect(container.innerHTML).toBe('Solicitud');
});

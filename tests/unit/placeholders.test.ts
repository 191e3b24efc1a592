import { describe, expect, it } from 'vitest';
import { fill as fillAccountText } from '../../src/browser/account-forms.ts';
import { fill as fillSearchText } from '../../src/browser/pagefind.ts';
import { fillPlaceholders } from '../../src/i18n/placeholders.ts';
import { requestTexts } from '../../src/islands/shared/requests/texts.ts';

describe('filling {name} placeholders', () => {
  it('puts each value in, numbers as text, as often as the name appears', () => {
    expect(fillPlaceholders('{count} resultados para «{query}» ({count})', { count: 3, query: 'coro' })).toBe('3 resultados para «coro» (3)');
    expect(fillPlaceholders('Importe: {amount} €', { amount: 0 })).toBe('Importe: 0 €');
  });

  it('leaves a placeholder with no value, an undefined one or an inherited name as it is', () => {
    expect(fillPlaceholders('Hola, {name}', {})).toBe('Hola, {name}');
    expect(fillPlaceholders('Hola, {name}', { name: undefined })).toBe('Hola, {name}');
    expect(fillPlaceholders('{constructor} {toString}', {})).toBe('{constructor} {toString}');
  });

  it('fills once: a value that looks like a placeholder is not filled again', () => {
    expect(fillPlaceholders('{a} y {b}', { a: '{b}', b: 'B' })).toBe('{b} y B');
  });

  it('is what the browser scripts and the request pages fill their texts with', () => {
    expect(fillAccountText('Faltan {n} campos', { n: '2' })).toBe('Faltan 2 campos');
    expect(fillSearchText('{count} resultados', { count: 4 })).toBe('4 resultados');
    const { tr } = requestTexts({ 'mine.count': '{count} solicitudes' }, 'es-ES');
    expect(tr('mine.count', { count: 5 })).toBe('5 solicitudes');
    expect(tr('mine.count')).toBe('{count} solicitudes');
  });
});

import { describe, expect, it } from 'vitest';
import { forTerminal } from '../../../../src/domain/text/terminal-text.ts';

describe('text from outside, printed in a terminal', () => {
  it('shows escape sequences, other controls and bidirectional overrides as escapes instead of obeying them', () => {
    expect(forTerminal('Club\u001b[2J\u001b]0;ventana\u0007FALSO')).toBe('Club\\u001b[2J\\u001b]0;ventana\\u0007FALSO');
    expect(forTerminal('id\rOK\u009b')).toBe('id\\u000dOK\\u009b');
    expect(forTerminal('factura.\u202Eexe\u2066')).toBe('factura.\\u202eexe\\u2066');
  });

  it('escapes line breaks and tabs too, unless the text is a message of several lines', () => {
    expect(forTerminal('Calle Mayor, 3\r\nFalso: sí\t')).toBe('Calle Mayor, 3\\u000d\\u000aFalso: sí\\u0009');
    expect(forTerminal('settings is invalid:\n  - logo: \u001b[31m', { multiline: true })).toBe('settings is invalid:\n  - logo: \\u001b[31m');
    expect(forTerminal('a\r\nb', { multiline: true })).toBe('a\\u000d\nb');
  });

  it('keeps the letters and punctuation of every language', () => {
    const text = 'Associació «L’Olivera» · À València, ĳ, 日本';
    expect(forTerminal(text)).toBe(text);
  });
});

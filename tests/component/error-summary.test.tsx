/**
 * The one error summary (src/islands/widgets/ErrorSummary.tsx) of the request form, the survey forms and the
 * account pages: the links move the focus to their fields, a new list takes the focus, and the account pages'
 * copy, rendered on the server, is what their script fills.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { showProblems } from '../../src/browser/account-forms.ts';
import { ErrorSummary } from '../../src/islands/widgets/ErrorSummary.tsx';

const errors = [
  { target: 'name', message: 'Escriba su nombre' },
  { target: 'group', message: 'Elija una opción' },
];

function Form({ listed = errors }: { listed?: typeof errors }) {
  return (
    <form>
      <ErrorSummary className="sv-summary" title="Hay errores" titleId="sv-summary-title" titleLevel="h3" errors={listed} />
      <input id="name" aria-label="Nombre" />
      <div id="group-field">
        <input id="group-a" type="radio" aria-label="A" />
      </div>
    </form>
  );
}

/** A form that moves the focus itself, as the request form does. */
function Owned() {
  const ref = useRef<HTMLDivElement>(null);
  return <ErrorSummary className="rf-summary" title="Hay errores" titleId="rf-summary-title" errors={errors} focusRef={ref} />;
}

describe('the error summary', () => {
  it('takes the focus when it shows, named by its title', () => {
    render(<Form />);
    const summary = screen.getByRole('alert', { name: 'Hay errores' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveClass('sv-summary');
    expect(summary.querySelector('h3')).toHaveTextContent('Hay errores');
  });

  it('moves the focus to the field a link names, or to the first control of its group', () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('link', { name: 'Escriba su nombre' }));
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Elija una opción' }));
    expect(screen.getByLabelText('A')).toHaveFocus();
  });

  it('is not there without errors, unless a script is to fill it', () => {
    const { container } = render(<Form listed={[]} />);
    expect(container.querySelector('.sv-summary')).toBeNull();
  });

  it('leaves the focus to the form when the form holds its reference', () => {
    render(<Owned />);
    expect(screen.getByRole('alert')).not.toHaveFocus();
  });

  it('renders hidden and empty on an account page, and the page’s script fills, shows and focuses it', () => {
    document.body.innerHTML = `<form><div data-field="email"><label for="email">Correo</label><p class="account-error"></p><input id="email"></div></form>${renderToString(
      <ErrorSummary className="account-summary" id="sign-in-summary" title="Hay errores" titleId="sign-in-summary-title" errors={[]} filledByScript />,
    )}`;
    const summary = document.getElementById('sign-in-summary')!;
    expect(summary.hidden).toBe(true);
    expect(summary).toHaveAttribute('data-error-summary');
    expect(summary).toHaveAttribute('aria-labelledby', 'sign-in-summary-title');
    expect(summary.querySelectorAll('li')).toHaveLength(0);
    showProblems(document.querySelector('form')!, summary, [{ field: 'email', message: 'Escriba su correo' }]);
    expect(summary.hidden).toBe(false);
    expect(summary).toHaveFocus();
    expect(summary.querySelector('a')).toHaveAttribute('href', '#email');
  });
});

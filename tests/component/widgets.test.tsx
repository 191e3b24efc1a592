import { useState } from 'react';
import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { LoadingIndicator } from '../../src/islands/widgets/LoadingIndicator.tsx';
import { Modal, type ModalProps } from '../../src/islands/widgets/Modal.tsx';
import { loadingIndicatorExamples, modalExamples } from '../../src/islands/widgets/widgets.examples.ts';
import { renderExample, testEveryExample, type RenderedExample } from './support/examples.tsx';

const dialogWith =
  (icon: string) =>
  ({ screen }: RenderedExample) => {
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveClass(`modal-${icon}`);
    expect(dialog.querySelector('svg.modal-icon')).toHaveAttribute('aria-hidden', 'true');
    expect(within(dialog).getAllByRole('button')[0]).toHaveFocus();
  };

describe('the modal, in each of its examples', () => {
  testEveryExample(Modal, modalExamples, {
    success: (page) => {
      dialogWith('success')(page);
      expect(page.screen.getByRole('dialog', { name: 'Solicitud enviada correctamente' })).toHaveTextContent('Referencia de su solicitud: ALC-2026-7KX4-M9QP.');
    },
    error: (page) => {
      dialogWith('error')(page);
      expect(page.screen.getByRole('dialog', { name: 'No se ha podido enviar la solicitud' })).toHaveTextContent(
        'Se ha producido un error al enviar la solicitud',
      );
    },
    question: (page) => {
      dialogWith('question')(page);
      const dialog = page.screen.getByRole('dialog', { name: /^¿Desea empezar de nuevo\?/ });
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Empezar de nuevo', 'Cerrar']);
    },
  });
});

/** A page with a button that opens the modal, as the request form's submit does. */
function Opener(props: ModalProps) {
  const [open, setOpen] = useState(false);
  const shut = (then: () => void) => () => {
    setOpen(false);
    then();
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Enviar solicitud
      </button>
      {open ? <Modal {...props} onClose={shut(props.onClose)} actions={props.actions.map((a) => ({ ...a, onClick: shut(a.onClick) }))} /> : null}
    </>
  );
}

describe('the modal, closed by the visitor', () => {
  test('an action closes it and focus goes back to where the visitor was', async () => {
    const chosen = vi.fn();
    const example = modalExamples.question;
    const { screen, user } = await renderExample(Opener, {
      ...example,
      props: { ...example.props, actions: example.props.actions.map((a) => ({ ...a, onClick: () => chosen(a.label) })) },
    });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Empezar de nuevo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(chosen).toHaveBeenCalledWith('Empezar de nuevo');
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toHaveFocus();
  });

  test("Escape (the dialog's cancel) and a click on the backdrop close it through onClose", async () => {
    const onClose = vi.fn();
    const { screen, user } = await renderExample(Opener, { ...modalExamples.error, props: { ...modalExamples.error.props, onClose } });
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    // What a browser fires on Escape for a modal dialog.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await user.click(screen.getByRole('dialog'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });
});

describe('the loading indicator, in each of its examples', () => {
  testEveryExample(LoadingIndicator, loadingIndicatorExamples, {
    idle: ({ screen }) => {
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    },
    forced: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Cargando el formulario…');
    },
    requestsRunning: async ({ screen }) => {
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando…'));
    },
  });

  test('it empties again when the request ends', async () => {
    const { screen, api } = await renderExample(LoadingIndicator, loadingIndicatorExamples.requestsRunning);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cargando…'));
    api.close();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import SurveyVote from '../../src/islands/SurveyVote/SurveyVote.tsx';
import { surveyVoteExamples as examples } from '../../src/islands/SurveyVote/SurveyVote.examples.ts';
import { renderExample, testEveryExample } from './support/examples.tsx';

describe('the voting island, in each of its examples', () => {
  testEveryExample(SurveyVote, examples, {
    survey: async ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Su participación' })).toBeVisible();
      expect(screen.getByRole('group', { name: /¿Qué uso principal prefiere\? \(obligatoria\)/ })).toHaveAccessibleDescription('Elija una opción.');
      expect(screen.getByRole('group', { name: /¿Qué servicios le gustaría\?/ })).toHaveAccessibleDescription('Elija 2 opciones como máximo.');
      expect(screen.getByLabelText(/¿Alguna sugerencia\?/)).toHaveAccessibleDescription('Hasta 200 caracteres. 0 de 200 caracteres');
      expect(await screen.findByLabelText('Año de nacimiento')).toBeVisible();
      expect(screen.getByText('Escriba su DNI o NIE y su año de nacimiento.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Enviar mis respuestas' })).toBeEnabled();
    },
    valencian: async ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'La seua participació' })).toBeVisible();
      expect(await screen.findByLabelText('Any de naixement')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Enviar les meues respostes' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Afegir: Matins' })).toBeVisible();
    },
    censusUnavailable: async ({ screen }) => {
      expect(await screen.findByText(/No se han podido cargar las preguntas del padrón/)).toBeVisible();
      expect(screen.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    },
    missingAnswers: async ({ screen }) => {
      const summary = screen.getByRole('alert');
      expect(summary).toHaveFocus();
      expect(
        within(summary)
          .getAllByRole('link')
          .map((a) => [a.textContent, a.getAttribute('href')]),
      ).toEqual([
        ['Responda a esta pregunta.', '#q-uso-input'],
        ['Ordene todas las opciones.', '#q-horario-input'],
        ['Escriba su DNI o NIE.', '#census-id'],
        ['Rellene el campo «Año de nacimiento».', '#census-nacimiento'],
      ]);
      expect(screen.getByLabelText('DNI o NIE')).toHaveAccessibleDescription(/Escriba su DNI o NIE\./);
    },
    sent: async ({ screen, api }) => {
      expect(await screen.findByRole('heading', { name: 'Gracias por participar. Sus respuestas se han registrado.' })).toHaveFocus();
      const sent = api.calls.find((c) => c.key.startsWith('POST'))!;
      expect(sent.body).toEqual({
        census: { id: '12345678Z', answers: { nacimiento: '1985' } },
        answers: [
          { question: 'uso', value: 'biblioteca' },
          { question: 'horario', value: ['tardes', 'mananas'] },
        ],
      });
      expect(JSON.parse(sessionStorage.getItem('vote history')!)).toHaveProperty(['alcantir/usos-mercado']);
    },
    invalidCensus: async ({ screen }) => {
      const summary = await screen.findByRole('alert');
      expect(within(summary).getByRole('link', { name: 'Información del censo inválida.' })).toHaveAttribute('href', '#census-id');
    },
    alreadyVoted: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Ya ha participado en esta encuesta.' })).toHaveFocus();
      expect(screen.getByText(/Solo se admite una participación por persona/)).toBeVisible();
    },
    returning: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Ya ha participado en esta encuesta.' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Responder como otra persona desde este dispositivo' })).toBeVisible();
    },
    offline: async ({ screen }) => {
      const status = await screen.findByText('Pendiente de envío');
      expect(status.closest('[role="status"]')).toHaveTextContent(/se enviarán en cuanto vuelva la conexión/);
    },
    closed: async ({ screen }) => {
      expect(await screen.findByText('Esta encuesta está cerrada.')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Enviar mis respuestas' })).toBeNull();
    },
    proposal: async ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Su propuesta' })).toBeVisible();
      expect(screen.getByLabelText('Foto (opcional)')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
      expect(screen.getByRole('button', { name: 'Señalar un lugar en el mapa' })).toBeVisible();
      // The photo's input is styled as the site's buttons are (survey-vote.css, .sv-file::file-selector-button).
      expect(screen.getByLabelText('Foto (opcional)')).toHaveClass('sv-file');
      expect(await screen.findByLabelText('Año de nacimiento')).toBeVisible();
    },
    proposalSent: async ({ screen }) => {
      expect(await screen.findByRole('heading', { name: 'Su propuesta «Cine de verano» se ha recibido. Puede enviar 2 más.' })).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Escribir otra propuesta' })).toBeVisible();
    },
    proposalLimit: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('Una persona no puede enviar más de 3 propuestas.');
    },
    proposalFailed: async ({ screen }) => {
      expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido enviar su propuesta...');
    },
  });
});

describe('the ranking, by keyboard alone', () => {
  test('adds, moves and removes options with buttons, announcing each place and keeping the focus on the option', async () => {
    const { screen, user } = await renderExample(SurveyVote, examples.survey);
    await user.click(screen.getByRole('button', { name: 'Añadir: Mañanas' }));
    await user.click(screen.getByRole('button', { name: 'Añadir: Tardes' }));
    const order = () =>
      within(screen.getByRole('list', { name: 'Su orden' }))
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent);
    expect(order()).toEqual(['Mañanas', 'Tardes']);
    await user.click(screen.getByRole('button', { name: 'Subir: Tardes' }));
    expect(order()).toEqual(['Tardes', 'Mañanas']);
    expect(screen.getByText('Tardes: puesto 1 de 2.')).toBeInTheDocument();
    // At the top it cannot go up: the focus stays on the option, on its other move.
    expect(screen.getByRole('button', { name: 'Bajar: Tardes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['Mañanas', 'Tardes']);
    await user.click(screen.getByRole('button', { name: 'Quitar: Mañanas' }));
    expect(order()).toEqual(['Tardes']);
    expect(screen.getByRole('button', { name: 'Añadir: Mañanas' })).toHaveFocus();
  });

  test('says when more options are chosen than allowed, and when a text is too long', async () => {
    const { screen, user } = await renderExample(SurveyVote, examples.survey);
    for (const label of ['Cafetería', 'Wifi gratuito', 'Aseos públicos']) await user.click(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(/¿Alguna sugerencia\?/), 'x'.repeat(201));
    expect(screen.getByText('201 de 200 caracteres')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar mis respuestas' }));
    const links = within(screen.getByRole('alert'))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toContain('Elija 2 opciones como máximo.');
    expect(links).toContain('Escriba 200 caracteres como máximo (ahora hay 201).');
  });

  test('a corrected answer is no longer marked wrong nor listed, and the focus stays where the person is typing', async () => {
    const { screen, user } = await renderExample(SurveyVote, examples.missingAnswers);
    const summary = screen.getByRole('alert');
    const links = () =>
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent);
    const id = screen.getByLabelText('DNI o NIE');
    expect(id).toHaveAttribute('aria-invalid', 'true');
    await user.type(id, '12345678Z');
    expect(id).not.toHaveAttribute('aria-invalid');
    expect(id).not.toHaveAccessibleDescription(/Escriba su DNI o NIE\./);
    expect(id).toHaveFocus();
    expect(links()).not.toContain('Escriba su DNI o NIE.');
    await user.click(screen.getByLabelText('Biblioteca'));
    expect(links()).toEqual(['Ordene todas las opciones.', 'Rellene el campo «Año de nacimiento».']);
    expect(screen.getByLabelText('Biblioteca')).toHaveFocus();
    // Sending again with what is still missing lists it again, and the summary takes the focus again.
    await user.click(screen.getByRole('button', { name: 'Enviar mis respuestas' }));
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(links()).toEqual(['Ordene todas las opciones.', 'Rellene el campo «Año de nacimiento».']);
  });
});

test('the proposal’s place is named once: opening the map leaves the picker’s group to say «Lugar (opcional)»', async () => {
  const { screen, user } = await renderExample(SurveyVote, examples.proposal);
  expect(screen.getByText('Lugar (opcional)')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Señalar un lugar en el mapa' }));
  const picker = await screen.findByRole('group', { name: 'Lugar (opcional)' });
  // Written once, as the picker's own label; the form's line above it is gone.
  const shown = screen.getAllByText('Lugar (opcional)');
  expect(shown).toHaveLength(1);
  expect(picker).toContainElement(shown[0]!);
});

test('the photo’s file input has the look of the site’s secondary button', () => {
  const css = readFileSync(join(process.cwd(), 'src/islands/SurveyVote/survey-vote.css'), 'utf8');
  expect(css).toMatch(/\.sv-file::file-selector-button\s*\{[^}]*border: 2px solid currentColor;[^}]*color: var\(--primary-text\);/);
});

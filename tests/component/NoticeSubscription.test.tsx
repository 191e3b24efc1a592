import { describe, expect } from 'vitest';
import NoticeSubscription, { PUSH_ENABLED_KEY, PUSH_TOKEN_KEY, SUBSCRIPTIONS_KEY } from '../../src/islands/NoticeSubscription/NoticeSubscription.tsx';
import { noticeSubscriptionExamples as examples } from '../../src/islands/NoticeSubscription/NoticeSubscription.examples.ts';
import { testEveryExample } from './support/examples.tsx';

describe('the "Activar avisos" control, in each of its examples', () => {
  testEveryExample(NoticeSubscription, examples, {
    unsupported: async ({ screen }) => {
      expect(await screen.findByText('Service Worker no soportado en este navegador')).toBeVisible();
      expect(screen.queryByRole('button')).toBeNull();
    },
    ios: async ({ screen }) => {
      expect(await screen.findByText(/pulse Compartir y después «Añadir a pantalla de inicio»/)).toBeVisible();
      expect(screen.queryByRole('button')).toBeNull();
    },
    denied: async ({ screen }) => {
      expect(await screen.findByText('Permisos denegados por el usuario')).toBeVisible();
      expect(screen.queryByRole('button')).toBeNull();
    },
    off: async ({ screen }) => {
      expect(await screen.findByRole('button', { name: 'Activar avisos' })).toBeVisible();
      expect(screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent?.trim())).toEqual([
        'Avisos urgentes',
        'Agenda de actividades',
        'Noticias',
        'Farmacias de guardia',
      ]);
      expect(screen.getByRole('checkbox', { name: 'Avisos urgentes' })).toBeChecked();
      expect(screen.getByText('Inicie sesión para recibir también avisos de sus solicitudes y citas.')).toBeVisible();
    },
    citizenOn: async ({ screen }) => {
      expect(await screen.findByRole('button', { name: 'Deixar de rebre avisos' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Guardar els canvis' })).toBeVisible();
      expect(screen.getByRole('checkbox', { name: 'Les meues cites' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Les meues sol·licituds' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Avisos urgents' })).toBeChecked();
    },
    activated: async ({ screen }) => {
      expect(await screen.findByText('Sus avisos se han guardado.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Dejar de recibir avisos' })).toBeVisible();
      // With consent to device storage, the spec's keys hold the endpoint, that push is on, and the topics.
      expect(localStorage.getItem(PUSH_TOKEN_KEY)).toBe('https://fcm.googleapis.com/fcm/send/ejemplo');
      expect(localStorage.getItem(PUSH_ENABLED_KEY)).toBe('true');
      expect(JSON.parse(localStorage.getItem(SUBSCRIPTIONS_KEY)!)).toEqual(['urgentes', 'agenda']);
    },
    refused: async ({ screen }) => {
      expect(await screen.findByText('Permisos denegados por el usuario')).toBeVisible();
      // Without consent to device storage nothing is kept.
      expect(localStorage.getItem(PUSH_ENABLED_KEY)).toBeNull();
    },
  });
});

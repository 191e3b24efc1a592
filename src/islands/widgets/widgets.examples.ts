/**
 * The shared widgets of docs/product-spec.md §2 "Other widgets": the modal with its success, error and question
 * icons, and the loading indicator, hidden, forced, and shown while the API client has requests running.
 */
import type { ComponentProps } from 'react';
import { createApiClient } from '../../api/client.ts';
import { translator } from '../../i18n/index.ts';
import type { IslandExamples } from '../examples.ts';
import type { LoadingIndicator } from './LoadingIndicator.tsx';
import type { ModalProps } from './Modal.tsx';

const t = translator('es');
const close = { label: t('common.close'), primary: true, onClick: () => {} };

export const modalExamples = {
  success: {
    name: 'a request accepted, with its reference',
    props: {
      kind: 'success',
      title: t('request.ok'),
      children: t('request.okReference', { reference: 'ALC-2026-7KX4-M9QP' }),
      actions: [close],
      onClose: () => {},
    },
  },
  error: {
    name: 'a request that could not be sent',
    props: { kind: 'error', title: t('request.errorsTitle'), children: t('request.error.send'), actions: [close], onClose: () => {} },
  },
  question: {
    name: 'a question with two answers, the first one focused',
    props: {
      kind: 'question',
      title: '¿Desea empezar de nuevo? Se perderá lo que ha escrito.',
      onClose: () => {},
      actions: [
        { label: t('request.draftDiscard'), primary: true, onClick: () => {} },
        { label: t('common.close'), onClick: () => {} },
      ],
    },
  },
} satisfies IslandExamples<ModalProps>;

export const loadingIndicatorExamples = {
  idle: {
    name: 'nothing running: an empty live region, ready to announce',
    props: { label: t('common.loading') },
  },
  forced: {
    name: 'shown whatever runs, as the request form does while it starts',
    props: { label: t('request.loading'), force: true },
  },
  requestsRunning: {
    name: 'shown while the API client has a request running',
    props: { label: t('common.loading') },
    api: { 'GET /api/alcantir/collections/settings': 'no-answer' },
    play: async () => {
      void createApiClient().request('/api/alcantir/collections/settings');
    },
  },
} satisfies IslandExamples<ComponentProps<typeof LoadingIndicator>>;

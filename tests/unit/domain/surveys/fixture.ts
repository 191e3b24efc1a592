import * as v from 'valibot';
import { type Survey, SurveySchema } from '../../../../src/schemas/survey.ts';

/** A survey with one question of each kind, as the data would give it. */
export const SURVEY: Survey = v.parse(SurveySchema, {
  _id: 'parque',
  kind: 'survey',
  title: { es: 'El parque', va: 'El parc' },
  opensAt: '2026-03-01T00:00:00Z',
  closesAt: '2026-03-31T00:00:00Z',
  census: 'padron',
  eligibility: { es: 'Personas empadronadas.' },
  questions: [
    {
      id: 'uso',
      type: 'single',
      title: { es: '¿Qué uso?', va: 'Quin ús?' },
      options: [
        { id: 'juegos', label: { es: 'Juegos', va: 'Jocs' } },
        { id: 'huerto', label: { es: 'Huerto', va: 'Hort' } },
      ],
    },
    {
      id: 'dias',
      type: 'multiple',
      title: { es: '¿Qué días?' },
      options: [
        { id: 'sab', label: { es: 'Sábado' } },
        { id: 'dom', label: { es: 'Domingo' } },
        { id: 'lun', label: { es: 'Lunes' } },
      ],
    },
    {
      id: 'orden',
      type: 'ranking',
      title: { es: 'Ordene' },
      options: [
        { id: 'a', label: { es: 'A' } },
        { id: 'b', label: { es: 'B' } },
        { id: 'c', label: { es: 'C' } },
      ],
    },
    { id: 'idea', type: 'text', title: { es: 'Su idea' } },
  ],
});

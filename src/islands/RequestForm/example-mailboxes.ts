/**
 * Mailbox definitions for the request form's examples, shaped like the demo town hall's (`realms/alcantir/demo/
 * mailboxes.json`) and typed as the mail API answers them, so that a change of the mailbox schema breaks them at
 * type-check rather than in a test run.
 */
import type * as v from 'valibot';
import type { MailboxSchema } from '../../schemas/mailbox.ts';

/** A mailbox definition as `GET {mail api}/{realm}/mailbox/{mailbox}` answers it: before the schema's defaults. */
export type MailboxAnswer = v.InferInput<typeof MailboxSchema>;

const privacy = {
  privacyPolicy: {
    es: '<p><strong>Responsable:</strong> Ayuntamiento de Alcantir.</p><p><strong>Finalidad:</strong> tramitar su solicitud y responderle.</p><p>Puede ejercer sus derechos en la sede electrónica.</p>',
    va: '<p><strong>Responsable:</strong> Ajuntament d’Alcantir.</p><p><strong>Finalitat:</strong> tramitar la seua sol·licitud i respondre-li.</p><p>Pot exercir els seus drets en la seu electrònica.</p>',
  },
  privacyPolicyInfo: {
    es: 'Sus datos solo se usan para tramitar esta solicitud.',
    va: 'Les seues dades només s’usen per a tramitar esta sol·licitud.',
  },
};

/** Street, map, photos and a captcha on one page; the contact asked above the form (`incidencias`). */
export const incidenceMailbox: MailboxAnswer = {
  _id: 'incidencias',
  title: { es: 'Comunicar una incidencia', va: 'Comunicar una incidència' },
  description: {
    es: 'Avísenos de una farola apagada, un bache o un contenedor lleno. Indique dónde está y, si puede, adjunte una foto.',
    va: 'Avise’ns d’un fanal apagat, un clot o un contenidor ple. Indique on és i, si pot, adjunte’n una foto.',
  },
  contactRequest: { mode: 'yes', fields: ['firstName', 'lastName', 'telephone', 'email'], position: 'above' },
  ...privacy,
  form: {
    pages: [
      {
        title: { es: 'Incidencia', va: 'Incidència' },
        fields: [
          {
            name: 'category',
            type: 'category',
            required: true,
            label: { es: 'Tipo de incidencia', va: 'Tipus d’incidència' },
            options: [
              { value: 'Alumbrado público', label: { es: 'Alumbrado público', va: 'Enllumenat públic' } },
              { value: 'Contenedores y residuos', label: { es: 'Contenedores y residuos', va: 'Contenidors i residus' } },
              { value: 'Aceras y calzada', label: { es: 'Aceras y calzada', va: 'Voreres i calçada' } },
            ],
          },
          { name: 'body', type: 'textarea', required: true, maxlength: 2000, label: { es: 'Descripción', va: 'Descripció' } },
          { name: 'address', type: 'street', required: true, label: { es: 'Calle', va: 'Carrer' } },
          { name: 'coordinates', type: 'map', label: { es: 'Ubicación en el mapa', va: 'Ubicació en el mapa' } },
          { name: 'images', type: 'image', maxFiles: 5, label: { es: 'Fotos', va: 'Fotos' } },
          { name: 'captcha', type: 'captcha', required: true, label: { es: 'Resultado de la operación', va: 'Resultat de l’operació' } },
        ],
      },
    ],
  },
};

/** Three pages, a census check, a group of which one is required, documents; the contact from the profile (`subvenciones`). */
export const subsidyMailbox: MailboxAnswer = {
  _id: 'subvenciones',
  title: { es: 'Solicitud de subvención para asociaciones', va: 'Sol·licitud de subvenció per a associacions' },
  contactRequest: { mode: 'auto', position: 'above' },
  ayudavisible: true,
  ayuda: [
    {
      title: { es: '¿Quién puede pedirla?', va: 'Qui pot demanar-la?' },
      body: { es: '<p>Las asociaciones inscritas en el registro municipal.</p>', va: '<p>Les associacions inscrites en el registre municipal.</p>' },
    },
  ],
  ...privacy,
  form: {
    groups: [{ id: 'contactoEntidad', label: { es: 'Contacto de la asociación', va: 'Contacte de l’associació' } }],
    pages: [
      {
        title: { es: 'Entidad', va: 'Entitat' },
        fields: [
          {
            name: 'registro',
            type: 'census',
            census: 'registro-asociaciones',
            required: true,
            label: { es: 'NIF de la asociación', va: 'NIF de l’associació' },
          },
          { name: 'entidad', type: 'text', required: true, maxlength: 120, label: { es: 'Nombre de la asociación', va: 'Nom de l’associació' } },
          {
            name: 'convocatoria',
            type: 'key',
            required: true,
            options: ['SUB-CUL-2027', 'SUB-DEP-2027'],
            label: { es: 'Código de la convocatoria', va: 'Codi de la convocatòria' },
          },
          { name: 'telefonoEntidad', type: 'text', group: 'contactoEntidad', label: { es: 'Teléfono de la asociación', va: 'Telèfon de l’associació' } },
          {
            name: 'correoEntidad',
            type: 'text',
            group: 'contactoEntidad',
            label: { es: 'Correo electrónico de la asociación', va: 'Correu electrònic de l’associació' },
          },
        ],
      },
      {
        title: { es: 'Proyecto', va: 'Projecte' },
        fields: [
          { name: 'title', type: 'text', required: true, maxlength: 120, label: { es: 'Nombre del proyecto', va: 'Nom del projecte' } },
          { name: 'body', type: 'textarea', required: true, maxlength: 3000, label: { es: 'Descripción del proyecto', va: 'Descripció del projecte' } },
          {
            name: 'importe',
            type: 'number',
            required: true,
            min: 100,
            max: 6000,
            step: 0.01,
            label: { es: 'Importe solicitado (€)', va: 'Import sol·licitat (€)' },
          },
          {
            name: 'inicio',
            type: 'datetime',
            required: true,
            dateOnly: true,
            minDaysAhead: 0,
            label: { es: 'Fecha de inicio del proyecto', va: "Data d'inici del projecte" },
          },
        ],
      },
      {
        title: { es: 'Documentación', va: 'Documentació' },
        fields: [
          { name: 'solicitudFirmada', type: 'pdf', required: true, label: { es: 'Solicitud firmada (PDF)', va: 'Sol·licitud signada (PDF)' } },
          { name: 'files', type: 'file', maxFiles: 5, label: { es: 'Presupuesto y memoria', va: 'Pressupost i memòria' } },
        ],
      },
    ],
  },
};

/** A room booking with a fixed fee, paid before sending (`reservas`). */
export const bookingMailbox: MailboxAnswer = {
  _id: 'reservas',
  title: { es: 'Reserva de una sala municipal', va: 'Reserva d’una sala municipal' },
  contactRequest: { mode: 'yes', fields: ['firstName', 'email'], position: 'above' },
  payments: {
    amount: 20,
    gateway: 'sandbox',
    concept: { es: 'Reserva de sala municipal', va: 'Reserva de sala municipal' },
    covers: { es: 'Una sesión de hasta cuatro horas, con la limpieza incluida.', va: 'Una sessió de fins a quatre hores, amb la neteja inclosa.' },
    cancellation: {
      es: 'Sin coste hasta 48 horas antes de la sesión; después no se devuelve el importe.',
      va: 'Sense cost fins a 48 hores abans de la sessió; després no es torna l’import.',
    },
  },
  submitText: { es: 'Enviar la reserva', va: 'Enviar la reserva' },
  okText: { es: 'Reserva enviada correctamente', va: 'Reserva enviada correctament' },
  ...privacy,
  form: {
    pages: [
      {
        title: { es: 'Reserva', va: 'Reserva' },
        fields: [
          {
            name: 'sala',
            type: 'category',
            required: true,
            label: { es: 'Sala', va: 'Sala' },
            options: [
              {
                value: 'centro-civico',
                label: { es: 'Sala polivalente del Centro Cívico (80 personas)', va: 'Sala polivalent del Centre Cívic (80 persones)' },
              },
              { value: 'salon-actos', label: { es: 'Salón de actos del Ayuntamiento (120 personas)', va: 'Saló d’actes de l’Ajuntament (120 persones)' } },
            ],
          },
          {
            name: 'inicio',
            type: 'datetime',
            required: true,
            minDaysAhead: 7,
            maxDaysAhead: 180,
            label: { es: 'Día y hora de inicio', va: 'Dia i hora d’inici' },
          },
          { name: 'body', type: 'textarea', required: true, maxlength: 1500, label: { es: 'Actividad', va: 'Activitat' } },
        ],
      },
    ],
  },
};

/** A donation whose amount the citizen chooses, between 5 and 500 euros (`aportacion`). */
export const donationMailbox: MailboxAnswer = {
  _id: 'aportacion',
  title: { es: 'Aportación a la Semana de las Asociaciones', va: 'Aportació a la Setmana de les Associacions' },
  contactRequest: { mode: 'yes', fields: ['firstName', 'email'], position: 'above' },
  payments: {
    amount: null,
    minAmount: 5,
    maxAmount: 500,
    concept: { es: 'Aportación Semana de las Asociaciones', va: 'Aportació Setmana de les Associacions' },
  },
  noPrivacyPolicy: true,
  form: {
    pages: [
      {
        title: { es: 'Aportación', va: 'Aportació' },
        fields: [
          {
            name: 'body',
            type: 'textarea',
            maxlength: 500,
            label: { es: 'Un mensaje para las asociaciones (opcional)', va: 'Un missatge per a les associacions (opcional)' },
          },
        ],
      },
    ],
  },
};

/** A mailbox whose deadline has passed: closed to citizens, shown to the administrator (`cerrado`). */
export const closedMailbox: MailboxAnswer = {
  _id: 'cerrado',
  title: { es: 'Propuestas para las fiestas patronales', va: 'Propostes per a les festes patronals' },
  disabled: true,
  contactRequest: { mode: 'yes', fields: ['firstName', 'email'], position: 'above' },
  noPrivacyPolicy: true,
  form: {
    pages: [
      {
        title: { es: 'Propuesta', va: 'Proposta' },
        fields: [{ name: 'body', type: 'textarea', required: true, maxlength: 1500, label: { es: 'Su propuesta', va: 'La seua proposta' } }],
      },
    ],
  },
};

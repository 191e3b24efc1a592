/** An incidence as the request form sends it to `…/requests/incidencias/create` (a streetlight out), for the server's tests. */
export function incidenceBody(
  title: string,
  {
    email = 'marta@example.org',
    firstName = 'Marta',
    lastName = 'Soler',
    telephone = '600111222',
  }: { email?: string; firstName?: string; lastName?: string; telephone?: string } = {},
) {
  return {
    title,
    body: 'La farola de la esquina lleva tres noches apagada',
    category: 'Alumbrado público',
    address: 'Calle Abadia, 3',
    images: [],
    files: [],
    contact: { firstName, lastName, telephone, email },
    origin: 'web',
    extra: {},
    privacyAccepted: true,
    captcha: '7',
  };
}

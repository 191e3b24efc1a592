/**
 * Every way the API says no, in one list: each refusal's HTTP status, the code the islands tell apart (`errCode`
 * on the wire) and the key of its words in the UI dictionaries (src/i18n). The server throws an `ApiError` naming
 * one of these; the error handler (server/http/errors.ts) words it once, in the caller's language, as
 * `{ err, errCode, …extra }`. Islands read `errCode` (`ApiErrorCode`), never the words.
 *
 * A code may name more than one refusal when the island does the same for each (`not-found`, `closed`): the
 * words differ, what the caller does does not.
 */

/** One refusal: its status, the code on the wire and the dictionary key of its words. */
interface Refusal {
  status: 400 | 401 | 402 | 403 | 404 | 408 | 409 | 410 | 413 | 415 | 429 | 500;
  code: string;
  key: string;
}

export const API_ERRORS = {
  // Who and where: the realm, the mailbox, the session.
  noRealm: { status: 404, code: 'no-realm', key: 'request.error.noRealm' },
  noMailbox: { status: 404, code: 'no-mailbox', key: 'request.error.noMailbox' },
  mailboxMisconfigured: { status: 409, code: 'misconfigured', key: 'request.misconfigured' },
  mailboxClosed: { status: 403, code: 'mailbox-closed', key: 'request.closed' },
  noUser: { status: 401, code: 'no-user', key: 'request.noUser' },
  notSignedIn: { status: 401, code: 'not-signed-in', key: 'api.error.notSignedIn' },
  notStaff: { status: 403, code: 'not-staff', key: 'api.error.notStaff' },
  notYourMailbox: { status: 403, code: 'mailbox', key: 'api.error.notYourMailbox' },
  // The guards of every call.
  rateLimited: { status: 429, code: 'rate', key: 'api.error.rateLimited' },
  crossSite: { status: 403, code: 'cross-site', key: 'api.error.crossSite' },
  bodyTooLarge: { status: 413, code: 'too-large', key: 'api.error.bodyTooLarge' },
  bodyNested: { status: 400, code: 'bad-body', key: 'api.error.bodyNested' },
  bodyNotJson: { status: 400, code: 'bad-body', key: 'api.error.bodyNotJson' },
  bodyNotObject: { status: 400, code: 'bad-body', key: 'api.error.bodyNotObject' },
  badIdempotencyKey: { status: 400, code: 'idempotency-key', key: 'api.error.idempotencyKey' },
  unexpected: { status: 500, code: 'unexpected', key: 'api.error.unexpected' },
  // The socket's, before any route (server/http/listen.ts).
  slowBody: { status: 408, code: 'slow-body', key: 'api.error.slowBody' },
  twoHosts: { status: 400, code: 'two-hosts', key: 'api.error.twoHosts' },
  // Sending a request, paying and sending.
  sendFailed: { status: 400, code: 'send', key: 'request.error.send' },
  requestTooLarge: { status: 413, code: 'send', key: 'request.error.send' },
  requestInvalid: { status: 400, code: 'form', key: 'request.error.send' },
  profileIncomplete: { status: 403, code: 'profile', key: 'request.error.profile' },
  captchaFailed: { status: 400, code: 'captcha', key: 'request.error.captcha' },
  keyUsedForOtherMailbox: { status: 409, code: 'idempotency-reused', key: 'api.error.keyOtherMailbox' },
  keyUsedForOtherRequest: { status: 409, code: 'idempotency-reused', key: 'api.error.keyOtherRequest' },
  keyUsedForOtherPayment: { status: 409, code: 'idempotency-reused', key: 'api.error.keyOtherPayment' },
  paymentRequired: { status: 402, code: 'payment', key: 'request.error.payment' },
  paymentAmount: { status: 400, code: 'amount', key: 'request.error.send' },
  paymentNotFound: { status: 404, code: 'not-found', key: 'api.error.paymentNotFound' },
  // Uploads.
  uploadNotMultipart: { status: 400, code: 'upload', key: 'api.error.uploadMultipart' },
  uploadOneFile: { status: 400, code: 'upload', key: 'api.error.uploadOneFile' },
  uploadNoField: { status: 400, code: 'upload', key: 'api.error.uploadNoField' },
  uploadTooLarge: { status: 413, code: 'file-size', key: 'api.error.uploadTooLarge' },
  fileTooLarge: { status: 413, code: 'file-size', key: 'request.error.fileSize' },
  fileType: { status: 415, code: 'file-type', key: 'request.error.fileType' },
  tooManyPendingUploads: { status: 429, code: 'too-many-uploads', key: 'api.error.tooManyPending' },
  // Census.
  censusUnknown: { status: 404, code: 'not-found', key: 'api.error.censusUnknown' },
  censusInvalid: { status: 400, code: 'census', key: 'request.error.census' },
  censusTooManyTries: { status: 429, code: 'census-blocked', key: 'survey.error.tooManyChecks' },
  // Signing in and accounts.
  registrationInvalid: { status: 400, code: 'invalid', key: 'api.error.registration' },
  userExists: { status: 409, code: 'user-exists', key: 'api.error.userExists' },
  credentialsMissing: { status: 400, code: 'invalid', key: 'api.error.credentialsMissing' },
  credentialsWrong: { status: 401, code: 'credentials', key: 'api.error.credentialsWrong' },
  accountInvalid: { status: 400, code: 'form', key: 'request.error.send' },
  linkUnknown: { status: 400, code: 'unknown', key: 'account.link.unknown' },
  linkUsed: { status: 400, code: 'used', key: 'account.link.used' },
  linkExpired: { status: 400, code: 'expired', key: 'account.link.expired' },
  linkTaken: { status: 400, code: 'taken', key: 'account.link.taken' },
  staffAccountKept: { status: 403, code: 'staff-account', key: 'account.delete.staff' },
  // Places.
  addressMissing: { status: 400, code: 'invalid', key: 'api.error.addressMissing' },
  // A citizen's own requests.
  signInForRequests: { status: 401, code: 'not-signed-in', key: 'api.error.signInForRequests' },
  requestNotFound: { status: 404, code: 'not-found', key: 'api.error.requestNotFound' },
  replyClosed: { status: 409, code: 'closed', key: 'api.error.replyClosed' },
  replyMessage: { status: 400, code: 'message', key: 'api.error.replyMessage' },
  // The staff desk.
  deskQuery: { status: 400, code: 'query', key: 'api.error.deskQuery' },
  deskNotFound: { status: 404, code: 'not-found', key: 'api.error.deskNotFound' },
  deskActor: { status: 403, code: 'actor', key: 'api.error.notYourMailbox' },
  deskTransition: { status: 400, code: 'transition', key: 'api.error.transition' },
  deskMessage: { status: 400, code: 'message', key: 'api.error.deskMessage' },
  deskAssignee: { status: 400, code: 'assignee', key: 'api.error.assignee' },
  deskClosed: { status: 409, code: 'closed', key: 'api.error.deskClosed' },
  deskConflict: { status: 409, code: 'conflict', key: 'api.error.conflict' },
  deskBody: { status: 400, code: 'body', key: 'api.error.deskBody' },
  exportTooMany: { status: 400, code: 'too-many', key: 'api.error.exportTooMany' },
  deskFileNotFound: { status: 404, code: 'not-found', key: 'api.error.deskFileNotFound' },
  // Surveys.
  surveyNotFound: { status: 404, code: 'not-found', key: 'survey.error.notFound' },
  surveyNotOpen: { status: 403, code: 'not-open', key: 'survey.error.notOpen' },
  surveyClosed: { status: 403, code: 'closed', key: 'survey.error.closed' },
  surveyNotClosed: { status: 403, code: 'not-closed', key: 'survey.error.resultsLater' },
  surveyCensusBlocked: { status: 429, code: 'census-blocked', key: 'survey.error.tooManyChecks' },
  surveyCensus: { status: 400, code: 'census', key: 'survey.error.census' },
  surveyInvalid: { status: 400, code: 'invalid', key: 'survey.error.invalidBody' },
  surveyAnswers: { status: 400, code: 'answers', key: 'survey.error.invalid' },
  surveyAlreadyVoted: { status: 409, code: 'already-voted', key: 'survey.error.alreadyVoted' },
  surveyProposalLimit: { status: 409, code: 'proposal-limit', key: 'survey.error.proposalLimit' },
  surveyImageTooLarge: { status: 413, code: 'file-size', key: 'survey.error.imageSize' },
  surveyImageType: { status: 415, code: 'file-type', key: 'survey.error.imageType' },
  // The town hall's notices at the desk (docs/notices.md "Calls").
  noticeBody: { status: 400, code: 'bad-body', key: 'api.error.noticeBody' },
  noticeInvalid: { status: 400, code: 'form', key: 'api.error.noticeInvalid' },
  noticeNotFound: { status: 404, code: 'not-found', key: 'api.error.noticeNotFound' },
  // Appointments (docs/appointments.md "Calls").
  appointmentService: { status: 404, code: 'service', key: 'api.error.appointmentService' },
  appointmentOffice: { status: 404, code: 'office', key: 'api.error.appointmentOffice' },
  appointmentRange: { status: 400, code: 'range', key: 'api.error.appointmentRange' },
  appointmentBody: { status: 400, code: 'bad-body', key: 'api.error.appointmentBody' },
  appointmentWindow: { status: 403, code: 'window', key: 'api.error.appointmentWindow' },
  appointmentSlot: { status: 400, code: 'slot', key: 'api.error.appointmentSlot' },
  appointmentOtherService: { status: 400, code: 'slot', key: 'api.error.appointmentOtherService' },
  appointmentTaken: { status: 409, code: 'taken', key: 'api.error.appointmentTaken' },
  appointmentInvalid: { status: 400, code: 'form', key: 'request.error.send' },
  appointmentHoldExpired: { status: 410, code: 'hold-expired', key: 'api.error.appointmentHoldExpired' },
  appointmentDuplicate: { status: 409, code: 'duplicate', key: 'api.error.appointmentDuplicate' },
  appointmentNotFound: { status: 404, code: 'not-found', key: 'api.error.appointmentNotFound' },
  appointmentNotActive: { status: 409, code: 'not-active', key: 'api.error.appointmentNotActive' },
  appointmentStatus: { status: 409, code: 'status', key: 'api.error.appointmentStatus' },
  // The notices' delivery (docs/notices.md "Delivery").
  pushSubscription: { status: 400, code: 'subscription', key: 'api.error.pushSubscription' },
  pushTopics: { status: 400, code: 'topics', key: 'api.error.pushTopics' },
  pushLanguage: { status: 400, code: 'language', key: 'api.error.pushLanguage' },
  pushPersonal: { status: 401, code: 'not-signed-in', key: 'api.error.pushPersonal' },
  pushUnavailable: { status: 409, code: 'push-unavailable', key: 'api.error.pushUnavailable' },
  noticeDeliveryNotFound: { status: 404, code: 'not-found', key: 'api.error.noticeDeliveryNotFound' },
  emailSubscription: { status: 400, code: 'invalid', key: 'api.error.emailSubscription' },
  // The counter's side of appointments (docs/appointments.md "The desk").
  notYourOffice: { status: 403, code: 'not-your-office', key: 'api.error.notYourOffice' },
  appointmentDesk: { status: 400, code: 'desk', key: 'api.error.appointmentDesk' },
  appointmentDeskTaken: { status: 409, code: 'taken', key: 'api.error.appointmentDeskTaken' },
  appointmentDeskDuplicate: { status: 409, code: 'duplicate', key: 'api.error.appointmentDeskDuplicate' },
  appointmentClosureNotFound: { status: 404, code: 'not-found', key: 'api.error.appointmentClosureNotFound' },
  // Rooms (docs/rooms.md "Calls"): a room mailbox's block, checked before anything is paid.
  roomUnknown: { status: 400, code: 'room', key: 'api.error.roomUnknown' },
  roomNotFound: { status: 404, code: 'room', key: 'api.error.roomUnknown' },
  roomSlot: { status: 409, code: 'room-slot', key: 'api.error.roomSlot' },
  roomWindow: { status: 409, code: 'room-slot', key: 'api.error.roomWindow' },
  roomTaken: { status: 409, code: 'room-taken', key: 'api.error.roomTaken' },
  roomBookingNotFound: { status: 404, code: 'not-found', key: 'api.error.roomBookingNotFound' },
  roomBookingStatus: { status: 409, code: 'status', key: 'api.error.roomBookingStatus' },
  roomCancelTerms: { status: 409, code: 'not-active', key: 'api.error.roomCancelTerms' },
  // Local-shop vouchers (docs/vouchers.md "Calls"): applying, a shop's till, the desk.
  voucherCampaignNotFound: { status: 404, code: 'not-found', key: 'api.error.voucherCampaignNotFound' },
  voucherNotFound: { status: 404, code: 'not-found', key: 'api.error.voucherNotFound' },
  voucherCode: { status: 400, code: 'code', key: 'api.error.voucherCode' },
  voucherAmountComma: { status: 400, code: 'amount-comma', key: 'api.error.voucherAmountComma' },
  voucherAmount: { status: 400, code: 'amount', key: 'api.error.voucherAmount' },
  voucherBelowMinimum: { status: 400, code: 'below-minimum', key: 'api.error.voucherBelowMinimum' },
  voucherTicket: { status: 400, code: 'ticket', key: 'api.error.voucherTicket' },
  voucherTicketSize: { status: 413, code: 'file-size', key: 'api.error.voucherTicketSize' },
  voucherNotShop: { status: 403, code: 'not-shop', key: 'api.error.voucherNotShop' },
  voucherExhausted: { status: 409, code: 'exhausted', key: 'api.error.voucherExhausted' },
  voucherLimit: { status: 409, code: 'limit', key: 'api.error.voucherLimit' },
  voucherClosed: { status: 409, code: 'closed', key: 'api.error.voucherClosed' },
  voucherSpent: { status: 409, code: 'spent', key: 'api.error.voucherSpent' },
  voucherExpired: { status: 409, code: 'expired', key: 'api.error.voucherExpired' },
  voucherSuspended: { status: 409, code: 'suspended', key: 'api.error.voucherSuspended' },
  voucherShopSuspended: { status: 403, code: 'shop-suspended', key: 'api.error.voucherShopSuspended' },
  voucherUndoWindow: { status: 409, code: 'undo-window', key: 'api.error.voucherUndoWindow' },
  voucherValidationNotFound: { status: 404, code: 'not-found', key: 'api.error.voucherValidationNotFound' },
  voucherAccount: { status: 403, code: 'account', key: 'api.error.voucherAccount' },
  voucherCensus: { status: 403, code: 'census', key: 'api.error.voucherCensus' },
  voucherBody: { status: 400, code: 'bad-body', key: 'api.error.voucherBody' },
  voucherGrantAccount: { status: 404, code: 'account', key: 'api.error.voucherGrantAccount' },
  voucherShopNotFound: { status: 404, code: 'not-found', key: 'api.error.voucherShopNotFound' },
} as const satisfies Record<string, Refusal>;

/** The name of one refusal of `API_ERRORS`. */
export type ApiErrorName = keyof typeof API_ERRORS;

/** Every `errCode` the API answers: what an island tells apart. */
export type ApiErrorCode = (typeof API_ERRORS)[ApiErrorName]['code'];

/** Every code on the wire, once each: what an answer's `errCode` may be. */
export const API_ERROR_CODES = [...new Set(Object.values(API_ERRORS).map((refusal) => refusal.code))] as ApiErrorCode[];

/** One problem of a form (a field's, a question's), worded on the wire as `message` beside what it holds. */
export interface ApiProblem {
  /** The form field it is about, when the problem is a field's. */
  field?: string | undefined;
  key: string;
  params?: Record<string, string | number> | undefined;
}

export interface ApiErrorDetails {
  /** The placeholders of the refusal's words. */
  params?: Record<string, string | number> | undefined;
  /** A form's problems: the answer's `errors`, each worded; the first one's words are then `err`. */
  problems?: readonly ApiProblem[] | undefined;
  /** Fields the answer carries beside `err` and `errCode` (already in the caller's terms: no words). */
  extra?: Record<string, unknown> | undefined;
  /** Headers of the answer (Retry-After, Cache-Control). */
  headers?: Record<string, string> | undefined;
}

/**
 * The one refusal the server throws (guards, intake, routes): a status, a code, the key of its words and their
 * parameters. It carries no words: the error handler words it in the caller's language.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly refusal: ApiErrorName;
  readonly status: (typeof API_ERRORS)[ApiErrorName]['status'];
  readonly code: ApiErrorCode;
  readonly key: string;
  readonly params: Record<string, string | number>;
  readonly problems: readonly ApiProblem[];
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(refusal: ApiErrorName, { params = {}, problems = [], extra = {}, headers = {} }: ApiErrorDetails = {}) {
    super(refusal);
    const { status, code, key } = API_ERRORS[refusal];
    this.refusal = refusal;
    this.status = status;
    this.code = code;
    this.key = key;
    this.params = params;
    this.problems = problems;
    this.extra = extra;
    this.headers = headers;
  }
}

/** What a refused call answers: the words in the caller's language and the code to tell it apart. */
export interface ApiRefusal {
  err: string;
  errCode: ApiErrorCode;
}

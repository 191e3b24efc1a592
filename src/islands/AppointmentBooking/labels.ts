/**
 * The booking island's texts in one language, from the UI strings: the page passes them to the island (which ships
 * no dictionaries), and the island's examples use the same, so a renamed key shows in both.
 */
import { MESSAGES } from '../../domain/requests/request-rules.ts';
import { labelSlice } from '../../i18n/slices.ts';

const SINGLE_KEYS = new Set(['appointments.documents', 'appointments.documentsNone', 'common.loading', MESSAGES.email]);

export const bookingLabels = labelSlice((key) => /^(appointments\.(booking|error)|request\.captcha)\./.test(key) || SINGLE_KEYS.has(key));

/**
 * The texts the vouchers' islands read, in a language (docs/vouchers.md "Pages"): the islands ship no dictionaries.
 * Apart from src/data/vouchers.ts so that the islands' examples take them without the snapshot.
 */
import { labelSlice } from '../i18n/slices.ts';

/** The `vouchers.*` texts in `lang`. */
export const voucherLabels = labelSlice((key) => key.startsWith('vouchers.'));

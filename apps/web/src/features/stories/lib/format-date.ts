/** The interface's date format lives in lib, where other features read it too. */
export { formatDate } from '../../../lib/format-date.ts';

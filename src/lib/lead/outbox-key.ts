/** localStorage key of the lead outbox: read on every page load (boot.ts), so it lives apart from the transport. */
export const OUTBOX_KEY = 'runsite:lead-outbox';

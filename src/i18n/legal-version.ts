/**
 * The date of the current legal texts. Every form submission carries it as
 * privacyNoticeVersion, so a request records which notice the visitor was
 * shown. Its own module so the form chunk does not pull in the legal texts.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-22';

/** Escaping text placed into server-written HTML (mails, inbox messages, the data archive's summary). */

/** Escapes text placed into server-written HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Text made safe to put in HTML, in an element or an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

/** A moment as the sandbox's pages show it: French, to the second, UTC. */
export const utcTime = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' }) + ' UTC';

/** Text written into HTML the service makes (result pages, e-mails): nothing in it can open a tag or end an attribute. */
const htmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => htmlEntities[character]!);

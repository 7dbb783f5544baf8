/**
 * The outbox's name for a status link's e-mail: one per link, so that a claim's many links each have their row
 * under the outbox's UNIQUE (submission_id, message).
 */
export const STATUS_LINK_MESSAGE_PREFIX = "status-link-";

export const statusLinkMessage = (linkId: number | bigint) => `${STATUS_LINK_MESSAGE_PREFIX}${linkId}`;

/** The link's id an outbox message names, or undefined for another e-mail. */
export function statusLinkIdOf(message: string): number | undefined {
  if (!message.startsWith(STATUS_LINK_MESSAGE_PREFIX)) return undefined;
  const id = Number(message.slice(STATUS_LINK_MESSAGE_PREFIX.length));
  return Number.isInteger(id) ? id : undefined;
}

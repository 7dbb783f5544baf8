/** The outbox's name for a status link's e-mail, "status-link-ID": one per link, a claim having many. */
import { numberedMessages } from "../outbox/numbered-messages";

export const statusLinkMessages = numberedMessages("status-link-");

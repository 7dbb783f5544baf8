/** WhatsApp's click-to-chat link: opens a chat with the number, the message already typed. */
export function whatsappChatUrl(e164: string, text: string): string {
  return `https://wa.me/${e164.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

/** WhatsApp's click-to-chat link: opens a chat with the number, the message already typed if there is one. */
export function whatsappChatUrl(e164: string, text?: string): string {
  const chat = `https://wa.me/${e164.replace(/\D/g, "")}`;
  return text ? `${chat}?text=${encodeURIComponent(text)}` : chat;
}

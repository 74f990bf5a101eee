// How often an open conversation asks for new messages (docs/decisions/012). Its own module so
// the send-to-visible benchmark (bench/messages-live.ts) polls exactly as the page does.
export const POLL_MS = 1500;

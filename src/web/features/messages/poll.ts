// How often an open conversation asks for new messages (docs/decisions/012): every POLL_MS
// while its live stream is down (unavailable, refused, reconnecting), every LIVE_POLL_MS as a
// safety net while the stream is up. Its own module so the send-to-visible benchmark
// (bench/messages-live.ts, --mode poll) polls exactly as the page does.
export const POLL_MS = 1500;
export const LIVE_POLL_MS = 30_000;

// The callback of an onSend hook written in Fastify's callback style: the hooks every answer
// passes through are written so, as an async hook costs a promise per answer (bench/README.md).
export type OnSendDone = (error: Error | null, payload?: unknown) => void;

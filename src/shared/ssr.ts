/** The id of the JSON block a server-rendered page carries its data in (decision 009). */
export const SSR_PAYLOAD_ID = 'ssr-payload';

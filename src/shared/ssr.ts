/** The id of the JSON block a server-rendered page carries its data in (decision 009). */
export const SSR_PAYLOAD_ID = 'ssr-payload';

/** JSON made safe inside <script>: no `<` can close the element or open a comment. */
export const scriptSafe = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, ' ');

/**
 * A script file of the build as a page names it (the payload's page chunk, `data-scripts`): what
 * the server writes into the HTML and the browser imports, nothing else.
 */
export const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

/** The id of the JSON block a server-rendered page carries its data in (decision 009). */
export const SSR_PAYLOAD_ID = 'ssr-payload';

const UNSAFE_IN_SCRIPT = /[<\u2028\u2029]/g;

/**
 * JSON made safe inside <script>: no `<` can close the element or open a comment. One pass over
 * the text (a page's data block is most of its bytes).
 */
export const scriptSafe = (json: string) =>
  json.replace(UNSAFE_IN_SCRIPT, (found) => (found === '<' ? '\\u003c' : ' '));

/**
 * A script file of the build as a page names it (the payload's page chunk, `data-scripts`): what
 * the server writes into the HTML and the browser imports, nothing else.
 */
export const BUILT_SCRIPT = /^\/assets\/[\w.-]+\.js$/;

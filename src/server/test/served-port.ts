/**
 * The port in `npm start`'s "Serving on http://host:port" line, or NaN before it is printed.
 * Tests start the server with PORT=0, so the system picks a free port and the server names it.
 */
export const servedPort = (output: string) =>
  Number(/Serving on http:\/\/[^:\s]+:(\d+)/.exec(output)?.[1]);

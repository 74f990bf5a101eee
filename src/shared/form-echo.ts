// A form sent without JavaScript (/auth, /signup) that the server refused comes back as its
// page rendered again with what was typed (never a password) and the API's answer, which the
// page shows as it would show the same answer to its script.
export type FormEchoName = 'login' | 'signup';

export type FormEcho = {
  form: FormEchoName;
  /** The fields as typed, passwords left out. */
  values: Record<string, string>;
  /** The API's messages per field (its English texts: the page translates those it knows). */
  fields: Record<string, string[]>;
  /** The API's message and code when it refused the whole form (wrong password, rate limit). */
  detail?: string;
  code?: string;
};

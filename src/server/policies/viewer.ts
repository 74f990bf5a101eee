// Who is asking: what every policy decides on. The auth plugin (plugins/auth.ts) puts one on each
// request from its session; the policies sit beside the plugins and import none of them.

/** A signed-in caller: their account, whether they are staff, and the session they use. */
export type Viewer = { id: string; is_staff: boolean; session_id: string };

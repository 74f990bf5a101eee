import type { Gear } from '#shared/contracts/gears.ts';

// Placeholder: the certificates feature fills this in (list, owner-only edit/delete/add-photo).
export function CertificateSection(_props: { gear: Gear }) {
  return null;
}

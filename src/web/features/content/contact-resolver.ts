// The contact form's validation, loaded apart from the About page (lazy-resolver.ts): the shared
// contract's schema, and zod with it.
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '#shared/contracts/contact.ts';

export const contactResolver = zodResolver(contactMessageSchema);

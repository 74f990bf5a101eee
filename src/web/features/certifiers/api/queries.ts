// The certifier query, apart from the hooks and writes: the route loaders' bundle takes only this.
import { queryOptions } from '@tanstack/react-query';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { api } from '#web/lib/api-client.ts';
import { certifierKeys } from '#web/lib/certifiers.ts';

export const certifierQuery = (id: string) =>
  queryOptions({
    queryKey: certifierKeys.detail(id),
    queryFn: ({ signal }) => api<Certifier>(`certifiers/${id}/`, { signal }),
  });

// The certifier list is reference data, like the gear types: the certificate form, the certifier
// pages and the staff back office read it under one key; certifier writes live in
// features/certifiers/api.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { api } from './api-client.ts';

export const certifierKeys = {
  all: ['certifiers'] as const,
  detail: (id: string) => ['certifiers', 'detail', id] as const,
};

export const certifiersQuery = () =>
  queryOptions({
    queryKey: certifierKeys.all,
    queryFn: ({ signal }) => api<Certifier[]>('certifiers/?page_size=100', { signal }),
  });

export const useCertifiers = () => useQuery(certifiersQuery());

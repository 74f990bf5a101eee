// The certificate queries, apart from the hooks and writes: the route loaders' bundle takes only
// these.
import { queryOptions } from '@tanstack/react-query';
import type { Certificate, CertificatePicture } from '#shared/contracts/certificates.ts';
import { api } from '#web/lib/api-client.ts';

export const certificateKeys = {
  all: ['certificates'] as const,
  ofGear: (gearId: string) => ['certificates', 'gear', gearId] as const,
  pictures: (certificateId: string) => ['certificates', 'pictures', certificateId] as const,
};

export const certificatesQuery = (gearId: string) =>
  queryOptions({
    queryKey: certificateKeys.ofGear(gearId),
    queryFn: ({ signal }) => api<Certificate[]>(`gears/${gearId}/certificates/`, { signal }),
  });

export const certificatePicturesQuery = (certificateId: string) =>
  queryOptions({
    queryKey: certificateKeys.pictures(certificateId),
    queryFn: ({ signal }) =>
      api<CertificatePicture[]>(`certificates/${certificateId}/pictures/`, { signal }),
  });

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Certificate,
  CertificatePicture,
  CertificateWrite,
} from '#shared/contracts/certificates.ts';
import { api } from '#web/lib/api-client.ts';
import { useGearsChanged } from '#web/lib/gear-cache.ts';
import { certificateKeys, certificatePicturesQuery, certificatesQuery } from './queries.ts';

export { certificateKeys, certificatePicturesQuery, certificatesQuery };

export const useCertificates = (gearId: string) => useQuery(certificatesQuery(gearId));

export const useCertificatePictures = (certificateId: string) =>
  useQuery(certificatePicturesQuery(certificateId));

/** A certificate came or went: the gear's has-certificate state and the lists change too. */
function useAfterCertificateChange(gearId: string) {
  const queryClient = useQueryClient();
  const gearsChanged = useGearsChanged();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: certificateKeys.ofGear(gearId) }),
      gearsChanged(),
    ]);
}

/** POST gears/{id}/certificates/; the `gear` and `user` old clients send ride along (the server ignores them). */
export function useAddCertificate(gearId: string, userId: string | undefined) {
  const after = useAfterCertificateChange(gearId);
  return useMutation({
    mutationFn: (body: CertificateWrite) =>
      api<Certificate>(`gears/${gearId}/certificates/`, {
        method: 'POST',
        body: { ...body, gear: gearId, user: userId },
      }),
    onSuccess: after,
  });
}

export function useUpdateCertificate(certificate: Certificate) {
  const after = useAfterCertificateChange(certificate.gear);
  return useMutation({
    mutationFn: (body: CertificateWrite) =>
      api<Certificate>(`certificates/${certificate.id}/`, { method: 'PUT', body }),
    onSuccess: after,
  });
}

export function useDeleteCertificate(certificate: Certificate) {
  const after = useAfterCertificateChange(certificate.gear);
  return useMutation({
    mutationFn: () => api<unknown>(`certificates/${certificate.id}/`, { method: 'DELETE' }),
    onSuccess: after,
  });
}

function useRefreshPictures(certificateId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: certificateKeys.pictures(certificateId) });
}

/** One file per upload for certificates; the answer is 201 `{id, image}`. */
export function useAddCertificatePicture(certificateId: string) {
  const refresh = useRefreshPictures(certificateId);
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file, file.name);
      return api<CertificatePicture>(`certificates/${certificateId}/pictures/`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: refresh,
  });
}

export function useDeleteCertificatePicture(certificateId: string) {
  const refresh = useRefreshPictures(certificateId);
  return useMutation({
    mutationFn: (pictureId: string) =>
      api<unknown>(`certificates/${certificateId}/pictures/${pictureId}/`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

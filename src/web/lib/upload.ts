// Uploads go through XMLHttpRequest, not fetch: only XHR reports upload progress
// (upload.onprogress), and every photo shows its own progress bar.
import type { ErrorBody } from '#shared/errors.ts';
import { ApiError, SESSION_EXPIRED_EVENT } from './api-client.ts';
import { clearToken, getToken } from './session.ts';

/** The photo formats the server accepts (gear and certificate pictures). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** POSTs one file as multipart field `image` to /api/{path}; `onProgress` gets 0..1. */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status === 201 || xhr.status === 200) {
        onProgress(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401 && token) {
        clearToken();
        window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
      }
      reject(new ApiError(xhr.status, isErrorBody(body) ? body : null));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, null, 'Network error: the server could not be reached.'));
    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return (
    typeof body === 'object' && body !== null && typeof (body as ErrorBody).detail === 'string'
  );
}

import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { GEAR_ID } from '#web/test/fixtures.ts';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { PhotoUploader } from './photo-uploader.tsx';

/** A stand-in XMLHttpRequest the test drives: progress, then an answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.all.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: object) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const picture = {
  picture_id: '44444444-4444-4444-8444-444444444444',
  link: '/media/a.webp',
  thumbnail: '/media/a-t.webp',
};

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  URL.createObjectURL = vi.fn((file: File) => `blob:${file.name}`);
  URL.revokeObjectURL = vi.fn();
  loggedInWith();
  mockApi({ 'users/me/': lena, gears: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  loggedOut();
});

describe('PhotoUploader', () => {
  it('previews each chosen photo and uploads them one by one, each with its own progress bar', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    renderPage(
      <PhotoUploader gearId={GEAR_ID} existingCount={0} onFinished={onFinished} onSkip={vi.fn()} />,
    );
    await user.upload(screen.getByLabelText(/Choose photos/), [png('left.png'), png('right.png')]);
    expect(screen.getByRole('img', { name: 'Preview of left.png' })).toHaveAttribute(
      'src',
      'blob:left.png',
    );
    expect(screen.getByRole('img', { name: 'Preview of right.png' })).toBeInTheDocument();
    const left = screen.getByRole('progressbar', { name: 'Upload progress of left.png' });
    const right = screen.getByRole('progressbar', { name: 'Upload progress of right.png' });
    expect(left).toHaveAttribute('aria-valuenow', '0');

    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const first = FakeXhr.all[0]!;
    expect(first.method).toBe('POST');
    expect(first.url).toBe(`/api/gears/${GEAR_ID}/pictures/`);
    expect(first.headers.Authorization).toBe('Token test-token');
    expect((first.body?.get('image') as File).name).toBe('left.png');
    first.progress(30, 100);
    expect(left).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('Uploading… 30%')).toBeInTheDocument();
    expect(right).toHaveAttribute('aria-valuenow', '0');
    first.respond(201, picture);

    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    expect(left).toHaveAttribute('aria-valuenow', '100');
    FakeXhr.all[1]!.progress(50, 100);
    expect(right).toHaveAttribute('aria-valuenow', '50');
    FakeXhr.all[1]!.respond(201, picture);
    await waitFor(() => expect(onFinished).toHaveBeenCalledOnce());
    expect(screen.getByText('2 of 2 uploaded')).toBeInTheDocument();
  });

  it('shows a failed file’s error and retries it without losing the others', async () => {
    const user = userEvent.setup();
    const onFinished = vi.fn();
    renderPage(
      <PhotoUploader gearId={GEAR_ID} existingCount={0} onFinished={onFinished} onSkip={vi.fn()} />,
    );
    await user.upload(screen.getByLabelText(/Choose photos/), [png('good.png'), png('bad.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(201, picture);
    await waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    FakeXhr.all[1]!.respond(415, {
      detail: 'Use a JPEG, PNG or WebP image.',
      code: 'unsupported_media_type',
    });

    const bad = (await screen.findByText('Only JPEG, PNG or WebP images can be uploaded.')).closest(
      'li',
    )!;
    expect(within(bad).getByText('bad.png')).toBeInTheDocument();
    expect(within(bad).getByText('Failed')).toBeInTheDocument();
    const good = screen.getByText('good.png').closest('li')!;
    expect(within(good).getByText('Uploaded')).toBeInTheDocument();
    expect(onFinished).not.toHaveBeenCalled();

    await user.click(within(bad).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(3));
    expect((FakeXhr.all[2]!.body?.get('image') as File).name).toBe('bad.png');
    FakeXhr.all[2]!.respond(201, picture);
    await waitFor(() => expect(onFinished).toHaveBeenCalledOnce());
    expect(within(good).getByText('Uploaded')).toBeInTheDocument();
  });

  it('shows the server’s size error and refuses files beyond the 12 photos of a listing', async () => {
    const user = userEvent.setup();
    renderPage(
      <PhotoUploader gearId={GEAR_ID} existingCount={11} onFinished={vi.fn()} onSkip={vi.fn()} />,
    );
    await user.upload(screen.getByLabelText(/Choose photos/), [png('a.png'), png('b.png')]);
    expect(
      screen.getByText('A listing has at most 12 photos: 1 photo was not added.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('b.png')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(413, { detail: 'The file is too large.', code: 'payload_too_large' });
    expect(await screen.findByText(/^This photo is too large: at most 10 MB/)).toBeInTheDocument();
  });

  it('says the server is busy when the photo queue is full (503)', async () => {
    const user = userEvent.setup();
    renderPage(
      <PhotoUploader gearId={GEAR_ID} existingCount={0} onFinished={vi.fn()} onSkip={vi.fn()} />,
    );
    await user.upload(screen.getByLabelText(/Choose photos/), [png('a.png')]);
    await user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.all[0]!.respond(503, { detail: 'Busy.', code: 'service_unavailable' });
    expect(
      await screen.findByText('The server is busy with other photos. Try again in a moment.'),
    ).toBeInTheDocument();
  });

  it('Skip leaves without uploading', async () => {
    const user = userEvent.setup();
    const onSkip = vi.fn();
    renderPage(
      <PhotoUploader gearId={GEAR_ID} existingCount={0} onFinished={vi.fn()} onSkip={onSkip} />,
    );
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(FakeXhr.all).toHaveLength(0);
  });
});

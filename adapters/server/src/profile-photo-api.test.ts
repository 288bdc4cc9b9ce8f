// Profile photos over HTTP: POST v2/uploadProfilePhoto (checked from the bytes alone), POST
// v2/deleteProfilePhoto, and the photo itself at /profile/photo/:id for signed-in users.
import { PROFILE_PHOTO_LIMITS } from '@waybook/core';
import { PROFILE_PHOTO_BODY_MAX_BYTES } from '@waybook/core/contract';
import { exifWithGps, samplePhoto, withJpegSegment } from '@waybook/core/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type TestClient } from './testing/harness.js';

type Harness = Awaited<ReturnType<typeof startHarness>>;
type ErrorAnswer = { Error: { code: string; detailed_error_code: string; description: string } };

let h: Harness;
let ada: TestClient;
let bo: TestClient;
beforeEach(async () => {
  h = await startHarness();
  ada = h.client();
  bo = h.client();
  await h.signUp(ada, 'ada@example.com');
  await h.signUp(bo, 'bo@example.com');
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const upload = (data: string, client = ada) => client.json('/api/v2/uploadProfilePhoto', { data });
const uploaded = async (bytes: Uint8Array, client = ada): Promise<string> => {
  const res = await upload(b64(bytes), client);
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { Profile: { photo_url: string } }).Profile.photo_url;
};
const refusal = async (res: Response) => {
  const { Error: e } = (await res.json()) as ErrorAnswer;
  return `${res.status} ${e.detailed_error_code}`;
};
const photoUrlOf = async (client = ada) =>
  ((await (await client.request('/api/v2/get/profile')).json()) as { Profile: { photo_url: string } }).Profile.photo_url;
const blobIds = async () => (await h.database.db.selectFrom('blobs').select('id').execute()).map((b) => b.id);

describe('POST v2/uploadProfilePhoto', () => {
  it('stores a real PNG, JPEG or WebP and serves the same bytes at the profile photo_url', async () => {
    for (const kind of ['png', 'jpeg', 'webp'] as const) {
      const url = await uploaded(samplePhoto(kind));
      expect(url).toMatch(/^\/profile\/photo\/[A-Za-z0-9]{32}$/);
      expect(await photoUrlOf()).toBe(url);
      const photo = await ada.request(url);
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe(`image/${kind}`);
      expect(photo.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
      expect(photo.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(new Uint8Array(await photo.arrayBuffer())).toEqual(samplePhoto(kind));
    }
  });

  it("stores and serves a JPEG without its Exif (the GPS position of the traveler's home)", async () => {
    const exif = exifWithGps(48.8584, 2.2945);
    const url = await uploaded(withJpegSegment(samplePhoto('jpeg'), 0xe1, exif));
    const served = Buffer.from(await (await bo.request(url)).arrayBuffer());
    expect(served.indexOf(Buffer.from(exif))).toBe(-1);
    expect(served.indexOf(Buffer.from('Exif'))).toBe(-1);
    expect(new Uint8Array(served)).toEqual(samplePhoto('jpeg'));
  });

  it('refuses a text file renamed .png, whatever its data: URL declares, and stores nothing', async () => {
    const text = new TextEncoder().encode('I am a text file called me.png');
    expect(await refusal(await upload(`data:image/png;base64,${b64(text)}`))).toBe('400 profile_photo_unsupported_type');
    expect(await refusal(await upload(b64(new TextEncoder().encode('%PDF-1.7\n'))))).toBe('400 profile_photo_unsupported_type');
    expect(await refusal(await upload('not base64!'))).toBe('400 invalid_field:data');
    expect(await refusal(await upload(''))).toBe('400 profile_photo_empty');
    expect(await blobIds()).toEqual([]);
    expect(await photoUrlOf()).toBe('');
  });

  it('refuses a photo over 5 MB (400) and a body over the upload limit (413)', async () => {
    const big = new Uint8Array(PROFILE_PHOTO_LIMITS.maxBytes + 1);
    big.set(samplePhoto('png'));
    expect(await refusal(await upload(b64(big)))).toBe('400 profile_photo_too_large');
    const huge = 'A'.repeat(PROFILE_PHOTO_BODY_MAX_BYTES);
    expect((await upload(huge)).status).toBe(413);
    expect(await blobIds()).toEqual([]);
  });

  it('refuses more than 5000 pixels on a side, read from the header', async () => {
    const wide = samplePhoto('png');
    new DataView(wide.buffer).setUint32(16, 5001);
    expect(await refusal(await upload(b64(wide)))).toBe('400 profile_photo_too_many_pixels');
  });

  it('asks for a session and the CSRF header', async () => {
    const stranger = h.client();
    expect(await refusal(await upload(b64(samplePhoto('png')), stranger))).toBe('401 session_required');
    const noCsrf = await ada.request('/api/v2/uploadProfilePhoto', {
      method: 'POST',
      csrf: false,
      body: JSON.stringify({ data: b64(samplePhoto('png')) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(noCsrf.status).toBe(403);
    expect(await blobIds()).toEqual([]);
  });

  it('replacing the photo removes the old file; the old address answers 404', async () => {
    const first = await uploaded(samplePhoto('png'));
    const [firstBlob] = await blobIds();
    const second = await uploaded(samplePhoto('jpeg'));
    expect(second).not.toBe(first);
    const blobs = await blobIds();
    expect(blobs).toHaveLength(1);
    expect(blobs).not.toContain(firstBlob);
    expect((await ada.request(first)).status).toBe(404);
    expect((await ada.request(second)).status).toBe(200);
  });
});

describe('GET /profile/photo/:id', () => {
  it('serves the photo to any signed-in user, never to a signed-out one', async () => {
    const url = await uploaded(samplePhoto('png'));
    expect((await bo.request(url)).status).toBe(200);
    const stranger = await h.client().request(url);
    expect(stranger.status).toBe(401);
    expect(stranger.headers.get('cache-control')).toBe('no-store');
    expect((await bo.request('/profile/photo/unknown')).status).toBe(404);
  });

  it('never serves another kind of file through a guessed id', async () => {
    await uploaded(samplePhoto('png'));
    const [blobId = ''] = await blobIds();
    expect((await ada.request(`/profile/photo/${blobId}`)).status).toBe(404);
  });
});

describe('POST v2/deleteProfilePhoto', () => {
  it('removes the photo and its file, leaves the other user alone, and is harmless without one', async () => {
    const url = await uploaded(samplePhoto('png'));
    const bos = await uploaded(samplePhoto('jpeg'), bo);
    const res = await ada.json('/api/v2/deleteProfilePhoto', {});
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Profile: { photo_url: string } }).Profile.photo_url).toBe('');
    expect((await ada.request(url)).status).toBe(404);
    expect((await ada.request(bos)).status).toBe(200);
    expect(await blobIds()).toHaveLength(1);
    expect((await ada.json('/api/v2/deleteProfilePhoto', {})).status).toBe(200);
    expect(await refusal(await h.client().json('/api/v2/deleteProfilePhoto', {}))).toBe('401 session_required');
  });
});

describe('account deletion', () => {
  it("removes the photo's file, and nobody else's", async () => {
    const url = await uploaded(samplePhoto('png'));
    await uploaded(samplePhoto('webp'), bo);
    const before = await blobIds();
    expect((await ada.json('/api/v2/deleteAccount', { consent: true, password: 'correct horse battery' })).status).toBe(200);
    const after = await blobIds();
    expect(after).toHaveLength(1);
    expect(before).toEqual(expect.arrayContaining(after));
    expect((await bo.request(url)).status).toBe(404);
  });
});

/**
 * The till's camera reader (src/islands/ShopTill/scan.ts): the browser's BarcodeDetector where it reads QR codes, the
 * camera stopped once a code is read or when the shop stops it, and `no-camera` when the device gives none. jsQR's
 * reading of a real code is tested by MyVouchers' test, which reads back the QR code a card shows.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanInto } from '../../src/islands/ShopTill/scan.ts';

function camera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: vi.fn(async () => stream) } });
  return { track, stream };
}

function detector(reads: Array<string | undefined>) {
  const detect = vi.fn(async () => {
    const next = reads.length > 1 ? reads.shift() : reads[0];
    return next ? [{ rawValue: next }] : [];
  });
  class BarcodeDetector {
    static getSupportedFormats = async () => ['qr_code', 'ean_13'];
    detect = detect;
  }
  vi.stubGlobal('BarcodeDetector', BarcodeDetector);
  return detect;
}

const video = () => {
  const element = document.createElement('video');
  element.play = async () => {};
  return element;
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe("the till's camera", () => {
  it('reads frames with the browser’s detector until a QR code is read, then stops the camera', async () => {
    const { track } = camera();
    const detect = detector([undefined, undefined, 'BONO:0410610508R3GG28AB']);
    const element = video();
    const read = new Promise<string>(
      (resolve) => void scanInto(element, resolve, new AbortController().signal).then((started) => expect(started).toBe('started')),
    );
    expect(await read).toBe('BONO:0410610508R3GG28AB');
    expect(detect).toHaveBeenCalledTimes(3);
    expect(track.stop).toHaveBeenCalled();
    expect(element.srcObject).toBeNull();
  });

  it('stops the camera and reads no more when the shop stops it', async () => {
    const { track } = camera();
    const detect = detector([undefined]);
    const stop = new AbortController();
    const onRead = vi.fn();
    await scanInto(video(), onRead, stop.signal);
    stop.abort();
    const calls = detect.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(detect.mock.calls.length).toBeLessThanOrEqual(calls + 1);
    expect(track.stop).toHaveBeenCalled();
    expect(onRead).not.toHaveBeenCalled();
  });

  it('says no-camera when the device gives none or the shop refuses it', async () => {
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    expect(await scanInto(video(), vi.fn(), new AbortController().signal)).toBe('no-camera');
  });
});

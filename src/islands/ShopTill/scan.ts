/**
 * Reading a voucher's QR code with the camera (docs/vouchers.md "Pages"): the browser's own `BarcodeDetector` where
 * it has one that reads QR codes, otherwise jsQR over the video's frames, drawn on a canvas a few times a second.
 * Loaded only when the shop asks for the camera, so the till's page carries neither.
 */

/** How often a frame is read: enough for a code held still, little for a phone's battery. */
const EVERY_MS = 200;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = (new (options: { formats: string[] }) => BarcodeDetectorLike) & { getSupportedFormats?: () => Promise<string[]> };

/** A reader of one frame: the browser's detector, or jsQR's (fetched now). */
async function frameReader(): Promise<(video: HTMLVideoElement) => Promise<string | undefined>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector && (await Detector.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return undefined;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data;
  };
}

/**
 * Shows the back camera in `video` and reads frames until a QR code is read (given to `onRead`, and the camera stopped)
 * or `signal` aborts. `no-camera` when the device has none or the shop refused it.
 */
export async function scanInto(video: HTMLVideoElement, onRead: (text: string) => void, signal: AbortSignal): Promise<'started' | 'no-camera'> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch {
    return 'no-camera';
  }
  const stop = () => {
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  if (signal.aborted) {
    stop();
    return 'started';
  }
  signal.addEventListener('abort', stop, { once: true });
  video.srcObject = stream;
  video.setAttribute('playsinline', '');
  try {
    // Muted and inline, the video plays without a gesture; if it does not, frames still arrive for the reader.
    await video.play();
  } catch {}
  const read = await frameReader();
  const tick = async () => {
    if (signal.aborted) return;
    const text = await read(video).catch(() => undefined);
    if (signal.aborted) return;
    if (text) {
      stop();
      onRead(text);
    } else setTimeout(() => void tick(), EVERY_MS);
  };
  void tick();
  return 'started';
}

/**
 * Whether this browser can read a label's barcode from the camera: the Barcode Detection API (no library) with at
 * least one of the symbologies device labels carry (GS1 DataMatrix, GS1-128, QR), and a camera to ask for. Where
 * it cannot, nothing camera-related is shown and the camera's code is never loaded.
 */
export const CAMERA_FORMATS = ['data_matrix', 'code_128', 'qr_code'] as const;

export interface DetectedBarcode {
  rawValue: string;
}
export interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
export interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export function barcodeDetector(): BarcodeDetectorClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
}

/** The label symbologies this browser's detector reads; empty when it has none or no camera can be asked for. */
export async function cameraFormats(): Promise<string[]> {
  const Detector = barcodeDetector();
  if (!Detector || typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return [];
  try {
    const supported = await Detector.getSupportedFormats();
    return CAMERA_FORMATS.filter((format) => supported.includes(format));
  } catch {
    return [];
  }
}

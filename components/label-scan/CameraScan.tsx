'use client';

import { useEffect, useRef, useState } from 'react';
import { barcodeDetector } from './camera-support';
import styles from './LabelScan.module.scss';

/** How often a frame of the camera is read. */
const INTERVAL_MS = 250;

/**
 * "Scan with the camera": loaded only where the browser reads label barcodes (camera-support.ts). Opens the rear
 * camera in a <video>, reads frames with the browser's BarcodeDetector until one carries a code, then stops the
 * camera and hands the code's text over (the form fills its field and submits). Cancel stops the camera; the typed
 * field always works. Nothing is sent anywhere but through the form.
 */
export default function CameraScan({ formats, onDetected }: { formats: string[]; onDetected: (text: string) => void }) {
  const [state, setState] = useState<'off' | 'on' | 'failed'>('off');
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  }, [onDetected]);

  const stop = () => {
    clearTimeout(timerRef.current);
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  };
  useEffect(() => stop, []);

  useEffect(() => {
    const video = videoRef.current;
    const Detector = barcodeDetector();
    if (state !== 'on' || !video || !streamRef.current || !Detector) return;
    video.srcObject = streamRef.current;
    Promise.resolve()
      .then(() => video.play())
      .catch(() => undefined);
    const detector = new Detector({ formats });
    let cancelled = false;
    const read = async () => {
      if (cancelled) return;
      try {
        const [code] = await detector.detect(video);
        if (!cancelled && code?.rawValue) {
          stop();
          setState('off');
          detected.current(code.rawValue);
          return;
        }
      } catch {
        // A frame that cannot be read yet (the video is starting): try the next one.
      }
      if (!cancelled) timerRef.current = setTimeout(read, INTERVAL_MS);
    };
    void read();
    return () => {
      cancelled = true;
      clearTimeout(timerRef.current);
    };
  }, [state, formats]);

  const start = async () => {
    try {
      streamRef.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setState('on');
    } catch {
      stop();
      setState('failed');
    }
  };
  const cancel = () => {
    stop();
    setState('off');
  };

  return (
    <div className={styles.camera}>
      {state === 'on' ? (
        <>
          <video ref={videoRef} muted playsInline aria-label="Camera view: hold the label's barcode in front of it" />
          <p role="status">Looking for a barcode…</p>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </>
      ) : (
        <button type="button" onClick={start}>
          Scan with the camera
        </button>
      )}
      {state === 'failed' && (
        <p role="status">The camera could not be opened. Type the barcode text in the field instead.</p>
      )}
    </div>
  );
}

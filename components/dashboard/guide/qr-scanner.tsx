'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

/**
 * The camera, reading QR codes: the browser's own BarcodeDetector where it has one, else jsQR
 * (loaded only here, on the guide's screen; docs/decisions/0092). Calls `onCode` once per new code.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = useTranslations('adminGuide');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!open) return;
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    let last = '';
    const canvas = document.createElement('canvas');
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
        const detector = Native ? new Native({ formats: ['qr_code'] }) : null;
        const jsQR = detector ? null : (await import('jsqr')).default;
        const tick = async () => {
          if (stopped || !video.current) return;
          const element = video.current;
          let value: string | null = null;
          if (element.videoWidth > 0) {
            if (detector) value = (await detector.detect(element).catch(() => []))[0]?.rawValue ?? null;
            else if (jsQR) {
              canvas.width = element.videoWidth;
              canvas.height = element.videoHeight;
              const context = canvas.getContext('2d', { willReadFrequently: true })!;
              context.drawImage(element, 0, 0);
              const image = context.getImageData(0, 0, canvas.width, canvas.height);
              value = jsQR(image.data, image.width, image.height)?.data ?? null;
            }
          }
          if (value && value !== last) {
            last = value;
            onCodeRef.current(value);
          }
          frame = window.setTimeout(tick, 250);
        };
        void tick();
      } catch {
        setFailed(true);
        setOpen(false);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [open]);

  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={() => {
          setFailed(false);
          setOpen((value) => !value);
        }}
        className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {open ? t('stopScan') : t('scan')}
      </button>
      {open && <video ref={video} muted playsInline className="aspect-square w-full max-w-sm rounded-2xl bg-black object-cover" aria-label={t('scan')} />}
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {t('cameraUnavailable')}
        </p>
      )}
    </div>
  );
}

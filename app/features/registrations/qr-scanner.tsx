import Camera from "lucide-react/icons/camera";
import CameraOff from "lucide-react/icons/camera-off";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";

/** What the browser's own barcode reader offers, where it has one (Chrome on Android, Safari on macOS). */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

/** Reads QR codes from a video frame: the browser's BarcodeDetector, else jsQR (loaded only then). */
async function makeReader(canvas: HTMLCanvasElement): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats: string[] = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes("qr_code")) {
    const detector = new Detector({ formats: ["qr_code"] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import("jsqr");
  const context = canvas.getContext("2d", { willReadFrequently: true });
  return async (video) => {
    if (!context || video.videoWidth === 0) return null;
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    context.drawImage(video, 0, 0);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: "dontInvert" })?.data ?? null;
  };
}

/** How often a frame is read, and how long a code must be out of sight before it is read again. */
const FRAME_MS = 250;
const SAME_CODE_MS = 4000;

/** Whether this page's document may use the camera (its Permissions-Policy), where the browser says. */
function documentMayUseCamera(): boolean {
  const policy = (document as { permissionsPolicy?: { allowsFeature(feature: string): boolean } }).permissionsPolicy;
  return policy?.allowsFeature("camera") ?? true;
}

/**
 * The phone's camera as a QR code reader: each code it reads goes to `onCode` once, and again only
 * after it was out of sight for a few seconds (a code held in front of the camera is checked in
 * once, and its 'Checked in' stays on the screen).
 */
export function QrScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ text: string; at: number } | null>(null);
  const report = useRef(onCode);
  report.current = onCode;
  const [state, setState] = useState<"off" | "starting" | "on" | "failed">("off");
  const [problem, setProblem] = useState<string | null>(null);

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setState((current) => (current === "failed" ? current : "off"));
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (state !== "on" || !video.current || !canvas.current) return;
    let running = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const element = video.current;
    void makeReader(canvas.current).then((read) => {
      const tick = async () => {
        if (!running) return;
        try {
          const text = await read(element);
          const now = Date.now();
          if (text) {
            const seenJustNow = last.current?.text === text && now - last.current.at <= SAME_CODE_MS;
            last.current = { text, at: now };
            if (!seenJustNow) report.current(text);
          }
        } catch {
          // A frame that cannot be read (the video not ready yet): the next one is tried.
        }
        timer = setTimeout(tick, FRAME_MS);
      };
      void tick();
    });
    return () => {
      running = false;
      clearTimeout(timer);
    };
  }, [state]);

  async function start() {
    // A page reached from another without a page load keeps that page's policy, which forbids the
    // camera: loaded again, it is the check-in page's own.
    if (!documentMayUseCamera()) {
      window.location.reload();
      return;
    }
    setState("starting");
    setProblem(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
      setState("on");
    } catch (error) {
      setProblem(
        (error as Error).name === "NotAllowedError"
          ? "The browser was not allowed to use the camera. Allow it in the site's settings, or type the code or search by name."
          : "No camera could be started. Type the code or search by name instead.",
      );
      setState("failed");
    }
  }

  const on = state === "on" || state === "starting";
  return (
    <div className="space-y-3">
      <div className={on ? "overflow-hidden rounded-lg border bg-black" : "hidden"}>
        <video ref={video} muted playsInline className="aspect-square w-full object-cover" aria-label="Camera" />
      </div>
      <canvas ref={canvas} className="hidden" />
      {on ? (
        <Button type="button" variant="outline" onClick={stop}>
          <CameraOff aria-hidden="true" />
          Stop camera
        </Button>
      ) : (
        <Button type="button" size="lg" onClick={() => void start()}>
          <Camera aria-hidden="true" />
          Scan a QR code
        </Button>
      )}
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from "react";

export interface HeroVideoSources {
  mp4: string;
  webm: string;
  poster: string;
}

/**
 * The club video behind the hero. The poster paints first; the video loads and plays only once the
 * page is interactive and the browser idle, and never when the visitor asks for reduced motion.
 */
export function HeroVideo({ sources }: { sources: HeroVideoSources }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const apply = () => {
      if (query.matches) {
        video.pause();
        return;
      }
      if (video.preload === "none") {
        video.preload = "auto";
        video.load();
      }
      video.play().catch(() => {
        // Autoplay refused (data saver, say): the poster stays.
      });
    };
    // Started when the browser is idle after hydration, in a task of its own: setting up the
    // video is not part of making the page respond.
    const idle = "requestIdleCallback" in window;
    const started = idle ? window.requestIdleCallback(apply, { timeout: 2_000 }) : window.setTimeout(apply, 200);
    query.addEventListener("change", apply);
    return () => {
      if (idle) window.cancelIdleCallback(started);
      else window.clearTimeout(started);
      query.removeEventListener("change", apply);
    };
  }, []);
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      <img src={sources.poster} alt="" className="absolute inset-0 size-full object-cover" fetchPriority="high" />
      <video
        ref={ref}
        className="absolute inset-0 size-full object-cover"
        poster={sources.poster}
        muted
        loop
        playsInline
        preload="none"
      >
        <source src={sources.webm} type="video/webm" />
        <source src={sources.mp4} type="video/mp4" />
      </video>
      <div className="absolute inset-0 bg-gradient-to-b from-slate-950/60 via-slate-950/40 to-slate-950/80" />
    </div>
  );
}

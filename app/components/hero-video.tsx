import { useEffect, useRef } from "react";
import type { HeroVideoSources } from "~/lib/hero-media";

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
  const { poster } = sources;
  return (
    <div aria-hidden="true" className="absolute inset-0 -z-10">
      {poster ? (
        // The video has no poster of its own: until it plays it shows nothing and this picture shows
        // through, so that the picture loads once, in the size the screen needs. It covers the hero
        // whatever its shape; width and height say it is a video's frame.
        <img
          src={poster.src}
          srcSet={poster.srcSet}
          sizes={poster.srcSet ? "100vw" : undefined}
          alt=""
          width={1280}
          height={720}
          className="absolute inset-0 size-full object-cover"
          fetchPriority="high"
        />
      ) : null}
      <video ref={ref} className="absolute inset-0 size-full object-cover" muted loop playsInline preload="none">
        {sources.videos.map((video) => (
          <source key={video.src} src={video.src} type={video.type} />
        ))}
      </video>
      <div className="absolute inset-0 bg-gradient-to-b from-slate-950/60 via-slate-950/40 to-slate-950/80" />
    </div>
  );
}
